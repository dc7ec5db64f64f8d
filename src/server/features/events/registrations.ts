import { randomUUID } from 'node:crypto';
import { paths } from '@shared/paths';
import {
  availabilityOf,
  type CancelPreview,
  type CancelRegistrationInput,
  type CancelResult,
  eventMessages,
  type LiveAvailability,
  type RegistrationActionResult,
  type RegistrationData,
  type RegistrationResult,
  unconfirmedHoldMinutes,
  type WalkInData,
} from '@shared/schemas/events';
import { isUuid } from '@shared/uuid';
import { and, asc, eq, inArray, isNotNull, lte, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx, Tx } from '../../db/client';
import { eventPlayers, registrations } from '../../db/schema/events';
import { AppError, fieldError } from '../../lib/app-error';
import { resolveClubTimeZone } from '../../lib/club-time-zone';
import { isUniqueViolation } from '../../lib/db-errors';
import { enqueueEmail, wakeOutbox } from '../../lib/mail/enqueue-email';
import { createCancelToken, createConfirmToken, verifyCancelToken } from './cancel-token';
import {
  cancelFeeDues,
  checkRefundDecision,
  hasMoney,
  openFeeDue,
  refundableFeeOf,
  settleFeeOnCancel,
} from './event-fees';
import {
  countRegistrations,
  type EventTarget,
  emailEventOf,
  loadEventTarget,
  type TargetRef,
} from './event-targets';
import { type FamilySignupPerson, familyEmailKeyOf } from './family-signups';
import { eventReadCacheFor } from './read-cache';
import {
  confirmPlaceEmail,
  eventCancelledEmail,
  promotedEmail,
  registrationCancelledEmail,
  registrationReceivedEmail,
} from './registration-emails';
import { registrationFeedFor } from './registration-feed';

export type EventsDeps = Pick<AppContext, 'db' | 'env' | 'authSecret'>;

type RegistrationRow = typeof registrations.$inferSelect;

export function emailKeyOf(email: string): string {
  return email.trim().toLowerCase();
}

/* ------------------------------------------------------------ live feed */

export function liveAvailabilityOf(
  target: Pick<EventTarget, 'status' | 'capacity' | 'waitlistLimit' | 'startsAt' | 'signupDeadline'>,
  counts: { confirmed: number; waitlisted: number },
  now = new Date(),
): LiveAvailability {
  return {
    confirmedCount: counts.confirmed,
    waitlistCount: counts.waitlisted,
    capacity: target.capacity,
    status: target.status,
    availability: availabilityOf(
      {
        status: target.status,
        capacity: target.capacity,
        waitlistLimit: target.waitlistLimit,
        confirmedCount: counts.confirmed,
        waitlistCount: counts.waitlisted,
        startsAt: target.startsAt,
        signupDeadline: target.signupDeadline,
      },
      now,
    ),
  };
}

/** The numbers a detail page shows, read now (null when the event is gone). */
export async function loadLiveAvailability(db: DbOrTx, eventRef: string): Promise<LiveAvailability | null> {
  const timeZone = await resolveClubTimeZone(db);
  const target = await loadEventTarget(db, { kind: 'social', id: eventRef }, timeZone, {
    lock: false,
  }).catch(() => null);
  if (!target) return null;
  return liveAvailabilityOf(target, await countRegistrations(db, eventRef));
}

/** The live feed of this database handle (each process reads the numbers for its own pages). */
export function liveFeedOf(db: DbOrTx) {
  return registrationFeedFor(db, (ref) => loadLiveAvailability(db, ref));
}

/** Tells open detail pages on every process about new numbers (after the change has committed). */
export async function publishAvailability(deps: EventsDeps, eventRef: string): Promise<void> {
  await liveFeedOf(deps.db).announce(eventRef);
}

/** After a commit: wake the outbox, push the new numbers to open detail pages. */
export async function notifyRegistrationChanges(deps: EventsDeps, eventRefs: Iterable<string>) {
  eventReadCacheFor(deps.db).invalidate();
  wakeOutbox();
  for (const ref of new Set(eventRefs)) {
    await publishAvailability(deps, ref).catch(() => {});
  }
}

