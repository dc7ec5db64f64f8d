import { randomUUID } from 'node:crypto';
import type { Tx } from '@server/db/client';
import { type PaymentRow, paymentHistory, payments } from '@server/db/schema/payments';
import { AppError } from '@server/lib/app-error';
import {
  cancelPayment,
  createPendingPayment,
  findLivePayment,
  recordOfflinePayment,
  recordWaiver,
} from '@server/lib/ledger/ledger';
import { correctOfflinePayment, historyOf, verifyPayment } from '@server/lib/ledger/payment-corrections';
import { describePayments, registerPaymentPurpose } from '@server/lib/ledger/payment-purposes';
import {
  markPaymentFailed,
  markPaymentPaid,
  markPaymentRefunded,
} from '@server/lib/ledger/payment-state-changes';
import { isOnlinePaymentEnabled } from '@server/lib/ledger/stripe-checkout';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../support/auth-helpers';
import { createTestApp, type TestApp } from '../support/test-context';

// Runs on in-memory PGlite, or on PostgreSQL when TEST_DATABASE_URL is set (a schema of its own).
let t: TestApp;
let treasurer: { id: string };
let secondTreasurer: { id: string };
let member: { id: string; name: string; email: string };
const paidCalls: string[] = [];
const refundedCalls: string[] = [];
let failOnPaid = false;

beforeAll(async () => {
  t = await createTestApp();
  treasurer = await createUser(t, { roles: ['admin'] });
  secondTreasurer = await createUser(t, { roles: ['executive'] });
  member = await createUser(t, { roles: ['member'] });
  // createApp registered the app's own handlers; this file's purpose ids are its own, so
  // replacing the membership handler for the test is safe within this file's process.
  registerPaymentPurpose('membership', {
    async onPaid(_tx, payment) {
      if (failOnPaid) throw new AppError('CONFLICT', 'The membership cannot be activated.');
      paidCalls.push(payment.id);
    },
    async onRefunded(_tx, payment) {
      refundedCalls.push(payment.id);
    },
    async describe(_db, ids) {
      return new Map(ids.map((id) => [id, `Membership ${id.slice(0, 4)}`]));
    },
  });
});
afterAll(() => t.close());
beforeEach(() => {
  paidCalls.length = 0;
  refundedCalls.length = 0;
  failOnPaid = false;
});

function dues(overrides: Partial<Parameters<typeof createPendingPayment>[1]> = {}) {
  return {
    purpose: 'membership' as const,
    purposeId: randomUUID(),
    userId: member.id,
    payerName: member.name,
    payerEmail: member.email,
    amountCents: 6000,
    ...overrides,
  };
}

function inTx<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
  return t.ctx.db.transaction(fn);
}

async function expectAppError(promise: Promise<unknown>, code: string) {
  await expect(promise).rejects.toSatisfy((e) => e instanceof AppError && e.code === code);
}

async function rowOf(id: string): Promise<PaymentRow> {
  const [row] = await t.ctx.db.select().from(payments).where(eq(payments.id, id));
  return row!;
}

