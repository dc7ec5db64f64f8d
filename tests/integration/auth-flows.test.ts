import { user } from '@server/db/schema/auth';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CookieJar,
  call,
  createUser,
  emailsTo,
  lastEmailTo,
  signIn,
  tokenFromEmail,
  totpCode,
} from '../support/auth-helpers';
import { createTestApp, type TestApp } from '../support/test-context';

let t: TestApp;
beforeAll(async () => {
  // Limits have their own file; here every flow may repeat freely.
  t = await createTestApp({ rateLimits: false });
});
afterAll(() => t.close());

const signUpBody = (n: string, extra: Record<string, unknown> = {}) => ({
  name: `Flow Player ${n}`,
  username: `flow_${n}`,
  email: `flow.${n}@example.org`,
  password: 'a-long-enough-password',
  ...extra,
});

describe('sign-up → e-mail verification → sign-in', () => {
  it('creates the account with a profile and the guest role, and only signs in after verification', async () => {
    const body = signUpBody('one');
    const jar = new CookieJar();
    const res = await call(t, 'POST', '/api/auth/sign-up/email', { body, jar });
    expect(res.status).toBe(200);
    expect(res.body.token).toBeNull();
    expect(res.body.user).toMatchObject({ email: body.email, username: 'flow_one', emailVerified: false });
    expect(jar.has('session_token')).toBe(false);

    const mail = await lastEmailTo(t, body.email);
    expect(mail?.subject).toMatch(/confirm your e-mail/i);
    expect(mail?.text).toContain('http://localhost:3000/auth/verify-email?token=');

    // Before verification: refused with a clear message, and a fresh link is sent.
    const early = await call(t, 'POST', '/api/auth/sign-in/email', {
      body: { email: body.email, password: body.password },
    });
    expect(early.status).toBe(403);
    expect(early.body.error).toMatch(/not verified/i);
    expect((await emailsTo(t, body.email)).length).toBe(2);

    const token = tokenFromEmail(mail!.text, '/auth/verify-email');
    const verified = await call(t, 'GET', `/api/auth/verify-email?token=${encodeURIComponent(token)}`, {
      jar,
    });
    expect(verified.status).toBe(200);
    expect(verified.body.status).toBe(true);
    // The link signs the user in.
    expect(jar.has('session_token')).toBe(true);

    const session = await call(t, 'GET', '/api/auth/get-session', { jar });
    expect(session.status).toBe(200);
    expect(session.body.user).toMatchObject({ email: body.email, emailVerified: true });

    const me = await call(t, 'GET', '/api/me', { jar });
    expect(me.status).toBe(200);
    expect(me.body.roles).toEqual(['guest']);
    expect(me.body.profile).toMatchObject({ fullName: body.name, username: 'flow_one', avatarUrl: null });
    expect(me.body.profile.id).toBe(me.body.user.id);

    // A normal sign-in works now, by e-mail and by username.
    await signIn(t, body.email, body.password);
    await signIn(t, 'FLOW_ONE', body.password);
  });

  it('resends the verification link on request, and tells whether a username is free', async () => {
    const body = signUpBody('resend');
    await call(t, 'POST', '/api/auth/sign-up/email', { body: { ...body, name: `  ${body.name}  ` } });
    const resend = await call(t, 'POST', '/api/auth/send-verification-email', {
      body: { email: body.email },
    });
    expect(resend.status).toBe(200);
    expect(await emailsTo(t, body.email)).toHaveLength(2);
    const [row] = await t.ctx.db.select().from(user).where(eq(user.email, body.email));
    expect(row?.name).toBe(body.name);

    const taken = await call(t, 'POST', '/api/auth/is-username-available', {
      body: { username: 'FLOW_RESEND' },
    });
    expect(taken.body).toEqual({ available: false });
    const free = await call(t, 'POST', '/api/auth/is-username-available', {
      body: { username: 'nobody_yet' },
    });
    expect(free.body).toEqual({ available: true });
  });

  it('refuses a bad verification token', async () => {
    const res = await call(t, 'GET', '/api/auth/verify-email?token=not-a-token');
    expect(res.status).toBe(401);
    expect(res.body.error).toBeTruthy();
  });

  it('answers a sign-up with a taken e-mail like a new one, creates nothing and tells the owner', async () => {
    const owner = await createUser(t);
    const res = await call(t, 'POST', '/api/auth/sign-up/email', {
      body: signUpBody('dup', { email: owner.email.toUpperCase() }),
    });
    expect(res.status).toBe(200);
    const rows = await t.ctx.db.select().from(user).where(eq(user.email, owner.email));
    expect(rows).toHaveLength(1);
    const mail = await lastEmailTo(t, owner.email);
    expect(mail?.subject).toMatch(/your njtc account/i);
  });

  it('refuses a taken username', async () => {
    const owner = await createUser(t);
    const res = await call(t, 'POST', '/api/auth/sign-up/email', {
      body: signUpBody('dupname', { username: owner.username.toUpperCase() }),
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/username is already taken/i);
  });
});

describe('sign-up input', () => {
  const cases: Array<[string, Record<string, unknown>, RegExp]> = [
    ['a 9-character password', { password: 'ninechars' }, /at least 10 characters/],
    ['a 129-character password', { password: 'x'.repeat(129) }, /at most 128 characters/],
    ['no username', { username: undefined }, /username/i],
    ['a 2-character username', { username: 'ab' }, /at least 3 characters/],
    ['a reserved username', { username: 'Admin' }, /reserved/],
    ['a username with spaces', { username: 'two words' }, /letters, digits/],
    ['an empty name', { name: '   ' }, /full name/],
    ['a 101-character name', { name: 'n'.repeat(101) }, /at most 100 characters/],
    ['a name that is a number', { name: 42 }, /full name/i],
    ['an invalid e-mail', { email: 'not-an-email' }, /valid e-mail/],
    ['a 255-character e-mail', { email: `${'e'.repeat(243)}@example.org` }, /at most 254/],
    ['an image URL', { image: 'https://evil.example/x.png' }, /picture/],
  ];
  for (const [label, change, message] of cases) {
    it(`refuses ${label} with 400 and a readable message`, async () => {
      const res = await call(t, 'POST', '/api/auth/sign-up/email', {
        body: { ...signUpBody('bad'), ...change },
      });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(message);
    });
  }

  it('refuses a body over 64 KB with 413', async () => {
    const res = await call(t, 'POST', '/api/auth/sign-up/email', {
      body: signUpBody('huge', { name: 'n'.repeat(70_000) }),
    });
    expect(res.status).toBe(413);
    expect(res.body.error).toMatch(/too large/);
  });

  it('refuses malformed JSON without creating anything', async () => {
    const res = await call(t, 'POST', '/api/auth/sign-up/email', { body: '{"name": ' });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });
});

describe('origin checks', () => {
  it('refuses a sign-in from a spoofed Origin', async () => {
    const u = await createUser(t);
    const res = await call(t, 'POST', '/api/auth/sign-in/email', {
      body: { email: u.email, password: u.password },
      origin: 'https://evil.example',
    });
    expect(res.status).toBe(403);
    expect(res.body.error).toMatch(/origin/i);
  });

  it('refuses a cookie-carrying request without Origin', async () => {
    const u = await createUser(t);
    const jar = await signIn(t, u.email, u.password);
    const res = await call(t, 'POST', '/api/auth/sign-out', { jar, origin: null });
    expect(res.status).toBe(403);
  });
});

describe('sign-in and sign-out', () => {
  it('gives the same message for an unknown account and a wrong password', async () => {
    const u = await createUser(t);
    const wrong = await call(t, 'POST', '/api/auth/sign-in/email', {
      body: { email: u.email, password: 'wrong-password-123' },
    });
    const unknown = await call(t, 'POST', '/api/auth/sign-in/email', {
      body: { email: 'nobody@example.org', password: 'wrong-password-123' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.error).toBe(unknown.body.error);
  });

  it('sets httpOnly, SameSite=Lax session cookies', async () => {
    const u = await createUser(t);
    const res = await t.app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      body: JSON.stringify({ email: u.email, password: u.password }),
    });
    const cookies = res.headers.getSetCookie();
    const session = cookies.find((c) => c.startsWith('njtc.session_token='));
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
  });

  it('signs out: the session is gone', async () => {
    const u = await createUser(t);
    const jar = await signIn(t, u.email, u.password);
    expect((await call(t, 'GET', '/api/me', { jar })).status).toBe(200);
    const out = await call(t, 'POST', '/api/auth/sign-out', { jar });
    expect(out.status).toBe(200);
    expect((await call(t, 'GET', '/api/me', { jar })).status).toBe(401);
    expect((await call(t, 'GET', '/api/auth/get-session', { jar })).body).toBeNull();
  });
});

describe('forgot password', () => {
  it('sends a single-use reset link to /auth/confirm; the new password works and the old does not', async () => {
    const u = await createUser(t);
    const asked = await call(t, 'POST', '/api/auth/request-password-reset', { body: { email: u.email } });
    expect(asked.status).toBe(200);
    const mail = await lastEmailTo(t, u.email);
    expect(mail?.text).toContain('http://localhost:3000/auth/confirm?token=');
    const token = tokenFromEmail(mail!.text, '/auth/confirm');

    const reset = await call(t, 'POST', '/api/auth/reset-password', {
      body: { token, newPassword: 'a-brand-new-password' },
    });
    expect(reset.status).toBe(200);

    const old = await call(t, 'POST', '/api/auth/sign-in/email', {
      body: { email: u.email, password: u.password },
    });
    expect(old.status).toBe(401);
    await signIn(t, u.email, 'a-brand-new-password');

    const again = await call(t, 'POST', '/api/auth/reset-password', {
      body: { token, newPassword: 'yet-another-password' },
    });
    expect(again.status).toBe(400);
    expect(again.body.error).toMatch(/invalid token/i);
    expect((await lastEmailTo(t, u.email))?.subject).toMatch(/password was changed/i);
  });

  it('answers the same for an address without an account, and sends nothing', async () => {
    const known = await createUser(t);
    const a = await call(t, 'POST', '/api/auth/request-password-reset', { body: { email: known.email } });
    const b = await call(t, 'POST', '/api/auth/request-password-reset', {
      body: { email: 'ghost@example.org' },
    });
    expect(b.status).toBe(a.status);
    expect(b.body.message).toBe(a.body.message);
    expect(await emailsTo(t, 'ghost@example.org')).toHaveLength(0);
  });

  it('refuses a too-short new password and an unknown token', async () => {
    const u = await createUser(t);
    await call(t, 'POST', '/api/auth/request-password-reset', { body: { email: u.email } });
    const token = tokenFromEmail((await lastEmailTo(t, u.email))!.text, '/auth/confirm');
    const short = await call(t, 'POST', '/api/auth/reset-password', {
      body: { token, newPassword: 'short' },
    });
    expect(short.status).toBe(400);
    const unknown = await call(t, 'POST', '/api/auth/reset-password', {
      body: { token: 'made-up-token', newPassword: 'long-enough-password' },
    });
    expect(unknown.status).toBe(400);
  });
});

describe('change password', () => {
  it('needs the current password, then the new one works', async () => {
    const u = await createUser(t);
    const jar = await signIn(t, u.email, u.password);
    const wrong = await call(t, 'POST', '/api/auth/change-password', {
      jar,
      body: { currentPassword: 'not-my-password', newPassword: 'changed-password-1' },
    });
    expect(wrong.status).toBe(400);
    const ok = await call(t, 'POST', '/api/auth/change-password', {
      jar,
      body: { currentPassword: u.password, newPassword: 'changed-password-1', revokeOtherSessions: true },
    });
    expect(ok.status).toBe(200);
    await signIn(t, u.email, 'changed-password-1');
    expect((await lastEmailTo(t, u.email))?.subject).toMatch(/password was changed/i);
  });

  it('is refused without a session', async () => {
    const res = await call(t, 'POST', '/api/auth/change-password', {
      body: { currentPassword: 'whatever-123', newPassword: 'changed-password-1' },
    });
    expect(res.status).toBe(401);
  });
});

describe('two-factor login (TOTP)', () => {
  it('turns on with a verified code, then sign-in asks for a code; backup codes work once', async () => {
    const u = await createUser(t, { roles: ['admin'] });
    const jar = await signIn(t, u.email, u.password);

    const noPassword = await call(t, 'POST', '/api/auth/two-factor/enable', { jar, body: {} });
    expect(noPassword.status).toBe(400);

    const enabled = await call(t, 'POST', '/api/auth/two-factor/enable', {
      jar,
      body: { password: u.password },
    });
    expect(enabled.status).toBe(200);
    expect(enabled.body.totpURI).toMatch(/^otpauth:\/\/totp\/NJTC:/);
    expect(enabled.body.backupCodes).toHaveLength(10);

    // Not on until a code from the app is confirmed.
    expect((await call(t, 'GET', '/api/me', { jar })).body.user.twoFactorEnabled).toBe(false);
    const badCode = await call(t, 'POST', '/api/auth/two-factor/verify-totp', {
      jar,
      body: { code: '000000' },
    });
    expect(badCode.status).toBe(401);
    const confirmed = await call(t, 'POST', '/api/auth/two-factor/verify-totp', {
      jar,
      body: { code: totpCode(enabled.body.totpURI) },
    });
    expect(confirmed.status).toBe(200);
    expect((await call(t, 'GET', '/api/me', { jar })).body.user.twoFactorEnabled).toBe(true);

    // Sign-in now stops at the second factor: no session yet.
    const fresh = new CookieJar();
    const first = await call(t, 'POST', '/api/auth/sign-in/email', {
      jar: fresh,
      body: { email: u.email, password: u.password },
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    expect(fresh.has('session_token')).toBe(false);
    expect((await call(t, 'GET', '/api/me', { jar: fresh })).status).toBe(401);

    const wrong = await call(t, 'POST', '/api/auth/two-factor/verify-totp', {
      jar: fresh,
      body: { code: '123456' },
    });
    expect(wrong.status).toBe(401);
    const second = await call(t, 'POST', '/api/auth/two-factor/verify-totp', {
      jar: fresh,
      body: { code: totpCode(enabled.body.totpURI) },
    });
    expect(second.status).toBe(200);
    expect(fresh.has('session_token')).toBe(true);
    expect((await call(t, 'GET', '/api/me', { jar: fresh })).body.roles).toEqual(['admin']);

    // A backup code instead of the app, once.
    const backup = enabled.body.backupCodes[0] as string;
    for (const expected of [200, 401]) {
      const jar2 = new CookieJar();
      await call(t, 'POST', '/api/auth/sign-in/email', {
        jar: jar2,
        body: { email: u.email, password: u.password },
      });
      const res = await call(t, 'POST', '/api/auth/two-factor/verify-backup-code', {
        jar: jar2,
        body: { code: backup },
      });
      expect(res.status).toBe(expected);
    }

    const codes = await call(t, 'POST', '/api/auth/two-factor/generate-backup-codes', {
      jar: fresh,
      body: { password: u.password },
    });
    expect(codes.status).toBe(200);
    expect(codes.body.backupCodes).toHaveLength(10);
    const off = await call(t, 'POST', '/api/auth/two-factor/disable', {
      jar: fresh,
      body: { password: u.password },
    });
    expect(off.status).toBe(200);
    const plain = await call(t, 'POST', '/api/auth/sign-in/email', {
      body: { email: u.email, password: u.password },
    });
    expect(plain.body.twoFactorRedirect).toBeUndefined();
    expect(plain.body.user.twoFactorEnabled).toBe(false);
  });
});

describe('a malformed session_data cookie (issue 18: 500 and error logs)', () => {
  it('is treated as no cookie cache: the session token still signs in, no 500, no error log', async () => {
    const { vi } = await import('vitest');
    const u = await createUser(t);
    const jar = await signIn(t, u.email, u.password);
    const errors = vi.spyOn(t.ctx.logger, 'error');
    try {
      for (const bad of [
        'garbage%%%',
        'eyJhIjoxfQ.AAAA',
        Buffer.from('{"session":1}').toString('base64url'),
        '',
      ]) {
        const cookie = jar.header.replace(/(njtc\.session_data=)[^;]*/, `$1${bad}`);
        const session = await t.app.request('/api/auth/get-session', { headers: { cookie } });
        expect(session.status, bad).toBe(200);
        expect((await session.json()).user.email).toBe(u.email);
        const me = await t.app.request('/api/me', { headers: { cookie } });
        expect(me.status, bad).toBe(200);
        const signOut = await t.app.request('/api/auth/list-sessions', {
          headers: { cookie, origin: 'http://localhost:3000' },
        });
        expect(signOut.status, bad).toBe(200);
      }
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });
});
