import { buildLeague, insertLeague } from '@server/db/factories/leagues';
import {
  buildLookingRequest,
  insertLookingRequest,
  seedLookingForTeam,
} from '@server/db/factories/looking-for-team';
import { rosterEntries, teams } from '@server/db/schema/leagues';
import { lookingForTeamRequests } from '@server/db/schema/looking-for-team';
import { profiles } from '@server/db/schema/profiles';
import type {
  LookingForTeamDetail,
  LookingForTeamPage,
  PlacementResult,
  WithdrawLinkInfo,
} from '@shared/schemas/looking-for-team';
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
import { createTestApp, type TestApp } from '../support/test-context';

let t: TestApp;
let rep: Record<string, string>;
let admin: Record<string, string>;
let member: Record<string, string>;
let leagueId: string;
let mensLeagueId: string;
let teamId: string;
let fullTeamId: string;

const as = (headers: Record<string, string>, body?: unknown) => ({ headers, body });

async function insertTeam(values: {
  leagueId: string;
  name: string;
  captainId?: string | null;
  status?: 'submitted' | 'approved' | 'active' | 'rejected';
}) {
  const [row] = await t.ctx.db
    .insert(teams)
    .values({ status: 'approved', ...values })
    .returning();
  return row!;
}

beforeAll(async () => {
  t = await createTestApp();
  [rep, admin, member] = await Promise.all([signInAs(t, 'rep'), signInAs(t, 'admin'), signInAs(t, 'member')]);
  const now = new Date();
  const start = new Date(now.getTime() + 30 * 86_400_000);
  const womens = await insertLeague(
    t.ctx.db,
    buildLeague(
      {
        season: 'spring',
        gender: 'women',
        ageDivision: '18+',
        level: { kind: 'ntrp', rating: 3.5 },
        roster: { min: 2, max: 3 },
      },
      now,
      start,
    ),
  );
  const mens = await insertLeague(
    t.ctx.db,
    buildLeague(
      { season: 'spring', gender: 'men', ageDivision: '40+', level: { kind: 'ntrp', rating: 4.0 } },
      now,
      start,
    ),
  );
  leagueId = womens.id;
  mensLeagueId = mens.id;
  teamId = (await insertTeam({ leagueId, name: 'Baseline Belles' })).id;
  fullTeamId = (await insertTeam({ leagueId, name: 'Full House' })).id;
  const fillers = await Promise.all([1, 2, 3].map(() => createSignedInUser(t, 'member')));
  await t.ctx.db
    .insert(rosterEntries)
    .values(fillers.map((f) => ({ teamId: fullTeamId, userId: f.user.id })));
  await insertTeam({ leagueId: mensLeagueId, name: 'Net Gains' });
  // The demo requests (every status) before anything else files one: the seed skips a non-empty table.
  await seedLookingForTeam(t.ctx.db);
});
afterAll(() => t.close());

function file(body: unknown, client = 'filer') {
  return call(t, 'POST', '/api/looking-for-team', { body, headers: { 'x-test-client': client } });
}