describe('ledger', () => {
  it('online payment: pending, then paid once; the purpose handler runs in the same transaction', async () => {
    const pending = await createPendingPayment(t.ctx.db, dues());
    expect(pending).toMatchObject({
      state: 'pending',
      method: 'card_online',
      currency: 'usd',
      amountCents: 6000,
    });

    const first = await inTx((tx) =>
      markPaymentPaid(tx, { paymentId: pending.id, stripePaymentIntentId: 'pi_1' }),
    );
    const again = await inTx((tx) => markPaymentPaid(tx, { paymentId: pending.id }));
    expect(first.changed).toBe(true);
    expect(again.changed).toBe(false);
    expect(paidCalls).toEqual([pending.id]);
    const row = await rowOf(pending.id);
    expect(row).toMatchObject({ state: 'paid', stripePaymentIntentId: 'pi_1' });
    expect(row.settledAt).toBeInstanceOf(Date);
    expect((await historyOf(t.ctx.db, pending.id)).map((h) => [h.fromState, h.toState])).toEqual([
      [null, 'pending'],
      ['pending', 'paid'],
    ]);
  });

  it('a handler that fails rolls the payment back to pending', async () => {
    const pending = await createPendingPayment(t.ctx.db, dues());
    failOnPaid = true;
    await expectAppError(
      inTx((tx) => markPaymentPaid(tx, { paymentId: pending.id })),
      'CONFLICT',
    );
    expect((await rowOf(pending.id)).state).toBe('pending');
    expect(await historyOf(t.ctx.db, pending.id)).toHaveLength(1);
  });

  it('one live payment per thing paid for, even when two race', async () => {
    const purposeId = randomUUID();
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () => inTx((tx) => createPendingPayment(tx, dues({ purposeId })))),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results.filter((r) => r.status === 'rejected')) {
      expect((r as PromiseRejectedResult).reason).toMatchObject({ code: 'CONFLICT' });
    }
    // A failed attempt frees the place for a new one.
    const live = await findLivePayment(t.ctx.db, 'membership', purposeId);
    await inTx((tx) => markPaymentFailed(tx, { paymentId: live!.id, note: 'card declined' }));
    const retry = await createPendingPayment(t.ctx.db, dues({ purposeId }));
    expect(retry.state).toBe('pending');
  });

  it('cash against open dues: the pending payment becomes paid with the receipt', async () => {
    const pending = await createPendingPayment(t.ctx.db, dues({ method: 'cash' }));
    const paid = await inTx((tx) =>
      recordOfflinePayment(tx, {
        paymentId: pending.id,
        method: 'cash',
        receivedBy: 'Pat Treasurer',
        receivedOn: '2026-11-20',
        recordedBy: treasurer.id,
      }),
    );
    expect(paid).toMatchObject({
      id: pending.id,
      state: 'paid',
      method: 'cash',
      receivedBy: 'Pat Treasurer',
      receivedOn: '2026-11-20',
      recordedBy: treasurer.id,
    });
    expect(paidCalls).toEqual([pending.id]);
    await expectAppError(
      inTx((tx) =>
        recordOfflinePayment(tx, {
          paymentId: pending.id,
          method: 'cash',
          receivedBy: 'x',
          receivedOn: '2026-11-20',
          recordedBy: treasurer.id,
        }),
      ),
      'CONFLICT',
    );
  });

  it('a cheque without dues on file is a new paid entry, and needs its number', async () => {
    const input = {
      ...dues(),
      method: 'cheque' as const,
      receivedBy: 'Pat',
      receivedOn: '2026-11-21',
      recordedBy: treasurer.id,
    };
    await expectAppError(
      inTx((tx) => recordOfflinePayment(tx, input)),
      'VALIDATION',
    );
    const paid = await inTx((tx) => recordOfflinePayment(tx, { ...input, chequeNumber: ' 1042 ' }));
    expect(paid).toMatchObject({ state: 'paid', method: 'cheque', chequeNumber: '1042' });
    await expectAppError(
      inTx((tx) => recordOfflinePayment(tx, { ...input, chequeNumber: '1043' })),
      'CONFLICT',
    );
  });

  it('the amount must be whole cents above zero', async () => {
    await expectAppError(createPendingPayment(t.ctx.db, dues({ amountCents: 0 })), 'VALIDATION');
    await expectAppError(createPendingPayment(t.ctx.db, dues({ amountCents: 12.5 })), 'VALIDATION');
  });

  it('a waiver is its own row, replaces open dues and is not money', async () => {
    const pending = await createPendingPayment(t.ctx.db, dues());
    const waiver = await inTx((tx) =>
      recordWaiver(tx, {
        purpose: 'membership',
        purposeId: pending.purposeId,
        userId: member.id,
        amountCents: 6000,
        reason: 'board',
        grantedBy: treasurer.id,
      }),
    );
    expect(waiver).toMatchObject({
      state: 'waived',
      method: 'waiver',
      notes: 'board',
      payerEmail: member.email.toLowerCase(),
    });
    expect(paidCalls).toEqual([]);
    expect((await rowOf(pending.id)).state).toBe('cancelled');
    await expectAppError(
      inTx((tx) =>
        recordWaiver(tx, {
          purpose: 'membership',
          purposeId: pending.purposeId,
          userId: member.id,
          amountCents: 6000,
          reason: 'again',
          grantedBy: treasurer.id,
        }),
      ),
      'CONFLICT',
    );
  });

  it('refunds are new rows; the original turns refunded when the refunds reach the amount', async () => {
    const pending = await createPendingPayment(t.ctx.db, dues());
    await inTx((tx) => markPaymentPaid(tx, { paymentId: pending.id }));

    const part = await inTx((tx) =>
      markPaymentRefunded(tx, {
        paymentId: pending.id,
        amountCents: 1000,
        byUserId: treasurer.id,
        note: 'half season',
      }),
    );
    expect(part.refund).toMatchObject({
      state: 'refunded',
      amountCents: 1000,
      refundOfPaymentId: pending.id,
    });
    expect(part.payment.state).toBe('paid');
    expect(refundedCalls).toEqual([]);
    await expectAppError(
      inTx((tx) =>
        markPaymentRefunded(tx, { paymentId: pending.id, amountCents: 5001, byUserId: treasurer.id }),
      ),
      'VALIDATION',
    );
    const rest = await inTx((tx) =>
      markPaymentRefunded(tx, { paymentId: pending.id, byUserId: treasurer.id }),
    );
    expect(rest.refund?.amountCents).toBe(5000);
    expect(rest.payment.state).toBe('refunded');
    expect(refundedCalls).toEqual([pending.id]);
    const again = await inTx((tx) =>
      markPaymentRefunded(tx, { paymentId: pending.id, byUserId: treasurer.id }),
    );
    expect(again.changed).toBe(false);
    // The original row still holds what was paid.
    expect((await rowOf(pending.id)).amountCents).toBe(6000);
  });

  it('offline entries are verified by someone other than who recorded them', async () => {
    const paid = await inTx((tx) =>
      recordOfflinePayment(tx, {
        ...dues(),
        method: 'bank_transfer',
        receivedBy: 'Bank',
        receivedOn: '2026-11-22',
        recordedBy: treasurer.id,
      }),
    );
    await expectAppError(
      inTx((tx) => verifyPayment(tx, { paymentId: paid.id, byUserId: treasurer.id })),
      'FORBIDDEN',
    );
    const verified = await inTx((tx) =>
      verifyPayment(tx, { paymentId: paid.id, byUserId: secondTreasurer.id }),
    );
    expect(verified.verifiedBy).toBe(secondTreasurer.id);
    expect(verified.verifiedAt).toBeInstanceOf(Date);
  });

  it('a correction cancels the wrong entry and adds the right one, without running onPaid again', async () => {
    const wrong = await inTx((tx) =>
      recordOfflinePayment(tx, {
        ...dues(),
        method: 'cash',
        receivedBy: 'Pat',
        receivedOn: '2026-11-22',
        recordedBy: treasurer.id,
      }),
    );
    paidCalls.length = 0;
    const right = await inTx((tx) =>
      correctOfflinePayment(tx, {
        paymentId: wrong.id,
        amountCents: 4500,
        method: 'cheque',
        chequeNumber: '77',
        receivedBy: 'Pat',
        receivedOn: '2026-11-22',
        recordedBy: secondTreasurer.id,
        reason: 'it was a cheque for the junior rate',
      }),
    );
    expect(right).toMatchObject({ state: 'paid', correctsPaymentId: wrong.id, amountCents: 4500 });
    expect((await rowOf(wrong.id)).state).toBe('cancelled');
    expect(paidCalls).toEqual([]);
  });

  it('late money for something already covered is recorded as received twice, to refund, not paid twice', async () => {
    const first = await createPendingPayment(t.ctx.db, dues());
    await inTx((tx) => markPaymentFailed(tx, { paymentId: first.id }));
    const second = await createPendingPayment(t.ctx.db, dues({ purposeId: first.purposeId }));
    await inTx((tx) => markPaymentPaid(tx, { paymentId: second.id }));
    const late = await inTx((tx) =>
      markPaymentPaid(tx, { paymentId: first.id, stripePaymentIntentId: 'pi_test_late' }),
    );
    // The money is never dropped: a new paid row that settles nothing, pointing at what covered it.
    expect(late).toMatchObject({ changed: true, isReceivedTwice: true });
    expect(late.payment).toMatchObject({
      state: 'paid',
      receivedTwiceOfPaymentId: second.id,
      stripePaymentIntentId: 'pi_test_late',
    });
    expect((await rowOf(first.id)).state).toBe('failed');
    const notes = await t.ctx.db.select().from(paymentHistory).where(eq(paymentHistory.paymentId, first.id));
    expect(notes.at(-1)?.note).toMatch(/refund/);
    expect(paidCalls).toEqual([second.id]);
  });

  it('cancels open dues only', async () => {
    const pending = await createPendingPayment(t.ctx.db, dues({ method: 'cash' }));
    expect((await inTx((tx) => cancelPayment(tx, { paymentId: pending.id }))).changed).toBe(true);
    expect((await inTx((tx) => cancelPayment(tx, { paymentId: pending.id }))).changed).toBe(false);
  });

  it('describes payments through the purpose handler', async () => {
    const p = await createPendingPayment(t.ctx.db, dues());
    expect((await describePayments(t.ctx.db, [p])).get(p.id)).toBe(`Membership ${p.purposeId.slice(0, 4)}`);
  });

  it('online payment is on only with both Stripe settings', () => {
    expect(isOnlinePaymentEnabled({ STRIPE_SECRET_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined })).toBe(
      false,
    );
    expect(isOnlinePaymentEnabled({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: undefined })).toBe(
      false,
    );
    expect(isOnlinePaymentEnabled({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_y' })).toBe(
      true,
    );
  });
});
