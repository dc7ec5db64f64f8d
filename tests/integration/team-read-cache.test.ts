import { insertTeamMatch } from '@server/db/factories/team-matches';
import { lineups } from '@server/db/schema/team-matches';
import { availabilityLinkPurpose } from '@server/features/team-matches/availability-answers';
import { createExpiringRecordToken } from '@server/lib/record-token';
import { availabilityLinkExpiry } from '@shared/availability-rules';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createSignedInUser, emailsTo } from '../support/auth-helpers';
import { insertTeamSetup } from '../support/team-setup';
import { createTestApp, type TestApp } from '../support/test-context';

/*
 * Issue 24 (decision 043): the roster, the schedule and the e-mail answer's context are cached
 * per process behind the team-reads / match-answers versions. Every change below is written as
 * plain SQL, as another process, a CLI or an operator would: nothing in the app drops an entry,
 * only the triggers' version bump makes the next read see it.
 */

let t: TestApp;
type Signed = Awaited<ReturnType<typeof createSignedInUser>>;
let captain: Signed;
let player: Signed;
let outsider: Signed;
let teamId: string;
let playerEntryId: string;
let matchId: string;
let token: string;
const dayMs = 86_400_000;
const as = (who: Signed, body?: unknown) => ({ headers: who.headers, body });

beforeAll(async () => {
  t = await createTestApp({ rateLimits: false });
  [captain, player, outsider] = await Promise.all([
    createSignedInUser(t, ['captain']),
    createSignedInUser(t, ['member']),
    createSignedInUser(t, ['member']),
  ]);
  const { team, entryIdOf } = await insertTeamSetup(t.ctx.db, {
    name: 'Cache Testers',
    captainId: captain.user.id,
    roster: [{ userId: player.user.id, name: 'Pat Player' }],
  });
  teamId = team.id;
  playerEntryId = entryIdOf(player.user.id);
  const match = await insertTeamMatch(t.ctx.db, {
    teamId,
    startsAt: new Date(Date.now() + 10 * dayMs),
    isHome: true,
    address: '1 Cache Rd',
  });
  matchId = match.id;
  token = createExpiringRecordToken(
    t.ctx.authSecret,
    availabilityLinkPurpose,
    [matchId, playerEntryId],
    availabilityLinkExpiry(match.startsAt),
  );
});
afterAll(() => t.close());

const roster = async (who: Signed) => call(t, 'GET', `/api/teams/${teamId}/roster`, as(who));
const schedule = async (who: Signed) => call(t, 'GET', `/api/teams/${teamId}/schedule`, as(who));
const answerByLink = (answer: string) =>
  call(t, 'POST', '/api/availability/link', { body: { token, answer, note: '' } });

describe('cached team reads are never stale after a write', () => {
  it('the roster follows a profile, a roster entry and the team written by another process', async () => {
    const first = await roster(captain);
    expect(first.status).toBe(200);
    expect(first.body.players.map((p: { name: string }) => p.name)).toEqual([player.user.name]);
    expect((await roster(captain)).body).toEqual(first.body);

    await t.ctx.db.execute(sql`update profiles set ntrp_rating = '4.0' where id = ${player.user.id}`);
    expect((await roster(captain)).body.players[0].ntrpRating).toBe('4.0');

    await t.ctx.db.execute(
      sql`insert into roster_entries (team_id, email, name) values (${teamId}, 'new.one@example.com', 'New One')`,
    );
    const grown = await roster(captain);
    expect(grown.body.players.map((p: { name: string }) => p.name)).toContain('New One');
    expect(grown.body.team.rosterCount).toBe(2);

    await t.ctx.db.execute(sql`update teams set name = 'Cache Testers Renamed' where id = ${teamId}`);
    expect((await roster(captain)).body.team.name).toBe('Cache Testers Renamed');
  });

  it('the access rule reads the same fresh row: a captain replaced in SQL loses the roster at once', async () => {
    expect((await roster(outsider)).status).toBe(403);
    await t.ctx.db.execute(sql`update teams set captain_id = ${outsider.user.id} where id = ${teamId}`);
    expect((await roster(outsider)).status).toBe(200);
    expect((await roster(captain)).status).toBe(403);
    await t.ctx.db.execute(sql`update teams set captain_id = ${captain.user.id} where id = ${teamId}`);
    expect((await roster(captain)).status).toBe(200);
  });

  it('the schedule follows answers (from the e-mail link or in SQL), matches and settings', async () => {
    const before = await schedule(player);
    expect(before.status).toBe(200);
    expect(before.body.matches[0]).toMatchObject({ yesCount: 0, myAnswer: null });

    expect((await answerByLink('yes')).status).toBe(200);
    expect((await schedule(player)).body.matches[0]).toMatchObject({
      yesCount: 1,
      myAnswer: { answer: 'yes' },
    });
    // The captain is not on the roster: the same cached read, without an answer of their own.
    expect((await schedule(captain)).body.matches[0]).toMatchObject({ yesCount: 1, myAnswer: null });

    await t.ctx.db.execute(
      sql`update match_availability set answer = 'maybe', note = 'Knee' where match_id = ${matchId}`,
    );
    expect((await schedule(player)).body.matches[0]).toMatchObject({
      yesCount: 0,
      myAnswer: { answer: 'maybe', note: 'Knee' },
    });

    await t.ctx.db.execute(sql`update team_matches set notes = 'Bring water' where id = ${matchId}`);
    expect((await schedule(player)).body.matches[0].notes).toBe('Bring water');

    await t.ctx.db.execute(
      sql`insert into team_match_settings (team_id, cutoff_hours, reminder_days) values (${teamId}, 48, '[7]')`,
    );
    expect((await schedule(player)).body.settings).toEqual({ cutoffHours: 48, reminderDays: [7] });
  });

  it('the e-mail answer: a "no" tells the captain once; the cut-off and the roster written in SQL hold at once', async () => {
    // The player plays D1 in the published lineup: a "no" is a dropout the captain hears of.
    await t.ctx.db.insert(lineups).values({
      teamMatchId: matchId,
      status: 'published',
      lines: [{ lineId: 'D1', playerIds: [player.user.id] }],
      shareToken: 'cache-test-share-token',
    });
    const noticesToCaptain = async () => (await emailsTo(t, captain.user.email)).length;
    const noticesBefore = await noticesToCaptain();
    const no = await answerByLink('no');
    expect(no.status).toBe(200);
    expect(no.body.recorded).toMatchObject({ answer: 'no' });
    expect(await noticesToCaptain()).toBe(noticesBefore + 1);
    expect((await answerByLink('no')).status).toBe(200);
    expect(await noticesToCaptain()).toBe(noticesBefore + 1);
    expect((await answerByLink('yes')).body.recorded).toMatchObject({ answer: 'yes' });

    // A cut-off of 11 days closes this match (10 days ahead).
    await t.ctx.db.execute(sql`update team_match_settings set cutoff_hours = 264 where team_id = ${teamId}`);
    expect((await answerByLink('maybe')).status).toBe(409);
    await t.ctx.db.execute(sql`update team_match_settings set cutoff_hours = 24 where team_id = ${teamId}`);
    expect((await answerByLink('maybe')).status).toBe(200);

    await t.ctx.db.execute(sql`delete from roster_entries where id = ${playerEntryId}`);
    expect((await answerByLink('yes')).status).toBe(404);
    const after = await schedule(player);
    expect(after.status).toBe(403);
  });
});
