import { existsSync } from 'node:fs';
import path from 'node:path';
import { socialEvents } from '@server/db/schema/events';
import { uploads, uploadUses } from '@server/db/schema/uploads';
import { notYourUploadMessage } from '@server/lib/upload-records';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CookieJar, call, createSignedInUser, signInAs } from '../support/auth-helpers';
import { insertBoardMember } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-context';

let t: TestApp;
let executive: Record<string, string>;
let memberJar: CookieJar;
let memberId: string;

beforeAll(async () => {
  t = await createTestApp();
  executive = await signInAs(t, 'executive');
  const m = await createSignedInUser(t, 'member');
  memberJar = m.jar;
  memberId = m.user.id;
});
afterAll(() => t.close());

const png = () =>
  new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const fileOf = (url: string) => path.join(t.ctx.uploadsDir, url.split('/').at(-1)!);

async function uploadAvatar(): Promise<string> {
  const form = new FormData();
  form.append('avatar', new File([png() as BlobPart], 'me.png', { type: 'image/png' }));
  const res = await call(t, 'POST', '/api/profiles/me/avatar', { jar: memberJar, body: form });
  expect(res.status).toBe(200);
  return res.body.profile.avatarUrl as string;
}

async function uploadBoardPhoto(id: string): Promise<string> {
  const form = new FormData();
  form.set('photo', new File([png() as BlobPart], 'p.png', { type: 'image/png' }));
  const res = await call(t, 'POST', `/api/contacts/${id}/photo`, { headers: executive, body: form });
  expect(res.status).toBe(200);
  return res.body.member.photoUrl as string;
}

const eventForm = (imageUrl: string) => ({
  title: 'Upload Check Mixer',
  slug: '',
  description: '',
  startsAt: '2031-06-12T18:00',
  endsAt: '2031-06-12T21:00',
  signupDeadline: '',
  courtId: '',
  placeText: 'Riverside Park',
  capacity: 8,
  waitlistLimit: '',
  fee: '0',
  imageUrl,
});

