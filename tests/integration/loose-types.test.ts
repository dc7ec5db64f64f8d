import { socialEvents } from '@server/db/schema/events';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signInAs } from '../support/auth-helpers';
import { createTestApp, type TestApp } from '../support/test-context';

// Issue 7 §1: no silent coercion in API schemas (waitlistLimit null → 0, true → 1, "1e3" → 1000 were found).

let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ rateLimits: false });
  admin = await signInAs(t, 'admin');
});
afterAll(() => t.close());

let n = 0;
const event = (waitlistLimit: unknown) => ({
  title: `Typed Mixer ${++n}`,
  slug: '',
  description: '',
  startsAt: '2031-06-12T18:00',
  endsAt: '2031-06-12T21:00',
  signupDeadline: '',
  courtId: '',
  placeText: 'Riverside Park',
  capacity: 8,
  waitlistLimit,
  fee: '0',
  imageUrl: '',
});

async function create(waitlistLimit: unknown) {
  return call(t, 'POST', '/api/admin/social-events', { headers: admin, body: event(waitlistLimit) });
}

async function storedLimit(id: string) {
  const [row] = await t.ctx.db.select().from(socialEvents).where(eq(socialEvents.id, id));
  return row!.waitlistLimit;
}

describe('waitlistLimit', () => {
  it('null means no limit (not 0)', async () => {
    const res = await create(null);
    expect(res.status).toBe(201);
    expect(await storedLimit(res.body.event.id)).toBeNull();
  });

  it.each([
    ['true', true],
    ['"1e3"', '1e3'],
    ['" 5"', ' 5'],
    ['2.5', 2.5],
    ['"0x10"', '0x10'],
    ['an object', { n: 1 }],
  ])('refuses %s with 400 and stores nothing', async (_label, value) => {
    const before = (await t.ctx.db.select().from(socialEvents)).length;
    const res = await create(value);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION', fields: { waitlistLimit: expect.any(String) } });
    expect(await t.ctx.db.select().from(socialEvents)).toHaveLength(before);
  });

  it('takes a number, the digits typed in the form, or empty', async () => {
    for (const [value, stored] of [
      [12, 12],
      ['7', 7],
      ['', null],
    ] as const) {
      const res = await create(value);
      expect(res.status).toBe(201);
      expect(await storedLimit(res.body.event.id)).toBe(stored);
    }
  });
});

describe('numbers in query strings are digits only', () => {
  it.each(['1e3', ' 2', '0x10', '', '1.5', 'true'])('refuses page=%j', async (page) => {
    const res = await call(t, 'GET', `/api/admin/courts?page=${encodeURIComponent(page)}`, {
      headers: admin,
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION', fields: { page: expect.any(String) } });
  });

  it('accepts plain digits', async () => {
    expect((await call(t, 'GET', '/api/admin/courts?page=2', { headers: admin })).status).toBe(200);
    expect((await call(t, 'GET', '/api/news?page=1&pageSize=5')).status).toBe(200);
  });
});
