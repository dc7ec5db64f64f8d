import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import {
  type CreatedUserAccount,
  createUserAccount,
  type NewUserAccount,
} from '../../features/accounts/create-user-account';
import type { DbOrTx } from '../client';
import { profiles } from '../schema/profiles';

let sequence = 0;

/** Unique, valid account details for tests and fixtures (override what matters). */
export function buildUserAccount(overrides: Partial<NewUserAccount> = {}): NewUserAccount {
  sequence += 1;
  const tag = `${randomBytes(3).toString('hex')}${sequence}`;
  return {
    email: `player.${tag}@example.org`,
    password: `Correct-horse-${tag}`,
    name: `Test Player ${tag}`,
    username: `player_${tag}`,
    ...overrides,
  };
}

/**
 * A confirmed account with unique details (override what matters), made by the accounts
 * feature's createUserAccount like the operators' accounts; with its password, to sign in.
 */
export async function createTestAccount(
  ctx: AppContext,
  overrides: Partial<NewUserAccount> = {},
): Promise<CreatedUserAccount & { password: string }> {
  const input = buildUserAccount(overrides);
  return { ...(await createUserAccount(ctx, input)), password: input.password };
}

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
