import { emailOutbox } from '@server/db/schema/mail';
import { newsletterSubscribers } from '@server/db/schema/newsletter';
import { drainOutbox, startOutboxWorker } from '@server/lib/mail/outbox-worker';
import { newsletterMessages } from '@shared/newsletter-rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSmtpCapture } from '../support/smtp-capture';
import { createTestApp, jsonRequest, type TestApp, testAppOrigin } from '../support/test-context';

let t: TestApp;
let clientNo = 0;
/** Each test calls from its own address, so rate limits of one test do not reach the next. */
let client: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.ctx.db.delete(newsletterSubscribers);
  await t.ctx.db.delete(emailOutbox);
  client = { 'x-test-client': `10.0.0.${++clientNo}` };
});

function subscribe(body: unknown, headers = client) {
  return t.app.request('/api/subscribe-email', jsonRequest('POST', body, headers));
}
function check(email: string, headers = client) {
  return t.app.request(`/api/check-email-subscription?email=${encodeURIComponent(email)}`, { headers });
}
function confirm(token: string) {
  return t.app.request('/api/newsletter/confirm', jsonRequest('POST', { token }, client));
}
function unsubscribe(token: string) {
  return t.app.request('/api/newsletter/unsubscribe', jsonRequest('POST', { token }, client));
}
async function subscribers() {
  return t.ctx.db.select().from(newsletterSubscribers);
}
async function outbox() {
  return t.ctx.db.select().from(emailOutbox).orderBy(emailOutbox.createdAt);
}
function tokenOf(link: string): string {
  return new URL(link).searchParams.get('token')!;
}
function linksIn(text: string): { confirm: string; unsubscribe: string } {
  return {
    confirm: text.match(/http:\/\/localhost:3000\/newsletter\/confirm\?token=[\w-]+/)![0],
    unsubscribe: text.match(/http:\/\/localhost:3000\/newsletter\/unsubscribe\?token=[\w-]+/)![0],
  };
}
/** Moves the last confirmation e-mail back in time. */
async function ageConfirmation(ms: number) {
  const [row] = await subscribers();
  await t.ctx.db
    .update(newsletterSubscribers)
    .set({ confirmationSentAt: new Date(row!.confirmationSentAt!.getTime() - ms) })
    .where(eq(newsletterSubscribers.id, row!.id));
}

