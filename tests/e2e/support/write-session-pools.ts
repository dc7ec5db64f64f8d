import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AppContext } from '@server/context';
import { user } from '@server/db/schema/auth';
import { eq } from 'drizzle-orm';
import { createDirectSession } from '../../support/session-cookie';
import { fileSafe, type PooledSession } from './direct-sessions';

/** Writes `count` sessions of each account (by e-mail) into `dir` (run during provisioning). */
export async function writeSessionPools(
  ctx: AppContext,
  dir: string,
  accounts: ReadonlyArray<{ email: string; count: number }>,
): Promise<void> {
  mkdirSync(path.join(dir, 'used'), { recursive: true });
  for (const { email, count } of accounts) {
    const [row] = await ctx.db.select({ id: user.id }).from(user).where(eq(user.email, email.toLowerCase()));
    if (!row) throw new Error(`e2e setup: no account ${email} to write sessions for`);
    const poolDir = path.join(dir, 'pool', fileSafe(email));
    mkdirSync(poolDir, { recursive: true });
    for (let i = 0; i < count; i++) {
      const session = await createDirectSession(ctx, row.id);
      const pooled: PooledSession = {
        name: session.cookieName,
        value: session.cookieValue,
        expires: Math.floor(session.expiresAt.getTime() / 1000),
      };
      writeFileSync(path.join(poolDir, String(i)), JSON.stringify(pooled));
    }
  }
}
