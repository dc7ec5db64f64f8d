import { clientErrors } from '@server/db/schema/error-log';
import { errorLogRetention, pruneClientErrors } from '@server/features/error-log/log-client-error';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, jsonRequest, type TestApp } from '../support/test-context';

let t: TestApp;
let clientNo = 0;
let client: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.ctx.db.delete(clientErrors);
  client = { 'x-test-client': `10.2.0.${++clientNo}` };
});

function logError(body: unknown, headers: Record<string, string> = {}) {
  return t.app.request('/api/log-error', jsonRequest('POST', body, { ...client, ...headers }));
}
async function rows() {
  return t.ctx.db.select().from(clientErrors);
}

describe('POST /api/log-error', () => {
  it('stores a report with user agent and page path', async () => {
    const errorData = { message: 'x is undefined', stack: 'at App (app.tsx:1:1)', line: 1 };
    const res = await logError(
      { errorType: 'window-error', errorData, timestamp: '2026-01-02T03:04:05.000Z', path: '/about' },
      { 'user-agent': 'Mozilla/5.0 Test' },
    );
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ ok: true });
    const [row] = await rows();
    expect(row).toMatchObject({
      errorType: 'window-error',
      errorData,
      clientTimestamp: '2026-01-02T03:04:05.000Z',
      userAgent: 'Mozilla/5.0 Test',
      path: '/about',
    });
    expect(row!.createdAt).toBeInstanceOf(Date);
  });

  it('takes the path from the Referer when the body has none, and accepts any JSON errorData', async () => {
    await logError(
      { errorType: 'unhandledrejection', errorData: 'Failed to fetch', timestamp: 1767322800000 },
      { referer: 'http://localhost:3000/social_events/spring?x=1' },
    );
    const [row] = await rows();
    expect(row).toMatchObject({
      errorData: 'Failed to fetch',
      clientTimestamp: '1767322800000',
      path: '/social_events/spring?x=1',
    });
  });

  it('takes the path from errorData.url (what the client reporter sends)', async () => {
    await logError({
      errorType: 'window_error',
      errorData: { message: 'boom', url: 'http://localhost:3000/courts/city-park#map' },
      timestamp: '2026-01-02T03:04:05.000Z',
    });
    expect((await rows())[0]!.path).toBe('/courts/city-park');
  });

  it('stores a report without errorData or timestamp', async () => {
    expect((await logError({ errorType: 'config-error' })).status).toBe(201);
    expect((await rows())[0]).toMatchObject({
      errorType: 'config-error',
      errorData: null,
      clientTimestamp: null,
    });
  });

  it('rejects a missing, empty or over-long errorType and stores nothing', async () => {
    for (const body of [{}, { errorType: '' }, { errorType: 42 }, { errorType: 'e'.repeat(101) }]) {
      const res = await logError({ errorData: {}, ...body });
      expect(res.status).toBe(400);
      expect(await res.json()).toHaveProperty('error');
    }
    expect(await rows()).toHaveLength(0);
    expect((await logError({ errorType: 'e'.repeat(100) })).status).toBe(201);
  });

  it('truncates errorData above 8 KB to a preview', async () => {
    const big = { stack: 'x'.repeat(20_000) };
    expect((await logError({ errorType: 'window-error', errorData: big })).status).toBe(201);
    const [row] = await rows();
    const stored = row!.errorData as { truncated: boolean; originalBytes: number; preview: string };
    expect(stored.truncated).toBe(true);
    expect(stored.originalBytes).toBe(JSON.stringify(big).length);
    expect(stored.preview.startsWith('{"stack":"xxx')).toBe(true);
    expect(Buffer.byteLength(JSON.stringify(stored))).toBeLessThanOrEqual(8 * 1024);
  });

  it('refuses a body above 64 KB with 413', async () => {
    const res = await logError({ errorType: 'window-error', errorData: 'x'.repeat(70_000) });
    expect(res.status).toBe(413);
    expect(await rows()).toHaveLength(0);
  });

  it('allows 30 reports a minute per address, then 429 without storing', async () => {
    for (let i = 0; i < 30; i++)
      expect((await logError({ errorType: `e${i}`, errorData: {} })).status).toBe(201);
    const res = await logError({ errorType: 'e31', errorData: {} });
    expect(res.status).toBe(429);
    expect(await res.json()).toHaveProperty('error');
    expect(await rows()).toHaveLength(30);
  });
});

describe('retention', () => {
  const day = 24 * 3600_000;
  const count = async () =>
    Number((await t.ctx.db.select({ n: sql<number>`count(*)` }).from(clientErrors))[0]!.n);

  it('drops reports older than 30 days when a new one arrives', async () => {
    await t.ctx.db.insert(clientErrors).values([
      { errorType: 'ancient', createdAt: new Date(Date.now() - 31 * day) },
      { errorType: 'recent', createdAt: new Date(Date.now() - 29 * day) },
    ]);
    expect((await logError({ errorType: 'fresh' })).status).toBe(201);
    expect((await rows()).map((r) => r.errorType).sort()).toEqual(['fresh', 'recent']);
  });

  it('keeps only the newest 10,000 reports', async () => {
    expect(errorLogRetention.maxRows).toBe(10_000);
    await t.ctx.db.execute(sql`
      insert into client_errors (error_type, created_at)
      select 'bulk-' || i, now() - make_interval(secs => i) from generate_series(1, 10000) i`);
    expect(await count()).toBe(10_000);
    expect((await logError({ errorType: 'newest' })).status).toBe(201);
    expect(await count()).toBe(10_000);
    const types = new Set((await rows()).map((r) => r.errorType));
    expect(types.has('newest')).toBe(true);
    expect(types.has('bulk-10000')).toBe(false);
    expect(types.has('bulk-9999')).toBe(true);
  });

  it('prunes safely when several prunes run at once', async () => {
    const base = Date.now() - 60_000;
    await t.ctx.db
      .insert(clientErrors)
      .values(Array.from({ length: 40 }, (_, i) => ({ errorType: `c${i}`, createdAt: new Date(base + i) })));
    const retention = { maxRows: 25, maxAgeMs: day };
    await Promise.all(Array.from({ length: 5 }, () => pruneClientErrors(t.ctx.db, new Date(), retention)));
    await pruneClientErrors(t.ctx.db, new Date(), retention);
    const left = (await rows()).map((r) => r.errorType);
    expect(left).toHaveLength(25);
    expect(left).toContain('c39');
    expect(left).not.toContain('c14');
  });
});