/* -------------------------------------------------------- waitlist order */

/** Renumbers the waitlist 1..n in its current order (after someone left it). */
export async function renumberWaitlist(tx: DbOrTx, eventRef: string): Promise<void> {
  await tx.execute(sql`
    update ${registrations} as r
    set waitlist_position = n.rn, updated_at = now()
    from (
      select id, row_number() over (order by waitlist_position, seq) as rn
      from ${registrations}
      where event_ref = ${eventRef} and status = 'waitlisted'
    ) as n
    where r.id = n.id and r.waitlist_position <> n.rn`);
}

/**
 * Fills free places from the front of the waitlist and e-mails the people moved up.
 * Only while the event is published and has not started. Runs under the target lock.
 */
async function promoteWaitlisted(
  tx: Tx,
  deps: EventsDeps,
  target: EventTarget,
  timeZone: string,
  now: Date,
  options: { excludeId?: string } = {},
): Promise<number> {
  if (target.status !== 'published' || target.startsAt.getTime() <= now.getTime()) return 0;
  const counts = await countRegistrations(tx, target.eventRef);
  const free = target.capacity - counts.confirmed;
  if (free <= 0 || counts.waitlisted === 0) return 0;
  const next = await tx
    .select()
    .from(registrations)
    .where(
      and(
        eq(registrations.eventRef, target.eventRef),
        eq(registrations.status, 'waitlisted'),
        options.excludeId ? ne(registrations.id, options.excludeId) : undefined,
      ),
    )
    .orderBy(asc(registrations.waitlistPosition), asc(registrations.seq))
    .limit(free);
  if (next.length === 0) return 0;
  await tx
    .update(registrations)
    .set({ status: 'confirmed', waitlistPosition: null, promotedAt: now, updatedAt: now })
    .where(
      inArray(
        registrations.id,
        next.map((r) => r.id),
      ),
    );
  await renumberWaitlist(tx, target.eventRef);
  // A visitor's place that is not confirmed from the e-mail yet owes nothing and gets no mail:
  // confirming it opens the fee and says where they stand.
  const counting = next.filter((r) => r.confirmBy === null);
  for (const r of counting) await openFeeDue(tx, target, r);
  const emailEvent = emailEventOf(target, timeZone);
  for (const r of counting) {
    if (!r.email) continue;
    await enqueueEmail(tx, promotedEmail(deps.env, emailEvent, r, createCancelToken(deps.authSecret, r.id)));
  }
  return next.length;
}

/**
 * Releases the target's held places whose confirmation time has run out (issue 18, low 9): they
 * are cancelled ('unconfirmed') and the waitlist moves up. Runs under the target lock, so each
 * place is released once and each promotion happens once, whichever process gets there first.
 */
export async function releaseExpiredHoldsLocked(
  tx: Tx,
  deps: EventsDeps,
  target: EventTarget,
  timeZone: string,
  now: Date,
): Promise<number> {
  const released = await tx
    .update(registrations)
    .set({
      status: 'cancelled',
      waitlistPosition: null,
      cancelledAt: now,
      cancelledBy: 'unconfirmed',
      updatedAt: now,
    })
    .where(
      and(
        eq(registrations.eventRef, target.eventRef),
        ne(registrations.status, 'cancelled'),
        isNotNull(registrations.confirmBy),
        lte(registrations.confirmBy, now),
      ),
    )
    .returning({ id: registrations.id });
  if (released.length === 0) return 0;
  await cancelFeeDues(
    tx,
    released.map((r) => r.id),
    'Place not confirmed from the e-mail in time',
  );
  await renumberWaitlist(tx, target.eventRef);
  await promoteWaitlisted(tx, deps, target, timeZone, now);
  return released.length;
}

/* --------------------------------------------------------------- sign-up */

export interface RegisterOptions {
  /** Better Auth user id of a signed-in registrant. */
  userId?: string | null;
  /** The signed-in registrant's own account e-mail: signing up with it updates their player record. */
  accountEmail?: string | null;
  /**
   * A person of the signed-in account's family (checked by resolveFamilySignup): the place is
   * theirs, under their name and the account's e-mail, signed up by the account.
   */
  familyMember?: FamilySignupPerson | null;
  now?: Date;
}

