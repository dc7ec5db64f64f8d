import { insertRegistration, insertSocialEvent } from '@server/db/factories/events';
import { buildLeague, insertLeague, insertRosterEntries, insertTeam } from '@server/db/factories/leagues';
import { clubMessages } from '@server/db/schema/club-messages';
import { rosterEntries } from '@server/db/schema/leagues';
import { emailOutbox } from '@server/db/schema/mail';
import { newsletterSubscribers } from '@server/db/schema/newsletter';
import { sendDueMessages } from '@server/features/club-messages/message-sending';
import { drainOutbox } from '@server/lib/mail/outbox-worker';
import { clubMessagesApi, newsletterIssuesApi } from '@shared/api/club-messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createSignedInUser, createUser, emailsTo } from '../support/auth-helpers';
import { answerOf, callRoute, errorOf } from '../support/call-route';
import { type SmtpCapture, startSmtpCapture } from '../support/smtp-capture';
import { createTestApp, type TestApp } from '../support/test-context';

let t: TestApp;
let capture: SmtpCapture;
let captain: Awaited<ReturnType<typeof createSignedInUser>>;
let board: Awaited<ReturnType<typeof createSignedInUser>>;
let organiser: Awaited<ReturnType<typeof createSignedInUser>>;
let player: Awaited<ReturnType<typeof createSignedInUser>>;
let outsider: Awaited<ReturnType<typeof createSignedInUser>>;
let teamId: string;
let otherTeamId: string;
let eventId: string;
const leaver = 'leaver@example.org';

beforeAll(async () => {
  t = await createTestApp();
  capture = await startSmtpCapture();
  captain = await createSignedInUser(t, 'captain', { name: 'Cathy Captain' });
  board = await createSignedInUser(t, 'board', { name: 'Bea Board' });
  organiser = await createSignedInUser(t, 'executive', { name: 'Olga Organiser' });
  player = await createSignedInUser(t, 'member', { name: 'Pat Player', email: 'pat.player@example.org' });
  outsider = await createSignedInUser(t, 'member');
  const leaving = await createUser(t, { email: leaver, name: 'Lee Leaver' });
  const league = await insertLeague(
    t.ctx.db,
    buildLeague({
      season: 'summer',
      gender: 'mixed',
      ageDivision: '18+',
      level: { kind: 'ntrp', rating: 3.5 },
    }),
  );
  const team = await insertTeam(t.ctx.db, {
    leagueId: league.id,
    name: 'Net Gains',
    status: 'active',
    captainId: captain.user.id,
  });
  teamId = team.id;
  otherTeamId = (await insertTeam(t.ctx.db, { leagueId: league.id, name: 'Other Side', status: 'active' }))
    .id;
  // The captain is on the roster too (one e-mail, not two); an invited player without an account
  // is written in another case than their address elsewhere.
  await insertRosterEntries(
    t.ctx.db,
    teamId,
    [
      { userId: captain.user.id, name: 'Cathy Captain' },
      { userId: player.user.id, name: 'Pat Player' },
      { userId: leaving.id, name: 'Lee Leaver' },
    ],
    captain.user.id,
  );
  await t.ctx.db.insert(rosterEntries).values({ teamId, email: 'Newbie@Example.org', name: 'Nina Newbie' });
  const event = await insertSocialEvent(t.ctx.db, { title: 'Saturday Social' });
  eventId = event.id;
  const person = (name: string, email: string) => ({ name, email, phone: '', ntrp: '3.5' });
  await insertRegistration(t.ctx.db, { socialEventId: eventId }, person('Ann Early', 'ann@example.org'));
  await insertRegistration(t.ctx.db, { socialEventId: eventId }, person('Ben Late', 'ben@example.org'), {
    status: 'waitlisted',
    waitlistPosition: 1,
  });
  await t.ctx.db.insert(newsletterSubscribers).values([
    {
      name: 'Connie Confirmed',
      email: 'connie@example.org',
      emailKey: 'connie@example.org',
      token: 'tok-connie-0123456789',
      status: 'confirmed',
      confirmedAt: new Date(),
    },
    {
      name: 'Pete Pending',
      email: 'pete@example.org',
      emailKey: 'pete@example.org',
      token: 'tok-pete-0123456789ab',
      status: 'pending',
    },
    {
      name: 'Una Gone',
      email: 'una@example.org',
      emailKey: 'una@example.org',
      token: 'tok-una-0123456789abc',
      status: 'unsubscribed',
      unsubscribedAt: new Date(),
    },
  ]);
});
afterAll(async () => {
  await capture.stop();
  await t.close();
});

