import { useClub } from '@client/lib/club';
import { Link } from '@client/lib/router/link';
import { formatClubDateTime } from '@shared/club-time';
import { paths } from '@shared/paths';
import type { MatchHeading } from '@shared/schemas/team-matches';

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
