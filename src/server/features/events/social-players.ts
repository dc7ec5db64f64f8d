import { type CsvColumn, toCsv } from '@shared/csv';
import { adminPageSize } from '@shared/schemas/events';
import type {
  SocialPlayerDetail,
  SocialPlayerList,
  SocialPlayerRow,
  SocialPlayersQuery,
} from '@shared/schemas/events-players';
import { isUuid } from '@shared/uuid';
import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  eventPlayers,
  registrations,
  socialEvents,
  tournamentDivisions,
  tournaments,
} from '../../db/schema/events';
import { AppError } from '../../lib/app-error';
import { resolveClubTimeZone } from '../../lib/club-time-zone';
import { pageOf, pageOffset } from '../../lib/paging';
import { containsAny } from '../../lib/search';

const isoText = (expr: SQL) => sql`to_char(${expr} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/**
 * Everyone who has signed up for a social, one row per person (by e-mail): how many
 * sign-ups, how many socials attended (confirmed at an event that has taken place),
 * and the latest social they were confirmed for.
 */
function aggregated(db: DbOrTx, now: Date) {
  const attended = sql`${registrations.status} = 'confirmed' and ${socialEvents.status} = 'published' and ${socialEvents.startsAt} <= ${now}`;
  const lastTitle = sql<string | null>`(
    select e2.title from ${registrations} r2
    join ${socialEvents} e2 on e2.id = r2.social_event_id
    where r2.player_id = ${eventPlayers.id} and r2.status = 'confirmed' and e2.status <> 'cancelled'
    order by e2.starts_at desc limit 1)`;
  return db
    .select({
      id: eventPlayers.id,
      name: eventPlayers.name,
      email: eventPlayers.email,
      phone: eventPlayers.phone,
      ntrp: eventPlayers.ntrp,
      signups: sql<number>`count(*) filter (where ${registrations.status} <> 'cancelled')`.as('signups'),
      eventsAttended: sql<number>`count(*) filter (where ${attended})`.as('events_attended'),
      lastEventAt: sql<string | null>`${isoText(
        sql`max(${socialEvents.startsAt}) filter (where ${registrations.status} = 'confirmed' and ${socialEvents.status} <> 'cancelled')`,
      )}`.as('last_event_at'),
      lastEventTitle: lastTitle.as('last_event_title'),
    })
    .from(eventPlayers)
    .innerJoin(registrations, eq(registrations.playerId, eventPlayers.id))
    .innerJoin(socialEvents, eq(socialEvents.id, registrations.socialEventId))
    .groupBy(eventPlayers.id)
    .as('players');
}

/** The row as read, its counts as numbers (the driver may answer them as text). */
function toRow(r: SocialPlayerRow): SocialPlayerRow {
  return { ...r, signups: Number(r.signups), eventsAttended: Number(r.eventsAttended) };
}

async function queryRows(db: DbOrTx, rawQuery: SocialPlayersQuery, paged: boolean, now: Date) {
  const query = rawQuery;
  const p = aggregated(db, now);
  const where = containsAny(query.q, [p.name, p.email, p.phone]);
  const column = {
    name: sql`lower(${p.name})`,
    email: sql`lower(${p.email})`,
    eventsAttended: p.eventsAttended,
    lastEventAt: p.lastEventAt,
    signups: p.signups,
  }[query.sort];
  const order = query.dir === 'asc' ? sql`${column} asc nulls first` : sql`${column} desc nulls last`;
  const base = db
    .select()
    .from(p)
    .where(where)
    .orderBy(order, asc(sql`lower(${p.name})`), asc(p.id))
    .$dynamic();
  const rows = paged
    ? await base.limit(adminPageSize).offset(pageOffset(query.page, adminPageSize))
    : await base;
  return { query, where, p, rows: rows.map(toRow) };
}

export async function listSocialPlayers(
  db: DbOrTx,
  rawQuery: SocialPlayersQuery,
  now = new Date(),
): Promise<SocialPlayerList> {
  const timeZone = await resolveClubTimeZone(db);
  const { query, where, p, rows } = await queryRows(db, rawQuery, true, now);
  const [total] = await db.select({ n: count() }).from(p).where(where);
  return { timeZone, ...pageOf(rows, total?.n ?? 0, query.page, adminPageSize) };
}

export async function exportSocialPlayersCsv(db: DbOrTx, rawQuery: SocialPlayersQuery, now = new Date()) {
  const { rows } = await queryRows(db, rawQuery, false, now);
  const columns: CsvColumn<SocialPlayerRow>[] = [
    { header: 'Name', value: (r) => r.name },
    { header: 'E-mail', value: (r) => r.email },
    { header: 'Phone', value: (r) => r.phone },
    { header: 'NTRP', value: (r) => r.ntrp },
    { header: 'Sign-ups', value: (r) => r.signups },
    { header: 'Socials attended', value: (r) => r.eventsAttended },
    { header: 'Last social', value: (r) => r.lastEventTitle ?? '' },
    { header: 'Last social date', day: (r) => r.lastEventAt },
  ];
  return toCsv(rows, columns, { timeZone: await resolveClubTimeZone(db) });
}

export async function getSocialPlayer(db: DbOrTx, id: string, now = new Date()): Promise<SocialPlayerDetail> {
  const notFound = new AppError('NOT_FOUND', 'We could not find that player.');
  if (!isUuid(id)) throw notFound;
  const timeZone = await resolveClubTimeZone(db);
  const p = aggregated(db, now);
  const [row] = await db.select().from(p).where(eq(p.id, id)).limit(1);
  if (!row) throw notFound;
  const socials = await db
    .select({
      r: registrations,
      title: socialEvents.title,
      startsAt: socialEvents.startsAt,
      eventId: socialEvents.id,
    })
    .from(registrations)
    .innerJoin(socialEvents, eq(socialEvents.id, registrations.socialEventId))
    .where(eq(registrations.playerId, id));
  const entries = await db
    .select({
      r: registrations,
      title: tournaments.title,
      startDate: tournaments.startDate,
      eventId: tournaments.id,
      divisionName: tournamentDivisions.name,
    })
    .from(registrations)
    .innerJoin(tournamentDivisions, eq(tournamentDivisions.id, registrations.divisionId))
    .innerJoin(tournaments, eq(tournaments.id, tournamentDivisions.tournamentId))
    .where(and(eq(registrations.playerId, id)));
  const history: SocialPlayerDetail['history'] = [
    ...socials.map((s) => ({
      registrationId: s.r.id,
      kind: 'social' as const,
      eventId: s.eventId,
      eventTitle: s.title,
      divisionName: null,
      startsAt: s.startsAt.toISOString(),
      status: s.r.status,
      checkedInAt: s.r.checkedInAt?.toISOString() ?? null,
      isWalkIn: s.r.isWalkIn,
      createdAt: s.r.createdAt.toISOString(),
    })),
    ...entries.map((s) => ({
      registrationId: s.r.id,
      kind: 'tournament' as const,
      eventId: s.eventId,
      eventTitle: s.title,
      divisionName: s.divisionName,
      startsAt: `${s.startDate}T12:00:00.000Z`,
      status: s.r.status,
      checkedInAt: s.r.checkedInAt?.toISOString() ?? null,
      isWalkIn: s.r.isWalkIn,
      createdAt: s.r.createdAt.toISOString(),
    })),
  ].sort((a, b) => b.startsAt.localeCompare(a.startsAt));
  return { timeZone, player: toRow(row), history };
}