const rosterDraft = () => ({
  audience: { kind: 'team' as const, teamId, who: 'roster' as const },
  subject: 'Practice moved to Thursday',
  body: 'Hi team,\n\nPractice is **Thursday** at 6 pm. Questions: {{club.email}}',
});

async function outboxTo(address: string) {
  return (await emailsTo(t, address)).filter((e) => e.subject === rosterDraft().subject);
}

describe('audiences and access', () => {
  it('offers a captain their own team, and the board the club-wide audiences', async () => {
    const mine = answerOf(await callRoute(t, clubMessagesApi.audiences, { as: captain.jar }));
    const labels = mine.audiences.map((a) => a.label);
    expect(labels.some((l) => l.startsWith('Net Gains'))).toBe(true);
    expect(labels.some((l) => l.startsWith('Other Side'))).toBe(false);
    expect(mine.audiences.some((a) => a.audience.kind === 'members')).toBe(false);
    const boards = answerOf(await callRoute(t, clubMessagesApi.audiences, { as: board.jar }));
    expect(boards.audiences.map((a) => a.audience.kind)).toEqual(
      expect.arrayContaining(['newsletter', 'members', 'role', 'dues-overdue']),
    );
  });

  it('refuses a captain writing to another team, to the members, or to an event (the access table)', async () => {
    for (const audience of [
      { kind: 'team' as const, teamId: otherTeamId, who: 'roster' as const },
      { kind: 'members' as const },
      { kind: 'event' as const, eventId, who: 'both' as const },
    ]) {
      const res = await callRoute(t, clubMessagesApi.preview, {
        as: captain.jar,
        body: { ...rosterDraft(), audience },
      });
      expect(res.status).toBe(403);
    }
    expect((await callRoute(t, clubMessagesApi.preview, { body: rosterDraft() })).status).toBe(401);
  });

  it('answers a clear field error for an empty subject', async () => {
    const res = await callRoute(t, clubMessagesApi.preview, {
      as: captain.jar,
      body: { ...rosterDraft(), subject: ' ' },
    });
    expect(res.status).toBe(400);
    expect(errorOf(res).fields?.subject).toBe('Write a subject.');
  });

  it('resolves an event audience by the state of each place', async () => {
    const count = async (who: 'confirmed' | 'waitlisted' | 'both') =>
      answerOf(
        await callRoute(t, clubMessagesApi.preview, {
          as: organiser.jar,
          body: { audience: { kind: 'event', eventId, who }, subject: 'Rain plan', body: 'Bring a towel.' },
        }),
      ).recipientCount;
    expect([await count('confirmed'), await count('waitlisted'), await count('both')]).toEqual([1, 1, 2]);
  });
});

