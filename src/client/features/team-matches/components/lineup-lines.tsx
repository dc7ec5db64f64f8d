/** `isMe` marks the viewer's own place (the signed match link knows whose it is). */
interface LineupPerson {
  name: string;
  isMe?: boolean;
}

interface LineupView {
  lines: { lineId: string; players: LineupPerson[] }[];
  alternates: LineupPerson[];
  note: string | null;
}

/** A published lineup: who plays each line, the alternates and the captain's note. */
export function LineupLines({ lineup, itemClassName }: { lineup: LineupView; itemClassName: string }) {
  return (
    <>
      <ol className="divide-y rounded-md border">
        {lineup.lines.map((line) => {
          const isMine = line.players.some((p) => p.isMe);
          return (
            <li
              key={line.lineId}
              className={`flex flex-wrap gap-x-4 ${itemClassName} ${isMine ? 'bg-secondary font-medium' : ''}`}
            >
              <span className="w-10 font-semibold">{line.lineId}</span>
              <span>{line.players.length ? line.players.map((p) => p.name).join(' / ') : '—'}</span>
              {isMine ? <strong className="ms-auto">Your line</strong> : null}
            </li>
          );
        })}
      </ol>
      {lineup.alternates.length > 0 ? (
        <p className="text-sm">
          <strong>Alternates:</strong>{' '}
          {lineup.alternates.map((p) => (p.isMe ? `${p.name} (you)` : p.name)).join(', ')}
        </p>
      ) : null}
      {lineup.note ? <p className="whitespace-pre-line text-sm">{lineup.note}</p> : null}
    </>
  );
}
