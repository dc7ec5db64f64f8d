import { insertRegistration, insertSocialEvent } from '@server/db/factories/events';
import { socialEvents } from '@server/db/schema/events';
import { createCancelToken } from '@server/features/events/cancel-token';
import { utcToZonedWallTime } from '@shared/club-time';
import type { SocialPlayerDetail, SocialPlayerList } from '@shared/schemas/events-players';
import type {
  AdminEventPlayers,
  CancelPreview,
  RegistrationResult,
} from '@shared/schemas/events-registrations';
import type {
  AdminSocialEvent,
  AdminSocialEventList,
  LiveAvailability,
  SocialEventList,
  SocialEventResponse,
} from '@shared/schemas/events-socials';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createSignedInUser,
  emailsTo,
  lastEmailTo,
  signInAs,
  tokenFromEmail,
} from '../support/auth-helpers';
import { insertCourt, registrationsOf } from '../support/factories';
import { confirmHeldPlace } from '../support/held-places';
import { validateICalendar } from '../support/ical-validator';
import { createTestApp, type TestApp } from '../support/test-context';

let t: TestApp;
let admin: Record<string, string>;
let executive: Record<string, string>;
let board: Record<string, string>;
let member: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  [admin, executive, board, member] = await Promise.all([
    signInAs(t, 'admin'),
    signInAs(t, 'executive'),
    signInAs(t, 'board'),
    signInAs(t, 'member'),
  ]);
});
afterAll(() => t.close());

const hour = 3600_000;
const day = 24 * hour;
let client = 0;

function person(name: string, email: string) {
  return { name, email, phone: '(555) 010-3000', ntrp: '3.5', partnerName: '', notes: '' };
}

/** A sign-up from its own address, so the per-address limit stays out of the way. */
function signUpHeld(slug: string, body: unknown, headers: Record<string, string> = {}) {
  client += 1;
  return call(t, 'POST', `/api/social-events/${slug}/registrations`, {
    body,
    headers: { 'x-test-client': `10.0.0.${client}`, ...headers },
  });
}

/** A visitor's sign-up confirmed from the e-mail (issue 18), as every place that counts is. */
async function signUp(slug: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await signUpHeld(slug, body, headers);
  if (res.status === 201 && res.body.confirmBy) {
    await confirmHeldPlace(t, res.body.email, { 'x-test-client': `10.0.0.${client}` });
  }
  return res;
}

function as(headers: Record<string, string>) {
  return { headers };
}

/** The event as calendars get it (its .ics): SEQUENCE and STATUS, from a valid calendar. */
async function calendarOf(slug: string): Promise<{ sequence: number; status: string }> {
  const res = await t.app.request(`/api/social-events/${slug}/ics`);
  expect(res.status).toBe(200);
  const [event] = validateICalendar(await res.text()).events;
  return { sequence: Number(event!.get('SEQUENCE')), status: event!.get('STATUS')! };
}

