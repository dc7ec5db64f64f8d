import { randomUUID } from 'node:crypto';
import { paymentHistory, payments, stripeWebhookEvents } from '@server/db/schema/payments';
import { createPendingPayment } from '@server/lib/ledger/ledger';
import { registerPaymentPurpose } from '@server/lib/ledger/payment-purposes';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, createSignedInUser } from '../support/auth-helpers';
import { FakeStripe } from '../support/fake-stripe';
import { createTestApp, type TestApp } from '../support/test-context';

// Runs on in-memory PGlite, or on PostgreSQL when TEST_DATABASE_URL is set (a schema of its own).
const webhookSecret = 'whsec_test_courtside_fake';
let t: TestApp;
let fake: FakeStripe;
const activated: string[] = [];

beforeAll(async () => {
  fake = await new FakeStripe({ webhookSecret }).start();
  t = await createTestApp({
    rateLimits: false,
    env: {
      STRIPE_SECRET_KEY: 'sk_test_courtside',
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_URL: fake.url,
    },
  });
  fake.setDeliver(async (payload, signature) => {
    const res = await t.app.request('/api/payments/stripe-webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });
    return { status: res.status, body: await res.text() };
  });
  // What a membership does when paid, counted (the membership feature registers the real one).
  registerPaymentPurpose('membership', {
    async onPaid(_tx, payment) {
      activated.push(payment.id);
    },
    async describe(_db, ids) {
      return new Map(ids.map((id) => [id, 'Individual membership 2027']));
    },
  });
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});
beforeEach(() => {
  activated.length = 0;
});

async function openDues(amountCents = 6000) {
  return createPendingPayment(t.ctx.db, {
    purpose: 'membership',
    purposeId: randomUUID(),
    userId: null,
    payerName: 'Dana Visitor',
    payerEmail: 'dana@example.com',
    amountCents,
  });
}

async function checkout(paymentId: string) {
  const res = await call(t, 'POST', `/api/payments/${paymentId}/checkout`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const sessionId = (res.body.url as string).split('/pay/')[1]!;
  return { url: res.body.url as string, session: fake.sessions.get(sessionId)! };
}

async function stateOf(paymentId: string) {
  const res = await call(t, 'GET', `/api/payments/${paymentId}/status`);
  expect(res.status).toBe(200);
  return res.body.state as string;
}

async function historyOf(paymentId: string) {
  return t.ctx.db.select().from(paymentHistory).where(eq(paymentHistory.paymentId, paymentId));
}

describe('online payment through Stripe Checkout', () => {
  it('success: the session carries our payment id; only the verified webhook marks it paid', async () => {
    const dues = await openDues();
    const { url, session } = await checkout(dues.id);
    expect(url).toBe(`${fake.url}/pay/${session.id}`);
    expect(session).toMatchObject({
      client_reference_id: dues.id,
      metadata: { paymentId: dues.id, purpose: 'membership', purposeId: dues.purposeId },
      amount_total: 6000,
      currency: 'usd',
      customer_email: 'dana@example.com',
    });
    expect(session.success_url).toBe(
      `http://localhost:3000/payment/success?payment=${dues.id}&checkout=done`,
    );
    expect(session.cancel_url).toBe(
      `http://localhost:3000/payment/success?payment=${dues.id}&checkout=cancelled`,
    );
    const created = fake.requests.find((r) => r.path === '/v1/checkout/sessions');
    expect(created?.idempotencyKey).toBe(`njtc-payment-${dues.id}-checkout-1`);
    expect(await stateOf(dues.id)).toBe('pending');

    const delivery = await fake.complete(session.id).then(() => fake.deliveries.at(-1)!);
    expect(delivery.status).toBe(200);
    expect(await stateOf(dues.id)).toBe('paid');
    expect(activated).toEqual([dues.id]);
    const [row] = await t.ctx.db.select().from(payments).where(eq(payments.id, dues.id));
    expect(row).toMatchObject({ state: 'paid', method: 'card_online', stripeCheckoutSessionId: session.id });
    expect(row!.stripePaymentIntentId).toMatch(/^pi_test_/);
  });

  it('a duplicate webhook changes nothing', async () => {
    const dues = await openDues();
    const { session } = await checkout(dues.id);
    const event = await fake.complete(session.id);
    const again = await fake.send(event);
    expect(again.status).toBe(200);
    expect(JSON.parse(again.body)).toMatchObject({ isDuplicate: true });
    expect(activated).toEqual([dues.id]);
    expect((await historyOf(dues.id)).map((h) => h.toState)).toEqual(['pending', 'paid']);
  });

  it('out of order: the async success before checkout.session.completed, a refund before both', async () => {
    const dues = await openDues();
    const { session } = await checkout(dues.id);
    const completed = await fake.complete(session.id, { async: true, send: false });
    const succeeded = await fake.settleAsync(session.id, 'succeeded', false);
    expect((await fake.send(succeeded)).status).toBe(200);
    expect(await stateOf(dues.id)).toBe('paid');
    expect((await fake.send(completed)).status).toBe(200);
    expect(await stateOf(dues.id)).toBe('paid');
    expect(activated).toEqual([dues.id]);

    // A refund whose event overtakes the checkout event: found through the PaymentIntent's metadata.
    const other = await openDues(2500);
    const second = await checkout(other.id);
    const late = await fake.complete(second.session.id, { send: false });
    const refunded = await fake.refund(
      fake.sessions.get(second.session.id)!.payment_intent!,
      undefined,
      false,
    );
    expect((await fake.send(refunded)).status).toBe(200);
    expect(await stateOf(other.id)).toBe('refunded');
    expect((await fake.send(late)).status).toBe(200);
    expect(await stateOf(other.id)).toBe('refunded');
    expect(activated).toEqual([dues.id, other.id]);
  });

  it('a failed bank payment: pending after checkout, failed when the bank refuses', async () => {
    const dues = await openDues();
    const { session } = await checkout(dues.id);
    await fake.complete(session.id, { async: true });
    expect(await stateOf(dues.id)).toBe('pending');
    await fake.settleAsync(session.id, 'failed');
    expect(await stateOf(dues.id)).toBe('failed');
    expect(activated).toEqual([]);
    const retry = await call(t, 'POST', `/api/payments/${dues.id}/checkout`);
    expect(retry.status).toBe(409);
  });

  it('refunds: partial then the rest, each a new entry; the treasurer refunds a card payment through Stripe', async () => {
    const dues = await openDues();
    const { session } = await checkout(dues.id);
    await fake.complete(session.id);
    const intent = fake.sessions.get(session.id)!.payment_intent!;
    await fake.refund(intent, 1000);
    expect(await stateOf(dues.id)).toBe('paid');
    await fake.refund(intent, 5000);
    expect(await stateOf(dues.id)).toBe('refunded');
    const refunds = await t.ctx.db.select().from(payments).where(eq(payments.refundOfPaymentId, dues.id));
    expect(refunds.map((r) => r.amountCents).sort()).toEqual([1000, 5000]);
    expect(refunds.every((r) => r.state === 'refunded' && r.method === 'card_online')).toBe(true);

    const next = await openDues(4000);
    const second = await checkout(next.id);
    await fake.complete(second.session.id);
    const treasurer = await createSignedInUser(t, ['admin']);
    const res = await call(t, 'POST', `/api/admin/payments/${next.id}/refund`, {
      jar: treasurer.jar,
      body: { reason: 'Moved away' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.isPendingAtStripe).toBe(true);
    // Stripe confirms with charge.refunded; the ledger records it then.
    await expect.poll(() => stateOf(next.id), { timeout: 5000 }).toBe('refunded');
  });

  it('a bad signature gets 400 and changes nothing', async () => {
    const dues = await openDues();
    const { session } = await checkout(dues.id);
    const event = await fake.complete(session.id, { send: false });
    const { payload, header } = fake.sign(event);
    const send = (body: string, signature?: string) =>
      t.app.request('/api/payments/stripe-webhook', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(signature ? { 'stripe-signature': signature } : {}),
        },
        body,
      });
    const tampered = payload.replace('"amount_total": 6000', '"amount_total": 1');
    for (const res of [
      await send(tampered, header),
      await send(payload),
      await send(payload, fake.sign(event, 'whsec_someone_else').header),
    ]) {
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'BAD_REQUEST' });
    }
    expect(await stateOf(dues.id)).toBe('pending');
    const [seen] = await t.ctx.db
      .select({ n: count() })
      .from(stripeWebhookEvents)
      .where(eq(stripeWebhookEvents.id, event.id));
    expect(seen!.n).toBe(0);
    expect((await send(payload, header)).status).toBe(200);
    expect(await stateOf(dues.id)).toBe('paid');
  });

  it('the webhook before the success page, or the success page before the webhook: the page shows the ledger', async () => {
    const early = await openDues();
    const first = await checkout(early.id);
    await fake.complete(first.session.id);
    expect(await stateOf(early.id)).toBe('paid');

    const slow = await openDues();
    const second = await checkout(slow.id);
    const event = await fake.complete(second.session.id, { send: false });
    // The browser is back on /payment/success; nothing was marked paid by getting there.
    expect(await stateOf(slow.id)).toBe('pending');
    await fake.send(event);
    expect(await stateOf(slow.id)).toBe('paid');
  });

  it('an abandoned session stays pending and can be retried (same page while open, a new one after it expired)', async () => {
    const dues = await openDues();
    const first = await checkout(dues.id);
    const again = await checkout(dues.id);
    expect(again.url).toBe(first.url);
    expect(await stateOf(dues.id)).toBe('pending');

    fake.expire(first.session.id);
    const retry = await checkout(dues.id);
    expect(retry.session.id).not.toBe(first.session.id);
    expect(
      fake.requests
        .filter((r) => r.idempotencyKey?.startsWith(`njtc-payment-${dues.id}`))
        .map((r) => r.idempotencyKey),
    ).toEqual([`njtc-payment-${dues.id}-checkout-1`, `njtc-payment-${dues.id}-checkout-2`]);
    await fake.complete(retry.session.id);
    expect(await stateOf(dues.id)).toBe('paid');
    expect(activated).toEqual([dues.id]);
  });

  it('50 concurrent deliveries for one payment: paid exactly once', async () => {
    const dues = await openDues();
    const { session } = await checkout(dues.id);
    const completed = await fake.complete(session.id, { send: false });
    // The same event redelivered, and distinct events about the same payment (retries with new ids).
    const events = Array.from({ length: 50 }, (_, i) =>
      i % 2 === 0 ? completed : fake.event(completed.type, completed.data.object),
    );
    const answers = await Promise.all(events.map((e) => fake.send(e)));
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    expect(activated).toEqual([dues.id]);
    const history = await historyOf(dues.id);
    expect(history.filter((h) => h.toState === 'paid' && h.fromState === 'pending')).toHaveLength(1);
    const [recorded] = await t.ctx.db
      .select({ n: count() })
      .from(stripeWebhookEvents)
      .where(eq(stripeWebhookEvents.paymentId, dues.id));
    expect(recorded!.n).toBe(26);
  });

  it('answers config and status without personal data; unknown payments are not found', async () => {
    expect((await call(t, 'GET', '/api/payments/config')).body).toEqual({ isOnlinePaymentEnabled: true });
    const dues = await openDues();
    const status = await call(t, 'GET', `/api/payments/${dues.id}/status`);
    expect(status.body).toEqual({
      id: dues.id,
      state: 'pending',
      method: 'card_online',
      amountCents: 6000,
      description: 'Individual membership 2027',
      purpose: 'membership',
      isOnlinePaymentEnabled: true,
    });
    expect((await call(t, 'GET', `/api/payments/${randomUUID()}/status`)).status).toBe(404);
    expect((await call(t, 'GET', '/api/payments/not-a-uuid/status')).status).toBe(404);
  });
});

describe('without Stripe settings', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await createTestApp({ rateLimits: false });
  });
  afterAll(() => plain.close());

  it('hides online payment: config false, checkout unavailable, webhook not found', async () => {
    expect((await call(plain, 'GET', '/api/payments/config')).body).toEqual({
      isOnlinePaymentEnabled: false,
    });
    const dues = await createPendingPayment(plain.ctx.db, {
      purpose: 'membership',
      purposeId: randomUUID(),
      payerName: 'Cash Payer',
      payerEmail: 'cash@example.com',
      amountCents: 6000,
      method: 'cash',
    });
    expect((await call(plain, 'POST', `/api/payments/${dues.id}/checkout`)).status).toBe(503);
    const res = await plain.app.request('/api/payments/stripe-webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
      body: '{}',
    });
    expect(res.status).toBe(404);
  });
});
