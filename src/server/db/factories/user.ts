import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../context';
import {
  type CreatedUserAccount,
  createUserAccount,
  type NewUserAccount,
} from '../../features/accounts/create-user-account';

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
