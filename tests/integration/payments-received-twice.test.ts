import { seedMembership } from '@server/db/factories/membership';
import { memberships } from '@server/db/schema/membership';
import { cardRefundRequests, payments } from '@server/db/schema/payments';
import { expireClosedCheckouts } from '@server/lib/ledger/checkout-expiry';
import { recordWaiver } from '@server/lib/ledger/ledger';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createSignedInUser } from '../support/auth-helpers';
import { FakeStripe } from '../support/fake-stripe';
import { createTestApp, type TestApp } from '../support/test-context';

// Issue 18, medium 2: card money that arrives after the due was settled otherwise (cash, a
// waiver, a cancellation) was dropped; parallel card refunds could send more than was paid.
const webhookSecret = 'whsec_test_received_twice';
let t: TestApp;
let fake: FakeStripe;
let treasurer: Awaited<ReturnType<typeof createSignedInUser>>;
let individualTypeId = '';

beforeAll(async () => {
  fake = await new FakeStripe({ webhookSecret }).start();
  t = await createTestApp({
    rateLimits: false,
    env: {
      STRIPE_SECRET_KEY: 'sk_test_twice',
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
  await seedMembership(t.ctx.db);
  const options = await call(t, 'GET', '/api/membership/options');
  individualTypeId = options.body.types.find((x: { name: string }) => x.name === 'Individual').id;
  treasurer = await createSignedInUser(t, ['admin']);
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});

/** A signed-in member joins paying online: their dues are pending with an open Checkout session. */
async function memberWithOpenCheckout() {
  const member = await createSignedInUser(t, ['guest']);
  const joined = await call(t, 'POST', '/api/membership', {
    jar: member.jar,
    body: {
      typeId: individualTypeId,
      fullName: member.user.name,
      email: member.user.email,
      phone: '+1 555 010 3000',
      birthYear: 1985,
      gender: 'female',
      ntrpRating: '3.5',
      ratingType: 'S',
      ratingYear: 2025,
      ustaNumber: '',
      emergencyName: 'Sam Contact',
      emergencyPhone: '+1 555 010 3001',
      family: [],
      acceptCodeOfConduct: true,
      acceptWaiver: true,
      payment: 'online',
      waiverReason: '',
    },
  });
  expect(joined.status, JSON.stringify(joined.body)).toBe(201);
  const sessionId = (joined.body.checkoutUrl as string).split('/pay/')[1]!;
  const [dues] = await t.ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, member.user.id), eq(payments.state, 'pending')));
  return { member, dues: dues!, sessionId, membershipId: dues!.purposeId };
}

async function summary() {
  const res = await call(t, 'GET', '/api/admin/payments/summary', { jar: treasurer.jar });
  expect(res.status).toBe(200);
  return res.body;
}

