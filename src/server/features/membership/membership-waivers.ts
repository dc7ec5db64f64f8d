import type { WaiverRequest } from '@shared/schemas/membership';
import { isUuid } from '@shared/uuid';
import { and, asc, eq, sql } from 'drizzle-orm';
import { loadRolesOfUsers } from '../../auth/user-roles';
import type { AppContext, RequestViewer } from '../../context';
import { user } from '../../db/schema/auth';
import { memberships, membershipTypes } from '../../db/schema/membership';
import { AppError } from '../../lib/app-error';
import { activateMembership } from './membership-activation';
import { recordDuesWaiver } from './membership-payments';

/** No-pay memberships waiting for a treasurer's decision, oldest first. */
export async function listWaiverRequests(ctx: AppContext): Promise<WaiverRequest[]> {
  const rows = await ctx.db
    .select({ m: memberships, name: user.name, email: user.email, typeName: membershipTypes.name })
    .from(memberships)
    .innerJoin(user, eq(user.id, memberships.userId))
    .innerJoin(membershipTypes, eq(membershipTypes.id, memberships.typeId))
    .where(eq(memberships.paymentStatus, 'waiver_requested'))
    .orderBy(asc(memberships.createdAt));
  const roles = await loadRolesOfUsers(
    ctx.db,
    rows.map((r) => r.m.userId),
  );
  return rows.map((r) => ({
    membershipId: r.m.id,
    userId: r.m.userId,
    name: r.name,
    email: r.email,
    roles: roles.get(r.m.userId) ?? [],
    year: r.m.year,
    typeName: r.typeName,
    priceCents: r.m.priceCents,
    reason: r.m.waiverReason ?? '',
    requestedAt: r.m.createdAt.toISOString(),
  }));
}

const notWaiting = 'This no-pay membership is not waiting for a decision (it was decided already).';

/**
 * Grants a waiting no-pay membership: the waiver is recorded (audited, with its reason and who
 * granted it), the membership becomes active and its holder a member, in one transaction.
 */
export async function approveWaiver(
  ctx: AppContext,
  viewer: RequestViewer,
  membershipId: string,
): Promise<void> {
  if (!isUuid(membershipId)) throw new AppError('NOT_FOUND', 'No such membership.');
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(memberships).where(eq(memberships.id, membershipId)).for('update');
    if (!row) throw new AppError('NOT_FOUND', 'No such membership.');
    if (row.paymentStatus !== 'waiver_requested') throw new AppError('CONFLICT', notWaiting);
    await recordDuesWaiver(tx, row, viewer.userId);
    await activateMembership(tx, row.id, { status: 'waived', decidedBy: viewer.userId });
  });
}

/** Refuses a waiting no-pay membership: it stays on record as refused; the person may join and pay. */
export async function refuseWaiver(
  ctx: AppContext,
  viewer: RequestViewer,
  membershipId: string,
): Promise<void> {
  if (!isUuid(membershipId)) throw new AppError('NOT_FOUND', 'No such membership.');
  const [row] = await ctx.db
    .update(memberships)
    .set({
      paymentStatus: 'waiver_refused',
      waiverDecidedBy: viewer.userId,
      waiverDecidedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(memberships.id, membershipId), eq(memberships.paymentStatus, 'waiver_requested')))
    .returning({ id: memberships.id });
  if (!row) {
    const [exists] = await ctx.db
      .select({ id: memberships.id })
      .from(memberships)
      .where(eq(memberships.id, membershipId));
    throw exists ? new AppError('CONFLICT', notWaiting) : new AppError('NOT_FOUND', 'No such membership.');
  }
}
