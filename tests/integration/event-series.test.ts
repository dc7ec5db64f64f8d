import { insertRegistration, insertSocialEvent } from '@server/db/factories/events';
import { registrations, socialEvents } from '@server/db/schema/events';
import { eventSeries } from '@server/db/schema/events-series';
import { paymentHistory, payments } from '@server/db/schema/payments';
import { resolveClubTimeZone } from '@server/lib/club-time-zone';
import { utcToZonedWallTime, zonedToday, zonedWallTimeToUtc } from '@shared/club-time';
import type { AdminSeries, SeriesCancelResult, SeriesSignupResult } from '@shared/schemas/events-series';
import type { SocialEventList, SocialEventResponse } from '@shared/schemas/events-socials';
import { addDays, isoWeekdayOf } from '@shared/series-rules';
import { and, asc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CookieJar, call, createSignedInUser, emailsTo, lastEmailTo } from '../support/auth-helpers';
import { createTestApp, type TestApp } from '../support/test-context';

// Runs on in-memory PGlite, or on PostgreSQL when TEST_DATABASE_URL is set (a schema of its own).
let t: TestApp;
let admin: CookieJar;
let timeZone: string;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: false });
  admin = (await createSignedInUser(t, ['admin'])).jar;
  timeZone = await resolveClubTimeZone(t.ctx.db);
});
afterAll(() => t.close());

let n = 0;

function who(name: string, email: string) {
  return { name, email, phone: '555 010 1000', ntrp: '3.5' };
}

/** A social 3 days from now at 19:00–21:00 on the club's clock (a draft unless told otherwise). */
async function firstSession(overrides: Partial<typeof socialEvents.$inferInsert> = {}) {
  n += 1;
  const date = addDays(zonedToday(timeZone), 3);
  const startsAt = zonedWallTimeToUtc(`${date}T19:00`, timeZone);
  const event = await insertSocialEvent(t.ctx.db, {
    title: `Series Social ${n}`,
    startsAt,
    endsAt: new Date(startsAt.getTime() + 2 * 3600_000),
    capacity: 8,
    status: 'draft',
    publishedAt: null,
    ...overrides,
  });
  return { event, date, weekday: isoWeekdayOf(date) };
}

async function repeat(eventId: string, body: Record<string, unknown>) {
  return call(t, 'POST', `/api/admin/social-events/${eventId}/series`, { jar: admin, body });
}

