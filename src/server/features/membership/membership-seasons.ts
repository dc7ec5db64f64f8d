import { addDays, renewalDueFrom } from '@shared/membership-state';
import type {
  CreateMembershipTypeInput,
  MembershipTypeView,
  SeasonInput,
  SeasonView,
  updateMembershipTypeSchema,
} from '@shared/schemas/membership';
import { isUuid } from '@shared/uuid';
import type { z } from '@shared/zod';
import { and, asc, count, desc, eq, gte, inArray, lte, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { membershipSeasons, memberships, membershipTypes } from '../../db/schema/membership';
import { AppError, fieldError } from '../../lib/app-error';
import { clubToday } from '../../lib/club-time-zone';
import { isUniqueViolation } from '../../lib/db-errors';

type SeasonRow = typeof membershipSeasons.$inferSelect;
type TypeRow = typeof membershipTypes.$inferSelect;

export function toSeasonView(row: SeasonRow): SeasonView {
  return {
    year: row.year,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    graceDays: row.graceDays,
    reminderDays: row.reminderDays,
    proRataFromMonth: row.proRataFromMonth,
    proRataPercent: row.proRataPercent,
    payeeInstructions: row.payeeInstructions,
    payWithinDays: row.payWithinDays,
  };
}

/**
 * The dues of joining on `today`: the full price, or the pro-rata share (rounded to whole
 * dollars) from the season's pro-rata month on. Renewals before the season starts pay in full.
 */
export function priceOn(season: SeasonRow, type: Pick<TypeRow, 'priceCents'>, today: string): number {
  if (season.proRataFromMonth === null || season.proRataPercent === null) return type.priceCents;
  const from = `${season.year}-${String(season.proRataFromMonth).padStart(2, '0')}-01`;
  if (today < from || today < season.startsOn) return type.priceCents;
  return Math.round((type.priceCents * season.proRataPercent) / 100 / 100) * 100;
}

export function toTypeView(
  row: TypeRow,
  season: SeasonRow,
  today: string,
  membershipCount = 0,
): MembershipTypeView {
  return {
    id: row.id,
    year: row.year,
    name: row.name,
    description: row.description,
    priceCents: row.priceCents,
    currentPriceCents: priceOn(season, row, today),
    maxPeople: row.maxPeople,
    minAge: row.minAge,
    maxAge: row.maxAge,
    isOffered: row.isOffered,
    sortOrder: row.sortOrder,
    membershipCount,
  };
}

/**
 * The season people join on `today`: the next one once renewal of the current one is due (and
 * the next is set up), else the one running today, else the nearest one to come.
 */
export async function offeredSeason(db: DbOrTx, today: string): Promise<SeasonRow | null> {
  const [current] = await db
    .select()
    .from(membershipSeasons)
    .where(and(lte(membershipSeasons.startsOn, today), gte(membershipSeasons.endsOn, today)))
    .orderBy(desc(membershipSeasons.startsOn))
    .limit(1);
  const [next] = await db
    .select()
    .from(membershipSeasons)
    .where(gte(membershipSeasons.startsOn, addDays(today, 1)))
    .orderBy(asc(membershipSeasons.startsOn))
    .limit(1);
  if (current && next && today >= renewalDueFrom(current)) return next;
  return current ?? next ?? null;
}

export async function seasonOf(db: DbOrTx, year: number): Promise<SeasonRow | null> {
  const [row] = await db.select().from(membershipSeasons).where(eq(membershipSeasons.year, year)).limit(1);
  return row ?? null;
}

export async function offeredTypes(
  db: DbOrTx,
  season: SeasonRow,
  today: string,
): Promise<MembershipTypeView[]> {
  const rows = await db
    .select()
    .from(membershipTypes)
    .where(and(eq(membershipTypes.year, season.year), eq(membershipTypes.isOffered, true)))
    .orderBy(asc(membershipTypes.sortOrder), asc(membershipTypes.name));
  return rows.map((r) => toTypeView(r, season, today));
}

/** Every season (newest first) with its types and how many memberships use each. */
export async function listSeasonsWithTypes(db: DbOrTx) {
  const today = await clubToday(db);
  const seasons = await db.select().from(membershipSeasons).orderBy(desc(membershipSeasons.year));
  const types = await db
    .select()
    .from(membershipTypes)
    .orderBy(asc(membershipTypes.sortOrder), asc(membershipTypes.name));
  const counts = await db
    .select({ typeId: memberships.typeId, n: count() })
    .from(memberships)
    .where(ne(memberships.paymentStatus, 'cancelled'))
    .groupBy(memberships.typeId);
  const countOf = new Map(counts.map((c) => [c.typeId, c.n]));
  return seasons.map((s) => ({
    ...toSeasonView(s),
    types: types.filter((t) => t.year === s.year).map((t) => toTypeView(t, s, today, countOf.get(t.id) ?? 0)),
  }));
}

export async function saveSeason(db: DbOrTx, year: number, input: SeasonInput): Promise<SeasonView> {
  if (!Number.isInteger(year) || year < 2000 || year > 2100)
    throw new AppError('NOT_FOUND', 'No such membership year.');
  const values = { ...input, updatedAt: new Date() };
  const [row] = await db
    .insert(membershipSeasons)
    .values({ year, ...values })
    .onConflictDoUpdate({ target: membershipSeasons.year, set: values })
    .returning();
  return toSeasonView(row!);
}

function nameTaken(name: string): AppError {
  return fieldError('CONFLICT', 'name', `This year already has a membership type called "${name}".`);
}

async function typeById(db: DbOrTx, id: string): Promise<TypeRow> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', 'No such membership type.');
  const [row] = await db.select().from(membershipTypes).where(eq(membershipTypes.id, id)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'No such membership type.');
  return row;
}

