import { randomUUID } from 'node:crypto';
import { expireUnverifiedAccounts } from '@server/auth/unverified-accounts';
import { importedAccounts } from '@server/db/schema/accounts';
import { user } from '@server/db/schema/auth';
import { createPendingPayment } from '@server/lib/ledger/ledger';
import { createEmailVerificationToken } from 'better-auth/api';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CookieJar,
  call,
  createSignedInUser,
  emailsTo,
  signIn,
  tokenFromEmail,
} from '../support/auth-helpers';
import { createTestApp, type TestApp } from '../support/test-context';

// Issue 18, medium 4: signing up with someone else's address and one's own password, then
// waiting for the owner to sign up and click their link, gave a confirmed account under the
// owner's address with the attacker's password.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: false });
});
afterAll(() => t.close());

const signUp = (body: { name: string; username: string; email: string; password: string }) =>
  call(t, 'POST', '/api/auth/sign-up/email', { body });
const verify = (token: string, jar?: CookieJar) =>
  call(t, 'GET', `/api/auth/verify-email?token=${encodeURIComponent(token)}`, { jar });
const linksTo = async (email: string) =>
  (await emailsTo(t, email))
    .filter((m) => m.text.includes('/auth/verify-email?token='))
    .map((m) => tokenFromEmail(m.text, '/auth/verify-email'));

describe('an account claimed before its owner signs up', () => {
  it('the owner’s sign-up replaces the unconfirmed credentials and username; only the owner’s link confirms', async () => {
    const email = 'owner.claim@example.org';
    const squat = await signUp({
      name: 'Mallory',
      username: 'squatter',
      email,
      password: 'mallory-secret-77',
    });
    expect(squat.status).toBe(200);
    // Mallory's sign-in attempt mails a fresh link to the owner's inbox (made for Mallory's password).
    const early = await call(t, 'POST', '/api/auth/sign-in/email', {
      body: { email, password: 'mallory-secret-77' },
    });
    expect(early.status).toBe(403);
    expect(early.body.code).toBe('EMAIL_NOT_VERIFIED');
    const oldLinks = await linksTo(email);
    expect(oldLinks).toHaveLength(2);

    const owner = await signUp({
      name: 'Olivia Owner',
      username: 'olivia_o',
      email,
      password: 'olivias-own-pass-42',
    });
    expect(owner.status).toBe(200);
    expect(owner.body).toMatchObject({
      token: null,
      user: { email, username: 'olivia_o', emailVerified: false },
    });
    const [row] = await t.ctx.db.select().from(user).where(eq(user.email, email));
    expect(row).toMatchObject({ name: 'Olivia Owner', username: 'olivia_o', emailVerified: false });
    // The squatted username is free again.
    expect(
      (await call(t, 'POST', '/api/auth/is-username-available', { body: { username: 'squatter' } })).body,
    ).toEqual({
      available: true,
    });

    // Links sent for Mallory's credentials confirm nothing, and sign nobody in.
    for (const token of oldLinks) {
      const jar = new CookieJar();
      const refused = await verify(token, jar);
      expect(refused.status).toBe(401);
      expect(refused.body.error).toMatch(/no longer valid/);
      expect(jar.has('session_token')).toBe(false);
    }
    expect((await t.ctx.db.select().from(user).where(eq(user.email, email)))[0]!.emailVerified).toBe(false);
    expect(
      (await call(t, 'POST', '/api/auth/sign-in/email', { body: { email, password: 'mallory-secret-77' } }))
        .status,
    ).toBe(401);

    // The owner's link confirms the owner's credentials and signs the owner in.
    const ownerLink = (await linksTo(email)).at(-1)!;
    const jar = new CookieJar();
    const confirmed = await verify(ownerLink, jar);
    expect(confirmed.status).toBe(200);
    expect(jar.has('session_token')).toBe(true);
    const me = await call(t, 'GET', '/api/me', { jar });
    expect(me.body.profile).toMatchObject({ username: 'olivia_o', fullName: 'Olivia Owner' });
    await signIn(t, email, 'olivias-own-pass-42');
    await expect(signIn(t, email, 'mallory-secret-77')).rejects.toThrow(/401/);
  });

  it('a sign-up over an unconfirmed account still refuses a username another account holds', async () => {
    const holder = await createSignedInUser(t, []);
    const email = 'second.claim@example.org';
    await signUp({ name: 'First Try', username: 'first_try', email, password: 'first-try-password' });
    const res = await signUp({
      name: 'Second',
      username: holder.user.username,
      email,
      password: 'second-try-password',
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/Username is already taken/);
  });

  it('a confirmation link that names no credential version is refused', async () => {
    const email = 'old.link@example.org';
    await signUp({ name: 'Old Link', username: 'old_link', email, password: 'old-link-password' });
    const [row] = await t.ctx.db.select().from(user).where(eq(user.email, email));
    const token = await createEmailVerificationToken(t.ctx.authSecret, email, undefined, 3600, {
      userId: row!.id,
    });
    expect((await verify(token)).status).toBe(401);
    const current = await createEmailVerificationToken(t.ctx.authSecret, email, undefined, 3600, {
      userId: row!.id,
      cv: 0,
    });
    expect((await verify(current)).status).toBe(200);
  });
});

describe('unconfirmed accounts expire after 7 days', () => {
  it('deletes each once (parallel runs), keeps younger ones, those holding a payment and members imported from the old site', async () => {
    const emails = [
      'stale.a@example.org',
      'stale.b@example.org',
      'fresh.c@example.org',
      'paying.d@example.org',
      'imported.e@example.org',
    ];
    for (const [i, email] of emails.entries()) {
      await signUp({ name: `Stale ${i}`, username: `stale_${i}`, email, password: `stale-password-${i}x` });
    }
    const rows = await t.ctx.db.select().from(user).where(inArray(user.email, emails));
    const idOf = (email: string) => rows.find((r) => r.email === email)!.id;
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000);
    await t.ctx.db
      .update(user)
      .set({ createdAt: eightDaysAgo })
      .where(
        inArray(user.email, [
          'stale.a@example.org',
          'stale.b@example.org',
          'paying.d@example.org',
          'imported.e@example.org',
        ]),
      );
    await t.ctx.db
      .insert(importedAccounts)
      .values({ userId: idOf('imported.e@example.org'), source: 'supabase', passwordState: 'kept' });
    await createPendingPayment(t.ctx.db, {
      purpose: 'event_fee',
      purposeId: randomUUID(),
      userId: idOf('paying.d@example.org'),
      payerName: 'Stale 3',
      payerEmail: 'paying.d@example.org',
      amountCents: 1500,
      method: 'cash',
    });
    const counts = await Promise.all([
      expireUnverifiedAccounts(t.ctx.db),
      expireUnverifiedAccounts(t.ctx.db),
    ]);
    expect(counts[0]! + counts[1]!).toBe(2);
    const left = (await t.ctx.db.select().from(user).where(inArray(user.email, emails)))
      .map((r) => r.email)
      .sort();
    expect(left).toEqual(['fresh.c@example.org', 'imported.e@example.org', 'paying.d@example.org']);
    expect(await expireUnverifiedAccounts(t.ctx.db)).toBe(0);
  });
});

