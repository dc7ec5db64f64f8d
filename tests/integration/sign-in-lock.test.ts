import { user } from '@server/db/schema/auth';
import { rateLimitCounters } from '@server/db/schema/rate-limits';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as AuthHelpers from '../support/auth-helpers';
import type { TestApp } from '../support/test-context';

// Counts the real password checks: Better Auth's scrypt verify, as src/server/auth/auth.ts names it.
const checks = vi.hoisted(() => ({ count: 0 }));
vi.mock('better-auth/crypto', async (importOriginal) => {
  const original = await importOriginal<typeof import('better-auth/crypto')>();
  return {
    ...original,
    verifyPassword: async (...args: Parameters<typeof original.verifyPassword>) => {
      checks.count += 1;
      return original.verifyPassword(...args);
    },
  };
});

// The integration project runs files one after another on a shared module graph
// (vitest.config.ts): the server modules an earlier file loaded hold the real verifyPassword.
// This file loads them afresh, under the mock above, and leaves a fresh graph without it.
let call: typeof AuthHelpers.call;
let createUser: typeof AuthHelpers.createUser;
let t: TestApp;
beforeAll(async () => {
  vi.resetModules();
  ({ call, createUser } = await import('../support/auth-helpers'));
  const { createTestApp } = await import('../support/test-context');
  t = await createTestApp({ rateLimits: true });
});
afterAll(async () => {
  await t.close();
  vi.doUnmock('better-auth/crypto');
  vi.resetModules();
});
beforeEach(() => {
  checks.count = 0;
});

let nextAddress = 1;
function address(): Record<string, string> {
  nextAddress += 1;
  return { 'x-test-client': `10.9.${Math.floor(nextAddress / 250)}.${nextAddress % 250}` };
}

const lockMessage =
  'Too many failed sign-in attempts for this account. Please wait 15 minutes, or reset your password.';

function wrongAttempt(email: string, i: number, headers: Record<string, string>) {
  return call(t, 'POST', '/api/auth/sign-in/email', {
    body: { email, password: `wrong-password-${i}` },
    headers,
  });
}

describe('failed sign-in lock under concurrency', () => {
  it('checks at most 5 passwords for 50 parallel wrong attempts from one address', async () => {
    const u = await createUser(t);
    const from = address();
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => wrongAttempt(u.email, i, from)));
    const statuses = results.map((r) => r.status);
    expect(checks.count).toBe(5);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(45);

    const right = await call(t, 'POST', '/api/auth/sign-in/email', {
      body: { email: u.email, password: u.password },
      headers: address(),
    });
    expect(right.status).toBe(429);
    expect(right.body.error).toBe(lockMessage);
    expect(checks.count).toBe(5);
  });

  it('checks at most 5 passwords for 50 parallel wrong attempts from 50 addresses', async () => {
    const u = await createUser(t);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => wrongAttempt(u.email, i, address())),
    );
    const statuses = results.map((r) => r.status);
    expect(checks.count).toBe(5);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    const locked = results.filter((r) => r.status === 429);
    expect(locked).toHaveLength(45);
    expect(locked.every((r) => r.body.error === lockMessage)).toBe(true);

    // The username route counts on the same account, and the right password is refused too.
    const byUsername = await call(t, 'POST', '/api/auth/sign-in/username', {
      body: { username: u.username, password: u.password },
      headers: address(),
    });
    expect(byUsername.status).toBe(429);
    expect(checks.count).toBe(5);
  });

  it('lets the account in again once the window has passed', async () => {
    const u = await createUser(t);
    for (let i = 0; i < 5; i++) expect((await wrongAttempt(u.email, i, address())).status).toBe(401);
    const locked = await call(t, 'POST', '/api/auth/sign-in/email', {
      body: { email: u.email, password: u.password },
      headers: address(),
    });
    expect(locked.status).toBe(429);
    const retryAfter = Number(locked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    // 15 minutes later (the window runs on the database clock: move its end into the past).
    await t.ctx.db
      .update(rateLimitCounters)
      .set({ resetAt: sql`now() - interval '1 second'` })
      .where(sql`${rateLimitCounters.key} like ${`%:${u.email.toLowerCase()}`}`);
    const ok = await call(t, 'POST', '/api/auth/sign-in/email', {
      body: { email: u.email, password: u.password },
      headers: address(),
    });
    expect(ok.status).toBe(200);
  });

  it('does not count a right password on an unconfirmed address as a failure', async () => {
    const u = await createUser(t, { emailVerified: false });
    for (let i = 0; i < 6; i++) {
      const res = await call(t, 'POST', '/api/auth/sign-in/email', {
        body: { email: u.email, password: u.password },
        headers: address(),
      });
      // Each resends a confirmation link, 3 an hour at most (issue 18): then a 429 saying so,
      // never the failed-sign-in lock.
      if (i < 3) expect(res.status).toBe(403);
      else {
        expect(res.status).toBe(429);
        expect(res.body.error).toMatch(/confirmation e-mails were already sent/);
      }
    }
    // Confirmed now: the right password signs in (six right answers locked nothing).
    await t.ctx.db.update(user).set({ emailVerified: true }).where(eq(user.id, u.id));
    const ok = await call(t, 'POST', '/api/auth/sign-in/email', {
      body: { email: u.email, password: u.password },
      headers: address(),
    });
    expect(ok.status).toBe(200);
  });
});
