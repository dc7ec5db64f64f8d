import { hasMemberStanding } from '@shared/membership-state';
import { paths } from '@shared/paths';
import type { Role } from '@shared/roles';
import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { loadUserRoles } from '../../auth/user-roles';
import type { Tx } from '../../db/client';
import { user } from '../../db/schema/auth';
import { memberships, membershipTypes } from '../../db/schema/membership';
import { enqueueEmail } from '../../lib/mail/enqueue-email';
import { composeNoticeEmail, type NoticeFor, noticeSiteUrl } from '../../lib/mail/notice-email';
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
  how: {
    status: 'paid' | 'waived';
    paymentId?: string | null;
    decidedBy?: string | null;
    /** The payment's receipt, sent as a section of the confirmation (decision 039). */
    receipt?: NoticeFor;
  },
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
  await queueMembershipConfirmation(tx, membershipId, how.receipt);
  return true;
}

/**
 * "Membership confirmed" (a first membership) or "renewed" (the holder had an activated one of
 * another year), e-mailed in the activating transaction: a transactional notice, whatever the
 * member chose for other notices.
 */
async function queueMembershipConfirmation(tx: Tx, membershipId: string, receipt?: NoticeFor): Promise<void> {
  const [m] = await tx
    .select({
      userId: memberships.userId,
      year: memberships.year,
      type: membershipTypes.name,
      name: user.name,
      email: user.email,
    })
    .from(memberships)
    .innerJoin(membershipTypes, eq(membershipTypes.id, memberships.typeId))
    .innerJoin(user, eq(user.id, memberships.userId))
    .where(eq(memberships.id, membershipId));
  if (!m) return;
  const [earlier] = await tx
    .select({ id: memberships.id })
    .from(memberships)
    .where(
      and(
        eq(memberships.userId, m.userId),
        ne(memberships.id, membershipId),
        ne(memberships.year, m.year),
        isNotNull(memberships.activatedAt),
      ),
    )
    .limit(1);
  const email = await composeNoticeEmail(
    tx,
    {
      key: earlier ? 'membership-renewed' : 'membership-confirmed',
      to: { email: m.email, name: m.name },
      facts: {
        'membership.type': m.type,
        'membership.year': String(m.year),
        'membership.link': `${noticeSiteUrl()}${paths.formsMembership}`,
      },
    },
    receipt ? [receipt] : [],
  );
  await enqueueEmail(tx, email);
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
  const change = memberRoleChangeOf(records, await loadUserRoles(tx, userId), today);
  if (change === 'granted') {
    await grantRoleReplacingGuestInTx(tx, { targetId: userId, role: 'member', actor: membershipActor });
  } else if (change === 'revoked') {
    await revokeRoleRestoringGuestInTx(tx, { targetId: userId, role: 'member', actor: membershipActor });
  }
  return change;
}

/**
 * What today asks of one holder's member role, from their memberships and roles: granted when
 * they stand as a member without the role, revoked when they held an active membership, no
 * longer stand and still have it (a member given the role by hand without one keeps it).
 */
export function memberRoleChangeOf(
  records: readonly {
    fact: Parameters<typeof hasMemberStanding>[1][number];
    row: { activatedAt: Date | null };
  }[],
  roles: readonly Role[],
  today: string,
): 'granted' | 'revoked' | null {
  if (records.length === 0) return null;
  const isMember = hasMemberStanding(
    today,
    records.map((r) => r.fact),
  );
  if (isMember && !roles.includes('member')) return 'granted';
  const hadActive = records.some((r) => r.row.activatedAt !== null);
  if (!isMember && hadActive && roles.includes('member')) return 'revoked';
  return null;
}
