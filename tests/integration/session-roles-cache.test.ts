import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createUser, signIn } from '../support/auth-helpers';
import { createTestApp, type TestApp } from '../support/test-context';

/*
 * The /api session check keeps each session's roles in memory behind the 'session-roles' read
 * version (decision 047). Changes are made in plain SQL here, as another process or the CLI would
 * make them (no app code, no bus message): each must count from the very next request.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: false });
});
afterAll(() => t.close());

const adminList = (cookie: string) => call(t, 'GET', '/api/admin/users', { headers: { cookie } });
const me = (cookie: string) => call(t, 'GET', '/api/me', { headers: { cookie } });

describe('the session check follows writes of any process on the next request', () => {
  it('a role removed and given back in SQL', async () => {
    const u = await createUser(t, { roles: ['admin'] });
    const { header: cookie } = await signIn(t, u.email, u.password);
    expect((await adminList(cookie)).status).toBe(200);
    expect((await adminList(cookie)).status).toBe(200);
    await t.ctx.db.execute(
      sql`delete from profile_roles where profile_id = ${u.id} and role_id = (select id from roles where role = 'admin')`,
    );
    expect((await adminList(cookie)).status).toBe(403);
    expect((await me(cookie)).body.roles).not.toContain('admin');
    await t.ctx.db.execute(
      sql`insert into profile_roles (profile_id, role_id) select ${u.id}, id from roles where role = 'admin'`,
    );
    expect((await adminList(cookie)).status).toBe(200);
  });

  it('a session ended or expired in SQL', async () => {
    const u = await createUser(t);
    const laptop = (await signIn(t, u.email, u.password)).header;
    const phone = (await signIn(t, u.email, u.password)).header;
    expect((await me(laptop)).status).toBe(200);
    expect((await me(phone)).status).toBe(200);
    await t.ctx.db.execute(
      sql`update session set expires_at = now() - interval '1 minute' where user_id = ${u.id} and id = (select id from session where user_id = ${u.id} order by created_at limit 1)`,
    );
    await t.ctx.db.execute(sql`delete from session where user_id = ${u.id} and expires_at > now()`);
    expect((await me(laptop)).status).toBe(401);
    expect((await me(phone)).status).toBe(401);
  });
});
