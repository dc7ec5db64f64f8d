import { buildLeague, insertLeague, insertTeam } from '@server/db/factories/leagues';
import { insertLookingRequest } from '@server/db/factories/looking-for-team';
import { insertTeamMatch } from '@server/db/factories/team-matches';
import { membershipSeasons, memberships, membershipTypes } from '@server/db/schema/membership';
import { noticeTemplateChanges } from '@server/db/schema/notice-templates';
import { profiles } from '@server/db/schema/profiles';
import { noticePreferences } from '@server/db/schema/push';
import { lineups, scoreSheets } from '@server/db/schema/team-matches';
import { demoMembershipTypes, demoSeason } from '@server/db/seed-data/membership';
import {
  scoreConfirmReminderAfterMs,
  sendScoreConfirmReminders,
} from '@server/features/team-matches/score-confirm-reminders-job';
import { createPendingPayment } from '@server/lib/ledger/ledger';
import { receiptReference } from '@server/lib/ledger/payment-receipts';
import { leaguesAdminApi, teamsApi } from '@shared/api/leagues';
import { lookingForTeamApi } from '@shared/api/looking-for-team';
import { noticeTemplatesApi } from '@shared/api/notice-templates';
import { scheduleApi, scoresApi } from '@shared/api/team-matches';
import { defaultClubIdentity } from '@shared/club';
import { zonedToday } from '@shared/club-time';
import { noticeTemplateDefaults } from '@shared/notice-templates';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createSignedInUser, emailsTo } from '../support/auth-helpers';
import { answerOf, callRoute, errorOf } from '../support/call-route';
import { insertTeamSetup, women35League } from '../support/team-setup';
import { createTestApp, type TestApp } from '../support/test-context';

/*
 * The notices people expect (issue 22 §3): the templates' editor (board/executive/admin), and
 * each notice queued in the act's transaction with its recipient, subject and facts, and
 * nothing queued when the act fails.
 */

type Person = Awaited<ReturnType<typeof createSignedInUser>>;
let t: TestApp;
let board: Person;
let admin: Person;
let treasurer: Person;
let member: Person;
let captain: Person;
let player: Person;
const today = zonedToday(defaultClubIdentity.timeZone);

beforeAll(async () => {
  t = await createTestApp({ rateLimits: false });
  board = await createSignedInUser(t, 'board', { name: 'Bea Board' });
  admin = await createSignedInUser(t, 'admin', { name: 'Ada Admin' });
  treasurer = await createSignedInUser(t, 'board', { name: 'Terry Treasurer' });
  member = await createSignedInUser(t, 'member', { name: 'Mia Member', email: 'mia.member@example.org' });
  captain = await createSignedInUser(t, 'captain', { name: 'Cathy Captain', email: 'cathy@example.org' });
  player = await createSignedInUser(t, 'member', { name: 'Pat Player', email: 'pat@example.org' });
});
afterAll(() => t.close());