function refuseClosedTarget(target: EventTarget, now: Date) {
  if (target.status === 'draft') throw new AppError('NOT_FOUND', eventMessages.notFound);
  if (target.status === 'cancelled') throw new AppError('CONFLICT', eventMessages.cancelled);
  if (target.startsAt.getTime() <= now.getTime()) throw new AppError('CONFLICT', eventMessages.started);
  if (target.signupDeadline && target.signupDeadline.getTime() <= now.getTime()) {
    throw new AppError('CONFLICT', eventMessages.deadlinePassed);
  }
}

/**
 * The person behind a sign-up, by e-mail. A registration keeps its own copy of the details
 * it was made with; the shared record is created by the first sign-up and afterwards changed
 * only by its signed-in owner (`isOwner`): anyone can type anyone's e-mail into a form.
 */
async function upsertPlayer(
  tx: DbOrTx,
  p: { emailKey: string; email: string; name: string; phone: string; ntrp: string },
  now: Date,
  isOwner: boolean,
): Promise<string> {
  const [row] = await tx
    .insert(eventPlayers)
    .values({ ...p, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: eventPlayers.emailKey,
      set: isOwner
        ? {
            // The owner's latest sign-up has the freshest details; blanks keep what we had.
            name: sql`excluded.name`,
            email: sql`excluded.email`,
            phone: sql`coalesce(nullif(excluded.phone, ''), ${eventPlayers.phone})`,
            ntrp: sql`coalesce(nullif(excluded.ntrp, ''), ${eventPlayers.ntrp})`,
            updatedAt: now,
          }
        : // A no-op update, so that RETURNING gives the existing id.
          { emailKey: sql`${eventPlayers.emailKey}` },
    })
    .returning({ id: eventPlayers.id });
  return row!.id;
}

/**
 * Signs someone up. Within capacity → confirmed; beyond → waitlisted at the next
 * position; after the deadline, once started, or when cancelled → refused. The same
 * e-mail cannot hold two places in one event. The confirmation e-mail (with its
 * cancel link) is written to the outbox in the same transaction.
 */
