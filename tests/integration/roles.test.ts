import { changeRoles } from '@server/lib/role-changes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CookieJar, call, createSignedInUser, createUser } from '../support/auth-helpers';
import { createTestApp, type TestApp } from '../support/test-context';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createSignedInUser>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: false });
  admin = await createSignedInUser(t, ['admin'], { name: 'Alice Admin' });
});
afterAll(() => t.close());

const grant = (jar: CookieJar, id: string, role: unknown) =>
  call(t, 'POST', `/api/admin/users/${id}/roles`, { jar, body: { role } });
const revoke = (jar: CookieJar, id: string, role: string) =>
  call(t, 'DELETE', `/api/admin/users/${id}/roles/${encodeURIComponent(role)}`, { jar });

describe('role assignment', () => {
  it('grants and removes roles, effective at once for the target, each change audited', async () => {
    const target = await createSignedInUser(t, [], { name: 'Tom Target' });
    // As a guest the target cannot open admin-only operations.
    expect((await call(t, 'GET', '/api/admin/users', { jar: target.jar })).status).toBe(403);

    // Granting a real role removes the automatic guest role in the same change (B2).
    const granted = await grant(admin.jar, target.user.id, 'admin');
    expect(granted.status).toBe(200);
    expect(granted.body).toEqual({ userId: target.user.id, roles: ['admin'], changed: true });
    // No re-login needed: the role cache is invalidated on change.
    expect((await call(t, 'GET', '/api/admin/users', { jar: target.jar })).status).toBe(200);

    const again = await grant(admin.jar, target.user.id, 'admin');
    expect(again.body.changed).toBe(false);

    // Removing the last role gives guest back.
    const back = await revoke(admin.jar, target.user.id, 'admin');
    expect(back.body).toEqual({ userId: target.user.id, roles: ['guest'], changed: true });
    expect((await call(t, 'GET', '/api/admin/users', { jar: target.jar })).status).toBe(403);
    expect((await call(t, 'GET', '/api/me', { jar: target.jar })).body.roles).toEqual(['guest']);
    // Guest itself, granted on top of a real role, stays until removed by hand.
    await grant(admin.jar, target.user.id, 'board');
    expect((await grant(admin.jar, target.user.id, 'guest')).body.roles).toEqual(['board', 'guest']);
    expect((await revoke(admin.jar, target.user.id, 'guest')).body.roles).toEqual(['board']);
    await revoke(admin.jar, target.user.id, 'board');

    const audit = await call(t, 'GET', `/api/admin/role-audit?userId=${target.user.id}`, { jar: admin.jar });
    expect(audit.status).toBe(200);
    expect(audit.body.items.map((e: { action: string; role: string }) => `${e.action} ${e.role}`)).toEqual([
      'grant guest',
      'revoke board',
      'revoke guest',
      'grant guest',
      'revoke guest',
      'grant board',
      'grant guest',
      'revoke admin',
      'revoke guest',
      'grant admin',
    ]);
    expect(audit.body.items.at(-1)).toMatchObject({
      before: ['guest'],
      after: ['admin', 'guest'],
      actor: { id: admin.user.id, name: 'Alice Admin' },
      target: { id: target.user.id, name: 'Tom Target' },
    });
    expect(audit.body.items.at(-2)).toMatchObject({ before: ['admin', 'guest'], after: ['admin'] });
    expect(Date.parse(audit.body.items[0].at)).not.toBeNaN();
  });

  it('refuses unknown roles with 400, for grant and removal', async () => {
    const target = await createUser(t);
    const bad = await grant(admin.jar, target.id, 'superuser');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/Unknown role "superuser"/);
    expect((await grant(admin.jar, target.id, 42)).status).toBe(400);
    expect(
      (await call(t, 'POST', `/api/admin/users/${target.id}/roles`, { jar: admin.jar, body: {} })).status,
    ).toBe(400);
    const extra = await call(t, 'POST', `/api/admin/users/${target.id}/roles`, {
      jar: admin.jar,
      body: { role: 'member', grantedBy: 'someone-else' },
    });
    expect(extra.status).toBe(400);
    const badRemove = await revoke(admin.jar, target.id, 'wizard');
    expect(badRemove.status).toBe(400);
    expect(badRemove.body.error).toMatch(/Unknown role/);
  });

  it('answers 404 for an unknown user', async () => {
    const res = await grant(admin.jar, 'no-such-user', 'member');
    expect(res.status).toBe(404);
  });

  it('keeps the last admin: 409 with the club message, no change and no audit row', async () => {
    // A fresh app: exactly one admin.
    const solo = await createTestApp({ rateLimits: false });
    try {
      const only = await createSignedInUser(solo, ['admin', 'member']);
      const res = await call(solo, 'DELETE', `/api/admin/users/${only.user.id}/roles/admin`, {
        jar: only.jar,
      });
      expect(res.status).toBe(409);
      expect(res.body.error).toBe('The club must keep at least one admin.');
      expect((await call(solo, 'GET', '/api/me', { jar: only.jar })).body.roles).toEqual(['admin', 'member']);
      const audit = await call(solo, 'GET', '/api/admin/role-audit', { jar: only.jar });
      expect(
        audit.body.items.filter(
          (e: { action: string; role: string }) => e.action === 'revoke' && e.role === 'admin',
        ),
      ).toEqual([]);

      // With a second admin, one of them may step down; the CLI path follows the same rule.
      const second = await createUser(solo, { roles: ['admin'] });
      expect(
        (await call(solo, 'DELETE', `/api/admin/users/${only.user.id}/roles/admin`, { jar: only.jar }))
          .status,
      ).toBe(200);
      await expect(
        changeRoles(solo.ctx, second.id, { remove: ['admin'] }, { id: null, label: 'test' }),
      ).rejects.toThrow('The club must keep at least one admin.');
    } finally {
      await solo.close();
    }
  });

  it('is for admins only', async () => {
    const target = await createUser(t);
    for (const role of ['executive', 'board', 'rep', 'captain', 'member', 'guest'] as const) {
      const { jar } = await createSignedInUser(t, [role]);
      expect((await grant(jar, target.id, 'admin')).status).toBe(403);
      expect((await revoke(jar, target.id, 'guest')).status).toBe(403);
    }
    expect(
      (await call(t, 'POST', `/api/admin/users/${target.id}/roles`, { body: { role: 'admin' } })).status,
    ).toBe(401);
  });
});

