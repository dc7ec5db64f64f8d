import { PageLoading } from '@client/components/page-loading';
import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { useClub } from '@client/lib/club';
import { Link } from '@client/lib/router/link';
import { formatClubDateTime } from '@shared/club-time';
import { paths } from '@shared/paths';
import type { MatchHeading } from '@shared/schemas/team-matches';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/** Under the page's title (Lineup, Score): who plays whom, when, in which league. */
export function MatchHeader({ match }: { match: MatchHeading }) {
  const club = useClub();
  return (
    <header className="space-y-1">
      <h2 className="font-semibold text-2xl">
        {match.homeName} vs {match.awayName}
      </h2>
      <p className="text-muted-foreground text-sm">
        {formatClubDateTime(match.startsAt, club.timeZone)} · {match.isHome ? 'Home' : 'Away'} ·{' '}
        <Link className="underline" to={paths.leagueStandings(match.leagueId)}>
          {match.leagueName}
        </Link>
        {match.status !== 'scheduled' ? ` · ${match.status}` : ''}
      </p>
    </header>
  );
}

/** A team-match page's data: loading, the load error in an alert, or the page itself. */
export function PageQueryState<T>({
  query,
  errorTitle,
  children,
}: {
  query: UseQueryResult<T, Error>;
  /** "Could not load the lineup". */
  errorTitle: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <PageLoading />;
  if (query.isError)
    return (
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <Alert variant="destructive">
          <AlertTitle>{errorTitle}</AlertTitle>
          <AlertDescription>{query.error.message}</AlertDescription>
        </Alert>
      </div>
    );
  return <>{children(query.data)}</>;
}

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
