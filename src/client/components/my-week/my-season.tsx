import { ColumnHeaders } from '@client/components/column-headers';
import { Link } from '@client/lib/router/link';
import { formatClubDateTime } from '@shared/club-time';
import { paths } from '@shared/paths';
import type { MyWeek } from '@shared/schemas/my-week';

const outcomeLabels = { won: 'Won', lost: 'Lost', unplayed: 'Not played out' } as const;

/** The member's season on their profile: their record per team, then each line they played. */
export function MySeason({ week }: { week: MyWeek }) {
  if (week.teams.length === 0) {
    return (
      <p className="rounded-lg border border-dashed p-3 text-muted-foreground text-sm">
        No team this season —{' '}
        <Link to={paths.formsLooking} className="font-semibold text-link underline-offset-4 hover:underline">
          Looking for a team
        </Link>
      </p>
    );
  }
  return (
    <div className="space-y-4">
      <ul className="grid gap-2 sm:grid-cols-2">
        {week.teams.map((t) => (
          <li key={t.id} className="rounded-lg border p-3 text-sm">
            <Link
              to={paths.teamSchedule(t.id)}
              className="font-semibold text-link underline-offset-4 hover:underline"
            >
              {t.name}
            </Link>
            <p className="text-muted-foreground">{t.leagueName}</p>
            <p className="mt-1">
              My lines: <strong className="tabular-nums">{t.record.won}</strong> won,{' '}
              <strong className="tabular-nums">{t.record.lost}</strong> lost
            </p>
          </li>
        ))}
      </ul>
      {week.results.length === 0 ? (
        <p className="rounded-lg border border-dashed p-3 text-muted-foreground text-sm">
          No results yet: your lines show here once their scores are in.
        </p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">My line results this season, newest first</caption>
            <thead>
              <tr className="border-b text-muted-foreground">
                <ColumnHeaders
                  className="py-2 pr-3 font-medium"
                  columns={['Date', 'Match', 'Line', { name: 'Result', className: 'pr-0' }]}
                />
              </tr>
            </thead>
            <tbody>
              {week.results.map((r) => (
                <tr key={r.matchId} className="border-b last:border-0">
                  <td className="py-2 pr-3 whitespace-nowrap">
                    {formatClubDateTime(r.startsAt, week.timeZone, { month: 'short', day: 'numeric' })}
                  </td>
                  <td className="py-2 pr-3">
                    <Link
                      to={paths.teamMatch(r.matchId)}
                      className="text-link underline-offset-4 hover:underline"
                    >
                      {r.teamName} v {r.opponentTeam}
                    </Link>
                  </td>
                  <td className="py-2 pr-3">
                    {r.lineId}
                    {r.partnerNames.length ? ` with ${r.partnerNames.join(' and ')}` : ''}
                  </td>
                  <td className="py-2">
                    <strong>{outcomeLabels[r.outcome]}</strong>{' '}
                    <span className="tabular-nums">{r.score}</span>
                    {r.isConfirmed ? '' : ' (not confirmed yet)'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
