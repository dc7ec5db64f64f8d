import { randomUUID } from 'node:crypto';
import { createPendingPayment } from '@server/lib/ledger/ledger';
import { registerPaymentPurpose } from '@server/lib/ledger/payment-purposes';
import { markPaymentPaid } from '@server/lib/ledger/payment-state-changes';
import { defaultClubIdentity } from '@shared/club';
import { utcToZonedWallTime, zonedToday } from '@shared/club-time';
import { parseCsv } from '@shared/csv';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type CookieJar, call, createSignedInUser } from '../support/auth-helpers';
import { createTestApp, type TestApp } from '../support/test-context';

// Runs on in-memory PGlite, or on PostgreSQL when TEST_DATABASE_URL is set (a schema of its own).
let t: TestApp;
let treasurer: { jar: CookieJar; user: { id: string } };
let secretary: { jar: CookieJar; user: { id: string } };
let member: { jar: CookieJar; user: { id: string; name: string; email: string } };
let otherMember: { jar: CookieJar };

beforeAll(async () => {
  t = await createTestApp({ rateLimits: false });
  registerPaymentPurpose('membership', { async onPaid() {} });
  treasurer = await createSignedInUser(t, ['board']);
  secretary = await createSignedInUser(t, ['executive']);
  member = await createSignedInUser(t, ['member']);
  otherMember = await createSignedInUser(t, ['member']);
});
afterAll(() => t.close());

async function dues(overrides: { amountCents?: number; userId?: string | null; payerName?: string } = {}) {
  return createPendingPayment(t.ctx.db, {
    purpose: 'membership',
    purposeId: randomUUID(),
    userId: overrides.userId === undefined ? member.user.id : overrides.userId,
    payerName: overrides.payerName ?? member.user.name,
    payerEmail: overrides.userId === null ? 'walkin@example.com' : member.user.email,
    amountCents: overrides.amountCents ?? 6000,
    method: 'cash',
  });
}

// The club's calendar day (date filters and totals use the club's time zone).
const today = zonedToday(defaultClubIdentity.timeZone);

