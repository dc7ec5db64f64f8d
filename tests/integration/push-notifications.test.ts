import { emailOutbox } from '@server/db/schema/mail';
import { pushOutbox, pushSubscriptions } from '@server/db/schema/push';
import { queueNotice } from '@server/lib/notices';
import { drainPushOutbox } from '@server/lib/push/push-outbox';
import { pushApi } from '@shared/api/push';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, createSignedInUser, emailsTo, lastEmailTo } from '../support/auth-helpers';
import { answerOf, callRoute, errorOf } from '../support/call-route';
import { decryptPush, FakePushService, type PushSubscriber, verifyVapid } from '../support/fake-push-service';
import { insertTeamSetup } from '../support/team-setup';
import { createTestApp, type TestApp } from '../support/test-context';

let t: TestApp;
let service: FakePushService;

beforeAll(async () => {
  service = await new FakePushService().start();
  // Many subscriptions from one test address: the per-address limit is not what this file tests.
  t = await createTestApp({ rateLimits: false, env: { PUSH_TEST_SERVICE: service.url } });
});
afterAll(async () => {
  await t.close();
  await service.stop();
});
beforeEach(async () => {
  await t.ctx.db.delete(pushOutbox);
  await t.ctx.db.delete(emailOutbox);
});

async function subscribedMember() {
  const member = await createSignedInUser(t);
  const subscriber = service.subscriber();
  answerOf(await callRoute(t, pushApi.subscribe, { as: member.jar, body: subscriber.subscription }));
  return { ...member, subscriber };
}

function availabilityNotice(email: string) {
  return {
    kind: 'availability-request' as const,
    email: { to: email, subject: 'Mixed 7.0: can you play on Sat, Jun 6?', text: 'Tap to answer.' },
    push: {
      title: 'Can you play Saturday?',
      body: 'Mixed 7.0 vs Hillside, Sat 9:00',
      url: '/team-matches/m1',
    },
  };
}

function decrypted(subscriber: PushSubscriber, index = 0) {
  const push = service.receivedBy(subscriber.id)[index]!;
  return JSON.parse(decryptPush(subscriber, Buffer.from(push.body, 'base64')));
}

describe('push subscriptions', () => {
  it("gives a member the server's VAPID public key, and nobody else", async () => {
    const { jar } = await createSignedInUser(t);
    const { publicKey } = answerOf(await callRoute(t, pushApi.publicKey, { as: jar }));
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    expect((await callRoute(t, pushApi.publicKey)).status).toBe(401);
  });

  it("takes the browser's PushSubscription JSON as is, once per endpoint", async () => {
    const { jar, user } = await createSignedInUser(t);
    const subscriber = service.subscriber();
    const first = answerOf(await callRoute(t, pushApi.subscribe, { as: jar, body: subscriber.subscription }));
    expect(first.subscriptionCount).toBe(1);
    // The browser re-sends it (every app start): still one device.
    const again = answerOf(await callRoute(t, pushApi.subscribe, { as: jar, body: subscriber.subscription }));
    expect(again.subscriptionCount).toBe(1);
    const rows = await t.ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id));
    expect(rows).toMatchObject([
      { endpoint: subscriber.subscription.endpoint, auth: subscriber.subscription.keys.auth },
    ]);
  });

  it('refuses endpoints that are not on a known push service', async () => {
    const { jar } = await createSignedInUser(t);
    const keys = service.subscriber().subscription.keys;
    for (const endpoint of [
      'https://evil.example.com/fcm/send/abc',
      'https://fcm.googleapis.com.evil.example/fcm/send/abc',
      'http://fcm.googleapis.com/fcm/send/abc',
      'http://127.0.0.1:9/push/abc',
      'http://169.254.169.254/latest/meta-data',
    ]) {
      const res = await callRoute(t, pushApi.subscribe, {
        as: jar,
        body: { endpoint, expirationTime: null, keys },
      });
      expect(res.status, endpoint).toBe(400);
      expect(errorOf(res).fields?.endpoint, endpoint).toMatch(/push service/);
    }
    const known = await callRoute(t, pushApi.subscribe, {
      as: jar,
      body: { endpoint: 'https://fcm.googleapis.com/fcm/send/dGVzdA:APA91b', expirationTime: null, keys },
    });
    expect(known.status).toBe(200);
  });

  it('refuses a subscription without usable keys', async () => {
    const { jar } = await createSignedInUser(t);
    const { endpoint } = service.subscriber().subscription;
    const res = await callRoute(t, pushApi.subscribe, {
      as: jar,
      body: { endpoint, expirationTime: null, keys: { p256dh: 'short', auth: 'x' } },
    });
    expect(res.status).toBe(400);
  });

  it('forgets a subscription on DELETE { endpoint }', async () => {
    const { jar, subscriber } = await subscribedMember();
    const after = answerOf(
      await callRoute(t, pushApi.unsubscribe, {
        as: jar,
        body: { endpoint: subscriber.subscription.endpoint },
      }),
    );
    expect(after.subscriptionCount).toBe(0);
  });
});

