import { existsSync } from 'node:fs';
import path from 'node:path';
import { seedBoardMembers } from '@server/db/factories/contacts';
import { boardMembers } from '@server/db/schema/contacts';
import { emailOutbox } from '@server/db/schema/mail';
import { demoBoard } from '@server/db/seed-data/contacts';
import { utcToZonedWallTime } from '@shared/club-time';
import type { BoardMember, BoardMemberPage, PublicBoardMember } from '@shared/schemas/contacts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { validationError } from '../support/api-errors';
import { call, signInAs } from '../support/auth-helpers';
import { insertBoardMember } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-context';

let t: TestApp;
let admin: Record<string, string>;
let executive: Record<string, string>;
let board: Record<string, string>;
let member: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  await seedBoardMembers(t.ctx.db);
  [admin, executive, board, member] = await Promise.all([
    signInAs(t, 'admin'),
    signInAs(t, 'executive'),
    signInAs(t, 'board'),
    signInAs(t, 'member'),
  ]);
});
afterAll(() => t.close());

const as = (headers: Record<string, string>, body?: unknown) => ({ headers, body });

async function publicBoard(): Promise<PublicBoardMember[]> {
  const res = await call(t, 'GET', '/api/contacts');
  expect(res.status).toBe(200);
  return (res.body as { members: PublicBoardMember[] }).members;
}

async function memberId(position: string): Promise<string> {
  return (await publicBoard()).find((m) => m.position === position)!.id;
}

const goodMessage = {
  name: 'Jamie Visitor',
  email: 'jamie@example.net',
  message: 'Hello! How do I join the Thursday evening mixer?',
  website: '',
};

function send(id: string, body: unknown, client = 'client-a') {
  return call(t, 'POST', `/api/contacts/${id}/message`, { body, headers: { 'x-test-client': client } });
}

async function outbox() {
  return t.ctx.db.select().from(emailOutbox);
}

async function allInOrder(): Promise<BoardMember[]> {
  const res = await call(t, 'GET', '/api/admin/contacts?sort=sortOrder&dir=asc', as(admin));
  return (res.body as BoardMemberPage).items;
}

describe('GET /api/contacts', () => {
  it('lists the board of six in order, without any e-mail address', async () => {
    const res = await t.app.request('/api/contacts');
    const text = await res.text();
    expect(text).not.toContain('@');
    expect(text).not.toContain('email');
    const { members } = JSON.parse(text) as { members: PublicBoardMember[] };
    expect(members.map((m) => m.position)).toEqual(demoBoard.map((m) => m.position));
    expect(Object.keys(members[0]!).sort()).toEqual(['id', 'name', 'photoUrl', 'position']);
  });

  it('leaves out inactive members', async () => {
    const hidden = await insertBoardMember(t.ctx.db, { name: 'Retired Rita', isActive: false });
    expect((await publicBoard()).map((m) => m.id)).not.toContain(hidden.id);
  });

  it('seeding twice adds nothing', async () => {
    await seedBoardMembers(t.ctx.db);
    const rows = await t.ctx.db.select().from(boardMembers).where(eq(boardMembers.position, 'President'));
    expect(rows).toHaveLength(1);
  });
});

