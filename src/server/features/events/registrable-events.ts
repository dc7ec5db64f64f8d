import type { EventStatus } from '@shared/schemas/events';
import { slugify } from '@shared/slug';
import { isUuid } from '@shared/uuid';
import { and, asc, type Column, count, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { courts } from '../../db/schema/courts';
import {
  registrations,
  type socialEvents,
  tournamentDivisions,
  type tournaments,
} from '../../db/schema/events';
import { AppError, fieldError } from '../../lib/app-error';
import { resolveClubTimeZone } from '../../lib/club-time-zone';
import { isUniqueViolation } from '../../lib/db-errors';
import { freeSlug, isSlugTaken } from '../../lib/slugs';
import { assertEventUploads } from './event-files';
import type { TargetRef } from './event-targets';
import { notifyRegistrationChanges } from './live-availability';
import { eventReadCacheFor } from './read-cache';
import { cancelAllRegistrations } from './registration-cancel';
import type { EventsDeps } from './registrations';
import { fillFromWaitlist } from './waitlist';

/**
 * The registrable-event engine: what every kind of event people sign up for shares
 * (a slug, a court or place, draft → published → cancelled, one or more sign-up
 * targets with capacity and waitlist). A kind — social, tournament, and the next ones
 * (a league's team registration, a membership season) — describes itself once in a
 * `RegistrableKind`; the lifecycle below works on that description.
 */
export type RegistrableTable = typeof socialEvents | typeof tournaments;

export interface RegistrableKind<T extends RegistrableTable = RegistrableTable> {
  table: T;
  messages: {
    notFound: string;
    slugTaken: string;
    /** Publishing a cancelled one. */
    cannotRepublish: string;
    alreadyCancelled: string;
    /** Deleting one that has sign-ups. */
    hasRegistrations: string;
  };
  /** Its sign-up targets (registrations.event_ref): itself, or each of its divisions. */
  targetsOf(db: DbOrTx, id: string): Promise<TargetRef[]>;
}

/** How a kind speaks of itself in the engine's messages. */
export interface KindWords {
  /** "event", "tournament". */
  noun: string;
  notFound: string;
  /** Its sign-ups and their people: "registrations" / "registered", "entries" / "entered". */
  signups: string;
  signedUp: string;
  /** What to do instead of publishing a cancelled one again. */
  insteadOfRepublishing: string;
}

export function kindMessages(w: KindWords): RegistrableKind['messages'] {
  return {
    notFound: w.notFound,
    slugTaken: `Another ${w.noun} already uses this web address; choose another.`,
    cannotRepublish: `A cancelled ${w.noun} cannot be published again. ${w.insteadOfRepublishing}`,
    alreadyCancelled: `This ${w.noun} is already cancelled.`,
    hasRegistrations: `This ${w.noun} has ${w.signups}, so it cannot be deleted. Cancel it instead: everyone ${w.signedUp} is told.`,
  };
}

/** How a public page reads an event: organisers also see drafts (a preview); `now` for tests. */
export interface PublicRead {
  canSeeDrafts?: boolean;
  now?: Date;
}

/** The event of a public page: a draft only for organisers (their preview), else not found. */
export function visibleOrNotFound<R>(
  kind: RegistrableKind,
  row: R | undefined,
  statusOf: (row: R) => EventStatus,
  canSeeDrafts = false,
): R {
  if (!row || (statusOf(row) === 'draft' && !canSeeDrafts))
    throw new AppError('NOT_FOUND', kind.messages.notFound);
  return row;
}

/** Sign-up numbers of whatever registrations are in the FROM clause (null rows of a left join count nothing). */
const signupTallies = {
  confirmed: () => sql<number>`count(*) filter (where ${registrations.status} = 'confirmed')`.mapWith(Number),
  waitlisted: () =>
    sql<number>`count(*) filter (where ${registrations.status} = 'waitlisted')`.mapWith(Number),
  checkedIn: () =>
    sql<number>`count(*) filter (where ${registrations.status} = 'confirmed' and ${registrations.checkedInAt} is not null)`.mapWith(
      Number,
    ),
};

/**
 * Sign-up numbers per event as a joinable subquery: a social's own, a tournament's over
 * all its divisions. Join on `eventId`.
 */
function signupCountsByEvent(db: DbOrTx) {
  const eventId = sql<string>`coalesce(${registrations.socialEventId}, ${tournamentDivisions.tournamentId})`;
  return db
    .select({
      eventId: eventId.as('event_id'),
      confirmed: signupTallies.confirmed().as('confirmed'),
      waitlisted: signupTallies.waitlisted().as('waitlisted'),
      checkedIn: signupTallies.checkedIn().as('checked_in'),
    })
    .from(registrations)
    .leftJoin(tournamentDivisions, eq(tournamentDivisions.id, registrations.divisionId))
    .groupBy(eventId)
    .as('signup_counts');
}

/** "confirmed + waitlisted" of a joined signupCountsByEvent, for sorting by how many signed up. */
function signedUpTotal(counts: SignupCountsByEvent): SQL {
  return sql`coalesce(${counts.confirmed}, 0) + coalesce(${counts.waitlisted}, 0)`;
}

export type SignupCountsByEvent = ReturnType<typeof signupCountsByEvent>;

/** How every kind counts its sign-ups (lists, admin pages, sorting by how many signed up). */
export const signupCounts = { tallies: signupTallies, byEvent: signupCountsByEvent, total: signedUpTotal };

/** ORDER BY of an admin list: the chosen sort column (else the first), then stable tie-breakers. */
export function adminListOrder(
  query: { sort: string; dir: 'asc' | 'desc' },
  sortColumns: Record<string, Column | SQL>,
  tieBreakers: { newestFirst: Column; id: Column },
) {
  const by = query.dir === 'asc' ? asc : desc;
  const column = sortColumns[query.sort] ?? Object.values(sortColumns)[0]!;
  return [by(column), desc(tieBreakers.newestFirst), asc(tieBreakers.id)];
}

const refIdOf = (ref: TargetRef) => (ref.kind === 'socialSlug' ? ref.slug : ref.id);

/** The row of one event; with `lock`, under SELECT … FOR UPDATE. */
export async function loadRegistrableRow<T extends RegistrableTable>(
  kind: RegistrableKind<T>,
  db: DbOrTx,
  id: string,
  lock = false,
): Promise<T['$inferSelect']> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', kind.messages.notFound);
  const table = kind.table as RegistrableTable;
  const q = db.select().from(table).where(eq(table.id, id));
  const [row] = await (lock ? q.for('update') : q);
  if (!row) throw new AppError('NOT_FOUND', kind.messages.notFound);
  return row as T['$inferSelect'];
}

