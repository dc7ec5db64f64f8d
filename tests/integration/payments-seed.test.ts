import { memberships } from '@server/db/schema/membership';
import { payments } from '@server/db/schema/payments';
import { seedDemoContent } from '@server/db/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createSignedInUser } from '../support/auth-helpers';
import { createTestApp, type TestApp } from '../support/test-context';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: false });
});
afterAll(() => t.close());

describe('demo payments', () => {
  it('seed dues paid online, in cash and by cheque, open dues, a refund and event fees, once', async () => {
    await seedDemoContent(t.ctx);
    await seedDemoContent(t.ctx);
    const rows = await t.ctx.db.select().from(payments);
    const kinds = new Set(rows.map((r) => `${r.purpose}:${r.method}:${r.state}`));
    for (const k of [
      'membership:card_online:paid',
      'membership:cash:paid',
      'membership:cheque:paid',
      'membership:cash:pending',
      'membership:card_online:refunded',
      'event_fee:card_online:paid',
    ]) {
      expect(kinds, k).toContain(k);
    }
    expect(rows.filter((r) => r.refundOfPaymentId)).toHaveLength(1);
    // Every dues entry belongs to a real membership of the payer's account (no made-up purpose ids).
    const membershipRows = await t.ctx.db.select().from(memberships);
    const dues = rows.filter((r) => r.purpose === 'membership');
    expect(dues.length).toBeGreaterThanOrEqual(15);
    for (const d of dues) {
      const m = membershipRows.find((x) => x.id === d.purposeId);
      expect(m, `dues ${d.payerName} belong to a membership`).toBeDefined();
      expect(d.userId).toBe(m!.userId);
    }
    // The refunded membership is cancelled, not active.
    const refunded = dues.find((d) => d.state === 'refunded' && !d.refundOfPaymentId)!;
    expect(membershipRows.find((m) => m.id === refunded.purposeId)!.paymentStatus).toBe('cancelled');
    // Dates are relative to today: the sample event fees happened within the last few weeks; the
    // demo members' dues (their accounts) date from this or last year's joining, never the future.
    const now = Date.now();
    const samples = rows.filter((r) => r.userId === null);
    expect(
      samples.every((r) => now - r.createdAt.getTime() < 60 * 86_400_000 && r.createdAt.getTime() <= now),
    ).toBe(true);
    const lastYear = Date.UTC(new Date().getUTCFullYear() - 1, 0, 1);
    expect(rows.every((r) => r.createdAt.getTime() >= lastYear && r.createdAt.getTime() <= now)).toBe(true);
    const board = await createSignedInUser(t, ['board']);
    const list = await call(t, 'GET', '/api/payment-intents', { jar: board.jar });
    expect(list.body.total).toBe(rows.length);
    expect(list.body.totals.refundedCents).toBe(6000);
  });
});
