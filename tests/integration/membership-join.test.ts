import { seedMembership } from '@server/db/factories/membership';
import { memberships } from '@server/db/schema/membership';
import { payments } from '@server/db/schema/payments';
import { roleAuditLog } from '@server/db/schema/roles';
import { seasonOf } from '@server/features/membership/membership-seasons';
import { clubToday } from '@server/lib/club-time-zone';
import { renewalDueFrom } from '@shared/membership-state';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createSignedInUser, lastEmailTo, tokenFromEmail } from '../support/auth-helpers';
import { createTestApp, type TestApp } from '../support/test-context';

let t: TestApp;
let types: { id: string; name: string; currentPriceCents: number }[];

beforeAll(async () => {
  t = await createTestApp({ rateLimits: false });
  await seedMembership(t.ctx.db);
  types = (await call(t, 'GET', '/api/membership/options')).body.types;
});
afterAll(() => t.close());

const typeId = (name: string) => types.find((x) => x.name === name)!.id;

function form(overrides: Record<string, unknown> = {}) {
  return {
    typeId: typeId('Individual'),
    fullName: 'Vera Visitor',
    email: `vera-${Math.random().toString(36).slice(2, 8)}@example.org`,
    phone: '+1 555 010 3000',
    birthYear: 1985,
    gender: 'female',
    ntrpRating: '3.5',
    ratingType: 'S',
    ratingYear: 2025,
    ustaNumber: '2012345678',
    emergencyName: 'Sam Visitor',
    emergencyPhone: '+1 555 010 3001',
    family: [],
    acceptCodeOfConduct: true,
    acceptWaiver: true,
    payment: 'offline',
    waiverReason: '',
    ...overrides,
  };
}

