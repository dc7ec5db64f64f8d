import { isUuid } from '@shared/uuid';
import { and, asc, type Column, count, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
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
import type { TargetRef } from './event-targets';
import { eventReadCacheFor } from './read-cache';
import {
  cancelAllRegistrations,
  type EventsDeps,
  fillFromWaitlist,
  notifyRegistrationChanges,
} from './registrations';

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

/** Sign-up numbers of whatever registrations are in the FROM clause (null rows of a left join count nothing). */
export const signupTallies = {
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
export function signupCountsByEvent(db: DbOrTx) {
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
export function signedUpTotal(counts: ReturnType<typeof signupCountsByEvent>): SQL {
  return sql`coalesce(${counts.confirmed}, 0) + coalesce(${counts.waitlisted}, 0)`;
}

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
    sql`update ${kind.table} set status = ${status}, updated_at = ${at}::timestamptz${stamp} where id = ${id}`,
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
