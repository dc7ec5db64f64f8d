import type { AppContext } from '@server/context';
import { insertRosterEntries } from '@server/db/factories/leagues';
import { insertTeamMatch } from '@server/db/factories/team-matches';
import { randomPassword, setPlayerDetails } from '@server/db/factories/user';
import { leagues, teams } from '@server/db/schema/leagues';
import { createUserAccount } from '@server/features/accounts/create-user-account';
import { eq } from 'drizzle-orm';

/*
 * Data of the lineup and score journeys (issue 11 §3–4), made before the e2e server starts: two
 * teams of the e2e captain in the women's 3.5 league, each with a rated roster, and team matches
 * with fixed ids, one per repeat of a journey (--repeat-each 3, and a retry), so no two runs of a
 * journey share a match.
 */

export const e2eLineupTeam = 'E2E Lineup Squad';
export const e2eScoreTeam = 'E2E Score Squad';
export const e2eLineupPlayers = [
  'Ada Lineup',
  'Bea Lineup',
  'Cleo Lineup',
  'Dot Lineup',
  'Eve Lineup',
  'Flo Lineup',
  'Gia Lineup',
  'Hal Lineup',
];
/** Rated 4.0: above the 3.5 league's level (nobody may play down). */
export const e2eTooStrongPlayer = 'Ivy Overrated';
export const e2eScorePlayers = [
  'Jo Score',
  'Kim Score',
  'Liv Score',
  'Mo Score',
  'Nia Score',
  'Oda Score',
  'Pia Score',
  'Quinn Score',
];

/** The sub finder journey's team (issue 21 §2): a full roster and one player on the bench. */
export const e2eSubTeam = 'E2E Sub Squad';
export const e2eSubPlayers = [
  'Ana Sub',
  'Bo Sub',
  'Cy Sub',
  'Di Sub',
  'Ed Sub',
  'Fay Sub',
  'Gus Sub',
  'Hy Sub',
];
export const e2eSubBench = 'Rae Bench';

export const matchesPerJourney = 6;
const fixedId = (kind: 'a' | 'b' | 'c', i: number) => `00000000-0000-4000-8000-0000000e2e${kind}${i}`;
/** The match of one run of a journey: its repeat index plus 3 per retry. */
export const e2eLineupMatchId = (run: number) => fixedId('a', run);
export const e2eScoreMatchId = (run: number) => fixedId('b', run);
export const e2eSubMatchId = (run: number) => fixedId('c', run);

async function player(ctx: AppContext, name: string, rating: '3.5' | '4.0') {
  const slug = name.toLowerCase().replace(/[^a-z]+/g, '-');
  const account = await createUserAccount(ctx, {
    name,
    username: `e2e_${slug.replace(/-/g, '_')}`,
    email: `e2e-${slug}@example.org`,
    password: randomPassword(),
    roles: ['member'],
    actor: { id: null, label: 'e2e setup' },
  });
  await setPlayerDetails(ctx.db, account.id, {
    ntrpRating: rating,
    ratingType: 'C',
    ratingYear: new Date().getUTCFullYear() - 1,
    gender: 'female',
    birthYear: 1988,
  });
  return { userId: account.id, name };
}

export async function provisionMatchResults(
  ctx: AppContext,
  leagueId: string,
  captainId: string,
  coordinatorId: string,
): Promise<void> {
  // The rep coordinates this league: they confirm the score journey's results.
  await ctx.db.update(leagues).set({ coordinatorId }).where(eq(leagues.id, leagueId));
  const day = 86_400_000;
  const squads = [
    {
      name: e2eLineupTeam,
      players: e2eLineupPlayers,
      extra: e2eTooStrongPlayer,
      kind: 'a' as const,
      days: 10,
    },
    { name: e2eScoreTeam, players: e2eScorePlayers, extra: null, kind: 'b' as const, days: -2 },
    { name: e2eSubTeam, players: [...e2eSubPlayers, e2eSubBench], extra: null, kind: 'c' as const, days: 5 },
  ];
  for (const squad of squads) {
    const [team] = await ctx.db
      .insert(teams)
      .values({ leagueId, name: squad.name, status: 'active', captainId })
      .returning();
    const roster = [];
    for (const name of squad.players) roster.push(await player(ctx, name, '3.5'));
    if (squad.extra) roster.push(await player(ctx, squad.extra, '4.0'));
    await insertRosterEntries(ctx.db, team!.id, roster, captainId);
    for (let i = 0; i < matchesPerJourney; i++) {
      await insertTeamMatch(ctx.db, {
        id: fixedId(squad.kind, i),
        teamId: team!.id,
        startsAt: new Date(Date.now() + (squad.days + i) * day),
        isHome: true,
        opponentTeam: `Riverside Rockets ${i + 1}`,
        opponentClub: 'Riverside TC',
      });
    }
  }
}