describe('joining the club', () => {
  it('offers the season types with their price, and no online payment without Stripe settings', async () => {
    const res = await call(t, 'GET', '/api/membership/options');
    expect(res.status).toBe(200);
    // From the last `reminderDays` of a season (all December in the demo club), the next
    // season is the one offered, when it is set up.
    const today = await clubToday(t.ctx.db);
    const year = Number(today.slice(0, 4));
    const current = await seasonOf(t.ctx.db, year);
    const next = await seasonOf(t.ctx.db, year + 1);
    expect(res.body.season.year).toBe(next && today >= renewalDueFrom(current!) ? year + 1 : year);
    expect(res.body.types.map((x: { name: string }) => x.name)).toEqual([
      'Individual',
      'Family',
      'Junior',
      'Senior',
      'Student',
    ]);
    expect(res.body.isOnlinePaymentEnabled).toBe(false);
    expect(res.body.prefill).toBeNull();
  });

  it('creates a visitor account through Better Auth (verification e-mail) and a pending cash membership', async () => {
    const input = form({
      account: { username: 'vera_v', password: 'long-enough-pass', confirmPassword: 'long-enough-pass' },
    });
    const res = await call(t, 'POST', '/api/membership', { body: input });
    expect(res.status).toBe(201);
    expect(res.body.outcome).toBe('offline_pending');
    expect(res.body.verificationSentTo).toBe(input.email);
    expect(res.body.membership).toMatchObject({
      typeName: 'Individual',
      paymentStatus: 'pending',
      paymentChoice: 'offline',
    });
    expect(res.body.membership.payeeInstructions).toContain('treasurer');
    expect(res.body.membership.payBy).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const mail = await lastEmailTo(t, input.email);
    expect(tokenFromEmail(mail!.text, '/auth/verify-email')).toBeTruthy();
    // The dues are an open entry of the ledger, for the treasurer to record.
    const [dues] = await t.ctx.db
      .select()
      .from(payments)
      .where(eq(payments.purposeId, res.body.membership.id));
    expect(dues).toMatchObject({
      purpose: 'membership',
      state: 'pending',
      amountCents: res.body.membership.priceCents,
    });
    expect(res.body.membership.paymentId).toBe(dues!.id);
  });

  it('becomes active with the member role when the treasurer records the cash', async () => {
    const member = await createSignedInUser(t, ['guest'], { name: 'Cal Cash' });
    const joined = await call(t, 'POST', '/api/membership', {
      jar: member.jar,
      body: form({ fullName: 'Cal Cash', email: member.user.email }),
    });
    const treasurer = await createSignedInUser(t, ['board']);
    const recorded = await call(t, 'POST', `/api/admin/payments/${joined.body.membership.paymentId}/record`, {
      jar: treasurer.jar,
      body: { method: 'cheque', chequeNumber: '1042', receivedBy: 'Pat Treasurer', receivedOn: '2026-03-01' },
    });
    expect(recorded.status).toBe(200);
    const mine = await call(t, 'GET', '/api/me/memberships', { jar: member.jar });
    expect(mine.body.state).toBe('active');
    expect(mine.body.memberships[0]).toMatchObject({ paymentStatus: 'paid' });
    expect((await call(t, 'GET', '/api/me', { jar: member.jar })).body.roles).toEqual(['member']);
  });

  it('a signed-in payer is always the account: dues never show in the payments of the address the form named', async () => {
    const payer = await createSignedInUser(t, ['guest'], { name: 'Pia Payer' });
    const other = await createSignedInUser(t, ['guest'], { name: 'Otto Other' });
    const joined = await call(t, 'POST', '/api/membership', {
      jar: payer.jar,
      body: form({ fullName: 'Pia Payer', email: other.user.email }),
    });
    expect(joined.status, JSON.stringify(joined.body)).toBe(201);
    const [dues] = await t.ctx.db
      .select()
      .from(payments)
      .where(eq(payments.id, joined.body.membership.paymentId));
    expect(dues).toMatchObject({ userId: payer.user.id, payerEmail: payer.user.email.toLowerCase() });
    const theirs = await call(t, 'GET', `/api/users/${other.user.id}/payments`, { jar: other.jar });
    expect(theirs.status).toBe(200);
    expect(theirs.body.payments.map((p: { id: string }) => p.id)).not.toContain(dues!.id);
    const mine = await call(t, 'GET', `/api/users/${payer.user.id}/payments`, { jar: payer.jar });
    expect(mine.body.payments.map((p: { id: string }) => p.id)).toContain(dues!.id);
  });

  it('refuses what is wrong by field, and creates nothing', async () => {
    const bad = await call(t, 'POST', '/api/membership', {
      body: form({
        acceptWaiver: false,
        phone: 'x',
        birthYear: 3000,
        family: [{ fullName: '', birthYear: null }],
      }),
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(
      expect.arrayContaining(['acceptWaiver', 'phone', 'birthYear', 'family.0.fullName']),
    );
    const noAccount = await call(t, 'POST', '/api/membership', { body: form() });
    expect(noAccount.status).toBe(400);
    expect(noAccount.body.fields).toHaveProperty(['account.username']);
    const tooMany = await call(t, 'POST', '/api/membership', {
      body: form({ family: [{ fullName: 'Kid One', birthYear: 2015 }] }),
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.fields).toHaveProperty('family');
    const junior = await call(t, 'POST', '/api/membership', { body: form({ typeId: typeId('Junior') }) });
    expect(junior.status).toBe(400);
    expect(junior.body.fields.birthYear).toMatch(/17 or under/);
    const online = await call(t, 'POST', '/api/membership', { body: form({ payment: 'online' }) });
    expect(online.status).toBe(400);
    expect(online.body.fields).toHaveProperty('payment');
  });

  it('refuses an e-mail that already has an account, under the e-mail field', async () => {
    const member = await createSignedInUser(t, ['guest']);
    const res = await call(t, 'POST', '/api/membership', {
      body: form({
        email: member.user.email,
        account: { username: 'someone_x', password: 'long-enough-pass', confirmPassword: 'long-enough-pass' },
      }),
    });
    expect(res.status).toBe(409);
    expect(res.body.fields.email).toBe('Email already exists! Sign in to renew your membership.');
  });

  it("puts Better Auth's refusals under their fields by its code: a taken username, a too common password", async () => {
    const taken = await call(t, 'POST', '/api/membership', {
      body: form({
        account: { username: 'vera_v', password: 'long-enough-pass', confirmPassword: 'long-enough-pass' },
      }),
    });
    expect(taken.status).toBe(409);
    expect(taken.body.fields).toEqual({
      'account.username': 'That username is already taken. Please choose another.',
    });
    const common = await call(t, 'POST', '/api/membership', {
      body: form({
        account: { username: 'vera_w', password: 'password1234', confirmPassword: 'password1234' },
      }),
    });
    expect(common.status).toBe(400);
    expect(Object.keys(common.body.fields)).toEqual(['account.password']);
  });

  it('prefills a signed-in member and renews a family membership with juniors', async () => {
    const member = await createSignedInUser(t, ['guest'], { name: 'Fran Family' });
    const options = await call(t, 'GET', '/api/membership/options', { jar: member.jar });
    expect(options.body.prefill).toMatchObject({ fullName: 'Fran Family', email: member.user.email });
    const res = await call(t, 'POST', '/api/membership', {
      jar: member.jar,
      body: form({
        typeId: typeId('Family'),
        fullName: 'Fran Family',
        email: member.user.email,
        family: [
          { fullName: 'Kim Family', birthYear: 2014 },
          { fullName: 'Lou Family', birthYear: 2016 },
        ],
      }),
    });
    expect(res.status).toBe(201);
    expect(res.body.membership.people.map((p: { fullName: string }) => p.fullName)).toEqual([
      'Fran Family',
      'Kim Family',
      'Lou Family',
    ]);
    const family = await call(t, 'GET', '/api/me/family', { jar: member.jar });
    expect(family.body.family.map((p: { fullName: string }) => p.fullName)).toEqual([
      'Kim Family',
      'Lou Family',
    ]);
    const me = await call(t, 'GET', '/api/me/memberships', { jar: member.jar });
    expect(me.body.state).toBe('payment_pending');
    // Sending it again replaces the unpaid attempt rather than adding a second membership.
    const again = await call(t, 'POST', '/api/membership', {
      jar: member.jar,
      body: form({ typeId: typeId('Family'), fullName: 'Fran Family', email: member.user.email, family: [] }),
    });
    expect(again.status).toBe(201);
    const rows = await t.ctx.db.select().from(memberships).where(eq(memberships.userId, member.user.id));
    expect(rows.map((r) => r.paymentStatus).sort()).toEqual(['cancelled', 'pending']);
    const entries = await t.ctx.db.select().from(payments).where(eq(payments.userId, member.user.id));
    expect(entries.map((p) => p.state).sort()).toEqual(['cancelled', 'pending']);
  });
});

describe('no-pay memberships (waivers)', () => {
  it('needs a signed-in person', async () => {
    const res = await call(t, 'POST', '/api/membership', {
      body: form({ payment: 'waiver', waiverReason: 'board' }),
    });
    expect(res.status).toBe(401);
  });

  it('grants a board member at once: active, member role audited, never a $0 payment', async () => {
    const board = await createSignedInUser(t, ['board'], { name: 'Bea Board' });
    const res = await call(t, 'POST', '/api/membership', {
      jar: board.jar,
      body: form({
        fullName: 'Bea Board',
        email: board.user.email,
        payment: 'waiver',
        waiverReason: 'board',
      }),
    });
    expect(res.status).toBe(201);
    expect(res.body.outcome).toBe('waiver_granted');
    expect(res.body.membership).toMatchObject({
      paymentStatus: 'waived',
      priceCents: types[0]!.currentPriceCents,
    });
    const me = await call(t, 'GET', '/api/me', { jar: board.jar });
    expect(me.body.roles).toEqual(['board', 'member']);
    const [waiver] = await t.ctx.db
      .select()
      .from(payments)
      .where(eq(payments.purposeId, res.body.membership.id));
    expect(waiver).toMatchObject({
      method: 'waiver',
      state: 'waived',
      notes: 'board',
      recordedBy: board.user.id,
    });
    expect(waiver!.amountCents).toBeGreaterThan(0);
    const log = await t.ctx.db.select().from(roleAuditLog).where(eq(roleAuditLog.targetId, board.user.id));
    expect(log.filter((l) => l.role === 'member')).toEqual([
      expect.objectContaining({ action: 'grant', actorLabel: 'membership (automatic)' }),
    ]);
  });

  it('makes anyone else wait for a treasurer; only board, executive or admin decide', async () => {
    const guest = await createSignedInUser(t, ['guest'], { name: 'Gil Guest' });
    const res = await call(t, 'POST', '/api/membership', {
      jar: guest.jar,
      body: form({
        fullName: 'Gil Guest',
        email: guest.user.email,
        payment: 'waiver',
        waiverReason: 'coach volunteer',
      }),
    });
    expect(res.body.outcome).toBe('waiver_pending');
    expect((await call(t, 'GET', '/api/me/memberships', { jar: guest.jar })).body.state).toBe(
      'waiver_pending',
    );
    const id = res.body.membership.id;
    const rep = await createSignedInUser(t, ['rep']);
    expect(
      (
        await call(t, 'POST', `/api/admin/membership-waivers/${id}/approve`, {
          jar: rep.jar,
          body: { note: '' },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call(t, 'POST', `/api/admin/membership-waivers/${id}/approve`, {
          jar: guest.jar,
          body: { note: '' },
        })
      ).status,
    ).toBe(403);
    const treasurer = await createSignedInUser(t, ['board']);
    const list = await call(t, 'GET', '/api/admin/membership-waivers', { jar: treasurer.jar });
    expect(list.body.waivers).toEqual([
      expect.objectContaining({ membershipId: id, reason: 'coach volunteer', name: 'Gil Guest' }),
    ]);
    const ok = await call(t, 'POST', `/api/admin/membership-waivers/${id}/approve`, {
      jar: treasurer.jar,
      body: { note: '' },
    });
    expect(ok.status).toBe(200);
    const twice = await call(t, 'POST', `/api/admin/membership-waivers/${id}/refuse`, {
      jar: treasurer.jar,
      body: { note: '' },
    });
    expect(twice.status).toBe(409);
    expect((await call(t, 'GET', '/api/me/memberships', { jar: guest.jar })).body.state).toBe('active');
    expect((await call(t, 'GET', '/api/me', { jar: guest.jar })).body.roles).toEqual(['member']);
  });
});
