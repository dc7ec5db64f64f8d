interface LineupView {
  lines: { lineId: string; players: { name: string }[] }[];
  alternates: { name: string }[];
  note: string | null;
}

/** A published lineup: who plays each line, the alternates and the captain's note. */
export function LineupLines({ lineup, itemClassName }: { lineup: LineupView; itemClassName: string }) {
  return (
    <>
      <ol className="divide-y rounded-md border">
        {lineup.lines.map((line) => (
          <li key={line.lineId} className={`flex flex-wrap gap-x-4 ${itemClassName}`}>
            <span className="w-10 font-semibold">{line.lineId}</span>
            <span>{line.players.length ? line.players.map((p) => p.name).join(' / ') : '—'}</span>
          </li>
        ))}
      </ol>
      {lineup.alternates.length > 0 ? (
        <p className="text-sm">
          <strong>Alternates:</strong> {lineup.alternates.map((p) => p.name).join(', ')}
        </p>
      ) : null}
      {lineup.note ? <p className="whitespace-pre-line text-sm">{lineup.note}</p> : null}
    </>
  );
}
