import { paths } from '@shared/paths';
import { and, asc, eq, gte, inArray, ne, or } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { courts } from '../../db/schema/courts';
import { registrations, socialEvents, tournamentDivisions, tournaments } from '../../db/schema/events';
import { teams } from '../../db/schema/leagues';
import { teamMatches } from '../../db/schema/team-matches';
import { resolveClubTimeZone } from '../../lib/club-time-zone';
import { calendarHostOf, drawMatchEvents } from '../../lib/draw-match-calendar';
import { buildCalendar, type CalendarEvent, eventRevisionOf } from '../../lib/ical';
import { teamMatchEvent } from '../../lib/team-match-calendar';
import { toTeamMatch } from '../../lib/team-match-view';
import { memberOfCalendarKey } from './member-calendar-keys';
import { loadPlaces, signupsOf } from './read-my-week';

/*
 * The member's personal calendar (issue 21 §1): every match of every team they are on and every
 * social and tournament they signed up for, from six months back. The UIDs are those of the team
 * and club feeds, so an event is the same event whichever feed it came from. Tournament draw
 * matches with a court and a time are there too, once the draw is published (issue 23 §2).
 */

const prodId = { company: 'NJTC', product: 'My week', language: 'EN' };
const sinceMs = 183 * 86_400_000;

async function matchEvents(ctx: AppContext, userId: string, since: Date): Promise<CalendarEvent[]> {
  const places = await loadPlaces(ctx.db, userId);
  if (places.length === 0) return [];
  const rows = await ctx.db
    .select({ m: teamMatches, teamName: teams.name, courtName: courts.name, courtAddress: courts.address })
    .from(teamMatches)
    .innerJoin(teams, eq(teams.id, teamMatches.teamId))
    .leftJoin(courts, eq(courts.id, teamMatches.courtId))
    .where(
      and(
        inArray(
          teamMatches.teamId,
          places.map((p) => p.teamId),
        ),
        gte(teamMatches.startsAt, since),
      ),
    )
    .orderBy(asc(teamMatches.startsAt));
  const site = { publicUrl: ctx.env.PUBLIC_URL, host: calendarHostOf(ctx.env.PUBLIC_URL) };
  return rows.map(({ m: row, teamName, courtName, courtAddress }) => {
    const court = courtName !== null ? { name: courtName, address: courtAddress ?? '' } : undefined;
    const view = toTeamMatch(row, { cutoffHours: 0 }, court);
    return teamMatchEvent(site, { row, view, teamName }, 'Details, lineup and your availability');
  });
}

async function signupEvents(ctx: AppContext, userId: string, since: Date): Promise<CalendarEvent[]> {
  const rows = await ctx.db
    .select({
      status: registrations.status,
      social: socialEvents,
      divisionName: tournamentDivisions.name,
      tournament: tournaments,
      courtName: courts.name,
      courtAddress: courts.address,
    })
    .from(registrations)
    .leftJoin(socialEvents, eq(socialEvents.id, registrations.socialEventId))
    .leftJoin(tournamentDivisions, eq(tournamentDivisions.id, registrations.divisionId))
    .leftJoin(tournaments, eq(tournaments.id, tournamentDivisions.tournamentId))
    .leftJoin(courts, or(eq(courts.id, socialEvents.courtId), eq(courts.id, tournaments.courtId)))
    .where(
      and(
        signupsOf(userId),
        ne(registrations.status, 'cancelled'),
        or(
          and(inArray(socialEvents.status, ['published', 'cancelled']), gte(socialEvents.startsAt, since)),
          and(
            inArray(tournaments.status, ['published', 'cancelled']),
            gte(tournaments.endDate, since.toISOString().slice(0, 10)),
          ),
        ),
      ),
    );
  const host = calendarHostOf(ctx.env.PUBLIC_URL);
  const where = (court: string | null, address: string | null, text: string) =>
    [court && text ? `${court} (${text})` : (court ?? text), address].filter(Boolean).join(', ');
  return rows.map((r): CalendarEvent => {
    const waitlisted = r.status === 'waitlisted' ? ' (waiting list)' : '';
    if (r.social) {
      const e = r.social;
      const url = `${ctx.env.PUBLIC_URL}${paths.socialEvent(e.slug)}`;
      return {
        uid: `social-${e.id}@${host}`,
        summary: `${e.status === 'cancelled' ? 'Cancelled: ' : ''}${e.title}${waitlisted}`,
        description: `Your sign-up${waitlisted}. Details: ${url}`,
        location: where(r.courtName, r.courtAddress, e.placeText),
        url,
        start: e.startsAt,
        end: e.endsAt,
        ...eventRevisionOf(e),
      };
    }
    const t = r.tournament!;
    const url = `${ctx.env.PUBLIC_URL}${paths.tournament(t.slug)}`;
    return {
      uid: `tournament-${t.id}@${host}`,
      summary: `${t.status === 'cancelled' ? 'Cancelled: ' : ''}${t.title}: ${r.divisionName ?? ''}${waitlisted}`,
      description: `Your entry${waitlisted}. Details: ${url}`,
      location: where(r.courtName, r.courtAddress, t.placeText),
      url,
      startDate: t.startDate,
      endDate: t.endDate,
      ...eventRevisionOf(t),
    };
  });
}

/** The feed of the member whose key this is (404 for a key renewed, revoked or forged). */
export async function buildMemberCalendar(ctx: AppContext, key: string, now = new Date()): Promise<string> {
  const userId = await memberOfCalendarKey(ctx, key);
  const since = new Date(now.getTime() - sinceMs);
  const [matches, signups, drawMatches] = await Promise.all([
    matchEvents(ctx, userId, since),
    signupEvents(ctx, userId, since),
    resolveClubTimeZone(ctx.db).then((zone) => drawMatchEvents(ctx, { userId, since }, zone)),
  ]);
  const events = [...matches, ...signups, ...drawMatches].sort((a, b) =>
    (a.start?.toISOString() ?? `${a.startDate}T00`).localeCompare(
      b.start?.toISOString() ?? `${b.startDate}T00`,
    ),
  );
  return buildCalendar(events, {
    name: 'My tennis',
    description: 'My team matches, socials and tournaments at the club',
    prodId,
    refreshSeconds: 3600,
    now,
  });
}
