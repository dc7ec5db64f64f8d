import { seedMembership } from '@server/db/factories/membership';
import { profiles } from '@server/db/schema/profiles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createSignedInUser } from '../support/auth-helpers';
import { createTestApp, type TestApp } from '../support/test-context';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: false });
});
afterAll(() => t.close());

const url = (userId: string) => `/api/users/${userId}/player-details`;

const fullDetails = {
  ntrpRating: '4.0',
  ratingType: 'C',
  ratingYear: 2025,
  ustaNumber: '2012345678',
  ustaExpiresOn: '2026-12-31',
  emergencyName: 'Jo Partner',
  emergencyPhone: '+1 555 010 4000',
};

async function storedProfile(userId: string) {
  const [row] = await t.ctx.db.select().from(profiles).where(eq(profiles.id, userId));
  return row!;
}

describe('PATCH /api/users/:userId/player-details', () => {
  it('needs a session', async () => {
    const { user } = await createSignedInUser(t, ['member']);
    const res = await call(t, 'PATCH', url(user.id), { body: { ntrpRating: '3.5' } });
    expect(res.status).toBe(401);
  });

  it('saves one’s own details; /api/me and the own public profile show them', async () => {
    const { user, jar } = await createSignedInUser(t, ['member']);
    const res = await call(t, 'PATCH', url(user.id), { jar, body: fullDetails });
    expect(res.status).toBe(200);
    expect(res.body.profile).toMatchObject(fullDetails);

    const me = await call(t, 'GET', '/api/me', { jar });
    expect(me.body.profile).toMatchObject(fullDetails);
    const own = await call(t, 'GET', `/api/profiles/${user.username}`, { jar });
    expect(own.body.profile.player).toEqual(fullDetails);
  });

  it('keeps the fields not sent when one changes', async () => {
    const { user, jar } = await createSignedInUser(t, ['member']);
    await call(t, 'PATCH', url(user.id), { jar, body: fullDetails });
    const res = await call(t, 'PATCH', url(user.id), { jar, body: { ustaNumber: '2099999999' } });
    expect(res.status).toBe(200);
    expect(await storedProfile(user.id)).toMatchObject({ ...fullDetails, ustaNumber: '2099999999' });
  });

  it('clears optional fields given as empty; the emergency contact cannot be emptied', async () => {
    const { user, jar } = await createSignedInUser(t, ['member']);
    await call(t, 'PATCH', url(user.id), { jar, body: fullDetails });
    const cleared = await call(t, 'PATCH', url(user.id), {
      jar,
      body: { ratingType: '', ratingYear: null, ustaNumber: '', ustaExpiresOn: '' },
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body.profile).toMatchObject({
      ratingType: null,
      ratingYear: null,
      ustaNumber: null,
      ustaExpiresOn: null,
      ntrpRating: '4.0',
    });
    const emptied = await call(t, 'PATCH', url(user.id), { jar, body: { emergencyName: ' ' } });
    expect(emptied.status).toBe(400);
    expect(emptied.body.fields).toEqual({ emergencyName: 'Please name an emergency contact.' });
    expect((await storedProfile(user.id)).emergencyName).toBe('Jo Partner');
  });

  it('refuses an emergency contact without a phone (or a phone without a name)', async () => {
    const { user, jar } = await createSignedInUser(t, ['member']);
    const nameOnly = await call(t, 'PATCH', url(user.id), { jar, body: { emergencyName: 'Jo Partner' } });
    expect(nameOnly.status).toBe(400);
    expect(nameOnly.body.fields).toEqual({ emergencyPhone: 'Please enter a phone number.' });
    const phoneOnly = await call(t, 'PATCH', url(user.id), { jar, body: { emergencyPhone: '555 010 4000' } });
    expect(phoneOnly.body.fields).toEqual({ emergencyName: 'Please name an emergency contact.' });
    expect(await storedProfile(user.id)).toMatchObject({ emergencyName: null, emergencyPhone: null });
  });

  it('refuses another member’s details with 403 and changes nothing', async () => {
    const owner = await createSignedInUser(t, ['member']);
    const other = await createSignedInUser(t, ['member', 'captain', 'board']);
    const res = await call(t, 'PATCH', url(owner.user.id), { jar: other.jar, body: { ntrpRating: '5.0+' } });
    expect(res.status).toBe(403);
    expect((await storedProfile(owner.user.id)).ntrpRating).toBeNull();
    // Nor are they shown to other members.
    const seen = await call(t, 'GET', `/api/profiles/${owner.user.username}`, { jar: other.jar });
    expect(seen.body.profile.player).toBeUndefined();
  });

  it('lets an admin correct a member’s details', async () => {
    const member = await createSignedInUser(t, ['member']);
    const admin = await createSignedInUser(t, ['admin']);
    const res = await call(t, 'PATCH', url(member.user.id), {
      jar: admin.jar,
      body: { ntrpRating: '3.0', emergencyName: 'Ann Admin-Set', emergencyPhone: '555 010 4100' },
    });
    expect(res.status).toBe(200);
    expect(await storedProfile(member.user.id)).toMatchObject({
      ntrpRating: '3.0',
      emergencyName: 'Ann Admin-Set',
    });
    const read = await call(t, 'GET', `/api/admin/users/${member.user.id}/profile`, { jar: admin.jar });
    expect(read.body.member.profile).toMatchObject({ ntrpRating: '3.0', emergencyPhone: '555 010 4100' });
    const missing = await call(t, 'PATCH', url('no-such-user'), {
      jar: admin.jar,
      body: { ntrpRating: '3.0' },
    });
    expect(missing.status).toBe(404);
  });

  it('refuses a bad rating, USTA number, year and expiry by field path, and changes nothing', async () => {
    const { user, jar } = await createSignedInUser(t, ['member']);
    await call(t, 'PATCH', url(user.id), { jar, body: fullDetails });
    const res = await call(t, 'PATCH', url(user.id), {
      jar,
      body: { ntrpRating: '3.7', ustaNumber: '12AB', ratingYear: 1900, ustaExpiresOn: '31/12/2026' },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION');
    expect(res.body.fields).toMatchObject({
      ntrpRating: expect.stringContaining('Choose an NTRP rating'),
      ustaNumber: 'A USTA number is 6–12 digits.',
      ratingYear: 'Enter a rating year from 1980.',
      ustaExpiresOn: expect.stringContaining('date'),
    });
    expect(await storedProfile(user.id)).toMatchObject(fullDetails);
  });

  it('refuses unknown fields and an empty change', async () => {
    const { user, jar } = await createSignedInUser(t, ['member']);
    const unknown = await call(t, 'PATCH', url(user.id), { jar, body: { phone: '555 010 4200' } });
    expect(unknown.status).toBe(400);
    const empty = await call(t, 'PATCH', url(user.id), { jar, body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toMatch(/Nothing to change/);
  });
});

describe('the membership form and the profile share the player details', () => {
  it('joining stores the emergency contact and USTA expiry on the profile; the form prefill reads them back', async () => {
    await seedMembership(t.ctx.db);
    const { user, jar } = await createSignedInUser(t, ['member']);
    const options = await call(t, 'GET', '/api/membership/options', { jar });
    const typeId = options.body.types.find((x: { name: string }) => x.name === 'Individual').id;
    const join = await call(t, 'POST', '/api/membership', {
      jar,
      body: {
        typeId,
        fullName: user.name,
        email: user.email,
        phone: '+1 555 010 4300',
        birthYear: 1980,
        gender: '',
        ...fullDetails,
        family: [],
        acceptCodeOfConduct: true,
        acceptWaiver: true,
        payment: 'offline',
        waiverReason: '',
      },
    });
    expect(join.status).toBe(201);
    expect(await storedProfile(user.id)).toMatchObject(fullDetails);

    await call(t, 'PATCH', url(user.id), { jar, body: { emergencyPhone: '+1 555 010 4999' } });
    const again = await call(t, 'GET', '/api/membership/options', { jar });
    expect(again.body.prefill).toMatchObject({
      ...fullDetails,
      emergencyPhone: '+1 555 010 4999',
    });
  });

  it('the membership form refuses a bad USTA number by the same rule', async () => {
    const res = await call(t, 'POST', '/api/membership', { body: { ustaNumber: 'abc' } });
    expect(res.status).toBe(400);
    expect(res.body.fields.ustaNumber).toBe('A USTA number is 6–12 digits.');
  });
});