describe('user search and export', () => {
  it('finds users by name, username or e-mail, case-insensitively, with paging', async () => {
    const zed = await createUser(t, {
      name: 'Zelda Quartermain',
      username: 'zq_player',
      email: 'zelda.q@example.net',
    });
    for (const q of ['quarter', 'ZQ_PLAY', 'zelda.q@EXAMPLE']) {
      const res = await call(t, 'GET', `/api/admin/users?q=${encodeURIComponent(q)}`, { jar: admin.jar });
      expect(res.status).toBe(200);
      expect(res.body.items.map((u: { id: string }) => u.id)).toEqual([zed.id]);
      expect(res.body.items[0]).toMatchObject({
        roles: ['guest'],
        emailVerified: true,
        twoFactorEnabled: false,
      });
    }
    // % and _ are literal, not wildcards.
    const literal = await call(t, 'GET', '/api/admin/users?q=%25', { jar: admin.jar });
    expect(literal.body.total).toBe(0);

    for (let i = 0; i < 3; i++) await createUser(t, { name: `Paging Person ${i}` });
    const page1 = await call(t, 'GET', '/api/admin/users?q=paging&pageSize=2&page=1', { jar: admin.jar });
    const page2 = await call(t, 'GET', '/api/admin/users?q=paging&pageSize=2&page=2', { jar: admin.jar });
    expect(page1.body).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(page1.body.items).toHaveLength(2);
    expect(page2.body.items).toHaveLength(1);

    const byRole = await call(t, 'GET', '/api/admin/users?role=admin', { jar: admin.jar });
    expect(byRole.body.items.every((u: { roles: string[] }) => u.roles.includes('admin'))).toBe(true);
  });

  it('refuses bad paging and over-long searches with 400', async () => {
    for (const q of ['page=0', 'pageSize=1000', 'page=abc', `q=${'x'.repeat(101)}`, 'role=wizard']) {
      const res = await call(t, 'GET', `/api/admin/users?${q}`, { jar: admin.jar });
      expect(res.status, q).toBe(400);
      expect(res.body.error).toBeTruthy();
    }
  });

  it('exports the users as CSV, neutralising formula-like cells', async () => {
    await createUser(t, { name: '=HYPERLINK("http://evil")' });
    const res = await t.app.request('/api/admin/users.csv', { headers: { cookie: admin.jar.header } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(
      /attachment; filename="users-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const csv = await res.text();
    expect(csv).toContain(
      'Name,Username,E-mail,E-mail confirmed,Two-factor login,Roles,Member since (America/Denver),User id',
    );
    expect(csv).toContain(admin.user.email);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"")"`);
  });
});
