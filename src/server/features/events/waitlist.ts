import { and, asc, eq, inArray, isNotNull, lte, ne, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { registrations } from '../../db/schema/events';
import { queueNotice } from '../../lib/notices';
import { createCancelToken } from './cancel-token';
import { cancelFeeDues, openFeeDue } from './event-fees';
import {
  countRegistrations,
  type EventTarget,
  emailEventOf,
  loadEventTarget,
  type TargetRef,
} from './event-targets';
import { promotedEmail } from './registration-emails';
import { cancelledAs } from './registration-values';
import type { EventsDeps } from './registrations';

/* The waitlist's order: renumbering, promotion into freed places, releasing expired holds. */

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
export async function promoteWaitlisted(
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
    const email = promotedEmail(deps.env, emailEvent, r, createCancelToken(deps.authSecret, r.id));
    await queueNotice(tx, {
      kind: 'waitlist-confirmed',
      // A family person's place: the managing account's choice (the e-mail goes to its address).
      userId: r.userId ?? r.signedUpBy,
      email,
      push: {
        title: email.subject,
        body: `A place opened up: your place is confirmed${r.familyMemberId ? ` for ${r.name}` : ''}.`,
        url: emailEvent.path,
        tag: `registration-${r.id}`,
      },
    });
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
    .set(cancelledAs('unconfirmed', now))
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
