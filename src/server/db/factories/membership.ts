import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import {
  familyMembers,
  membershipPeople,
  membershipSeasons,
  memberships,
  membershipTypes,
} from '../schema/membership';
import { profiles } from '../schema/profiles';
import { demoMembershipTypes, demoSeason } from '../seed-data/membership';

/** Seasons and types for the previous and current year (and next year's once in December). */
export async function seedMembership(db: DbOrTx, now = new Date()): Promise<void> {
  const existing = await db.select({ year: membershipSeasons.year }).from(membershipSeasons).limit(1);
  if (existing.length > 0) return;
  const year = now.getUTCFullYear();
  const years = [year - 1, year, ...(now.getUTCMonth() === 11 ? [year + 1] : [])];
  for (const y of years) {
    await db.insert(membershipSeasons).values(demoSeason(y));
    await db.insert(membershipTypes).values(demoMembershipTypes(y, y < year ? 0.9 : y > year ? 1.05 : 1));
  }
}

export interface NewMembership {
  userId: string;
  typeId: string;
  year: number;
  priceCents: number;
  paymentChoice: 'online' | 'offline' | 'waiver';
  /** Starts pending (or waiting for a waiver); the ledger activates it when its dues are paid. */
  paymentStatus?: 'pending' | 'waiver_requested';
  waiverReason?: string | null;
  emergencyName?: string;
  emergencyPhone?: string;
  createdAt?: Date;
  /** Who it covers; the first is the main contact. */
  people: { fullName: string; birthYear: number | null; familyMemberId?: string | null }[];
}

/** A membership as the join form stores it, with the people it covers (tests and the demo seed). */
export async function insertMembership(db: DbOrTx, input: NewMembership) {
  const at = input.createdAt ?? new Date();
  const [row] = await db
    .insert(memberships)
    .values({
      userId: input.userId,
      typeId: input.typeId,
      year: input.year,
      priceCents: input.priceCents,
      paymentChoice: input.paymentChoice,
      paymentStatus: input.paymentStatus ?? 'pending',
      waiverReason: input.waiverReason ?? null,
      emergencyName: input.emergencyName ?? '',
      emergencyPhone: input.emergencyPhone ?? '',
      acceptedTermsAt: at,
      createdBy: input.userId,
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  // As the join form does: the profile keeps the member's current emergency contact.
  if (input.emergencyName && input.emergencyPhone) {
    await db
      .update(profiles)
      .set({ emergencyName: input.emergencyName, emergencyPhone: input.emergencyPhone })
      .where(eq(profiles.id, input.userId));
  }
  await db.insert(membershipPeople).values(
    input.people.map((p, i) => ({
      membershipId: row!.id,
      fullName: p.fullName,
      birthYear: p.birthYear,
      familyMemberId: p.familyMemberId ?? null,
      isMainContact: i === 0,
    })),
  );
  return row!;
}

/** A person a login manages (a junior or a partner without an account). */
export async function insertFamilyMember(db: DbOrTx, managerId: string, fullName: string, birthYear: number) {
  const [row] = await db.insert(familyMembers).values({ managerId, fullName, birthYear }).returning();
  return row!;
}
