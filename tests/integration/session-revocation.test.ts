import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announceUserChanged } from '../../src/server/auth/session-liveness';
import { user } from '../../src/server/db/schema/auth';
import { call, createUser, lastEmailTo, signIn, tokenFromEmail } from '../support/auth-helpers';
import { createTestApp, type TestApp } from '../support/test-context';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: false });
});
afterAll(() => t.close());

/** Everything a copied cookie could still reach: the session read, an app route, a Better Auth write. */
async function expectRefused(cookie: string) {
  const session = await call(t, 'GET', '/api/auth/get-session', { headers: { cookie } });
  expect(session.status).toBe(200);
  expect(session.body).toBeNull();
  const me = await call(t, 'GET', '/api/me', { headers: { cookie } });
  expect(me.status).toBe(401);
  const update = await call(t, 'POST', '/api/auth/update-user', {
    headers: { cookie },
    body: { name: 'Someone Else' },
  });
  expect(update.status).toBe(401);
}

/** A copy of a signed-in browser's cookies, with the session cookie cache already issued and used. */
async function signedInCopy(email: string, password: string) {
  const jar = await signIn(t, email, password);
  const copy = jar.header;
  expect(copy).toContain('session_data=');
  const me = await call(t, 'GET', '/api/me', { headers: { cookie: copy } });
  expect(me.status).toBe(200);
  return { jar, copy };
}

describe('ended sessions are refused at once, cookie cache or not', () => {
  it('after sign-out', async () => {
    const u = await createUser(t);
    const { jar, copy } = await signedInCopy(u.email, u.password);
    const out = await call(t, 'POST', '/api/auth/sign-out', { jar, body: {} });
    expect(out.status).toBe(200);
    await expectRefused(copy);
  });

  it('after a password reset, on every device', async () => {
    const u = await createUser(t);
    const laptop = await signedInCopy(u.email, u.password);
    const phone = await signedInCopy(u.email, u.password);
    await call(t, 'POST', '/api/auth/request-password-reset', { body: { email: u.email } });
    const token = tokenFromEmail((await lastEmailTo(t, u.email))!.text, '/auth/confirm');
    const reset = await call(t, 'POST', '/api/auth/reset-password', {
      body: { token, newPassword: 'a-brand-new-password-1' },
    });
    expect(reset.status).toBe(200);
    await expectRefused(laptop.copy);
    await expectRefused(phone.copy);
    await signIn(t, u.email, 'a-brand-new-password-1');
  });

  it('after a password change, on every other device (even when the client does not ask)', async () => {
    const u = await createUser(t);
    const laptop = await signedInCopy(u.email, u.password);
    const phone = await signedInCopy(u.email, u.password);
    const changed = await call(t, 'POST', '/api/auth/change-password', {
      jar: phone.jar,
      body: { currentPassword: u.password, newPassword: 'another-new-password-2' },
    });
    expect(changed.status).toBe(200);
    await expectRefused(laptop.copy);
    await expectRefused(phone.copy);
    // The device that changed it carries on with its new session.
    const me = await call(t, 'GET', '/api/me', { jar: phone.jar });
    expect(me.status).toBe(200);
  });

  it('keeps a live session working', async () => {
    const u = await createUser(t);
    const { copy } = await signedInCopy(u.email, u.password);
    for (let i = 0; i < 3; i++) {
      const res = await call(t, 'GET', '/api/auth/get-session', { headers: { cookie: copy } });
      expect(res.body?.user?.email).toBe(u.email);
    }
  });
});

describe('session answers remembered from a checked cookie cache (issue 24)', () => {
  it('answer exactly as Better Auth did, and follow the account and the session', async () => {
    const u = await createUser(t);
    const { jar, copy } = await signedInCopy(u.email, u.password);
    // The first read of this Cookie header is Better Auth's; the next are remembered.
    const first = await call(t, 'GET', '/api/auth/get-session', { headers: { cookie: copy } });
    const again = await call(t, 'GET', '/api/auth/get-session', { headers: { cookie: copy } });
    expect(again.status).toBe(first.status);
    expect(again.body).toEqual(first.body);
    for (const name of ['content-type', 'cache-control', 'pragma']) {
      expect(again.headers.get(name)).toBe(first.headers.get(name));
    }
    expect(again.headers.getSetCookie()).toEqual([]);
    // Asking past the cookie cache still reads the database.
    const fresh = await call(t, 'GET', '/api/auth/get-session?disableCookieCache=true', {
      headers: { cookie: copy },
    });
    expect(fresh.body?.user?.email).toBe(u.email);
    // A changed account (as the profile and admin edits announce it) ends the remembered answer.
    await t.ctx.db
      .update(user)
      .set({ name: 'Renamed Member', updatedAt: new Date(Date.now() + 1000) })
      .where(eq(user.id, u.id));
    await announceUserChanged(t.ctx, u.id);
    const after = await call(t, 'GET', '/api/auth/get-session', { headers: { cookie: copy } });
    expect(after.body?.user?.name).toBe('Renamed Member');
    // So does the end of the session, for the app's routes too.
    await call(t, 'POST', '/api/auth/sign-out', { jar, body: {} });
    await expectRefused(copy);
  });
});
