import { zonedWallTimeToUtc } from '@shared/club-time';
import { paths } from '@shared/paths';
import type { Availability, UpcomingHighlight, UpcomingHighlightList } from '@shared/schemas/events';
import type { DbOrTx } from '../../db/client';
import { placeOf } from './event-targets';
import { listPublicSocialEvents } from './social-events';
import { listPublicTournaments } from './tournaments';

/** A tournament's places at a glance: the open divisions' spots together. */
function tournamentAvailability(divisions: Availability[]): Availability {
  const open = divisions.filter((d) => d.isOpen);
  const spotsLeft = open.reduce((n, d) => n + d.spotsLeft, 0);
  if (spotsLeft > 0)
    return {
      state: 'open',
      spotsLeft,
      label: `${spotsLeft} ${spotsLeft === 1 ? 'spot' : 'spots'} left`,
      isOpen: true,
    };
  if (open.length > 0) return { state: 'waitlist', spotsLeft: 0, label: 'Waitlist', isOpen: true };
  return divisions[0] ?? { state: 'closed', spotsLeft: 0, label: 'Closed', isOpen: false };
}

/**
 * The next published socials and tournaments that have not started, soonest first, for
 * the home page: date, place, spots left and a picture where the event has one.
 */
export async function listUpcomingHighlights(
  db: DbOrTx,
  limit: number,
  now = new Date(),
): Promise<UpcomingHighlightList> {
  const [socials, tournaments] = await Promise.all([
    listPublicSocialEvents(db, { pastLimit: 0 }, now),
    listPublicTournaments(db, now),
  ]);
  const { timeZone } = socials;
  const highlights: UpcomingHighlight[] = [
    ...socials.upcoming
      .filter((e) => e.status === 'published' && new Date(e.startsAt) > now)
      .map(
        (e): UpcomingHighlight => ({
          kind: 'social',
          id: e.id,
          title: e.title,
          path: paths.socialEvent(e.slug),
          startsAt: e.startsAt,
          endsAt: e.endsAt,
          isAllDay: false,
          place: placeOf(e.court?.name ?? null, e.placeText),
          imageUrl: e.imageUrl,
          availability: e.availability,
        }),
      ),
    ...tournaments.upcoming
      .map((t) => ({ t, startsAt: zonedWallTimeToUtc(`${t.startDate}T00:00`, timeZone) }))
      .filter(({ t, startsAt }) => t.status === 'published' && startsAt > now)
      .map(
        ({ t, startsAt }): UpcomingHighlight => ({
          kind: 'tournament',
          id: t.id,
          title: t.title,
          path: paths.tournament(t.slug),
          startsAt: startsAt.toISOString(),
          endsAt: zonedWallTimeToUtc(`${t.endDate}T23:59`, timeZone).toISOString(),
          isAllDay: true,
          place: placeOf(t.court?.name ?? null, t.placeText),
          imageUrl: null,
          availability: tournamentAvailability(t.divisions.map((d) => d.availability)),
        }),
      ),
  ];
  highlights.sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.title.localeCompare(b.title));
  return { timeZone, highlights: highlights.slice(0, limit) };
}
