import { memberships } from '@server/db/schema/membership';
import { payments } from '@server/db/schema/payments';
import { seedDemoContent } from '@server/db/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createSignedInUser } from '../support/auth-helpers';
import { createTestApp, type TestApp } from '../support/test-context';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: false });
  await seedDemoContent(t.ctx);
});
afterAll(() => t.close());

describe('demo payments', () => {
  it('seed dues paid online, in cash and by cheque, open dues, a refund and event fees, once', async () => {
    // Once more: the second run adds nothing.
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
    // The treasurer's "To refund" list shows money owed back: cash to hand back, a refused card refund.
    const summary = await call(t, 'GET', '/api/admin/payments/summary', { jar: board.jar });
    expect(summary.body.owedBack.map((o: { method: string }) => o.method).sort()).toEqual([
      'card_online',
      'cash',
    ]);
    expect(summary.body.owedBack.some((o: { cardRefundError: string | null }) => o.cardRefundError)).toBe(
      true,
    );
    const list = await call(t, 'GET', '/api/payment-intents', { jar: board.jar });
    expect(list.body.total).toBe(rows.length);
    expect(list.body.totals.refundedCents).toBe(6000);
  });
});

describe('refunding demo payments (issue 18: it answered 500)', () => {
  it('every refund path works on the seeded ledger, and each refusal says why', async () => {
    await seedDemoContent(t.ctx);
    const treasurer = await createSignedInUser(t, ['admin']);
    const rows = await t.ctx.db.select().from(payments);
    const refund = (id: string, body: Record<string, unknown>) =>
      call(t, 'POST', `/api/admin/payments/${id}/refund`, { jar: treasurer.jar, body });

    // A card payment of the demo (made-up Stripe ids; no Stripe on this server): recorded at once.
    const card = rows.find((r) => r.method === 'card_online' && r.state === 'paid' && !r.refundOfPaymentId)!;
    expect(card.stripePaymentIntentId).toMatch(/^pi_demo_/);
    const part = await refund(card.id, {
      amountCents: Math.floor(card.amountCents / 2),
      reason: 'Half a lesson',
    });
    expect(part.status, JSON.stringify(part.body)).toBe(200);
    expect(part.body).toMatchObject({ isPendingAtStripe: false, payment: { state: 'paid' } });
    const tooMuch = await refund(card.id, { amountCents: card.amountCents, reason: 'Everything' });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.fields.amountCents).toMatch(/At most \$/);
    const rest = await refund(card.id, { reason: 'The rest' });
    expect(rest.status).toBe(200);
    expect(rest.body.payment.state).toBe('refunded');
    const again = await refund(card.id, { reason: 'Once more' });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatch(/Only a paid card payment can be refunded/);

    // Cash and cheque: written at once.
    const cash = rows.find((r) => r.method === 'cash' && r.state === 'paid' && !r.refundOfPaymentId)!;
    const cashRefund = await refund(cash.id, { reason: 'Overpaid' });
    expect(cashRefund.status).toBe(200);
    expect(cashRefund.body.payment.state).toBe('refunded');

    // Open dues and refund rows cannot be refunded: a clear 409, never a 500.
    const open = rows.find((r) => r.state === 'pending')!;
    expect((await refund(open.id, { reason: 'Nothing paid' })).body).toMatchObject({
      code: 'CONFLICT',
      error: expect.stringMatching(/Only a paid payment can be refunded/),
    });
    const refundRow = rows.find((r) => r.refundOfPaymentId)!;
    expect((await refund(refundRow.id, { reason: 'Refund a refund' })).status).toBe(409);
  });
});
