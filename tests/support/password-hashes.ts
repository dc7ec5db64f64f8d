import { getAuth } from '@server/auth/auth';
import type { AppContext } from '@server/context';

/**
 * Test databases only: an account whose password was hashed before (in this process) gets
 * that same scrypt hash again instead of a new one with a new salt. Each hash is a real
 * Better Auth scrypt hash, every check of a password is the real scrypt check, and a
 * different password always gets its own hash; what is saved is the ~0.25 s of CPU each
 * repeated hash costs on the 2-core CI machine (the test accounts share one password,
 * testAccountPassword, and the e2e accounts theirs). Nothing here ever runs in the app.
 */
const hashes = new Map<string, Promise<string>>();

export async function reuseRepeatedPasswordHashes(ctx: AppContext): Promise<void> {
  const password = (await getAuth(ctx).$context).password;
  const hash = password.hash;
  password.hash = (plain: string) => {
    let hashed = hashes.get(plain);
    if (!hashed) {
      hashed = hash(plain);
      hashes.set(plain, hashed);
      hashed.catch(() => hashes.delete(plain));
    }
    return hashed;
  };
}
