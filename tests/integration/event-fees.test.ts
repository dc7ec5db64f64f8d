import { insertSocialEvent } from '@server/db/factories/events';
import { payments } from '@server/db/schema/payments';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createSignedInUser } from '../support/auth-helpers';
import { confirmHeldPlace } from '../support/held-places';
import { createTestApp, jsonRequest, type TestApp } from '../support/test-context';

// Runs on in-memory PGlite, or on PostgreSQL when TEST_DATABASE_URL is set (a schema of its own).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: false });
});
afterAll(() => t.close());

function person(i: number) {
  return {
    name: `Fee Player ${i}`,
    email: `fee.${i}@example.com`,
    phone: '555 010 2000',
    ntrp: '3.5',
    partnerName: '',
    notes: '',
  };
}

/** A visitor signs up and confirms the place from the e-mail (issue 18); answers the confirmed place. */
async function signUp(slug: string, i: number) {
  const res = await t.app.request(`/api/social-events/${slug}/registrations`, jsonRequest('POST', person(i)));
  expect(res.status).toBe(201);
  const held = await res.json();
  // Held, not yet counting: no fee is due until the visitor confirms.
  expect(held.paymentId).toBeNull();
  expect(await paymentsOf(held.registrationId)).toHaveLength(0);
  await confirmHeldPlace(t, held.email);
  const [due] = await paymentsOf(held.registrationId);
  return { ...held, paymentId: due?.id ?? null };
}

async function paymentsOf(registrationId: string) {
  return t.ctx.db.select().from(payments).where(eq(payments.purposeId, registrationId));
}

describe('fees of paid socials in the ledger', () => {
  it('a confirmed place opens the fee as due (payable on the day); the waitlist owes nothing until promoted', async () => {
    const event = await insertSocialEvent(t.ctx.db, { capacity: 1, feeCents: 1500, title: 'Lantern Mixer' });
    const first = await signUp(event.slug, 1);
    expect(first.paymentId).toBeTruthy();
    const [due] = await paymentsOf(first.registrationId);
    expect(due).toMatchObject({
      purpose: 'event_fee',
      amountCents: 1500,
      method: 'cash',
      state: 'pending',
      payerEmail: 'fee.1@example.com',
    });
    const status = await call(t, 'GET', `/api/payments/${first.paymentId}/status`);
    expect(status.body).toMatchObject({ description: 'Lantern Mixer — fee', isOnlinePaymentEnabled: false });

    const second = await signUp(event.slug, 2);
    expect(second.status).toBe('waitlisted');
    expect(second.paymentId).toBeNull();
    expect(await paymentsOf(second.registrationId)).toHaveLength(0);

    // The first cancels: their due is cancelled, the second is promoted and now owes the fee.
    const admin = await createSignedInUser(t, ['admin']);
    const cancel = await call(t, 'POST', `/api/admin/registrations/${first.registrationId}/cancel`, {
      jar: admin.jar,
    });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    expect((await paymentsOf(first.registrationId)).map((p) => p.state)).toEqual(['cancelled']);
    expect((await paymentsOf(second.registrationId)).map((p) => p.state)).toEqual(['pending']);
  });

  it('a free social opens nothing', async () => {
    const event = await insertSocialEvent(t.ctx.db, { capacity: 5, feeCents: 0 });
    const result = await signUp(event.slug, 3);
    expect(result.paymentId).toBeNull();
    expect(await paymentsOf(result.registrationId)).toHaveLength(0);
  });
});