export async function assertCourtExists(db: DbOrTx, courtId: string) {
  if (!courtId) return;
  const [c] = await db.select({ id: courts.id }).from(courts).where(eq(courts.id, courtId)).limit(1);
  if (!c)
    throw fieldError(
      'VALIDATION',
      'courtId',
      'courtId: That court location no longer exists; choose another.',
      'That court location no longer exists; choose another.',
    );
}

/** A free slug for an event: the wanted one, else with the date, else numbered. */
export function uniqueEventSlug(
  db: DbOrTx,
  table: RegistrableTable,
  base: string,
  options: { excludeId?: string; dateHint?: string } = {},
): Promise<string> {
  return freeSlug(db, table, base || 'event', {
    exceptId: options.excludeId,
    hints: options.dateHint ? [options.dateHint] : [],
  });
}

/**
 * The slug an event is saved under: the one typed (refused when another event has it),
 * else `current` (an edit keeps its address), else one made from the title.
 */
export async function claimSlug(
  db: DbOrTx,
  kind: RegistrableKind,
  wanted: string,
  fallback: { current?: string; excludeId?: string; fromTitle: string; dateHint: string },
): Promise<string> {
  const slug = wanted || fallback.current;
  if (!slug) return uniqueEventSlug(db, kind.table, fallback.fromTitle, { dateHint: fallback.dateHint });
  if (slug === fallback.current) return slug;
  if (await isSlugTaken(db, kind.table, slug, fallback.excludeId)) {
    throw fieldError('CONFLICT', 'slug', kind.messages.slugTaken);
  }
  return slug;
}

/** Runs a save; a slug taken by a concurrent save (the unique index) reads as the same conflict. */
export async function withSlugGuard<R>(kind: RegistrableKind, save: () => Promise<R>): Promise<R> {
  try {
    return await save();
  } catch (err) {
    if (isUniqueViolation(err)) throw fieldError('CONFLICT', 'slug', kind.messages.slugTaken);
    throw err;
  }
}

type UploadFields = Parameters<typeof assertEventUploads>[1];

type KindColumns<T extends RegistrableTable> = Omit<
  T['$inferInsert'],
  'id' | 'slug' | 'status' | 'createdAt' | 'updatedAt'
>;

interface CreateSave<T extends RegistrableTable> {
  uploads: UploadFields;
  dateHint: string;
  /** The kind's own columns, from the input in the club's time zone. */
  columns: (timeZone: string) => KindColumns<T>;
  /** Writes the new event's sign-up targets when they are rows of their own (divisions). */
  insertTargets?: (tx: Tx, id: string) => Promise<void>;
  now: Date;
}