describe('POST /api/looking-for-team', () => {
  it('files a request, records it as new and e-mails a confirmation with a withdraw link', async () => {
    const body = buildLookingRequest({
      name: 'Nadia Park',
      email: 'nadia.park@example.net',
      leagueIds: [leagueId],
    });
    const res = await file(body);
    expect(res.status).toBe(201);
    expect(res.body.message).toContain('nadia.park@example.net');
    const [row] = await t.ctx.db
      .select()
      .from(lookingForTeamRequests)
      .where(eq(lookingForTeamRequests.email, 'nadia.park@example.net'));
    expect(row).toMatchObject({ status: 'new', ntrpRating: '3.5', userId: null });
    const mail = await lastEmailTo(t, 'nadia.park@example.net');
    expect(mail?.subject).toContain('looking-for-a-team request');
    expect(mail?.text).toContain('/forms/looking/withdraw?token=');
    // An HTML part like every other confirmation, as a whole document (issue 19).
    expect(mail?.html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(mail?.html).toContain('<title>NJTC: we have your looking-for-a-team request</title>');
    expect(mail?.html).toMatch(
      /<a href="http:\/\/localhost:3000\/forms\/looking\/withdraw\?token=[^"]+"[^>]*>Withdraw my request<\/a>/,
    );
  });

  it('answers field errors under fields and stores nothing', async () => {
    const before = (await t.ctx.db.select().from(lookingForTeamRequests)).length;
    const res = await file({ ...buildLookingRequest(), email: 'not-an-address', days: [] });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION');
    expect(res.body.fields).toMatchObject({
      email: 'Please enter a valid e-mail address.',
      days: 'Choose at least one day you can play.',
    });
    expect((await t.ctx.db.select().from(lookingForTeamRequests)).length).toBe(before);
  });

  it('refuses a league that is not in the catalogue as a field error', async () => {
    const res = await file(buildLookingRequest({ leagueIds: ['00000000-0000-4000-8000-000000000000'] }));
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('leagueIds');
  });

  it('refuses a filled spam trap and sends nothing', async () => {
    const res = await file(buildLookingRequest({ email: 'bot@example.net', website: 'http://spam.example' }));
    expect(res.status).toBe(400);
    expect(await emailsTo(t, 'bot@example.net')).toEqual([]);
  });

  it('limits requests per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await file(buildLookingRequest(), 'flooder')).status);
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(statuses[5]).toBe(429);
  });

  it('links the request to the signed-in account and prefills from the profile', async () => {
    const player = await createSignedInUser(t, 'member', { name: 'Olive Grant' });
    await t.ctx.db
      .update(profiles)
      .set({
        gender: 'female',
        birthYear: new Date().getFullYear() - 47,
        ntrpRating: '4.0',
        ratingType: 'C',
        phone: '555-300-1000',
      })
      .where(eq(profiles.id, player.user.id));
    const prefill = await call(t, 'GET', '/api/looking-for-team/prefill', { jar: player.jar });
    expect(prefill.body).toEqual({
      name: 'Olive Grant',
      email: player.user.email,
      phone: '555-300-1000',
      gender: 'female',
      ageDivision: '40+',
      ntrpRating: '4.0',
      ratingType: 'C',
    });
    const res = await call(t, 'POST', '/api/looking-for-team', {
      jar: player.jar,
      body: buildLookingRequest({ name: 'Olive Grant', email: player.user.email }),
    });
    expect(res.status).toBe(201);
    const [row] = await t.ctx.db
      .select()
      .from(lookingForTeamRequests)
      .where(eq(lookingForTeamRequests.email, player.user.email));
    expect(row?.userId).toBe(player.user.id);
  });

  it('offers the current leagues to the form', async () => {
    const res = await call(t, 'GET', '/api/looking-for-team/leagues');
    expect(res.body.leagues.map((l: { id: string }) => l.id)).toEqual(
      expect.arrayContaining([leagueId, mensLeagueId]),
    );
  });
});

