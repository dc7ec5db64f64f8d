import { ScrollRegion } from '@client/components/scroll-region';
import { teamPage } from '@client/components/team-page-frame';
import { useClub } from '@client/lib/club';
import { cn } from '@client/lib/cn';
import { Link } from '@client/lib/router/link';
import { formatClubDateTime } from '@shared/club-time';
import { pathPatterns, paths } from '@shared/paths';
import { type AvailabilityGrid, availabilityAnswerLabels } from '@shared/schemas/team-matches';
import { useAvailabilityGrid } from '../api/schedule-api';
import { MatchStatusBadge } from '../components/match-status-badge';

/** /teams/:id/availability: the captain's grid of players × matches. */
export const AvailabilityGridPage = teamPage(
  {
    path: pathPatterns.teamAvailability,
    useRecord: useAvailabilityGrid,
    errorTitle: 'Could not load the availability',
  },
  (data) => <GridBody grid={data} />,
);

const cellStyle = {
  yes: 'bg-primary text-primary-foreground',
  no: 'bg-destructive text-destructive-foreground',
  maybe: 'bg-secondary text-secondary-foreground',
} as const;

function GridBody({ grid }: { grid: AvailabilityGrid }) {
  const { timeZone } = useClub();
  const answerOf = new Map(grid.answers.map((a) => [`${a.matchId}:${a.rosterEntryId}`, a]));
  const short = (iso: string) =>
    formatClubDateTime(iso, timeZone, { weekday: 'short', month: 'short', day: 'numeric' });
  return (
    <div className="mx-auto max-w-7xl space-y-5 px-4 py-6 sm:px-6">
      <header className="space-y-1">
        <h2 className="font-semibold text-2xl">{grid.team.name}: availability</h2>
        <p className="text-muted-foreground text-sm">
          {grid.team.playersNeeded} players needed a match ({grid.team.lines.join(', ')}) ·{' '}
          <Link className="text-link underline" to={paths.teamSchedule(grid.team.id)}>
            Schedule
          </Link>
        </p>
      </header>
      {grid.matches.length === 0 ? <p>No upcoming matches.</p> : null}

      {/* Phones: one card per match with its counts and who has not answered. */}
      <ul className="space-y-3 md:hidden" aria-label="Matches">
        {grid.matches.map((m) => {
          const missing = grid.players.filter((p) => !answerOf.has(`${m.id}:${p.rosterEntryId}`));
          return (
            <li key={m.id} className="space-y-2 rounded-lg border p-3">
              <p className="font-medium">
                <Link className="text-link underline" to={paths.teamMatch(m.id)}>
                  {short(m.startsAt)} · {m.isHome ? 'vs' : 'at'} {m.opponentTeam}
                </Link>{' '}
                <MatchStatusBadge status={m.status} />
              </p>
              <p className={cn('text-sm', m.yesCount < grid.team.playersNeeded && 'font-semibold')}>
                {m.yesCount} yes of {grid.team.playersNeeded} needed · {m.noAnswerCount} not answered
              </p>
              <ul className="text-sm">
                {grid.players.map((p) => {
                  const a = answerOf.get(`${m.id}:${p.rosterEntryId}`);
                  return (
                    <li key={p.rosterEntryId} className="flex justify-between gap-2 border-t py-1">
                      <span>{p.name}</span>
                      <span>{a ? availabilityAnswerLabels[a.answer] : 'No answer'}</span>
                    </li>
                  );
                })}
              </ul>
              {missing.length > 0 ? (
                <p className="text-muted-foreground text-xs">
                  Not answered: {missing.map((p) => p.name).join(', ')}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>

      {/* Wider screens: the players × matches table. */}
      <ScrollRegion label={`Availability of ${grid.team.name}`} className="hidden md:block">
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">Availability of {grid.team.name}: players by match</caption>
          <thead>
            <tr>
              <th scope="col" className="px-2 py-2 text-left">
                Player
              </th>
              {grid.matches.map((m) => (
                <th key={m.id} scope="col" className="px-2 py-2 text-left font-medium">
                  <Link className="text-link underline" to={paths.teamMatch(m.id)}>
                    {short(m.startsAt)}
                  </Link>
                  <div className="font-normal text-muted-foreground text-xs">
                    {m.isHome ? 'vs' : 'at'} {m.opponentTeam}
                  </div>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {grid.players.map((p) => (
              <tr key={p.rosterEntryId} className="border-t">
                <th scope="row" className="px-2 py-1 text-left font-medium">
                  {p.name}
                </th>
                {grid.matches.map((m) => {
                  const a = answerOf.get(`${m.id}:${p.rosterEntryId}`);
                  return (
                    <td key={m.id} className="px-2 py-1">
                      {a ? (
                        <span
                          className={cn('rounded px-2 py-0.5', cellStyle[a.answer])}
                          title={a.note || undefined}
                        >
                          {availabilityAnswerLabels[a.answer]}
                          {a.note ? ' *' : ''}
                        </span>
                      ) : (
                        <span className="text-muted-foreground">No answer</span>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t font-medium">
              <th scope="row" className="px-2 py-1 text-left">
                Yes / needed
              </th>
              {grid.matches.map((m) => (
                <td
                  key={m.id}
                  className={cn('px-2 py-1', m.yesCount < grid.team.playersNeeded && 'text-destructive-text')}
                >
                  {m.yesCount} / {grid.team.playersNeeded}
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row" className="px-2 py-1 text-left font-medium">
                Not answered
              </th>
              {grid.matches.map((m) => (
                <td key={m.id} className="px-2 py-1">
                  {m.noAnswerCount}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </ScrollRegion>
    </div>
  );
}
