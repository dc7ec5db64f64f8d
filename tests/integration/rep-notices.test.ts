import { buildLookingRequest } from '@server/db/factories/looking-for-team';
import { insertTeamMatch } from '@server/db/factories/team-matches';
import { lookingForTeamRequests } from '@server/db/schema/looking-for-team';
import { scoreSheets } from '@server/db/schema/team-matches';
import { sendLookingDigests } from '@server/features/looking-for-team/looking-rep-notices';
import {
  scoreConfirmReminderAfterMs,
  sendScoreConfirmReminders,
} from '@server/features/team-matches/score-confirm-reminders-job';
import { lookingForTeamApi } from '@shared/api/looking-for-team';
import { pushApi } from '@shared/api/push';
import { scoresApi } from '@shared/api/team-matches';
import { defaultClubIdentity } from '@shared/club';
import { zonedToday, zonedWallTimeToUtc } from '@shared/club-time';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, emailsTo } from '../support/auth-helpers';
import { answerOf, callRoute } from '../support/call-route';
import { insertTeamSetup, women35League } from '../support/team-setup';
import { createTestApp, type TestApp } from '../support/test-context';

/*
 * The league reps' notices (issue 22 §3): a new looking-for-a-team request (at once, or in the
 * daily digest the rep chose, sent once across processes), and a score sheet nobody of the team or
 * league may confirm. Each checks the mail the outbox holds, so a broken notice fails here.
 */

type Person = Awaited<ReturnType<typeof createSignedInUser>>;
let t: TestApp;
let atOnceRep: Person;
let digestRep: Person;
let member: Person;
const timeZone = defaultClubIdentity.timeZone;

beforeAll(async () => {
  t = await createTestApp({ rateLimits: false });
  atOnceRep = await createSignedInUser(t, 'rep', { name: 'Rita Rep', email: 'rita.rep@example.org' });
  digestRep = await createSignedInUser(t, 'rep', { name: 'Dana Digest', email: 'dana.digest@example.org' });
  member = await createSignedInUser(t, 'member', { name: 'Mo Member', email: 'mo.member@example.org' });
});
afterAll(() => t.close());

