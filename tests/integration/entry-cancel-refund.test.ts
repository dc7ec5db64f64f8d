import { insertSocialEvent } from '@server/db/factories/events';
import { registrations } from '@server/db/schema/events';
import { paymentHistory, payments } from '@server/db/schema/payments';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createSignedInUser } from '../support/auth-helpers';
import { FakeStripe } from '../support/fake-stripe';
import { confirmHeldPlace } from '../support/held-places';
import { createTestApp, jsonRequest, type TestApp } from '../support/test-context';

// Issue 18: an organiser cancelling an entry paid online left it "Paid" with no refund prompt;
// a deleted registration left its payment pointing at nothing.
const webhookSecret = 'whsec_test_entry_cancel';
let t: TestApp;
let fake: FakeStripe;
let organiser: Awaited<ReturnType<typeof createSignedInUser>>;
let n = 0;

beforeAll(async () => {
  fake = await new FakeStripe({ webhookSecret }).start();
  t = await createTestApp({
    rateLimits: false,
    env: {
      STRIPE_SECRET_KEY: 'sk_test_entries',
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
  organiser = await createSignedInUser(t, ['admin']);
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});

async function signUp(slug: string) {
  n++;
  const res = await t.app.request(
    `/api/social-events/${slug}/registrations`,
    jsonRequest('POST', {
      name: `Entry ${n}`,
      email: `entry.${n}@example.com`,
      phone: '555 010 2000',
      ntrp: '3.5',
      partnerName: '',
      notes: '',
    }),
  );
  expect(res.status).toBe(201);
  const held = (await res.json()) as { registrationId: string };
  // A visitor's place counts, and its fee is due, once confirmed from the e-mail.
  await confirmHeldPlace(t, `entry.${n}@example.com`);
  const [due] = await t.ctx.db.select().from(payments).where(eq(payments.purposeId, held.registrationId));
  return { registrationId: held.registrationId, paymentId: due?.id ?? null };
}

async function payOnline(paymentId: string) {
  const res = await call(t, 'POST', `/api/payments/${paymentId}/checkout`);
  expect(res.status).toBe(200);
  await fake.complete((res.body.url as string).split('/pay/')[1]!);
  const [row] = await t.ctx.db.select().from(payments).where(eq(payments.id, paymentId));
  expect(row!.state).toBe('paid');
  return row!;
}

const cancel = (id: string, body?: Record<string, unknown>) =>
  call(t, 'POST', `/api/admin/registrations/${id}/cancel`, { jar: organiser.jar, body: body ?? {} });

async function notesOf(paymentId: string) {
  return (await t.ctx.db.select().from(paymentHistory).where(eq(paymentHistory.paymentId, paymentId))).map(
    (h) => h.note,
  );
}

describe('an organiser cancels a paid entry', () => {
  it('the list shows the fee; cancelling asks for the refund decision, sends a partial card refund and records it', async () => {
    const event = await insertSocialEvent(t.ctx.db, { capacity: 5, feeCents: 2000, title: 'Paid Mixer' });
    const entry = await signUp(event.slug);
    const paid = await payOnline(entry.paymentId!);

    const list = await call(t, 'GET', `/api/admin/social-events/${event.id}/registrations`, {
      jar: organiser.jar,
    });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const row = list.body.registrations.find((r: { id: string }) => r.id === entry.registrationId);
    expect(row.fee).toEqual({
      paymentId: paid.id,
      state: 'paid',
      method: 'card_online',
      amountCents: 2000,
      refundableCents: 2000,
    });

    const undecided = await cancel(entry.registrationId);
    expect(undecided.status).toBe(400);
    expect(undecided.body.fields.refund).toMatch(/paid \$20\.00: choose whether to refund it/);
    const [still] = await t.ctx.db
      .select()
      .from(registrations)
      .where(eq(registrations.id, entry.registrationId));
    expect(still!.status).toBe('confirmed');
    expect(
      (await cancel(entry.registrationId, { refund: 'partial', refundCents: 2500 })).body.fields.refundCents,
    ).toMatch(/At most \$20\.00/);

    const done = await cancel(entry.registrationId, {
      refund: 'partial',
      refundCents: 1500,
      reason: 'Rain delay',
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.refund).toEqual({ decision: 'partial', amountCents: 1500, isPendingAtStripe: true });
    expect([...fake.refunds.values()].filter((r) => r.payment_intent === paid.stripePaymentIntentId)).toEqual(
      [expect.objectContaining({ amount: 1500 })],
    );
    await expect
      .poll(async () =>
        (await t.ctx.db.select().from(payments).where(eq(payments.refundOfPaymentId, paid.id))).map(
          (r) => r.amountCents,
        ),
      )
      .toEqual([1500]);
    expect(await notesOf(paid.id)).toContainEqual(
      'Entry cancelled by an organiser; partial refund of $15.00: Rain delay',
    );
  });

  it('keeping the fee needs a reason, and the decision is written in the ledger', async () => {
    const event = await insertSocialEvent(t.ctx.db, { capacity: 5, feeCents: 1000 });
    const entry = await signUp(event.slug);
    const paid = await payOnline(entry.paymentId!);
    const noReason = await cancel(entry.registrationId, { refund: 'none' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.fields.reason).toBe('Say why the fee is kept.');
    const kept = await cancel(entry.registrationId, { refund: 'none', reason: 'No-show after the deadline' });
    expect(kept.status).toBe(200);
    expect(kept.body.refund).toEqual({ decision: 'none', amountCents: 0, isPendingAtStripe: false });
    expect(await notesOf(paid.id)).toContainEqual(
      'Entry cancelled by an organiser; the fee is kept: No-show after the deadline',
    );
    const [row] = await t.ctx.db.select().from(payments).where(eq(payments.id, paid.id));
    expect(row!.state).toBe('paid');
  });
});

describe('registrations with money are cancelled, never deleted', () => {
  it('"Remove" of a sign-up with a fee due cancels it instead; a paid one is refused; one without money is deleted', async () => {
    const event = await insertSocialEvent(t.ctx.db, { capacity: 5, feeCents: 1200 });
    const due = await signUp(event.slug);
    const removed = await call(t, 'DELETE', `/api/admin/registrations/${due.registrationId}`, {
      jar: organiser.jar,
    });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(removed.body.isCancelledInstead).toBe(true);
    const [kept] = await t.ctx.db
      .select()
      .from(registrations)
      .where(eq(registrations.id, due.registrationId));
    expect(kept!.status).toBe('cancelled');
    const [fee] = await t.ctx.db.select().from(payments).where(eq(payments.id, due.paymentId!));
    expect(fee!.state).toBe('cancelled');

    const paidEntry = await signUp(event.slug);
    await payOnline(paidEntry.paymentId!);
    const refused = await call(t, 'DELETE', `/api/admin/registrations/${paidEntry.registrationId}`, {
      jar: organiser.jar,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/paid a fee, so this entry cannot be removed: cancel it instead/);

    const free = await insertSocialEvent(t.ctx.db, { capacity: 5, feeCents: 0 });
    const freeEntry = await signUp(free.slug);
    const gone = await call(t, 'DELETE', `/api/admin/registrations/${freeEntry.registrationId}`, {
      jar: organiser.jar,
    });
    expect(gone.body.isCancelledInstead).toBe(false);
    expect(
      await t.ctx.db.select().from(registrations).where(eq(registrations.id, freeEntry.registrationId)),
    ).toEqual([]);
  });

  it('the database refuses to delete a registration any payment names (a cascade or plain SQL)', async () => {
    const event = await insertSocialEvent(t.ctx.db, { capacity: 5, feeCents: 900 });
    const entry = await signUp(event.slug);
    await expect(
      t.ctx.db.delete(registrations).where(eq(registrations.id, entry.registrationId)),
    ).rejects.toThrow();
    const [fee] = await t.ctx.db
      .select()
      .from(payments)
      .where(and(eq(payments.purposeId, entry.registrationId), isNull(payments.refundOfPaymentId)));
    expect(fee).toBeDefined();
    expect(
      await t.ctx.db.select().from(registrations).where(eq(registrations.id, entry.registrationId)),
    ).toHaveLength(1);
  });
});
