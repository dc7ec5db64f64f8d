// Run by scripts/bench.ts (node --import tsx) on the bench DATA_DIR while no server holds it:
// a captain with a registered team of rated players in the first seeded league, so the roster
// read can be measured the way a captain opens it. Throwaway credentials of a throwaway database.
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../src/server/context';
import { openDatabase } from '../../src/server/db/client';
import { leagues, rosterEntries, teams } from '../../src/server/db/schema/leagues';
import { profiles } from '../../src/server/db/schema/profiles';
import { scoreSheets, teamMatches } from '../../src/server/db/schema/team-matches';
import { loadEnv } from '../../src/server/env';
import { createUserAccount } from '../../src/server/features/accounts/create-user-account';
import { resolveAuthSecret } from '../../src/server/lib/auth-secret';
import { createLogger } from '../../src/server/lib/logger';
import { localNotifyBus } from '../../src/server/lib/notify-bus';
import { RateLimiter } from '../../src/server/lib/rate-limit';
import { tieFormatSchema } from '../../src/shared/tennis/match-format';

const benchCaptain = { email: 'bench-captain@example.org', password: 'Bench-Captain-Password-2026!' };

const env = loadEnv();
const dataDir = path.resolve(env.DATA_DIR);
const database = await openDatabase({ dataDir });
try {
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
  const actor = { id: null, label: 'bench setup' };
  const captain = await createUserAccount(ctx, {
    ...benchCaptain,
    name: 'Bench Captain',
    username: 'bench_captain',
    roles: ['captain'],
    actor,
  });
  const [league] = await ctx.db
    .select()
    .from(leagues)
    .where(eq(leagues.gender, 'women'))
    .orderBy(asc(leagues.name));
  if (!league) throw new Error('bench: no seeded league');
  const [team] = await ctx.db
    .insert(teams)
    .values({ leagueId: league.id, name: 'Bench Backhands', captainId: captain.id, registeredBy: captain.id })
    .returning();
  const ids = [captain.id];
  for (let i = 0; i < 11; i++) {
    const player = await createUserAccount(ctx, {
      email: `bench-player-${i}@example.org`,
      password: benchCaptain.password,
      name: `Bench Player ${i}`,
      username: `bench_player_${i}`,
      roles: ['member'],
      actor,
    });
    ids.push(player.id);
  }
  for (const id of ids) {
    await ctx.db
      .update(profiles)
      .set({
        ntrpRating: '3.5',
        ratingType: 'C',
        ratingYear: league.year - 1,
        gender: 'female',
        birthYear: 1984,
      })
      .where(eq(profiles.id, id));
    await ctx.db.insert(rosterEntries).values({ teamId: team!.id, userId: id, addedBy: captain.id });
  }
  // Issue 11: eight played team matches with confirmed score sheets (every line of the league's
  // format, lineup players on our side), so the standings read computes from realistic results.
  const tie = tieFormatSchema.parse(league.matchFormat);
  for (let m = 0; m < 8; m++) {
    const [match] = await ctx.db
      .insert(teamMatches)
      .values({
        teamId: team!.id,
        startsAt: new Date(Date.now() - (m + 1) * 7 * 86_400_000),
        isHome: m % 2 === 0,
        opponentTeam: `Bench Opponent ${m % 4}`,
        opponentClub: 'Bench Club',
      })
      .returning();
    let next = m;
    const lines = tie.lines.map((line) => {
      const size = line.type === 'singles' ? 1 : 2;
      const ourPlayers = Array.from({ length: size }, () => ids[next++ % ids.length]!);
      const isWin = (m + next) % 3 !== 0;
      return {
        lineId: line.id,
        status: 'COMPLETED',
        score: {
          sets: isWin
            ? [
                { side1: 6, side2: 3 },
                { side1: 6, side2: 4 },
              ]
            : [
                { side1: 3, side2: 6 },
                { side1: 4, side2: 6 },
              ],
        },
        winningSide: (isWin ? 1 : 2) as 1 | 2,
        ourPlayers,
        opponentPlayers: [],
      };
    });
    await ctx.db.insert(scoreSheets).values({
      teamMatchId: match!.id,
      state: 'confirmed',
      lines,
      enteredBy: captain.id,
      confirmedBy: captain.id,
      confirmedAt: new Date(),
    });
  }
} finally {
  await database.close();
}