async function mailTo(address: string) {
  return (await emailsTo(t, address)).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

function file(overrides: Parameters<typeof buildLookingRequest>[0]) {
  return callRoute(t, lookingForTeamApi.file, { body: buildLookingRequest(overrides) });
}

/** The club's wall time `days` from today at `hour`:00, as an instant. */
function clubDayAt(days: number, hour: number): Date {
  const day = new Date(`${zonedToday(timeZone)}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return zonedWallTimeToUtc(
    `${day.toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:00`,
    timeZone,
  );
}

describe('a new looking-for-a-team request', () => {
  it('tells the reps at once, or holds it for those who chose the daily digest', async () => {
    const saved = answerOf(
      await callRoute(t, pushApi.updatePreferences, {
        as: digestRep.jar,
        body: { preferences: {}, timings: { 'looking-request': 'digest' } },
      }),
    );
    expect(saved.timings['looking-request']).toBe('digest');
    expect(
      answerOf(await callRoute(t, pushApi.preferences, { as: atOnceRep.jar })).timings['looking-request'],
    ).toBe('now');

    const res = await file({ name: 'Nina *Net*', ntrpRating: '3.5', formats: ['womens', 'mixed'] });
    expect(res.status, JSON.stringify(res.body)).toBe(201);

    const [notice, ...more] = (await mailTo(atOnceRep.user.email)).filter((m) =>
      m.subject.startsWith('Looking for a team'),
    );
    expect(more).toHaveLength(0);
    expect(notice!.subject).toBe('Looking for a team: Nina *Net* (NTRP 3.5)');
    expect(notice!.text).toContain('Female, 18 & over; Women');
    expect(notice!.text).toContain('Mixed doubles');
    expect(notice!.text).toMatch(/\/looking_for_team\/[0-9a-f-]{36}/);
    // A typed name stays text.
    expect(notice!.html).not.toContain('<em>Net</em>');
    // Not a rep: nothing; the digest rep: nothing yet.
    expect(await mailTo(member.user.email)).toHaveLength(0);
    expect(await mailTo(digestRep.user.email)).toHaveLength(0);
  });

  it('sends each digest rep one e-mail a day, once across two runs, and nothing without new requests', async () => {
    expect((await file({ name: 'Omar Overhead', gender: 'male', ntrpRating: '4.0' })).status).toBe(201);

    // Before the digest hour of the next club day: not due.
    expect(await sendLookingDigests(t.ctx, clubDayAt(1, 5))).toBe(0);
    // At the hour, two processes at once: one digest.
    const at = clubDayAt(1, 8);
    const runs = await Promise.all([sendLookingDigests(t.ctx, at), sendLookingDigests(t.ctx, at)]);
    expect(runs[0]! + runs[1]!).toBe(1);
    // Later the same day: already sent.
    expect(await sendLookingDigests(t.ctx, clubDayAt(1, 15))).toBe(0);

    const digests = await mailTo(digestRep.user.email);
    expect(digests.map((m) => m.subject)).toEqual([
      'Looking for a team: 2 new requests since your last digest',
    ]);
    expect(digests[0]!.text).toContain('- Nina *Net* (NTRP 3.5): Female, 18 & over;');
    expect(digests[0]!.text).toContain('- Omar Overhead (NTRP 4.0): Male, 18 & over;');
    expect(digests[0]!.text).toContain('/looking_for_team');
    // The at-once rep had each at once, and no digest.
    const toRita = (await mailTo(atOnceRep.user.email)).map((m) => m.subject);
    expect(toRita.filter((s) => s.includes('since your last digest'))).toHaveLength(0);
    expect(toRita.filter((s) => s.startsWith('Looking for a team:'))).toHaveLength(2);

    // The next day with no new request: the day is claimed, nothing is sent.
    expect(await sendLookingDigests(t.ctx, clubDayAt(2, 8))).toBe(0);
    expect(await mailTo(digestRep.user.email)).toHaveLength(1);

    // A request filed after that (its clock moved to the afternoon of day 2) is in day 3's digest
    // alone: each digest lists what came since the last one.
    const later = await file({ name: 'Pia Passing', ntrpRating: '3.0' });
    expect(later.status).toBe(201);
    await t.ctx.db
      .update(lookingForTeamRequests)
      .set({ createdAt: clubDayAt(2, 14) })
      .where(eq(lookingForTeamRequests.name, 'Pia Passing'));
    expect(await sendLookingDigests(t.ctx, clubDayAt(3, 8))).toBe(1);
    const third = (await mailTo(digestRep.user.email)).at(-1)!;
    expect(third.subject).toBe('Looking for a team: 1 new request since your last digest');
    expect(third.text).toContain('- Pia Passing (NTRP 3.0)');
    expect(third.text).not.toContain('Nina');
  });
});

describe('a score nobody of the team or league may confirm', () => {
  const walkovers = {
    lines: ['S1', 'S2', 'D1', 'D2', 'D3'].map((lineId) => ({
      lineId,
      status: 'WALKOVER' as const,
      winningSide: 1 as const,
      score: { sets: [] },
    })),
  };

  it('goes to the league reps (not who entered it), and their reminder after 48 hours', async () => {
    const captain = await createSignedInUser(t, 'captain', {
      name: 'Solo Captain',
      email: 'solo.captain@example.org',
    });
    // No co-captain, no coordinator: only league staff may confirm what the captain enters.
    const { team } = await insertTeamSetup(t.ctx.db, {
      name: 'Lone Lobbers',
      captainId: captain.user.id,
      league: women35League('No Coordinator Women 3.5', 'spring'),
    });
    const match = await insertTeamMatch(t.ctx.db, {
      teamId: team.id,
      startsAt: new Date(Date.now() - 86_400_000),
      isHome: true,
      opponentTeam: 'Unseen Aces',
    });
    const res = await callRoute(t, scoresApi.enter, {
      as: captain.jar,
      params: { id: match.id },
      body: walkovers,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);

    const subject = 'A score needs a league rep to confirm it: Lone Lobbers vs Unseen Aces';
    for (const rep of [atOnceRep, digestRep]) {
      const [mail, ...more] = (await mailTo(rep.user.email)).filter((m) => m.subject.startsWith(subject));
      expect(more).toHaveLength(0);
      expect(mail!.text).toContain(
        'Solo Captain entered the score of **Lone Lobbers** (No Coordinator Women 3.5)',
      );
      expect(mail!.text).toContain(`/team-matches/${match.id}/score`);
    }
    expect(await mailTo(captain.user.email)).toHaveLength(0);

    const [sheet] = await t.ctx.db.select().from(scoreSheets).where(eq(scoreSheets.teamMatchId, match.id));
    const at = new Date(sheet!.enteredAt.getTime() + scoreConfirmReminderAfterMs + 60_000);
    expect(await sendScoreConfirmReminders(t.ctx, at)).toBeGreaterThanOrEqual(2);
    for (const rep of [atOnceRep, digestRep]) {
      const reminders = (await mailTo(rep.user.email)).filter((m) =>
        m.subject.startsWith('Reminder: the score of Lone Lobbers'),
      );
      expect(reminders).toHaveLength(1);
    }
    expect(await mailTo(captain.user.email)).toHaveLength(0);
  });
});
