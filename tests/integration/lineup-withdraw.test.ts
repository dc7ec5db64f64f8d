import { buildLeague, insertLeague, insertRosterEntries, insertTeam } from '@server/db/factories/leagues';
import { insertTeamMatch } from '@server/db/factories/team-matches';
import { lineups, matchAvailability } from '@server/db/schema/team-matches';
import { scheduleApi } from '@shared/api/team-matches';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, emailsTo } from '../support/auth-helpers';
import { answerOf, callRoute, errorOf } from '../support/call-route';
import { createTestApp, type TestApp } from '../support/test-context';

/*
 * "Withdraw from this match" (issue 22 §3): only a player of the published lineup, only before
 * the match starts; it records "no" with the withdrawal and tells the captains at once (the
 * dropout notice, saying they withdrew, with the reason). Nothing is queued when it is refused.
 */

type Person = Awaited<ReturnType<typeof createSignedInUser>>;
let t: TestApp;
let captain: Person;
let coCaptain: Person;
let player: Person;
let benchPlayer: Person;
let rep: Person;
let teamId: string;

beforeAll(async () => {
  t = await createTestApp({ rateLimits: false });
  captain = await createSignedInUser(t, 'captain', { name: 'Cathy Captain', email: 'cathy.w@example.org' });
  coCaptain = await createSignedInUser(t, 'captain', { name: 'Cora Cocap', email: 'cora.w@example.org' });
  player = await createSignedInUser(t, 'member', { name: 'Wren Player', email: 'wren@example.org' });
  benchPlayer = await createSignedInUser(t, 'member', { name: 'Ben Bench', email: 'ben@example.org' });
  rep = await createSignedInUser(t, 'rep', { name: 'Rita Rep', email: 'rita.w@example.org' });
  const league = await insertLeague(t.ctx.db, {
    ...buildLeague({
      season: 'summer',
      gender: 'women',
      ageDivision: '18+',
      level: { kind: 'ntrp', rating: 3.5 },
    }),
    name: 'Withdraw Test Women 3.5',
  });
  const team = await insertTeam(t.ctx.db, {
    leagueId: league.id,
    name: 'Net Results',
    status: 'active',
    captainId: captain.user.id,
    coCaptainId: coCaptain.user.id,
  });
  teamId = team.id;
  await insertRosterEntries(
    t.ctx.db,
    team.id,
    [
      { userId: captain.user.id, name: 'Cathy Captain' },
      { userId: player.user.id, name: 'Wren Player' },
      { userId: benchPlayer.user.id, name: 'Ben Bench' },
    ],
    captain.user.id,
  );
});
afterAll(() => t.close());

async function matchWithLineup(startsInDays: number, status: 'published' | 'draft' = 'published') {
  const match = await insertTeamMatch(t.ctx.db, {
    teamId,
    startsAt: new Date(Date.now() + startsInDays * 86_400_000),
    isHome: true,
    opponentTeam: `Opponents ${crypto.randomUUID().slice(0, 6)}`,
  });
  await t.ctx.db.insert(lineups).values({
    teamMatchId: match.id,
    status,
    lines: [{ lineId: 'D2', playerIds: [captain.user.id, player.user.id] }],
    shareToken: crypto.randomUUID(),
  });
  return match;
}

const withdraw = (who: Person, matchId: string, reason = '') =>
  callRoute(t, scheduleApi.withdraw, { as: who.jar, params: { id: matchId }, body: { reason } });

const withdrawalMails = async (who: Person, opponent: string) =>
  (await emailsTo(t, who.user.email)).filter((m) => m.subject.includes(opponent));

describe('withdrawing from a match', () => {
  it('records "no" with the withdrawal and tells both captains at once, with the reason', async () => {
    const match = await matchWithLineup(5);
    const before = answerOf(
      await callRoute(t, scheduleApi.match, { as: player.jar, params: { id: match.id } }),
    );
    expect(before.canWithdraw).toBe(true);
    expect(before.withdrawnAt).toBeNull();

    const res = await withdraw(player, match.id, 'Sprained *ankle*');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const page = answerOf(res);
    expect(page.canWithdraw).toBe(false);
    expect(page.withdrawnAt).not.toBeNull();
    expect(page.myAnswer).toMatchObject({ answer: 'no', note: 'Sprained *ankle*' });
    const [row] = await t.ctx.db
      .select()
      .from(matchAvailability)
      .where(eq(matchAvailability.matchId, match.id));
    expect(row?.answer).toBe('no');
    expect(row?.withdrawnAt).not.toBeNull();

    for (const who of [captain, coCaptain]) {
      const [mail, ...more] = await withdrawalMails(who, match.opponentTeam);
      expect(more).toHaveLength(0);
      expect(mail!.subject).toMatch(
        new RegExp(`^Wren Player cannot play .*: Net Results vs ${match.opponentTeam}$`),
      );
      expect(mail!.text).toContain('(D2) withdrew from the lineup for the match on');
      expect(mail!.text).toContain('Their reason: “Sprained *ankle*”');
      expect(mail!.html).not.toContain('<em>ankle</em>');
      expect(mail!.text).toContain(`/team-matches/${match.id}/lineup`);
    }

    // Twice: refused, nothing more queued.
    const again = await withdraw(player, match.id);
    expect(again.status).toBe(409);
    expect(await withdrawalMails(coCaptain, match.opponentTeam)).toHaveLength(1);
  });

  it('is only for a player of the published lineup', async () => {
    const match = await matchWithLineup(6);
    const bench = await withdraw(benchPlayer, match.id);
    expect(bench.status).toBe(403);
    expect(errorOf(bench).error).toContain('published lineup');
    // League staff may read the match, but are not its players.
    expect((await withdraw(rep, match.id)).status).toBe(403);
    const draft = await matchWithLineup(7, 'draft');
    expect((await withdraw(player, draft.id)).status).toBe(403);
    expect(
      answerOf(await callRoute(t, scheduleApi.match, { as: player.jar, params: { id: draft.id } }))
        .canWithdraw,
    ).toBe(false);
    for (const m of [match, draft]) expect(await withdrawalMails(captain, m.opponentTeam)).toHaveLength(0);
  });

  it('is refused once the match has started', async () => {
    const started = await matchWithLineup(-0.01);
    const res = await withdraw(player, started.id);
    expect(res.status).toBe(409);
    expect(errorOf(res).error).toContain('has started');
    expect(
      answerOf(await callRoute(t, scheduleApi.match, { as: player.jar, params: { id: started.id } }))
        .canWithdraw,
    ).toBe(false);
    expect(await withdrawalMails(captain, started.opponentTeam)).toHaveLength(0);
  });

  it('ends with a new answer: a player who can play after all answers "yes"', async () => {
    const match = await matchWithLineup(8);
    expect((await withdraw(player, match.id)).status).toBe(200);
    const res = await callRoute(t, scheduleApi.answer, {
      as: player.jar,
      params: { id: match.id },
      body: { answer: 'yes', note: '' },
    });
    expect(res.status).toBe(200);
    const page = answerOf(
      await callRoute(t, scheduleApi.match, { as: player.jar, params: { id: match.id } }),
    );
    expect(page.withdrawnAt).toBeNull();
    expect(page.canWithdraw).toBe(true);
  });
});
