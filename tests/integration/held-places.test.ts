import { insertSocialEvent } from '@server/db/factories/events';
import { registrations } from '@server/db/schema/events';
import { payments } from '@server/db/schema/payments';
import { releaseExpiredHolds } from '@server/features/events/registration-holds';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createSignedInUser, emailsTo, lastEmailTo, tokenFromEmail } from '../support/auth-helpers';
import { registrationsOf } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-context';

/*
 * Issue 18, low 9: a public sign-up mails text to any address typed into it, and a visitor who
 * never proved the address took a confirmed place. Now the name in the e-mail is data (quoted,
 * never the greeting), and a visitor's place is held for 30 minutes until confirmed from the
 * e-mail, then released — once, on PostgreSQL by two app instances running the sweep together.
 */

const isPostgres = !!process.env.TEST_DATABASE_URL;
let a: TestApp;
let b: TestApp;
let client = 0;
const minute = 60_000;

beforeAll(async () => {
  a = await createTestApp({ rateLimits: false });
  b = isPostgres ? await createTestApp({ rateLimits: false, joinSchema: a.schema }) : a;
});
afterAll(async () => {
  if (b !== a) await b.close();
  await a.close();
});

const person = (name: string, email: string) => ({
  name,
  email,
  phone: '(555) 010-3000',
  ntrp: '3.5',
  partnerName: '',
  notes: '',
});

function signUp(slug: string, body: unknown, options: { headers?: Record<string, string> } = {}) {
  client += 1;
  return call(a, 'POST', `/api/social-events/${slug}/registrations`, {
    body,
    headers: { 'x-test-client': `10.9.0.${client}`, ...options.headers },
  });
}

const confirmTokenOf = async (email: string) =>
  tokenFromEmail((await lastEmailTo(a, email))!.text, '/registrations/confirm');

describe('names in sign-up e-mails are data', () => {
  it('never starts the greeting with the typed name, and quotes it on one line', async () => {
    const e = await insertSocialEvent(a.ctx.db, { capacity: 5, title: 'Quoted Mixer' });
    const hostile = 'Your account is locked. Visit evil.example to unlock';
    const res = await signUp(e.slug, person(hostile, 'victim@example.com'));
    expect(res.status).toBe(201);
    const mail = await lastEmailTo(a, 'victim@example.com');
    const lines = mail!.text.split('\n');
    expect(lines[0]).toBe('Hello,');
    expect(lines.some((l) => l.startsWith(hostile) || l.startsWith(`Hi ${hostile}`))).toBe(false);
    expect(mail!.text).toContain(`Name on the sign-up: “${hostile}”`);
    expect(mail!.html).not.toMatch(/<p>Hi /);
  });
});