describe('public list and detail', () => {
  it('lists upcoming events first (soonest first) with spots left, past ones below, and hides drafts', async () => {
    const soon = await insertSocialEvent(t.ctx.db, {
      title: 'Soon Mixer',
      startsAt: new Date(Date.now() + 2 * day),
      capacity: 8,
    });
    const later = await insertSocialEvent(t.ctx.db, {
      title: 'Later Mixer',
      startsAt: new Date(Date.now() + 9 * day),
      capacity: 2,
    });
    const past = await insertSocialEvent(t.ctx.db, {
      title: 'Old Mixer',
      startsAt: new Date(Date.now() - 9 * day),
    });
    const draft = await insertSocialEvent(t.ctx.db, { title: 'Secret Draft', status: 'draft' });
    await insertRegistration(t.ctx.db, { socialEventId: soon.id }, person('A One', 'a1@example.com'));
    await insertRegistration(t.ctx.db, { socialEventId: later.id }, person('B One', 'b1@example.com'));
    await insertRegistration(t.ctx.db, { socialEventId: later.id }, person('B Two', 'b2@example.com'));

    const res = await call(t, 'GET', '/api/social-events');
    expect(res.status).toBe(200);
    const list = res.body as SocialEventList;
    expect(list.timeZone).toBe('America/Denver');
    const slugs = list.upcoming.map((e) => e.slug);
    expect(slugs.indexOf(soon.slug)).toBeLessThan(slugs.indexOf(later.slug));
    expect(slugs).not.toContain(draft.slug);
    expect(list.past.map((e) => e.slug)).toContain(past.slug);
    const soonItem = list.upcoming.find((e) => e.slug === soon.slug)!;
    expect(soonItem.availability).toMatchObject({
      state: 'open',
      spotsLeft: 7,
      label: '7 spots left',
      isOpen: true,
    });
    expect(list.upcoming.find((e) => e.slug === later.slug)!.availability).toMatchObject({
      state: 'waitlist',
      label: 'Waitlist',
    });
    expect(list.past.find((e) => e.slug === past.slug)!.availability.label).toBe('Past');
  });

  it('labels a closed deadline "Closed" and a full event without waitlist room "Full"', async () => {
    const closed = await insertSocialEvent(t.ctx.db, { signupDeadline: new Date(Date.now() - hour) });
    const full = await insertSocialEvent(t.ctx.db, { capacity: 1, waitlistLimit: 0 });
    await insertRegistration(t.ctx.db, { socialEventId: full.id }, person('Only One', 'only@example.com'));
    const list = (await call(t, 'GET', '/api/social-events')).body as SocialEventList;
    expect(list.upcoming.find((e) => e.id === closed.id)!.availability.label).toBe('Closed');
    expect(list.upcoming.find((e) => e.id === full.id)!.availability.label).toBe('Full');
  });

  it('shows one event with its court, and 404s drafts to the public but not to organisers', async () => {
    const court = await insertCourt(t.ctx.db, { name: 'Detail Park' });
    const e = await insertSocialEvent(t.ctx.db, {
      courtId: court.id,
      placeText: 'Courts 1–2',
      description: '**Bring water**',
    });
    const res = await call(t, 'GET', `/api/social-events/${e.slug}`);
    expect(res.status).toBe(200);
    const body = res.body as SocialEventResponse;
    expect(body.event).toMatchObject({
      title: e.title,
      description: '**Bring water**',
      placeText: 'Courts 1–2',
    });
    expect(body.event.court).toMatchObject({ id: court.id, name: 'Detail Park' });

    const draft = await insertSocialEvent(t.ctx.db, { status: 'draft' });
    expect((await call(t, 'GET', `/api/social-events/${draft.slug}`)).status).toBe(404);
    expect((await call(t, 'GET', `/api/social-events/${draft.slug}`, as(member))).status).toBe(404);
    expect((await call(t, 'GET', `/api/social-events/${draft.slug}`, as(admin))).status).toBe(200);
    const missing = await call(t, 'GET', '/api/social-events/no-such-event');
    expect(missing).toMatchObject({ status: 404, body: { error: "We couldn't find that event." } });
  });
});

