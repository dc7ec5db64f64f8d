import { existsSync } from 'node:fs';
import path from 'node:path';
import { user } from '@server/db/schema/auth';
import { profiles } from '@server/db/schema/profiles';
import { profileRoles } from '@server/db/schema/roles';
import { createUserAccount } from '@server/features/accounts/create-user-account';
import { avatarMaxBytes } from '@shared/schemas/profiles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CookieJar, call, createSignedInUser, createUser, signIn } from '../support/auth-helpers';
import { buildUserAccount } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-context';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: false });
});
afterAll(() => t.close());

const pngBytes = () =>
  new Uint8Array([
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3,
  ]);
const jpegBytes = () => new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 2, 3]);
const webpBytes = () =>
  new Uint8Array([0x52, 0x49, 0x46, 0x46, 20, 0, 0, 0, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50, 0x38, 0x20, 1, 2]);

async function upload(jar: CookieJar, bytes: Uint8Array, type = 'image/png', name = 'me.png') {
  const form = new FormData();
  form.append('avatar', new File([bytes as BlobPart], name, { type }));
  return call(t, 'POST', '/api/profiles/me/avatar', { jar, body: form });
}

describe('a new user', () => {
  it('gets a profile and the guest role in the same transaction as the user row', async () => {
    const created = await createUserAccount(
      t.ctx,
      buildUserAccount({ name: 'Ida Wells', username: 'Ida.Wells' }),
    );
    const [profile] = await t.ctx.db.select().from(profiles).where(eq(profiles.id, created.id));
    // Contacts are shared with teammates by default, never with every member (issue 18).
    expect(profile).toMatchObject({
      fullName: 'Ida Wells',
      username: 'ida.wells',
      emailVisibility: 'teammates',
      phoneVisibility: 'teammates',
    });
    expect(created.roles).toEqual(['guest']);
  });

  it('leaves no profile behind when the user insert fails', async () => {
    const existing = await createUser(t);
    const before = (await t.ctx.db.select().from(profiles)).length;
    await expect(
      t.ctx.db.insert(user).values({
        id: 'dupe-id',
        name: 'Dupe',
        email: existing.email, // unique violation: the whole statement rolls back
        updatedAt: new Date(),
      }),
    ).rejects.toThrow();
    expect((await t.ctx.db.select().from(profiles)).length).toBe(before);
    expect(await t.ctx.db.select().from(profileRoles).where(eq(profileRoles.profileId, 'dupe-id'))).toEqual(
      [],
    );
  });
});