describe('card money received after the due was settled otherwise', () => {
  it('cash recorded for dues expires the open Checkout; card money that still arrives is recorded as received twice, to refund in one click', async () => {
    const { dues, sessionId, membershipId } = await memberWithOpenCheckout();
    expect(fake.sessions.get(sessionId)!.status).toBe('open');

    const cash = await call(t, 'POST', `/api/admin/payments/${dues.id}/record`, {
      jar: treasurer.jar,
      body: {
        method: 'cash',
        receivedBy: 'Treasurer',
        receivedOn: new Date().toISOString().slice(0, 10),
        notes: '',
      },
    });
    expect(cash.status, JSON.stringify(cash.body)).toBe(200);
    // The expiry worker (woken by the trigger in a running server) asks Stripe to close the page.
    expect(await expireClosedCheckouts(t.ctx)).toBe(1);
    expect(fake.requests.some((r) => r.path === `/v1/checkout/sessions/${sessionId}/expire`)).toBe(true);
    expect(fake.sessions.get(sessionId)!.status).toBe('expired');

    // The member had clicked Pay a moment before: Stripe took the money anyway.
    const delivery = await fake.complete(sessionId).then(() => fake.deliveries.at(-1)!);
    expect(delivery.status).toBe(200);
    const twice = await t.ctx.db
      .select()
      .from(payments)
      .where(eq(payments.receivedTwiceOfPaymentId, dues.id));
    expect(twice).toHaveLength(1);
    expect(twice[0]).toMatchObject({ state: 'paid', method: 'card_online', amountCents: dues.amountCents });
    expect(twice[0]!.stripePaymentIntentId).toMatch(/^pi_test_/);
    // Counted as money received (twice), and listed for the treasurer to refund.
    const before = await summary();
    expect(before.toRefund).toEqual([
      expect.objectContaining({
        id: twice[0]!.id,
        refundableCents: dues.amountCents,
        receivedTwiceOfPaymentId: dues.id,
      }),
    ]);
    // A redelivered event records nothing more.
    await fake.send(fake.deliveries.at(-1)!.event);
    expect(
      await t.ctx.db.select().from(payments).where(eq(payments.receivedTwiceOfPaymentId, dues.id)),
    ).toHaveLength(1);

    const refund = await call(t, 'POST', `/api/admin/payments/${twice[0]!.id}/refund`, {
      jar: treasurer.jar,
      body: { reason: 'Paid twice: cash and card' },
    });
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);
    expect(refund.body.isPendingAtStripe).toBe(true);
    // Stripe confirms the refund by webhook, a moment after it answered the request.
    const stateOf = async (id: string) =>
      (await t.ctx.db.select().from(payments).where(eq(payments.id, id)))[0]!.state;
    await expect.poll(() => stateOf(twice[0]!.id), { timeout: 5000 }).toBe('refunded');
    expect((await summary()).toRefund).toEqual([]);
    // Giving back the second payment undoes nothing: the membership paid in cash stays active.
    const [membership] = await t.ctx.db.select().from(memberships).where(eq(memberships.id, membershipId));
    expect(membership!.paymentStatus).toBe('paid');
  });

  it('a cancelled due (or one replaced by a waiver) expires its Checkout too; money arriving after it is to refund', async () => {
    const { dues, sessionId } = await memberWithOpenCheckout();
    const cancelled = await call(t, 'POST', `/api/admin/payments/${dues.id}/cancel`, {
      jar: treasurer.jar,
      body: { reason: 'Joined by mistake' },
    });
    expect(cancelled.status).toBe(200);
    await expireClosedCheckouts(t.ctx);
    expect(fake.sessions.get(sessionId)!.status).toBe('expired');
    await fake.complete(sessionId);
    const [twice] = await t.ctx.db
      .select()
      .from(payments)
      .where(eq(payments.receivedTwiceOfPaymentId, dues.id));
    expect(twice).toMatchObject({ state: 'paid', amountCents: dues.amountCents });
    const [original] = await t.ctx.db.select().from(payments).where(eq(payments.id, dues.id));
    expect(original!.state).toBe('cancelled');
  });

  it('a waiver replacing the open dues expires the Checkout as well; the late card money is to refund', async () => {
    const { dues, sessionId, member } = await memberWithOpenCheckout();
    await t.ctx.db.transaction((tx) =>
      recordWaiver(tx, {
        purpose: 'membership',
        purposeId: dues.purposeId,
        userId: member.user.id,
        amountCents: dues.amountCents,
        reason: 'Volunteer coach',
        grantedBy: treasurer.user.id,
      }),
    );
    await expireClosedCheckouts(t.ctx);
    expect(fake.sessions.get(sessionId)!.status).toBe('expired');
    await fake.complete(sessionId);
    const [twice] = await t.ctx.db
      .select()
      .from(payments)
      .where(eq(payments.receivedTwiceOfPaymentId, dues.id));
    expect(twice).toBeUndefined();
    const [waiver] = await t.ctx.db
      .select()
      .from(payments)
      .where(and(eq(payments.purposeId, dues.purposeId), eq(payments.state, 'waived')));
    const [late] = await t.ctx.db
      .select()
      .from(payments)
      .where(eq(payments.receivedTwiceOfPaymentId, waiver!.id));
    expect(late).toMatchObject({ state: 'paid', method: 'card_online', amountCents: dues.amountCents });
  });

  it('four parallel card refunds of a 30.00 payment send at most 30.00 to Stripe', async () => {
    const { dues, sessionId } = await memberWithOpenCheckout();
    await fake.complete(sessionId);
    const [paid] = await t.ctx.db.select().from(payments).where(eq(payments.id, dues.id));
    expect(paid!.state).toBe('paid');
    const intent = paid!.stripePaymentIntentId!;
    const partial = Math.ceil(paid!.amountCents * 0.7);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        call(t, 'POST', `/api/admin/payments/${dues.id}/refund`, {
          jar: treasurer.jar,
          body: { amountCents: partial, reason: 'Moved away' },
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.status !== 200)) {
      expect(refused.status).toBe(400);
      expect(refused.body.fields.amountCents).toMatch(/At most \$/);
    }
    // Four parallel full refunds of what is left: one more goes through.
    const rest = await Promise.all(
      Array.from({ length: 4 }, () =>
        call(t, 'POST', `/api/admin/payments/${dues.id}/refund`, {
          jar: treasurer.jar,
          body: { reason: 'The rest' },
        }),
      ),
    );
    expect(rest.filter((a) => a.status === 200)).toHaveLength(1);
    const sent = [...fake.refunds.values()].filter((r) => r.payment_intent === intent);
    expect(sent.reduce((n, r) => n + r.amount, 0)).toBe(paid!.amountCents);
    await expect
      .poll(async () => (await t.ctx.db.select().from(payments).where(eq(payments.id, dues.id)))[0]!.state, {
        timeout: 5000,
      })
      .toBe('refunded');
    const requests = await t.ctx.db
      .select()
      .from(cardRefundRequests)
      .where(eq(cardRefundRequests.paymentId, dues.id));
    expect(requests.map((r) => r.state).sort()).toEqual(['settled', 'settled']);
  });

  it('a card payment Stripe does not know answers a clear 409, reserves nothing, and can be retried', async () => {
    const { dues, sessionId } = await memberWithOpenCheckout();
    await fake.complete(sessionId);
    const [paid] = await t.ctx.db.select().from(payments).where(eq(payments.id, dues.id));
    fake.paymentIntents.delete(paid!.stripePaymentIntentId!);
    const res = await call(t, 'POST', `/api/admin/payments/${dues.id}/refund`, {
      jar: treasurer.jar,
      body: { reason: 'Lost at Stripe' },
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatch(/Stripe does not know this payment, so nothing was refunded/);
    const detail = await call(t, 'GET', `/api/payment-intents/${dues.id}`, { jar: treasurer.jar });
    expect(detail.body.refundableCents).toBe(paid!.amountCents);
    const failed = await t.ctx.db
      .select()
      .from(cardRefundRequests)
      .where(and(eq(cardRefundRequests.paymentId, dues.id), isNotNull(cardRefundRequests.error)));
    expect(failed).toHaveLength(1);
  });
});
