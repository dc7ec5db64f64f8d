import { zonedToday, zonedWallTimeToUtc } from '@shared/club-time';
import { type CsvColumn, toCsv } from '@shared/csv';
import { paymentMethodLabels, paymentPurposeLabels, paymentStateLabels } from '@shared/payments';
import {
  type OwedBackItem,
  type PaymentDetail,
  type PaymentListItem,
  type PaymentListQuery,
  type PaymentPage,
  type PaymentStatus,
  type PaymentTotals,
  paymentPageSize,
  type TreasurerSummary,
  type UserPurchases,
} from '@shared/schemas/payments';
import { isUuid } from '@shared/uuid';
import {
  and,
  asc,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { user } from '../../db/schema/auth';
import { type PaymentRow, paymentHistory, payments } from '../../db/schema/payments';
import type { Env } from '../../env';
import { AppError } from '../../lib/app-error';
import { resolveClubTimeZone } from '../../lib/club-time-zone';
import { refundableCentsOf } from '../../lib/ledger/card-refunds';
import { listOwedBack } from '../../lib/ledger/owed-back';
import { describePayments } from '../../lib/ledger/payment-purposes';
import { isOnlinePaymentEnabled } from '../../lib/ledger/stripe-checkout';
import { pageOffset } from '../../lib/paging';

const recorder = alias(user, 'recorder');
const verifier = alias(user, 'verifier');

function selectPayments(db: DbOrTx) {
  return db
    .select({ payment: payments, recordedByName: recorder.name, verifiedByName: verifier.name })
    .from(payments)
    .leftJoin(recorder, eq(recorder.id, payments.recordedBy))
    .leftJoin(verifier, eq(verifier.id, payments.verifiedBy));
}

type Joined = { payment: PaymentRow; recordedByName: string | null; verifiedByName: string | null };

async function toItems(db: DbOrTx, rows: readonly Joined[]): Promise<PaymentListItem[]> {
  const labels = await describePayments(
    db,
    rows.map((r) => r.payment),
  );
  return rows.map(({ payment: p, recordedByName, verifiedByName }) => ({
    id: p.id,
    purpose: p.purpose,
    purposeId: p.purposeId,
    description: labels.get(p.id) ?? paymentPurposeLabels[p.purpose],
    userId: p.userId,
    payerName: p.payerName,
    payerEmail: p.payerEmail,
    amountCents: p.amountCents,
    currency: p.currency,
    method: p.method,
    state: p.state,
    chequeNumber: p.chequeNumber,
    receivedBy: p.receivedBy,
    receivedOn: p.receivedOn,
    recordedById: p.recordedBy,
    recordedByName,
    verifiedByName,
    verifiedAt: p.verifiedAt?.toISOString() ?? null,
    refundOfPaymentId: p.refundOfPaymentId,
    correctsPaymentId: p.correctsPaymentId,
    receivedTwiceOfPaymentId: p.receivedTwiceOfPaymentId,
    stripeCheckoutSessionId: p.stripeCheckoutSessionId,
    stripePaymentIntentId: p.stripePaymentIntentId,
    notes: p.notes,
    settledAt: p.settledAt?.toISOString() ?? null,
    createdAt: p.createdAt.toISOString(),
  }));
}

/** The day a payment counts on: when the money moved, else when it was opened. */
const bookedAt = sql`coalesce(${payments.settledAt}, ${payments.createdAt})`;

async function filtersOf(db: DbOrTx, query: Partial<PaymentListQuery>): Promise<SQL | undefined> {
  const conditions: (SQL | undefined)[] = [];
  if (query.state) conditions.push(eq(payments.state, query.state));
  if (query.method) conditions.push(eq(payments.method, query.method));
  if (query.purpose) conditions.push(eq(payments.purpose, query.purpose));
  if (query.userId) conditions.push(eq(payments.userId, query.userId));
  if (query.from || query.to) {
    const zone = await resolveClubTimeZone(db);
    if (query.from) conditions.push(gte(bookedAt, zonedWallTimeToUtc(`${query.from}T00:00`, zone)));
    if (query.to) {
      const next = new Date(`${query.to}T00:00:00Z`);
      next.setUTCDate(next.getUTCDate() + 1);
      conditions.push(lt(bookedAt, zonedWallTimeToUtc(`${next.toISOString().slice(0, 10)}T00:00`, zone)));
    }
  }
  if (query.q) {
    const like = `%${query.q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    conditions.push(
      or(
        ilike(payments.payerName, like),
        ilike(payments.payerEmail, like),
        ilike(payments.chequeNumber, like),
        ilike(payments.notes, like),
        ilike(payments.stripePaymentIntentId, like),
        isUuid(query.q) ? eq(payments.id, query.q) : undefined,
      ),
    );
  }
  return and(...conditions);
}

function orderFor(query: Pick<PaymentListQuery, 'sort' | 'dir'>) {
  const by = query.dir === 'asc' ? asc : desc;
  const column = {
    createdAt: payments.createdAt,
    amountCents: payments.amountCents,
    payerName: payments.payerName,
    state: payments.state,
    method: payments.method,
    purpose: payments.purpose,
  }[query.sort];
  return [by(column), by(payments.createdAt), desc(payments.id)];
}

// A refund that failed at Stripe later (state 'failed') gave nothing back: not counted.
const isRefundRow = and(isNotNull(payments.refundOfPaymentId), eq(payments.state, 'refunded'));

export async function totalsOf(db: DbOrTx, where: SQL | undefined): Promise<PaymentTotals> {
  const [row] = await db
    .select({
      count: sql<string>`count(*)`,
      received: sql<string>`coalesce(sum(${payments.amountCents}) filter (where ${payments.state} in ('paid', 'refunded') and ${payments.refundOfPaymentId} is null), 0)`,
      refunded: sql<string>`coalesce(sum(${payments.amountCents}) filter (where ${isRefundRow}), 0)`,
      pending: sql<string>`coalesce(sum(${payments.amountCents}) filter (where ${payments.state} = 'pending'), 0)`,
      waived: sql<string>`coalesce(sum(${payments.amountCents}) filter (where ${payments.state} = 'waived'), 0)`,
    })
    .from(payments)
    .where(where);
  const received = Number(row?.received ?? 0);
  const refunded = Number(row?.refunded ?? 0);
  return {
    count: Number(row?.count ?? 0),
    receivedCents: received,
    refundedCents: refunded,
    netCents: received - refunded,
    pendingCents: Number(row?.pending ?? 0),
    waivedCents: Number(row?.waived ?? 0),
  };
}

export async function listPayments(db: DbOrTx, query: PaymentListQuery): Promise<PaymentPage> {
  const where = await filtersOf(db, query);
  const totals = await totalsOf(db, where);
  const rows = await selectPayments(db)
    .where(where)
    .orderBy(...orderFor(query))
    .limit(paymentPageSize)
    .offset(pageOffset(query.page, paymentPageSize));
  return {
    items: await toItems(db, rows),
    total: totals.count,
    page: query.page,
    pageSize: paymentPageSize,
    totals,
  };
}

const csvColumns: CsvColumn<PaymentListItem>[] = [
  { header: 'Payment id', value: (p) => p.id },
  { header: 'Created', at: (p) => p.createdAt },
  { header: 'Settled', at: (p) => p.settledAt },
  { header: 'Purpose', value: (p) => paymentPurposeLabels[p.purpose] },
  { header: 'For', value: (p) => p.description },
  { header: 'Payer', value: (p) => p.payerName },
  { header: 'E-mail', value: (p) => p.payerEmail },
  // Money that went out (a refund) is negative, so the column sums to what the club holds.
  // A refund that failed at Stripe moved nothing in the end: 0.
  {
    header: 'Amount (USD)',
    cents: (p) => (!p.refundOfPaymentId ? p.amountCents : p.state === 'refunded' ? -p.amountCents : 0),
  },
  { header: 'Method', value: (p) => paymentMethodLabels[p.method] },
  { header: 'State', value: (p) => paymentStateLabels[p.state] },
  { header: 'Cheque number', value: (p) => p.chequeNumber },
  { header: 'Received by', value: (p) => p.receivedBy },
  { header: 'Received on', day: (p) => p.receivedOn },
  { header: 'Recorded by', value: (p) => p.recordedByName },
  { header: 'Verified by', value: (p) => p.verifiedByName },
  { header: 'Refund of', value: (p) => p.refundOfPaymentId },
  { header: 'Corrects', value: (p) => p.correctsPaymentId },
  { header: 'Stripe payment', value: (p) => p.stripePaymentIntentId },
  { header: 'Notes', value: (p) => p.notes },
];

/** Every payment matching the filters, in the chosen order (no paging); refunds as negative amounts. */
export async function exportPaymentsCsv(db: DbOrTx, query: PaymentListQuery): Promise<string> {
  const rows = await selectPayments(db)
    .where(await filtersOf(db, query))
    .orderBy(...orderFor(query));
  return toCsv(await toItems(db, rows), csvColumns, { timeZone: await resolveClubTimeZone(db) });
}

const owedBackColumns: CsvColumn<OwedBackItem>[] = [
  { header: 'Owed since', at: (o) => o.createdAt },
  { header: 'Payer', value: (o) => o.payerName },
  { header: 'E-mail', value: (o) => o.payerEmail },
  { header: 'For', value: (o) => o.description },
  { header: 'Paid by', value: (o) => paymentMethodLabels[o.method] },
  { header: 'Amount owed (USD)', cents: (o) => o.amountCents },
  { header: 'Why', value: (o) => o.reason },
  { header: 'Card refund refused', value: (o) => o.cardRefundError },
  { header: 'Payment id', value: (o) => o.paymentId },
];

/** The "To refund" list as a spreadsheet: every amount owed back and not yet given back. */
export async function exportOwedBackCsv(db: DbOrTx): Promise<string> {
  return toCsv(await listOwedBack(db), owedBackColumns, { timeZone: await resolveClubTimeZone(db) });
}

async function itemById(db: DbOrTx, id: string): Promise<PaymentListItem> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', 'No such payment.');
  const rows = await selectPayments(db).where(eq(payments.id, id));
  if (rows.length === 0) throw new AppError('NOT_FOUND', 'No such payment.');
  return (await toItems(db, rows))[0]!;
}

export { itemById as getPaymentItem };

export async function getPaymentDetail(db: DbOrTx, id: string): Promise<PaymentDetail> {
  const payment = await itemById(db, id);
  const history = await db
    .select({ entry: paymentHistory, byName: user.name })
    .from(paymentHistory)
    .leftJoin(user, eq(user.id, paymentHistory.byUserId))
    .where(eq(paymentHistory.paymentId, id))
    .orderBy(asc(paymentHistory.id));
  const links = [
    payment.refundOfPaymentId,
    payment.correctsPaymentId,
    payment.receivedTwiceOfPaymentId,
  ].filter((x): x is string => !!x);
  const related = await selectPayments(db)
    .where(
      and(
        ne(payments.id, id),
        or(
          eq(payments.refundOfPaymentId, id),
          eq(payments.correctsPaymentId, id),
          eq(payments.receivedTwiceOfPaymentId, id),
          links.length ? inArray(payments.id, links) : undefined,
        ),
      ),
    )
    .orderBy(asc(payments.createdAt));
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  const refundable = row ? await refundableCentsOf(db, row) : 0;
  return {
    payment,
    history: history.map(({ entry, byName }) => ({
      id: entry.id,
      fromState: entry.fromState,
      toState: entry.toState,
      byName,
      at: entry.at.toISOString(),
      note: entry.note,
    })),
    related: await toItems(db, related),
    refundableCents: refundable,
  };
}

/** What the payer's return page shows; reached by the payment's random id only. */
export async function getPaymentStatus(db: DbOrTx, env: Env, id: string): Promise<PaymentStatus> {
  const item = await itemById(db, id);
  return {
    id: item.id,
    state: item.state,
    method: item.method,
    amountCents: item.amountCents,
    description: item.description,
    purpose: item.purpose,
    isOnlinePaymentEnabled: isOnlinePaymentEnabled(env),
  };
}

/** Pending payments (open dues and fees), optionally of people matching a search. */
export async function listOpenDues(db: DbOrTx, q?: string): Promise<PaymentListItem[]> {
  const where = and(eq(payments.state, 'pending'), await filtersOf(db, { q }));
  const rows = await selectPayments(db)
    .where(where)
    .orderBy(asc(payments.payerName), asc(payments.createdAt))
    .limit(100);
  return toItems(db, rows);
}

export async function getTreasurerSummary(db: DbOrTx, now = new Date()): Promise<TreasurerSummary> {
  const zone = await resolveClubTimeZone(db);
  const today = zonedToday(zone, now);
  const todayWhere = await filtersOf(db, { from: today, to: today });
  const yearWhere = await filtersOf(db, { from: `${today.slice(0, 4)}-01-01`, to: today });
  const unverifiedRows = await selectPayments(db)
    .where(
      and(
        eq(payments.state, 'paid'),
        inArray(payments.method, ['cash', 'cheque', 'bank_transfer']),
        isNull(payments.verifiedBy),
        isNull(payments.refundOfPaymentId),
      ),
    )
    .orderBy(asc(payments.createdAt))
    .limit(100);
  const open = await totalsOf(db, eq(payments.state, 'pending'));
  const twice = await selectPayments(db)
    .where(and(eq(payments.state, 'paid'), isNotNull(payments.receivedTwiceOfPaymentId)))
    .orderBy(asc(payments.createdAt))
    .limit(100);
  const twiceItems = await toItems(db, twice);
  const toRefund: TreasurerSummary['toRefund'] = [];
  for (const [i, item] of twiceItems.entries()) {
    const refundableCents = await refundableCentsOf(db, twice[i]!.payment);
    if (refundableCents > 0) toRefund.push({ ...item, refundableCents });
  }
  return {
    toRefund,
    owedBack: await listOwedBack(db),
    today: await totalsOf(db, todayWhere),
    year: await totalsOf(db, yearWhere),
    unverified: await toItems(db, unverifiedRows),
    openDuesCount: open.count,
    openDuesCents: open.pendingCents,
  };
}

/** Everything one person bought and paid: their account's payments, and any made with its e-mail. */
export async function getUserPurchases(db: DbOrTx, userId: string): Promise<UserPurchases> {
  const [person] = await db
    .select({ id: user.id, name: user.name, email: user.email, username: user.username })
    .from(user)
    .where(eq(user.id, userId));
  if (!person) throw new AppError('NOT_FOUND', 'No such person.');
  // The account's payments, and those made with its address before it had an account (a
  // visitor's fee); never another account's payment that happens to name this address.
  const where = or(
    eq(payments.userId, userId),
    and(isNull(payments.userId), eq(payments.payerEmail, person.email.toLowerCase())),
  );
  const rows = await selectPayments(db).where(where).orderBy(desc(payments.createdAt));
  return { person, payments: await toItems(db, rows), totals: await totalsOf(db, where) };
}

/** A member's own payments (their profile). */
export async function listUserPayments(db: DbOrTx, userId: string): Promise<PaymentListItem[]> {
  return (await getUserPurchases(db, userId)).payments;
}
