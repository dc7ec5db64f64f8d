import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createUser, emailsTo, lastEmailTo, tokenFromEmail } from '../support/auth-helpers';
import { createTestApp, type TestApp } from '../support/test-context';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: true });
});
afterAll(() => t.close());

let nextAddress = 1;
/** Each test acts from its own address so per-address limits do not mix. */
function address(): Record<string, string> {
  nextAddress += 1;
  return { 'x-test-client': `10.0.${Math.floor(nextAddress / 250)}.${nextAddress % 250}` };
}

describe('failed sign-ins per account', () => {
  it('refuses the 6th attempt within 15 minutes with 429 and a clear message, even with the right password', async () => {
    const u = await createUser(t);
    for (let i = 0; i < 5; i++) {
      // A new address each time: the per-account limit holds across addresses.
      const res = await call(t, 'POST', '/api/auth/sign-in/email', {
        body: { email: u.email, password: `wrong-password-${i}` },
        headers: address(),
      });
      expect(res.status).toBe(401);
    }
    const blocked = await call(t, 'POST', '/api/auth/sign-in/email', {
      body: { email: u.email, password: u.password },
      headers: address(),
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toBe(
      'Too many failed sign-in attempts for this account. Please wait 15 minutes, or reset your password.',
    );
    expect(blocked.headers.get('retry-after')).toBeTruthy();

    // The username route counts against the same account.
    const byUsername = await call(t, 'POST', '/api/auth/sign-in/username', {
      body: { username: u.username, password: u.password },
      headers: address(),
    });
    expect(byUsername.status).toBe(429);

    // Other accounts are not affected.
    const other = await createUser(t);
    const ok = await call(t, 'POST', '/api/auth/sign-in/email', {
      body: { email: other.email, password: other.password },
      headers: address(),
    });
    expect(ok.status).toBe(200);
  });

  it('forgets earlier failures after a successful sign-in', async () => {
    const u = await createUser(t);
    const from = address();
    for (let i = 0; i < 4; i++) {
      await call(t, 'POST', '/api/auth/sign-in/email', {
        body: { email: u.email, password: 'nope-nope-1' },
        headers: from,
      });
    }
    const ok = await call(t, 'POST', '/api/auth/sign-in/email', {
      body: { email: u.email, password: u.password },
      headers: from,
    });
    expect(ok.status).toBe(200);
    for (let i = 0; i < 4; i++) {
      const res = await call(t, 'POST', '/api/auth/sign-in/email', {
        body: { email: u.email, password: 'nope-nope-2' },
        headers: address(),
      });
      expect(res.status).toBe(401);
    }
  });

  it('lets a password reset unlock the account at once', async () => {
    const u = await createUser(t);
    for (let i = 0; i < 5; i++) {
      await call(t, 'POST', '/api/auth/sign-in/email', {
        body: { email: u.email, password: 'nope-nope-3' },
        headers: address(),
      });
    }
    await call(t, 'POST', '/api/auth/request-password-reset', {
      body: { email: u.email },
      headers: address(),
    });
    const token = tokenFromEmail((await lastEmailTo(t, u.email))!.text, '/auth/confirm');
    const reset = await call(t, 'POST', '/api/auth/reset-password', {
      body: { token, newPassword: 'after-the-lockout-1' },
      headers: address(),
    });
    expect(reset.status).toBe(200);
    const ok = await call(t, 'POST', '/api/auth/sign-in/email', {
      body: { email: u.email, password: 'after-the-lockout-1' },
      headers: address(),
    });
    expect(ok.status).toBe(200);
  });
});

describe('per-address limits (Better Auth)', () => {
  it('limits sign-in requests from one address to 10 a minute', async () => {
    const from = address();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await call(t, 'POST', '/api/auth/sign-in/email', {
        body: { email: `nobody${i}@example.org`, password: 'whatever-123' },
        headers: from,
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('answers 429 with an {error} message and Retry-After', async () => {
    const from = address();
    let last: Awaited<ReturnType<typeof call>> | undefined;
    for (let i = 0; i < 6; i++) {
      last = await call(t, 'POST', '/api/auth/request-password-reset', {
        body: { email: `someone${i}@example.org` },
        headers: from,
      });
    }
    expect(last!.status).toBe(429);
    expect(last!.body.error).toMatch(/too many requests/i);
    expect(last!.headers.get('x-retry-after')).toBeTruthy();
  });

  it('does not limit session reads', async () => {
    const from = address();
    for (let i = 0; i < 120; i++) {
      const res = await call(t, 'GET', '/api/auth/get-session', { headers: from });
      expect(res.status).toBe(200);
    }
  });
});

describe('e-mails per address', () => {
  it('sends at most 3 reset e-mails an hour to one address', async () => {
    const u = await createUser(t);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await call(t, 'POST', '/api/auth/request-password-reset', {
        body: { email: u.email },
        headers: address(),
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe('confirmation e-mails per address (the sign-in page offers "send a new link")', () => {
  it('sends at most 3 an hour, the sign-up and each sign-in resend included; the 4th says why', async () => {
    const email = 'resend.limit@example.org';
    const password = 'resend-limit-passphrase';
    const signUp = await call(t, 'POST', '/api/auth/sign-up/email', {
      body: { name: 'Resend Limit', username: 'resend_limit', email, password },
      headers: address(),
    });
    expect(signUp.status).toBe(200);
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof call>> | undefined;
    for (let i = 0; i < 3; i++) {
      last = await call(t, 'POST', '/api/auth/sign-in/email', {
        body: { email, password },
        headers: address(),
      });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([403, 403, 429]);
    expect(last!.body.error).toMatch(/Several confirmation e-mails were already sent/);
    const mails = (await emailsTo(t, email)).filter((m) => m.text.includes('/auth/verify-email?token='));
    expect(mails).toHaveLength(3);
    expect(mails[0]!.text).toMatch(/works for 24 hours/);
  });
});

describe('existence checks (issue 18: 60–100 a minute per address)', () => {
  it('typing is free; complete addresses are looked up at most 20 times in 10 minutes per address', async () => {
    const from = address();
    // What the field holds while an address is typed: answered "no" without a lookup.
    for (const partial of ['', 'j', 'jane', 'jane@', 'jane@exa', 'jane@example', 'jane@example.c']) {
      const res = await call(t, 'GET', `/api/check-duplicate-email?email=${encodeURIComponent(partial)}`, {
        headers: from,
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ exists: false });
    }
    for (let i = 0; i < 20; i++) {
      const res = await call(t, 'GET', `/api/check-duplicate-email?email=a${i}%40example.org`, {
        headers: from,
      });
      expect(res.status).toBe(200);
    }
    const blocked = await call(t, 'GET', '/api/check-duplicate-email?email=x%40example.org', {
      headers: from,
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toMatch(/Too many checks from your network/);
    expect(blocked.headers.get('retry-after')).toBeTruthy();
    // The newsletter's check and Better Auth's username check share the count.
    expect(
      (await call(t, 'GET', '/api/check-email-subscription?email=y%40example.org', { headers: from })).status,
    ).toBe(429);
    expect(
      (
        await call(t, 'POST', '/api/auth/is-username-available', {
          body: { username: 'someone_new' },
          headers: from,
        })
      ).status,
    ).toBe(429);
  });

  it('one address is looked up at most 10 times an hour, from however many networks', async () => {
    const target = 'probed.person%40example.org';
    for (let i = 0; i < 10; i++) {
      const res = await call(t, 'GET', `/api/check-duplicate-email?email=${target}`, { headers: address() });
      expect(res.status).toBe(200);
    }
    const blocked = await call(t, 'GET', `/api/check-duplicate-email?email=${target}`, {
      headers: address(),
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toMatch(/checked too often/);
  });
});