export async function createMembershipType(
  db: DbOrTx,
  input: CreateMembershipTypeInput,
): Promise<MembershipTypeView> {
  const season = await seasonOf(db, input.year);
  if (!season) throw fieldError('VALIDATION', 'year', `Set up the ${input.year} season (its dates) first.`);
  try {
    const [row] = await db.insert(membershipTypes).values(input).returning();
    return toTypeView(row!, season, await clubToday(db));
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken(input.name);
    throw err;
  }
}

export async function updateMembershipType(
  db: DbOrTx,
  id: string,
  input: z.output<typeof updateMembershipTypeSchema>,
): Promise<MembershipTypeView> {
  const before = await typeById(db, id);
  const minAge = input.minAge === undefined ? before.minAge : input.minAge;
  const maxAge = input.maxAge === undefined ? before.maxAge : input.maxAge;
  if (minAge !== null && maxAge !== null && minAge > maxAge) {
    throw fieldError('VALIDATION', 'maxAge', 'The highest age is at least the lowest.');
  }
  try {
    const [row] = await db
      .update(membershipTypes)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(membershipTypes.id, id))
      .returning();
    const season = (await seasonOf(db, row!.year))!;
    return toTypeView(row!, season, await clubToday(db));
  } catch (err) {
    if (isUniqueViolation(err) && input.name) throw nameTaken(input.name);
    throw err;
  }
}

/** Deletes a type nobody has joined with; one in use is only withdrawn (isOffered false). */
export async function deleteMembershipType(db: DbOrTx, id: string): Promise<void> {
  await typeById(db, id);
  const [used] = await db
    .select({ n: count() })
    .from(memberships)
    .where(inArray(memberships.typeId, [id]));
  if ((used?.n ?? 0) > 0) {
    throw new AppError(
      'CONFLICT',
      'Members have joined with this type: stop offering it instead of deleting it.',
    );
  }
  await db.delete(membershipTypes).where(eq(membershipTypes.id, id));
}
