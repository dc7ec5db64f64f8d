import { insertTeamMatch } from '@server/db/factories/team-matches';
import { profiles } from '@server/db/schema/profiles';
import { lineups } from '@server/db/schema/team-matches';
import { availabilityLinkUrl } from '@server/features/team-matches/availability-answers';
import { createExpiringRecordToken } from '@server/lib/record-token';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createSignedInUser } from '../support/auth-helpers';
import { insertTeamSetup, leagueInProgress } from '../support/team-setup';
import { createTestApp, type TestApp } from '../support/test-context';

/* The match page behind the availability e-mail's signed link (issue 21 §1). */

let t: TestApp;
type Signed = Awaited<ReturnType<typeof createSignedInUser>>;
let captain: Signed;
let coCaptain: Signed;
let player: Signed;
let matchId: string;
let invitedEntryId: string;
let playerEntryId: string;
const invitee = 'ivy.signed@example.com';
const dayMs = 86_400_000;
const linkOf = (entryId: string, match: { id: string; startsAt: Date }) =>
  new URL(availabilityLinkUrl(t.ctx, match, entryId, 'yes')).searchParams.get('token')!;
const open = (token: string) =>
  call(t, 'GET', `/api/availability/link/match?token=${encodeURIComponent(token)}`);

beforeAll(async () => {
  t = await createTestApp({ rateLimits: false });
  [captain, coCaptain, player] = await Promise.all([
    createSignedInUser(t, ['captain']),
    createSignedInUser(t, ['member']),
    createSignedInUser(t, ['member']),
  ]);
  // The captain plays and shows their phone to teammates, not their e-mail; the co-captain
  // (not on the roster) shows everything to teammates only; the player keeps all private.
  await t.ctx.db
    .update(profiles)
    .set({ phone: '303-555-0101', phoneVisibility: 'teammates', emailVisibility: 'private' })
    .where(eq(profiles.id, captain.user.id));
  await t.ctx.db
    .update(profiles)
    .set({ phone: '303-555-0102', phoneVisibility: 'teammates', emailVisibility: 'teammates' })
    .where(eq(profiles.id, coCaptain.user.id));
  await t.ctx.db
    .update(profiles)
    .set({ phone: '303-555-0199', phoneVisibility: 'private', emailVisibility: 'private' })
    .where(eq(profiles.id, player.user.id));
  const { team, entryIdOf } = await insertTeamSetup(t.ctx.db, {
    name: 'Signed Link Testers',
    captainId: captain.user.id,
    coCaptainId: coCaptain.user.id,
    league: leagueInProgress(2),
    roster: [
      { userId: captain.user.id, name: 'Cara Captain' },
      { userId: player.user.id, name: 'Pat Private' },
      { email: invitee, name: 'Ivy Invited' },
    ],
  });
  invitedEntryId = entryIdOf(invitee);
  playerEntryId = entryIdOf(player.user.id);
  const match = await insertTeamMatch(t.ctx.db, {
    teamId: team.id,
    startsAt: new Date(Date.now() + 6 * dayMs),
    isHome: false,
    opponentTeam: 'Baseline Bandits',
    address: '12 Court St, Boulder',
  });
  matchId = match.id;
  await t.ctx.db.insert(lineups).values({
    teamMatchId: match.id,
    status: 'published',
    lines: [
      { lineId: 'D1', playerIds: [captain.user.id, player.user.id] },
      { lineId: 'D2', playerIds: [] },
    ],
    alternates: [],
    note: 'Bring water',
    shareToken: 'signed-match-share-token-0001',
    publishedAt: new Date(),
  });
});
afterAll(() => t.close());

describe('the match page behind the signed availability link', () => {
  it('shows an invited player (no account) the match, place, lineup, captains and the account offer', async () => {
    const res = await open(
      linkOf(invitedEntryId, { id: matchId, startsAt: new Date(Date.now() + 6 * dayMs) }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      playerName: 'Ivy Invited',
      teamName: 'Signed Link Testers',
      invitedEmail: invitee,
      recorded: null,
      team: { name: 'Signed Link Testers' },
      match: { id: matchId, isHome: false, address: '12 Court St, Boulder' },
      lineup: { note: 'Bring water' },
    });
    expect(res.body.mapLinks.googleMaps).toContain('12%20Court%20St');
    expect(res.body.lineup.lines[0].players.map((p: { name: string }) => p.name)).toHaveLength(2);
    expect(
      res.body.lineup.lines.flatMap((l: { players: { isMe: boolean }[] }) => l.players.map((p) => p.isMe)),
    ).not.toContain(true);
    // Captains by their own settings: the playing captain's phone (a teammate), not the private
    // e-mail; the co-captain is not on the roster, so nothing shown to the link's holder.
    expect(res.body.captains).toEqual([
      { name: expect.any(String), email: null, phone: '303-555-0101' },
      { name: expect.any(String), email: null, phone: null },
    ]);
  });

  it('marks the player’s own line, records the answer by the same token, and leaks nobody’s private data', async () => {
    const token = linkOf(playerEntryId, { id: matchId, startsAt: new Date(Date.now() + 6 * dayMs) });
    const before = await open(token);
    expect(before.status).toBe(200);
    expect(before.body.invitedEmail).toBeNull();
    expect(before.body.lineup.lines[0].players.filter((p: { isMe: boolean }) => p.isMe)).toHaveLength(1);
    const answered = await call(t, 'POST', '/api/availability/link', { body: { token, answer: 'maybe' } });
    expect(answered.status).toBe(200);
    const after = await open(token);
    expect(after.body.recorded).toMatchObject({ answer: 'maybe' });
    const text = JSON.stringify(after.body);
    for (const secret of [
      invitee,
      player.user.email,
      captain.user.email,
      captain.user.id,
      player.user.id,
      '303-555-0199',
      invitedEntryId,
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it('answers 404 to a forged, swapped or missing token and 410 to an expired one', async () => {
    const token = linkOf(playerEntryId, { id: matchId, startsAt: new Date(Date.now() + 6 * dayMs) });
    expect((await open(`${token.slice(0, -3)}abc`)).status).toBe(404);
    const [m, , exp, sig] = token.split('.');
    expect((await open([m, invitedEntryId, exp, sig].join('.'))).status).toBe(404);
    expect((await call(t, 'GET', '/api/availability/link/match')).status).toBe(400);
    const expired = createExpiringRecordToken(
      t.ctx.authSecret,
      'availability-answer',
      [matchId, playerEntryId],
      new Date(Date.now() - 1000),
    );
    const gone = await open(expired);
    expect(gone.status).toBe(410);
    expect(gone.body.error).toContain('expired');
  });
});
