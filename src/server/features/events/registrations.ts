import { randomUUID } from 'node:crypto';
import { paths } from '@shared/paths';
import { eventMessages } from '@shared/schemas/events';
import {
  type RegistrationData,
  type RegistrationResult,
  unconfirmedHoldMinutes,
  type WalkInData,
} from '@shared/schemas/events-registrations';
import { isUuid } from '@shared/uuid';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx, Tx } from '../../db/client';
import { eventPlayers, registrations } from '../../db/schema/events';
import { AppError, fieldError } from '../../lib/app-error';
import { resolveClubTimeZone } from '../../lib/club-time-zone';
import { isUniqueViolation } from '../../lib/db-errors';
import { enqueueEmail } from '../../lib/mail/enqueue-email';
import { createCancelToken, createConfirmToken } from './cancel-token';
import { openFeeDue } from './event-fees';
import {
  countForSignup,
  type EventTarget,
  emailEventOf,
  loadEventTarget,
  type TargetRef,
} from './event-targets';
import { type FamilySignupPerson, familyEmailKeyOf } from './family-signups';
import { notifyRegistrationChanges } from './live-availability';
import { confirmPlaceEmail, registrationReceivedEmail } from './registration-emails';
import { newRegistration } from './registration-values';
import { releaseExpiredHoldsLocked } from './waitlist';

/* Signing up for a social or a tournament division, and an organiser's walk-in. */

export type EventsDeps = Pick<AppContext, 'db' | 'env' | 'authSecret'>;

export type RegistrationRow = typeof registrations.$inferSelect;

export function emailKeyOf(email: string): string {
  return email.trim().toLowerCase();
}

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
export async function upsertPlayer(
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
      const counts = await countForSignup(tx, target.eventRef, emailKey);
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
        .values(
          newRegistration(
            target,
            { playerId, name: person.name, email: person.email, emailKey },
            input,
            now,
            {
              userId: person.userId,
              familyMemberId: person.familyMemberId,
              signedUpBy: person.signedUpBy,
              status: isConfirmed ? 'confirmed' : 'waitlisted',
              waitlistPosition: isConfirmed ? null : counts.waitlisted + 1,
              confirmBy,
            },
          ),
        )
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
        .values(
          newRegistration(target, { playerId, name: input.name, email, emailKey }, input, now, {
            status: 'confirmed',
            isWalkIn: true,
            checkedInAt: input.checkIn ? now : null,
          }),
        )
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
