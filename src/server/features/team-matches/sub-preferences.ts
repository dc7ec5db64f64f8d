import { type SubPreferences, subPreferencesSchema } from '@shared/schemas/team-matches-subs';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { subPreferences } from '../../db/schema/team-matches-subs';

/*
 * A member's subbing preferences (issue 21 §2): levels, formats, days and how far they travel,
 * kept beside their profile (profile → Subbing).
 */

export async function getSubPreferences(db: DbOrTx, userId: string): Promise<SubPreferences> {
  const [row] = await db.select().from(subPreferences).where(eq(subPreferences.userId, userId));
  return row
    ? preferencesOf(row)
    : { isAvailable: false, levels: [], formats: [], days: [], travelMiles: 15 };
}

export function preferencesOf(row: typeof subPreferences.$inferSelect): SubPreferences {
  // Stored by the same schema; a value no longer in a list reads as absent.
  const parsed = subPreferencesSchema.safeParse({
    isAvailable: row.isAvailable,
    levels: row.levels,
    formats: row.formats,
    days: row.days,
    travelMiles: row.travelMiles,
  });
  return parsed.success
    ? parsed.data
    : { isAvailable: false, levels: [], formats: [], days: [], travelMiles: row.travelMiles };
}

export async function saveSubPreferences(
  db: DbOrTx,
  userId: string,
  input: SubPreferences,
): Promise<SubPreferences> {
  const values = { ...input, updatedAt: new Date() };
  await db
    .insert(subPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: subPreferences.userId, set: values });
  return getSubPreferences(db, userId);
}
