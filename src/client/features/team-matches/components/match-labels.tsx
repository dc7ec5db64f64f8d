import { useClub } from '@client/lib/club';
import { formatClubDateTime } from '@shared/club-time';
import type { TeamMatch } from '@shared/schemas/team-matches';

/** "Sat, Nov 28, 2026, 6:30 PM" on the club's clock. */
export function MatchWhen({ match }: { match: Pick<TeamMatch, 'startsAt'> }) {
  const { timeZone } = useClub();
  return <time dateTime={match.startsAt}>{formatClubDateTime(match.startsAt, timeZone)}</time>;
}

export function matchTitle(m: Pick<TeamMatch, 'isHome' | 'opponentTeam' | 'opponentClub'>): string {
  return `${m.isHome ? 'Home vs' : 'Away at'} ${m.opponentTeam}${m.opponentClub ? ` (${m.opponentClub})` : ''}`;
}

export function placeText(m: Pick<TeamMatch, 'placeName' | 'address'>): string {
  return [m.placeName, m.address].filter(Boolean).join(', ');
}
