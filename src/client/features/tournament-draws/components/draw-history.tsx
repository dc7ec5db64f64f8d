import { useClub } from '@client/lib/club';
import { formatClubDateTime } from '@shared/club-time';
import type { DrawHistoryItem } from '@shared/schemas/tournament-draws';

const drawEventLabels: Record<DrawHistoryItem['kind'], string> = {
  made: 'Draft made',
  remade: 'Draft made again (reseeded)',
  discarded: 'Draft discarded',
  swapped: 'Lines swapped',
  byeMoved: 'Bye moved',
  published: 'Draw published',
  withdrawal: 'Withdrawal',
  result: 'Result by an organiser',
};

/** The division draw's audit trail: each organiser edit, by whom and when (newest first). */
export function DrawHistory({ history }: { history: DrawHistoryItem[] }) {
  const { timeZone } = useClub();
  if (history.length === 0) return null;
  return (
    <details className="rounded-lg border p-4">
      <summary className="cursor-pointer font-semibold">Draw history ({history.length})</summary>
      <ul className="mt-3 space-y-1 text-sm">
        {history.map((h) => (
          <li key={h.id}>
            <span className="text-muted-foreground tabular-nums">{formatClubDateTime(h.at, timeZone)}</span>{' '}
            <span className="font-medium">{drawEventLabels[h.kind]}</span>
            {h.note ? `: ${h.note}` : ''}
            {h.actorName ? ` (by ${h.actorName})` : ''}
          </li>
        ))}
      </ul>
    </details>
  );
}
