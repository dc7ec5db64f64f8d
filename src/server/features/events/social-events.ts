import { utcToZonedWallTime, zonedWallTimeToUtc } from '@shared/club-time';
import { type CsvColumn, toCsv } from '@shared/csv';
import {
  adminPageSize,
  availabilityOf,
  centsToFee,
  eventMessages,
  eventStatusLabels,
  feeToCents,
} from '@shared/schemas/events';
import type { AdminEventPlayers } from '@shared/schemas/events-registrations';
import type {
  AdminSocialEvent,
  AdminSocialEventList,
  AdminSocialEventRow,
  AdminSocialEventsQuery,
  SocialEventData,
  SocialEventDetail,
  SocialEventList,
  SocialEventResponse,
  SocialEventSummary,
} from '@shared/schemas/events-socials';
import { slugify } from '@shared/slug';
import { isUuid } from '@shared/uuid';
import { and, asc, count, desc, eq, gt, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { user } from '../../db/schema/auth';
import { courts } from '../../db/schema/courts';
import { registrations, socialEvents } from '../../db/schema/events';
import { AppError, fieldError } from '../../lib/app-error';
import { resolveClubTimeZone } from '../../lib/club-time-zone';
import { pageOf, pageOffset } from '../../lib/paging';
import { containsAny } from '../../lib/search';
import { feesOf } from './event-fees';
import { placeOf } from './event-targets';
import { eventReadCacheFor } from './read-cache';
import {
  adminListOrder,
  type PublicRead,
  registrableKind,
  type SignupCountsByEvent,
  signupCounts,
} from './registrable-events';
import type { EventsDeps } from './registrations';
import { listSeriesSummaries, readSeriesOf, readSocialSessions } from './series-info';
import {
  registrationOrder,
  registrationSearch,
  signerJoinOn,
  signerName,
  toAdminRegistration,
} from './signup-lists';
import { fillFromWaitlist } from './waitlist';

type EventRow = typeof socialEvents.$inferSelect;

/** Socials as a registrable event: one sign-up target, the event itself. */
export const socialKind = registrableKind({
  table: socialEvents,
  words: {
    noun: 'event',
    notFound: eventMessages.notFound,
    signups: 'registrations',
    signedUp: 'registered',
    insteadOfRepublishing: 'Duplicate it to run it on a new date.',
  },
  targetsOf: async (_db, id) => [{ kind: 'social', id }],
});

/* ------------------------------------------------------------ counting */

function selectEventsWithCounts(db: DbOrTx) {
  const counts = signupCounts.byEvent(db);
  return {
    counts,
    query: db
      .select({
        event: socialEvents,
        court: { id: courts.id, name: courts.name, slug: courts.slug, address: courts.address },
        confirmed: sql<number>`coalesce(${counts.confirmed}, 0)`.mapWith(Number),
        waitlisted: sql<number>`coalesce(${counts.waitlisted}, 0)`.mapWith(Number),
        checkedIn: sql<number>`coalesce(${counts.checkedIn}, 0)`.mapWith(Number),
      })
      .from(socialEvents)
      .leftJoin(courts, eq(courts.id, socialEvents.courtId))
      .leftJoin(counts, eq(counts.eventId, socialEvents.id))
      .$dynamic(),
  };
}

type EventWithCounts = {
  event: EventRow;
  court: { id: string; name: string; slug: string; address: string } | null;
  confirmed: number;
  waitlisted: number;
  checkedIn: number;
};

function toSummary(r: EventWithCounts, now: Date): SocialEventSummary {
  const e = r.event;
  return {
    id: e.id,
    slug: e.slug,
    title: e.title,
    startsAt: e.startsAt.toISOString(),
    endsAt: e.endsAt.toISOString(),
    signupDeadline: e.signupDeadline?.toISOString() ?? null,
    capacity: e.capacity,
    feeCents: e.feeCents,
    imageUrl: e.imageUrl,
    status: e.status,
    court: r.court?.id ? r.court : null,
    placeText: e.placeText,
    confirmedCount: r.confirmed,
    waitlistCount: r.waitlisted,
    availability: availabilityOf(
      {
        status: e.status,
        capacity: e.capacity,
        waitlistLimit: e.waitlistLimit,
        confirmedCount: r.confirmed,
        waitlistCount: r.waitlisted,
        startsAt: e.startsAt,
        endsAt: e.endsAt,
        signupDeadline: e.signupDeadline,
      },
      now,
    ),
  };
}

function toDetail(r: EventWithCounts, now: Date): SocialEventDetail {
  return { ...toSummary(r, now), description: r.event.description, waitlistLimit: r.event.waitlistLimit };
}

/* --------------------------------------------------------------- public */

const visibleStatuses = ['published', 'cancelled'] as const;

/**
 * The public list: events not yet over first (soonest first, cancelled ones stay
 * visible so nobody turns up), then past events, most recent first.
 */
export async function listPublicSocialEvents(
  db: DbOrTx,
  options: { pastLimit?: number } = {},
  now = new Date(),
): Promise<SocialEventList> {
  const pastLimit = options.pastLimit ?? 12;
  const timeZone = await resolveClubTimeZone(db);
  const upcomingQ = selectEventsWithCounts(db).query;
  const pastQ = selectEventsWithCounts(db).query;
  const [upcomingRows, pastRows, series] = await Promise.all([
    upcomingQ
      .where(and(inArray(socialEvents.status, visibleStatuses), gt(socialEvents.endsAt, now)))
      .orderBy(asc(socialEvents.startsAt), asc(socialEvents.title)),
    pastQ
      .where(
        and(
          eq(socialEvents.status, 'published'),
          lte(socialEvents.endsAt, now),
          // A series shows once among the past too: at its latest session.
          sql`(${socialEvents.seriesId} is null or ${socialEvents.startsAt} = (select max(p.starts_at) from social_events p where p.series_id = ${socialEvents.seriesId} and p.status = 'published' and p.ends_at <= ${now.toISOString()}::timestamptz))`,
        ),
      )
      .orderBy(desc(socialEvents.startsAt))
      .limit(pastLimit + 1),
    listSeriesSummaries(db, now),
  ]);
  // A series shows once, at its next session that takes place (a skipped one is not it).
  const seen = new Set<string>();
  const upcoming = upcomingRows.filter((r) => {
    const id = r.event.seriesId;
    if (!id) return true;
    if (seen.has(id) || r.event.status === 'cancelled') return false;
    seen.add(id);
    return true;
  });
  const withSeries = (r: EventWithCounts) => ({
    ...toSummary(r, now),
    series: r.event.seriesId ? (series.get(r.event.seriesId) ?? null) : null,
  });
  return {
    timeZone,
    upcoming: upcoming.map(withSeries),
    past: pastRows.slice(0, pastLimit).map(withSeries),
    hasMorePast: pastRows.length > pastLimit,
  };
}

/** One event's page. Drafts are visible to organisers only (preview). */
export async function getPublicSocialEvent(db: DbOrTx, slug: string, read: PublicRead = {}) {
  const query = selectEventsWithCounts(db).query.where(eq(socialEvents.slug, slug)).limit(1);
  const { timeZone, now, row } = await socialKind.readPublic(db, read, query, (r) => r.event.status);
  const seriesInfo = row.event.seriesId
    ? await readSeriesOf(
        db,
        row.event.seriesId,
        { publicOnly: !read.canSeeDrafts, timeZone },
        readSocialSessions,
      )
    : null;
  return { timeZone, event: { ...toDetail(row, now), seriesInfo } } satisfies SocialEventResponse;
}

/** The id of a visible event by slug (for the live stream). */
export async function findPublicSocialEventId(db: DbOrTx, slug: string): Promise<string> {
  const [row] = await db
    .select({ id: socialEvents.id, status: socialEvents.status })
    .from(socialEvents)
    .where(eq(socialEvents.slug, slug))
    .limit(1);
  if (!row || row.status === 'draft') throw new AppError('NOT_FOUND', eventMessages.notFound);
  return row.id;
}

/* ---------------------------------------------------------------- admin */

function adminFilter(query: { q: string; status: string }, now: Date): SQL | undefined {
  const parts: Array<SQL | undefined> = [];
  parts.push(
    containsAny(query.q, [socialEvents.title, socialEvents.slug, socialEvents.placeText, courts.name]),
  );
  if (query.status === 'upcoming') parts.push(gt(socialEvents.endsAt, now));
  else if (query.status === 'past') parts.push(lte(socialEvents.endsAt, now));
  else if (query.status === 'draft' || query.status === 'published' || query.status === 'cancelled') {
    parts.push(eq(socialEvents.status, query.status));
  }
  return and(...parts);
}

function adminOrder(query: { sort: string; dir: 'asc' | 'desc' }, counts: SignupCountsByEvent) {
  return adminListOrder(
    query,
    {
      startsAt: socialEvents.startsAt,
      title: socialEvents.title,
      status: socialEvents.status,
      updatedAt: socialEvents.updatedAt,
      registered: signupCounts.total(counts),
    },
    { newestFirst: socialEvents.startsAt, id: socialEvents.id },
  );
}

function toAdminRow(r: EventWithCounts): AdminSocialEventRow {
  return {
    id: r.event.id,
    slug: r.event.slug,
    title: r.event.title,
    startsAt: r.event.startsAt.toISOString(),
    endsAt: r.event.endsAt.toISOString(),
    status: r.event.status,
    capacity: r.event.capacity,
    confirmedCount: r.confirmed,
    waitlistCount: r.waitlisted,
    checkedInCount: r.checkedIn,
    feeCents: r.event.feeCents,
    place: placeOf(r.court?.name ?? null, r.event.placeText),
    updatedAt: r.event.updatedAt.toISOString(),
  };
}

export async function listAdminSocialEvents(
  db: DbOrTx,
  rawQuery: AdminSocialEventsQuery,
  now = new Date(),
): Promise<AdminSocialEventList> {
  const query = rawQuery;
  const timeZone = await resolveClubTimeZone(db);
  const { counts, query: q } = selectEventsWithCounts(db);
  const where = adminFilter(query, now);
  const [rows, [total]] = await Promise.all([
    q
      .where(where)
      .orderBy(...adminOrder(query, counts))
      .limit(adminPageSize)
      .offset(pageOffset(query.page, adminPageSize)),
    db
      .select({ n: count() })
      .from(socialEvents)
      .leftJoin(courts, eq(courts.id, socialEvents.courtId))
      .where(where),
  ]);
  return { timeZone, ...pageOf(rows.map(toAdminRow), total?.n ?? 0, query.page, adminPageSize) };
}

export async function exportSocialEventsCsv(db: DbOrTx, rawQuery: AdminSocialEventsQuery, now = new Date()) {
  const query = rawQuery;
  const timeZone = await resolveClubTimeZone(db);
  const { counts, query: q } = selectEventsWithCounts(db);
  const rows = (await q.where(adminFilter(query, now)).orderBy(...adminOrder(query, counts))).map(toAdminRow);
  const columns: CsvColumn<AdminSocialEventRow>[] = [
    { header: 'Title', value: (r) => r.title },
    { header: 'Starts', at: (r) => r.startsAt },
    { header: 'Ends', at: (r) => r.endsAt },
    { header: 'Place', value: (r) => r.place },
    { header: 'Status', value: (r) => eventStatusLabels[r.status] },
    { header: 'Capacity', value: (r) => r.capacity },
    { header: 'Confirmed', value: (r) => r.confirmedCount },
    { header: 'Waitlist', value: (r) => r.waitlistCount },
    { header: 'Checked in', value: (r) => r.checkedInCount },
    { header: 'Fee (USD)', cents: (r) => r.feeCents },
    { header: 'Web address', value: (r) => `/social_events/${r.slug}` },
  ];
  return toCsv(rows, columns, { timeZone });
}

function formValuesOf(e: EventRow, timeZone: string): SocialEventData {
  return {
    title: e.title,
    slug: e.slug,
    description: e.description,
    startsAt: utcToZonedWallTime(e.startsAt, timeZone),
    endsAt: utcToZonedWallTime(e.endsAt, timeZone),
    signupDeadline: e.signupDeadline ? utcToZonedWallTime(e.signupDeadline, timeZone) : '',
    courtId: e.courtId ?? '',
    placeText: e.placeText,
    capacity: e.capacity,
    waitlistLimit: e.waitlistLimit ?? '',
    fee: centsToFee(e.feeCents),
    imageUrl: e.imageUrl ?? '',
  };
}

export async function getAdminSocialEvent(db: DbOrTx, id: string): Promise<AdminSocialEvent> {
  const timeZone = await resolveClubTimeZone(db);
  const e = await socialKind.load(db, id);
  const [c] = await db
    .select({
      confirmed: signupCounts.tallies.confirmed(),
      waitlisted: signupCounts.tallies.waitlisted(),
    })
    .from(registrations)
    .where(eq(registrations.eventRef, e.id));
  return {
    id: e.id,
    slug: e.slug,
    status: e.status,
    timeZone,
    confirmedCount: c?.confirmed ?? 0,
    waitlistCount: c?.waitlisted ?? 0,
    values: formValuesOf(e, timeZone),
    series: e.seriesId ? { id: e.seriesId, seriesDate: e.seriesDate ?? '' } : null,
  };
}

export function columnsOf(input: SocialEventData, timeZone: string) {
  return {
    title: input.title,
    description: input.description,
    startsAt: zonedWallTimeToUtc(input.startsAt, timeZone),
    endsAt: zonedWallTimeToUtc(input.endsAt, timeZone),
    signupDeadline: input.signupDeadline ? zonedWallTimeToUtc(input.signupDeadline, timeZone) : null,
    courtId: input.courtId || null,
    placeText: input.placeText,
    capacity: input.capacity,
    waitlistLimit: input.waitlistLimit === '' ? null : input.waitlistLimit,
    feeCents: feeToCents(input.fee),
    imageUrl: input.imageUrl || null,
  };
}

export async function createSocialEvent(db: DbOrTx, input: SocialEventData, now = new Date()) {
  const id = await socialKind.create(db, input, {
    uploads: [{ next: input.imageUrl }],
    dateHint: input.startsAt.slice(0, 10),
    columns: (timeZone) => columnsOf(input, timeZone),
    now,
  });
  return getAdminSocialEvent(db, id);
}

/** Places cannot drop below the confirmed players; more places (or a later start) let waitlisted ones in. */
export async function updateSocialEvent(deps: EventsDeps, id: string, input: SocialEventData) {
  const now = new Date();
  await socialKind.update(deps, id, input, {
    uploads: (current) => [{ next: input.imageUrl, current: current.imageUrl }],
    update: async (tx, slug, timeZone) => {
      const [c] = await tx
        .select({ confirmed: count() })
        .from(registrations)
        .where(and(eq(registrations.eventRef, id), eq(registrations.status, 'confirmed')));
      const confirmed = c?.confirmed ?? 0;
      if (input.capacity < confirmed) {
        throw fieldError(
          'CONFLICT',
          'capacity',
          `capacity: ${confirmed} players are already confirmed. Move some to the waitlist first, or keep at least ${confirmed} places.`,
          `${confirmed} players are already confirmed. Move some to the waitlist first, or keep at least ${confirmed} places.`,
        );
      }
      await tx
        .update(socialEvents)
        // A new calendar revision: subscribed calendars replace the old one (iCalendar SEQUENCE).
        .set({
          ...columnsOf(input, timeZone),
          slug,
          updatedAt: now,
          sequence: sql`${socialEvents.sequence} + 1`,
        })
        .where(eq(socialEvents.id, id));
      await fillFromWaitlist(tx, deps, { kind: 'social', id }, timeZone, now);
      return [id];
    },
  });
  return getAdminSocialEvent(deps.db, id);
}

export async function unpublishSocialEvent(deps: EventsDeps, id: string, now = new Date()) {
  await socialKind.unpublish(deps, id, now);
  return getAdminSocialEvent(deps.db, id);
}

/**
 * A copy for the next occurrence of a recurring social: same details, a new start
 * (same length, the sign-up deadline the same time before the start), as a draft.
 */
export async function duplicateSocialEvent(db: DbOrTx, id: string, startsAtWall: string, now = new Date()) {
  const timeZone = await resolveClubTimeZone(db);
  const e = await socialKind.load(db, id);
  const startsAt = zonedWallTimeToUtc(startsAtWall, timeZone);
  const endsAt = new Date(startsAt.getTime() + (e.endsAt.getTime() - e.startsAt.getTime()));
  const signupDeadline = e.signupDeadline
    ? new Date(startsAt.getTime() - (e.startsAt.getTime() - e.signupDeadline.getTime()))
    : null;
  const slug = await socialKind.freeSlug(db, slugify(e.title), {
    dateHint: startsAtWall.slice(0, 10),
  });
  const { id: _id, publishedAt: _p, cancelledAt: _c, sequence: _s, ...details } = e;
  const [row] = await db
    .insert(socialEvents)
    .values({
      ...details,
      slug,
      startsAt,
      endsAt,
      signupDeadline,
      status: 'draft',
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  eventReadCacheFor(db).invalidate();
  return getAdminSocialEvent(db, row!.id);
}

/* -------------------------------------------------------- event players */

export async function listSocialEventPlayers(db: DbOrTx, id: string, q = ''): Promise<AdminEventPlayers> {
  const timeZone = await resolveClubTimeZone(db);
  const [row] = await db
    .select({ event: socialEvents, courtName: courts.name })
    .from(socialEvents)
    .leftJoin(courts, eq(courts.id, socialEvents.courtId))
    .where(eq(socialEvents.id, isUuid(id) ? id : '00000000-0000-0000-0000-000000000000'))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', eventMessages.notFound);
  const regs = await db
    .select({ reg: registrations, signedUpByName: signerName })
    .from(registrations)
    .leftJoin(user, signerJoinOn)
    .where(and(eq(registrations.eventRef, id), registrationSearch(q)))
    .orderBy(...registrationOrder);
  const e = row.event;
  return {
    timeZone,
    event: {
      id: e.id,
      slug: e.slug,
      title: e.title,
      startsAt: e.startsAt.toISOString(),
      endsAt: e.endsAt.toISOString(),
      status: e.status,
      capacity: e.capacity,
      place: placeOf(row.courtName, e.placeText),
    },
    registrations: await (async () => {
      const fees = await feesOf(
        db,
        regs.map((r) => r.reg.id),
      );
      return regs.map((r) =>
        toAdminRegistration(r.reg, { signedUpByName: r.signedUpByName, fee: fees.get(r.reg.id) ?? null }),
      );
    })(),
  };
}

/** The courts an event can be at (for the edit form). */
export async function listCourtOptions(db: DbOrTx) {
  return db
    .select({ id: courts.id, name: courts.name })
    .from(courts)
    .orderBy(asc(courts.sortOrder), asc(courts.name));
}