describe('POST /api/subscribe-email validation (§5)', () => {
  const cases: Array<[string, unknown, number, string]> = [
    ['no fields', {}, 400, newsletterMessages.missingFields],
    ['missing name', { email: 'a@b.co' }, 400, newsletterMessages.missingFields],
    ['empty name', { name: '', email: 'a@b.co' }, 400, newsletterMessages.missingFields],
    ['blank name', { name: '   ', email: 'a@b.co' }, 400, newsletterMessages.missingFields],
    ['missing email', { name: 'Ann' }, 400, newsletterMessages.missingFields],
    ['empty email', { name: 'Ann', email: '' }, 400, newsletterMessages.missingFields],
    ['non-string fields', { name: 12, email: ['a@b.co'] }, 400, newsletterMessages.missingFields],
    ['no @', { name: 'Ann', email: 'ann.example.com' }, 400, newsletterMessages.invalidEmail],
    ['no dot after @', { name: 'Ann', email: 'ann@example' }, 400, newsletterMessages.invalidEmail],
    ['space inside', { name: 'Ann', email: 'ann smith@example.com' }, 400, newsletterMessages.invalidEmail],
    ['not trimmed', { name: 'Ann', email: ' ann@example.com' }, 400, newsletterMessages.invalidEmail],
    ['two @', { name: 'Ann', email: 'ann@@example.com' }, 400, newsletterMessages.invalidEmail],
    [
      'spam trap filled',
      { name: 'Ann', email: 'ann@example.com', website: 'http://spam.example' },
      400,
      newsletterMessages.spamDetected,
    ],
    [
      'name too long',
      { name: 'A'.repeat(101), email: 'ann@example.com' },
      400,
      newsletterMessages.nameTooLong,
    ],
    [
      'e-mail too long',
      { name: 'Ann', email: `${'a'.repeat(250)}@b.co` },
      400,
      newsletterMessages.emailTooLong,
    ],
  ];

  for (const [label, body, status, error] of cases) {
    it(`rejects ${label} and stores nothing`, async () => {
      const res = await subscribe(body);
      expect(res.status).toBe(status);
      expect(await res.json()).toEqual({ error, code: 'VALIDATION' });
      expect(await subscribers()).toHaveLength(0);
      expect(await outbox()).toHaveLength(0);
    });
  }

  it('checks in the order of §5: missing before invalid before spam', async () => {
    const missing = await subscribe({ name: '', email: 'bad', website: 'x' });
    expect((await missing.json()).error).toBe(newsletterMessages.missingFields);
    const invalid = await subscribe({ name: 'Ann', email: 'bad', website: 'x' });
    expect((await invalid.json()).error).toBe(newsletterMessages.invalidEmail);
  });

  it('rejects a body that is not JSON', async () => {
    const res = await t.app.request('/api/subscribe-email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: testAppOrigin, ...client },
      body: '{name:',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toHaveProperty('error');
  });

  it('accepts the limits exactly (name 100, e-mail 254)', async () => {
    const email = `${'a'.repeat(246)}@b.co.uk`;
    expect(email).toHaveLength(254);
    const res = await subscribe({ name: 'N'.repeat(100), email });
    expect(res.status).toBe(200);
  });
});

describe('subscribing', () => {
  it('stores a pending subscriber as typed and queues a confirmation e-mail', async () => {
    const res = await subscribe({ name: '  Ann Smith ', email: 'Ann.Smith@Example.COM', website: '' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, status: 'pending' });

    const [row] = await subscribers();
    expect(row).toMatchObject({
      name: 'Ann Smith',
      email: 'Ann.Smith@Example.COM',
      emailKey: 'ann.smith@example.com',
      status: 'pending',
    });
    expect(row!.createdAt).toBeInstanceOf(Date);
    expect(row!.token).toMatch(/^[\w-]{43}$/);
    expect(row!.confirmToken).toMatch(/^[\w-]{43}$/);
    expect(row!.confirmToken).not.toBe(row!.token);

    const mails = await outbox();
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.to).toBe('Ann.Smith@Example.COM');
    expect(mail.subject).toBe('Please confirm your NJTC newsletter subscription');
    // The typed name is data: quoted, never the start of the greeting (issue 18).
    expect(mail.text).toMatch(/^Hello,\n/);
    expect(mail.text).toContain('under the name “Ann Smith”');
    const links = linksIn(mail.text);
    expect(tokenOf(links.confirm)).toBe(row!.confirmToken);
    expect(tokenOf(links.unsubscribe)).toBe(row!.token);
    expect(mail.html).toContain(`href="${links.confirm}"`);
    expect(mail.html).toContain(`href="${links.unsubscribe}"`);
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<http://localhost:3000/api/newsletter/unsubscribe?token=${row!.token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('escapes the name in the HTML e-mail', async () => {
    await subscribe({ name: '<b>Ann</b>', email: 'ann@example.com' });
    const [mail] = await outbox();
    expect(mail!.html).toContain('under the name “&lt;b&gt;Ann&lt;/b&gt;”');
    expect(mail!.html).not.toContain('<b>Ann</b>');
  });

  it('keeps one row per address (any case) and re-sends the confirmation at most every 10 minutes', async () => {
    expect((await subscribe({ name: 'Ann', email: 'ann@example.com' })).status).toBe(200);
    const again = await subscribe({ name: 'Ann S', email: 'ANN@example.com' });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ ok: true, status: 'pending' });
    expect(await subscribers()).toHaveLength(1);
    expect(await outbox()).toHaveLength(1);

    await ageConfirmation(11 * 60_000);
    expect((await subscribe({ name: 'Ann S', email: 'ANN@example.com' })).status).toBe(200);
    const rows = await subscribers();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Ann S', email: 'ANN@example.com', status: 'pending' });
    const mails = await outbox();
    expect(mails).toHaveLength(2);
    // The re-sent e-mail carries the same, still valid link.
    expect(linksIn(mails[1]!.text).confirm).toBe(linksIn(mails[0]!.text).confirm);
  });

  it('handles simultaneous requests for one address with one row', async () => {
    const results = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        subscribe({ name: 'Ann', email: 'race@example.com' }, { 'x-test-client': `10.9.9.${i}` }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(await subscribers()).toHaveLength(1);
    expect(await outbox()).toHaveLength(1);
  });
});

