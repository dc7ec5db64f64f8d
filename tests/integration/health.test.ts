import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-context';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('answers ok once the database is ready', async () => {
    const res = await t.app.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('answers the liveness route without touching the database', async () => {
    const live = await createTestApp();
    await live.ctx.database.close();
    try {
      expect((await live.app.request('/api/health')).status).toBe(503);
      const res = await live.app.request('/api/health/live');
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: 'ok' });
    } finally {
      await live.close().catch(() => {});
    }
  });

  it('sends secure headers', async () => {
    const res = await t.app.request('/api/health');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    // An API answer's policy loads nothing and is never framed (decision 046).
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await t.app.request('/api/nope');
    expect(res.status).toBe(404);
    expect(await res.json()).toHaveProperty('error');
  });
});
