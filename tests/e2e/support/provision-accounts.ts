// Run by e2e-accounts.ts (node --import tsx) on the e2e server's DATA_DIR before it starts.
import path from 'node:path';
import type { AppContext } from '@server/context';
import { openDatabase } from '@server/db/client';
import { createUserAccount } from '@server/db/factories/user';
import { loadEnv } from '@server/env';
import { resolveAuthSecret } from '@server/lib/auth-secret';
import { createLogger } from '@server/lib/logger';
import { localNotifyBus } from '@server/lib/notify-bus';
import { RateLimiter } from '@server/lib/rate-limit';
import { e2eAccountPassword, e2eAccounts, e2eJourneyAccounts } from './e2e-accounts';

const env = loadEnv();
const dataDir = path.resolve(env.DATA_DIR);
const database = await openDatabase({ dataDir });
try {
  await database.migrate();
  const ctx: AppContext = {
    env,
    database,
    db: database.db,
    logger: createLogger('warn'),
    rateLimiter: new RateLimiter(database.db, false),
    bus: localNotifyBus(),
    uploadsDir: path.join(dataDir, 'uploads'),
    authSecret: resolveAuthSecret(env.AUTH_SECRET, dataDir),
  };
  for (const [role, account] of Object.entries(e2eAccounts)) {
    await createUserAccount(ctx, {
      ...account,
      password: e2eAccountPassword,
      roles: [role as keyof typeof e2eAccounts],
      actor: { id: null, label: 'e2e setup' },
    });
  }
  for (const { roles, ...account } of Object.values(e2eJourneyAccounts)) {
    await createUserAccount(ctx, {
      ...account,
      password: e2eAccountPassword,
      roles,
      actor: { id: null, label: 'e2e setup' },
    });
  }
} finally {
  await database.close();
}