describe('GET /api/check-email-subscription', () => {
  it('is false for an unknown address', async () => {
    const res = await check('nobody@example.com');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ isSubscribed: false });
  });

  it('is false (not an error) for a half-typed address', async () => {
    expect(await (await check('ann@')).json()).toEqual({ isSubscribed: false });
  });

  it('rejects a missing or oversized address', async () => {
    const missing = await t.app.request('/api/check-email-subscription', { headers: client });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toHaveProperty('error');
    expect((await check(`${'a'.repeat(255)}@b.co`)).status).toBe(400);
  });

  it('follows the subscriber through pending, confirmed and unsubscribed, in any case', async () => {
    await subscribe({ name: 'Ann', email: 'ann@example.com' });
    expect(await (await check('ANN@example.com')).json()).toEqual({ isSubscribed: true });

    // A pending request whose e-mail went out long ago no longer blocks the form.
    await ageConfirmation(11 * 60_000);
    expect(await (await check('ann@example.com')).json()).toEqual({ isSubscribed: false });

    const [row] = await subscribers();
    expect((await confirm(row!.confirmToken!)).status).toBe(200);
    expect(await (await check('ann@example.com')).json()).toEqual({ isSubscribed: true });

    expect((await unsubscribe(row!.token)).status).toBe(200);
    expect(await (await check('ann@example.com')).json()).toEqual({ isSubscribed: false });
  });
});

describe('confirming', () => {
  it('confirms once, then reports already confirmed', async () => {
    await subscribe({ name: 'Ann', email: 'ann@example.com' });
    const token = tokenOf(linksIn((await outbox())[0]!.text).confirm);

    const res = await confirm(token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'confirmed' });
    const [row] = await subscribers();
    expect(row).toMatchObject({ status: 'confirmed' });
    expect(row!.confirmedAt).toBeInstanceOf(Date);

    expect(await (await confirm(token)).json()).toEqual({ status: 'already_confirmed' });
  });

  it('does nothing more for a confirmed address that subscribes again', async () => {
    await subscribe({ name: 'Ann', email: 'ann@example.com' });
    await confirm((await subscribers())[0]!.confirmToken!);
    await ageConfirmation(60 * 60_000);
    const res = await subscribe({ name: 'Someone Else', email: 'ann@example.com' });
    expect(await res.json()).toEqual({ ok: true, status: 'confirmed' });
    expect(await outbox()).toHaveLength(1);
    expect((await subscribers())[0]).toMatchObject({ name: 'Ann', status: 'confirmed' });
  });

  it('rejects an unknown or malformed token', async () => {
    for (const token of ['x'.repeat(43), 'short', '']) {
      const res = await confirm(token);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(await res.json()).toMatchObject({
        error: newsletterMessages.invalidLink,
        code: expect.stringMatching(/^(NOT_FOUND|VALIDATION)$/),
      });
    }
  });

  it('rejects an expired link (older than 7 days)', async () => {
    await subscribe({ name: 'Ann', email: 'ann@example.com' });
    await ageConfirmation(8 * 24 * 60 * 60_000);
    const res = await confirm((await subscribers())[0]!.confirmToken!);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: newsletterMessages.expiredConfirmLink, code: 'NOT_FOUND' });
    expect((await subscribers())[0]!.status).toBe('pending');
  });

  it('gives an expired request a fresh link on the next subscribe', async () => {
    await subscribe({ name: 'Ann', email: 'ann@example.com' });
    const oldToken = (await subscribers())[0]!.confirmToken!;
    await ageConfirmation(8 * 24 * 60 * 60_000);
    await subscribe({ name: 'Ann', email: 'ann@example.com' });
    const newToken = (await subscribers())[0]!.confirmToken!;
    expect(newToken).not.toBe(oldToken);
    expect((await confirm(oldToken)).status).toBe(404);
    expect(await (await confirm(newToken)).json()).toEqual({ status: 'confirmed' });
  });
});

