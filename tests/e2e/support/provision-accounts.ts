// Run by e2e-accounts.ts (node --import tsx) on the e2e server's DATA_DIR before it starts.
import path from 'node:path';
import type { AppContext } from '@server/context';
import { openDatabase } from '@server/db/client';
import { seedLeagues } from '@server/db/factories/leagues';
import { user } from '@server/db/schema/auth';
import { leagues, teams } from '@server/db/schema/leagues';
import { loadEnv } from '@server/env';
import { createUserAccount } from '@server/features/accounts/create-user-account';
import { resolveAuthSecret } from '@server/lib/auth-secret';
import { createLogger } from '@server/lib/logger';
import { localNotifyBus } from '@server/lib/notify-bus';
import { RateLimiter } from '@server/lib/rate-limit';
import { and, eq } from 'drizzle-orm';
import { e2eAccountPassword, e2eAccounts, e2eJourneyAccounts, e2eTeam } from './e2e-accounts';
import { provisionMatchResults } from './provision-match-results';

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
  // The demo season (the server's seed skips it once it exists) and one team of the e2e
  // captain in its women's 3.5 league: the captains page relay and placement journeys use it.
  await seedLeagues(ctx.db);
  const [league] = await ctx.db
    .select({ id: leagues.id })
    .from(leagues)
    .where(and(eq(leagues.gender, 'women'), eq(leagues.level, '3.5'), eq(leagues.ageDivision, '18+')))
    .limit(1);
  const [captain] = await ctx.db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, e2eAccounts.captain.email));
  if (!league || !captain) throw new Error('e2e setup: no women’s 3.5 league or captain for the e2e team');
  await ctx.db
    .insert(teams)
    .values({ leagueId: league.id, name: e2eTeam, status: 'active', captainId: captain.id });
  const [rep] = await ctx.db.select({ id: user.id }).from(user).where(eq(user.email, e2eAccounts.rep.email));
  await provisionMatchResults(ctx, league.id, captain.id, rep!.id);
} finally {
  await database.close();
}
