import { randomUUID } from 'node:crypto';
import { insertSocialEvent, insertTournament } from '@server/db/factories/events';
import { insertFamilyMember } from '@server/db/factories/membership';
import { eventPlayers, registrations } from '@server/db/schema/events';
import { payments } from '@server/db/schema/payments';
import { parseCsv } from '@shared/csv';
import type { AdminEventPlayers } from '@shared/schemas/events-registrations';
import type { AdminTournamentEntries } from '@shared/schemas/events-tournaments';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CookieJar,
  call,
  createSignedInUser,
  emailsTo,
  signInAs,
  tokenFromEmail,
} from '../support/auth-helpers';
import { createTestApp, type TestApp } from '../support/test-context';

// Runs on in-memory PGlite, or on PostgreSQL when TEST_DATABASE_URL is set (a schema of its own).
let t: TestApp;
let parent: Awaited<ReturnType<typeof createSignedInUser>>;
let partner: { id: string };
let junior: { id: string };
let otherFamilysJunior: { id: string };

beforeAll(async () => {
  t = await createTestApp({ rateLimits: false });
  parent = await createSignedInUser(t, ['member'], { name: 'Fran Family' });
  partner = await insertFamilyMember(t.ctx.db, parent.user.id, 'Robin Family', 1982);
  junior = await insertFamilyMember(t.ctx.db, parent.user.id, 'Sam Family', 2013);
  const other = await createSignedInUser(t, ['member'], { name: 'Otto Other' });
  otherFamilysJunior = await insertFamilyMember(t.ctx.db, other.user.id, 'Olive Other', 2012);
});
afterAll(() => t.close());

function form(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Fran Family',
    email: parent.user.email,
    phone: '555 010 3000',
    ntrp: '',
    partnerName: '',
    notes: '',
    ...overrides,
  };
}

/** Signed in as the family's account unless `jar` says otherwise (null: a visitor). */
function signUp(slug: string, body: Record<string, unknown>, jar: CookieJar | null = parent.jar) {
  return call(t, 'POST', `/api/social-events/${slug}/registrations`, { body, jar: jar ?? undefined });
}

async function rowOf(id: string) {
  const [row] = await t.ctx.db.select().from(registrations).where(eq(registrations.id, id));
  return row!;
}

