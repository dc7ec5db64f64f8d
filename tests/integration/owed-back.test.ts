import { insertSocialEvent } from '@server/db/factories/events';
import { owedBack, paymentHistory, payments } from '@server/db/schema/payments';
import { resolveClubTimeZone } from '@server/lib/club-time-zone';
import { zonedToday, zonedWallTimeToUtc } from '@shared/club-time';
import type { AdminSeries, SeriesCancelResult } from '@shared/schemas/events-series';
import type { TreasurerSummary } from '@shared/schemas/payments';
import { addDays, isoWeekdayOf } from '@shared/series-rules';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CookieJar, call, createSignedInUser, emailsTo } from '../support/auth-helpers';
import { FakeStripe } from '../support/fake-stripe';
import { createTestApp, type TestApp } from '../support/test-context';

// Money owed back (decision 042): every amount the club owes after a cancel is on the
// treasurer's "To refund" list, given back by a new ledger entry, and a refused card refund
// is neither hidden nor described to the member as on its way.
const webhookSecret = 'whsec_test_owed_back';
let t: TestApp;
let fake: FakeStripe;
let admin: CookieJar;
let treasurer: CookieJar;
let timeZone: string;
let n = 0;

beforeAll(async () => {
  fake = await new FakeStripe({ webhookSecret }).start();
  t = await createTestApp({
    rateLimits: false,
    env: {
      STRIPE_SECRET_KEY: 'sk_test_owed',
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
  admin = (await createSignedInUser(t, ['admin'])).jar;
  treasurer = (await createSignedInUser(t, ['board'])).jar;
  timeZone = await resolveClubTimeZone(t.ctx.db);
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});

const summary = async () => {
  const res = await call(t, 'GET', '/api/admin/payments/summary', { jar: treasurer });
  expect(res.status).toBe(200);
  return res.body as TreasurerSummary;
};

async function feesOf(email: string) {
  return t.ctx.db
    .select()
    .from(payments)
    .where(eq(payments.payerEmail, email.toLowerCase()))
    .orderBy(asc(payments.createdAt), asc(payments.purposeId));
}

async function payCash(paymentId: string) {
  const res = await call(t, 'POST', `/api/admin/payments/${paymentId}/record`, {
    jar: treasurer,
    body: { method: 'cash', receivedBy: 'Front desk', receivedOn: zonedToday(timeZone) },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

async function payCard(paymentId: string) {
  const res = await call(t, 'POST', `/api/payments/${paymentId}/checkout`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  await fake.complete((res.body.url as string).split('/pay/')[1]!);
  const [row] = await t.ctx.db.select().from(payments).where(eq(payments.id, paymentId));
  expect(row!.state).toBe('paid');
}

/** Waits for Stripe's charge.refunded (the fake sends it 10 ms after answering). */
async function refundRowsOf(paymentId: string, count: number) {
  for (let i = 0; i < 100; i++) {
    const rows = await t.ctx.db.select().from(payments).where(eq(payments.refundOfPaymentId, paymentId));
    if (rows.length >= count) return rows;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('Stripe never confirmed the refund');
}

/** A new member signed up for a new paid social, and the fee that sign-up opened. */
async function signUpForSocial(overrides: Parameters<typeof insertSocialEvent>[1]) {
  const social = await insertSocialEvent(t.ctx.db, overrides);
  const player = await createSignedInUser(t, ['member']);
  const signed = await call(t, 'POST', `/api/social-events/${social.slug}/registrations`, {
    jar: player.jar,
    body: {
      name: player.user.name,
      email: player.user.email,
      phone: '555 010 3001',
      ntrp: '3.5',
      partnerName: '',
      notes: '',
    },
  });
  expect(signed.status, JSON.stringify(signed.body)).toBe(201);
  const [fee] = await feesOf(player.user.email);
  return { social, player, registrationId: signed.body.registrationId as string, fee: fee! };
}

/** A published weekly series of `count` sessions with a $5 fee per session. */
async function weeklySeries(count: number) {
  n += 1;
  const date = addDays(zonedToday(timeZone), 3);
  const startsAt = zonedWallTimeToUtc(`${date}T19:00`, timeZone);
  const event = await insertSocialEvent(t.ctx.db, {
    title: `Owed Series ${n}`,
    startsAt,
    endsAt: new Date(startsAt.getTime() + 2 * 3600_000),
    capacity: 8,
    feeCents: 500,
    status: 'draft',
    publishedAt: null,
  });
  const made = await call(t, 'POST', `/api/admin/social-events/${event.id}/series`, {
    jar: admin,
    body: { weekdays: [isoWeekdayOf(date)], intervalWeeks: 1, endKind: 'count', sessionCount: count },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const published = await call(t, 'POST', `/api/admin/event-series/${made.body.series.id}/publish`, {
    jar: admin,
  });
  expect(published.status).toBe(200);
  return published.body.series as AdminSeries;
}

async function seriesPlayerWithFees(sessions: number) {
  const series = await weeklySeries(sessions);
  const player = await createSignedInUser(t, ['member']);
  const signed = await call(t, 'POST', `/api/event-series/${series.id}/signups`, {
    jar: player.jar,
    body: { name: player.user.name, phone: '555 010 3000', ntrp: '3.5', notes: '' },
  });
  expect(signed.status, JSON.stringify(signed.body)).toBe(201);
  const fees = await feesOf(player.user.email);
  expect(fees).toHaveLength(sessions);
  return { series, player, fees };
}

const cancelSeries = (seriesId: string, jar: CookieJar) =>
  call(t, 'DELETE', `/api/event-series/${seriesId}/signups/mine`, { jar });

describe('cash, cheque or transfer owed back after a whole-series cancel', () => {
  it('is on the To refund list (amount, member, what for, why, since when); handing it back is a new entry, once', async () => {
    const { series, player, fees } = await seriesPlayerWithFees(2);
    await payCash(fees[0]!.id);
    await payCard(fees[1]!.id);
    const res = await cancelSeries(series.id, player.jar);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body as SeriesCancelResult).toMatchObject({ owedBackCents: 500, cardRefundCents: 500 });

    // The card fee went back through Stripe: it is not left on the list.
    const [cardRefund] = await refundRowsOf(fees[1]!.id, 1);
    expect(cardRefund!.amountCents).toBe(500);
    const owedRows = await t.ctx.db.select().from(owedBack).where(eq(owedBack.paymentId, fees[1]!.id));
    expect(owedRows[0]!.settledAt).not.toBeNull();
    expect(owedRows[0]!.cardRefundRequestId).not.toBeNull();

    const list = (await summary()).owedBack.filter((o) => o.payerEmail === player.user.email.toLowerCase());
    expect(list).toHaveLength(1);
    const owed = list[0]!;
    expect(owed).toMatchObject({
      paymentId: fees[0]!.id,
      method: 'cash',
      amountCents: 500,
      reason: 'Whole series cancelled by the player',
      payerName: player.user.name,
      cardRefundError: null,
    });
    expect(owed.description).toContain(`Owed Series ${n}`);
    expect(Date.parse(owed.createdAt)).toBeLessThanOrEqual(Date.now());

    // The CSV holds the same list.
    const csv = await call(t, 'GET', '/api/admin/owed-back.csv', { jar: treasurer });
    expect(csv.status).toBe(200);
    expect(String(csv.body)).toContain(player.user.email.toLowerCase());

    // Only the board's money people may hand it back; a member may not.
    const handBody = { method: 'cheque', chequeNumber: '', handedBackOn: zonedToday(timeZone), note: '' };
    expect(
      (
        await call(t, 'POST', `/api/admin/owed-back/${owed.id}/hand-back`, {
          jar: player.jar,
          body: handBody,
        })
      ).status,
    ).toBe(403);
    // A cheque needs its number.
    const noNumber = await call(t, 'POST', `/api/admin/owed-back/${owed.id}/hand-back`, {
      jar: treasurer,
      body: handBody,
    });
    expect(noNumber.status).toBe(400);
    expect(noNumber.body.fields.chequeNumber).toBe('Enter the cheque number.');
    // A cash payment cannot go back to a card.
    expect(
      (await call(t, 'POST', `/api/admin/owed-back/${owed.id}/refund-card`, { jar: treasurer })).status,
    ).toBe(409);

    const handed = await call(t, 'POST', `/api/admin/owed-back/${owed.id}/hand-back`, {
      jar: treasurer,
      body: { ...handBody, chequeNumber: '1042', note: 'Given at the Saturday social' },
    });
    expect(handed.status, JSON.stringify(handed.body)).toBe(200);
    // A new refund entry, by cheque; the paid entry stays and becomes refunded.
    const refunds = await t.ctx.db.select().from(payments).where(eq(payments.refundOfPaymentId, fees[0]!.id));
    expect(refunds.map((r) => [r.state, r.method, r.amountCents, r.chequeNumber])).toEqual([
      ['refunded', 'cheque', 500, '1042'],
    ]);
    expect(refunds[0]!.recordedBy).not.toBeNull();
    expect(refunds[0]!.notes).toMatch(
      /Handed back: cheque, cheque 1042, on \d{4}-\d{2}-\d{2}\.\nGiven at the Saturday social/,
    );
    // The audit trail: the paid entry's history says who handed it back, how and why.
    const history = await t.ctx.db
      .select()
      .from(paymentHistory)
      .where(eq(paymentHistory.paymentId, fees[0]!.id));
    expect(history.some((h) => /owed back/.test(h.note))).toBe(true);
    expect(
      history.some((h) => h.toState === 'refunded' && /Handed back: cheque/.test(h.note) && h.byUserId),
    ).toBe(true);
    expect((await summary()).owedBack.some((o) => o.id === owed.id)).toBe(false);

    // Twice is refused, and nothing more is written.
    const again = await call(t, 'POST', `/api/admin/owed-back/${owed.id}/hand-back`, {
      jar: treasurer,
      body: { ...handBody, method: 'cash' },
    });
    expect(again.status).toBe(409);
    expect(
      await t.ctx.db.select().from(payments).where(eq(payments.refundOfPaymentId, fees[0]!.id)),
    ).toHaveLength(1);
  });
});

describe('a card refund Stripe refuses', () => {
  it('stays on the list with the reason, the member is told the truth, and the treasurer can hand it back', async () => {
    const { series, player, fees } = await seriesPlayerWithFees(2);
    await payCard(fees[0]!.id);
    fake.refuseRefunds = 'This card cannot receive refunds.';
    try {
      const res = await cancelSeries(series.id, player.jar);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    } finally {
      fake.refuseRefunds = null;
    }
    const owed = (await summary()).owedBack.find((o) => o.paymentId === fees[0]!.id);
    expect(owed).toMatchObject({ method: 'card_online', amountCents: 500 });
    expect(owed!.cardRefundError).toContain('This card cannot receive refunds.');
    const [paid] = await t.ctx.db.select().from(payments).where(eq(payments.id, fees[0]!.id));
    expect(paid!.state).toBe('paid');

    const mails = await emailsTo(t, player.user.email);
    const followUp = mails.filter((m) => m.subject.startsWith('We could not refund your card'));
    expect(followUp).toHaveLength(1);
    expect(followUp[0]!.text).toContain('The treasurer will contact you');

    // The treasurer tries the card again: refused again, still on the list.
    fake.refuseRefunds = 'This card cannot receive refunds.';
    try {
      const retry = await call(t, 'POST', `/api/admin/owed-back/${owed!.id}/refund-card`, { jar: treasurer });
      expect(retry.status).toBe(409);
    } finally {
      fake.refuseRefunds = null;
    }
    expect((await summary()).owedBack.some((o) => o.id === owed!.id)).toBe(true);

    // Then hands it back by bank transfer: a new refund entry of that method.
    const handed = await call(t, 'POST', `/api/admin/owed-back/${owed!.id}/hand-back`, {
      jar: treasurer,
      body: { method: 'bank_transfer', handedBackOn: zonedToday(timeZone), note: 'Sent to their bank' },
    });
    expect(handed.status, JSON.stringify(handed.body)).toBe(200);
    const refunds = await t.ctx.db.select().from(payments).where(eq(payments.refundOfPaymentId, fees[0]!.id));
    expect(refunds.map((r) => [r.method, r.amountCents])).toEqual([['bank_transfer', 500]]);
    expect((await summary()).owedBack.some((o) => o.id === owed!.id)).toBe(false);
  });

  it('a card amount on the list goes back through Stripe from the list', async () => {
    const { social, fee } = await signUpForSocial({ feeCents: 1200 });
    await payCard(fee.id);
    const cancelled = await call(t, 'POST', `/api/admin/social-events/${social.id}/cancel`, {
      jar: admin,
      body: { message: 'Rain all day.' },
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const owed = (await summary()).owedBack.find((o) => o.paymentId === fee.id);
    expect(owed).toMatchObject({ method: 'card_online', amountCents: 1200 });
    expect(owed!.reason).toContain('was cancelled by the club');
    const res = await call(t, 'POST', `/api/admin/owed-back/${owed!.id}/refund-card`, { jar: treasurer });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ isPendingAtStripe: true, amountCents: 1200 });
    expect((await refundRowsOf(fee.id, 1))[0]!.amountCents).toBe(1200);
    expect((await summary()).owedBack.some((o) => o.id === owed!.id)).toBe(false);
  });
});

describe('a card refund Stripe accepted that fails later', () => {
  /** A paid $15 social fee of a new member, and the owed row the club's cancel wrote. */
  async function paidCardFeeOwedBack(title: string) {
    const { social, player, fee } = await signUpForSocial({ title, feeCents: 1500 });
    await payCard(fee.id);
    return { social, player, fee: fee! };
  }

  const failedMails = async (email: string) =>
    (await emailsTo(t, email)).filter((m) => m.subject.startsWith('We could not refund your card'));

  it('is back on the To refund list with the reason; the payment is paid again; the member is told once', async () => {
    const { social, player, fee } = await paidCardFeeOwedBack('Refund Fails Later Social');
    const cancelled = await call(t, 'POST', `/api/admin/social-events/${social.id}/cancel`, {
      jar: admin,
      body: { message: 'Courts closed.' },
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const owed = (await summary()).owedBack.find((o) => o.paymentId === fee.id)!;
    const sent = await call(t, 'POST', `/api/admin/owed-back/${owed.id}/refund-card`, { jar: treasurer });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const [refundRow] = await refundRowsOf(fee.id, 1);
    expect(refundRow!.stripeRefundId).toMatch(/^re_/);
    expect((await summary()).owedBack.some((o) => o.id === owed.id)).toBe(false);
    const [refunded] = await t.ctx.db.select().from(payments).where(eq(payments.id, fee.id));
    expect(refunded!.state).toBe('refunded');

    // Five days later the card network sends it back: the card was closed.
    const event = await fake.failRefund(refundRow!.stripeRefundId!, 'expired_or_canceled_card', false);
    const delivery = await fake.send(event);
    expect(delivery.status).toBe(200);

    const back = (await summary()).owedBack.find((o) => o.paymentId === fee.id);
    expect(back).toMatchObject({ id: owed.id, amountCents: 1500, method: 'card_online' });
    expect(back!.cardRefundError).toContain('the card has expired or was cancelled');
    const [again] = await t.ctx.db.select().from(payments).where(eq(payments.id, fee.id));
    expect(again!.state).toBe('paid');
    const [failedRow] = await t.ctx.db.select().from(payments).where(eq(payments.id, refundRow!.id));
    expect(failedRow!.state).toBe('failed');
    const history = await t.ctx.db.select().from(paymentHistory).where(eq(paymentHistory.paymentId, fee.id));
    expect(history.some((h) => h.fromState === 'refunded' && h.toState === 'paid')).toBe(true);
    expect(await failedMails(player.user.email)).toHaveLength(1);

    // Stripe redelivers the event, and later sends refund.updated for the same refund: no change.
    expect((await fake.send(event)).status).toBe(200);
    await fake.send(fake.event('refund.updated', { ...(event.data.object as object), status: 'failed' }));
    expect(await failedMails(player.user.email)).toHaveLength(1);
    expect((await summary()).owedBack.filter((o) => o.paymentId === fee.id)).toHaveLength(1);

    // The treasurer hands it back by bank transfer: a new refund entry; the failed one stays.
    const handed = await call(t, 'POST', `/api/admin/owed-back/${owed.id}/hand-back`, {
      jar: treasurer,
      body: {
        method: 'bank_transfer',
        handedBackOn: zonedToday(timeZone),
        note: 'Card closed; sent to their bank',
      },
    });
    expect(handed.status, JSON.stringify(handed.body)).toBe(200);
    const refunds = await t.ctx.db.select().from(payments).where(eq(payments.refundOfPaymentId, fee.id));
    expect(refunds.map((r) => [r.method, r.state, r.amountCents]).sort()).toEqual([
      ['bank_transfer', 'refunded', 1500],
      ['card_online', 'failed', 1500],
    ]);
    const [settled] = await t.ctx.db.select().from(payments).where(eq(payments.id, fee.id));
    expect(settled!.state).toBe('refunded');
    expect((await summary()).owedBack.some((o) => o.paymentId === fee.id)).toBe(false);
  });

  it("a refund made from the payment's page that fails later is put on the list", async () => {
    const { player, fee } = await paidCardFeeOwedBack('Refund From Page Social');
    const res = await call(t, 'POST', `/api/admin/payments/${fee.id}/refund`, {
      jar: treasurer,
      body: { amountCents: 500, reason: 'Played one set only' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [refundRow] = await refundRowsOf(fee.id, 1);
    expect((await summary()).owedBack.some((o) => o.paymentId === fee.id)).toBe(false);

    await fake.failRefund(refundRow!.stripeRefundId!, 'lost_or_stolen_card');
    const owed = (await summary()).owedBack.find((o) => o.paymentId === fee.id);
    expect(owed).toMatchObject({ amountCents: 500, reason: 'Card refund failed at Stripe' });
    expect(owed!.cardRefundError).toContain('lost or stolen');
    const [payment] = await t.ctx.db.select().from(payments).where(eq(payments.id, fee.id));
    expect(payment!.state).toBe('paid');
    // The failed $5 gave nothing back: the whole $15 is refundable again.
    const detail = await call(t, 'GET', `/api/payment-intents/${fee.id}`, { jar: treasurer });
    expect(detail.status).toBe(200);
    expect(detail.body.refundableCents).toBe(1500);
    expect(await failedMails(player.user.email)).toHaveLength(1);
  });
});

describe('other cancels that owe money back', () => {
  it('a player cancelling a single social they paid in cash: owed back on the list', async () => {
    const { player, registrationId, fee } = await signUpForSocial({ feeCents: 800 });
    await payCash(fee.id);
    const res = await call(t, 'POST', `/api/me/registrations/${registrationId}/cancel`, {
      jar: player.jar,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const owed = (await summary()).owedBack.filter((o) => o.paymentId === fee.id);
    expect(owed.map((o) => [o.method, o.amountCents, o.reason])).toEqual([
      ['cash', 800, 'Sign-up cancelled by the player'],
    ]);
  });

  it('the club keeps a late-cancel fee: off the list with the reason, in the history, the player told; no money moves', async () => {
    const { player, registrationId, fee } = await signUpForSocial({ feeCents: 900 });
    await payCash(fee.id);
    const cancelled = await call(t, 'POST', `/api/me/registrations/${registrationId}/cancel`, {
      jar: player.jar,
    });
    expect(cancelled.status).toBe(200);
    const owed = (await summary()).owedBack.find((o) => o.paymentId === fee.id)!;

    // Only the treasurer's people may keep it, and only with a reason.
    const byPlayer = await call(t, 'POST', `/api/admin/owed-back/${owed.id}/keep`, {
      jar: player.jar,
      body: { reason: 'I say so' },
    });
    expect(byPlayer.status).toBe(403);
    const blank = await call(t, 'POST', `/api/admin/owed-back/${owed.id}/keep`, {
      jar: treasurer,
      body: { reason: '  ' },
    });
    expect(blank.status).toBe(400);
    expect(blank.body.fields.reason).toBe('Say why the club keeps it.');

    const reason = 'Cancelled the morning of the social: no refund after the sign-up deadline (club rule).';
    const kept = await call(t, 'POST', `/api/admin/owed-back/${owed.id}/keep`, {
      jar: treasurer,
      body: { reason },
    });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect((await summary()).owedBack.some((o) => o.id === owed.id)).toBe(false);
    const [row] = await t.ctx.db.select().from(owedBack).where(eq(owedBack.id, owed.id));
    expect(row).toMatchObject({ keptReason: reason, refundPaymentId: null });
    expect(row!.settledBy).toBeTruthy();
    expect(await t.ctx.db.select().from(payments).where(eq(payments.refundOfPaymentId, fee.id))).toEqual([]);
    const [paid] = await t.ctx.db.select().from(payments).where(eq(payments.id, fee.id));
    expect(paid!.state).toBe('paid');
    const history = await t.ctx.db.select().from(paymentHistory).where(eq(paymentHistory.paymentId, fee.id));
    expect(
      history.some((h) => h.note.includes('kept by the club') && h.note.includes(reason) && h.byUserId),
    ).toBe(true);
    const mails = (await emailsTo(t, player.user.email)).filter(
      (m) => m.subject === 'About your refund ($9.00)',
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(reason);

    // Twice is refused (a double click, or a second treasurer), and nothing more is sent.
    const again = await call(t, 'POST', `/api/admin/owed-back/${owed.id}/keep`, {
      jar: treasurer,
      body: { reason },
    });
    expect(again.status).toBe(409);
    const handed = await call(t, 'POST', `/api/admin/owed-back/${owed.id}/hand-back`, {
      jar: treasurer,
      body: { method: 'cash', handedBackOn: zonedToday(timeZone), note: '' },
    });
    expect(handed.status).toBe(409);
  });

  it('an event the club cancels: each paid fee owed back, an open one cancelled, nothing listed twice', async () => {
    const social = await insertSocialEvent(t.ctx.db, { feeCents: 600 });
    const people: (typeof payments.$inferSelect)[] = [];
    for (let i = 0; i < 2; i++) {
      const player = await createSignedInUser(t, ['member']);
      const signed = await call(t, 'POST', `/api/social-events/${social.slug}/registrations`, {
        jar: player.jar,
        body: {
          name: player.user.name,
          email: player.user.email,
          phone: '555 010 3003',
          ntrp: '3.5',
          partnerName: '',
          notes: '',
        },
      });
      expect(signed.status).toBe(201);
      people.push((await feesOf(player.user.email))[0]!);
    }
    await payCash(people[0]!.id);
    const res = await call(t, 'POST', `/api/admin/social-events/${social.id}/cancel`, {
      jar: admin,
      body: { message: 'Courts resurfaced.' },
    });
    expect(res.status).toBe(200);
    const list = (await summary()).owedBack.filter((o) => people.some((p) => p.id === o.paymentId));
    expect(list.map((o) => [o.paymentId, o.amountCents])).toEqual([[people[0]!.id, 600]]);
    const [open] = await t.ctx.db
      .select()
      .from(payments)
      .where(and(eq(payments.id, people[1]!.id)));
    expect(open!.state).toBe('cancelled');
  });
});
