import { paths } from '@shared/paths';
import type { ConfirmPlaceView } from '@shared/schemas/events-registrations';
import { and, eq, isNotNull, lte, ne } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { registrations } from '../../db/schema/events';
import { AppError } from '../../lib/app-error';
import { resolveClubTimeZone } from '../../lib/club-time-zone';
import { enqueueEmail } from '../../lib/mail/enqueue-email';
import { startRepeatingJob } from '../../lib/repeating-job';
import { createCancelToken, verifyConfirmToken } from './cancel-token';
import { openFeeDue } from './event-fees';
import { type EventTarget, emailEventOf, loadEventTarget } from './event-targets';
import { notifyRegistrationChanges } from './live-availability';
import { registrationReceivedEmail } from './registration-emails';
import { type EventsDeps, findRegistration, targetRefOf, withLockedRegistration } from './registrations';
import { releaseExpiredHoldsLocked } from './waitlist';

/*
 * A visitor's held place (issue 18, low 9): a sign-up without an account holds its place for
 * 30 minutes and counts once the visitor confirms it from the e-mail they typed; a place not
 * confirmed in time is released (the waitlist moves up) by the sweep below or by the next
 * sign-up for the event, under the event's lock, so once across processes.
 */

type RegistrationRow = typeof registrations.$inferSelect;

function badLink(): AppError {
  return new AppError('NOT_FOUND', 'This confirmation link is not valid. Please sign up again.');
}

/** The registration a confirmation link names; a forged link or a gone registration is a bad link. */
async function registrationOfLink(deps: EventsDeps, token: string) {
  const id = verifyConfirmToken(deps.authSecret, token);
  if (!id) throw badLink();
  return findRegistration(deps.db, id).catch(() => {
    throw badLink();
  });
}

function stateOf(reg: RegistrationRow, now: Date): ConfirmPlaceView['state'] {
  if (reg.status === 'cancelled') return reg.cancelledBy === 'unconfirmed' ? 'released' : 'cancelled';
  if (reg.confirmBy === null) return 'confirmed';
  return reg.confirmBy.getTime() <= now.getTime() ? 'released' : 'held';
}

function viewOf(reg: RegistrationRow, target: EventTarget, timeZone: string, now: Date): ConfirmPlaceView {
  return {
    kind: target.kind === 'social' ? 'social' : 'tournament',
    eventTitle: target.title,
    divisionName: target.divisionName,
    eventPath: target.kind === 'social' ? paths.socialEvent(target.slug) : paths.tournament(target.slug),
    startsAt: target.startsAt.toISOString(),
    timeZone,
    name: reg.name,
    status: reg.status,
    waitlistPosition: reg.waitlistPosition,
    state: stateOf(reg, now),
    confirmBy: reg.confirmBy?.toISOString() ?? null,
  };
}

/** GET /api/registrations/confirm: what the link's page shows (opening it confirms nothing). */
export async function previewPlaceConfirmation(
  deps: EventsDeps,
  token: string,
  now = new Date(),
): Promise<ConfirmPlaceView> {
  const reg = await registrationOfLink(deps, token);
  const timeZone = await resolveClubTimeZone(deps.db);
  const target = await loadEventTarget(deps.db, targetRefOf(reg), timeZone, { lock: false });
  return viewOf(reg, target, timeZone, now);
}

/**
 * POST /api/registrations/confirm: the visitor's tap. Within the time the place counts from now
 * on (its fee is opened, the usual confirmation with its cancel link follows); after it, the
 * place is released and the answer says to sign up again (410).
 */
export async function confirmPlaceByToken(
  deps: EventsDeps,
  token: string,
  now = new Date(),
): Promise<ConfirmPlaceView> {
  const { id } = await registrationOfLink(deps, token);
  const outcome = await withLockedRegistration(deps, id, async (tx, reg, target, timeZone) => {
    const state = stateOf(reg, now);
    if (state === 'released') {
      await releaseExpiredHoldsLocked(tx, deps, target, timeZone, now);
      return { isExpired: true as const };
    }
    if (state !== 'held') return { view: viewOf(reg, target, timeZone, now) };
    const [confirmed] = await tx
      .update(registrations)
      .set({ confirmBy: null, updatedAt: now })
      .where(eq(registrations.id, reg.id))
      .returning();
    if (!confirmed) throw badLink();
    if (confirmed.status === 'confirmed') await openFeeDue(tx, target, confirmed);
    await enqueueEmail(
      tx,
      registrationReceivedEmail(
        deps.env,
        emailEventOf(target, timeZone),
        {
          name: confirmed.name,
          email: confirmed.email,
          waitlistPosition: confirmed.waitlistPosition,
          status: confirmed.status as 'confirmed' | 'waitlisted',
          signedUpBy: confirmed.signedUpBy,
        },
        createCancelToken(deps.authSecret, confirmed.id),
      ),
    );
    return { view: viewOf(confirmed, target, timeZone, now) };
  });
  if ('isExpired' in outcome) {
    throw new AppError(
      'GONE',
      'The time to confirm this place has run out, so it was released. Please sign up again if places are left.',
    );
  }
  return outcome.view;
}

/**
 * Releases every held place whose time ran out, one event at a time under its lock; answers how
 * many were released. Safe to run in several processes at once.
 */
export async function releaseExpiredHolds(deps: EventsDeps, now = new Date()): Promise<number> {
  const due = await deps.db
    .selectDistinct({
      eventRef: registrations.eventRef,
      socialEventId: registrations.socialEventId,
      divisionId: registrations.divisionId,
    })
    .from(registrations)
    .where(
      and(
        ne(registrations.status, 'cancelled'),
        isNotNull(registrations.confirmBy),
        lte(registrations.confirmBy, now),
      ),
    )
    .limit(200);
  if (due.length === 0) return 0;
  const timeZone = await resolveClubTimeZone(deps.db);
  let released = 0;
  for (const ref of due) {
    released += await deps.db.transaction(async (tx) => {
      const target = await loadEventTarget(tx, targetRefOf(ref), timeZone, { lock: true });
      return releaseExpiredHoldsLocked(tx, deps, target, timeZone, now);
    });
  }
  await notifyRegistrationChanges(
    deps,
    due.map((d) => d.eventRef),
  );
  return released;
}

/** The sweep: a minute after start-up, then every minute; returns the stopper. */
export function startHeldPlacesSweep(ctx: AppContext, everyMs = 60_000): () => Promise<void> {
  return startRepeatingJob(ctx.logger, { name: 'held places sweep', firstAfterMs: 60_000, everyMs }, () =>
    releaseExpiredHolds(ctx),
  );
}