describe('family accounts sign up the people of their family (issue 9 §2)', () => {
  it('signs up a family member under their own name, with the account as the one who signed up', async () => {
    const event = await insertSocialEvent(t.ctx.db, { capacity: 10, feeCents: 0 });
    // The form's name and e-mail do not decide whose place it is: the family record does.
    const res = await signUp(event.slug, form({ who: junior.id, name: 'Someone Else' }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      status: 'confirmed',
      name: 'Sam Family',
      isFamilyMember: true,
      email: parent.user.email,
    });
    const row = await rowOf(res.body.registrationId);
    expect(row).toMatchObject({
      name: 'Sam Family',
      email: parent.user.email,
      familyMemberId: junior.id,
      signedUpBy: parent.user.id,
      userId: null,
    });
    const [player] = await t.ctx.db.select().from(eventPlayers).where(eq(eventPlayers.id, row.playerId));
    expect(player).toMatchObject({ name: 'Sam Family', email: parent.user.email });

    // The confirmation (with the cancel link) goes to the managing account's e-mail.
    const mails = await emailsTo(t, parent.user.email);
    const mail = mails.find((m) => m.subject === `You're signed up: ${event.title} (“Sam Family”)`);
    expect(mail).toBeTruthy();
    expect(mail!.text).toMatch(/^Hello,\n\nThis is about “Sam Family”, whom your account signed up\./);
    expect(tokenFromEmail(mail!.text, '/registrations/cancel')).toBeTruthy();

    // The account sees the sign-up among its own, as the family member's.
    const mine = await call(t, 'GET', '/api/me/registrations', { jar: parent.jar });
    expect(mine.body.registrations).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: res.body.registrationId,
          familyMember: { id: junior.id, name: 'Sam Family' },
        }),
      ]),
    );
  });

  it('refuses a person of another family and an id that names nobody, with the same answer', async () => {
    const event = await insertSocialEvent(t.ctx.db, { capacity: 10, feeCents: 0 });
    for (const who of [otherFamilysJunior.id, randomUUID()]) {
      const res = await signUp(event.slug, form({ who }));
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        error: 'You can only sign up yourself or the people of your own family.',
        code: 'FORBIDDEN',
        fields: { who: 'You can only sign up yourself or the people of your own family.' },
      });
    }
    const notAnId = await signUp(event.slug, form({ who: 'sam' }));
    expect(notAnId.status).toBe(400);
    expect(notAnId.body.fields).toHaveProperty('who');
    // A visitor cannot name a family person at all.
    const visitor = await signUp(event.slug, form({ who: junior.id }), null);
    expect(visitor.status).toBe(401);
    expect(visitor.body.fields).toHaveProperty('who');
    const list = await t.ctx.db.select().from(registrations).where(eq(registrations.eventRef, event.id));
    expect(list).toHaveLength(0);
  });

  it('refuses the same person twice; two family members and the account itself all get places', async () => {
    const event = await insertSocialEvent(t.ctx.db, { capacity: 10, feeCents: 0 });
    expect((await signUp(event.slug, form({ who: junior.id }))).status).toBe(201);
    const again = await signUp(event.slug, form({ who: junior.id }));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      error: 'Sam Family is already signed up for this event.',
      code: 'CONFLICT',
      fields: { who: 'Sam Family is already signed up for this event.' },
    });
    expect((await signUp(event.slug, form({ who: partner.id }))).status).toBe(201);
    // The account's own place (no `who`) is a third person, known by the account's e-mail.
    expect((await signUp(event.slug, form())).status).toBe(201);
    const self = await signUp(event.slug, form({ who: '' }));
    expect(self.status).toBe(409);
    expect(self.body.fields).toHaveProperty('email');
    const list = await t.ctx.db.select().from(registrations).where(eq(registrations.eventRef, event.id));
    expect(list.map((r) => r.name).sort()).toEqual(['Fran Family', 'Robin Family', 'Sam Family']);
  });

  it('waitlists a family member when the event is full and promotes them when a place frees', async () => {
    const event = await insertSocialEvent(t.ctx.db, { capacity: 1, feeCents: 0 });
    const first = await signUp(event.slug, form({ who: partner.id }));
    const second = await signUp(event.slug, form({ who: junior.id }));
    expect(second.body).toMatchObject({ status: 'waitlisted', waitlistPosition: 1 });
    const cancel = await call(t, 'POST', `/api/me/registrations/${first.body.registrationId}/cancel`, {
      jar: parent.jar,
    });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    expect(cancel.body.promotedCount).toBe(1);
    expect((await rowOf(second.body.registrationId)).status).toBe('confirmed');
  });

  it('the managing account cancels a family sign-up; another account cannot', async () => {
    const event = await insertSocialEvent(t.ctx.db, { capacity: 10, feeCents: 0 });
    const res = await signUp(event.slug, form({ who: junior.id }));
    const stranger = await createSignedInUser(t, ['member']);
    const refused = await call(t, 'POST', `/api/me/registrations/${res.body.registrationId}/cancel`, {
      jar: stranger.jar,
    });
    expect(refused.status).toBe(404);
    const cancel = await call(t, 'POST', `/api/me/registrations/${res.body.registrationId}/cancel`, {
      jar: parent.jar,
    });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    expect(await rowOf(res.body.registrationId)).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'player',
    });
    // Cancelled, the same person may sign up again.
    expect((await signUp(event.slug, form({ who: junior.id }))).status).toBe(201);
  });

  it('the cancel link of a family sign-up cancels that person only', async () => {
    const event = await insertSocialEvent(t.ctx.db, { capacity: 10, feeCents: 0, title: 'Link Social' });
    const own = await signUp(event.slug, form());
    const kid = await signUp(event.slug, form({ who: junior.id }));
    const mails = await emailsTo(t, parent.user.email);
    const mail = mails.find(
      (m) => m.subject.includes('Link Social') && m.text.includes('about “Sam Family”'),
    );
    const token = tokenFromEmail(mail!.text, '/registrations/cancel');
    const preview = await call(t, 'GET', `/api/registrations/cancel?token=${encodeURIComponent(token)}`);
    expect(preview.body).toMatchObject({ name: 'Sam Family', canCancel: true });
    expect((await call(t, 'POST', '/api/registrations/cancel', { body: { token } })).status).toBe(200);
    expect((await rowOf(kid.body.registrationId)).status).toBe('cancelled');
    expect((await rowOf(own.body.registrationId)).status).toBe('confirmed');
  });

  it('opens the fee as due per person, in the managing account’s payments', async () => {
    const event = await insertSocialEvent(t.ctx.db, {
      capacity: 10,
      feeCents: 1200,
      title: 'Family Fee Mixer',
    });
    const kid = await signUp(event.slug, form({ who: junior.id }));
    const own = await signUp(event.slug, form());
    expect(kid.body.paymentId).toBeTruthy();
    expect(own.body.paymentId).toBeTruthy();
    expect(kid.body.paymentId).not.toBe(own.body.paymentId);
    const [due] = await t.ctx.db
      .select()
      .from(payments)
      .where(eq(payments.purposeId, kid.body.registrationId));
    expect(due).toMatchObject({
      purpose: 'event_fee',
      amountCents: 1200,
      state: 'pending',
      payerName: 'Sam Family',
      payerEmail: parent.user.email,
      userId: parent.user.id,
    });
    // Cancelling the family member's place cancels their due only.
    await call(t, 'POST', `/api/me/registrations/${kid.body.registrationId}/cancel`, { jar: parent.jar });
    const states = await t.ctx.db.select().from(payments).where(eq(payments.id, kid.body.paymentId));
    expect(states.map((p) => p.state)).toEqual(['cancelled']);
    const ownDue = await t.ctx.db.select().from(payments).where(eq(payments.id, own.body.paymentId));
    expect(ownDue.map((p) => p.state)).toEqual(['pending']);
  });

  it('enters a family member in a tournament division', async () => {
    const { tournament, divisions } = await insertTournament(t.ctx.db, { entryFeeCents: 0 }, [
      { name: 'Juniors 14U', capacity: 4 },
    ]);
    const path = `/api/tournaments/${tournament.slug}/divisions/${divisions[0]!.id}/entries`;
    const res = await call(t, 'POST', path, { body: form({ who: junior.id }), jar: parent.jar });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ kind: 'tournament', name: 'Sam Family', divisionName: 'Juniors 14U' });
    const twice = await call(t, 'POST', path, { body: form({ who: junior.id }), jar: parent.jar });
    expect(twice.status).toBe(409);
    const foreign = await call(t, 'POST', path, {
      body: form({ who: otherFamilysJunior.id }),
      jar: parent.jar,
    });
    expect(foreign.status).toBe(403);
  });
});