describe('common passwords', () => {
  it('are refused on sign-up, password change and reset, with a clear message', async () => {
    const res = await signUp({
      name: 'Common',
      username: 'common_pw',
      email: 'common@example.org',
      password: 'qwertyuiop',
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'PASSWORD_TOO_COMMON',
      error: expect.stringMatching(/10,000 most common passwords/),
    });
    expect(
      (
        await signUp({
          name: 'Common',
          username: 'common_pw',
          email: 'common@example.org',
          password: 'sunshine2024!',
        })
      ).status,
    ).toBe(400);

    const member = await createSignedInUser(t, []);
    const change = await call(t, 'POST', '/api/auth/change-password', {
      jar: member.jar,
      body: { currentPassword: member.user.password, newPassword: 'password1234' },
    });
    expect(change.status).toBe(400);
    expect(change.body.code).toBe('PASSWORD_TOO_COMMON');

    await call(t, 'POST', '/api/auth/request-password-reset', {
      body: { email: member.user.email, redirectTo: '/auth/confirm' },
    });
    const resetToken = tokenFromEmail((await emailsTo(t, member.user.email)).at(-1)!.text, '/auth/confirm');
    const reset = await call(t, 'POST', '/api/auth/reset-password', {
      body: { token: resetToken, newPassword: 'basketball' },
    });
    expect(reset.status).toBe(400);
    expect(reset.body.code).toBe('PASSWORD_TOO_COMMON');
    const good = await call(t, 'POST', '/api/auth/reset-password', {
      body: { token: resetToken, newPassword: 'a-club-only-passphrase' },
    });
    expect(good.status).toBe(200);
  });
});
