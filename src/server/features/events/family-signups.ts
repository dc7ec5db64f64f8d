import { isAllowed } from '@shared/access';
import { featureAccess } from '@shared/api-access';
import { eventMessages } from '@shared/schemas/events';
import { isUuid } from '@shared/uuid';
import { eq } from 'drizzle-orm';
import type { RequestViewer } from '../../context';
import type { DbOrTx } from '../../db/client';
import { familyMembers } from '../../db/schema/membership';
import { fieldError } from '../../lib/app-error';

/** A family person (no login of their own) a signed-in account signs up for an event. */
export interface FamilySignupPerson {
  id: string;
  fullName: string;
}

/**
 * The key that makes "one place per person and event" hold for family people: they share their
 * manager's e-mail, so the e-mail cannot tell them apart (walk-ins without e-mail do the same).
 */
export function familyEmailKeyOf(familyMemberId: string): string {
  return `family:${familyMemberId}`;
}

/**
 * "Who is signing up" (`who`), checked against the access table: the caller must manage that
 * person. Another family's person and an id that names nobody get the same answer, so the
 * form cannot be used to find out who exists.
 */
export async function resolveFamilySignup(
  db: DbOrTx,
  viewer: RequestViewer,
  who: string | undefined,
): Promise<FamilySignupPerson | null> {
  if (!who) return null;
  if (!viewer.isSignedIn || !viewer.userId) {
    throw fieldError('UNAUTHENTICATED', 'who', eventMessages.signInForFamily);
  }
  const [person] = isUuid(who)
    ? await db
        .select({
          id: familyMembers.id,
          fullName: familyMembers.fullName,
          managerId: familyMembers.managerId,
        })
        .from(familyMembers)
        .where(eq(familyMembers.id, who))
        .limit(1)
    : [];
  if (!person || !isAllowed(featureAccess.signUpFamilyMember, viewer, { ownerId: person.managerId })) {
    throw fieldError('FORBIDDEN', 'who', eventMessages.notYourFamily);
  }
  return { id: person.id, fullName: person.fullName };
}
