import type { CreateCourtInput } from '@shared/schemas/courts';
import type { DbOrTx } from '../client';
import { courts } from '../schema/courts';
import { demoCourts } from '../seed-data/courts';

export type CourtRow = typeof courts.$inferSelect;
export type CourtValues = Required<Omit<CreateCourtInput, 'slug'>> & { slug: string };

/** Seed step: the five demo locations, only when there are no locations yet. */
export async function seedCourts(db: DbOrTx): Promise<void> {
  const [existing] = await db.select({ id: courts.id }).from(courts).limit(1);
  if (existing) return;
  await db
    .insert(courts)
    .values([...demoCourts])
    .onConflictDoNothing();
}
