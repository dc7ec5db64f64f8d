import { buildLeague, insertLeague, insertTeam } from '@server/db/factories/leagues';
import { insertTeamMatch } from '@server/db/factories/team-matches';
import {
  buildTeamSuccessReport,
  demoCourtPng,
  insertTeamSuccessStory,
  seedTeamSuccess,
} from '@server/db/factories/team-success';
import { teamSuccessStories } from '@server/db/schema/team-success';
import { uploads } from '@server/db/schema/uploads';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createSignedInUser, signInAs } from '../support/auth-helpers';
import { createTestApp, type TestApp } from '../support/test-context';

let t: TestApp;
let board: Record<string, string>;
let member: Record<string, string>;
let teamId: string;

const as = (headers: Record<string, string>, body?: unknown) => ({ headers, body });

async function uploadPhoto(bytes: Uint8Array, ip = '203.0.113.50', name = 'team.png') {
  const form = new FormData();
  form.append('photo', new File([bytes as BlobPart], name, { type: 'image/png' }));
  return call(t, 'POST', '/api/team-success/photos', { body: form, headers: { 'x-test-client': ip } });
}

async function report(overrides: Record<string, unknown> = {}, ip = '203.0.113.10') {
  return call(t, 'POST', '/api/team-success', {
    body: { ...buildTeamSuccessReport(), ...overrides },
    headers: { 'x-test-client': ip },
  });
}

beforeAll(async () => {
  t = await createTestApp();
  [board, member] = await Promise.all([signInAs(t, 'board'), signInAs(t, 'member')]);
  const now = new Date();
  const league = await insertLeague(
    t.ctx.db,
    buildLeague(
      { season: 'fall', gender: 'women', ageDivision: '18+', level: { kind: 'ntrp', rating: 3.5 } },
      now,
      new Date(now.getTime() - 60 * 86_400_000),
    ),
  );
  const team = await insertTeam(t.ctx.db, {
    leagueId: league.id,
    name: 'Baseline Bandits',
    status: 'active',
  });
  teamId = team.id;
  await insertTeamMatch(t.ctx.db, {
    teamId,
    isHome: true,
    startsAt: new Date(now.getTime() - 7 * 86_400_000),
  });
  await insertTeamMatch(t.ctx.db, {
    teamId,
    isHome: false,
    startsAt: new Date(now.getTime() - 14 * 86_400_000),
  });
  await insertTeam(t.ctx.db, { leagueId: league.id, name: 'Not Yet Approved', status: 'submitted' });
});
afterAll(() => t.close());

