import { randomUUID } from 'node:crypto';
import type { AppContext } from '@server/context';
import { insertRosterEntries } from '@server/db/factories/leagues';
import { insertTeamMatch } from '@server/db/factories/team-matches';
import { randomPassword, setPlayerDetails } from '@server/db/factories/user';
import { leagues, teams } from '@server/db/schema/leagues';
import { lineups } from '@server/db/schema/team-matches';
import { createUserAccount } from '@server/features/accounts/create-user-account';
import { eq } from 'drizzle-orm';
import { e2eAccountPassword } from './e2e-accounts';

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

/**
 * The lineup withdrawal journey's team (issue 22 §3): its matches' lineups are published with
 * the withdrawing player on D1; she signs in with the e2e password.
 */
export const e2eWithdrawTeam = 'E2E Withdraw Squad';
export const e2eWithdrawPlayers = [
  'Wren Withdraw',
  'Abi Stay',
  'Bo Stay',
  'Cat Stay',
  'Dee Stay',
  'Em Stay',
  'Fen Stay',
  'Gwen Stay',
];
export const e2eWithdrawEmail = 'e2e-wren-withdraw@example.org';

export const matchesPerJourney = 6;
const fixedId = (kind: 'a' | 'b' | 'c' | 'd', i: number) => `00000000-0000-4000-8000-0000000e2e${kind}${i}`;
/** The match of one run of a journey: its repeat index plus 3 per retry. */
export const e2eLineupMatchId = (run: number) => fixedId('a', run);
export const e2eScoreMatchId = (run: number) => fixedId('b', run);
export const e2eSubMatchId = (run: number) => fixedId('c', run);
export const e2eWithdrawMatchId = (run: number) => fixedId('d', run);

async function player(ctx: AppContext, name: string, rating: '3.5' | '4.0') {
  const slug = name.toLowerCase().replace(/[^a-z]+/g, '-');
  const account = await createUserAccount(ctx, {
    name,
    username: `e2e_${slug.replace(/-/g, '_')}`,
    email: `e2e-${slug}@example.org`,
    password: name === e2eWithdrawPlayers[0] ? e2eAccountPassword : randomPassword(),
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
    { name: e2eWithdrawTeam, players: e2eWithdrawPlayers, extra: null, kind: 'd' as const, days: 4 },
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
      if (squad.kind === 'd') {
        const ids = roster.map((p) => p.userId);
        await ctx.db.insert(lineups).values({
          teamMatchId: fixedId(squad.kind, i),
          status: 'published',
          lines: [
            { lineId: 'S1', playerIds: [ids[1]!] },
            { lineId: 'S2', playerIds: [ids[2]!] },
            { lineId: 'D1', playerIds: [ids[0]!, ids[3]!] },
            { lineId: 'D2', playerIds: [ids[4]!, ids[5]!] },
            { lineId: 'D3', playerIds: [ids[6]!, ids[7]!] },
          ],
          shareToken: randomUUID(),
        });
      }
    }
  }
}