describe('POST /api/contacts/:id/message', () => {
  beforeEach(async () => {
    await t.ctx.db.delete(emailOutbox);
  });

  it('relays the message to the member through the outbox with Reply-To the visitor', async () => {
    const res = await send(await memberId('Treasurer'), goodMessage, 'relay');
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ message: 'Thank you! Your message has been sent.' });
    expect(JSON.stringify(res.body)).not.toContain('treasurer@');
    const [mail, ...rest] = await outbox();
    expect(rest).toHaveLength(0);
    expect(mail!.to).toBe('treasurer@example.org');
    expect(mail!.headers).toEqual({ 'Reply-To': 'jamie@example.net' });
    expect(mail!.subject).toBe('NJTC website: message from Jamie Visitor');
    expect(mail!.text).toContain('How do I join the Thursday evening mixer?');
    expect(mail!.text).toContain('Jamie Visitor <jamie@example.net>');
    expect(mail!.text).toContain('as Treasurer');
  });

  it('answers the spam trap with 400 and sends nothing', async () => {
    const res = await send(
      await memberId('President'),
      { ...goodMessage, website: 'http://spam.example' },
      'bot',
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'Spam detected', code: 'BAD_REQUEST' });
    expect(await outbox()).toHaveLength(0);
  });

  it.each([
    [{ ...goodMessage, name: '' }, 'name: Please enter your name.'],
    [{ ...goodMessage, email: 'not-an-address' }, 'email: Please enter a valid e-mail address.'],
    [{ ...goodMessage, email: '' }, 'email: Please enter your e-mail address so they can reply.'],
    [{ ...goodMessage, message: 'Hi' }, 'message: Please write a message of at least 10 characters.'],
    [{ ...goodMessage, message: 'x'.repeat(5001) }, 'message: The message can be at most 5000 characters.'],
    [
      { ...goodMessage, name: 'Evil\r\nBcc: victim@example.com' },
      'name: Your name contains characters we cannot send.',
    ],
    [{ name: 'Jamie' }, 'email: Please enter your e-mail address.'],
  ])('rejects invalid input with a clear message (%#)', async (body, error) => {
    // Every attempt counts against the hourly limit (it is taken before the body is read).
    const res = await send(await memberId('Secretary'), body, `validation-${JSON.stringify(body)}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject(validationError(error));
    expect(await outbox()).toHaveLength(0);
  });

  it('answers 404 for an unknown or inactive member', async () => {
    expect((await send('00000000-0000-4000-8000-000000000000', goodMessage, 'unknown')).status).toBe(404);
    expect((await send('president', goodMessage, 'unknown')).status).toBe(404);
    const hidden = await insertBoardMember(t.ctx.db, { isActive: false });
    const inactive = await send(hidden.id, goodMessage, 'unknown');
    expect(inactive.status).toBe(404);
    expect(inactive.body).toEqual({ error: 'We could not find that board member.', code: 'NOT_FOUND' });
    expect(await outbox()).toHaveLength(0);
  });

  it('allows 5 messages an hour per address, then answers 429 with Retry-After', async () => {
    const id = await memberId('Social Chair');
    for (let i = 0; i < 5; i++) expect((await send(id, goodMessage, 'chatty')).status).toBe(202);
    const limited = await send(id, goodMessage, 'chatty');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect(limited.body.error).toBe(
      'You have sent 5 messages in the last hour, the most we accept. Please try again later.',
    );
    expect(await outbox()).toHaveLength(5);
    // Another visitor is not affected.
    expect((await send(id, goodMessage, 'someone-else')).status).toBe(202);
  });
});

describe('admin routes: who may call them', () => {
  const id = '00000000-0000-4000-8000-000000000000';
  const routes: Array<[string, string, unknown?]> = [
    [
      'POST',
      '/api/contacts',
      { position: 'Xy', name: 'Yz', email: 'a@example.org', photoUrl: '', isActive: true },
    ],
    ['PATCH', `/api/contacts/${id}`, { name: 'Y Y' }],
    ['DELETE', `/api/contacts/${id}`],
    ['PUT', '/api/contacts/order', { ids: [id] }],
    ['POST', `/api/contacts/${id}/photo`],
    ['GET', '/api/admin/contacts'],
    ['GET', '/api/admin/contacts.csv'],
    ['GET', `/api/admin/contacts/${id}`],
  ];

  it.each(routes)('%s %s → 401 without a session', async (method, url, body) => {
    const res = await call(t, method, url, { body });
    expect(res.status).toBe(401);
    expect(JSON.stringify(res.body)).not.toContain('example.org');
  });

  it.each(routes)('%s %s → 403 for a member and a board member', async (method, url, body) => {
    for (const headers of [member, board]) {
      const res = await call(t, method, url, as(headers, body));
      expect(res.status).toBe(403);
    }
  });
});

describe('admin CRUD', () => {
  it('adds a member at the end, edits them and shows them to the public without the e-mail', async () => {
    const created = await call(
      t,
      'POST',
      '/api/contacts',
      as(admin, {
        position: 'Member at Large',
        name: 'Sam Example',
        email: 'sam@example.org',
        photoUrl: '',
        isActive: true,
      }),
    );
    expect(created.status).toBe(201);
    const sam = created.body.member as BoardMember;
    expect(sam).toMatchObject({ email: 'sam@example.org', photoUrl: null, isActive: true });
    expect((await allInOrder()).at(-1)!.id).toBe(sam.id);

    const updated = await call(
      t,
      'PATCH',
      `/api/contacts/${sam.id}`,
      as(executive, { position: 'Webmaster' }),
    );
    expect(updated.status).toBe(200);
    expect(updated.body.member).toMatchObject({ position: 'Webmaster', email: 'sam@example.org' });
    const one = await call(t, 'GET', `/api/admin/contacts/${sam.id}`, as(admin));
    expect(one.body.member.position).toBe('Webmaster');
    expect((await publicBoard()).find((m) => m.id === sam.id)).toEqual({
      id: sam.id,
      position: 'Webmaster',
      name: 'Sam Example',
      photoUrl: null,
    });

    const removed = await call(t, 'DELETE', `/api/contacts/${sam.id}`, as(admin));
    expect(removed.status).toBe(204);
    expect((await publicBoard()).map((m) => m.id)).not.toContain(sam.id);
  });

  it.each([
    [
      { position: '', name: 'Ann Lee', email: 'ann@example.org', photoUrl: '', isActive: true },
      'position: Please enter the position (e.g. President).',
    ],
    [
      { position: 'Treasurer', name: 'Ann Lee', email: 'nope', photoUrl: '', isActive: true },
      'email: Please enter a valid e-mail address; messages from the contact form go there.',
    ],
    [
      {
        position: 'Treasurer',
        name: 'Ann Lee',
        email: 'ann@example.org',
        photoUrl: 'javascript:alert(1)',
        isActive: true,
      },
      'photoUrl: Upload the photo instead of giving an address.',
    ],
  ])('refuses invalid input with a clear message (%#)', async (body, error) => {
    const res = await call(t, 'POST', '/api/contacts', as(admin, body));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject(validationError(error));
  });

  it('reorders every member at once, and refuses a stale list', async () => {
    const ids = (await allInOrder()).map((m) => m.id);
    const reversed = [...ids].reverse();
    const res = await call(t, 'PUT', '/api/contacts/order', as(admin, { ids: reversed }));
    expect(res.status).toBe(200);
    expect((res.body.members as BoardMember[]).map((m) => m.id)).toEqual(reversed);
    expect((await allInOrder()).map((m) => m.id)).toEqual(reversed);

    const stale = await call(t, 'PUT', '/api/contacts/order', as(admin, { ids: reversed.slice(1) }));
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatch(/changed while you were reordering/);
    const twice = await call(t, 'PUT', '/api/contacts/order', as(admin, { ids: [ids[0], ids[0]] }));
    expect(twice.status).toBe(400);
    expect(twice.body.error).toBe('ids: A member appears twice in the new order.');
    await call(t, 'PUT', '/api/contacts/order', as(admin, { ids }));
  });

  it('searches and exports CSV including e-mail addresses (admins only)', async () => {
    const found = await call(t, 'GET', '/api/admin/contacts?q=treasurer&sort=name', as(admin));
    expect((found.body as BoardMemberPage).items.map((m) => m.email)).toEqual(['treasurer@example.org']);
    const res = await t.app.request('/api/admin/contacts.csv?q=treasurer', { headers: executive });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="board-members-/);
    const csv = new TextDecoder().decode(await res.arrayBuffer());
    const updatedAt = (found.body as BoardMemberPage).items[0]!.updatedAt;
    // Dates on the club's clock, the zone named in the header (issue 19).
    const updated = utcToZonedWallTime(updatedAt, 'America/Denver').replace('T', ' ');
    expect(csv).toBe(
      `Display order,Position,Name,E-mail,Shown on Contacts page,Photo,Updated (America/Denver)\r\n3,Treasurer,Priya Natarajan,treasurer@example.org,Yes,,${updated}\r\n`,
    );
  });
});

describe('photo upload', () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

  function upload(id: string, bytes: Uint8Array, name = 'photo.png', headers = admin) {
    const form = new FormData();
    form.set('photo', new File([bytes as Uint8Array<ArrayBuffer>], name, { type: 'image/png' }));
    return t.app.request(`/api/contacts/${id}/photo`, { method: 'POST', body: form, headers });
  }

  it('stores a PNG, serves it, shows it publicly and removes the old file when replaced', async () => {
    const row = await insertBoardMember(t.ctx.db, { name: 'Photo Phil' });
    const res = await upload(row.id, png);
    expect(res.status).toBe(200);
    const first = ((await res.json()) as { member: BoardMember }).member;
    expect(first.photoUrl).toMatch(/^\/api\/uploads\/board-[0-9a-f]{32}\.png$/);
    const served = await t.app.request(first.photoUrl!);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect((await publicBoard()).find((m) => m.id === row.id)!.photoUrl).toBe(first.photoUrl);

    const again = ((await (await upload(row.id, png)).json()) as { member: BoardMember }).member;
    expect(again.photoUrl).not.toBe(first.photoUrl);
    const oldFile = path.join(t.ctx.uploadsDir, first.photoUrl!.split('/').at(-1)!);
    expect(existsSync(oldFile)).toBe(false);

    // Clearing the photo (edit form "Remove the photo") deletes the file too.
    await call(t, 'PATCH', `/api/contacts/${row.id}`, as(admin, { photoUrl: '' }));
    expect(existsSync(path.join(t.ctx.uploadsDir, again.photoUrl!.split('/').at(-1)!))).toBe(false);
  });

  it('refuses a file that is not a JPEG, PNG or WebP by its bytes, whatever its name', async () => {
    const row = await insertBoardMember(t.ctx.db);
    const res = await upload(row.id, new TextEncoder().encode('<svg onload="alert(1)"></svg>'), 'evil.png');
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({
      error: 'The photo must be a JPEG, PNG or WebP image.',
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
  });

  it('refuses a photo over 2 MB', async () => {
    const row = await insertBoardMember(t.ctx.db);
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(png);
    const res = await upload(row.id, big);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      error: 'The photo is larger than 2 MB. Please choose a smaller one.',
      code: 'PAYLOAD_TOO_LARGE',
    });
  });
});