interface UpdateSave<T extends RegistrableTable> {
  uploads: (current: T['$inferSelect']) => UploadFields;
  /** Writes the kind's rows under the kept or claimed slug; returns the targets whose places changed. */
  update: (tx: Tx, slug: string, timeZone: string) => Promise<string[]>;
}

/**
 * A new event of any kind, always a draft (the organiser publishes it when ready): court and
 * uploads checked, the slug claimed (the typed one, else from the title and `dateHint`), and
 * the event and its targets written in one transaction. Returns the new id.
 */
export async function createRegistrableEvent<T extends RegistrableTable>(
  kind: RegistrableKind<T>,
  db: DbOrTx,
  input: { title: string; slug: string; courtId: string },
  save: CreateSave<T>,
): Promise<string> {
  const timeZone = await resolveClubTimeZone(db);
  await assertCourtExists(db, input.courtId);
  await assertEventUploads(db, save.uploads);
  const id = await withSlugGuard(kind, () =>
    db.transaction(async (tx) => {
      const fallback = { fromTitle: slugify(input.title), dateHint: save.dateHint };
      const slug = await claimSlug(tx, kind, input.slug, fallback);
      const { now } = save;
      const table = kind.table as RegistrableTable;
      const [row] = await tx
        .insert(table)
        .values({ ...save.columns(timeZone), slug, status: 'draft', createdAt: now, updatedAt: now } as never)
        .returning({ id: table.id });
      await save.insertTargets?.(tx, row!.id);
      return row!.id;
    }),
  );
  eventReadCacheFor(db).invalidate();
  return id;
}

/**
 * Saves an event of any kind under a row lock: court and changed uploads checked, the slug
 * kept or claimed, then the kind's own writes (`update`), which return the sign-up targets
 * whose places may have changed; their watchers are told after the commit.
 */
export async function updateRegistrableEvent<T extends RegistrableTable>(
  kind: RegistrableKind<T>,
  deps: EventsDeps,
  id: string,
  input: { slug: string; courtId: string },
  save: UpdateSave<T>,
): Promise<void> {
  const timeZone = await resolveClubTimeZone(deps.db);
  await assertCourtExists(deps.db, input.courtId);
  let touched: string[] = [];
  await withSlugGuard(kind, () =>
    deps.db.transaction(async (tx) => {
      const current = await loadRegistrableRow(kind, tx, id, true);
      await assertEventUploads(tx, save.uploads(current));
      const slug = await claimSlug(tx, kind, input.slug, {
        current: current.slug,
        excludeId: id,
        fromTitle: '',
        dateHint: '',
      });
      touched = await save.update(tx, slug, timeZone);
    }),
  );
  await notifyRegistrationChanges(deps, touched);
}

async function setStatus(
  db: DbOrTx,
  kind: RegistrableKind,
  id: string,
  status: 'draft' | 'published' | 'cancelled',
  now: Date,
) {
  const at = now.toISOString();
  const stamp =
    status === 'published'
      ? sql`, published_at = ${at}::timestamptz`
      : status === 'cancelled'
        ? sql`, cancelled_at = ${at}::timestamptz`
        : sql``;
  await db.execute(
    // Each change of status is a new calendar revision (iCalendar SEQUENCE).
    sql`update ${kind.table} set status = ${status}, sequence = sequence + 1, updated_at = ${at}::timestamptz${stamp} where id = ${id}`,
  );
}

async function countSignups(db: DbOrTx, refs: TargetRef[], activeOnly: boolean): Promise<number> {
  if (refs.length === 0) return 0;
  const [c] = await db
    .select({ n: count() })
    .from(registrations)
    .where(
      and(
        inArray(registrations.eventRef, refs.map(refIdOf)),
        activeOnly ? ne(registrations.status, 'cancelled') : undefined,
      ),
    );
  return c?.n ?? 0;
}

/** Draft → published; waitlisted people (a re-published draft) move into free places. */
export async function publishRegistrableEvent(
  kind: RegistrableKind,
  deps: EventsDeps,
  id: string,
  now = new Date(),
): Promise<void> {
  const timeZone = await resolveClubTimeZone(deps.db);
  let refs: TargetRef[] = [];
  await deps.db.transaction(async (tx) => {
    const row = await loadRegistrableRow(kind, tx, id, true);
    if (row.status === 'cancelled') throw new AppError('CONFLICT', kind.messages.cannotRepublish);
    if (row.status === 'published') return;
    await setStatus(tx, kind, id, 'published', now);
    refs = await kind.targetsOf(tx, id);
    for (const ref of refs) await fillFromWaitlist(tx, deps, ref, timeZone, now);
  });
  await notifyRegistrationChanges(deps, refs.map(refIdOf));
}

