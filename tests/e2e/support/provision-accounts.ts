// Run by e2e-accounts.ts (node --import tsx) on the e2e server's DATA_DIR before it starts.
import path from 'node:path';
import type { AppContext } from '@server/context';
import { openDatabase } from '@server/db/client';
import { insertSocialEvent } from '@server/db/factories/events';
import { insertRosterEntries, seedLeagues } from '@server/db/factories/leagues';
import { insertFamilyMember, insertMembership, seedMembership } from '@server/db/factories/membership';
import { giveMemberAWeek } from '@server/db/factories/my-week-demo';
import { seedOwedBack, settleMembershipDues } from '@server/db/factories/payments';
import { setPlayerDetails } from '@server/db/factories/user';
import { user } from '@server/db/schema/auth';
import { leagues, teams } from '@server/db/schema/leagues';
import { membershipTypes } from '@server/db/schema/membership';
import { seedDemoContent } from '@server/db/seed';
import { loadEnv } from '@server/env';
import { createUserAccount } from '@server/features/accounts/create-user-account';
import { registerMembershipPayments } from '@server/features/membership/membership-payments';
import { sendRenewalReminders } from '@server/features/membership/membership-reminders';
import { offeredSeason, seasonOf } from '@server/features/membership/membership-seasons';
import { resolveAuthSecret } from '@server/lib/auth-secret';
import { clubToday } from '@server/lib/club-time-zone';
import { createLogger } from '@server/lib/logger';
import { localNotifyBus } from '@server/lib/notify-bus';
import { RateLimiter } from '@server/lib/rate-limit';
import { renewalDueFrom } from '@shared/membership-state';
import { and, eq } from 'drizzle-orm';
import { reuseRepeatedPasswordHashes } from '../../support/password-hashes';
import { sessionsDirEnv } from './direct-sessions';
import {
  e2eAccountPassword,
  e2eAccounts,
  e2eJourneyAccounts,
  e2eTeam,
  spareAccount,
  spareAccountCount,
  spareFamilyOf,
} from './e2e-accounts';
import { provisionImportedMembers } from './provision-imported-members';
import { e2eWithdrawEmail, provisionMatchResults } from './provision-match-results';
import { writeSessionPools } from './write-session-pools';

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
  // Every e2e account has the same password: hashed once, not once per account.
  await reuseRepeatedPasswordHashes(ctx);
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
  const [aces] = await ctx.db
    .insert(teams)
    .values({ leagueId: league.id, name: e2eTeam, status: 'active', captainId: captain.id })
    .returning({ id: teams.id });
  // The captain plays on the team they registered (a teammate of those who accept), and so does
  // the club messages journey's reader.
  const [teammate] = await ctx.db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, e2eJourneyAccounts.teammate.email));
  await insertRosterEntries(
    ctx.db,
    aces!.id,
    [
      { userId: captain.id, name: e2eAccounts.captain.name },
      { userId: teammate!.id, name: e2eJourneyAccounts.teammate.name },
    ],
    captain.id,
  );
  const [rep] = await ctx.db.select({ id: user.id }).from(user).where(eq(user.email, e2eAccounts.rep.email));
  await provisionMatchResults(ctx, league.id, captain.id, rep!.id);

  // The renewal journey's members: each paid last season's Individual membership (cash, taken by
  // the e2e executive) and got the season's renewal reminder, sent by the reminder job as the
  // integration tests run it, on the first day of that season's reminder window. The e-mails
  // wait in the outbox; the server sends them to the e2e mailbox when it starts.
  registerMembershipPayments();
  await seedMembership(ctx.db);
  const offered = await offeredSeason(ctx.db, await clubToday(ctx.db));
  const last = offered ? await seasonOf(ctx.db, offered.year - 1) : null;
  if (!offered || !last) throw new Error('e2e setup: no membership season to renew into');
  const [individual] = await ctx.db
    .select()
    .from(membershipTypes)
    .where(and(eq(membershipTypes.year, last.year), eq(membershipTypes.name, 'Individual')));
  const [treasurer] = await ctx.db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, e2eAccounts.executive.email));
  if (!individual || !treasurer) throw new Error('e2e setup: no Individual type or treasurer');
  for (let i = 0; i < spareAccountCount; i++) {
    const account = spareAccount('renewal', i);
    const created = await createUserAccount(ctx, {
      ...account,
      password: e2eAccountPassword,
      actor: { id: null, label: 'e2e setup' },
    });
    await setPlayerDetails(ctx.db, created.id, {
      phone: `555-02${String(10 + i)}`,
      birthYear: 1984 + i,
      ntrpRating: '3.5',
      ratingType: 'C',
      ratingYear: last.year - 1,
      gender: 'female',
    });
    const paidAt = new Date(`${last.startsOn}T18:00:00Z`);
    paidAt.setUTCDate(paidAt.getUTCDate() + 40 + i);
    await ctx.db.transaction(async (tx) => {
      const m = await insertMembership(tx, {
        userId: created.id,
        typeId: individual.id,
        year: last.year,
        priceCents: individual.priceCents,
        paymentChoice: 'offline',
        emergencyName: 'Jordan Avery',
        emergencyPhone: '555-0299',
        createdAt: paidAt,
        people: [{ fullName: account.name, birthYear: 1984 + i }],
      });
      await settleMembershipDues(
        tx,
        m,
        { name: account.name, email: account.email },
        { how: 'cash', receivedBy: 'Treasurer', recordedBy: treasurer.id },
        paidAt,
      );
    });
  }
  const queued = await sendRenewalReminders(ctx, new Date(`${renewalDueFrom(last)}T18:00:00Z`));
  if (queued < spareAccountCount) throw new Error(`e2e setup: ${queued} renewal reminders queued`);

  // The waiver journey's board members (no membership yet), and the player-details journey's
  // members (nothing given yet).
  const spareRoles = [
    ['waiver', 'board'],
    ['player', 'member'],
  ] as const;
  for (const [kind, role] of spareRoles) {
    for (let i = 0; i < spareAccountCount; i++) {
      await createUserAccount(ctx, {
        ...spareAccount(kind, i),
        password: e2eAccountPassword,
        roles: [role],
        actor: { id: null, label: 'e2e setup' },
      });
    }
  }

  // The roster invitation journey's players, and the push journey's: rated for the e2e team's
  // women's 3.5 league.
  for (const kind of ['invitee', 'notified'] as const)
    for (let i = 0; i < spareAccountCount; i++) {
      const invitee = await createUserAccount(ctx, {
        ...spareAccount(kind, i),
        password: e2eAccountPassword,
        roles: ['member'],
        actor: { id: null, label: 'e2e setup' },
      });
      await setPlayerDetails(ctx.db, invitee.id, {
        ntrpRating: '3.5',
        ratingType: 'C',
        ratingYear: new Date().getUTCFullYear() - 1,
        gender: 'female',
        birthYear: 1988,
        phone: '555-0188',
      });
    }

  // The family sign-up journey's parents: each account manages a partner and a junior.
  for (let i = 0; i < spareAccountCount; i++) {
    const parent = await createUserAccount(ctx, {
      ...spareAccount('family', i),
      password: e2eAccountPassword,
      roles: ['member'],
      actor: { id: null, label: 'e2e setup' },
    });
    const family = spareFamilyOf(i);
    await insertFamilyMember(ctx.db, parent.id, family.partner, 1983);
    await insertFamilyMember(ctx.db, parent.id, family.junior, 2014);
  }

  // Members of the club's old site, imported with their old passwords and roles.
  await provisionImportedMembers(ctx);

  // The demo club around them. The server seeds only a database it has just created, and this
  // one exists once the accounts are in, so the journeys' database gets it here, last (each seed
  // step keeps what is already there), as the server's first start did before.
  await seedDemoContent(ctx);

  // The my-week journey's player gets a week in the demo club: matches, a sign-up, a fee owed.
  const [weekPlayer] = await ctx.db.select().from(user).where(eq(user.email, e2eJourneyAccounts.week.email));
  await giveMemberAWeek(ctx.db, { userId: weekPlayer!.id, name: weekPlayer!.name, email: weekPlayer!.email });

  // The treasurer's journey: the demo's money owed back (the seed skipped its ledger rows,
  // because the accounts above had written some already).
  const owedSocial = await insertSocialEvent(ctx.db, { title: 'E2E Owed Back Social', feeCents: 1500 });
  await seedOwedBack(ctx.db, owedSocial, new Date());

  // The sessions journeys that are not about signing in start from (direct-sessions.ts): more
  // for the role accounts, which many journeys use, than for the journey and spare accounts.
  const sessionsDir = process.env[sessionsDirEnv];
  if (sessionsDir) {
    await writeSessionPools(ctx, sessionsDir, [
      ...Object.values(e2eAccounts).map(({ email }) => ({ email, count: 16 })),
      ...Object.values(e2eJourneyAccounts).map(({ email }) => ({ email, count: 4 })),
      { email: e2eWithdrawEmail, count: 4 },
      ...(['renewal', 'waiver', 'family', 'player', 'invitee', 'notified'] as const).flatMap((kind) =>
        Array.from({ length: spareAccountCount }, (_, i) => ({
          email: spareAccount(kind, i).email,
          count: 3,
        })),
      ),
    ]);
  }
} finally {
  await database.close();
}