describe('sign-up', () => {
  it('confirms within capacity and e-mails a confirmation with a working cancel link', async () => {
    const e = await insertSocialEvent(t.ctx.db, { capacity: 2, title: 'Confirm Social', feeCents: 1500 });
    const res = await signUp(e.slug, person('Dana Doe', 'Dana.Doe@Example.com'));
    expect(res.status).toBe(201);
    const result = res.body as RegistrationResult;
    expect(result).toMatchObject({
      status: 'confirmed',
      waitlistPosition: null,
      eventTitle: 'Confirm Social',
      kind: 'social',
    });
    expect(result.eventPath).toBe(`/social_events/${e.slug}`);

    const mail = await lastEmailTo(t, 'Dana.Doe@Example.com');
    expect(mail?.subject).toBe("You're signed up: Confirm Social");
    expect(mail?.text).toContain('Fee: $15.00');
    expect(mail?.text).toContain(utcToZonedWallTime(e.startsAt, 'America/Denver').slice(0, 4));
    const token = tokenFromEmail(mail!.text, '/registrations/cancel');
    const preview = await call(t, 'GET', `/api/registrations/cancel?token=${encodeURIComponent(token)}`);
    expect(preview.status).toBe(200);
    expect(preview.body as CancelPreview).toMatchObject({
      eventTitle: 'Confirm Social',
      name: 'Dana Doe',
      canCancel: true,
    });
  });

  it('waitlists beyond capacity with the next position and says so in the e-mail', async () => {
    const e = await insertSocialEvent(t.ctx.db, { capacity: 1, title: 'Tiny Social' });
    expect((await signUp(e.slug, person('First', 'first@example.com'))).body.status).toBe('confirmed');
    const second = await signUp(e.slug, person('Second', 'second@example.com'));
    const third = await signUp(e.slug, person('Third', 'third@example.com'));
    expect(second.body).toMatchObject({ status: 'waitlisted', waitlistPosition: 1 });
    expect(third.body).toMatchObject({ status: 'waitlisted', waitlistPosition: 2 });
    expect((await lastEmailTo(t, 'third@example.com'))?.subject).toBe(
      "You're on the waitlist (#2): Tiny Social",
    );
  });

  it('refuses the same e-mail twice (any case) with 409', async () => {
    const e = await insertSocialEvent(t.ctx.db);
    expect((await signUp(e.slug, person('Sam', 'sam@example.com'))).status).toBe(201);
    const again = await signUp(e.slug, person('Sam Again', ' SAM@example.com '));
    expect(again).toMatchObject({ status: 409, body: { error: "You're already signed up for this event." } });
  });

  it('refuses after the deadline, once started, when cancelled, and for drafts — with clear messages', async () => {
    const late = await insertSocialEvent(t.ctx.db, { signupDeadline: new Date(Date.now() - 60_000) });
    const started = await insertSocialEvent(t.ctx.db, { startsAt: new Date(Date.now() - hour) });
    const cancelled = await insertSocialEvent(t.ctx.db, { status: 'cancelled' });
    const draft = await insertSocialEvent(t.ctx.db, { status: 'draft' });
    const p = person('Late Larry', 'larry@example.com');
    expect(await signUp(late.slug, p)).toMatchObject({
      status: 409,
      body: { error: 'Sign-up for this event has closed: the deadline has passed.' },
    });
    expect(await signUp(started.slug, p)).toMatchObject({
      status: 409,
      body: { error: 'This event has already started, so sign-up is closed.' },
    });
    expect(await signUp(cancelled.slug, p)).toMatchObject({
      status: 409,
      body: { error: 'This event has been cancelled, so sign-up is closed.' },
    });
    expect((await signUp(draft.slug, p)).status).toBe(404);
    expect(await emailsTo(t, 'larry@example.com')).toHaveLength(0);
  });

  it('refuses when the waitlist is full too', async () => {
    const e = await insertSocialEvent(t.ctx.db, { capacity: 1, waitlistLimit: 1 });
    await signUp(e.slug, person('One', 'wl1@example.com'));
    await signUp(e.slug, person('Two', 'wl2@example.com'));
    expect(await signUp(e.slug, person('Three', 'wl3@example.com'))).toMatchObject({
      status: 409,
      body: { error: 'This event is full and its waitlist is full too.' },
    });
  });

  it('validates input with readable messages and traps spam', async () => {
    const e = await insertSocialEvent(t.ctx.db);
    const bad = await signUp(e.slug, { ...person('X', 'not-an-email'), phone: '12' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/e-mail|phone/i);
    const noName = await signUp(e.slug, person('', 'ok@example.com'));
    expect(noName.body.error).toBe('name: Please enter your name.');
    const spam = await signUp(e.slug, { ...person('Bot', 'bot@example.com'), website: 'http://spam' });
    expect(spam).toMatchObject({ status: 400, body: { error: 'Spam detected' } });
    expect(await registrationsOf(t.ctx.db, e.id)).toHaveLength(0);
  });

  it('links the registration to the signed-in account', async () => {
    const e = await insertSocialEvent(t.ctx.db);
    const res = await signUp(e.slug, person('Member May', 'may@example.com'), member);
    expect(res.status).toBe(201);
    const [row] = await registrationsOf(t.ctx.db, e.id);
    expect(row!.userId).toBeTruthy();
  });

  it("keeps a player's stored details when someone else signs up with their e-mail; the signed-in owner updates them", async () => {
    const owner = await createSignedInUser(t, 'member');
    const email = owner.user.email;
    const [first, second, third] = await Promise.all([
      insertSocialEvent(t.ctx.db, { title: 'Owner First' }),
      insertSocialEvent(t.ctx.db, { title: 'Owner Second' }),
      insertSocialEvent(t.ctx.db, { title: 'Owner Third' }),
    ]);
    const playerOf = async () => {
      const list = (
        await call(t, 'GET', `/api/admin/social-players?q=${encodeURIComponent(email)}`, as(admin))
      ).body as SocialPlayerList;
      expect(list.total).toBe(1);
      return list.items[0]!;
    };
    expect((await signUp(first.slug, { ...person('Olive Owner', email), phone: '555-0100' })).status).toBe(
      201,
    );
    expect(await playerOf()).toMatchObject({ name: 'Olive Owner', phone: '555-0100' });

    // An anonymous visitor (and a different signed-in user) typing her e-mail change nothing shared.
    const forged = { ...person('Mallory Forger', email.toUpperCase()), phone: '555-0666', ntrp: '4.5' };
    expect((await signUp(second.slug, forged)).status).toBe(201);
    expect((await signUp(third.slug, forged, member)).status).toBe(201);
    expect(await playerOf()).toMatchObject({ name: 'Olive Owner', phone: '555-0100', ntrp: '3.5', email });
    // ...while that registration keeps the details it was made with.
    const [forgedRow] = await registrationsOf(t.ctx.db, second.id);
    expect(forgedRow).toMatchObject({ name: 'Mallory Forger', phone: '555-0666' });

    // The owner, signed in with her own address, updates her record.
    const fourth = await insertSocialEvent(t.ctx.db, { title: 'Owner Fourth' });
    const mine = { ...person('Olive Renamed', email), phone: '555-0199' };
    expect((await signUp(fourth.slug, mine, owner.headers)).status).toBe(201);
    expect(await playerOf()).toMatchObject({ name: 'Olive Renamed', phone: '555-0199' });
  });

  it('rate-limits sign-ups per address', async () => {
    const e = await insertSocialEvent(t.ctx.db, { capacity: 100 });
    let last = 0;
    for (let i = 0; i < 21; i++) {
      const res = await call(t, 'POST', `/api/social-events/${e.slug}/registrations`, {
        body: person(`Flood ${i}`, `flood${i}@example.com`),
        headers: { 'x-test-client': '192.0.2.99' },
      });
      last = res.status;
      if (i < 20) expect(res.status).toBe(201);
    }
    expect(last).toBe(429);
  });
});

describe('cancellation and the waitlist', () => {
  it('cancelling through the e-mailed link promotes the first waitlisted player and e-mails them', async () => {
    const e = await insertSocialEvent(t.ctx.db, { capacity: 1, title: 'Swap Social' });
    await signUp(e.slug, person('Holder', 'holder@example.com'));
    await signUp(e.slug, person('Waiter One', 'waiter1@example.com'));
    await signUp(e.slug, person('Waiter Two', 'waiter2@example.com'));
    const token = tokenFromEmail((await lastEmailTo(t, 'holder@example.com'))!.text, '/registrations/cancel');

    const res = await call(t, 'POST', '/api/registrations/cancel', { body: { token } });
    expect(res).toMatchObject({ status: 200, body: { eventTitle: 'Swap Social', promotedCount: 1 } });
    const rows = await registrationsOf(t.ctx.db, e.id);
    expect(rows.find((r) => r.email === 'holder@example.com')!.status).toBe('cancelled');
    expect(rows.find((r) => r.email === 'waiter1@example.com')).toMatchObject({
      status: 'confirmed',
      waitlistPosition: null,
    });
    expect(rows.find((r) => r.email === 'waiter2@example.com')).toMatchObject({
      status: 'waitlisted',
      waitlistPosition: 1,
    });
    expect((await lastEmailTo(t, 'waiter1@example.com'))?.subject).toBe(
      "Good news: you're in for Swap Social",
    );
    expect((await lastEmailTo(t, 'holder@example.com'))?.subject).toBe('Registration cancelled: Swap Social');

    // The same link again: already cancelled; and the person may sign up again afterwards.
    expect(await call(t, 'POST', '/api/registrations/cancel', { body: { token } })).toMatchObject({
      status: 409,
      body: { error: 'This registration has already been cancelled.' },
    });
    expect((await signUp(e.slug, person('Holder', 'holder@example.com'))).body).toMatchObject({
      status: 'waitlisted',
      waitlistPosition: 2,
    });
  });

  it('rejects forged or malformed tokens', async () => {
    const e = await insertSocialEvent(t.ctx.db);
    const reg = await insertRegistration(
      t.ctx.db,
      { socialEventId: e.id },
      person('Victim', 'victim@example.com'),
    );
    const forged = `${reg.id}.${'A'.repeat(43)}`;
    const res = await call(t, 'POST', '/api/registrations/cancel', { body: { token: forged } });
    expect(res).toMatchObject({
      status: 404,
      body: {
        error: 'This cancellation link is invalid. Please use the link from your confirmation e-mail.',
      },
    });
    expect((await call(t, 'POST', '/api/registrations/cancel', { body: { token: 'short' } })).status).toBe(
      400,
    );
    expect((await registrationsOf(t.ctx.db, e.id))[0]!.status).toBe('confirmed');
  });

  it('streams live availability to an open detail page (server-sent events)', async () => {
    const e = await insertSocialEvent(t.ctx.db, { capacity: 2 });
    const res = await t.app.request(`/api/social-events/${e.slug}/live`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body!.getReader();
    const next = sseReader(reader);
    const first = await next();
    expect(first.event).toBe('availability');
    expect((JSON.parse(first.data) as LiveAvailability).availability.spotsLeft).toBe(2);

    await signUpHeld(e.slug, person('Live One', 'live1@example.com'));
    const second = JSON.parse((await next()).data) as LiveAvailability;
    expect(second).toMatchObject({ confirmedCount: 1, availability: { spotsLeft: 1, label: '1 spot left' } });

    await signUpHeld(e.slug, person('Live Two', 'live2@example.com'));
    await signUpHeld(e.slug, person('Live Three', 'live3@example.com'));
    expect((JSON.parse((await next()).data) as LiveAvailability).availability.label).toBe('Waitlist');
    const third = JSON.parse((await next()).data) as LiveAvailability;
    expect(third).toMatchObject({ confirmedCount: 2, waitlistCount: 1 });

    const [holder] = (await registrationsOf(t.ctx.db, e.id)).filter((r) => r.status === 'confirmed');
    await call(t, 'POST', '/api/registrations/cancel', {
      body: { token: createCancelToken(t.ctx.authSecret, holder!.id) },
    });
    const afterCancel = JSON.parse((await next()).data) as LiveAvailability;
    expect(afterCancel).toMatchObject({ confirmedCount: 2, waitlistCount: 0 });
    await reader.cancel();
  });

  it('caps open streams per address (429, then a slot comes back) and ends each after its lifetime', async () => {
    const { liveStreamLimits } = await import('@server/features/events/live-availability');
    const e = await insertSocialEvent(t.ctx.db, { capacity: 2 });
    const open = (client: string) =>
      t.app.request(`/api/social-events/${e.slug}/live`, { headers: { 'x-test-client': client } });
    const readers: ReadableStreamDefaultReader<Uint8Array>[] = [];
    for (let i = 0; i < liveStreamLimits.perAddress; i++) {
      const res = await open('10.7.0.1');
      expect(res.status).toBe(200);
      const reader = res.body!.getReader();
      await sseReader(reader)();
      readers.push(reader);
    }
    const refused = await open('10.7.0.1');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    expect((await refused.json()).error).toMatch(/Too many live pages/);
    // Another address is not held back by this one.
    const other = await open('10.7.0.2');
    expect(other.status).toBe(200);
    await other.body!.cancel();
    // A page closed gives its slot back.
    await readers.pop()!.cancel();
    await expect
      .poll(async () => {
        const res = await open('10.7.0.1');
        if (res.status === 200) readers.push(res.body!.getReader());
        return res.status;
      })
      .toBe(200);
    for (const reader of readers) await reader.cancel();

    // A stream ends after its lifetime: the browser's EventSource reconnects by itself.
    const lifetime = liveStreamLimits.maxLifetimeMs;
    liveStreamLimits.maxLifetimeMs = 300;
    try {
      const res = await open('10.7.0.3');
      const reader = res.body!.getReader();
      await sseReader(reader)();
      let isDone = false;
      while (!isDone) isDone = (await reader.read()).done;
      expect(isDone).toBe(true);
    } finally {
      liveStreamLimits.maxLifetimeMs = lifetime;
    }
  });
});

describe('organisers', () => {
  const form = (overrides: Record<string, unknown> = {}) => ({
    title: 'Admin Made Mixer',
    slug: '',
    description: 'Doubles and **pizza**.',
    startsAt: '2031-06-12T18:00',
    endsAt: '2031-06-12T21:00',
    signupDeadline: '2031-06-11T20:00',
    courtId: '',
    placeText: 'Riverside Park',
    capacity: 2,
    waitlistLimit: '',
    fee: '12.50',
    imageUrl: '',
    ...overrides,
  });

  it('requires admin or executive for every organiser route', async () => {
    expect((await call(t, 'GET', '/api/admin/social-events')).status).toBe(401);
    expect((await call(t, 'GET', '/api/admin/social-events', as(member))).status).toBe(403);
    expect((await call(t, 'GET', '/api/admin/social-events', as(board))).status).toBe(403);
    expect((await call(t, 'POST', '/api/admin/social-events', { ...as(member), body: form() })).status).toBe(
      403,
    );
    expect((await call(t, 'GET', '/api/admin/social-events', as(executive))).status).toBe(200);
    // The players list is open to the board as well.
    expect((await call(t, 'GET', '/api/admin/social-players', as(board))).status).toBe(200);
    expect((await call(t, 'GET', '/api/admin/social-players', as(member))).status).toBe(403);
  });

  it('creates a draft in the club time zone, publishes, edits, duplicates and cancels (e-mailing everyone)', async () => {
    const created = await call(t, 'POST', '/api/admin/social-events', { ...as(admin), body: form() });
    expect(created.status).toBe(201);
    const event = created.body.event as AdminSocialEvent;
    expect(event).toMatchObject({ status: 'draft', slug: 'admin-made-mixer', timeZone: 'America/Denver' });
    expect(event.values).toMatchObject({ startsAt: '2031-06-12T18:00', fee: '12.50', capacity: 2 });
    const [row] = await t.ctx.db.select().from(socialEvents).where(eq(socialEvents.id, event.id));
    // 6 pm in Denver in June (MDT, UTC−6) is midnight UTC.
    expect(row!.startsAt.toISOString()).toBe('2031-06-13T00:00:00.000Z');
    expect(row!.feeCents).toBe(1250);

    expect((await signUp(event.slug, person('Too Early', 'early@example.com'))).status).toBe(404);
    const published = await call(t, 'POST', `/api/admin/social-events/${event.id}/publish`, as(admin));
    expect(published.body.event.status).toBe('published');
    const first = await calendarOf(event.slug);
    expect(first.status).toBe('CONFIRMED');
    await signUp(event.slug, person('P One', 'p1@example.com'));
    await signUp(event.slug, person('P Two', 'p2@example.com'));
    await signUp(event.slug, person('P Three', 'p3@example.com'));

    // Capacity below the confirmed count is refused; raising it promotes the waitlist.
    const tooSmall = await call(t, 'PATCH', `/api/admin/social-events/${event.id}`, {
      ...as(admin),
      body: form({ capacity: 1 }),
    });
    expect(tooSmall.status).toBe(409);
    expect(tooSmall.body.error).toContain('2 players are already confirmed');
    const bigger = await call(t, 'PATCH', `/api/admin/social-events/${event.id}`, {
      ...as(executive),
      body: form({ capacity: 3, title: 'Admin Made Mixer (edited)' }),
    });
    expect(bigger.status).toBe(200);
    expect(bigger.body.event).toMatchObject({ confirmedCount: 3, waitlistCount: 0 });
    // An edit is a new revision: calendars that hold the event take it (issue 19).
    const edited = await calendarOf(event.slug);
    expect(edited.sequence).toBeGreaterThan(first.sequence);
    expect((await lastEmailTo(t, 'p3@example.com'))?.subject).toContain('Good news');

    const bad = await call(t, 'PATCH', `/api/admin/social-events/${event.id}`, {
      ...as(admin),
      body: form({ endsAt: '2031-06-12T17:00' }),
    });
    expect(bad).toMatchObject({
      status: 400,
      body: { error: 'endsAt: The event must end after it starts.' },
    });

    const copy = await call(t, 'POST', `/api/admin/social-events/${event.id}/duplicate`, {
      ...as(admin),
      body: { startsAt: '2031-06-19T18:00' },
    });
    expect(copy.status).toBe(201);
    expect(copy.body.event).toMatchObject({ status: 'draft', confirmedCount: 0 });
    expect(copy.body.event.values).toMatchObject({
      startsAt: '2031-06-19T18:00',
      endsAt: '2031-06-19T21:00',
      signupDeadline: '2031-06-18T20:00',
    });
    expect(copy.body.event.slug).not.toBe(event.slug);

    const cancelled = await call(t, 'POST', `/api/admin/social-events/${event.id}/cancel`, {
      ...as(admin),
      body: { message: 'The courts are being resurfaced.' },
    });
    expect(cancelled).toMatchObject({ status: 200, body: { notified: 3, event: { status: 'cancelled' } } });
    const off = await calendarOf(event.slug);
    expect(off.status).toBe('CANCELLED');
    expect(off.sequence).toBeGreaterThan(edited.sequence);
    const mail = await lastEmailTo(t, 'p1@example.com');
    expect(mail?.subject).toMatch(/^Cancelled: Admin Made Mixer \(edited\)/);
    expect(mail?.text).toContain('The courts are being resurfaced.');
    expect((await registrationsOf(t.ctx.db, event.id)).every((r) => r.status === 'cancelled')).toBe(true);
    expect((await call(t, 'POST', `/api/admin/social-events/${event.id}/publish`, as(admin))).status).toBe(
      409,
    );
    // Deleting is only for events nobody signed up for.
    expect((await call(t, 'DELETE', `/api/admin/social-events/${event.id}`, as(admin))).status).toBe(409);
    expect(
      (await call(t, 'DELETE', `/api/admin/social-events/${copy.body.event.id}`, as(admin))).status,
    ).toBe(204);
  });

  it('refuses a slug already in use', async () => {
    const other = await insertSocialEvent(t.ctx.db);
    const res = await call(t, 'POST', '/api/admin/social-events', {
      ...as(admin),
      body: form({ slug: other.slug }),
    });
    expect(res).toMatchObject({
      status: 409,
      body: { error: 'Another event already uses this web address; choose another.' },
    });
  });

  it('lists events with search, sort and pages of 50, and exports CSV', async () => {
    for (let i = 0; i < 55; i++) {
      await insertSocialEvent(t.ctx.db, { title: `Paging Social ${String(i).padStart(2, '0')}` });
    }
    const page1 = (await call(t, 'GET', '/api/admin/social-events?q=paging&sort=title&dir=asc', as(admin)))
      .body as AdminSocialEventList;
    expect(page1.total).toBe(55);
    expect(page1.items).toHaveLength(50);
    expect(page1.items[0]!.title).toBe('Paging Social 00');
    const page2 = (
      await call(t, 'GET', '/api/admin/social-events?q=paging&sort=title&dir=asc&page=2', as(admin))
    ).body as AdminSocialEventList;
    expect(page2.items.map((r) => r.title)).toEqual([
      'Paging Social 50',
      'Paging Social 51',
      'Paging Social 52',
      'Paging Social 53',
      'Paging Social 54',
    ]);
    const res = await t.app.request('/api/admin/social-events.csv?q=paging', { headers: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const csv = await res.text();
    expect(csv.split('\r\n').filter(Boolean)).toHaveLength(56);
    expect(csv).toContain('Title,Starts (America/Denver),Ends (America/Denver),Place,Status');
    expect((await call(t, 'GET', '/api/admin/social-events?sort=nope', as(admin))).status).toBe(400);
  });

  it('runs the players of one event: walk-in, check-in, move, cancel, remove, CSV', async () => {
    const e = await insertSocialEvent(t.ctx.db, { capacity: 2, title: 'Desk Social' });
    await signUp(e.slug, person('Ann', 'ann@example.com'));
    await signUp(e.slug, person('Ben', 'ben@example.com'));
    await signUp(e.slug, person('Cat', 'cat@example.com'));
    await signUp(e.slug, person('Dan', 'dan@example.com'));
    const list = async () =>
      (await call(t, 'GET', `/api/admin/social-events/${e.id}/registrations`, as(admin)))
        .body as AdminEventPlayers;
    const byName = async (name: string) => (await list()).registrations.find((r) => r.name === name)!;

    expect(
      (await list()).registrations.map((r) => `${r.name}:${r.status}:${r.waitlistPosition ?? ''}`),
    ).toEqual(['Ann:confirmed:', 'Ben:confirmed:', 'Cat:waitlisted:1', 'Dan:waitlisted:2']);

    // Walk-in: confirmed and checked in straight away, even over capacity, e-mail optional.
    const walk = await call(t, 'POST', `/api/admin/social-events/${e.id}/registrations`, {
      ...as(admin),
      body: { name: 'Walker', email: '', phone: '', ntrp: '', partnerName: '', notes: 'Paid cash' },
    });
    expect(walk.status).toBe(201);
    expect(await byName('Walker')).toMatchObject({ status: 'confirmed', isWalkIn: true });
    expect((await byName('Walker')).checkedInAt).not.toBeNull();

    const ann = await byName('Ann');
    const checkIn = await call(t, 'POST', `/api/admin/registrations/${ann.id}/check-in`, {
      ...as(admin),
      body: { checkedIn: true },
    });
    expect(checkIn.status).toBe(200);
    expect((await byName('Ann')).checkedInAt).not.toBeNull();
    const cat = await byName('Cat');
    expect(
      (
        await call(t, 'POST', `/api/admin/registrations/${cat.id}/check-in`, {
          ...as(admin),
          body: { checkedIn: true },
        })
      ).status,
    ).toBe(409);

    // Move Dan up (over capacity), then Ben down to the end of the waitlist.
    const dan = await byName('Dan');
    expect(
      (
        await call(t, 'POST', `/api/admin/registrations/${dan.id}/move`, {
          ...as(admin),
          body: { to: 'confirmed' },
        })
      ).body,
    ).toMatchObject({ status: 'confirmed' });
    expect((await byName('Cat')).waitlistPosition).toBe(1);
    expect((await lastEmailTo(t, 'dan@example.com'))?.subject).toContain('Good news');
    const ben = await byName('Ben');
    const moved = await call(t, 'POST', `/api/admin/registrations/${ben.id}/move`, {
      ...as(admin),
      body: { to: 'waitlisted' },
    });
    expect(moved.body).toMatchObject({ status: 'waitlisted', waitlistPosition: 2 });

    // Cancelling a confirmed player (by an organiser) tells them; still over capacity, so nobody moves up.
    const cancel = await call(t, 'POST', `/api/admin/registrations/${dan.id}/cancel`, as(admin));
    expect(cancel.body).toMatchObject({ promotedCount: 0 });
    expect((await lastEmailTo(t, 'dan@example.com'))?.text).toContain('The organisers have cancelled');

    // Removing deletes the row outright.
    const removed = await call(t, 'DELETE', `/api/admin/registrations/${cat.id}`, as(admin));
    expect(removed.status).toBe(200);
    expect((await list()).registrations.find((r) => r.name === 'Cat')).toBeUndefined();
    expect((await byName('Ben')).waitlistPosition).toBe(1);

    const csvRes = await t.app.request(`/api/admin/social-events/${e.id}/registrations.csv`, {
      headers: admin,
    });
    const csv = await csvRes.text();
    expect(csv).toContain('Status,Waitlist position,Name,E-mail,Signed up by,Phone,NTRP');
    expect(csv).toContain('Walker');
    expect(csv).toContain('ann@example.com');

    expect(
      (
        await call(t, 'POST', `/api/admin/registrations/${ann.id}/move`, {
          ...as(member),
          body: { to: 'waitlisted' },
        })
      ).status,
    ).toBe(403);
  });

  it('aggregates social players by person with search, sort, detail and CSV', async () => {
    const past1 = await insertSocialEvent(t.ctx.db, {
      title: 'Players Past 1',
      startsAt: new Date(Date.now() - 30 * day),
    });
    const past2 = await insertSocialEvent(t.ctx.db, {
      title: 'Players Past 2',
      startsAt: new Date(Date.now() - 10 * day),
    });
    const next = await insertSocialEvent(t.ctx.db, { title: 'Players Next' });
    const zoe = person('Zoe Regular', 'zoe.regular@example.com');
    await insertRegistration(t.ctx.db, { socialEventId: past1.id }, zoe, { checkedInAt: new Date() });
    await insertRegistration(
      t.ctx.db,
      { socialEventId: past2.id },
      { ...zoe, email: 'ZOE.regular@example.com' },
    );
    await insertRegistration(t.ctx.db, { socialEventId: next.id }, zoe);
    await insertRegistration(
      t.ctx.db,
      { socialEventId: past2.id },
      person('Yan Once', 'yan.once@example.com'),
      {
        status: 'cancelled',
      },
    );

    const res = await call(t, 'GET', '/api/admin/social-players?q=regular', as(board));
    const list = res.body as SocialPlayerList;
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({
      name: 'Zoe Regular',
      signups: 3,
      eventsAttended: 2,
      lastEventTitle: 'Players Next',
    });
    const yan = (
      (await call(t, 'GET', '/api/admin/social-players?q=yan.once', as(admin))).body as SocialPlayerList
    ).items[0]!;
    expect(yan).toMatchObject({ signups: 0, eventsAttended: 0, lastEventAt: null });

    const sorted = (await call(t, 'GET', '/api/admin/social-players?sort=eventsAttended&dir=desc', as(admin)))
      .body as SocialPlayerList;
    expect(sorted.items[0]!.eventsAttended).toBeGreaterThanOrEqual(sorted.items.at(-1)!.eventsAttended);

    const detail = (await call(t, 'GET', `/api/admin/social-players/${list.items[0]!.id}`, as(board)))
      .body as SocialPlayerDetail;
    expect(detail.history.map((h) => h.eventTitle)).toEqual([
      'Players Next',
      'Players Past 2',
      'Players Past 1',
    ]);
    expect((await call(t, 'GET', '/api/admin/social-players/not-a-uuid', as(board))).status).toBe(404);

    const csv = await (
      await t.app.request('/api/admin/social-players.csv?q=regular', { headers: board })
    ).text();
    expect(csv).toContain('Name,E-mail,Phone,NTRP,Sign-ups,Socials attended,Last social');
    expect(csv).toContain('Zoe Regular');
  });
});

/** Reads one server-sent event at a time from a stream. */
function sseReader(reader: ReadableStreamDefaultReader<Uint8Array>) {
  const decoder = new TextDecoder();
  let buffer = '';
  return async function next(): Promise<{ event: string; data: string }> {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
        const data = block
          .split('\n')
          .filter((l) => l.startsWith('data: '))
          .map((l) => l.slice(6))
          .join('\n');
        if (event === 'ping') continue;
        return { event, data };
      }
      const { value, done } = await Promise.race([
        reader.read(),
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error('no SSE message within 5 s')), 5000),
        ),
      ]);
      if (done) throw new Error('stream ended');
      buffer += decoder.decode(value, { stream: true });
    }
  };
}