describe("the treasurer's desk", () => {
  it('finds open dues by name and records a cheque against them in one call', async () => {
    const open = await dues({ payerName: 'Quentin Chequewriter', userId: null });
    const found = await call(t, 'GET', '/api/admin/payments/open-dues?q=chequewriter', {
      jar: treasurer.jar,
    });
    expect(found.status).toBe(200);
    expect(found.body.items.map((p: { id: string }) => p.id)).toEqual([open.id]);

    const noNumber = await call(t, 'POST', `/api/admin/payments/${open.id}/record`, {
      jar: treasurer.jar,
      body: { method: 'cheque', receivedBy: 'Pat', receivedOn: today },
    });
    expect(noNumber.status).toBe(400);
    expect(noNumber.body.fields).toHaveProperty('chequeNumber');

    const res = await call(t, 'POST', `/api/admin/payments/${open.id}/record`, {
      jar: treasurer.jar,
      body: {
        method: 'cheque',
        chequeNumber: '2031',
        receivedBy: 'Pat',
        receivedOn: today,
        notes: 'At the mixer',
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.payment).toMatchObject({
      state: 'paid',
      method: 'cheque',
      chequeNumber: '2031',
      recordedById: treasurer.user.id,
    });

    // The one who recorded it cannot verify it; someone else can.
    const selfVerify = await call(t, 'POST', `/api/admin/payments/${open.id}/verify`, { jar: treasurer.jar });
    expect(selfVerify.status).toBe(403);
    const summaryBefore = await call(t, 'GET', '/api/admin/payments/summary', { jar: secretary.jar });
    expect(summaryBefore.body.unverified.map((p: { id: string }) => p.id)).toContain(open.id);
    const verified = await call(t, 'POST', `/api/admin/payments/${open.id}/verify`, { jar: secretary.jar });
    expect(verified.status).toBe(200);
    expect(verified.body.payment.verifiedByName).toBeTruthy();

    const detail = await call(t, 'GET', `/api/payment-intents/${open.id}`, { jar: secretary.jar });
    expect(detail.body.history.map((h: { toState: string; note: string }) => [h.toState, h.note])).toEqual([
      ['pending', 'Payment opened'],
      ['paid', 'Received: cheque'],
      ['paid', 'Verified'],
    ]);
  });

  it('refunds an offline payment as a new entry; totals count money in and out', async () => {
    const open = await dues({ amountCents: 4000 });
    await call(t, 'POST', `/api/admin/payments/${open.id}/record`, {
      jar: treasurer.jar,
      body: { method: 'cash', receivedBy: 'Pat', receivedOn: today },
    });
    const before = await call(t, 'GET', '/api/admin/payments/summary', { jar: treasurer.jar });
    const refund = await call(t, 'POST', `/api/admin/payments/${open.id}/refund`, {
      jar: treasurer.jar,
      body: { amountCents: 1500, reason: 'Half season' },
    });
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);
    expect(refund.body.isPendingAtStripe).toBe(false);
    const detail = await call(t, 'GET', `/api/payment-intents/${open.id}`, { jar: treasurer.jar });
    expect(detail.body.related).toHaveLength(1);
    expect(detail.body.related[0]).toMatchObject({
      amountCents: 1500,
      state: 'refunded',
      refundOfPaymentId: open.id,
    });
    expect(detail.body.refundableCents).toBe(2500);
    const after = await call(t, 'GET', '/api/admin/payments/summary', { jar: treasurer.jar });
    expect(after.body.today.refundedCents - before.body.today.refundedCents).toBe(1500);
    expect(after.body.today.netCents - before.body.today.netCents).toBe(-1500);
    expect(after.body.year.receivedCents).toBeGreaterThanOrEqual(after.body.today.receivedCents);
  });

  it('exports money in and out as numbers that add up, with dates on the club clock (issue 19)', async () => {
    const open = await dues({ amountCents: 6000, payerName: 'Rhoda Refunded', userId: null });
    await call(t, 'POST', `/api/admin/payments/${open.id}/record`, {
      jar: treasurer.jar,
      body: { method: 'cash', receivedBy: 'Pat', receivedOn: today },
    });
    await call(t, 'POST', `/api/admin/payments/${open.id}/refund`, {
      jar: treasurer.jar,
      body: { amountCents: 6000, reason: 'Moved away' },
    });
    // An evening at the club (20:30 in Denver) is the next day in UTC: the file takes the club's date.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T03:30:00Z') });
    let res: Response;
    try {
      res = await t.app.request('/api/payment-intents.csv?q=Rhoda', {
        headers: { cookie: treasurer.jar.header },
      });
    } finally {
      vi.useRealTimers();
    }
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="payments-2026-11-24.csv"');
    const [header, ...rows] = parseCsv(await res.text()).map((r) => r.cells);
    const column = (name: string) => header!.indexOf(name);
    expect(column('Created (America/Denver)')).toBeGreaterThanOrEqual(0);
    expect(column('Settled (America/Denver)')).toBeGreaterThanOrEqual(0);
    const amounts = rows.map((r) => r[column('Amount (USD)')]);
    // The refund is a negative number, not the text '-60.00: the column sums to 0.
    expect(amounts.sort()).toEqual(['-60.00', '60.00']);
    expect(amounts.reduce((sum, a) => sum + Number(a), 0)).toBe(0);
    for (const row of rows) {
      expect(row[column('Created (America/Denver)')]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
      expect(row[column('Received on (America/Denver)')]).toMatch(/^(\d{4}-\d\d-\d\d)?$/);
    }
    const created = rows[0]![column('Created (America/Denver)')]!;
    expect(created).toBe(utcToZonedWallTime(new Date(open.createdAt), 'America/Denver').replace('T', ' '));
  });

  it('cancels open dues with a reason; a paid entry cannot be cancelled', async () => {
    const open = await dues();
    const res = await call(t, 'POST', `/api/admin/payments/${open.id}/cancel`, {
      jar: treasurer.jar,
      body: { reason: 'Duplicate sign-up' },
    });
    expect(res.body.payment.state).toBe('cancelled');
    const paid = await dues();
    await t.ctx.db.transaction((tx) => markPaymentPaid(tx, { paymentId: paid.id }));
    const refused = await call(t, 'POST', `/api/admin/payments/${paid.id}/cancel`, {
      jar: treasurer.jar,
      body: { reason: 'x' },
    });
    expect(refused.status).toBe(409);
  });
});

describe('/payment_intents', () => {
  it('filters, searches, sorts, pages and totals; CSV has every matching row', async () => {
    const marker = `Zed Filterperson ${randomUUID().slice(0, 6)}`;
    const a = await dues({ payerName: marker, amountCents: 1000, userId: null });
    const b = await dues({ payerName: marker, amountCents: 3000, userId: null });
    await t.ctx.db.transaction((tx) => markPaymentPaid(tx, { paymentId: b.id }));

    const list = await call(
      t,
      'GET',
      `/api/payment-intents?q=${encodeURIComponent(marker)}&sort=amountCents&dir=asc`,
      {
        jar: secretary.jar,
      },
    );
    expect(list.status).toBe(200);
    expect(list.body.items.map((p: { id: string }) => p.id)).toEqual([a.id, b.id]);
    expect(list.body.totals).toMatchObject({
      count: 2,
      receivedCents: 3000,
      pendingCents: 1000,
      netCents: 3000,
    });

    const pendingOnly = await call(
      t,
      'GET',
      `/api/payment-intents?q=${encodeURIComponent(marker)}&state=pending&method=cash&purpose=membership&from=${today}&to=${today}`,
      { jar: secretary.jar },
    );
    expect(pendingOnly.body.items.map((p: { id: string }) => p.id)).toEqual([a.id]);
    const past = await call(t, 'GET', `/api/payment-intents?q=${encodeURIComponent(marker)}&to=2000-01-01`, {
      jar: secretary.jar,
    });
    expect(past.body.total).toBe(0);

    const bad = await call(t, 'GET', '/api/payment-intents?state=lost&page=0', { jar: secretary.jar });
    expect(bad.status).toBe(400);

    const csv = await t.app.request(`/api/payment-intents.csv?q=${encodeURIComponent(marker)}`, {
      headers: { cookie: secretary.jar.header },
    });
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain('Amount (USD)');
    expect(lines.slice(1).some((l) => l.includes('30.00'))).toBe(true);
  });

  it('is for staff: a member gets 403', async () => {
    expect((await call(t, 'GET', '/api/payment-intents', { jar: member.jar })).status).toBe(403);
  });
});

describe("one person's payments", () => {
  it('the treasurer sees everything a person bought; a member sees their own only', async () => {
    const mine = await dues();
    const purchases = await call(t, 'GET', `/api/admin/user-purchases/${member.user.id}`, {
      jar: treasurer.jar,
    });
    expect(purchases.status).toBe(200);
    expect(purchases.body.person.id).toBe(member.user.id);
    expect(purchases.body.payments.map((p: { id: string }) => p.id)).toContain(mine.id);

    const own = await call(t, 'GET', `/api/users/${member.user.id}/payments`, { jar: member.jar });
    expect(own.status).toBe(200);
    expect(own.body.payments.map((p: { id: string }) => p.id)).toContain(mine.id);
    const others = await call(t, 'GET', `/api/users/${member.user.id}/payments`, { jar: otherMember.jar });
    expect(others.status).toBe(403);
    expect(
      (await call(t, 'GET', `/api/admin/user-purchases/${randomUUID()}`, { jar: treasurer.jar })).status,
    ).toBe(404);
  });
});