/** The CSV's rows as header → cell records. */
async function csvRecords(path: string, headers: Record<string, string>) {
  const res = await t.app.request(path, { headers });
  expect(res.status).toBe(200);
  const [head, ...rows] = parseCsv(await res.text()).map((r) => r.cells);
  return rows.map((cells) => Object.fromEntries(head!.map((h, i) => [h, cells[i]])));
}

describe('the organisers’ lists say who signed a family person up', () => {
  let organiser: Record<string, string>;
  beforeAll(async () => {
    organiser = await signInAs(t, 'admin');
  });

  it('a social’s players list and its CSV name the account for a family sign-up, nobody for a self sign-up', async () => {
    const event = await insertSocialEvent(t.ctx.db, { capacity: 10, feeCents: 0 });
    expect((await signUp(event.slug, form({ who: junior.id }))).status).toBe(201);
    expect((await signUp(event.slug, form())).status).toBe(201);
    const path = `/api/admin/social-events/${event.id}/registrations`;

    const list = await call(t, 'GET', path, { headers: organiser });
    expect(list.status).toBe(200);
    const byName = Object.fromEntries(
      (list.body as AdminEventPlayers).registrations.map((r) => [r.name, r.signedUpByName]),
    );
    expect(byName).toEqual({ 'Sam Family': 'Fran Family', 'Fran Family': null });

    const csv = await csvRecords(`${path}.csv`, organiser);
    expect(csv.map((r) => [r.Name, r['E-mail'], r['Signed up by']])).toEqual(
      expect.arrayContaining([
        ['Sam Family', parent.user.email, 'Fran Family'],
        ['Fran Family', parent.user.email, ''],
      ]),
    );
    expect(csv).toHaveLength(2);

    // The organiser finds a family's people by the parent's name too.
    const found = await call(t, 'GET', `${path}?q=${encodeURIComponent('fran fam')}`, { headers: organiser });
    expect((found.body as AdminEventPlayers).registrations.map((r) => r.name).sort()).toEqual([
      'Fran Family',
      'Sam Family',
    ]);

    // The family's account is no organiser: neither the list nor the CSV.
    expect((await call(t, 'GET', path, { jar: parent.jar })).status).toBe(403);
    expect((await call(t, 'GET', `${path}.csv`, { jar: parent.jar })).status).toBe(403);
  });

  it('a tournament’s entries and their CSV name the account for a family entry', async () => {
    const { tournament, divisions } = await insertTournament(t.ctx.db, { entryFeeCents: 0 }, [
      { name: 'Juniors 12U', capacity: 4 },
    ]);
    const enter = `/api/tournaments/${tournament.slug}/divisions/${divisions[0]!.id}/entries`;
    expect((await call(t, 'POST', enter, { body: form({ who: junior.id }), jar: parent.jar })).status).toBe(
      201,
    );
    expect((await call(t, 'POST', enter, { body: form(), jar: parent.jar })).status).toBe(201);
    const path = `/api/admin/tournaments/${tournament.id}/entries`;

    const list = await call(t, 'GET', path, { headers: organiser });
    expect(list.status).toBe(200);
    const byName = Object.fromEntries(
      (list.body as AdminTournamentEntries).entries.map((r) => [r.name, r.signedUpByName]),
    );
    expect(byName).toEqual({ 'Sam Family': 'Fran Family', 'Fran Family': null });

    const csv = await csvRecords(`${path}.csv`, organiser);
    expect(csv.map((r) => [r.Division, r.Name, r['Signed up by']])).toEqual(
      expect.arrayContaining([
        ['Juniors 12U', 'Sam Family', 'Fran Family'],
        ['Juniors 12U', 'Fran Family', ''],
      ]),
    );
    expect((await call(t, 'GET', path, { jar: parent.jar })).status).toBe(403);
    expect((await call(t, 'GET', `${path}.csv`, { jar: parent.jar })).status).toBe(403);
  });
});
