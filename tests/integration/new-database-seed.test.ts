import { user } from '@server/db/schema/auth';
import { contentPages, newsPosts } from '@server/db/schema/content';
import { courts } from '@server/db/schema/courts';
import { socialEvents } from '@server/db/schema/events';
import { seedNewDatabase } from '@server/db/seed';
import { contentPageKeys } from '@shared/schemas/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-context';

// A real club starting from nothing (DEMO_CONTENT=off) gets its pages, and no fictional club.
describe('a new database with DEMO_CONTENT=off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false, env: { DEMO_CONTENT: 'off' } });
    await seedNewDatabase(t.ctx);
  });
  afterAll(() => t.close());

  it("has the club's pages and no demo members, courts, events or news", async () => {
    const pages = await t.ctx.db.select({ key: contentPages.key }).from(contentPages);
    expect(pages.map((p) => p.key).sort()).toEqual([...contentPageKeys].sort());
    expect(await t.ctx.db.select().from(user)).toEqual([]);
    expect(await t.ctx.db.select().from(courts)).toEqual([]);
    expect(await t.ctx.db.select().from(socialEvents)).toEqual([]);
    expect(await t.ctx.db.select().from(newsPosts)).toEqual([]);
  });

  it('serves every page of the club', async () => {
    for (const key of contentPageKeys) {
      const answer = await t.app.request(`/api/pages/${key}`);
      expect(answer.status, key).toBe(200);
    }
  });
});