describe('notices by push, e-mail or both', () => {
  it('sends a notice by e-mail when the member chose nothing', async () => {
    const { user } = await subscribedMember();
    const queued = await queueNotice(t.ctx.db, availabilityNotice(user.email));
    expect(queued).toMatchObject({ pushes: 0 });
    expect(queued.emailId).not.toBeNull();
  });

  it('pushes, encrypted for the subscription and signed with VAPID, when the member chose push', async () => {
    const { jar, user, subscriber } = await subscribedMember();
    const saved = answerOf(
      await callRoute(t, pushApi.updatePreferences, {
        as: jar,
        body: { preferences: { 'availability-request': 'push' } },
      }),
    );
    expect(saved.preferences).toMatchObject({ 'availability-request': 'push', 'lineup-published': 'email' });

    const queued = await queueNotice(t.ctx.db, availabilityNotice(user.email));
    expect(queued).toEqual({ emailId: null, pushes: 1 });
    expect(await drainPushOutbox(t.ctx)).toEqual({ sent: 1, retrying: 0, failed: 0 });

    expect(decrypted(subscriber)).toEqual({
      title: 'Can you play Saturday?',
      body: 'Mixed 7.0 vs Hillside, Sat 9:00',
      url: '/team-matches/m1',
    });
    const push = service.receivedBy(subscriber.id)[0]!;
    const { publicKey } = answerOf(await callRoute(t, pushApi.publicKey, { as: jar }));
    expect(verifyVapid(push.headers.authorization)).toMatchObject({ aud: service.url, publicKey });
    expect(push.headers.ttl).toBe('86400');
  });

  it('sends both when the member chose both', async () => {
    const { jar, user, subscriber } = await subscribedMember();
    await callRoute(t, pushApi.updatePreferences, {
      as: jar,
      body: { preferences: { 'payment-received': 'both' } },
    });
    const queued = await queueNotice(t.ctx.db, {
      ...availabilityNotice(user.email),
      kind: 'payment-received',
    });
    expect(queued.pushes).toBe(1);
    expect(queued.emailId).not.toBeNull();
    await drainPushOutbox(t.ctx);
    expect(service.receivedBy(subscriber.id)).toHaveLength(1);
  });

  it('falls back to e-mail when push is chosen but no device is subscribed', async () => {
    const { jar, user } = await createSignedInUser(t);
    await callRoute(t, pushApi.updatePreferences, {
      as: jar,
      body: { preferences: { 'availability-request': 'push' } },
    });
    const queued = await queueNotice(t.ctx.db, availabilityNotice(user.email));
    expect(queued.pushes).toBe(0);
    expect(queued.emailId).not.toBeNull();
  });

  it('refuses an unknown notice choice', async () => {
    const { jar } = await createSignedInUser(t);
    const res = await callRoute(t, pushApi.updatePreferences, {
      as: jar,
      body: { preferences: { 'availability-request': 'pigeon' as 'push' } },
    });
    expect(res.status).toBe(400);
  });
});