describe('PATCH /api/profiles/me', () => {
  it('needs a session', async () => {
    const res = await call(t, 'PATCH', '/api/profiles/me', { body: { phone: '555 123 4567' } });
    expect(res.status).toBe(401);
    expect(res.body.error).toMatch(/sign in/i);
  });

  it('saves name, username, phone, rating and visibility; the new username signs in', async () => {
    const { user: u, jar } = await createSignedInUser(t);
    const res = await call(t, 'PATCH', '/api/profiles/me', {
      jar,
      body: {
        fullName: '  Serena Quinn ',
        username: 'SerenaQ',
        phone: '+1 (555) 010-2030',
        ntrpRating: '4.5',
        emailVisibility: 'members',
        phoneVisibility: 'private',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.profile).toMatchObject({
      fullName: 'Serena Quinn',
      username: 'serenaq',
      phone: '+1 (555) 010-2030',
      ntrpRating: '4.5',
      emailVisibility: 'members',
      phoneVisibility: 'private',
    });
    const me = await call(t, 'GET', '/api/me', { jar });
    expect(me.body.user).toMatchObject({
      name: 'Serena Quinn',
      username: 'serenaq',
      displayUsername: 'SerenaQ',
    });
    // The refreshed session cookie carries the new name.
    const session = await call(t, 'GET', '/api/auth/get-session', { jar });
    expect(session.body.user.name).toBe('Serena Quinn');
    await signIn(t, 'serenaq', u.password);

    const cleared = await call(t, 'PATCH', '/api/profiles/me', {
      jar,
      body: { phone: '', ntrpRating: null },
    });
    expect(cleared.body.profile).toMatchObject({ phone: null, ntrpRating: null });
  });

  it('answers 409 with a clear message for a taken username', async () => {
    const other = await createUser(t);
    const { jar } = await createSignedInUser(t);
    const res = await call(t, 'PATCH', '/api/profiles/me', {
      jar,
      body: { username: other.username.toUpperCase() },
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('That username is already taken. Please choose another.');
  });

  const bad: Array<[string, unknown, RegExp]> = [
    ['an NTRP rating not on the list', { ntrpRating: '7.0' }, /NTRP rating/],
    ['a name over 100 characters', { fullName: 'x'.repeat(101) }, /at most 100/],
    ['an empty name', { fullName: '' }, /full name/],
    ['a reserved username', { username: 'profile' }, /reserved/],
    ['a bad phone number', { phone: 'call me maybe' }, /valid phone/],
    ['a phone over 30 characters', { phone: '1'.repeat(31) }, /at most 30/],
    ['an unknown visibility', { emailVisibility: 'everyone' }, /who sees your e-mail/],
    ['an unknown field', { email: 'new@example.org' }, /cannot be changed/],
    ['an array body', [], /expected object/i],
  ];
  for (const [label, body, message] of bad) {
    it(`refuses ${label} with 400`, async () => {
      const { jar } = await createSignedInUser(t);
      const res = await call(t, 'PATCH', '/api/profiles/me', { jar, body });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(message);
    });
  }

  it('refuses changing the picture through Better Auth update-user', async () => {
    const { jar } = await createSignedInUser(t);
    const res = await call(t, 'POST', '/api/auth/update-user', {
      jar,
      body: { image: 'https://evil.example/a.png' },
    });
    expect(res.status).toBe(400);
  });
});

describe('public profiles', () => {
  it('shows contact details only as the member allows, and always to the owner', async () => {
    const { user: owner, jar: ownerJar } = await createSignedInUser(t, ['captain']);
    await call(t, 'PATCH', '/api/profiles/me', {
      jar: ownerJar,
      body: {
        phone: '555 010 9999',
        emailVisibility: 'members',
        phoneVisibility: 'teammates',
        ntrpRating: '3.5',
      },
    });
    const { jar: otherJar } = await createSignedInUser(t);

    const anonymous = await call(t, 'GET', `/api/profiles/${owner.username}`);
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.profile).toMatchObject({
      username: owner.username,
      fullName: owner.name,
      ntrpRating: '3.5',
      email: null,
      phone: null,
      isOwner: false,
    });
    expect(anonymous.body.profile.memberSince).toBeTruthy();

    const member = await call(t, 'GET', `/api/profiles/${owner.username.toUpperCase()}`, { jar: otherJar });
    expect(member.body.profile).toMatchObject({ email: owner.email, phone: null, isOwner: false });

    const self = await call(t, 'GET', `/api/profiles/${owner.username}`, { jar: ownerJar });
    expect(self.body.profile).toMatchObject({
      id: owner.id,
      roles: ['captain'],
      email: owner.email,
      phone: '555 010 9999',
      isOwner: true,
    });
  });

  it('shows the id and roles only to the member and to admins, so profiles do not reveal admin accounts', async () => {
    const { user: target } = await createSignedInUser(t, ['admin']);
    const { jar: memberJar } = await createSignedInUser(t, ['member']);
    const { jar: adminJar } = await createSignedInUser(t, ['admin']);
    for (const jar of [undefined, memberJar]) {
      const res = await call(t, 'GET', `/api/profiles/${target.username}`, { jar });
      expect(res.status).toBe(200);
      expect(res.body.profile).not.toHaveProperty('id');
      expect(res.body.profile).not.toHaveProperty('roles');
      expect(JSON.stringify(res.body)).not.toContain(target.id);
      expect(JSON.stringify(res.body)).not.toMatch(/admin/i);
    }
    const byAdmin = await call(t, 'GET', `/api/profiles/${target.username}`, { jar: adminJar });
    expect(byAdmin.body.profile).toMatchObject({ id: target.id, roles: ['admin'], isOwner: false });
  });

  it('is 404 for an unknown username and for an unconfirmed account', async () => {
    expect((await call(t, 'GET', '/api/profiles/nobody_here')).status).toBe(404);
    const pending = await createUser(t, { emailVerified: false });
    const res = await call(t, 'GET', `/api/profiles/${pending.username}`);
    expect(res.status).toBe(404);
    expect(res.body.error).toMatch(/no member/i);
  });
});

describe('avatars', () => {
  it('stores JPEG, PNG and WebP under a random name, serves them, and removes the old file', async () => {
    const { jar } = await createSignedInUser(t);
    const first = await upload(jar, pngBytes());
    expect(first.status).toBe(200);
    const firstUrl = first.body.profile.avatarUrl as string;
    expect(firstUrl).toMatch(/^\/api\/uploads\/avatar-[0-9a-f]{32}\.png$/);

    const served = await t.app.request(firstUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toMatch(/max-age=31536000/);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(pngBytes());

    // The type comes from the bytes: a JPEG sent as "image/png" named .png is stored as .jpg.
    const second = await upload(jar, jpegBytes(), 'image/png', 'fake.png');
    expect(second.status).toBe(200);
    expect(second.body.profile.avatarUrl).toMatch(/\.jpg$/);
    expect((await t.app.request(firstUrl)).status).toBe(404);
    expect(existsSync(path.join(t.ctx.uploadsDir, firstUrl.split('/').pop()!))).toBe(false);

    const third = await upload(jar, webpBytes(), 'image/webp', 'x.webp');
    expect(third.body.profile.avatarUrl).toMatch(/\.webp$/);
    const me = await call(t, 'GET', '/api/me', { jar });
    expect(me.body.user.image).toBe(third.body.profile.avatarUrl);

    const removed = await call(t, 'DELETE', '/api/profiles/me/avatar', { jar });
    expect(removed.status).toBe(200);
    expect(removed.body.profile.avatarUrl).toBeNull();
    expect((await t.app.request(third.body.profile.avatarUrl)).status).toBe(404);
  });

  it('refuses a file whose bytes are not JPEG/PNG/WebP with 415, whatever its declared type', async () => {
    const { jar } = await createSignedInUser(t);
    const text = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const res = await upload(jar, text, 'image/png', 'evil.png');
    expect(res.status).toBe(415);
    expect(res.body.error).toBe('Only JPEG, PNG or WebP pictures can be used as a profile picture.');
    const gif = await upload(jar, new TextEncoder().encode('GIF89a....'), 'image/gif', 'a.gif');
    expect(gif.status).toBe(415);
  });

  it('refuses a picture over 2 MB with 413', async () => {
    const { jar } = await createSignedInUser(t);
    const big = new Uint8Array(avatarMaxBytes + 1);
    big.set(pngBytes());
    const res = await upload(jar, big);
    expect(res.status).toBe(413);
    expect(res.body.error).toBe('The picture is larger than 2 MB. Please choose a smaller one.');
    const huge = new Uint8Array(avatarMaxBytes * 2);
    huge.set(pngBytes());
    const res2 = await upload(jar, huge);
    expect(res2.status).toBe(413);
  });

  it('refuses a request that is not a multipart upload, and an empty form', async () => {
    const { jar } = await createSignedInUser(t);
    const json = await call(t, 'POST', '/api/profiles/me/avatar', {
      jar,
      body: { avatar: 'data:image/png;base64,AAAA' },
    });
    expect(json.status).toBe(415);
    const empty = await call(t, 'POST', '/api/profiles/me/avatar', { jar, body: new FormData() });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toMatch(/choose a picture/i);
  });

  it('needs a session to upload', async () => {
    const form = new FormData();
    form.append('avatar', new File([pngBytes() as BlobPart], 'a.png', { type: 'image/png' }));
    const res = await call(t, 'POST', '/api/profiles/me/avatar', { body: form });
    expect(res.status).toBe(401);
  });

  it('serves nothing but stored upload names', async () => {
    for (const name of [
      '..%2F..%2Fetc%2Fpasswd',
      'auth-secret',
      'avatar-123.png',
      `avatar-${'0'.repeat(32)}.svg`,
    ]) {
      const res = await t.app.request(`/api/uploads/${name}`);
      expect(res.status).toBe(404);
    }
  });
});

describe('GET /api/check-duplicate-email', () => {
  it('answers exists: true for a used address (any case), false otherwise, and false when empty', async () => {
    const u = await createUser(t);
    const check = async (q: string) => (await call(t, 'GET', `/api/check-duplicate-email${q}`)).body;
    expect(await check(`?email=${encodeURIComponent(u.email.toUpperCase())}`)).toEqual({ exists: true });
    expect(await check('?email=free%40example.org')).toEqual({ exists: false });
    expect(await check('?email=')).toEqual({ exists: false });
    expect(await check('')).toEqual({ exists: false });
  });

  it('refuses an over-long address with 400', async () => {
    const res = await call(t, 'GET', `/api/check-duplicate-email?email=${'a'.repeat(300)}`);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/at most 254/);
  });
});
