import bcrypt from 'bcryptjs';
import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { account } from '../db/schema/auth';

/*
 * Passwords are hashed with Better Auth's scrypt. Members brought over from the old site
 * (GoTrue) keep the bcrypt hash it stored until their first sign-in here, which replaces it
 * with an scrypt hash of the same password (see rehashLegacyPassword and auth.ts).
 */

/** GoTrue writes `$2a$`; PHP-era and other bcrypt tools write `$2b$` and `$2y$`. */
const bcryptHashPattern = /^\$2[aby]\$\d{2}\$[./A-Za-z0-9]{53}$/;

export function isBcryptHash(hash: string): boolean {
  return bcryptHashPattern.test(hash);
}

/** New and changed passwords: Better Auth's scrypt, as before any import. */
export const hashStoredPassword = (password: string): Promise<string> => hashPassword(password);

/** Better Auth's `password.verify`: bcrypt for imported hashes (bcryptjs, no native build), else scrypt. */
export async function verifyStoredPassword({ hash, password }: { hash: string; password: string }) {
  if (isBcryptHash(hash)) return bcrypt.compare(password, hash);
  return verifyPassword({ hash, password });
}

/**
 * After a successful sign-in: when the user's credential still holds an imported bcrypt hash,
 * store an scrypt hash of the password instead. The password is checked against that hash
 * once more here (this does not trust the caller), and the row is changed only if it still
 * holds that hash, so a password changed meanwhile is never overwritten. True when re-hashed.
 */
export async function rehashLegacyPassword(db: DbOrTx, userId: string, password: string): Promise<boolean> {
  const [credential] = await db
    .select({ id: account.id, password: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')))
    .limit(1);
  const legacy = credential?.password;
  if (!credential || !legacy || !isBcryptHash(legacy)) return false;
  if (!(await bcrypt.compare(password, legacy))) return false;
  const next = await hashStoredPassword(password);
  const changed = await db
    .update(account)
    .set({ password: next, updatedAt: new Date() })
    .where(and(eq(account.id, credential.id), eq(account.password, legacy)))
    .returning({ id: account.id });
  return changed.length > 0;
}
