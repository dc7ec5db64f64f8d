import { ScrollRegion } from '@client/components/scroll-region';
import { StandingsTable } from '@client/components/standings-table';
import { cn } from '@client/lib/cn';
import { Link } from '@client/lib/router/link';
import { paths } from '@shared/paths';
import type { DrawEntryView, DrawMatchView, DrawView } from '@shared/schemas/tournament-draws';
import { roundName } from '@shared/tennis/draws';
import type { ReactNode } from 'react';
import { MatchWhen } from './match-when';

/*
 * A draw as the public and the organiser see it: the bracket's rounds side by side (a phone
 * scrolls them sideways), the viewer's own path outlined; round-robin groups as tables with the
 * "Decided by" column of league standings, then their matches.
 */

function EntryName({ entry, isWinner }: { entry: DrawEntryView | null; isWinner: boolean }) {
  if (!entry) return <span className="text-muted-foreground italic">—</span>;
  return (
    <span className={cn('min-w-0 truncate', isWinner && 'font-semibold')}>
      {entry.name}
      {entry.seed ? <span className="text-muted-foreground"> [{entry.seed}]</span> : null}
      {entry.isLuckyLoser ? <span className="text-muted-foreground"> (LL)</span> : null}
      {entry.isWithdrawn ? <span className="text-muted-foreground"> (withdrawn)</span> : null}
    </span>
  );
}

function MatchCard({
  match,
  isMine,
  actions,
}: {
  match: DrawMatchView;
  isMine: boolean;
  actions?: ReactNode;
}) {
  const isBye = match.state === 'bye';
  const sideRow = (side: 1 | 2) => {
    const entry = side === 1 ? match.side1 : match.side2;
    const isWinner = match.state === 'confirmed' && match.winningSide === side;
    return (
      <div className="flex items-center justify-between gap-2 px-2 py-1">
        {isBye && !entry ? (
          <span className="text-muted-foreground">Bye</span>
        ) : (
          <EntryName entry={entry} isWinner={isWinner || (isBye && !!entry)} />
        )}
      </div>
    );
  };
  return (
    <div
      className={cn(
        'w-56 rounded-md border bg-card text-sm shadow-xs print:shadow-none',
        isMine && 'border-primary ring-2 ring-primary/60',
      )}
      data-mine={isMine ? 'true' : undefined}
    >
      {isMine ? (
        <p className="rounded-t-md bg-primary px-2 py-0.5 font-medium text-primary-foreground text-xs">
          Your match
        </p>
      ) : null}
      {sideRow(1)}
      <div className="border-t" />
      {sideRow(2)}
      {match.scoreText && !isBye ? (
        <p className="border-t px-2 py-1 font-medium tabular-nums">{match.scoreText}</p>
      ) : match.state === 'entered' ? (
        <p className="border-t px-2 py-1 text-muted-foreground text-xs">Score awaiting confirmation</p>
      ) : null}
      {match.startsAt || match.courtText || match.courtName ? (
        <p className="border-t px-2 py-1 text-muted-foreground text-xs">
          <MatchWhen match={match} />
        </p>
      ) : null}
      {actions ? <div className="flex flex-wrap gap-1 border-t p-1 print:hidden">{actions}</div> : null}
    </div>
  );
}

const involves = (m: DrawMatchView, ids: readonly string[]) =>
  (!!m.side1 && ids.includes(m.side1.id)) || (!!m.side2 && ids.includes(m.side2.id));

function Bracket({
  draw,
  structure,
  actions,
}: {
  draw: DrawView;
  structure: 'main' | 'consolation';
  actions?: (m: DrawMatchView) => ReactNode;
}) {
  const matches = draw.matches.filter((m) => m.structure === structure);
  if (matches.length === 0) return null;
  const rounds = [...new Set(matches.map((m) => m.round))].sort((a, b) => a - b);
  const total = rounds.length;
  const label = `${draw.divisionName} ${structure === 'main' ? 'draw' : 'consolation draw'}`;
  return (
    <ScrollRegion label={label} className="pb-2">
      <ol className="flex min-w-max gap-4">
        {rounds.map((round) => (
          <li key={round} className="flex flex-col">
            <h3 className="mb-2 font-medium text-muted-foreground text-sm">
              {structure === 'consolation' ? 'Consolation ' : ''}
              {roundName(round, total)}
            </h3>
            <ul className="flex grow flex-col justify-around gap-3">
              {matches
                .filter((m) => m.round === round)
                .map((m) => (
                  <li key={m.id}>
                    <MatchCard match={m} isMine={involves(m, draw.myEntryIds)} actions={actions?.(m)} />
                  </li>
                ))}
            </ul>
          </li>
        ))}
      </ol>
    </ScrollRegion>
  );
}

function GroupTables({ draw, actions }: { draw: DrawView; actions?: (m: DrawMatchView) => ReactNode }) {
  return (
    <div className="space-y-6">
      {draw.groups.map((g) => (
        <section key={g.group} aria-label={`Group ${g.group}`} className="space-y-3">
          <h3 className="font-semibold">Group {g.group}</h3>
          <StandingsTable
            rows={g.table.map((r) => ({
              id: r.entryId,
              name: r.name,
              rank: r.rank,
              matchesWon: r.won,
              matchesLost: r.lost,
              matchesTied: 0,
              setsWon: r.setsWon,
              setsLost: r.setsLost,
              gamesWon: r.gamesWon,
              gamesLost: r.gamesLost,
              decidedBy: r.decidedBy,
            }))}
            highlightIds={draw.myEntryIds}
            caption={`Group ${g.group} table`}
            nameHeading="Player"
          />
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {draw.matches
              .filter((m) => m.group === g.group)
              .map((m) => (
                <li key={m.id}>
                  <p className="mb-1 text-muted-foreground text-xs">Round {m.round}</p>
                  <MatchCard match={m} isMine={involves(m, draw.myEntryIds)} actions={actions?.(m)} />
                </li>
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** One division's draw: bracket(s) or groups. `actions` adds buttons under each match (organiser). */
export function DrawBracket({
  draw,
  actions,
}: {
  draw: DrawView;
  actions?: (m: DrawMatchView) => ReactNode;
}) {
  if (draw.kind === 'roundRobin') return <GroupTables draw={draw} actions={actions} />;
  return (
    <div className="space-y-6">
      {draw.championName ? (
        <p className="font-medium">
          Winner: <span className="font-semibold">{draw.championName}</span>
        </p>
      ) : null}
      <Bracket draw={draw} structure="main" actions={actions} />
      {draw.kind === 'firstMatchConsolation' ? (
        <Bracket draw={draw} structure="consolation" actions={actions} />
      ) : null}
    </div>
  );
}

/** "Enter score" for the viewer's own open matches (players; organisers use the admin page). */
export function MyMatchLink({ match }: { match: DrawMatchView }) {
  if (match.state !== 'ready' && match.state !== 'entered') return null;
  return (
    <Link to={paths.drawMatch(match.id)} className="text-primary text-xs underline underline-offset-2">
      {match.state === 'entered' ? 'Confirm or correct the score' : 'Enter the score'}
    </Link>
  );
}
