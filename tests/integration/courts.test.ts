import { seedCourts } from '@server/db/factories/courts';
import { courts } from '@server/db/schema/courts';
import { socialEvents, tournaments } from '@server/db/schema/events';
import { demoCourts } from '@server/db/seed-data/courts';
import { courtsApi } from '@shared/api/courts';
import { mapLinksFor } from '@shared/map-links';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validationError } from '../support/api-errors';
import { call, signInAs } from '../support/auth-helpers';
import { answerOf, callRoute, errorOf } from '../support/call-route';
import { insertCourt } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-context';

let t: TestApp;
let admin: Record<string, string>;
let executive: Record<string, string>;
let board: Record<string, string>;
let member: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  await seedCourts(t.ctx.db);
  [admin, executive, board, member] = await Promise.all([
    signInAs(t, 'admin'),
    signInAs(t, 'executive'),
    signInAs(t, 'board'),
    signInAs(t, 'member'),
  ]);
});
afterAll(() => t.close());

const as = (headers: Record<string, string>, body?: unknown) => ({ headers, body });

const validCourt = {
  name: 'Aspen Grove Park',
  address: '77 Aspen Grove Way, Anytown, CO 80999',
  numberOfCourts: 3,
  surface: 'hard' as const,
  hasLights: false,
  setting: 'outdoor' as const,
  accessNotes: 'First come, first served.',
  notes: '',
  sortOrder: 10,
};

describe('public reads', () => {
  it('lists the five seeded locations in display order', async () => {
    const res = await callRoute(t, courtsApi.list);
    expect(res.status).toBe(200);
    const list = answerOf(res).courts;
    expect(list.map((c) => c.slug).slice(0, 5)).toEqual(demoCourts.map((c) => c.slug));
    expect(list.find((c) => c.slug === 'summit-tennis-centre')).toMatchObject({
      setting: 'both',
      hasLights: true,
      numberOfCourts: 10,
    });
  });

  it('seeding twice adds nothing', async () => {
    await seedCourts(t.ctx.db);
    const rows = await t.ctx.db.select().from(courts).where(eq(courts.slug, 'riverside-park'));
    expect(rows).toHaveLength(1);
  });

  it('returns one location by slug, and a readable 404 for an unknown one', async () => {
    const res = await callRoute(t, courtsApi.bySlug, { params: { slug: 'riverside-park' } });
    expect(res.status).toBe(200);
    const { court } = answerOf(res);
    expect(court).toMatchObject({ name: 'Riverside Park', numberOfCourts: 6, hasLights: true });
    expect(court.accessNotes).toContain('first come first served');

    const missing = await callRoute(t, courtsApi.bySlug, { params: { slug: 'no-such-place' } });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'We could not find that court location.', code: 'NOT_FOUND' });
  });
});

describe('map links', () => {
  it('builds OpenStreetMap and Google Maps search links from the address', () => {
    const links = mapLinksFor('2200 Riverside Drive, Anytown, CO 80999');
    expect(links.openStreetMap).toBe(
      'https://www.openstreetmap.org/search?query=2200%20Riverside%20Drive%2C%20Anytown%2C%20CO%2080999',
    );
    expect(links.googleMaps).toBe(
      'https://www.google.com/maps/search/?api=1&query=2200%20Riverside%20Drive%2C%20Anytown%2C%20CO%2080999',
    );
    expect(mapLinksFor('  1 A & B St  #2 ').googleMaps).toMatch(/query=1%20A%20%26%20B%20St%20%232$/);
  });
});

describe('admin routes: who may call them', () => {
  const id = '00000000-0000-4000-8000-000000000000';
  const routes: Array<[string, string, unknown?]> = [
    ['POST', '/api/courts', validCourt],
    ['PATCH', `/api/courts/${id}`, { name: 'X Park' }],
    ['DELETE', `/api/courts/${id}`],
    ['GET', '/api/admin/courts'],
    ['GET', '/api/admin/courts.csv'],
    ['GET', `/api/admin/courts/${id}`],
  ];

  it.each(routes)('%s %s → 401 without a session', async (method, url, body) => {
    const res = await call(t, method, url, { body });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'Please sign in to continue.', code: 'UNAUTHENTICATED' });
  });

  it.each(routes)('%s %s → 403 for a member and a board member', async (method, url, body) => {
    for (const headers of [member, board]) {
      const res = await call(t, method, url, as(headers, body));
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ error: 'You do not have permission to do that.', code: 'FORBIDDEN' });
    }
  });

  it('lets admins and executives in', async () => {
    for (const headers of [admin, executive]) {
      expect((await callRoute(t, courtsApi.adminList, { as: headers })).status).toBe(200);
    }
  });
});

