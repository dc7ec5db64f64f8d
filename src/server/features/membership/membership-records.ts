import type { MembershipFact } from '@shared/membership-state';
import { addDays } from '@shared/membership-state';
import type { MembershipSummary } from '@shared/schemas/membership';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  familyMembers,
  membershipPeople,
  membershipSeasons,
  memberships,
  membershipTypes,
} from '../../db/schema/membership';

type MembershipRow = typeof memberships.$inferSelect;
type SeasonRow = typeof membershipSeasons.$inferSelect;

/** When an offline payment is expected: payWithinDays after joining, not before the season starts. */
export function payByOf(row: MembershipRow, season: SeasonRow): string | null {
  if (row.paymentStatus !== 'pending' || row.paymentChoice !== 'offline') return null;
  const joined = row.createdAt.toISOString().slice(0, 10);
  // Dates as 'YYYY-MM-DD' strings: the later of the two is the larger string.
  const from = [joined, season.startsOn].sort().at(-1)!;
  return addDays(from, season.payWithinDays);
}

/** The memberships of some accounts, as summaries and as facts for the state computation. */
export async function loadMemberships(db: DbOrTx, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ m: memberships, typeName: membershipTypes.name, season: membershipSeasons })
    .from(memberships)
    .innerJoin(membershipTypes, eq(membershipTypes.id, memberships.typeId))
    .innerJoin(membershipSeasons, eq(membershipSeasons.year, memberships.year))
    .where(inArray(memberships.userId, [...userIds]))
    .orderBy(desc(memberships.year), desc(memberships.createdAt));
  const people = await db
    .select()
    .from(membershipPeople)
    .where(
      inArray(
        membershipPeople.membershipId,
        rows.map((r) => r.m.id),
      ),
    )
    .orderBy(desc(membershipPeople.isMainContact), asc(membershipPeople.fullName));
  return rows.map(({ m, typeName, season }) => ({
    userId: m.userId,
    row: m,
    season,
    fact: { season, paymentStatus: m.paymentStatus } satisfies MembershipFact,
    summary: {
      id: m.id,
      year: m.year,
      typeName,
      priceCents: m.priceCents,
      paymentChoice: m.paymentChoice,
      paymentStatus: m.paymentStatus,
      people: people
        .filter((p) => p.membershipId === m.id)
        .map((p) => ({ fullName: p.fullName, birthYear: p.birthYear, isMainContact: p.isMainContact })),
      activatedAt: m.activatedAt?.toISOString() ?? null,
      createdAt: m.createdAt.toISOString(),
      waiverReason: m.waiverReason,
      payeeInstructions: season.payeeInstructions,
      payBy: payByOf(m, season),
      paymentId: m.paymentId,
    } satisfies MembershipSummary,
  }));
}

export async function loadFamily(db: DbOrTx, managerId: string) {
  const rows = await db
    .select()
    .from(familyMembers)
    .where(eq(familyMembers.managerId, managerId))
    .orderBy(asc(familyMembers.fullName));
  return rows.map((r) => ({ id: r.id, fullName: r.fullName, birthYear: r.birthYear }));
}
