import { type ClubIdentity, clubIdentitySchema, defaultClubIdentity } from '@shared/club';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { clubSettings } from '../db/schema/content';

/**
 * The club identity as saved by an admin, over the defaults. A stored value that
 * no longer passes the schema (e.g. after a field was added) falls back field by
 * field to the defaults rather than breaking every page's footer.
 */
export async function getClubIdentity(db: DbOrTx): Promise<ClubIdentity> {
  const [row] = await db.select().from(clubSettings).where(eq(clubSettings.id, 1)).limit(1);
  if (!row) return defaultClubIdentity;
  const stored = (row.identity ?? {}) as Record<string, unknown>;
  const merged = clubIdentitySchema.safeParse({ ...defaultClubIdentity, ...stored });
  if (merged.success) return merged.data;
  const fields = Object.fromEntries(
    Object.entries(defaultClubIdentity).map(([k, fallback]) => {
      const field = clubIdentitySchema.shape[k as keyof ClubIdentity];
      return [k, field.safeParse(stored[k]).success ? stored[k] : fallback];
    }),
  );
  return clubIdentitySchema.parse(fields);
}
