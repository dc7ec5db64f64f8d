import { existsSync } from 'node:fs';
import path from 'node:path';
import { uploads } from '@server/db/schema/uploads';
import { eq } from 'drizzle-orm';
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

  it('shows the member the new name on their very next session read, not after the cookie cache expires', async () => {
    const member = await createSignedInUser(t, ['member'], { name: 'Rita Rowe' });
    // The session answer is cached in a signed cookie (up to 5 minutes) after the first read.
    const first = await call(t, 'GET', '/api/auth/get-session', { jar: member.jar });
    expect(first.body.user.name).toBe('Rita Rowe');
    const cached = await call(t, 'GET', '/api/auth/get-session', { jar: member.jar });
    expect(cached.body.user.name).toBe('Rita Rowe');

    const saved = await call(t, 'PATCH', profileUrl(member.user.id), {
      jar: admin.jar,
      body: { fullName: 'Rita Ramirez', username: 'rita_ramirez' },
    });
    expect(saved.status).toBe(200);

    const next = await call(t, 'GET', '/api/auth/get-session', { jar: member.jar });
    expect(next.status).toBe(200);
    expect(next.body.user).toMatchObject({ name: 'Rita Ramirez', username: 'rita_ramirez' });
    // Still signed in, and the re-issued cache now holds the new details.
    const again = await call(t, 'GET', '/api/auth/get-session', { jar: member.jar });
    expect(again.body.user.name).toBe('Rita Ramirez');
    // The admin's own session is untouched.
    expect((await call(t, 'GET', '/api/auth/get-session', { jar: admin.jar })).body.user.name).toBe(
      'Alice Admin',
    );
  });

  it("replaces and removes a member's picture: the upload is the member's, sent by the admin", async () => {
    const member = await createSignedInUser(t, ['member'], { name: 'Paula Picture' });
    const avatarUrl = (id: string) => `/api/admin/users/${id}/avatar`;
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
    const pictureForm = () => {
      const form = new FormData();
      form.append('avatar', new File([png as BlobPart], 'p.png', { type: 'image/png' }));
      return form;
    };
    const fileOf = (url: string) => path.join(t.ctx.uploadsDir, url.split('/').at(-1)!);
    // Her session is cached before the change.
    expect((await call(t, 'GET', '/api/auth/get-session', { jar: member.jar })).body.user.image).toBeNull();

    const first = await call(t, 'POST', avatarUrl(member.user.id), { jar: admin.jar, body: pictureForm() });
    expect(first.status).toBe(200);
    const firstUrl = first.body.member.profile.avatarUrl as string;
    expect(firstUrl).toMatch(/^\/api\/uploads\/avatar-/);
    const [record] = await t.ctx.db
      .select()
      .from(uploads)
      .where(eq(uploads.fileName, firstUrl.split('/').at(-1)!));
    expect(record).toMatchObject({
      ownerType: 'profile',
      ownerId: member.user.id,
      uploadedBy: admin.user.id,
    });
    // The member sees it on her profile and in her session at once.
    expect((await call(t, 'GET', '/api/me', { jar: member.jar })).body.profile.avatarUrl).toBe(firstUrl);
    expect((await call(t, 'GET', '/api/auth/get-session', { jar: member.jar })).body.user.image).toBe(
      firstUrl,
    );

    // Replacing it drops the old file; removing it goes back to initials.
    const second = await call(t, 'POST', avatarUrl(member.user.id), { jar: admin.jar, body: pictureForm() });
    expect(second.status).toBe(200);
    expect(existsSync(fileOf(firstUrl))).toBe(false);
    const secondUrl = second.body.member.profile.avatarUrl as string;
    const removed = await call(t, 'DELETE', avatarUrl(member.user.id), { jar: admin.jar });
    expect(removed.status).toBe(200);
    expect(removed.body.member.profile.avatarUrl).toBeNull();
    expect(existsSync(fileOf(secondUrl))).toBe(false);

    // Only admins; the wrong kind of file is refused; an unknown member is 404.
    const other = await createSignedInUser(t, ['board'], { name: 'Bea Board' });
    expect(
      (await call(t, 'POST', avatarUrl(member.user.id), { jar: other.jar, body: pictureForm() })).status,
    ).toBe(403);
    expect((await call(t, 'DELETE', avatarUrl(member.user.id), { jar: member.jar })).status).toBe(403);
    const text = new FormData();
    text.append('avatar', new File(['not a picture'], 'p.png', { type: 'image/png' }));
    expect((await call(t, 'POST', avatarUrl(member.user.id), { jar: admin.jar, body: text })).status).toBe(
      415,
    );
    expect(
      (await call(t, 'POST', avatarUrl('no-such-user'), { jar: admin.jar, body: pictureForm() })).status,
    ).toBe(404);
  });
});
