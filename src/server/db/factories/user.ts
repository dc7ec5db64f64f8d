import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { profiles } from '../schema/profiles';

export interface PlayerDetails {
  phone?: string | null;
  ntrpRating?: (typeof profiles.$inferInsert)['ntrpRating'];
  ratingType?: (typeof profiles.$inferInsert)['ratingType'];
  ratingYear?: number | null;
  gender?: 'female' | 'male' | null;
  birthYear?: number | null;
}

/** Fills in a profile's tennis details (what the member would enter on their profile page). */
export async function setPlayerDetails(db: DbOrTx, userId: string, details: PlayerDetails): Promise<void> {
  await db.update(profiles).set(details).where(eq(profiles.id, userId));
}

/** A throwaway password for accounts that are display data only (never stored in the repo). */
export function randomPassword(): string {
  return `${randomBytes(15).toString('base64url')}-Aa1`;
}