describe('the reps’ list', () => {
  it('searches, filters, sorts and pages', async () => {
    const all = await call(t, 'GET', '/api/admin/looking-for-team?status=open&sort=name&dir=asc', as(rep));
    expect(all.status).toBe(200);
    const page = all.body as LookingForTeamPage;
    const names = page.items.map((i) => i.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(page.items.every((i) => i.status === 'new' || i.status === 'contacted')).toBe(true);

    const men40 = await call(t, 'GET', '/api/admin/looking-for-team?gender=male&age=40%2B', as(rep));
    expect((men40.body as LookingForTeamPage).items.map((i) => i.name)).toEqual(['Derek Osei']);

    const search = await call(t, 'GET', '/api/admin/looking-for-team?q=ohio', as(admin));
    expect((search.body as LookingForTeamPage).items.map((i) => i.name)).toEqual(['Hannah Whitfield']);

    const byLeague = await call(t, 'GET', `/api/admin/looking-for-team?league=${leagueId}`, as(rep));
    expect((byLeague.body as LookingForTeamPage).items.map((i) => i.name)).toContain('Nadia Park');

    const byFormat = await call(t, 'GET', '/api/admin/looking-for-team?format=tri-level&level=4.0', as(rep));
    expect((byFormat.body as LookingForTeamPage).items.map((i) => i.name)).toEqual(['Walter Kim']);
  });

  it('refuses unknown filters with a readable message', async () => {
    const res = await call(t, 'GET', '/api/admin/looking-for-team?status=lost', as(rep));
    expect(res.status).toBe(400);
    expect(res.body.fields.status).toBe('Unknown status.');
  });

  it('exports the filtered list as CSV', async () => {
    const res = await t.app.request('/api/admin/looking-for-team.csv?status=withdrawn', { headers: rep });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const text = await res.text();
    expect(text).toContain('Tomás Herrera');
    expect(text).not.toContain('Hannah Whitfield');
  });

  it('expires open requests whose season is over, with a history line', async () => {
    const stale = await insertLookingRequest(
      t.ctx.db,
      { name: 'Late Larry' },
      { filedDaysAgo: 300, openForDays: -1 },
    );
    const detail = await call(t, 'GET', `/api/admin/looking-for-team/${stale.id}`, as(rep));
    expect(detail.body.entry.status).toBe('expired');
    expect(detail.body.history.map((h: { kind: string }) => h.kind)).toEqual(['filed', 'expired']);
  });

  it('is closed to members', async () => {
    expect((await call(t, 'GET', '/api/admin/looking-for-team', as(member))).status).toBe(403);
  });
});

describe('working a request', () => {
  async function requestOf(email: string) {
    const [row] = await t.ctx.db
      .select()
      .from(lookingForTeamRequests)
      .where(eq(lookingForTeamRequests.email, email));
    return row!;
  }

  it('suggests teams whose league fits and whose roster has room', async () => {
    const row = await insertLookingRequest(t.ctx.db, {
      name: 'Fit Fiona',
      email: 'fiona@example.net',
      ntrpRating: '3.0',
    });
    const res = await call(t, 'GET', `/api/admin/looking-for-team/${row.id}`, as(rep));
    const detail = res.body as LookingForTeamDetail;
    const names = detail.suggestions.map((s) => s.teamName);
    // 3.0 plays up to the 3.5 women's league; the full team and the men's team are left out.
    expect(names).toEqual(['Baseline Belles']);
    expect(detail.suggestions[0]!.reason).toContain('plays up');
  });

  it('records contacts with who and when, then places the player on the roster and e-mails them', async () => {
    const player = await createSignedInUser(t, 'member', { name: 'Ruth Okoye' });
    await t.ctx.db
      .update(profiles)
      .set({
        gender: 'female',
        birthYear: 1990,
        ntrpRating: '3.5',
        ratingType: 'C',
        ratingYear: new Date().getFullYear(),
      })
      .where(eq(profiles.id, player.user.id));
    const row = await insertLookingRequest(
      t.ctx.db,
      { name: 'Ruth Okoye', email: player.user.email },
      { userId: player.user.id },
    );
    const contacted = await call(
      t,
      'POST',
      `/api/admin/looking-for-team/${row.id}/contacts`,
      as(rep, { method: 'phone', note: 'Called; keen on Tuesdays.' }),
    );
    expect(contacted.status).toBe(200);
    expect(contacted.body.entry.status).toBe('contacted');
    const line = contacted.body.history.at(-1);
    expect(line).toMatchObject({ kind: 'contacted', method: 'phone', note: 'Called; keen on Tuesdays.' });
    expect(line.actorName).toBeTruthy();

    const placed = await call(
      t,
      'POST',
      `/api/admin/looking-for-team/${row.id}/place`,
      as(rep, { teamId, note: '' }),
    );
    expect(placed.status).toBe(200);
    const result = placed.body as PlacementResult;
    expect(result.isOnRoster).toBe(true);
    expect(result.detail.entry).toMatchObject({
      status: 'placed',
      placedTeam: { id: teamId, name: 'Baseline Belles' },
    });
    const roster = await t.ctx.db.select().from(rosterEntries).where(eq(rosterEntries.teamId, teamId));
    expect(roster.map((r) => r.userId)).toContain(player.user.id);
    const mail = await lastEmailTo(t, player.user.email);
    expect(mail?.subject).toContain('Baseline Belles');

    const again = await call(
      t,
      'POST',
      `/api/admin/looking-for-team/${row.id}/place`,
      as(rep, { teamId, note: '' }),
    );
    expect(again.status).toBe(409);
  });

  it('records the placement of a player without an account', async () => {
    const row = await insertLookingRequest(t.ctx.db, { name: 'No Account', email: 'no.account@example.net' });
    const res = await call(
      t,
      'POST',
      `/api/admin/looking-for-team/${row.id}/place`,
      as(rep, { teamId, note: 'Captain will add her.' }),
    );
    expect(res.status).toBe(200);
    expect(res.body.isOnRoster).toBe(false);
    const mail = await lastEmailTo(t, 'no.account@example.net');
    expect(mail?.text).toContain('/register');
  });

  it('refuses a placement that breaks the roster maximum and changes nothing', async () => {
    const player = await createSignedInUser(t, 'member');
    await t.ctx.db
      .update(profiles)
      .set({
        gender: 'female',
        birthYear: 1990,
        ntrpRating: '3.5',
        ratingType: 'C',
        ratingYear: new Date().getFullYear(),
      })
      .where(eq(profiles.id, player.user.id));
    const row = await insertLookingRequest(
      t.ctx.db,
      { email: player.user.email },
      { userId: player.user.id },
    );
    const res = await call(
      t,
      'POST',
      `/api/admin/looking-for-team/${row.id}/place`,
      as(rep, { teamId: fullTeamId, note: '' }),
    );
    expect(res.status).toBe(409);
    expect((await requestOf(player.user.email)).status).toBe('new');
    expect(await emailsTo(t, player.user.email)).toEqual([]);
  });

  it('lets the player withdraw with the e-mailed link (GET shows, only POST acts)', async () => {
    await file(buildLookingRequest({ name: 'Wendy Withdraw', email: 'wendy@example.net' }), 'wendy');
    const mail = await lastEmailTo(t, 'wendy@example.net');
    const token = tokenFromEmail(mail!.text, '/forms/looking/withdraw');
    const info = await call(t, 'GET', `/api/looking-for-team/withdraw?token=${encodeURIComponent(token)}`);
    expect(info.body as WithdrawLinkInfo).toMatchObject({ name: 'Wendy Withdraw', status: 'new' });
    expect((await requestOf('wendy@example.net')).status).toBe('new');
    const res = await call(t, 'POST', '/api/looking-for-team/withdraw', { body: { token } });
    expect(res.body.status).toBe('withdrawn');
    expect((await requestOf('wendy@example.net')).status).toBe('withdrawn');
    const again = await call(t, 'POST', '/api/looking-for-team/withdraw', { body: { token } });
    expect(again.body.message).toContain('already withdrawn');
    const forged = await call(t, 'POST', '/api/looking-for-team/withdraw', {
      body: { token: `${token.slice(0, -2)}xx` },
    });
    expect(forged.status).toBe(404);
  });

  it('lets a rep withdraw a request and refuses changes to closed ones', async () => {
    const row = await insertLookingRequest(t.ctx.db, { name: 'Phone Phil' });
    const res = await call(
      t,
      'POST',
      `/api/admin/looking-for-team/${row.id}/withdraw`,
      as(rep, { note: 'Joined another club.' }),
    );
    expect(res.body.entry.status).toBe('withdrawn');
    const late = await call(
      t,
      'POST',
      `/api/admin/looking-for-team/${row.id}/contacts`,
      as(rep, { method: 'email', note: '' }),
    );
    expect(late.status).toBe(409);
  });

  it('answers 404 for an unknown request', async () => {
    expect((await call(t, 'GET', '/api/admin/looking-for-team/not-a-uuid', as(rep))).status).toBe(404);
  });
});