describe('a visitor’s place is held until confirmed from the e-mail', () => {
  it('holds the place (no fee due), confirms it from the link, then counts it with its fee', async () => {
    const e = await insertSocialEvent(a.ctx.db, { capacity: 2, title: 'Held Mixer', feeCents: 1200 });
    const res = await signUp(e.slug, person('Vera Visitor', 'vera@example.com'));
    expect(res.body).toMatchObject({ status: 'confirmed', paymentId: null });
    expect(Date.parse(res.body.confirmBy) - Date.now()).toBeGreaterThan(29 * minute);
    expect(Date.parse(res.body.confirmBy) - Date.now()).toBeLessThanOrEqual(30 * minute);
    const mail = await lastEmailTo(a, 'vera@example.com');
    expect(mail?.subject).toBe('Please confirm your sign-up: Held Mixer');
    expect(mail?.text).not.toContain('/registrations/cancel');
    const token = await confirmTokenOf('vera@example.com');
    const [row] = await registrationsOf(a.ctx.db, e.id);
    expect(await a.ctx.db.select().from(payments).where(eq(payments.purposeId, row!.id))).toHaveLength(0);

    // Opening the link confirms nothing (mail scanners open links).
    const preview = await call(a, 'GET', `/api/registrations/confirm?token=${encodeURIComponent(token)}`);
    expect(preview.body).toMatchObject({ state: 'held', name: 'Vera Visitor', eventTitle: 'Held Mixer' });
    const confirmed = await call(a, 'POST', '/api/registrations/confirm', { body: { token } });
    expect(confirmed.body).toMatchObject({ state: 'confirmed', confirmBy: null });
    expect((await lastEmailTo(a, 'vera@example.com'))?.subject).toBe("You're signed up: Held Mixer");
    expect(await a.ctx.db.select().from(payments).where(eq(payments.purposeId, row!.id))).toHaveLength(1);
    // A second tap changes nothing.
    expect((await call(a, 'POST', '/api/registrations/confirm', { body: { token } })).body.state).toBe(
      'confirmed',
    );
    const forged = `${token.slice(0, -2)}xx`;
    expect((await call(a, 'POST', '/api/registrations/confirm', { body: { token: forged } })).status).toBe(
      404,
    );
  });

  it('confirms a signed-in member at once', async () => {
    const e = await insertSocialEvent(a.ctx.db, { capacity: 2, title: 'Member Mixer' });
    const member = await createSignedInUser(a, ['member']);
    const res = await call(a, 'POST', `/api/social-events/${e.slug}/registrations`, {
      headers: member.headers,
      body: person(member.user.name, member.user.email),
    });
    expect(res.body).toMatchObject({ status: 'confirmed', confirmBy: null });
    expect((await lastEmailTo(a, member.user.email))?.subject).toBe("You're signed up: Member Mixer");
  });

  it('releases a place not confirmed in 30 minutes, once, and moves the waitlist up once', async () => {
    const e = await insertSocialEvent(a.ctx.db, { capacity: 1, title: 'Sweep Mixer' });
    await signUp(e.slug, person('Never Confirms', 'never@example.com'));
    const waiting = await signUp(e.slug, person('Wanda Waiting', 'wanda@example.com'));
    expect(waiting.body).toMatchObject({ status: 'waitlisted', waitlistPosition: 1 });
    await call(a, 'POST', '/api/registrations/confirm', {
      body: { token: await confirmTokenOf('wanda@example.com') },
    });

    // Not yet: within the 30 minutes nothing moves.
    expect(await releaseExpiredHolds(a.ctx, new Date(Date.now() + 29 * minute))).toBe(0);
    const later = new Date(Date.now() + 31 * minute);
    // Every held place due by then, this event's and earlier tests' alike: each is released once.
    const due = (await a.ctx.db.select().from(registrations)).filter(
      (r) => r.status !== 'cancelled' && r.confirmBy && r.confirmBy <= later,
    ).length;
    const results = await Promise.all([releaseExpiredHolds(a.ctx, later), releaseExpiredHolds(b.ctx, later)]);
    expect(results.reduce((n, x) => n + x, 0)).toBe(due);
    const rows = await registrationsOf(a.ctx.db, e.id);
    expect(rows.find((r) => r.email === 'never@example.com')).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'unconfirmed',
    });
    expect(rows.find((r) => r.email === 'wanda@example.com')).toMatchObject({ status: 'confirmed' });
    const goodNews = (await emailsTo(a, 'wanda@example.com')).filter((m) =>
      m.subject.startsWith('Good news'),
    );
    expect(goodNews).toHaveLength(1);
    // The late visitor's link says the place was released.
    const late = await call(a, 'POST', '/api/registrations/confirm', {
      body: { token: await confirmTokenOf('never@example.com') },
    });
    expect(late.status).toBe(410);
    expect(late.body.error).toMatch(/run out/);
  });

  it('frees an expired hold for the next sign-up even before the sweep runs', async () => {
    const e = await insertSocialEvent(a.ctx.db, { capacity: 1, title: 'Lazy Mixer' });
    await signUp(e.slug, person('Slow Sam', 'slow@example.com'));
    const full = await signUp(e.slug, person('Next Nora', 'nora@example.com'));
    expect(full.body.status).toBe('waitlisted');
    // 31 minutes later a member signs up: both visitors' places, never confirmed, are released
    // under the event's lock before the member's is counted, so the member gets the place.
    const { registerForEvent } = await import('@server/features/events/registrations');
    const later = new Date(Date.now() + 31 * minute);
    const member = await createSignedInUser(a, ['member']);
    const result = await registerForEvent(
      a.ctx,
      { kind: 'socialSlug', slug: e.slug },
      { ...person(member.user.name, member.user.email), website: '' } as never,
      { userId: member.user.id, accountEmail: member.user.email, now: later },
    );
    expect(result).toMatchObject({ status: 'confirmed', confirmBy: null });
    const rows = await registrationsOf(a.ctx.db, e.id);
    expect(
      rows
        .filter((r) => r.status === 'cancelled')
        .map((r) => r.email)
        .sort(),
    ).toEqual(['nora@example.com', 'slow@example.com']);
  });
});
