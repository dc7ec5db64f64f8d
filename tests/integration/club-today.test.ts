import { clubToday } from '@server/lib/club-time-zone';
import { defaultClubIdentity } from '@shared/club';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-context';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('clubToday (the one "today" of leagues and membership)', () => {
  it('is the date on the club’s clock, not in UTC', async () => {
    expect(defaultClubIdentity.timeZone).toBe('America/Denver');
    // 05:59 UTC on 1 March is still 28 February (22:59) in Denver; 07:00 UTC is 1 March there.
    expect(await clubToday(t.ctx.db, new Date('2026-03-01T05:59:00Z'))).toBe('2026-02-28');
    expect(await clubToday(t.ctx.db, new Date('2026-03-01T07:00:00Z'))).toBe('2026-03-01');
  });
});
