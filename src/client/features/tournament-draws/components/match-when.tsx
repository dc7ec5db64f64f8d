import { useClub } from '@client/lib/club';
import { formatClubDateTime } from '@shared/club-time';
import type { DrawMatchView } from '@shared/schemas/tournament-draws';

/** "Sat, Nov 28, 10:00 AM · Riverside Park, Court 3" on the club's clock. */
export function MatchWhen({ match }: { match: Pick<DrawMatchView, 'startsAt' | 'courtName' | 'courtText'> }) {
  const { timeZone } = useClub();
  const where = [match.courtName, match.courtText].filter(Boolean).join(', ');
  const when = match.startsAt
    ? formatClubDateTime(match.startsAt, timeZone, {
        weekday: 'short',
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      })
    : '';
  return <>{[when, where].filter(Boolean).join(' · ')}</>;
}