describe('the public report', () => {
  it('offers our playing teams with their league, season and record', async () => {
    const res = await call(t, 'GET', '/api/team-success/teams');
    expect(res.status).toBe(200);
    const names = res.body.teams.map((x: { name: string }) => x.name);
    expect(names).toContain('Baseline Bandits');
    expect(names).not.toContain('Not Yet Approved');
    const bandits = res.body.teams.find((x: { name: string }) => x.name === 'Baseline Bandits');
    expect(bandits.league).toMatch(/Women's 18\+ 3\.5 \(Fall \d{4}\)/);
    expect(bandits.results).toMatch(/2 team matches played/);
  });

  it('stores a report with its photo, waiting for review, and not public yet', async () => {
    const photo = await uploadPhoto(demoCourtPng([40, 120, 80]));
    expect(photo.status).toBe(201);
    expect(photo.body.photo.url).toMatch(/^\/api\/uploads\/teamsuccess-[0-9a-f]{32}\.png$/);
    const res = await report({ teamId, photoUrl: photo.body.photo.url, teamName: 'Baseline Bandits' });
    expect(res.status).toBe(201);
    const [row] = await t.ctx.db
      .select()
      .from(teamSuccessStories)
      .where(eq(teamSuccessStories.id, res.body.id));
    expect(row).toMatchObject({ status: 'submitted', teamId, photoUrl: photo.body.photo.url });
    const published = await call(t, 'GET', '/api/team-success');
    expect(published.body.stories.map((s: { id: string }) => s.id)).not.toContain(res.body.id);
  });

  it('answers field errors under their fields and stores nothing', async () => {
    const res = await report({
      teamName: '',
      story: 'Too short',
      reporterEmail: 'nope',
      achievement: 'gold',
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION');
    expect(Object.keys(res.body.fields)).toEqual(
      expect.arrayContaining(['teamName', 'story', 'reporterEmail', 'achievement']),
    );
    const unknownTeam = await report({ teamId: '00000000-0000-4000-8000-000000000000' });
    expect(unknownTeam.status).toBe(400);
    expect(unknownTeam.body.fields.teamId).toBe('Choose a team from the list.');
  });

  it('refuses a photo URL that is not a team-success upload', async () => {
    const foreign = await report({ photoUrl: 'https://example.com/x.png' });
    expect(foreign.status).toBe(400);
    expect(foreign.body.fields.photoUrl).toBeDefined();
    const notOurs = await report({ photoUrl: `/api/uploads/avatar-${'a'.repeat(32)}.png` });
    expect(notOurs.status).toBe(400);
    expect(notOurs.body.fields.photoUrl).toBeDefined();
  });

  it('refuses uploads that are not images, empty or too large, keeping nothing', async () => {
    const before = (await t.ctx.db.select().from(uploads)).length;
    const text = await uploadPhoto(new TextEncoder().encode('<script>alert(1)</script>'), '203.0.113.51');
    expect(text.status).toBe(415);
    const empty = await uploadPhoto(new Uint8Array(0), '203.0.113.51');
    expect(empty.status).toBe(400);
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(demoCourtPng([1, 2, 3]));
    const tooLarge = await uploadPhoto(big, '203.0.113.51');
    expect(tooLarge.status).toBe(413);
    const json = await call(t, 'POST', '/api/team-success/photos', { body: { photo: 'x' } });
    expect(json.status).toBe(415);
    expect((await t.ctx.db.select().from(uploads)).length).toBe(before);
  });

  it('treats a filled spam trap as spam', async () => {
    const res = await report({ website: 'https://spam.example' }, '203.0.113.60');
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Spam detected');
  });

  it('limits reports per visitor address', async () => {
    const ip = '203.0.113.70';
    for (let i = 0; i < 5; i++) expect((await report({}, ip)).status).toBe(201);
    const sixth = await report({}, ip);
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get('retry-after')).toBeTruthy();
  });
});

describe('staff review', () => {
  it('approves, edits, publishes, unpublishes and rejects, with an audit trail', async () => {
    const filed = await report({ teamName: 'Review Rovers' }, '203.0.113.80');
    const id = filed.body.id as string;
    const approved = await call(t, 'POST', `/api/admin/team-success/${id}/approve`, as(board));
    expect(approved.status).toBe(200);
    expect(approved.body.entry.status).toBe('approved');

    const edited = await call(
      t,
      'PATCH',
      `/api/admin/team-success/${id}`,
      as(board, {
        ...buildTeamSuccessReport({ teamName: 'Review Rovers', story: `${'A corrected story. '.repeat(3)}` }),
        teamId: undefined,
        reporterName: undefined,
        reporterEmail: undefined,
        website: undefined,
      }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body.entry.story).toMatch(/^A corrected story/);

    const published = await call(t, 'POST', `/api/admin/team-success/${id}/publish`, as(board));
    expect(published.body.entry.status).toBe('published');
    expect(published.body.entry.publishedAt).toBeTruthy();
    const pub = await call(t, 'GET', '/api/team-success?limit=50');
    expect(pub.body.stories.map((s: { id: string }) => s.id)).toContain(id);
    expect(pub.body.stories[0]).not.toHaveProperty('reporterEmail');

    const twice = await call(t, 'POST', `/api/admin/team-success/${id}/publish`, as(board));
    expect(twice.status).toBe(409);

    const unpublished = await call(t, 'POST', `/api/admin/team-success/${id}/unpublish`, as(board));
    expect(unpublished.body.entry.status).toBe('approved');
    expect(unpublished.body.entry.publishedAt).toBeNull();

    const noReason = await call(t, 'POST', `/api/admin/team-success/${id}/reject`, as(board, { reason: '' }));
    expect(noReason.status).toBe(400);
    expect(noReason.body.fields.reason).toBeDefined();
    const rejected = await call(
      t,
      'POST',
      `/api/admin/team-success/${id}/reject`,
      as(board, { reason: 'Duplicate of another report' }),
    );
    expect(rejected.body.entry).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Duplicate of another report',
    });
    const publishRejected = await call(t, 'POST', `/api/admin/team-success/${id}/publish`, as(board));
    expect(publishRejected.status).toBe(409);

    expect(rejected.body.history.map((e: { kind: string }) => e.kind)).toEqual([
      'reported',
      'approved',
      'edited',
      'published',
      'unpublished',
      'rejected',
    ]);
    const staffLine = rejected.body.history[1];
    expect(staffLine.actorName).toBeTruthy();
    expect(rejected.body.history[2].note).toMatch(/story/);
  });

  it('replaces a photo on edit and removes the old file once nothing shows it', async () => {
    const first = await uploadPhoto(demoCourtPng([10, 20, 30]), '203.0.113.90');
    const filed = await report({ photoUrl: first.body.photo.url }, '203.0.113.90');
    const second = await uploadPhoto(demoCourtPng([30, 20, 10]), '203.0.113.90');
    const detail = await call(t, 'GET', `/api/admin/team-success/${filed.body.id}`, as(board));
    const { entry } = detail.body;
    const res = await call(
      t,
      'PATCH',
      `/api/admin/team-success/${filed.body.id}`,
      as(board, {
        teamName: entry.teamName,
        league: entry.league,
        seasonYear: entry.seasonYear,
        achievement: entry.achievement,
        results: entry.results,
        story: entry.story,
        playerNames: entry.playerNames,
        photoUrl: second.body.photo.url,
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body.entry.photoUrl).toBe(second.body.photo.url);
    expect((await t.app.request(first.body.photo.url)).status).toBe(404);
    expect((await t.app.request(second.body.photo.url)).status).toBe(200);
  });

  it('lists with search, status and season filters, sorting, paging and CSV', async () => {
    await insertTeamSuccessStory(
      t.ctx.db,
      { teamName: 'Old Timers', seasonYear: 2019 },
      { status: 'published' },
    );
    const bySeason = await call(t, 'GET', '/api/admin/team-success?season=2019', as(board));
    expect(bySeason.status).toBe(200);
    expect(bySeason.body.items.map((e: { teamName: string }) => e.teamName)).toEqual(['Old Timers']);
    const bySearch = await call(t, 'GET', '/api/admin/team-success?q=rovers', as(board));
    expect(bySearch.body.items.every((e: { teamName: string }) => e.teamName === 'Review Rovers')).toBe(true);
    const byStatus = await call(
      t,
      'GET',
      '/api/admin/team-success?status=submitted&sort=teamName&dir=asc',
      as(board),
    );
    expect(byStatus.body.items.every((e: { status: string }) => e.status === 'submitted')).toBe(true);
    const names = byStatus.body.items.map((e: { teamName: string }) => e.teamName);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    expect(byStatus.body).toMatchObject({ page: 1, pageSize: 25 });
    const bad = await call(t, 'GET', '/api/admin/team-success?status=lost&season=abc', as(board));
    expect(bad.status).toBe(400);

    const csv = await t.app.request('/api/admin/team-success.csv?season=2019', { headers: board });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    const body = await csv.text();
    expect(body).toMatch(/Reported \(America\/Denver\),Status,Team/);
    expect(body).toMatch(/Old Timers/);
  });

  it('is staff only: members and visitors are refused', async () => {
    expect((await call(t, 'GET', '/api/admin/team-success', as(member))).status).toBe(403);
    expect((await call(t, 'GET', '/api/admin/team-success')).status).toBe(401);
    const filed = await report({}, '203.0.113.95');
    expect(
      (await call(t, 'POST', `/api/admin/team-success/${filed.body.id}/approve`, as(member))).status,
    ).toBe(403);
    const rep = await createSignedInUser(t, ['rep']);
    expect(
      (await call(t, 'POST', `/api/admin/team-success/${filed.body.id}/approve`, { jar: rep.jar })).status,
    ).toBe(200);
    expect((await call(t, 'GET', '/api/admin/team-success/not-a-uuid', as(board))).status).toBe(404);
  });
});

describe('demo stories', () => {
  it('seeds published stories with photos and one waiting for review, once', async () => {
    const fresh = await createTestApp();
    try {
      await seedTeamSuccess(fresh.ctx, new Date('2026-11-23T12:00:00Z'));
      await seedTeamSuccess(fresh.ctx, new Date('2026-11-23T12:00:00Z'));
      const rows = await fresh.ctx.db.select().from(teamSuccessStories);
      expect(rows).toHaveLength(4);
      const published = rows.filter((r) => r.status === 'published');
      expect(published).toHaveLength(3);
      expect(rows.filter((r) => r.status === 'submitted')).toHaveLength(1);
      for (const r of published) {
        expect(r.photoUrl).toMatch(/^\/api\/uploads\/teamsuccess-/);
        expect((await fresh.app.request(r.photoUrl!)).status).toBe(200);
        expect(r.publishedAt!.getTime()).toBeLessThan(Date.parse('2026-11-23T12:00:00Z'));
        expect(r.seasonYear).toBeLessThanOrEqual(2026);
      }
    } finally {
      await fresh.close();
    }
  });
});
