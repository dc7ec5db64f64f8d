import { insertSocialEvent, insertTournament } from '@server/db/factories/events';
import type { UpcomingHighlightList } from '@shared/schemas/events';
import type { MyRegistrationList, RegistrationResult } from '@shared/schemas/events-registrations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createSignedInUser, lastEmailTo } from '../support/auth-helpers';
import { createTestApp, type TestApp } from '../support/test-context';

/** Issue 8 §4: highlights, a member's own sign-ups (and cancelling them), the fee on the confirmation. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const day = 24 * 3600_000;
let client = 0;
const person = (name: string, email: string) => ({
  name,
  email,
  phone: '(555) 010-4000',
  ntrp: '3.5',
  partnerName: '',
  notes: '',
});
const from = () => ({ 'x-test-client': `10.9.0.${++client}` });

describe('upcoming highlights', () => {
  it('lists the next published socials and tournaments soonest first with place, spots left and picture', async () => {
    const now = Date.now();
    await insertSocialEvent(t.ctx.db, {
      title: 'Highlight Draft',
      startsAt: new Date(now + 1 * day),
      status: 'draft',
    });
    const first = await insertSocialEvent(t.ctx.db, {
      title: 'Highlight Mixer',
      startsAt: new Date(now + 2 * day),
      capacity: 6,
      imageUrl: '/api/event-files/mixer.jpg',
    });
    const { tournament } = await insertTournament(
      t.ctx.db,
      {
        title: 'Highlight Open',
        startDate: new Date(now + 3 * day).toISOString().slice(0, 10),
        endDate: new Date(now + 4 * day).toISOString().slice(0, 10),
      },
      [
        { name: 'A', capacity: 4 },
        { name: 'B', capacity: 2 },
      ],
    );
    await insertSocialEvent(t.ctx.db, { title: 'Highlight Later', startsAt: new Date(now + 20 * day) });
    await insertSocialEvent(t.ctx.db, { title: 'Highlight Much Later', startsAt: new Date(now + 40 * day) });

    const res = await call(t, 'GET', '/api/events/upcoming?limit=3');
    expect(res.status).toBe(200);
    const { highlights } = res.body as UpcomingHighlightList;
    expect(highlights.map((h) => h.title)).toEqual(['Highlight Mixer', 'Highlight Open', 'Highlight Later']);
    expect(highlights[0]).toMatchObject({
      kind: 'social',
      id: first.id,
      path: `/social_events/${first.slug}`,
      imageUrl: '/api/event-files/mixer.jpg',
      place: 'Riverside Park, courts 1–4',
      availability: { state: 'open', spotsLeft: 6, label: '6 spots left' },
    });
    expect(highlights[1]).toMatchObject({
      kind: 'tournament',
      path: `/events/${tournament.slug}`,
      isAllDay: true,
      availability: { spotsLeft: 6 },
    });
    expect((await call(t, 'GET', '/api/events/upcoming?limit=99')).status).toBe(400);
  });
});

describe("a member's own sign-ups", () => {
  it('lists them (confirmed and waitlisted, not past or cancelled) and lets only the owner cancel', async () => {
    const me = await createSignedInUser(t, ['member']);
    const other = await createSignedInUser(t, ['member']);
    const social = await insertSocialEvent(t.ctx.db, {
      title: 'Mine Social',
      startsAt: new Date(Date.now() + 5 * day),
      feeCents: 1500,
    });
    const { tournament, divisions } = await insertTournament(t.ctx.db, { title: 'Mine Cup' }, [
      { name: 'Full Division', capacity: 1 },
    ]);
    // Signed in for the social; anonymously (same e-mail) for the tournament, behind someone else.
    const signed = await call(t, 'POST', `/api/social-events/${social.slug}/registrations`, {
      headers: { ...me.headers, ...from() },
      body: person('Me Member', me.user.email),
    });
    expect(signed.status).toBe(201);
    const result = signed.body as RegistrationResult;
    expect(result).toMatchObject({ feeCents: 1500, feePayment: 'cashOnTheDay' });
    expect((await lastEmailTo(t, me.user.email))?.text).toContain('Fee: $15.00, paid in cash on the day');

    await call(t, 'POST', `/api/tournaments/${tournament.slug}/divisions/${divisions[0]!.id}/entries`, {
      headers: from(),
      body: person('First In', 'first-in@example.com'),
    });
    const waiting = await call(
      t,
      'POST',
      `/api/tournaments/${tournament.slug}/divisions/${divisions[0]!.id}/entries`,
      { headers: from(), body: person('Me Member', me.user.email.toUpperCase()) },
    );
    expect(waiting.body).toMatchObject({ status: 'waitlisted', waitlistPosition: 1 });

    expect((await call(t, 'GET', '/api/me/registrations')).status).toBe(401);
    const mine = (await call(t, 'GET', '/api/me/registrations', { headers: me.headers }))
      .body as MyRegistrationList;
    expect(mine.registrations.map((r) => [r.eventTitle, r.status, r.waitlistPosition])).toEqual([
      ['Mine Social', 'confirmed', null],
      ['Mine Cup', 'waitlisted', 1],
    ]);
    expect(mine.registrations[1]).toMatchObject({
      kind: 'tournament',
      eventId: tournament.id,
      divisionId: divisions[0]!.id,
      divisionName: 'Full Division',
      canCancel: true,
    });
    const theirs = (await call(t, 'GET', '/api/me/registrations', { headers: other.headers }))
      .body as MyRegistrationList;
    expect(theirs.registrations).toEqual([]);

    const socialReg = mine.registrations[0]!;
    const refused = await call(t, 'POST', `/api/me/registrations/${socialReg.id}/cancel`, {
      headers: other.headers,
    });
    expect(refused.status).toBe(404);
    const cancelled = await call(t, 'POST', `/api/me/registrations/${socialReg.id}/cancel`, {
      headers: me.headers,
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ eventTitle: 'Mine Social' });
    const again = await call(t, 'POST', `/api/me/registrations/${socialReg.id}/cancel`, {
      headers: me.headers,
    });
    expect(again.status).toBe(409);
    const after = (await call(t, 'GET', '/api/me/registrations', { headers: me.headers }))
      .body as MyRegistrationList;
    expect(after.registrations.map((r) => r.eventTitle)).toEqual(['Mine Cup']);
  });

  it('a free event states no fee and no payment', async () => {
    const social = await insertSocialEvent(t.ctx.db, { title: 'Free One', feeCents: 0 });
    const res = await call(t, 'POST', `/api/social-events/${social.slug}/registrations`, {
      headers: from(),
      body: person('Free Person', 'free-person@example.com'),
    });
    expect(res.body).toMatchObject({ feeCents: 0, feePayment: null });
  });
});