describe('a captain e-mails the roster', () => {
  let messageId: string;

  it('previews with the de-duplicated count, leaving out whoever left team messages', async () => {
    // Lee left captains' team messages with the link of an earlier one.
    const { mailListToken } = await import('@server/lib/mail/mail-lists');
    const left = await call(
      t,
      'POST',
      `/api/mail-lists/unsubscribe?token=${encodeURIComponent(mailListToken(t.ctx.authSecret, 'team-messages', leaver))}`,
      {
        body: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        origin: null,
      },
    );
    expect(left.status).toBe(200);
    const preview = answerOf(
      await callRoute(t, clubMessagesApi.preview, { as: captain.jar, body: rosterDraft() }),
    );
    // Captain (roster and captain: once), Pat, Nina (e-mail only); Lee skipped.
    expect(preview).toMatchObject({
      recipientCount: 3,
      skippedCount: 1,
      audienceLabel: 'Net Gains — roster',
    });
    expect(preview.html).toContain('<strong>Thursday</strong>');
    expect(preview.text).not.toContain('{{club.email}}');
  });

  it('sends a test to the sender only', async () => {
    const res = answerOf(await callRoute(t, clubMessagesApi.test, { as: captain.jar, body: rosterDraft() }));
    expect(res.sentTo).toBe(captain.user.email);
    const [test] = (await emailsTo(t, captain.user.email)).filter((e) => e.subject.startsWith('[Test]'));
    expect(test).toBeDefined();
    expect(await emailsTo(t, 'pat.player@example.org')).toHaveLength(0);
  });

  it('queues one e-mail per address with one-click List-Unsubscribe and a plain-text part', async () => {
    const sent = answerOf(
      await callRoute(t, clubMessagesApi.send, {
        as: captain.jar,
        body: { ...rosterDraft(), confirmedRecipients: 3 },
      }),
    );
    messageId = sent.id;
    expect(sent).toMatchObject({ status: 'sent', recipientCount: 3 });
    expect(await outboxTo(captain.user.email)).toHaveLength(1);
    expect(await outboxTo('Newbie@Example.org')).toHaveLength(1);
    expect(await outboxTo(leaver)).toHaveLength(0);
    const [email] = await outboxTo('pat.player@example.org');
    expect(email!.headers).toMatchObject({
      'List-Unsubscribe': expect.stringContaining('/api/mail-lists/unsubscribe?token='),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(email!.text).toContain("You get these e-mails as captains' messages to their teams.");
    expect(email!.text).toContain(`/messages/${messageId}`);
    expect(email!.html).toContain('<strong>Thursday</strong>');
  });

  it('shows the sender each recipient’s delivery state, and the SMTP server gets them', async () => {
    const before = answerOf(
      await callRoute(t, clubMessagesApi.get, { as: captain.jar, params: { id: messageId } }),
    );
    expect(before.delivery?.counts).toMatchObject({ queued: 3, skipped: 1, sent: 0 });
    t.ctx.env = { ...t.ctx.env, SMTP_URL: capture.url };
    await drainOutbox(t.ctx);
    const after = answerOf(
      await callRoute(t, clubMessagesApi.get, { as: captain.jar, params: { id: messageId } }),
    );
    expect(after.delivery?.counts).toMatchObject({ queued: 0, sent: 3, skipped: 1 });
    const got = await capture.waitFor(
      (m) => m.to.includes('pat.player@example.org') && m.subject === rosterDraft().subject,
    );
    expect(got.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(got.text).toContain('Practice is **Thursday**');
  });

  it('is readable at its address by a roster player (without the delivery list), not by an outsider', async () => {
    const read = answerOf(
      await callRoute(t, clubMessagesApi.get, { as: player.jar, params: { id: messageId } }),
    );
    expect(read.delivery).toBeNull();
    expect(read.body).toContain('Practice is **Thursday**');
    const mine = answerOf(await callRoute(t, clubMessagesApi.list, { as: player.jar }));
    expect(mine.received.map((m) => m.id)).toContain(messageId);
    expect(
      (await callRoute(t, clubMessagesApi.get, { as: outsider.jar, params: { id: messageId } })).status,
    ).toBe(404);
  });
});

describe('the newsletter', () => {
  it('goes to confirmed subscribers only, with their own unsubscribe link, and lands in the public archive', async () => {
    const issue = answerOf(
      await callRoute(t, clubMessagesApi.send, {
        as: board.jar,
        body: {
          audience: { kind: 'newsletter' },
          subject: 'November news',
          body: 'Courts close on **Dec 1**.',
          confirmedRecipients: 1,
        },
      }),
    );
    expect(issue.recipientCount).toBe(1);
    const [email] = await emailsTo(t, 'connie@example.org');
    expect(email!.headers['List-Unsubscribe']).toContain(
      '/api/newsletter/unsubscribe?token=tok-connie-0123456789',
    );
    expect(await emailsTo(t, 'pete@example.org')).toHaveLength(0);
    expect(await emailsTo(t, 'una@example.org')).toHaveLength(0);
    const archive = answerOf(await callRoute(t, newsletterIssuesApi.issues));
    expect(archive.issues.map((i) => i.subject)).toContain('November news');
    const page = answerOf(await callRoute(t, newsletterIssuesApi.issue, { params: { id: issue.id } }));
    expect(page.body).toContain('Courts close on **Dec 1**.');
    expect(page.delivery).toBeNull();
    // One-click unsubscribe (RFC 8058) from the header's address: the next issue skips Connie.
    const out = await call(t, 'POST', '/api/newsletter/unsubscribe?token=tok-connie-0123456789', {
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      origin: null,
    });
    expect(out.status).toBe(200);
    const next = answerOf(
      await callRoute(t, clubMessagesApi.preview, {
        as: board.jar,
        body: { audience: { kind: 'newsletter' }, subject: 'December news', body: 'Hi' },
      }),
    );
    expect(next.recipientCount).toBe(0);
  });
});

describe('scheduled messages and the sending rate', () => {
  it('sends a scheduled message once, when due, even with two processes looking', async () => {
    const inAnHour = new Date(Date.now() + 3600_000);
    const scheduled = answerOf(
      await callRoute(t, clubMessagesApi.send, {
        as: captain.jar,
        body: {
          ...rosterDraft(),
          subject: 'Later news',
          sendAt: inAnHour.toISOString(),
          confirmedRecipients: 3,
        },
      }),
    );
    expect(scheduled.status).toBe('scheduled');
    expect(await sendDueMessages(t.ctx)).toBe(0);
    const due = new Date(inAnHour.getTime() + 1000);
    const [a, b] = await Promise.all([sendDueMessages(t.ctx, due), sendDueMessages(t.ctx, due)]);
    expect(a + b).toBe(1);
    const [row] = await t.ctx.db.select().from(clubMessages).where(eq(clubMessages.id, scheduled.id));
    expect(row).toMatchObject({ status: 'sent', recipientCount: 3 });
    const later = await t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.subject, 'Later news'));
    expect(later).toHaveLength(3);
  });

  it('sends at most MAIL_RATE_PER_MINUTE a minute, counted in the database for every process', async () => {
    t.ctx.env = { ...t.ctx.env, SMTP_URL: capture.url };
    await drainOutbox(t.ctx);
    const queued = answerOf(
      await callRoute(t, clubMessagesApi.send, {
        as: captain.jar,
        body: { ...rosterDraft(), subject: 'Rate news', confirmedRecipients: 3 },
      }),
    );
    const n = queued.recipientCount;
    expect(n).toBeGreaterThanOrEqual(3);
    t.ctx.env = { ...t.ctx.env, MAIL_RATE_PER_MINUTE: 2 };
    const minute = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 5 * 60_000);
    const pending = () => t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.status, 'pending'));
    expect(await pending()).toHaveLength(n);
    const [x, y] = await Promise.all([
      drainOutbox(t.ctx, { now: minute }),
      drainOutbox(t.ctx, { now: minute }),
    ]);
    expect(x.sent + y.sent).toBe(2);
    expect(await pending()).toHaveLength(n - 2);
    const next = await drainOutbox(t.ctx, { now: new Date(minute.getTime() + 60_000) });
    expect(next.sent).toBe(Math.min(2, n - 2));
    t.ctx.env = { ...t.ctx.env, MAIL_RATE_PER_MINUTE: undefined };
  });
});
