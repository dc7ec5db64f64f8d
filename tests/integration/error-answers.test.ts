import { seedCourts } from '@server/db/factories/courts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signInAs } from '../support/auth-helpers';
import { createTestApp, type TestApp } from '../support/test-context';

// Issue 8 §2: every error answer is { error, code } and invalid input adds fields by path.

let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  await seedCourts(t.ctx.db);
  admin = await signInAs(t, 'admin');
});
afterAll(() => t.close());

const court = {
  name: 'Aspen Grove Park',
  address: '77 Aspen Grove Way, Anytown, CO 80999',
  numberOfCourts: 3,
  surface: 'hard',
  hasLights: false,
  setting: 'outdoor',
  accessNotes: '',
  notes: '',
  sortOrder: 10,
};

describe('error answers', () => {
  it('names every invalid field by its path, keeping the first problem as the error text', async () => {
    const res = await call(t, 'POST', '/api/courts', {
      headers: admin,
      body: { ...court, name: '', numberOfCourts: 0, surface: 'ice' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: 'name: Please enter the name of the location.',
      code: 'VALIDATION',
      fields: {
        name: 'Please enter the name of the location.',
        numberOfCourts: 'A location has at least 1 court.',
        surface: 'Choose a surface.',
      },
    });
  });

  it('puts a conflict that belongs to a field under that field', async () => {
    const res = await call(t, 'POST', '/api/courts', {
      headers: admin,
      body: { ...court, slug: 'riverside-park' },
    });
    expect(res.status).toBe(409);
    const error = 'Another location already uses the web address "riverside-park". Choose another one.';
    expect(res.body).toEqual({ error, code: 'CONFLICT', fields: { slug: error } });
  });

  it('gives nested paths with their indexes', async () => {
    const res = await call(t, 'PUT', '/api/contacts/order', { headers: admin, body: { ids: ['x', 7] } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION');
    expect(Object.keys(res.body.fields)).toEqual(expect.arrayContaining(['ids.0']));
  });

  it('answers access, not-found, and unknown routes with a code', async () => {
    expect((await call(t, 'GET', '/api/admin/courts')).body).toEqual({
      error: 'Please sign in to continue.',
      code: 'UNAUTHENTICATED',
    });
    expect((await call(t, 'GET', '/api/courts/no-such-place')).body).toMatchObject({ code: 'NOT_FOUND' });
    expect((await call(t, 'GET', '/api/no-such-route')).body).toEqual({
      error: 'No such API route.',
      code: 'NOT_FOUND',
    });
  });

  it("adds {error, code} to Better Auth's error answers", async () => {
    const res = await call(t, 'POST', '/api/auth/sign-in/email', {
      body: { email: 'nobody@example.org', password: 'wrong-password-123' },
    });
    expect(res.status).toBe(401);
    expect(typeof res.body.error).toBe('string');
    expect(typeof res.body.code).toBe('string');
  });
});