describe('unsubscribing', () => {
  it('unsubscribes by token, then reports already unsubscribed', async () => {
    await subscribe({ name: 'Ann', email: 'ann@example.com' });
    const token = tokenOf(linksIn((await outbox())[0]!.text).unsubscribe);
    const res = await unsubscribe(token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'unsubscribed' });
    const [row] = await subscribers();
    expect(row).toMatchObject({ status: 'unsubscribed', confirmToken: null });
    expect(row!.unsubscribedAt).toBeInstanceOf(Date);
    expect(await (await unsubscribe(token)).json()).toEqual({ status: 'already_unsubscribed' });
  });

  it('makes the old confirm link useless', async () => {
    await subscribe({ name: 'Ann', email: 'ann@example.com' });
    const [row] = await subscribers();
    await unsubscribe(row!.token);
    const res = await confirm(row!.confirmToken!);
    expect(res.status).toBe(404);
    expect((await subscribers())[0]!.status).toBe('unsubscribed');
  });

  it('lets an unsubscribed address subscribe again: pending, new confirm link, new e-mail, same row', async () => {
    await subscribe({ name: 'Ann', email: 'ann@example.com' });
    const [first] = await subscribers();
    await unsubscribe(first!.token);
    const res = await subscribe({ name: 'Ann', email: 'ann@example.com' });
    expect(await res.json()).toEqual({ ok: true, status: 'pending' });
    const rows = await subscribers();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: first!.id,
      status: 'pending',
      token: first!.token,
      unsubscribedAt: null,
    });
    expect(rows[0]!.confirmToken).not.toBe(first!.confirmToken);
    const mails = await outbox();
    expect(mails).toHaveLength(2);
    expect(tokenOf(linksIn(mails[1]!.text).confirm)).toBe(rows[0]!.confirmToken);
  });

  it('rejects an unknown token', async () => {
    const res = await unsubscribe('y'.repeat(43));
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: newsletterMessages.invalidLink, code: 'NOT_FOUND' });
  });

  it('supports RFC 8058 one-click POSTs to the List-Unsubscribe URL', async () => {
    await subscribe({ name: 'Ann', email: 'ann@example.com' });
    const [mail] = await outbox();
    const url = new URL(mail!.headers['List-Unsubscribe']!.slice(1, -1));
    const res = await t.app.request(`${url.pathname}${url.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...client },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect((await subscribers())[0]!.status).toBe('unsubscribed');
  });

  it('sends a browser opening the List-Unsubscribe URL to the landing page without acting', async () => {
    await subscribe({ name: 'Ann', email: 'ann@example.com' });
    const [row] = await subscribers();
    const res = await t.app.request(`/api/newsletter/unsubscribe?token=${row!.token}`, { headers: client });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/newsletter/unsubscribe?token=${row!.token}`);
    expect((await subscribers())[0]!.status).toBe('pending');
  });
});

describe('rate limits (per client address)', () => {
  it('allows 10 subscribe calls per 10 minutes, then answers 429 and stores nothing', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await subscribe({ name: 'Ann', email: `ann${i}@example.com` })).status).toBe(200);
    }
    const res = await subscribe({ name: 'Ann', email: 'one-too-many@example.com' });
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({
      error: 'Too many attempts. Please wait a few minutes and try again.',
      code: 'RATE_LIMITED',
    });
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await subscribers()).toHaveLength(10);
    // Another address is not affected.
    expect(
      (await subscribe({ name: 'Bo', email: 'bo@example.com' }, { 'x-test-client': '10.1.2.3' })).status,
    ).toBe(200);
  });

  it('allows 60 checks a minute, of which 20 complete addresses are looked up in 10 minutes (issue 18)', async () => {
    for (let i = 0; i < 20; i++) expect((await check(`c${i}@example.com`)).status).toBe(200);
    const looked = await check('c21@example.com');
    expect(looked.status).toBe(429);
    expect(await looked.json()).toEqual({
      error: 'Too many checks from your network. Please wait a few minutes and try again.',
      code: 'RATE_LIMITED',
    });
    // Half-typed addresses are answered without a lookup, up to the request limit.
    for (let i = 21; i < 60; i++) expect((await check(`c${i}@`)).status).toBe(200);
    const res = await check('c61@');
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({
      error: 'Too many attempts. Please wait a few minutes and try again.',
      code: 'RATE_LIMITED',
    });
  });

  it('limits confirm and unsubscribe attempts', async () => {
    let last = 0;
    for (let i = 0; i < 61; i++) last = (await confirm('z'.repeat(43))).status;
    expect(last).toBe(429);
  });
});

describe('end to end with a real SMTP server', () => {
  it('delivers the confirmation e-mail whose links confirm and unsubscribe', async () => {
    const capture = await startSmtpCapture();
    const saved = t.ctx.env;
    t.ctx.env = { ...t.ctx.env, SMTP_URL: capture.url };
    const stop = startOutboxWorker(t.ctx, { pollMs: 60_000 });
    try {
      await subscribe({ name: 'Ann', email: 'ann@example.com' });
      const mail = await capture.waitFor((m) => m.envelopeTo.includes('ann@example.com'), 3000);
      expect(mail.subject).toBe('Please confirm your NJTC newsletter subscription');
      expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      const confirmLink = mail.links.find((l) => l.includes('/newsletter/confirm?token='))!;
      const unsubscribeLink = mail.links.find((l) => l.includes('/newsletter/unsubscribe?token='))!;
      expect(await (await confirm(tokenOf(confirmLink))).json()).toEqual({ status: 'confirmed' });
      expect(await (await unsubscribe(tokenOf(unsubscribeLink))).json()).toEqual({ status: 'unsubscribed' });
    } finally {
      await stop();
      await capture.stop();
      t.ctx.env = saved;
    }
  });

  it('without SMTP_URL the confirmation is kept as sent_to_log', async () => {
    await subscribe({ name: 'Ann', email: 'ann@example.com' });
    await drainOutbox(t.ctx);
    expect((await outbox())[0]!.status).toBe('sent_to_log');
  });
});