async function mailTo(address: string) {
  return (await emailsTo(t, address)).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

async function eventFee(amountCents: number, userId: string, email: string) {
  return createPendingPayment(t.ctx.db, {
    purpose: 'event_fee',
    purposeId: crypto.randomUUID(),
    userId,
    payerName: 'Mia Member',
    payerEmail: email,
    amountCents,
    method: 'cash',
  });
}

function record(paymentId: string, body: Record<string, unknown>) {
  return call(t, 'POST', `/api/admin/payments/${paymentId}/record`, { jar: treasurer.jar, body });
}

describe('the notice templates editor', () => {
  it('is for the board, executive and admin only', async () => {
    const res = await callRoute(t, noticeTemplatesApi.list, { as: member.jar });
    expect(res.status).toBe(403);
    const list = answerOf(await callRoute(t, noticeTemplatesApi.list, { as: board.jar }));
    const receipt = list.templates.find((x) => x.key === 'payment-received')!;
    expect(receipt.isEdited).toBe(false);
    expect(receipt.delivery).toBe('always');
    expect(receipt.placeholders.map((p) => p.name)).toContain('payment.amount');
  });

  it('previews a draft with example values through the safe Markdown', async () => {
    const preview = answerOf(
      await callRoute(t, noticeTemplatesApi.preview, {
        as: board.jar,
        body: {
          key: 'payment-received',
          subject: 'Paid: {{payment.amount}}',
          body: 'Hi **{{member.name}}** <script>x</script>, {{club.name}} got {{payment.amount}}.',
        },
      }),
    );
    expect(preview.subject).toBe('Paid: $85.00');
    expect(preview.html).toContain('<strong>Bea Board</strong>');
    expect(preview.html).toContain('$85.00');
    expect(preview.html).not.toContain('<script>');
    expect(preview.text).toContain(defaultClubIdentity.name);
  });

  it('refuses unknown placeholders with a field error, and saves nothing', async () => {
    const res = await callRoute(t, noticeTemplatesApi.save, {
      as: board.jar,
      params: { key: 'payment-received' },
      body: { key: 'payment-received', subject: 'Receipt {{team.name}}', body: 'Hi {{member.nam}}' },
    });
    expect(res.status).toBe(400);
    const error = errorOf(res);
    expect(error.fields?.subject).toContain('{{team.name}}');
    expect(error.fields?.body).toContain('{{member.nam}}');
    const changes = await t.ctx.db.select().from(noticeTemplateChanges);
    expect(changes).toHaveLength(0);
  });

  it('saves an edit (audited), uses it for the next receipt, and resets to the default', async () => {
    const saved = answerOf(
      await callRoute(t, noticeTemplatesApi.save, {
        as: admin.jar,
        params: { key: 'payment-received' },
        body: {
          key: 'payment-received',
          subject: 'Thanks for {{payment.amount}}',
          body: 'Dear {{member.name}}, we got {{payment.amount}} by {{payment.method}} (ref {{payment.reference}}).',
        },
      }),
    );
    expect(saved.isEdited).toBe(true);
    expect(saved.updatedByName).toBe('Ada Admin');

    const fee = await eventFee(1500, member.user.id, member.user.email);
    expect((await record(fee.id, { method: 'cash', receivedBy: 'Terry', receivedOn: today })).status).toBe(
      200,
    );
    const mail = (await mailTo(member.user.email)).at(-1)!;
    expect(mail.subject).toBe('Thanks for $15.00');
    expect(mail.text).toContain(`Dear Mia Member, we got $15.00 by Cash (ref ${receiptReference(fee.id)})`);

    const reset = answerOf(
      await callRoute(t, noticeTemplatesApi.reset, { as: admin.jar, params: { key: 'payment-received' } }),
    );
    expect(reset.isEdited).toBe(false);
    expect(reset.subject).toBe(noticeTemplateDefaults['payment-received'].subject);
    const list = answerOf(await callRoute(t, noticeTemplatesApi.list, { as: board.jar }));
    expect(list.changes.map((c) => [c.key, c.action, c.byName])).toEqual([
      ['payment-received', 'reset', 'Ada Admin'],
      ['payment-received', 'saved', 'Ada Admin'],
    ]);
  });
});

describe('payment received', () => {
  it('e-mails a receipt with the amount, method, what it paid, date and the club', async () => {
    const address = 'receipt.payer@example.org';
    const payer = await createSignedInUser(t, 'member', { name: 'Rae Payer', email: address });
    const fee = await eventFee(2250, payer.user.id, address);
    const res = await record(fee.id, {
      method: 'cheque',
      chequeNumber: '1042',
      receivedBy: 'Terry',
      receivedOn: today,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const mails = await mailTo(address);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe('Receipt: $22.50 for Social event fee');
    expect(mail!.text).toContain('**Amount:** $22.50');
    expect(mail!.text).toContain('**Method:** Cheque');
    expect(mail!.text).toContain(receiptReference(fee.id));
    expect(mail!.text).toContain(defaultClubIdentity.address);
    expect(mail!.text).toContain(defaultClubIdentity.email);
    expect(mail!.html).toContain('<strong>Amount:</strong> $22.50');
  });

  it('sends no receipt when recording fails', async () => {
    const address = 'no.receipt@example.org';
    const payer = await createSignedInUser(t, 'member', { email: address });
    const fee = await eventFee(2000, payer.user.id, address);
    const res = await record(fee.id, { method: 'cheque', receivedBy: 'T', receivedOn: today });
    expect(res.status).toBe(400);
    expect(await mailTo(address)).toHaveLength(0);
  });

  it('goes by e-mail even to a member who chose push for payments (a receipt is transactional)', async () => {
    const address = 'push.payer@example.org';
    const payer = await createSignedInUser(t, 'member', { email: address });
    await t.ctx.db
      .insert(noticePreferences)
      .values({ userId: payer.user.id, kind: 'payment-received', channel: 'push' });
    const fee = await eventFee(1000, payer.user.id, address);
    expect((await record(fee.id, { method: 'cash', receivedBy: 'T', receivedOn: today })).status).toBe(200);
    expect((await mailTo(address)).map((m) => m.subject)).toEqual(['Receipt: $10.00 for Social event fee']);
  });
});

describe('membership confirmed / renewed', () => {
  const year = 2031;
  let typeId: string;
  beforeAll(async () => {
    for (const y of [year - 1, year]) {
      await t.ctx.db.insert(membershipSeasons).values(demoSeason(y));
      const [type] = await t.ctx.db.insert(membershipTypes).values(demoMembershipTypes(y)[0]!).returning();
      if (y === year) typeId = type!.id;
    }
  });

  async function pendingDues(userId: string, email: string, name: string) {
    const [m] = await t.ctx.db
      .insert(memberships)
      .values({
        userId,
        typeId,
        year,
        priceCents: 6000,
        paymentChoice: 'offline',
        paymentStatus: 'pending',
        acceptedTermsAt: new Date(),
      })
      .returning();
    const payment = await createPendingPayment(t.ctx.db, {
      purpose: 'membership',
      purposeId: m!.id,
      userId,
      payerName: name,
      payerEmail: email,
      amountCents: 6000,
      method: 'cash',
    });
    await t.ctx.db.update(memberships).set({ paymentId: payment.id }).where(eq(memberships.id, m!.id));
    return payment;
  }

  it('confirms a first membership in one e-mail that carries the receipt', async () => {
    const address = 'new.member@example.org';
    const joiner = await createSignedInUser(t, [], { name: 'Nell Newcomer', email: address });
    const dues = await pendingDues(joiner.user.id, address, 'Nell Newcomer');
    const failed = await record(dues.id, { method: 'cheque', receivedBy: 'T', receivedOn: today });
    expect(failed.status).toBe(400);
    expect(await mailTo(address)).toHaveLength(0);

    expect((await record(dues.id, { method: 'cash', receivedBy: 'T', receivedOn: today })).status).toBe(200);
    const mails = await mailTo(address);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(
      `Welcome to ${defaultClubIdentity.name}: your ${year} membership is confirmed`,
    );
    expect(mails[0]!.text).toContain('Hello Nell Newcomer,');
    expect(mails[0]!.text).toContain(`membership for ${year} is confirmed`);
    expect(mails[0]!.text).toContain('**Amount:** $60.00');
    expect(mails[0]!.text).toContain(receiptReference(dues.id));
  });

  it('says "renewed" to a member who held an earlier year', async () => {
    const address = 'renewing@example.org';
    const renewing = await createSignedInUser(t, 'member', { name: 'Ren Ewer', email: address });
    const [earlierType] = await t.ctx.db
      .select({ id: membershipTypes.id })
      .from(membershipTypes)
      .where(eq(membershipTypes.year, year - 1));
    await t.ctx.db.insert(memberships).values({
      userId: renewing.user.id,
      typeId: earlierType!.id,
      year: year - 1,
      priceCents: 6000,
      paymentChoice: 'offline',
      paymentStatus: 'paid',
      activatedAt: new Date(),
      acceptedTermsAt: new Date(),
    });
    const dues = await pendingDues(renewing.user.id, address, 'Ren Ewer');
    expect((await record(dues.id, { method: 'cash', receivedBy: 'T', receivedOn: today })).status).toBe(200);
    const mails = await mailTo(address);
    expect(mails.map((m) => m.subject)).toEqual([
      `Your ${year} membership of ${defaultClubIdentity.name} is renewed`,
    ]);
  });
});

describe('team and roster notices', () => {
  let leagueId: string;
  let rep: Person;
  beforeAll(async () => {
    rep = await createSignedInUser(t, 'rep', { name: 'Rita Rep' });
    const league = await insertLeague(
      t.ctx.db,
      buildLeague({
        season: 'summer',
        gender: 'mixed',
        ageDivision: '18+',
        level: { kind: 'ntrp', rating: 3.5 },
      }),
    );
    leagueId = league.id;
  });

  it('tells the captain their team was approved, and nothing when the decision fails', async () => {
    const team = await insertTeam(t.ctx.db, {
      leagueId,
      name: 'Net Gains',
      status: 'submitted',
      captainId: captain.user.id,
    });
    const ok = await callRoute(t, leaguesAdminApi.decide, {
      as: rep.jar,
      params: { id: team.id },
      body: { action: 'approve' },
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const again = await callRoute(t, leaguesAdminApi.decide, {
      as: rep.jar,
      params: { id: team.id },
      body: { action: 'approve' },
    });
    expect(again.status).toBe(409);
    const mails = (await mailTo(captain.user.email)).filter((m) => m.subject.includes('Net Gains'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^Net Gains is approved for /);
    expect(mails[0]!.text).toContain('Hello Cathy Captain,');
    expect(mails[0]!.text).toContain(`/teams/${team.id}/roster`);
  });

  it('tells the captain their team was refused, with the reason', async () => {
    const team = await insertTeam(t.ctx.db, {
      leagueId,
      name: 'Late Entry',
      status: 'submitted',
      captainId: captain.user.id,
    });
    const res = await callRoute(t, leaguesAdminApi.decide, {
      as: rep.jar,
      params: { id: team.id },
      body: { action: 'reject', reason: 'The flight is full this season.' },
    });
    expect(res.status).toBe(200);
    const [mail] = (await mailTo(captain.user.email)).filter((m) => m.subject.includes('Late Entry'));
    expect(mail!.subject).toMatch(/^Late Entry was not approved for /);
    expect(mail!.text).toContain('Reason given: The flight is full this season.');
  });

  it('tells a player added to a roster directly, and nothing when the add is refused', async () => {
    const { team } = await insertTeamSetup(t.ctx.db, {
      name: 'Deuce Bigalows',
      captainId: captain.user.id,
      league: leagueId,
    });
    await t.ctx.db.update(profiles).set({ ntrpRating: '3.5' }).where(eq(profiles.id, player.user.id));
    const added = await callRoute(t, teamsApi.addPlayer, {
      as: rep.jar,
      params: { id: team.id },
      body: { userId: player.user.id, direct: true },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const twice = await callRoute(t, teamsApi.addPlayer, {
      as: rep.jar,
      params: { id: team.id },
      body: { userId: player.user.id, direct: true },
    });
    expect(twice.status).toBe(409);
    const mails = (await mailTo(player.user.email)).filter((m) => m.subject.includes('Deuce Bigalows'));
    expect(mails.map((m) => m.subject)).toEqual(['You are on the roster of Deuce Bigalows']);
    expect(mails[0]!.text).toContain('Rita Rep added you to the roster');
  });

  it('tells the captains at once when a published-lineup player answers no (once), not on a refused answer', async () => {
    const dropper = await createSignedInUser(t, 'member', {
      name: 'Drew Dropper',
      email: 'drew@example.org',
    });
    const coCaptain = await createSignedInUser(t, 'captain', { name: 'Cody Co', email: 'cody@example.org' });
    const { team } = await insertTeamSetup(t.ctx.db, {
      name: 'Love Handles',
      captainId: captain.user.id,
      coCaptainId: coCaptain.user.id,
      league: leagueId,
      roster: [
        { userId: captain.user.id, name: 'Cathy Captain' },
        { userId: dropper.user.id, name: 'Drew Dropper' },
      ],
    });
    const soon = await insertTeamMatch(t.ctx.db, {
      teamId: team.id,
      startsAt: new Date(Date.now() + 10 * 86_400_000),
      isHome: true,
      opponentTeam: 'Bergen Racquet 3.5',
    });
    const past = await insertTeamMatch(t.ctx.db, {
      teamId: team.id,
      startsAt: new Date(Date.now() - 86_400_000),
      isHome: true,
    });
    for (const match of [soon, past]) {
      await t.ctx.db.insert(lineups).values({
        teamMatchId: match.id,
        status: 'published',
        lines: [{ lineId: 'D1', playerIds: [captain.user.id, dropper.user.id] }],
        shareToken: crypto.randomUUID(),
      });
    }
    const refused = await callRoute(t, scheduleApi.answer, {
      as: dropper.jar,
      params: { id: past.id },
      body: { answer: 'no', note: '' },
    });
    expect(refused.ok).toBe(false);
    expect(await mailTo(coCaptain.user.email)).toHaveLength(0);

    for (const answer of ['no', 'no'] as const) {
      const res = await callRoute(t, scheduleApi.answer, {
        as: dropper.jar,
        params: { id: soon.id },
        body: { answer, note: '' },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const toCo = await mailTo(coCaptain.user.email);
    expect(toCo).toHaveLength(1);
    expect(toCo[0]!.subject).toMatch(/^Drew Dropper cannot play .*: Love Handles vs Bergen Racquet 3\.5$/);
    expect(toCo[0]!.text).toContain('(D1) answered “no”');
    expect(toCo[0]!.text).toContain(`/team-matches/${soon.id}/lineup`);
    const toCaptain = (await mailTo(captain.user.email)).filter((m) => m.subject.startsWith('Drew Dropper'));
    expect(toCaptain).toHaveLength(1);
  });
});

describe('a score sheet waiting for confirmation', () => {
  const walkovers = {
    lines: ['S1', 'S2', 'D1', 'D2', 'D3'].map((lineId) => ({
      lineId,
      status: 'WALKOVER' as const,
      winningSide: 1 as const,
      score: { sets: [] },
    })),
  };
  let team: { id: string };
  let coCaptain: Person;
  let coordinator: Person;

  beforeAll(async () => {
    coCaptain = await createSignedInUser(t, 'captain', { name: 'Cora Cocap', email: 'cora@example.org' });
    coordinator = await createSignedInUser(t, 'member', { name: 'Lou Coord', email: 'lou@example.org' });
    ({ team } = await insertTeamSetup(t.ctx.db, {
      name: 'Break Point',
      captainId: captain.user.id,
      coCaptainId: coCaptain.user.id,
      league: women35League('Confirm Test Women 3.5', 'spring', { coordinatorId: coordinator.user.id }),
    }));
  });

  const scoreMails = async (who: Person, prefix: string) =>
    (await mailTo(who.user.email)).filter((m) => m.subject.startsWith(prefix));

  it('tells who may confirm it (not who entered it), and nothing when the entry is refused', async () => {
    const future = await insertTeamMatch(t.ctx.db, {
      teamId: team.id,
      startsAt: new Date(Date.now() + 3 * 86_400_000),
      isHome: true,
      opponentTeam: 'Future Club',
    });
    const refused = await callRoute(t, scoresApi.enter, {
      as: captain.jar,
      params: { id: future.id },
      body: walkovers,
    });
    expect(refused.status).toBe(409);
    expect(await scoreMails(coCaptain, 'Please confirm')).toHaveLength(0);

    const match = await insertTeamMatch(t.ctx.db, {
      teamId: team.id,
      startsAt: new Date(Date.now() - 86_400_000),
      isHome: false,
      opponentTeam: 'Ramapo Smash',
    });
    const res = await callRoute(t, scoresApi.enter, {
      as: captain.jar,
      params: { id: match.id },
      body: walkovers,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    for (const who of [coCaptain, coordinator]) {
      const [mail, ...more] = await scoreMails(who, 'Please confirm the score: Break Point vs Ramapo Smash');
      expect(more).toHaveLength(0);
      expect(mail!.text).toContain('Cathy Captain entered the score');
      expect(mail!.text).toMatch(/: Won \d+–0\./);
      expect(mail!.text).toContain(`/team-matches/${match.id}/score`);
    }
    expect(await scoreMails(captain, 'Please confirm')).toHaveLength(0);
  });

  it('reminds once after 48 hours, with two job runs at once, and not a confirmed sheet', async () => {
    const waiting = await insertTeamMatch(t.ctx.db, {
      teamId: team.id,
      startsAt: new Date(Date.now() - 2 * 86_400_000),
      isHome: true,
      opponentTeam: 'Slow Confirmers',
    });
    const confirmed = await insertTeamMatch(t.ctx.db, {
      teamId: team.id,
      startsAt: new Date(Date.now() - 2 * 86_400_000),
      isHome: true,
      opponentTeam: 'Quick Confirmers',
    });
    for (const m of [waiting, confirmed]) {
      const res = await callRoute(t, scoresApi.enter, {
        as: captain.jar,
        params: { id: m.id },
        body: walkovers,
      });
      expect(res.status).toBe(200);
    }
    expect(
      (await callRoute(t, scoresApi.confirm, { as: coCaptain.jar, params: { id: confirmed.id } })).status,
    ).toBe(200);
    const [sheet] = await t.ctx.db.select().from(scoreSheets).where(eq(scoreSheets.teamMatchId, waiting.id));
    const entered = sheet!.enteredAt.getTime();

    // 47 hours on: too early.
    expect(await sendScoreConfirmReminders(t.ctx, new Date(entered + 47 * 3_600_000))).toBe(0);
    // 48 hours on, two processes at once: one reminder per waiting sheet (this one and the one of
    // the test above) to each confirmer, none to who entered it.
    const at = new Date(entered + scoreConfirmReminderAfterMs + 60_000);
    const runs = await Promise.all([
      sendScoreConfirmReminders(t.ctx, at),
      sendScoreConfirmReminders(t.ctx, at),
    ]);
    expect(runs[0]! + runs[1]!).toBe(4);
    expect(await sendScoreConfirmReminders(t.ctx, new Date(at.getTime() + 86_400_000))).toBe(0);
    for (const who of [coCaptain, coordinator]) {
      const reminders = await scoreMails(who, 'Reminder: the score of Break Point');
      expect(reminders.map((m) => m.subject).sort()).toEqual([
        'Reminder: the score of Break Point vs Ramapo Smash is not confirmed yet',
        'Reminder: the score of Break Point vs Slow Confirmers is not confirmed yet',
      ]);
      const slow = reminders.find((m) => m.subject.includes('Slow Confirmers'))!;
      expect(slow.text).toContain(`/team-matches/${waiting.id}/score`);
    }
    expect(await scoreMails(captain, 'Reminder:')).toHaveLength(0);
  });
});

describe('placed from looking for a team', () => {
  it('tells the player (Reply-To their captain) and the captains, and nothing when the placement is refused', async () => {
    const rep = await createSignedInUser(t, 'rep', { name: 'Rhea Rep' });
    const coCaptain = await createSignedInUser(t, 'captain', {
      name: 'Cole Cocap',
      email: 'cole@example.org',
    });
    const { team } = await insertTeamSetup(t.ctx.db, {
      name: 'Drop Shots',
      captainId: captain.user.id,
      coCaptainId: coCaptain.user.id,
      league: women35League('Placement Test Women 3.5', 'fall'),
    });
    const row = await insertLookingRequest(t.ctx.db, {
      name: 'Nora *New*',
      email: 'nora.new@example.net',
      ntrpRating: '3.5',
    });
    const place = () =>
      callRoute(t, lookingForTeamApi.place, {
        as: rep.jar,
        params: { id: row.id },
        body: { teamId: team.id, note: 'First match Saturday.' },
      });
    const placed = await place();
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect((await place()).status).toBe(409);

    const toPlayer = await mailTo('nora.new@example.net');
    expect(toPlayer.map((m) => m.subject)).toEqual(['You have a team: Drop Shots']);
    expect(toPlayer[0]!.headers['Reply-To']).toBe(captain.user.email);
    expect(toPlayer[0]!.text).toContain('Rhea Rep placed you on **Drop Shots** (Placement Test Women 3.5)');
    expect(toPlayer[0]!.text).toContain('Your captain is Cathy Captain');
    expect(toPlayer[0]!.text).toContain('/register');
    expect(toPlayer[0]!.text).toContain('Note from the league: First match Saturday.');
    // A typed name stays text in the HTML part.
    expect(toPlayer[0]!.html).not.toContain('<em>New</em>');

    for (const who of [captain, coCaptain]) {
      const mails = (await mailTo(who.user.email)).filter((m) => m.subject.includes('Drop Shots'));
      expect(mails.map((m) => m.subject)).toEqual(['Nora *New* joins Drop Shots (from looking for a team)']);
      expect(mails[0]!.text).toContain('(NTRP 3.5)');
      expect(mails[0]!.text).toContain('They have no account yet');
      expect(mails[0]!.text).toContain('nora.new@example.net');
      expect(mails[0]!.text).toContain(`/teams/${team.id}/roster`);
    }
  });
});
