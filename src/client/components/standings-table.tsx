import { ColumnHeaders } from '@client/components/column-headers';
import { cn } from '@client/lib/cn';
import type { LeagueStandings } from '@shared/schemas/team-matches';
import { ScrollRegion } from './scroll-region';

/*
 * A standings table with the tie-break order's "Decided by" column: a league's (the public
 * standings page and the block on a team's page) and a tournament's round-robin group (where a
 * match is one line, so there is no lines column). Phones scroll the table sideways; the name
 * stays first.
 */

const pct = (n: number) => `${(n * 100).toFixed(1)}%`;

export interface StandingsTableRow {
  id: string;
  name: string;
  rank: number;
  matchesWon: number;
  matchesLost: number;
  matchesTied: number;
  /** A team match's lines; absent where a match is a single line (a draw's group). */
  lines?: { won: number; lost: number };
  setsWon: number;
  setsLost: number;
  gamesWon: number;
  gamesLost: number;
  decidedBy: { text: string } | null;
  isClubTeam?: boolean;
}

/** A league's standings rows in the table's shape. */
export function leagueStandingsRows(standings: LeagueStandings): StandingsTableRow[] {
  return standings.rows.map((r) => ({
    id: r.teamId,
    name: r.name,
    rank: r.rank,
    matchesWon: r.matchesWon,
    matchesLost: r.matchesLost,
    matchesTied: r.matchesTied,
    lines: { won: r.linesWon, lost: r.linesLost },
    setsWon: r.setsWon,
    setsLost: r.setsLost,
    gamesWon: r.gamesWon,
    gamesLost: r.gamesLost,
    decidedBy: r.decidedBy,
    isClubTeam: r.isClubTeam,
  }));
}

export function StandingsTable({
  rows,
  highlightIds = [],
  caption,
  nameHeading = 'Team',
}: {
  rows: StandingsTableRow[];
  highlightIds?: readonly string[];
  caption: string;
  nameHeading?: string;
}) {
  const hasLines = rows.some((r) => r.lines !== undefined);
  return (
    <ScrollRegion label={caption} className="rounded-md border">
      <table className={cn('w-full text-sm', hasLines ? 'min-w-[44rem]' : 'min-w-[36rem]')}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted/50 text-left">
          <tr>
            <th scope="col" className="px-3 py-2">
              #
            </th>
            <th scope="col" className="px-3 py-2">
              {nameHeading}
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Matches W-L
            </th>
            {hasLines ? (
              <th scope="col" className="px-3 py-2 text-right">
                Lines W-L
              </th>
            ) : null}
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
          {rows.map((r) => (
            <tr
              key={r.id}
              className={highlightIds.includes(r.id) ? 'border-t bg-accent/40 font-medium' : 'border-t'}
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
              {hasLines ? (
                <td className="px-3 py-2 text-right tabular-nums">
                  {r.lines ? `${r.lines.won}-${r.lines.lost}` : '—'}
                </td>
              ) : null}
              <td className="px-3 py-2 text-right tabular-nums">
                {r.setsWon}-{r.setsLost}
              </td>
              <td className="px-3 py-2 text-right tabular-nums">
                {r.gamesWon}-{r.gamesLost}
              </td>
              <td className="px-3 py-2 text-right tabular-nums">
                {pct(r.gamesWon + r.gamesLost === 0 ? 0 : r.gamesWon / (r.gamesWon + r.gamesLost))}
              </td>
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
            <ColumnHeaders
              className="px-3 py-2 text-right"
              columns={['Lines played', 'Lines won', 'Singles W/P', 'Doubles W/P']}
            />
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
