import { hasMemberStanding } from '@shared/membership-state';
import { and, eq, sql } from 'drizzle-orm';
import { loadUserRoles } from '../../auth/user-roles';
import type { Tx } from '../../db/client';
import { memberships } from '../../db/schema/membership';
import { grantRoleReplacingGuestInTx, revokeRoleRestoringGuestInTx } from '../../lib/role-changes';
import { loadMemberships } from './membership-records';

/** The role log names the membership as the actor of automatic changes. */
export const membershipActor = { id: null, label: 'membership (automatic)' } as const;

/**
 * Marks a membership's dues settled (paid through the ledger, or waived) and gives its holder
 * the member role, audited, in the caller's transaction. Settling twice changes nothing.
 */
export async function activateMembership(
  tx: Tx,
  membershipId: string,
  how: { status: 'paid' | 'waived'; paymentId?: string | null; decidedBy?: string | null },
): Promise<boolean> {
  const [row] = await tx
    .update(memberships)
    .set({
      paymentStatus: how.status,
      activatedAt: sql`now()`,
      ...(how.paymentId ? { paymentId: how.paymentId } : {}),
      ...(how.status === 'waived'
        ? { waiverDecidedBy: how.decidedBy ?? null, waiverDecidedAt: sql`now()` }
        : {}),
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(memberships.id, membershipId),
        sql`${memberships.paymentStatus} in ('pending', 'waiver_requested')`,
      ),
    )
    .returning({ userId: memberships.userId });
  if (!row) return false;
  await grantRoleReplacingGuestInTx(tx, { targetId: row.userId, role: 'member', actor: membershipActor });
  return true;
}

/**
 * Brings one account's member role in line with its memberships on `today`: granted while in
 * good standing, removed once lapsed. Only the member role is touched, and only for accounts
 * that have held a membership (a role given by hand to someone without one stays).
 */
export async function syncMemberRole(
  tx: Tx,
  userId: string,
  today: string,
): Promise<'granted' | 'revoked' | null> {
  const records = await loadMemberships(tx, [userId]);
  if (records.length === 0) return null;
  const isMember = hasMemberStanding(
    today,
    records.map((r) => r.fact),
  );
  const roles = await loadUserRoles(tx, userId);
  if (isMember && !roles.includes('member')) {
    await grantRoleReplacingGuestInTx(tx, { targetId: userId, role: 'member', actor: membershipActor });
    return 'granted';
  }
  const hadActive = records.some((r) => r.row.activatedAt !== null);
  if (!isMember && hadActive && roles.includes('member')) {
    await revokeRoleRestoringGuestInTx(tx, { targetId: userId, role: 'member', actor: membershipActor });
    return 'revoked';
  }
  return null;
}
