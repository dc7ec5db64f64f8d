import { defaultClubIdentity } from '@shared/club';
import { paths } from '@shared/paths';
import { formatFee } from '@shared/payments';
import { eventMessages } from '@shared/schemas/events';
import { and, eq, gte, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { courts } from '../../db/schema/courts';
import { socialEvents, tournamentDivisions, tournaments } from '../../db/schema/events';
import type { Env } from '../../env';
import { AppError } from '../../lib/app-error';
import { calendarHostOf } from '../../lib/draw-match-calendar';
import { buildCalendar, type CalendarEvent, eventRevisionOf } from '../../lib/ical';
import { placeOf } from './event-targets';

const prodId = { company: 'NJTC', product: 'Club events', language: 'EN' };

/** A few lines of plain text: the description (Markdown reads fine as text), fee and link. */
function describeLines(parts: Array<string | null | undefined>): string {
  return parts.filter((p) => p?.trim()).join('\n\n');
}

async function socialCalendarEvents(db: DbOrTx, env: Env, where: SQL | undefined): Promise<CalendarEvent[]> {
  const rows = await db
    .select({ e: socialEvents, courtName: courts.name, courtAddress: courts.address })
    .from(socialEvents)
    .leftJoin(courts, eq(courts.id, socialEvents.courtId))
    .where(where)
    .orderBy(socialEvents.startsAt);
  const host = calendarHostOf(env.PUBLIC_URL);
  return rows.map(({ e, courtName, courtAddress }) => {
    const url = `${env.PUBLIC_URL}${paths.socialEvent(e.slug)}`;
    const place = placeOf(courtName, e.placeText);
    return {
      uid: `social-${e.id}@${host}`,
      summary: e.status === 'cancelled' ? `Cancelled: ${e.title}` : e.title,
      description: describeLines([
        e.description,
        `Fee: ${formatFee(e.feeCents)}`,
        `Details and sign-up: ${url}`,
      ]),
      location: courtAddress ? `${place}, ${courtAddress}` : place,
      url,
      start: e.startsAt,
      end: e.endsAt,
      ...eventRevisionOf(e),
    };
  });
}

async function tournamentCalendarEvents(
  db: DbOrTx,
  env: Env,
  where: SQL | undefined,
): Promise<CalendarEvent[]> {
  const rows = await db
    .select({ t: tournaments, courtName: courts.name, courtAddress: courts.address })
    .from(tournaments)
    .leftJoin(courts, eq(courts.id, tournaments.courtId))
    .where(where)
    .orderBy(tournaments.startDate);
  const ids = rows.map((r) => r.t.id);
  const divisions =
    ids.length === 0
      ? []
      : await db
          .select({ tournamentId: tournamentDivisions.tournamentId, name: tournamentDivisions.name })
          .from(tournamentDivisions)
          .where(inArray(tournamentDivisions.tournamentId, ids))
          .orderBy(tournamentDivisions.sortOrder);
  const host = calendarHostOf(env.PUBLIC_URL);
  return rows.map(({ t, courtName, courtAddress }) => {
    const url = `${env.PUBLIC_URL}${paths.tournament(t.slug)}`;
    const place = placeOf(courtName, t.placeText);
    const names = divisions.filter((d) => d.tournamentId === t.id).map((d) => d.name);
    return {
      uid: `tournament-${t.id}@${host}`,
      summary: t.status === 'cancelled' ? `Cancelled: ${t.title}` : t.title,
      description: describeLines([
        t.description,
        t.format ? `Format: ${t.format}` : null,
        names.length ? `Divisions: ${names.join(', ')}` : null,
        `Entry fee: ${formatFee(t.entryFeeCents)}`,
        `Details and entry: ${url}`,
      ]),
      location: courtAddress ? `${place}, ${courtAddress}` : place,
      url,
      startDate: t.startDate,
      endDate: t.endDate,
      ...eventRevisionOf(t),
    };
  });
}

/**
 * The subscribable feed: every published (and cancelled, so calendars drop them)
 * social and tournament from six months back onwards.
 */
export async function buildClubCalendar(db: DbOrTx, env: Env, now = new Date()): Promise<string> {
  const since = new Date(now.getTime() - 183 * 24 * 3600 * 1000);
  const [socials, tourneys] = await Promise.all([
    socialCalendarEvents(
      db,
      env,
      and(inArray(socialEvents.status, ['published', 'cancelled']), gte(socialEvents.endsAt, since)),
    ),
    tournamentCalendarEvents(
      db,
      env,
      and(
        inArray(tournaments.status, ['published', 'cancelled']),
        gte(tournaments.endDate, since.toISOString().slice(0, 10)),
      ),
    ),
  ]);
  return buildCalendar([...socials, ...tourneys], {
    name: `${defaultClubIdentity.shortName} club events`,
    description: `Socials and tournaments of ${defaultClubIdentity.name}`,
    prodId,
    refreshSeconds: 3600,
    now,
  });
}

/** Where one event's .ics file reads, per kind: its rows (by slug and status) and its 404 text. */
const oneEventSources = {
  social: { table: socialEvents, read: socialCalendarEvents, notFound: eventMessages.notFound },
  tournament: {
    table: tournaments,
    read: tournamentCalendarEvents,
    notFound: eventMessages.tournamentNotFound,
  },
};

/** One social or tournament as an .ics file ("Add to calendar"), named after it; 404 when there is none to show. */
export async function buildEventIcs(
  db: DbOrTx,
  env: Env,
  kind: keyof typeof oneEventSources,
  slug: string,
  now = new Date(),
): Promise<string> {
  const { table, read, notFound } = oneEventSources[kind];
  const events = await read(
    db,
    env,
    and(eq(table.slug, slug), inArray(table.status, ['published', 'cancelled'])),
  );
  if (events.length === 0) throw new AppError('NOT_FOUND', notFound);
  return buildCalendar(events, { name: events[0]!.summary, prodId, now });
}
