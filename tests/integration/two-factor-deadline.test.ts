import { user } from '@server/db/schema/auth';
import { profileRoles } from '@server/db/schema/roles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createSignedInUser } from '../support/auth-helpers';
import { createTestApp, type TestApp } from '../support/test-context';

// Issue 18, low 12: admins and executives must turn on two-factor login within 14 days of
// getting the role; after that the server stops honouring the role until they do (decision 025).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: false });
});
afterAll(() => t.close());

const day = 24 * 60 * 60 * 1000;

describe('two-factor login for admins and executives', () => {
  it('warns for 14 days, then suspends the role on the server until two-factor login is on', async () => {
    const admin = await createSignedInUser(t, ['admin', 'member']);
    const me = await call(t, 'GET', '/api/me', { jar: admin.jar });
    expect(me.body.roles).toEqual(['admin', 'member']);
    expect(me.body.twoFactor).toMatchObject({ isOverdue: false, suspendedRoles: [] });
    const deadline = new Date(me.body.twoFactor.deadline).getTime();
    expect(Math.abs(deadline - (Date.now() + 14 * day))).toBeLessThan(60_000);
    expect((await call(t, 'GET', '/api/admin/users', { jar: admin.jar })).status).toBe(200);

    // Fifteen days later, still without it.
    await t.ctx.db
      .update(profileRoles)
      .set({ grantedAt: new Date(Date.now() - 15 * day) })
      .where(eq(profileRoles.profileId, admin.user.id));
    const late = await call(t, 'GET', '/api/me', { jar: admin.jar });
    expect(late.body.roles).toEqual(['member']);
    expect(late.body.twoFactor).toMatchObject({ isOverdue: true, suspendedRoles: ['admin'] });
    expect((await call(t, 'GET', '/api/admin/users', { jar: admin.jar })).status).toBe(403);
    // The account itself works: its member pages, and its profile where two-factor login is turned on.
    expect((await call(t, 'GET', '/api/me/memberships', { jar: admin.jar })).status).toBe(200);

    await t.ctx.db.update(user).set({ twoFactorEnabled: true }).where(eq(user.id, admin.user.id));
    const restored = await call(t, 'GET', '/api/me', { jar: admin.jar });
    expect(restored.body.roles).toEqual(['admin', 'member']);
    expect(restored.body.twoFactor).toBeNull();
    expect((await call(t, 'GET', '/api/admin/users', { jar: admin.jar })).status).toBe(200);
  });

  it('asks nothing of roles that cannot change club data', async () => {
    const captain = await createSignedInUser(t, ['captain']);
    await t.ctx.db
      .update(profileRoles)
      .set({ grantedAt: new Date(Date.now() - 90 * day) })
      .where(eq(profileRoles.profileId, captain.user.id));
    const me = await call(t, 'GET', '/api/me', { jar: captain.jar });
    expect(me.body).toMatchObject({ roles: ['captain'], twoFactor: null });
  });
});
