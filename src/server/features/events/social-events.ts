import { utcToZonedWallTime, zonedWallTimeToUtc } from '@shared/club-time';
import {
  type AdminEventPlayers,
  type AdminRegistration,
  type AdminSocialEvent,
  type AdminSocialEventList,
  type AdminSocialEventRow,
  type AdminSocialEventsQuery,
  adminPageSize,
  availabilityOf,
  centsToFee,
  eventMessages,
  eventStatusLabels,
  feeToCents,
  registrationStatusLabels,
  type SocialEventData,
  type SocialEventDetail,
  type SocialEventList,
  type SocialEventResponse,
  type SocialEventSummary,
} from '@shared/schemas/events';
import { slugify } from '@shared/slug';
import { isUuid } from '@shared/uuid';
import { and, asc, count, desc, eq, gt, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { courts } from '../../db/schema/courts';
import { registrations, socialEvents } from '../../db/schema/events';
import { AppError, fieldError } from '../../lib/app-error';
import { resolveClubTimeZone } from '../../lib/club-time-zone';
import { type CsvColumn, toCsv } from '../../lib/csv';
import { pageOf, pageOffset } from '../../lib/paging';
import { containsPattern } from '../../lib/search';
import { assertEventUploads } from './event-files';
import { placeOf } from './event-targets';
import { eventReadCacheFor } from './read-cache';
import {
  adminListOrder,
  assertCourtExists,
  cancelRegistrableEvent,
  claimSlug,
  deleteRegistrableEvent,
  loadRegistrableRow,
  publishRegistrableEvent,
  type RegistrableKind,
  signedUpTotal,
  signupCountsByEvent,
  signupTallies,
  uniqueEventSlug,
  unpublishRegistrableEvent,
  withSlugGuard,
} from './registrable-events';
import { type EventsDeps, fillFromWaitlist, notifyRegistrationChanges } from './registrations';

type EventRow = typeof socialEvents.$inferSelect;

/** Socials as a registrable event: one sign-up target, the event itself. */
export const socialKind: RegistrableKind<typeof socialEvents> = {
  table: socialEvents,
  messages: {
    notFound: eventMessages.notFound,
    slugTaken: 'Another event already uses this web address; choose another.',
    cannotRepublish: 'A cancelled event cannot be published again. Duplicate it to run it on a new date.',
    alreadyCancelled: 'This event is already cancelled.',
    hasRegistrations:
      'This event has registrations, so it cannot be deleted. Cancel it instead: everyone registered is told.',
  },
  targetsOf: async (_db, id) => [{ kind: 'social', id }],
};

/* ------------------------------------------------------------ counting */

function selectEventsWithCounts(db: DbOrTx) {
  const counts = signupCountsByEvent(db);
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
  const [upcoming, past] = await Promise.all([
    upcomingQ
      .where(and(inArray(socialEvents.status, visibleStatuses), gt(socialEvents.endsAt, now)))
      .orderBy(asc(socialEvents.startsAt), asc(socialEvents.title)),
    pastQ
      .where(and(eq(socialEvents.status, 'published'), lte(socialEvents.endsAt, now)))
      .orderBy(desc(socialEvents.startsAt))
      .limit(pastLimit + 1),
  ]);
  return {
    timeZone,
    upcoming: upcoming.map((r) => toSummary(r, now)),
    past: past.slice(0, pastLimit).map((r) => toSummary(r, now)),
    hasMorePast: past.length > pastLimit,
  };
}

/** One event's page. Drafts are visible to organisers only (preview). */
export async function getPublicSocialEvent(
  db: DbOrTx,
  slug: string,
  options: { canSeeDrafts?: boolean } = {},
  now = new Date(),
): Promise<SocialEventResponse> {
  const timeZone = await resolveClubTimeZone(db);
  const [row] = await selectEventsWithCounts(db).query.where(eq(socialEvents.slug, slug)).limit(1);
  if (!row || (row.event.status === 'draft' && !options.canSeeDrafts)) {
    throw new AppError('NOT_FOUND', eventMessages.notFound);
  }
  return { timeZone, event: toDetail(row, now) };
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
  if (query.q) {
    const pattern = containsPattern(query.q);
    parts.push(
      or(
        ilike(socialEvents.title, pattern),
        ilike(socialEvents.slug, pattern),
        ilike(socialEvents.placeText, pattern),
        ilike(courts.name, pattern),
      ),
    );
  }
  if (query.status === 'upcoming') parts.push(gt(socialEvents.endsAt, now));
  else if (query.status === 'past') parts.push(lte(socialEvents.endsAt, now));
  else if (query.status === 'draft' || query.status === 'published' || query.status === 'cancelled') {
    parts.push(eq(socialEvents.status, query.status));
  }
  return and(...parts);
}

function adminOrder(
  query: { sort: string; dir: 'asc' | 'desc' },
  counts: ReturnType<typeof signupCountsByEvent>,
) {
  return adminListOrder(
    query,
    {
      startsAt: socialEvents.startsAt,
      title: socialEvents.title,
      status: socialEvents.status,
      updatedAt: socialEvents.updatedAt,
      registered: signedUpTotal(counts),
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
    { header: 'Starts', value: (r) => utcToZonedWallTime(r.startsAt, timeZone).replace('T', ' ') },
    { header: 'Ends', value: (r) => utcToZonedWallTime(r.endsAt, timeZone).replace('T', ' ') },
    { header: 'Place', value: (r) => r.place },
    { header: 'Status', value: (r) => eventStatusLabels[r.status] },
    { header: 'Capacity', value: (r) => r.capacity },
    { header: 'Confirmed', value: (r) => r.confirmedCount },
    { header: 'Waitlist', value: (r) => r.waitlistCount },
    { header: 'Checked in', value: (r) => r.checkedInCount },
    { header: 'Fee (USD)', value: (r) => (r.feeCents / 100).toFixed(2) },
    { header: 'Web address', value: (r) => `/social_events/${r.slug}` },
  ];
  return toCsv(rows, columns);
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
  const e = await loadRegistrableRow(socialKind, db, id);
  const [c] = await db
    .select({
      confirmed: signupTallies.confirmed(),
      waitlisted: signupTallies.waitlisted(),
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
  };
}

function columnsOf(input: SocialEventData, timeZone: string) {
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

/** A new event, always a draft: the organiser publishes it when ready. */
export async function createSocialEvent(db: DbOrTx, input: SocialEventData, now = new Date()) {
  const timeZone = await resolveClubTimeZone(db);
  await assertCourtExists(db, input.courtId);
  await assertEventUploads(db, [{ next: input.imageUrl }]);
  const id = await withSlugGuard(socialKind, async () => {
    const slug = await claimSlug(db, socialKind, input.slug, {
      fromTitle: slugify(input.title),
      dateHint: input.startsAt.slice(0, 10),
    });
    const [row] = await db
      .insert(socialEvents)
      .values({ ...columnsOf(input, timeZone), slug, status: 'draft', createdAt: now, updatedAt: now })
      .returning({ id: socialEvents.id });
    return row!.id;
  });
  eventReadCacheFor(db).invalidate();
  return getAdminSocialEvent(db, id);
}

export async function updateSocialEvent(
  deps: EventsDeps,
  id: string,
  input: SocialEventData,
  now = new Date(),
) {
  const timeZone = await resolveClubTimeZone(deps.db);
  await assertCourtExists(deps.db, input.courtId);
  await withSlugGuard(socialKind, () =>
    deps.db.transaction(async (tx) => {
      const current = await loadRegistrableRow(socialKind, tx, id, true);
      await assertEventUploads(tx, [{ next: input.imageUrl, current: current.imageUrl }]);
      const slug = await claimSlug(tx, socialKind, input.slug, {
        current: current.slug,
        excludeId: id,
        fromTitle: '',
        dateHint: '',
      });
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
        .set({ ...columnsOf(input, timeZone), slug, updatedAt: now })
        .where(eq(socialEvents.id, id));
      // More places (or a later start) may let waitlisted players in.
      await fillFromWaitlist(tx, deps, { kind: 'social', id }, timeZone, now);
    }),
  );
  await notifyRegistrationChanges(deps, [id]);
  return getAdminSocialEvent(deps.db, id);
}

export async function publishSocialEvent(deps: EventsDeps, id: string, now = new Date()) {
  await publishRegistrableEvent(socialKind, deps, id, now);
  return getAdminSocialEvent(deps.db, id);
}

export async function unpublishSocialEvent(deps: EventsDeps, id: string, now = new Date()) {
  await unpublishRegistrableEvent(socialKind, deps, id, now);
  return getAdminSocialEvent(deps.db, id);
}

/**
 * A copy for the next occurrence of a recurring social: same details, a new start
 * (same length, the sign-up deadline the same time before the start), as a draft.
 */
export async function duplicateSocialEvent(db: DbOrTx, id: string, startsAtWall: string, now = new Date()) {
  const timeZone = await resolveClubTimeZone(db);
  const e = await loadRegistrableRow(socialKind, db, id);
  const startsAt = zonedWallTimeToUtc(startsAtWall, timeZone);
  const endsAt = new Date(startsAt.getTime() + (e.endsAt.getTime() - e.startsAt.getTime()));
  const signupDeadline = e.signupDeadline
    ? new Date(startsAt.getTime() - (e.startsAt.getTime() - e.signupDeadline.getTime()))
    : null;
  const slug = await uniqueEventSlug(db, socialEvents, slugify(e.title), {
    dateHint: startsAtWall.slice(0, 10),
  });
  const { id: _id, publishedAt: _p, cancelledAt: _c, ...details } = e;
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

/** Cancels the event and every registration; everyone registered gets an e-mail. */
export async function cancelSocialEvent(deps: EventsDeps, id: string, message: string, now = new Date()) {
  const notified = await cancelRegistrableEvent(socialKind, deps, id, message, now);
  return { event: await getAdminSocialEvent(deps.db, id), notified };
}

export async function deleteSocialEvent(db: DbOrTx, id: string) {
  await deleteRegistrableEvent(socialKind, db, id);
}

/* -------------------------------------------------------- event players */

export function toAdminRegistration(
  r: typeof registrations.$inferSelect,
  divisionName: string | null = null,
): AdminRegistration {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    phone: r.phone,
    ntrp: r.ntrp,
    partnerName: r.partnerName,
    notes: r.notes,
    status: r.status,
    waitlistPosition: r.waitlistPosition,
    isWalkIn: r.isWalkIn,
    checkedInAt: r.checkedInAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    cancelledAt: r.cancelledAt?.toISOString() ?? null,
    playerId: r.playerId,
    divisionId: r.divisionId,
    divisionName,
  };
}

/** Sort order of a players list: confirmed (by sign-up), then waitlist (by position), then cancelled. */
export const registrationOrder = [
  sql`case ${registrations.status} when 'confirmed' then 0 when 'waitlisted' then 1 else 2 end`,
  asc(registrations.waitlistPosition),
  asc(registrations.seq),
];

export function registrationSearch(q: string): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(
    ilike(registrations.name, pattern),
    ilike(registrations.email, pattern),
    ilike(registrations.phone, pattern),
    ilike(registrations.partnerName, pattern),
  );
}

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
    .select()
    .from(registrations)
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
    registrations: regs.map((r) => toAdminRegistration(r)),
  };
}

export function registrationsCsv(rows: AdminRegistration[], timeZone: string, withDivision: boolean): string {
  const columns: CsvColumn<AdminRegistration>[] = [
    ...(withDivision ? [{ header: 'Division', value: (r: AdminRegistration) => r.divisionName ?? '' }] : []),
    { header: 'Status', value: (r) => registrationStatusLabels[r.status] },
    { header: 'Waitlist position', value: (r) => r.waitlistPosition },
    { header: 'Name', value: (r) => r.name },
    { header: 'E-mail', value: (r) => r.email },
    { header: 'Phone', value: (r) => r.phone },
    { header: 'NTRP', value: (r) => r.ntrp },
    { header: 'Partner', value: (r) => r.partnerName },
    { header: 'Notes', value: (r) => r.notes },
    { header: 'Walk-in', value: (r) => (r.isWalkIn ? 'yes' : '') },
    {
      header: 'Checked in',
      value: (r) => (r.checkedInAt ? utcToZonedWallTime(r.checkedInAt, timeZone).replace('T', ' ') : ''),
    },
    { header: 'Signed up', value: (r) => utcToZonedWallTime(r.createdAt, timeZone).replace('T', ' ') },
  ];
  return toCsv(rows, columns);
}

/** The courts an event can be at (for the edit form). */
export async function listCourtOptions(db: DbOrTx) {
  return db
    .select({ id: courts.id, name: courts.name })
    .from(courts)
    .orderBy(asc(courts.sortOrder), asc(courts.name));
}