describe('uploads belong to what uploaded them', () => {
  it("refuses pointing a board member's photo at someone's avatar, so clearing it cannot delete the avatar", async () => {
    const avatar = await uploadAvatar();
    const member = await insertBoardMember(t.ctx.db, { name: 'Photo Thief Target' });
    const res = await call(t, 'PATCH', `/api/contacts/${member.id}`, {
      headers: executive,
      body: { photoUrl: avatar },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toContain(notYourUploadMessage);
    await call(t, 'PATCH', `/api/contacts/${member.id}`, { headers: executive, body: { photoUrl: '' } });
    await call(t, 'DELETE', `/api/contacts/${member.id}`, { headers: executive });
    expect(existsSync(fileOf(avatar))).toBe(true);
    expect((await t.app.request(avatar)).status).toBe(200);

    // Creating a member with it is refused the same way; another member's photo too.
    const created = await call(t, 'POST', '/api/contacts', {
      headers: executive,
      body: {
        position: 'Treasurer',
        name: 'New Member',
        email: 'new@example.org',
        photoUrl: avatar,
        isActive: true,
      },
    });
    expect(created.status).toBe(400);
    const [a, b] = [await insertBoardMember(t.ctx.db), await insertBoardMember(t.ctx.db)];
    const photoA = await uploadBoardPhoto(a.id);
    expect(
      (await call(t, 'PATCH', `/api/contacts/${b.id}`, { headers: executive, body: { photoUrl: photoA } }))
        .status,
    ).toBe(400);
    expect(existsSync(fileOf(photoA))).toBe(true);
  });

  it('refuses an event picture that is not an event upload, and accepts one uploaded for events', async () => {
    const avatar = await uploadAvatar();
    const bad = await call(t, 'POST', '/api/admin/social-events', {
      headers: executive,
      body: eventForm(avatar),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toContain(notYourUploadMessage);

    const form = new FormData();
    form.set('file', new File([png() as BlobPart], 'e.png', { type: 'image/png' }));
    const uploaded = await call(t, 'POST', '/api/admin/event-files', { headers: executive, body: form });
    expect(uploaded.status).toBe(201);
    const url = uploaded.body.file.url as string;
    const ok = await call(t, 'POST', '/api/admin/social-events', {
      headers: executive,
      body: eventForm(url),
    });
    expect(ok.status).toBe(201);
    // Static site paths are not uploads and stay allowed.
    const staticPath = await call(t, 'POST', '/api/admin/social-events', {
      headers: executive,
      body: { ...eventForm('/images/court.jpg'), title: 'Static Picture Mixer' },
    });
    expect(staticPath.status).toBe(201);
  });

  it("saves an event whose stored picture is another owner's upload while the picture is unchanged", async () => {
    const avatar = await uploadAvatar();
    const created = await call(t, 'POST', '/api/admin/social-events', {
      headers: executive,
      body: { ...eventForm(''), title: 'Old Picture Mixer' },
    });
    expect(created.status).toBe(201);
    const id = created.body.event.id as string;
    // An event saved before the ownership rules (or by SQL) points at a member's avatar.
    await t.ctx.db.update(socialEvents).set({ imageUrl: avatar }).where(eq(socialEvents.id, id));

    const unchanged = await call(t, 'PATCH', `/api/admin/social-events/${id}`, {
      headers: executive,
      body: { ...eventForm(avatar), title: 'Old Picture Mixer, new title' },
    });
    expect(unchanged.status).toBe(200);
    expect(unchanged.body.event.values).toMatchObject({
      title: 'Old Picture Mixer, new title',
      imageUrl: avatar,
    });

    // Pointing it at another upload that is not the events' is still refused.
    const other = await uploadAvatar();
    const changed = await call(t, 'PATCH', `/api/admin/social-events/${id}`, {
      headers: executive,
      body: { ...eventForm(other), title: 'Old Picture Mixer, new title' },
    });
    expect(changed.status).toBe(400);
    expect(changed.body.error).toContain(notYourUploadMessage);
  });

  it('never deletes a file another record still uses (a shared file left by the old hole)', async () => {
    const avatar = await uploadAvatar();
    const fileName = avatar.split('/').at(-1)!;
    // The state the old hole left behind, as migration 0010 records it: one file, two uses.
    const member = await insertBoardMember(t.ctx.db, { photoUrl: avatar });
    await t.ctx.db
      .insert(uploadUses)
      .values({ fileName, holderType: 'board_member', holderId: member.id, field: 'photo' });

    await call(t, 'PATCH', `/api/contacts/${member.id}`, { headers: executive, body: { photoUrl: '' } });
    expect(existsSync(fileOf(avatar))).toBe(true);

    // Its owner removing it, now the last use, does delete it.
    const removed = await call(t, 'DELETE', '/api/profiles/me/avatar', { jar: memberJar });
    expect(removed.status).toBe(200);
    expect(existsSync(fileOf(avatar))).toBe(false);
  });

  it("records each upload's owner and uses; replacing and deleting remove what nothing uses", async () => {
    const member = await insertBoardMember(t.ctx.db);
    const first = await uploadBoardPhoto(member.id);
    const second = await uploadBoardPhoto(member.id);
    expect(existsSync(fileOf(first))).toBe(false);
    const rows = await t.ctx.db.select().from(uploads);
    expect(rows.find((r) => first.endsWith(r.fileName))).toBeUndefined();
    expect(rows.find((r) => second.endsWith(r.fileName))).toMatchObject({
      ownerType: 'board_member',
      ownerId: member.id,
    });
    const avatar = await uploadAvatar();
    expect(rows.length).toBeGreaterThan(0);
    const avatarRow = (await t.ctx.db.select().from(uploads)).find((r) => avatar.endsWith(r.fileName));
    expect(avatarRow).toMatchObject({ ownerType: 'profile', ownerId: memberId, uploadedBy: memberId });

    // Saving the member unchanged keeps its own photo.
    const same = await call(t, 'PATCH', `/api/contacts/${member.id}`, {
      headers: executive,
      body: { photoUrl: second, name: 'Renamed Member' },
    });
    expect(same.status).toBe(200);
    expect(existsSync(fileOf(second))).toBe(true);
    await call(t, 'DELETE', `/api/contacts/${member.id}`, { headers: executive });
    expect(existsSync(fileOf(second))).toBe(false);
  });
});

describe('uploads nothing shows (issue 18: they stayed forever)', () => {
  it('are swept 24 hours after upload, once across parallel sweeps; attached and fresh ones stay', async () => {
    const { sweepUnattachedUploads } = await import('@server/lib/upload-records');
    const uploadStoryPhoto = async () => {
      const form = new FormData();
      form.set('photo', new File([png() as BlobPart], 'team.png', { type: 'image/png' }));
      const res = await call(t, 'POST', '/api/team-success/photos', { body: form });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.photo.url as string;
    };
    const abandoned = await uploadStoryPhoto();
    const fresh = await uploadStoryPhoto();
    const avatar = await uploadAvatar();
    const nameOf = (url: string) => url.split('/').at(-1)!;
    const dayAndAHourAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
    for (const url of [abandoned, avatar]) {
      await t.ctx.db
        .update(uploads)
        .set({ createdAt: dayAndAHourAgo })
        .where(eq(uploads.fileName, nameOf(url)));
    }
    const [first, second] = await Promise.all([
      sweepUnattachedUploads(t.ctx.db, t.ctx.uploadsDir),
      sweepUnattachedUploads(t.ctx.db, t.ctx.uploadsDir),
    ]);
    expect([...first!, ...second!]).toEqual([nameOf(abandoned)]);
    expect(existsSync(fileOf(abandoned))).toBe(false);
    // The avatar is shown by its profile; the other photo may still be on its way into a report.
    expect(existsSync(fileOf(avatar))).toBe(true);
    expect(existsSync(fileOf(fresh))).toBe(true);
    const left = (await t.ctx.db.select().from(uploads)).map((u) => u.fileName);
    expect(left).toEqual(expect.arrayContaining([nameOf(avatar), nameOf(fresh)]));
    expect(left).not.toContain(nameOf(abandoned));
  });
});