export async function registerForEvent(
  deps: EventsDeps,
  ref: TargetRef,
  input: RegistrationData,
  options: RegisterOptions = {},
): Promise<RegistrationResult> {
  const now = options.now ?? new Date();
  const timeZone = await resolveClubTimeZone(deps.db);
  const person = signupPersonOf(input, options);
  const { emailKey } = person;
  // A visitor without an account holds the place until they confirm it from the e-mail; a
  // signed-in member (for themselves or their family) is confirmed at once.
  const confirmBy = options.userId ? null : new Date(now.getTime() + unconfirmedHoldMinutes * 60_000);
  let outcome: { result: RegistrationResult; eventRef: string };
  try {
    outcome = await deps.db.transaction(async (tx) => {
      const target = await loadEventTarget(tx, ref, timeZone, { lock: true });
      refuseClosedTarget(target, now);
      // Places whose confirmation time ran out are free again before this one is counted.
      await releaseExpiredHoldsLocked(tx, deps, target, timeZone, now);
      // One round trip for the numbers and the duplicate check (under the lock, both are final).
      const [counts] = await tx
        .select({
          confirmed: sql<number>`count(*) filter (where ${registrations.status} = 'confirmed')`.mapWith(
            Number,
          ),
          waitlisted: sql<number>`count(*) filter (where ${registrations.status} = 'waitlisted')`.mapWith(
            Number,
          ),
          isTaken:
            sql<boolean>`coalesce(bool_or(${registrations.emailKey} = ${emailKey} and ${registrations.status} <> 'cancelled'), false)`.mapWith(
              (v) => v === true || v === 't',
            ),
        })
        .from(registrations)
        .where(eq(registrations.eventRef, target.eventRef));
      if (!counts) throw new AppError('INTERNAL', 'Could not count the registrations.');
      if (counts.isTaken) throw alreadySignedUp(options.familyMember);

      const isConfirmed = counts.confirmed < target.capacity;
      if (!isConfirmed && target.waitlistLimit !== null && counts.waitlisted >= target.waitlistLimit) {
        throw new AppError('CONFLICT', eventMessages.fullNoWaitlist);
      }
      const playerId = await upsertPlayer(
        tx,
        { emailKey, email: person.email, name: person.name, phone: input.phone, ntrp: input.ntrp },
        now,
        person.isOwner,
      );
      const [row] = await tx
        .insert(registrations)
        .values({
          eventRef: target.eventRef,
          socialEventId: target.socialEventId,
          divisionId: target.divisionId,
          playerId,
          name: person.name,
          email: person.email,
          emailKey,
          phone: input.phone,
          ntrp: input.ntrp,
          partnerName: input.partnerName,
          notes: input.notes,
          userId: person.userId,
          familyMemberId: person.familyMemberId,
          signedUpBy: person.signedUpBy,
          status: isConfirmed ? 'confirmed' : 'waitlisted',
          waitlistPosition: isConfirmed ? null : counts.waitlisted + 1,
          confirmBy,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      const reg = row!;
      const paymentId = isConfirmed && !confirmBy ? await openFeeDue(tx, target, reg) : null;
      const emailRegistration = {
        name: reg.name,
        email: reg.email,
        waitlistPosition: reg.waitlistPosition,
        status: reg.status as 'confirmed',
        signedUpBy: reg.signedUpBy,
      };
      await enqueueEmail(
        tx,
        confirmBy
          ? confirmPlaceEmail(
              deps.env,
              emailEventOf(target, timeZone),
              emailRegistration,
              createConfirmToken(deps.authSecret, reg.id),
              confirmBy,
            )
          : registrationReceivedEmail(
              deps.env,
              emailEventOf(target, timeZone),
              emailRegistration,
              createCancelToken(deps.authSecret, reg.id),
            ),
      );
      const result: RegistrationResult = {
        registrationId: reg.id,
        status: isConfirmed ? 'confirmed' : 'waitlisted',
        waitlistPosition: reg.waitlistPosition,
        kind: target.kind === 'social' ? 'social' : 'tournament',
        eventTitle: target.title,
        divisionName: target.divisionName,
        eventPath: target.kind === 'social' ? paths.socialEvent(target.slug) : paths.tournament(target.slug),
        calendarPath:
          target.kind === 'social'
            ? `/api/social-events/${encodeURIComponent(target.slug)}/ics`
            : `/api/tournaments/${encodeURIComponent(target.slug)}/ics`,
        startsAt: target.startsAt.toISOString(),
        timeZone,
        email: reg.email,
        feeCents: target.feeCents,
        feePayment: target.feeCents > 0 ? 'cashOnTheDay' : null,
        paymentId,
        name: reg.name,
        isFamilyMember: reg.familyMemberId !== null,
        confirmBy: confirmBy?.toISOString() ?? null,
      };
      return { result, eventRef: target.eventRef };
    });
  } catch (err) {
    // The lock makes this rare; the unique index is the last word.
    if (isUniqueViolation(err)) throw alreadySignedUp(options.familyMember);
    throw err;
  }
  await notifyRegistrationChanges(deps, [outcome.eventRef]);
  return outcome.result;
}

/**
 * Whose place a sign-up takes and under which details. Someone signing up themselves (or a
 * visitor) is the person the form names, known by e-mail; a family person is known by their
 * own key, named as the family record names them, with the managing account's e-mail (the
 * confirmation and cancel link go there) and the account as the one who signed them up.
 */
export function signupPersonOf(
  input: Pick<RegistrationData, 'name' | 'email'>,
  options: Pick<RegisterOptions, 'userId' | 'accountEmail' | 'familyMember'>,
) {
  const family = options.familyMember;
  if (family && options.userId) {
    const email = options.accountEmail?.trim() || input.email;
    return {
      name: family.fullName,
      email,
      emailKey: familyEmailKeyOf(family.id),
      userId: null,
      familyMemberId: family.id,
      signedUpBy: options.userId,
      // Only the managing account can ever name this key: its latest details are the person's.
      isOwner: true,
    };
  }
  const emailKey = emailKeyOf(input.email);
  return {
    name: input.name,
    email: input.email,
    emailKey,
    userId: options.userId ?? null,
    familyMemberId: null,
    signedUpBy: null,
    isOwner: Boolean(options.userId && options.accountEmail && emailKeyOf(options.accountEmail) === emailKey),
  };
}

function alreadySignedUp(familyMember: FamilySignupPerson | null | undefined): AppError {
  if (!familyMember) return fieldError('CONFLICT', 'email', eventMessages.alreadySignedUp);
  const message = eventMessages.familyAlreadySignedUp(familyMember.fullName);
  return fieldError('CONFLICT', 'who', message);
}

/**
 * An organiser adds someone at the courts: confirmed (and checked in) straight away,
 * even past the deadline or over capacity. E-mail is optional for walk-ins.
 */
export async function addWalkIn(
  deps: EventsDeps,
  ref: TargetRef,
  input: WalkInData,
  now = new Date(),
): Promise<RegistrationRow> {
  const timeZone = await resolveClubTimeZone(deps.db);
  const email = input.email.trim();
  // Without an e-mail the walk-in is a person of their own (never merged with anyone).
  const emailKey = email ? emailKeyOf(email) : `walk-in:${randomUUID()}`;
  let row: RegistrationRow;
  try {
    row = await deps.db.transaction(async (tx) => {
      const target = await loadEventTarget(tx, ref, timeZone, { lock: true });
      if (target.status === 'cancelled') throw new AppError('CONFLICT', eventMessages.cancelled);
      if (email) {
        const [existing] = await tx
          .select({ id: registrations.id })
          .from(registrations)
          .where(
            and(
              eq(registrations.eventRef, target.eventRef),
              eq(registrations.emailKey, emailKey),
              ne(registrations.status, 'cancelled'),
            ),
          )
          .limit(1);
        if (existing) {
          throw new AppError(
            'CONFLICT',
            'This e-mail is already on the list for this event: check them in there.',
          );
        }
      }
      const playerId = await upsertPlayer(
        tx,
        { emailKey, email, name: input.name, phone: input.phone, ntrp: input.ntrp },
        now,
        // An organiser types what the person tells them at the courts: that registration's details.
        false,
      );
      const [inserted] = await tx
        .insert(registrations)
        .values({
          eventRef: target.eventRef,
          socialEventId: target.socialEventId,
          divisionId: target.divisionId,
          playerId,
          name: input.name,
          email,
          emailKey,
          phone: input.phone,
          ntrp: input.ntrp,
          partnerName: input.partnerName,
          notes: input.notes,
          status: 'confirmed',
          isWalkIn: true,
          checkedInAt: input.checkIn ? now : null,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      return inserted!;
    });
  } catch (err) {
    if (isUniqueViolation(err)) {
      throw new AppError(
        'CONFLICT',
        'This e-mail is already on the list for this event: check them in there.',
      );
    }
    throw err;
  }
  await notifyRegistrationChanges(deps, [row.eventRef]);
  return row;
}

/* ---------------------------------------------------------- cancellation */

export function targetRefOf(row: Pick<RegistrationRow, 'socialEventId' | 'divisionId'>): TargetRef {
  return row.socialEventId
    ? { kind: 'social', id: row.socialEventId }
    : { kind: 'division', id: row.divisionId! };
}

export async function findRegistration(db: DbOrTx, id: string): Promise<RegistrationRow> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', 'We could not find that registration.');
  const [row] = await db.select().from(registrations).where(eq(registrations.id, id)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'We could not find that registration.');
  return row;
}

/**
 * Runs `change` with the registration's event locked and the registration re-read
 * under the lock, then publishes the new numbers.
 */
export async function withLockedRegistration<T>(
  deps: EventsDeps,
  registrationId: string,
  change: (tx: Tx, reg: RegistrationRow, target: EventTarget, timeZone: string) => Promise<T>,
): Promise<T> {
  const timeZone = await resolveClubTimeZone(deps.db);
  const first = await findRegistration(deps.db, registrationId);
  const result = await deps.db.transaction(async (tx) => {
    const target = await loadEventTarget(tx, targetRefOf(first), timeZone, { lock: true });
    const [reg] = await tx
      .select()
      .from(registrations)
      .where(eq(registrations.id, registrationId))
      .for('update');
    if (!reg) throw new AppError('NOT_FOUND', 'We could not find that registration.');
    return change(tx, reg, target, timeZone);
  });
  await notifyRegistrationChanges(deps, [first.eventRef]);
  return result;
}

/**
 * Cancels a registration by whoever holds the right to: its cancel link, or its owner
 * signed in. Not once the event has started, nor after the club cancelled the event.
 */
export async function cancelAsPlayer(
  deps: EventsDeps,
  id: string,
  now: Date,
  isAllowedFor: (reg: RegistrationRow) => boolean = () => true,
): Promise<CancelResult> {
  return withLockedRegistration(deps, id, async (tx, reg, target, timeZone) => {
    if (!isAllowedFor(reg)) throw new AppError('NOT_FOUND', 'We could not find that registration.');
    if (target.status === 'cancelled' || reg.cancelledBy === 'event') {
      throw new AppError(
        'CONFLICT',
        'This event was cancelled by the club; there is nothing left to cancel.',
      );
    }
    if (target.startsAt.getTime() <= now.getTime()) {
      throw new AppError(
        'CONFLICT',
        'This event has already started, so the registration can no longer be cancelled online.',
      );
    }
    return cancelLocked(tx, deps, reg, target, timeZone, 'player', now);
  });
}

async function cancelLocked(
  tx: Tx,
  deps: EventsDeps,
  reg: RegistrationRow,
  target: EventTarget,
  timeZone: string,
  by: 'player' | 'admin',
  now: Date,
): Promise<CancelResult> {
  if (reg.status === 'cancelled') throw new AppError('CONFLICT', eventMessages.alreadyCancelled);
  await tx
    .update(registrations)
    .set({ status: 'cancelled', waitlistPosition: null, cancelledAt: now, cancelledBy: by, updatedAt: now })
    .where(eq(registrations.id, reg.id));
  if (reg.status === 'waitlisted') await renumberWaitlist(tx, reg.eventRef);
  await cancelFeeDues(
    tx,
    [reg.id],
    by === 'player' ? 'Sign-up cancelled by the player' : 'Sign-up cancelled by an organiser',
  );
  if (reg.email) {
    await enqueueEmail(tx, registrationCancelledEmail(deps.env, emailEventOf(target, timeZone), reg, by));
  }
  const promotedCount =
    reg.status === 'confirmed' ? await promoteWaitlisted(tx, deps, target, timeZone, now) : 0;
  return {
    eventTitle: target.divisionName ? `${target.title} — ${target.divisionName}` : target.title,
    promotedCount,
  };
}

/** What the cancel page shows before the player confirms. */
export async function previewCancellation(
  deps: EventsDeps,
  token: string,
  now = new Date(),
): Promise<CancelPreview> {
  const id = verifyCancelToken(deps.authSecret, token);
  if (!id) throw new AppError('NOT_FOUND', eventMessages.invalidCancelLink);
  const reg = await findRegistration(deps.db, id).catch(() => {
    throw new AppError('NOT_FOUND', eventMessages.invalidCancelLink);
  });
  const timeZone = await resolveClubTimeZone(deps.db);
  const target = await loadEventTarget(deps.db, targetRefOf(reg), timeZone, { lock: false });
  return {
    kind: target.kind === 'social' ? 'social' : 'tournament',
    eventTitle: target.title,
    divisionName: target.divisionName,
    startsAt: target.startsAt.toISOString(),
    timeZone,
    name: reg.name,
    status: reg.status,
    waitlistPosition: reg.waitlistPosition,
    canCancel:
      reg.status !== 'cancelled' &&
      target.status !== 'cancelled' &&
      target.startsAt.getTime() > now.getTime(),
  };
}

/** The player's own cancellation, through the link in their e-mail. */
export async function cancelRegistrationByToken(
  deps: EventsDeps,
  token: string,
  now = new Date(),
): Promise<CancelResult> {
  const id = verifyCancelToken(deps.authSecret, token);
  if (!id) throw new AppError('NOT_FOUND', eventMessages.invalidCancelLink);
  await findRegistration(deps.db, id).catch(() => {
    throw new AppError('NOT_FOUND', eventMessages.invalidCancelLink);
  });
  return cancelAsPlayer(deps, id, now);
}

/** An organiser cancels someone's registration: they are told by e-mail; the waitlist moves up. */
export async function cancelRegistration(deps: EventsDeps, registrationId: string, now = new Date()) {
  return withLockedRegistration(deps, registrationId, (tx, reg, target, timeZone) =>
    cancelLocked(tx, deps, reg, target, timeZone, 'admin', now),
  );
}

/* ------------------------------------------------------- admin actions */

/**
 * Moves a player between the waitlist and the confirmed list. Moving up may take the
 * event over capacity (the organiser's call); moving down puts them at the end of
 * the waitlist and gives the freed place to the first of the others waiting.
 */
export async function moveRegistration(
  deps: EventsDeps,
  registrationId: string,
  to: 'confirmed' | 'waitlisted',
  now = new Date(),
): Promise<RegistrationRow> {
  return withLockedRegistration(deps, registrationId, async (tx, reg, target, timeZone) => {
    if (reg.status === 'cancelled') {
      throw new AppError('CONFLICT', 'This registration is cancelled; add the player again instead.');
    }
    if (reg.status === to) {
      throw new AppError(
        'CONFLICT',
        to === 'confirmed' ? 'This player is already confirmed.' : 'This player is already on the waitlist.',
      );
    }
    if (to === 'confirmed') {
      // The organiser's decision counts: a visitor's held place is confirmed with it.
      const [row] = await tx
        .update(registrations)
        .set({
          status: 'confirmed',
          waitlistPosition: null,
          promotedAt: now,
          confirmBy: null,
          updatedAt: now,
        })
        .where(eq(registrations.id, reg.id))
        .returning();
      await renumberWaitlist(tx, reg.eventRef);
      await openFeeDue(tx, target, reg);
      if (reg.email && target.startsAt.getTime() > now.getTime()) {
        await enqueueEmail(
          tx,
          promotedEmail(
            deps.env,
            emailEventOf(target, timeZone),
            reg,
            createCancelToken(deps.authSecret, reg.id),
          ),
        );
      }
      return row!;
    }
    const counts = await countRegistrations(tx, reg.eventRef);
    const [row] = await tx
      .update(registrations)
      .set({
        status: 'waitlisted',
        waitlistPosition: counts.waitlisted + 1,
        checkedInAt: null,
        updatedAt: now,
      })
      .where(eq(registrations.id, reg.id))
      .returning();
    await cancelFeeDues(tx, [reg.id], 'Moved to the waitlist');
    await promoteWaitlisted(tx, deps, target, timeZone, now, { excludeId: reg.id });
    const [fresh] = await tx.select().from(registrations).where(eq(registrations.id, reg.id));
    return fresh ?? row!;
  });
}

/** Marks a confirmed player as arrived (or undoes it). */
export async function checkInPlayer(
  deps: EventsDeps,
  registrationId: string,
  checkedIn: boolean,
  now = new Date(),
): Promise<RegistrationRow> {
  return withLockedRegistration(deps, registrationId, async (tx, reg) => {
    if (reg.status !== 'confirmed') {
      throw new AppError(
        'CONFLICT',
        reg.status === 'waitlisted'
          ? 'This player is on the waitlist: move them to confirmed before checking them in.'
          : 'This registration is cancelled.',
      );
    }
    const [row] = await tx
      .update(registrations)
      .set({ checkedInAt: checkedIn ? (reg.checkedInAt ?? now) : null, updatedAt: now })
      .where(eq(registrations.id, reg.id))
      .returning();
    return row!;
  });
}

/**
 * Deletes a registration outright (a mistaken or duplicate entry): no e-mail to the
 * person; a freed place goes to the waitlist as with a cancellation. A sign-up that any
 * payment names is never deleted (the ledger would point at nothing; a database trigger
 * refuses it too): it is cancelled instead, without an e-mail, and one with a paid fee is
 * refused — cancelling it asks what to do with the money.
 */
export async function removeRegistration(deps: EventsDeps, registrationId: string, now = new Date()) {
  return withLockedRegistration(deps, registrationId, async (tx, reg, target, timeZone) => {
    if (await hasMoney(tx, reg.id)) {
      if (await refundableFeeOf(tx, reg.id)) {
        throw new AppError(
          'CONFLICT',
          `${reg.name} paid a fee, so this entry cannot be removed: cancel it instead and choose what happens to the money.`,
        );
      }
      if (reg.status === 'cancelled') return { removed: reg.id, promotedCount: 0, isCancelledInstead: true };
      await tx
        .update(registrations)
        .set({
          status: 'cancelled',
          waitlistPosition: null,
          cancelledAt: now,
          cancelledBy: 'admin',
          updatedAt: now,
        })
        .where(eq(registrations.id, reg.id));
      await cancelFeeDues(tx, [reg.id], 'Sign-up removed by an organiser');
      if (reg.status === 'waitlisted') await renumberWaitlist(tx, reg.eventRef);
      const promotedCount =
        reg.status === 'confirmed' ? await promoteWaitlisted(tx, deps, target, timeZone, now) : 0;
      return { removed: reg.id, promotedCount, isCancelledInstead: true };
    }
    await tx.delete(registrations).where(eq(registrations.id, reg.id));
    if (reg.status === 'waitlisted') await renumberWaitlist(tx, reg.eventRef);
    const promotedCount =
      reg.status === 'confirmed' ? await promoteWaitlisted(tx, deps, target, timeZone, now) : 0;
    return { removed: reg.id, promotedCount, isCancelledInstead: false };
  });
}

/**
 * An organiser cancels an entry from the list. A paid one needs their decision about its fee
 * (refund all, part, or nothing with a reason), checked before anything changes; the decision
 * is written in the payment's history and the refund asked for once the place is cancelled.
 */
export async function cancelEntryByOrganiser(
  ctx: AppContext,
  registrationId: string,
  input: CancelRegistrationInput,
  byUserId: string | null,
): Promise<RegistrationActionResult> {
  await findRegistration(ctx.db, registrationId);
  checkRefundDecision(await refundableFeeOf(ctx.db, registrationId), input);
  const result = await cancelRegistration(ctx, registrationId);
  const refund = await settleFeeOnCancel(ctx, registrationId, input, byUserId);
  return { registrationId, promotedCount: result.promotedCount, ...(refund ? { refund } : {}) };
}

/* ------------------------------------------------- event-wide changes */

/** After a capacity change: fill the new places from the waitlist (caller holds the lock). */
export async function fillFromWaitlist(
  tx: Tx,
  deps: EventsDeps,
  ref: TargetRef,
  timeZone: string,
  now = new Date(),
): Promise<number> {
  const target = await loadEventTarget(tx, ref, timeZone, { lock: true });
  return promoteWaitlisted(tx, deps, target, timeZone, now);
}

/**
 * The club cancels a whole event (or a tournament's division): every active
 * registration is cancelled and each person gets an e-mail. Caller holds the lock.
 */
export async function cancelAllRegistrations(
  tx: Tx,
  deps: EventsDeps,
  ref: TargetRef,
  timeZone: string,
  message: string,
  now = new Date(),
): Promise<number> {
  const target = await loadEventTarget(tx, ref, timeZone, { lock: true });
  const active = await tx
    .update(registrations)
    .set({
      status: 'cancelled',
      waitlistPosition: null,
      cancelledAt: now,
      cancelledBy: 'event',
      updatedAt: now,
    })
    .where(and(eq(registrations.eventRef, target.eventRef), ne(registrations.status, 'cancelled')))
    .returning();
  await cancelFeeDues(
    tx,
    active.map((r) => r.id),
    'The event was cancelled',
  );
  const emailEvent = emailEventOf(target, timeZone);
  for (const reg of active) {
    if (reg.email) await enqueueEmail(tx, eventCancelledEmail(deps.env, emailEvent, reg, message));
  }
  return active.length;
}