describe('admin CRUD', () => {
  it('creates a location with a slug made from the name, then a numbered one', async () => {
    const first = await callRoute(t, courtsApi.create, { body: { ...validCourt, slug: '' }, as: admin });
    expect(first.status).toBe(201);
    expect(answerOf(first).court).toMatchObject({ slug: 'aspen-grove-park', name: 'Aspen Grove Park' });
    const second = await callRoute(t, courtsApi.create, { body: validCourt, as: executive });
    expect(second.status).toBe(201);
    expect(answerOf(second).court.slug).toBe('aspen-grove-park-2');

    const pub = await callRoute(t, courtsApi.bySlug, { params: { slug: 'aspen-grove-park' } });
    expect(answerOf(pub).court.address).toBe(validCourt.address);
  });

  it.each([
    [{ ...validCourt, name: '' }, 'name: Please enter the name of the location.'],
    [
      { ...validCourt, address: 'x' },
      'address: Please enter the street address (it is used for the map links).',
    ],
    [{ ...validCourt, numberOfCourts: 0 }, 'numberOfCourts: A location has at least 1 court.'],
    [{ ...validCourt, numberOfCourts: 2.5 }, 'numberOfCourts: The number of courts must be a whole number.'],
    [{ ...validCourt, surface: 'ice' }, 'surface: Choose a surface.'],
    [{ ...validCourt, setting: 'space' }, 'setting: Choose indoor, outdoor or both.'],
    [
      { ...validCourt, slug: 'Bad Slug!' },
      'slug: Use lowercase letters, digits and single hyphens only (e.g. "city-park").',
    ],
  ])('refuses invalid input with a clear message (%#)', async (body, error) => {
    const before = (await t.ctx.db.select().from(courts)).length;
    const res = await call(t, 'POST', '/api/courts', as(admin, body));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject(validationError(error));
    expect(await t.ctx.db.select().from(courts)).toHaveLength(before);
  });

  it('refuses a web address already in use with 409', async () => {
    const taken = await callRoute(t, courtsApi.create, {
      body: { ...validCourt, slug: 'riverside-park' },
      as: admin,
    });
    expect(taken.status).toBe(409);
    expect(errorOf(taken).error).toBe(
      'Another location already uses the web address "riverside-park". Choose another one.',
    );
    const row = await insertCourt(t.ctx.db);
    const patch = await callRoute(t, courtsApi.update, {
      params: { id: row.id },
      body: { slug: 'mesa-view-park' },
      as: admin,
    });
    expect(patch.status).toBe(409);
  });

  it('updates fields; reads it back by id', async () => {
    const row = await insertCourt(t.ctx.db);
    const res = await callRoute(t, courtsApi.update, {
      params: { id: row.id },
      body: { hasLights: true, numberOfCourts: 12, accessNotes: 'Key from the coordinator.' },
      as: executive,
    });
    expect(res.status).toBe(200);
    expect(answerOf(res).court).toMatchObject({ hasLights: true, numberOfCourts: 12, name: row.name });
    const one = await callRoute(t, courtsApi.adminById, { params: { id: row.id }, as: admin });
    expect(answerOf(one).court.accessNotes).toBe('Key from the coordinator.');
    const empty = await callRoute(t, courtsApi.update, { params: { id: row.id }, body: {}, as: admin });
    expect(empty.status).toBe(400);
    expect(errorOf(empty).error).toBe('Nothing to change.');
  });

  it('keeps the distance from the club (the sub finder’s travel check): set, validated, cleared', async () => {
    const row = await insertCourt(t.ctx.db);
    expect(row.distanceMiles).toBeNull();
    const set = await callRoute(t, courtsApi.update, {
      params: { id: row.id },
      body: { distanceMiles: 18 },
      as: admin,
    });
    expect(answerOf(set).court.distanceMiles).toBe(18);
    const bad = await callRoute(t, courtsApi.update, {
      params: { id: row.id },
      body: { distanceMiles: -2 },
      as: admin,
    });
    expect(bad.status).toBe(400);
    expect(errorOf(bad).fields?.distanceMiles).toBe('The distance cannot be negative.');
    const cleared = await callRoute(t, courtsApi.update, {
      params: { id: row.id },
      body: { distanceMiles: null },
      as: admin,
    });
    expect(answerOf(cleared).court.distanceMiles).toBeNull();
  });

  it('answers 404 for an unknown id', async () => {
    const res = await callRoute(t, courtsApi.update, {
      params: { id: 'not-a-uuid' },
      body: { name: 'Some Park' },
      as: admin,
    });
    expect(res.status).toBe(404);
    const gone = await callRoute(t, courtsApi.remove, {
      params: { id: '00000000-0000-4000-8000-000000000000' },
      as: admin,
    });
    expect(gone.status).toBe(404);
  });

  it('searches, sorts and pages past 50 rows', async () => {
    for (let i = 0; i < 55; i++) {
      await insertCourt(t.ctx.db, { name: `Paging Court ${String(i).padStart(2, '0')}` });
    }
    const byName = { q: 'paging', sort: 'name', dir: 'asc' } as const;
    const first = answerOf(await callRoute(t, courtsApi.adminList, { query: byName, as: admin }));
    expect(first).toMatchObject({ total: 55, page: 1, pageSize: 50 });
    expect(first.items).toHaveLength(50);
    expect(first.items[0]!.name).toBe('Paging Court 00');
    const page2 = answerOf(
      await callRoute(t, courtsApi.adminList, { query: { ...byName, page: 2 }, as: admin }),
    );
    expect(page2.items.map((c) => c.name)).toEqual([
      'Paging Court 50',
      'Paging Court 51',
      'Paging Court 52',
      'Paging Court 53',
      'Paging Court 54',
    ]);
    const desc = await callRoute(t, courtsApi.adminList, { query: { ...byName, dir: 'desc' }, as: admin });
    expect(answerOf(desc).items[0]!.name).toBe('Paging Court 54');
    // % and _ are searched literally.
    const literal = await callRoute(t, courtsApi.adminList, { query: { q: '%' }, as: admin });
    expect(answerOf(literal).total).toBe(0);
    const bad = await call(t, 'GET', '/api/admin/courts?sort=password', as(admin));
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('sort: Unknown sort column.');
  });

  it('exports CSV: a download with a header, quoting and formula protection', async () => {
    await insertCourt(t.ctx.db, { name: 'Quote "Q" Courts', notes: '=HYPERLINK("x")' });
    const res = await t.app.request('/api/admin/courts.csv?q=Quote', { headers: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="court-locations-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    // UTF-8 byte order mark, so spreadsheet apps read accented names correctly.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).trim().split('\r\n');
    expect(lines[0]).toBe(
      'Name,Slug,Address,Number of courts,Surface,Lights,Indoor/outdoor,Access notes,Notes,Display order,Miles from the club,OpenStreetMap,Google Maps,Updated (America/Denver)',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('"Quote ""Q"" Courts"');
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
  });

  it('refuses to delete a location that events still use, with a clear 409', async () => {
    const row = await insertCourt(t.ctx.db, { name: 'Busy Park' });
    await t.ctx.db.insert(socialEvents).values({
      title: 'Spring Mixer',
      slug: `spring-mixer-${row.id.slice(0, 8)}`,
      startsAt: new Date('2030-04-01T18:00:00Z'),
      endsAt: new Date('2030-04-01T21:00:00Z'),
      capacity: 20,
      courtId: row.id,
    });
    await t.ctx.db.insert(tournaments).values({
      title: 'Fall Classic',
      slug: `fall-classic-${row.id.slice(0, 8)}`,
      startDate: '2030-09-12',
      endDate: '2030-09-13',
      courtId: row.id,
    });
    const res = await callRoute(t, courtsApi.remove, { params: { id: row.id }, as: admin });
    expect(res.status).toBe(409);
    expect(errorOf(res).error).toBe(
      'Busy Park cannot be deleted: 2 events still take place there ("Spring Mixer", "Fall Classic"). Move them to another location first.',
    );
    expect(await t.ctx.db.select().from(courts).where(eq(courts.id, row.id))).toHaveLength(1);
  });

  it('deletes an unused location', async () => {
    const row = await insertCourt(t.ctx.db);
    const res = await callRoute(t, courtsApi.remove, { params: { id: row.id }, as: executive });
    expect(res.status).toBe(204);
    expect(await t.ctx.db.select().from(courts).where(eq(courts.id, row.id))).toHaveLength(0);
    expect((await callRoute(t, courtsApi.bySlug, { params: { slug: row.slug } })).status).toBe(404);
  });
});