/** Back to draft (hidden from the public) — only while nobody has signed up. */
export async function unpublishRegistrableEvent(
  kind: RegistrableKind,
  deps: EventsDeps,
  id: string,
  now = new Date(),
): Promise<void> {
  let refs: TargetRef[] = [];
  await deps.db.transaction(async (tx) => {
    const row = await loadRegistrableRow(kind, tx, id, true);
    if (row.status !== 'published')
      throw new AppError('CONFLICT', 'Only a published event can be taken back to draft.');
    refs = await kind.targetsOf(tx, id);
    if ((await countSignups(tx, refs, true)) > 0) {
      throw new AppError(
        'CONFLICT',
        'Players have already signed up: cancel the event instead, so they are told.',
      );
    }
    await setStatus(tx, kind, id, 'draft', now);
  });
  await notifyRegistrationChanges(deps, refs.map(refIdOf));
}

/** Cancels the event and every sign-up of every target; each person gets an e-mail. */
export async function cancelRegistrableEvent(
  kind: RegistrableKind,
  deps: EventsDeps,
  id: string,
  message: string,
  now = new Date(),
): Promise<number> {
  const timeZone = await resolveClubTimeZone(deps.db);
  let refs: TargetRef[] = [];
  const notified = await deps.db.transaction(async (tx) => {
    const row = await loadRegistrableRow(kind, tx, id, true);
    if (row.status === 'cancelled') throw new AppError('CONFLICT', kind.messages.alreadyCancelled);
    refs = await kind.targetsOf(tx, id);
    let n = 0;
    for (const ref of refs) n += await cancelAllRegistrations(tx, deps, ref, timeZone, message, now);
    await setStatus(tx, kind, id, 'cancelled', now);
    return n;
  });
  await notifyRegistrationChanges(deps, refs.map(refIdOf));
  return notified;
}

/** Deletes an event nobody ever signed up for (a mistake or an unused draft). */
export async function deleteRegistrableEvent(kind: RegistrableKind, db: DbOrTx, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await loadRegistrableRow(kind, tx, id, true);
    if ((await countSignups(tx, await kind.targetsOf(tx, id), false)) > 0) {
      throw new AppError('CONFLICT', kind.messages.hasRegistrations);
    }
    const table = kind.table as RegistrableTable;
    await tx.delete(table).where(eq(table.id, id));
  });
  eventReadCacheFor(db).invalidate();
}

/** A kind configured once: its table, its words, its targets — and the engine's lifecycle bound to it. */
export function registrableKind<T extends RegistrableTable>(def: {
  table: T;
  words: KindWords;
  targetsOf: RegistrableKind<T>['targetsOf'];
}) {
  const kind: RegistrableKind<T> = {
    table: def.table,
    messages: kindMessages(def.words),
    targetsOf: def.targetsOf,
  };
  return {
    ...kind,
    load: (db: DbOrTx, id: string, lock = false) => loadRegistrableRow(kind, db, id, lock),
    /** A public page's event by its query (drafts for organisers only), with the club's time zone. */
    readPublic: async <R>(
      db: DbOrTx,
      read: PublicRead,
      rows: Promise<R[]>,
      statusOf: (row: R) => EventStatus,
    ) => {
      const [timeZone, [row]] = await Promise.all([resolveClubTimeZone(db), rows]);
      const now = read.now ?? new Date();
      return { timeZone, now, row: visibleOrNotFound(kind, row, statusOf, read.canSeeDrafts) };
    },
    freeSlug: (db: DbOrTx, base: string, options?: { excludeId?: string; dateHint?: string }) =>
      uniqueEventSlug(db, kind.table, base, options),
    create: (db: DbOrTx, input: Parameters<typeof createRegistrableEvent>[2], save: CreateSave<T>) =>
      createRegistrableEvent(kind, db, input, save),
    update: (deps: EventsDeps, id: string, input: { slug: string; courtId: string }, save: UpdateSave<T>) =>
      updateRegistrableEvent(kind, deps, id, input, save),
    publish: (deps: EventsDeps, id: string, now?: Date) => publishRegistrableEvent(kind, deps, id, now),
    unpublish: (deps: EventsDeps, id: string, now?: Date) => unpublishRegistrableEvent(kind, deps, id, now),
    cancel: (deps: EventsDeps, id: string, message: string, now?: Date) =>
      cancelRegistrableEvent(kind, deps, id, message, now),
    remove: (db: DbOrTx, id: string) => deleteRegistrableEvent(kind, db, id),
  };
}

/** What the shared organiser routes do to any kind. */
export type KindLifecycle = Pick<ReturnType<typeof registrableKind>, 'publish' | 'cancel' | 'remove'>;