/** A published weekly series of `count` sessions; answers the organiser's view of it. */
async function weeklySeries(
  count: number,
  overrides: Partial<typeof socialEvents.$inferInsert> = {},
  fee = {},
) {
  const { event, weekday } = await firstSession(overrides);
  const res = await repeat(event.id, {
    weekdays: [weekday],
    intervalWeeks: 1,
    endKind: 'count',
    sessionCount: count,
    ...fee,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const published = await call(t, 'POST', `/api/admin/event-series/${res.body.series.id}/publish`, {
    jar: admin,
  });
  expect(published.status).toBe(200);
  return published.body.series as AdminSeries;
}

async function sessionRows(seriesId: string) {
  return t.ctx.db
    .select()
    .from(socialEvents)
    .where(eq(socialEvents.seriesId, seriesId))
    .orderBy(asc(socialEvents.seriesDate));
}

function wallOf(d: Date | string) {
  return utcToZonedWallTime(d, timeZone);
}

describe('creating a series', () => {
  it('repeats a social weekly: every session on its weekday at the same club time, as drafts until published', async () => {
    const { event, date, weekday } = await firstSession();
    const res = await repeat(event.id, {
      weekdays: [weekday],
      intervalWeeks: 1,
      endKind: 'count',
      sessionCount: 4,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const series = res.body.series as AdminSeries;
    expect(series.sessions.map((s) => wallOf(s.startsAt))).toEqual(
      [0, 7, 14, 21].map((d) => `${addDays(date, d)}T19:00`),
    );
    expect(series.sessions.map((s) => s.status)).toEqual(['draft', 'draft', 'draft', 'draft']);
    expect(series.sessions.every((s) => wallOf(s.endsAt).endsWith('T21:00'))).toBe(true);
    expect(series.ruleText).toMatch(/^Every /);

    // Not twice; bad rules are refused with field errors and nothing is written.
    const again = await repeat(event.id, {
      weekdays: [weekday],
      intervalWeeks: 1,
      endKind: 'count',
      sessionCount: 4,
    });
    expect(again.status).toBe(409);
    const other = await firstSession();
    const bad = await repeat(other.event.id, {
      weekdays: [],
      intervalWeeks: 0,
      endKind: 'until',
      untilDate: '',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields ?? {})).toEqual(
      expect.arrayContaining(['weekdays', 'intervalWeeks', 'untilDate']),
    );
    const tooShort = await repeat(other.event.id, {
      weekdays: [other.weekday],
      intervalWeeks: 1,
      endKind: 'until',
      untilDate: addDays(other.date, 3),
    });
    expect(tooShort.status).toBe(400);
    expect(tooShort.body.fields).toHaveProperty('untilDate');
    const [unchanged] = await t.ctx.db.select().from(socialEvents).where(eq(socialEvents.id, other.event.id));
    expect(unchanged!.seriesId).toBeNull();
  });

  it('every 2 weeks until a date', async () => {
    const { event, date, weekday } = await firstSession();
    const res = await repeat(event.id, {
      weekdays: [weekday],
      intervalWeeks: 2,
      endKind: 'until',
      untilDate: addDays(date, 35),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect((res.body.series as AdminSeries).sessions.map((s) => wallOf(s.startsAt).slice(0, 10))).toEqual([
      date,
      addDays(date, 14),
      addDays(date, 28),
    ]);
  });

  it('only organisers may make and change series', async () => {
    const { event, weekday } = await firstSession();
    const member = await createSignedInUser(t, ['member']);
    const res = await call(t, 'POST', `/api/admin/social-events/${event.id}/series`, {
      jar: member.jar,
      body: { weekdays: [weekday], intervalWeeks: 1, endKind: 'count', sessionCount: 3 },
    });
    expect(res.status).toBe(403);
  });
});

describe('lists and calendars', () => {
  it('the public list shows a series once, at its next session; the calendar feed carries every session', async () => {
    const series = await weeklySeries(3);
    const list = await call(t, 'GET', '/api/social-events');
    const rows = (list.body as SocialEventList).upcoming.filter((e) => e.series?.id === series.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ slug: series.sessions[0]!.slug, series: { sessionsLeft: 3 } });

    const page = await call(t, 'GET', `/api/social-events/${series.sessions[1]!.slug}`);
    expect((page.body as SocialEventResponse).event.seriesInfo?.sessions).toHaveLength(3);

    const feed = await t.app.request('/calendar.ics');
    // Unfolded: long lines are folded at 75 octets (RFC 5545 §3.1).
    const ics = (await feed.text()).replace(/\r?\n[ \t]/g, '');
    for (const s of series.sessions) expect(ics).toContain(`/social_events/${s.slug}`);
  });
});

describe('editing sessions: this one, this and following, all', () => {
  it('applies an edit to one session, to it and the following ones, or to all, each in one go', async () => {
    const series = await weeklySeries(4);
    const [first, second] = series.sessions;
    const valuesOf = async (id: string) =>
      (await call(t, 'GET', `/api/admin/social-events/${id}`, { jar: admin })).body.event.values;
    const edit = (id: string, scope: string, values: Record<string, unknown>) =>
      call(t, 'PATCH', `/api/admin/event-series/${series.id}/sessions/${id}`, {
        jar: admin,
        body: { scope, values },
      });

    const one = await edit(second!.id, 'one', { ...(await valuesOf(second!.id)), capacity: 12 });
    expect(one.status, JSON.stringify(one.body)).toBe(200);
    expect((await sessionRows(series.id)).map((s) => s.capacity)).toEqual([8, 12, 8, 8]);

    // This and following: a later start (20:00–22:30) and 10 places from the second session on.
    const v = await valuesOf(second!.id);
    const following = await edit(second!.id, 'following', {
      ...v,
      startsAt: `${v.startsAt.slice(0, 10)}T20:00`,
      endsAt: `${v.startsAt.slice(0, 10)}T22:30`,
      capacity: 10,
    });
    expect(following.status, JSON.stringify(following.body)).toBe(200);
    const rows = await sessionRows(series.id);
    expect(rows.map((s) => s.capacity)).toEqual([8, 10, 10, 10]);
    expect(rows.map((s) => wallOf(s.startsAt).slice(11))).toEqual(['19:00', '20:00', '20:00', '20:00']);
    expect(rows.map((s) => wallOf(s.endsAt).slice(11))).toEqual(['21:00', '22:30', '22:30', '22:30']);
    // Each stays on its own date.
    expect(rows.map((s) => wallOf(s.startsAt).slice(0, 10))).toEqual(rows.map((s) => s.seriesDate));

    const all = await edit(first!.id, 'all', {
      ...(await valuesOf(first!.id)),
      title: 'Thursday Lights Social',
    });
    expect(all.status).toBe(200);
    expect(new Set((await sessionRows(series.id)).map((s) => s.title))).toEqual(
      new Set(['Thursday Lights Social']),
    );
  });

  it('refuses the whole edit when one session would have fewer places than confirmed players', async () => {
    const series = await weeklySeries(3, { capacity: 4 });
    const third = series.sessions[2]!;
    for (let i = 0; i < 3; i++) {
      await insertRegistration(
        t.ctx.db,
        { socialEventId: third.id },
        who(`Full ${i}`, `full.${n}.${i}@example.com`),
        { status: 'confirmed' },
      );
    }
    const values = (
      await call(t, 'GET', `/api/admin/social-events/${series.sessions[0]!.id}`, { jar: admin })
    ).body.event.values;
    const res = await call(
      t,
      'PATCH',
      `/api/admin/event-series/${series.id}/sessions/${series.sessions[0]!.id}`,
      {
        jar: admin,
        body: { scope: 'all', values: { ...values, capacity: 2, title: 'Renamed' } },
      },
    );
    expect(res.status).toBe(409);
    expect(res.body.fields).toHaveProperty('capacity');
    // All or nothing: the first two sessions were not renamed either.
    expect((await sessionRows(series.id)).map((s) => [s.title, s.capacity])).toEqual(
      series.sessions.map(() => [values.title, 4]),
    );
  });
});

describe('exceptions: move one session, skip one', () => {
  it('moves a session (its people keep their places and are told) and skips another (cancelled, people told)', async () => {
    const series = await weeklySeries(4);
    const [, second, third] = series.sessions;
    const person = who('Mover Player', `mover.${n}@example.com`);
    await insertRegistration(t.ctx.db, { socialEventId: second!.id }, person, { status: 'confirmed' });
    await insertRegistration(t.ctx.db, { socialEventId: third!.id }, person, { status: 'confirmed' });

    const newDay = addDays(second!.seriesDate, 2);
    const moved = await call(t, 'POST', `/api/admin/event-series/${series.id}/sessions/${second!.id}/move`, {
      jar: admin,
      body: { startsAt: `${newDay}T10:00` },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const movedSession = (moved.body.series as AdminSeries).sessions.find((s) => s.id === second!.id)!;
    expect(wallOf(movedSession.startsAt)).toBe(`${newDay}T10:00`);
    expect(wallOf(movedSession.endsAt)).toBe(`${newDay}T12:00`);
    expect(movedSession).toMatchObject({ isMoved: true, seriesDate: second!.seriesDate, confirmedCount: 1 });
    expect((await lastEmailTo(t, person.email))?.subject).toMatch(/^New time: /);

    const skipped = await call(t, 'POST', `/api/admin/event-series/${series.id}/sessions/${third!.id}/skip`, {
      jar: admin,
      body: { message: 'The courts are being resurfaced.' },
    });
    expect(skipped.status, JSON.stringify(skipped.body)).toBe(200);
    const after = skipped.body.series as AdminSeries;
    expect(after.skippedDates).toEqual([third!.seriesDate]);
    expect(after.sessions.map((s) => s.id)).not.toContain(third!.id);
    const [row] = await t.ctx.db.select().from(socialEvents).where(eq(socialEvents.id, third!.id));
    expect(row!.status).toBe('cancelled');
    const mail = await lastEmailTo(t, person.email);
    expect(mail?.subject).toMatch(/^Cancelled: /);
    expect(mail?.text).toContain('resurfaced');

    // A move into the past is refused.
    const past = await call(
      t,
      'POST',
      `/api/admin/event-series/${series.id}/sessions/${series.sessions[3]!.id}/move`,
      {
        jar: admin,
        body: { startsAt: '2020-01-01T10:00' },
      },
    );
    expect(past.status).toBe(400);
  });
});

describe('signing up for the whole series', () => {
  async function signUpWhole(seriesId: string, jar: CookieJar) {
    return call(t, 'POST', `/api/event-series/${seriesId}/signups`, {
      jar,
      body: { name: 'Whole Series Player', phone: '555 010 3000', ntrp: '3.5', notes: '' },
    });
  }

  it('takes a place in every session at once; a full session puts them on its waitlist; not twice', async () => {
    const series = await weeklySeries(3, { capacity: 1 });
    await insertRegistration(
      t.ctx.db,
      { socialEventId: series.sessions[1]!.id },
      who('Early Bird', `early.${n}@example.com`),
      { status: 'confirmed' },
    );
    const player = await createSignedInUser(t, ['member']);
    const res = await signUpWhole(series.id, player.jar);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const result = res.body as SeriesSignupResult;
    expect(result.sessions.map((s) => [s.slug, s.outcome, s.waitlistPosition])).toEqual([
      [series.sessions[0]!.slug, 'confirmed', null],
      [series.sessions[1]!.slug, 'waitlisted', 1],
      [series.sessions[2]!.slug, 'confirmed', null],
    ]);
    const regs = await t.ctx.db
      .select()
      .from(registrations)
      .where(
        and(
          eq(registrations.emailKey, player.user.email.toLowerCase()),
          ne(registrations.status, 'cancelled'),
        ),
      );
    expect(regs).toHaveLength(3);
    expect(new Set(regs.map((r) => r.seriesSignupId))).toEqual(new Set([result.seriesSignupId]));
    expect(regs.every((r) => r.userId === player.user.id)).toBe(true);
    // One e-mail for the series, not one per session.
    const mails = await emailsTo(t, player.user.email);
    expect(mails.filter((m) => m.subject.startsWith("You're signed up for the series"))).toHaveLength(1);

    const again = await signUpWhole(series.id, player.jar);
    expect(again.status).toBe(409);
  });

  it('a session with a full waitlist is left out; with every session full nothing is signed up', async () => {
    const series = await weeklySeries(2, { capacity: 1, waitlistLimit: 0 });
    await insertRegistration(
      t.ctx.db,
      { socialEventId: series.sessions[0]!.id },
      who('Taken', `taken.${n}@example.com`),
      { status: 'confirmed' },
    );
    const player = await createSignedInUser(t, ['member']);
    const res = await signUpWhole(series.id, player.jar);
    expect(res.status).toBe(201);
    expect((res.body as SeriesSignupResult).sessions.map((s) => s.outcome)).toEqual(['full', 'confirmed']);
    const other = await createSignedInUser(t, ['member']);
    const none = await signUpWhole(series.id, other.jar);
    expect(none.status).toBe(409);
    const [left] = await t.ctx.db.select().from(eventSeries).where(eq(eventSeries.id, series.id));
    expect(left).toBeDefined();
  });

  it('two whole-series sign-ups at once for the last places: one gets them, the other the waitlists', async () => {
    const series = await weeklySeries(3, { capacity: 1 });
    const [a, b] = await Promise.all([createSignedInUser(t, ['member']), createSignedInUser(t, ['member'])]);
    const [ra, rb] = await Promise.all([signUpWhole(series.id, a.jar), signUpWhole(series.id, b.jar)]);
    expect([ra.status, rb.status]).toEqual([201, 201]);
    const outcomes = [ra.body, rb.body].map((r: SeriesSignupResult) =>
      r.sessions.map((s) => s.outcome).join(),
    );
    expect(outcomes.sort()).toEqual(['confirmed,confirmed,confirmed', 'waitlisted,waitlisted,waitlisted']);
    for (const s of series.sessions) {
      const rows = await t.ctx.db
        .select()
        .from(registrations)
        .where(and(eq(registrations.eventRef, s.id), eq(registrations.status, 'confirmed')));
      expect(rows).toHaveLength(1);
    }
  });

  it('needs an account', async () => {
    const series = await weeklySeries(2);
    const res = await call(t, 'POST', `/api/event-series/${series.id}/signups`, {
      body: { name: 'Visitor', phone: '555 010 3000', ntrp: '', notes: '' },
    });
    expect(res.status).toBe(401);
  });

  it('fees per session: each confirmed session opens its own fee in the ledger', async () => {
    const series = await weeklySeries(3, { feeCents: 500 });
    const player = await createSignedInUser(t, ['member']);
    const res = await signUpWhole(series.id, player.jar);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ feeMode: 'session', feeCents: 1500 });
    const dues = await t.ctx.db
      .select()
      .from(payments)
      .where(eq(payments.payerEmail, player.user.email.toLowerCase()));
    expect(dues.map((p) => [p.purpose, p.amountCents, p.state])).toEqual([
      ['event_fee', 500, 'pending'],
      ['event_fee', 500, 'pending'],
      ['event_fee', 500, 'pending'],
    ]);
  });

  it('fee per series: one payment for the series, pro rata when a session was full; a later promotion pays that session', async () => {
    const series = await weeklySeries(
      4,
      { feeCents: 500, capacity: 1 },
      { feeMode: 'series', seriesFee: '30' },
    );
    const early = await insertRegistration(
      t.ctx.db,
      { socialEventId: series.sessions[3]!.id },
      who('Early', `early.fee.${n}@example.com`),
      { status: 'confirmed' },
    );
    const player = await createSignedInUser(t, ['member']);
    const res = await signUpWhole(series.id, player.jar);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    // 3 of 4 sessions placed: $30 × 3/4.
    expect(res.body).toMatchObject({ feeMode: 'series', feeCents: 2250 });
    const email = player.user.email.toLowerCase();
    const dues = await t.ctx.db.select().from(payments).where(eq(payments.payerEmail, email));
    expect(dues.map((p) => [p.purpose, p.purposeId, p.amountCents])).toEqual([
      ['series_fee', res.body.seriesSignupId, 2250],
    ]);
    const status = await call(t, 'GET', `/api/payments/${dues[0]!.id}/status`, { jar: player.jar });
    expect(status.body.description).toMatch(/series fee$/);

    // The early bird cancels: the player moves up in the last session and owes that session's fee.
    const cancel = await call(t, 'POST', `/api/admin/registrations/${early.id}/cancel`, { jar: admin });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    const after = await t.ctx.db.select().from(payments).where(eq(payments.payerEmail, email));
    expect(after.map((p) => [p.purpose, p.amountCents]).sort()).toEqual([
      ['event_fee', 500],
      ['series_fee', 2250],
    ]);
  });
});

describe('cancelling a whole-series sign-up in one step', () => {
  const signUpWhole = (seriesId: string, jar: CookieJar) =>
    call(t, 'POST', `/api/event-series/${seriesId}/signups`, {
      jar,
      body: { name: 'Series Leaver', phone: '555 010 3000', ntrp: '3.5', notes: '' },
    });
  const cancelWhole = (seriesId: string, jar?: CookieJar) =>
    call(t, 'DELETE', `/api/event-series/${seriesId}/signups/mine`, jar ? { jar } : {});

  it('releases every coming place at once, promotes each waitlist, settles each fee by new entries, one e-mail', async () => {
    const series = await weeklySeries(3, { feeCents: 500, capacity: 1 });
    const player = await createSignedInUser(t, ['member']);
    const signed = await signUpWhole(series.id, player.jar);
    expect(signed.status, JSON.stringify(signed.body)).toBe(201);
    // Someone waits in the first and last sessions.
    const waiting = [];
    for (const i of [0, 2])
      waiting.push(
        await insertRegistration(
          t.ctx.db,
          { socialEventId: series.sessions[i]!.id },
          who('Patient Waiter', `waiter.${n}.${i}@example.com`),
          { status: 'waitlisted', waitlistPosition: 1 },
        ),
      );
    const email = player.user.email.toLowerCase();
    const fees = await t.ctx.db
      .select()
      .from(payments)
      .where(eq(payments.payerEmail, email))
      .orderBy(asc(payments.createdAt), asc(payments.purposeId));
    expect(fees).toHaveLength(3);
    // One fee paid online (a demo card payment: no money moves at Stripe), one in cash, one still open.
    await t.ctx.db
      .update(payments)
      .set({
        state: 'paid',
        method: 'card_online',
        stripePaymentIntentId: `pi_demo_series_${n}`,
        settledAt: new Date(),
      })
      .where(eq(payments.id, fees[0]!.id));
    await t.ctx.db
      .update(payments)
      .set({ state: 'paid', method: 'cash', receivedBy: 'Front desk', settledAt: new Date() })
      .where(eq(payments.id, fees[1]!.id));

    expect((await cancelWhole(series.id)).status).toBe(401);
    const stranger = await createSignedInUser(t, ['member']);
    expect((await cancelWhole(series.id, stranger.jar)).status).toBe(404);

    const res = await cancelWhole(series.id, player.jar);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const result = res.body as SeriesCancelResult;
    expect(result.cancelledSessions).toHaveLength(3);
    expect(result).toMatchObject({
      cancelledDueCents: 500,
      cardRefundCents: 500,
      owedBackCents: 500,
      stillDueCents: 0,
    });

    // Every place released; each waitlist moved up in its own session.
    const mine = await t.ctx.db.select().from(registrations).where(eq(registrations.emailKey, email));
    expect(mine.map((r) => r.status)).toEqual(['cancelled', 'cancelled', 'cancelled']);
    for (const w of waiting) {
      const [row] = await t.ctx.db.select().from(registrations).where(eq(registrations.id, w.id));
      expect(row!.status).toBe('confirmed');
    }

    // The money: nothing deleted; the open fee cancelled, the card fee refunded by a new row,
    // the cash fee still paid with a note that it is owed back.
    const after = await t.ctx.db.select().from(payments).where(eq(payments.payerEmail, email));
    const byId = new Map(after.map((p) => [p.id, p]));
    for (const f of fees) expect(byId.has(f.id)).toBe(true);
    expect(byId.get(fees[0]!.id)!.state).toBe('refunded');
    expect(
      after.filter((p) => p.refundOfPaymentId === fees[0]!.id).map((p) => [p.state, p.amountCents]),
    ).toEqual([['refunded', 500]]);
    expect(byId.get(fees[1]!.id)!.state).toBe('paid');
    const cashNotes = await t.ctx.db
      .select()
      .from(paymentHistory)
      .where(eq(paymentHistory.paymentId, fees[1]!.id));
    expect(cashNotes.some((h) => /owed back/.test(h.note))).toBe(true);
    expect(byId.get(fees[2]!.id)!.state).toBe('cancelled');

    // One e-mail for the whole series.
    const mails = (await emailsTo(t, player.user.email)).filter((m) =>
      m.subject.startsWith('Series sign-up cancelled'),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('$5.00 is being refunded to your card');
    expect(mails[0]!.text).toContain('$5.00 you paid by cash, cheque or transfer is owed back');
    expect((await emailsTo(t, player.user.email)).filter((m) => /cancel/i.test(m.subject))).toHaveLength(1);

    // Done once: a second cancel finds nothing, and the player may sign up again.
    expect((await cancelWhole(series.id, player.jar)).status).toBe(404);
    expect((await signUpWhole(series.id, player.jar)).status).toBe(201);
  });

  it('a per-series price keeps the share of the sessions already held and releases the rest', async () => {
    const series = await weeklySeries(4, {}, { feeMode: 'series', seriesFee: '40' });
    const player = await createSignedInUser(t, ['member']);
    const signed = await signUpWhole(series.id, player.jar);
    expect(signed.status).toBe(201);
    const signupId = (signed.body as SeriesSignupResult).seriesSignupId;
    // The first session has been held: its start is now in the past.
    const [first] = await sessionRows(series.id);
    await t.ctx.db
      .update(socialEvents)
      .set({ startsAt: new Date(Date.now() - 3600_000), endsAt: new Date(Date.now() - 60_000) })
      .where(eq(socialEvents.id, first!.id));
    const res = await cancelWhole(series.id, player.jar);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body as SeriesCancelResult).cancelledSessions).toHaveLength(3);
    expect(res.body).toMatchObject({ cancelledDueCents: 3000, stillDueCents: 1000 });
    const rows = await t.ctx.db.select().from(payments).where(eq(payments.purposeId, signupId));
    expect(rows.map((p) => [p.state, p.amountCents]).sort()).toEqual([
      ['cancelled', 4000],
      ['pending', 1000],
    ]);
    const regs = await t.ctx.db
      .select()
      .from(registrations)
      .where(eq(registrations.seriesSignupId, signupId));
    expect(regs.filter((r) => r.status !== 'cancelled').map((r) => r.socialEventId)).toEqual([first!.id]);
  });
});
