import { paths } from '@shared/paths';
import type { CancelResult, MyRegistration, MyRegistrationList } from '@shared/schemas/events-registrations';
import { and, eq, inArray, ne, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { registrations } from '../../db/schema/events';
import { seriesSignups } from '../../db/schema/events-series';
import { resolveClubTimeZone } from '../../lib/club-time-zone';
import { loadEventTarget } from './event-targets';
import { cancelAsPlayer } from './registration-cancel';
import { type EventsDeps, emailKeyOf } from './registrations';

/** The signed-in person: their account id and their (verified) account e-mail. */
export interface RegistrationOwner {
  userId: string;
  email: string | null;
}

type RegistrationRow = typeof registrations.$inferSelect;

/**
 * A registration is someone's own when they made it signed in, when it carries their account
 * e-mail (its confirmation, with the cancel link, went to that address anyway), or when they
 * signed up a person of their family with it.
 */
function ownedBy(owner: RegistrationOwner) {
  return or(
    eq(registrations.userId, owner.userId),
    eq(registrations.signedUpBy, owner.userId),
    owner.email ? eq(registrations.emailKey, emailKeyOf(owner.email)) : undefined,
  );
}

export function isOwnRegistration(reg: RegistrationRow, owner: RegistrationOwner): boolean {
  return (
    reg.userId === owner.userId ||
    (!!reg.signedUpBy && reg.signedUpBy === owner.userId) ||
    (!!owner.email && reg.emailKey === emailKeyOf(owner.email))
  );
}

/** The person's active sign-ups for socials and tournaments that are not over yet, soonest first. */
export async function listMyRegistrations(
  db: DbOrTx,
  owner: RegistrationOwner,
  now = new Date(),
): Promise<MyRegistrationList> {
  const timeZone = await resolveClubTimeZone(db);
  const rows = await db
    .select()
    .from(registrations)
    .where(and(ownedBy(owner), ne(registrations.status, 'cancelled')));
  // Sessions taken by a whole-series sign-up still active: the list offers to cancel it in one step.
  const signupIds = [...new Set(rows.flatMap((r) => (r.seriesSignupId ? [r.seriesSignupId] : [])))];
  const activeSeries = new Map(
    signupIds.length
      ? (
          await db
            .select({ id: seriesSignups.id, seriesId: seriesSignups.seriesId })
            .from(seriesSignups)
            .where(and(inArray(seriesSignups.id, signupIds), eq(seriesSignups.status, 'active')))
        ).map((x) => [x.id, x.seriesId])
      : [],
  );
  const list: MyRegistration[] = [];
  for (const reg of rows) {
    const ref = reg.socialEventId
      ? ({ kind: 'social', id: reg.socialEventId } as const)
      : ({ kind: 'division', id: reg.divisionId! } as const);
    const target = await loadEventTarget(db, ref, timeZone, { lock: false }).catch(() => null);
    if (target?.status !== 'published' || target.endsAt.getTime() <= now.getTime()) continue;
    list.push({
      id: reg.id,
      kind: target.kind === 'social' ? 'social' : 'tournament',
      eventId: target.socialEventId ?? target.tournamentId!,
      eventSlug: target.slug,
      eventTitle: target.title,
      divisionId: target.divisionId,
      divisionName: target.divisionName,
      status: reg.status === 'waitlisted' ? 'waitlisted' : 'confirmed',
      waitlistPosition: reg.waitlistPosition,
      startsAt: target.startsAt.toISOString(),
      endsAt: target.endsAt.toISOString(),
      place: target.place,
      feeCents: target.feeCents,
      eventPath: target.kind === 'social' ? paths.socialEvent(target.slug) : paths.tournament(target.slug),
      canCancel: target.startsAt.getTime() > now.getTime(),
      wholeSeriesId: (reg.seriesSignupId && activeSeries.get(reg.seriesSignupId)) || null,
      // Signed up by the account for someone else (the family record may since have been removed).
      familyMember:
        reg.signedUpBy === owner.userId && reg.userId !== owner.userId
          ? { id: reg.familyMemberId, name: reg.name }
          : null,
    });
  }
  list.sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.eventTitle.localeCompare(b.eventTitle));
  return { timeZone, registrations: list };
}

/** The signed-in person cancels their own sign-up (someone else's reads as not found). */
export async function cancelMyRegistration(
  deps: EventsDeps,
  owner: RegistrationOwner,
  registrationId: string,
  now = new Date(),
): Promise<CancelResult> {
  return cancelAsPlayer(deps, registrationId, now, (reg) => isOwnRegistration(reg, owner));
}
