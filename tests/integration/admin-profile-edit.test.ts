import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createSignedInUser } from '../support/auth-helpers';
import { createTestApp, type TestApp } from '../support/test-context';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createSignedInUser>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: false });
  admin = await createSignedInUser(t, ['admin'], { name: 'Alice Admin' });
});
afterAll(() => t.close());

const profileUrl = (id: string) => `/api/admin/users/${id}/profile`;

describe("admins edit a member's profile", () => {
  it('reads and updates the member with the profile schema; the member sees the change', async () => {
    const member = await createSignedInUser(t, ['member'], { name: 'Mia Member' });
    const read = await call(t, 'GET', profileUrl(member.user.id), { jar: admin.jar });
    expect(read.status).toBe(200);
    expect(read.body.member.user).toMatchObject({ id: member.user.id, name: 'Mia Member' });

    const saved = await call(t, 'PATCH', profileUrl(member.user.id), {
      jar: admin.jar,
      body: { fullName: 'Mia Moreno', phone: '+1 555 010 2000', ntrpRating: '3.5' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.member.user.name).toBe('Mia Moreno');
    expect(saved.body.member.profile).toMatchObject({ phone: '+1 555 010 2000', ntrpRating: '3.5' });

    const me = await call(t, 'GET', '/api/me', { jar: member.jar });
    expect(me.body.user.name).toBe('Mia Moreno');
    expect(me.body.profile).toMatchObject({ phone: '+1 555 010 2000', ntrpRating: '3.5' });
  });

  it('refuses bad input by field and a taken username, and changes nothing', async () => {
    const member = await createSignedInUser(t, ['member'], { name: 'Ned Norris' });
    const other = await createSignedInUser(t, ['member'], { name: 'Olga Other' });
    const bad = await call(t, 'PATCH', profileUrl(member.user.id), {
      jar: admin.jar,
      body: { fullName: '', phone: 'call me' },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields ?? {})).toEqual(expect.arrayContaining(['fullName', 'phone']));
    const unknown = await call(t, 'PATCH', profileUrl(member.user.id), {
      jar: admin.jar,
      body: { role: 'admin' },
    });
    expect(unknown.status).toBe(400);

    const otherName = (await call(t, 'GET', profileUrl(other.user.id), { jar: admin.jar })).body.member.user
      .username as string;
    const taken = await call(t, 'PATCH', profileUrl(member.user.id), {
      jar: admin.jar,
      body: { username: otherName },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.fields).toHaveProperty('username');

    const after = await call(t, 'GET', profileUrl(member.user.id), { jar: admin.jar });
    expect(after.body.member.user.name).toBe('Ned Norris');
  });

  it('is refused to non-admins and to visitors; an unknown member is 404', async () => {
    const member = await createSignedInUser(t, ['member'], { name: 'Pat Peer' });
    const board = await createSignedInUser(t, ['board'], { name: 'Bo Board' });
    for (const jar of [member.jar, board.jar]) {
      expect((await call(t, 'GET', profileUrl(member.user.id), { jar })).status).toBe(403);
      const write = await call(t, 'PATCH', profileUrl(member.user.id), { jar, body: { fullName: 'Hacked' } });
      expect(write.status).toBe(403);
    }
    expect(
      (await call(t, 'PATCH', profileUrl(member.user.id), { body: { fullName: 'Hacked' } })).status,
    ).toBe(401);
    const me = await call(t, 'GET', '/api/me', { jar: member.jar });
    expect(me.body.user.name).toBe('Pat Peer');

    const missing = await call(t, 'PATCH', profileUrl('no-such-user'), {
      jar: admin.jar,
      body: { fullName: 'X' },
    });
    expect(missing.status).toBe(404);
  });
});
