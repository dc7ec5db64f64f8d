import type { LeagueStandings } from '@shared/schemas/team-matches';
import { ScrollRegion } from './scroll-region';

/*
 * A league's standings table and its players' records: the public standings page and the block
 * on a team's page show the same table. Phones scroll the table sideways; the team name stays
 * first.
 */

const pct = (n: number) => `${(n * 100).toFixed(1)}%`;

export function StandingsTable({
  standings,
  highlightTeamId,
  caption,
}: {
  standings: LeagueStandings;
  highlightTeamId?: string;
  caption: string;
}) {
  return (
    <ScrollRegion label={caption} className="rounded-md border">
      <table className="w-full min-w-[44rem] text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted/50 text-left">
          <tr>
            <th scope="col" className="px-3 py-2">
              #
            </th>
            <th scope="col" className="px-3 py-2">
              Team
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Matches W-L
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Lines W-L
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Sets W-L
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Games W-L
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Games %
            </th>
            <th scope="col" className="px-3 py-2">
              Decided by
            </th>
          </tr>
        </thead>
        <tbody>
          {standings.rows.map((r) => (
            <tr
              key={r.teamId}
              className={r.teamId === highlightTeamId ? 'border-t bg-accent/40 font-medium' : 'border-t'}
            >
              <td className="px-3 py-2">{r.rank}</td>
              <th scope="row" className="px-3 py-2 text-left font-medium">
                {r.name}
                {r.isClubTeam ? <span className="text-muted-foreground text-xs"> (NJTC)</span> : null}
              </th>
              <td className="px-3 py-2 text-right tabular-nums">
                {r.matchesWon}-{r.matchesLost}
                {r.matchesTied ? `-${r.matchesTied}` : ''}
              </td>
              <td className="px-3 py-2 text-right tabular-nums">
                {r.linesWon}-{r.linesLost}
              </td>
              <td className="px-3 py-2 text-right tabular-nums">
                {r.setsWon}-{r.setsLost}
              </td>
              <td className="px-3 py-2 text-right tabular-nums">
                {r.gamesWon}-{r.gamesLost}
              </td>
              <td className="px-3 py-2 text-right tabular-nums">{pct(r.gamesWonPct)}</td>
              <td className="px-3 py-2 text-muted-foreground">{r.decidedBy?.text ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

export function PlayerRecordsTable({ standings, caption }: { standings: LeagueStandings; caption: string }) {
  if (standings.players.length === 0)
    return <p className="text-muted-foreground text-sm">No confirmed lines yet.</p>;
  return (
    <ScrollRegion label={caption} className="rounded-md border">
      <table className="w-full min-w-[32rem] text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted/50 text-left">
          <tr>
            <th scope="col" className="px-3 py-2">
              Player
            </th>
            <th scope="col" className="px-3 py-2">
              Team
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Lines played
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Lines won
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Singles W/P
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Doubles W/P
            </th>
          </tr>
        </thead>
        <tbody>
          {standings.players.map((p) => (
            <tr key={`${p.teamId}-${p.playerId}`} className="border-t">
              <th scope="row" className="px-3 py-2 text-left font-medium">
                {p.name}
              </th>
              <td className="px-3 py-2">{p.teamName}</td>
              <td className="px-3 py-2 text-right tabular-nums">{p.linesPlayed}</td>
              <td className="px-3 py-2 text-right tabular-nums">{p.linesWon}</td>
              <td className="px-3 py-2 text-right tabular-nums">
                {p.singles.won}/{p.singles.played}
              </td>
              <td className="px-3 py-2 text-right tabular-nums">
                {p.doubles.won}/{p.doubles.played}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