describe('the push outbox', () => {
  async function pushOnly() {
    const member = await subscribedMember();
    await callRoute(t, pushApi.updatePreferences, {
      as: member.jar,
      body: { preferences: { 'availability-request': 'push' } },
    });
    return member;
  }

  it('deletes the subscription when the push service answers 410 Gone', async () => {
    const { user, subscriber } = await pushOnly();
    service.respondWith(subscriber.id, 410);
    await queueNotice(t.ctx.db, availabilityNotice(user.email));
    await drainPushOutbox(t.ctx);
    expect(
      await t.ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id)),
    ).toEqual([]);
    const [row] = await t.ctx.db.select().from(pushOutbox).where(eq(pushOutbox.userId, user.id));
    expect(row!.status).toBe('gone');
    // The next notice finds no device and comes by e-mail.
    expect((await queueNotice(t.ctx.db, availabilityNotice(user.email))).emailId).not.toBeNull();
  });

  it('deletes the subscription on 404 too', async () => {
    const { user, subscriber } = await pushOnly();
    service.respondWith(subscriber.id, 404);
    await queueNotice(t.ctx.db, availabilityNotice(user.email));
    await drainPushOutbox(t.ctx);
    expect(
      await t.ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id)),
    ).toEqual([]);
  });

  it('retries later when the push service is down, then delivers', async () => {
    const { user, subscriber } = await pushOnly();
    service.respondWith(subscriber.id, 503);
    await queueNotice(t.ctx.db, availabilityNotice(user.email));
    expect(await drainPushOutbox(t.ctx)).toEqual({ sent: 0, retrying: 1, failed: 0 });
    const [row] = await t.ctx.db.select().from(pushOutbox).where(eq(pushOutbox.userId, user.id));
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'push service answered 503' });
    service.respondWith(subscriber.id, 0);
    expect(await drainPushOutbox(t.ctx, { now: new Date(Date.now() + 60_000) })).toEqual({
      sent: 1,
      retrying: 0,
      failed: 0,
    });
    expect(decrypted(subscriber).title).toBe('Can you play Saturday?');
  });

  it('sends each push once when two workers drain at the same moment', async () => {
    const members = await Promise.all([pushOnly(), pushOnly(), pushOnly()]);
    for (const m of members) await queueNotice(t.ctx.db, availabilityNotice(m.user.email));
    // A second process on the same database (PostgreSQL runs), or a second loop of this one.
    const other = t.schema
      ? await createTestApp({
          joinSchema: t.schema,
          env: { PUSH_TEST_SERVICE: service.url, DATA_DIR: t.ctx.env.DATA_DIR },
        })
      : t;
    try {
      const [a, b] = await Promise.all([drainPushOutbox(t.ctx), drainPushOutbox(other.ctx)]);
      expect(a.sent + b.sent).toBe(3);
    } finally {
      if (other !== t) await other.close();
    }
    for (const m of members) expect(service.receivedBy(m.subscriber.id)).toHaveLength(1);
  });
});

describe('the notices of a team go through the member’s choice', () => {
  const dayMs = 86_400_000;
  const wallTime = (days: number) =>
    `${new Date(Date.now() + days * dayMs).toISOString().slice(0, 10)}T18:30`;

  it('a match added asks by push whoever chose push, by e-mail the others; a change tells them again', async () => {
    const captain = await createSignedInUser(t, ['captain']);
    const pusher = await subscribedMember();
    const mailer = await createSignedInUser(t, ['member']);
    await callRoute(t, pushApi.updatePreferences, {
      as: pusher.jar,
      body: { preferences: { 'availability-request': 'push', 'match-changed': 'both' } },
    });
    const { team } = await insertTeamSetup(t.ctx.db, {
      name: 'Push Testers',
      captainId: captain.user.id,
      roster: [
        { userId: pusher.user.id, name: 'Pia Pusher' },
        { userId: mailer.user.id, name: 'Mo Mailer' },
      ],
    });
    const input = {
      startsAt: wallTime(10),
      isHome: false,
      opponentTeam: 'Baseline Bandits',
      opponentClub: 'Cedar Grove Racquet Club',
      address: '210 Cedar Grove Rd, Riverton',
      notes: '',
    };
    const created = await call(t, 'POST', `/api/teams/${team.id}/matches`, {
      headers: captain.headers,
      body: input,
    });
    expect(created.status).toBe(201);
    const matchId = created.body.match.id as string;
    expect(await emailsTo(t, pusher.user.email)).toHaveLength(0);
    expect((await lastEmailTo(t, mailer.user.email))?.subject).toBe(
      'Push Testers: a match was added to the schedule',
    );
    await drainPushOutbox(t.ctx);
    expect(decrypted(pusher.subscriber)).toMatchObject({
      title: 'Push Testers: a match was added to the schedule',
      url: `/team-matches/${matchId}`,
      tag: `match-${matchId}`,
    });
    expect(decrypted(pusher.subscriber).body).toContain('Can you play?');

    const moved = await call(t, 'PATCH', `/api/teams/${team.id}/matches/${matchId}`, {
      headers: captain.headers,
      body: { ...input, startsAt: wallTime(11) },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    await drainPushOutbox(t.ctx);
    // 'both': the push and the e-mail.
    expect(decrypted(pusher.subscriber, 1).title).toBe('Push Testers: a match was changed');
    expect((await lastEmailTo(t, pusher.user.email))?.subject).toBe('Push Testers: a match was changed');
  });
});
