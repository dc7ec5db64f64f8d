import { buildLeague, insertLeague } from '@server/db/factories/leagues';
import { teams } from '@server/db/schema/leagues';
import { captainsApi } from '@shared/api/captains';
import type { CaptainsPage } from '@shared/schemas/captains';
import { fitsRating } from '@shared/schemas/captains';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createUser, emailsTo, lastEmailTo } from '../support/auth-helpers';
import { callRoute } from '../support/call-route';
import { createTestApp, type TestApp } from '../support/test-context';

let t: TestApp;
let listedId: string;
let captainEmail: string;
let coCaptainEmail: string;
let captainlessId: string;

beforeAll(async () => {
  t = await createTestApp();
  const now = new Date();
  const start = new Date(now.getTime() + 20 * 86_400_000);
  const league = await insertLeague(
    t.ctx.db,
    buildLeague(
      {
        season: 'summer',
        gender: 'mixed',
        ageDivision: '18+',
        level: { kind: 'combined', total: 7.0, minIndividual: 3.0 },
      },
      now,
      start,
    ),
  );
  const past = await insertLeague(
    t.ctx.db,
    buildLeague(
      { season: 'spring', gender: 'women', ageDivision: '18+', level: { kind: 'ntrp', rating: 3.0 } },
      now,
      new Date(now.getTime() - 200 * 86_400_000),
    ),
  );
  const captain = await createUser(t, { name: 'Cathy Captain' });
  const coCaptain = await createUser(t, { name: 'Colin Co' });
  captainEmail = captain.email;
  coCaptainEmail = coCaptain.email;
  const rows = await t.ctx.db
    .insert(teams)
    .values([
      {
        leagueId: league.id,
        name: 'Mixed Nuts',
        status: 'active',
        captainId: captain.id,
        coCaptainId: coCaptain.id,
      },
      { leagueId: league.id, name: 'Lobbyists', status: 'approved' },
      { leagueId: league.id, name: 'Waiting Room', status: 'submitted', captainId: captain.id },
      { leagueId: league.id, name: 'Turned Down', status: 'rejected', captainId: captain.id },
      { leagueId: past.id, name: 'Last Spring', status: 'active', captainId: captain.id },
    ])
    .returning();
  listedId = rows[0]!.id;
  captainlessId = rows[1]!.id;
});
afterAll(() => t.close());

const message = {
  name: 'Vera Visitor',
  email: 'vera@example.net',
  message: 'Do you need a 3.5 woman for Sundays?',
  website: '',
};

describe('GET /api/captains', () => {
  it('lists the current season’s approved teams by league with names and no addresses', async () => {
    const res = await t.app.request('/api/captains');
    const text = await res.text();
    expect(text).not.toContain('@');
    const page = JSON.parse(text) as CaptainsPage;
    expect(page.leagues).toHaveLength(1);
    const [league] = page.leagues;
    expect(league!.levelLabel).toBe('7.0 combined');
    expect(league!.teams.map((team) => team.name)).toEqual(['Lobbyists', 'Mixed Nuts']);
    expect(league!.teams[1]).toMatchObject({
      captainName: 'Cathy Captain',
      coCaptainName: 'Colin Co',
      canMessage: true,
    });
    expect(league!.teams[0]!.canMessage).toBe(false);
    // A visitor rated 3.5 fits a 7.0 combined league; a 2.5 does not.
    expect(fitsRating(league!, '3.5')).toBe(true);
    expect(fitsRating(league!, '2.5')).toBe(false);
  });
});

describe('GET /api/captains, cached (issue 24)', () => {
  const names = async () => {
    const page = (await (await t.app.request('/api/captains')).json()) as CaptainsPage;
    return page.leagues.flatMap((l) => l.teams.map((team) => `${team.name}: ${team.captainName ?? '-'}`));
  };

  it('answers what the database holds after any write, by the app or by plain SQL', async () => {
    const before = await names();
    expect(await names()).toEqual(before);
    // A rename and a captain's new name written with plain SQL (as the CLI or an operator would).
    await t.ctx.db.execute(sql`update teams set name = 'Mixed Nuts II' where id = ${listedId}`);
    expect(await names()).toContain('Mixed Nuts II: Cathy Captain');
    await t.ctx.db.execute(
      sql`update profiles set full_name = 'Cathy Captain-Smith' where full_name = 'Cathy Captain'`,
    );
    expect(await names()).toContain('Mixed Nuts II: Cathy Captain-Smith');
    // Written and rolled back: never shown.
    await t.ctx.db
      .transaction(async (tx) => {
        await tx.execute(sql`update teams set name = 'Never Saved' where id = ${listedId}`);
        throw new Error('roll back');
      })
      .catch(() => {});
    expect(await names()).toContain('Mixed Nuts II: Cathy Captain-Smith');
    await t.ctx.db.execute(sql`update teams set name = 'Mixed Nuts' where id = ${listedId}`);
    await t.ctx.db.execute(
      sql`update profiles set full_name = 'Cathy Captain' where full_name = 'Cathy Captain-Smith'`,
    );
    expect(await names()).toEqual(before);
  });

  it('reads the version, not the teams, while nothing changed', async () => {
    await names();
    const [{ version: first }] = (
      (await t.ctx.db.execute(
        sql`select version from read_versions where topic = 'league-reads'`,
      )) as unknown as {
        rows: Array<{ version: number }>;
      }
    ).rows as [{ version: number }];
    await names();
    await t.ctx.db.execute(sql`update leagues set name = name where false`);
    const [{ version: second }] = (
      (await t.ctx.db.execute(
        sql`select version from read_versions where topic = 'league-reads'`,
      )) as unknown as {
        rows: Array<{ version: number }>;
      }
    ).rows as [{ version: number }];
    // A statement on a watched table bumps the version even when it changes no row.
    expect(Number(second)).toBeGreaterThan(Number(first));
  });
});

describe('POST /api/captains/:teamId/message', () => {
  it('relays the message to the captain and co-captain with Reply-To the visitor', async () => {
    const res = await callRoute(t, captainsApi.message, {
      params: { teamId: listedId },
      body: message,
      headers: { 'x-test-client': 'vera' },
    });
    expect(res.status).toBe(202);
    for (const address of [captainEmail, coCaptainEmail]) {
      const mail = await lastEmailTo(t, address);
      expect(mail?.text).toContain('Do you need a 3.5 woman for Sundays?');
      expect(mail?.text).toContain('of Mixed Nuts through the Captains page');
      expect(mail?.headers).toMatchObject({ 'Reply-To': 'vera@example.net' });
    }
    expect(await emailsTo(t, 'vera@example.net')).toEqual([]);
  });

  it('refuses a filled spam trap, unlisted teams and teams without a captain', async () => {
    const spam = await callRoute(t, captainsApi.message, {
      params: { teamId: listedId },
      body: { ...message, website: 'x' },
      headers: { 'x-test-client': 'bot' },
    });
    expect(spam.status).toBe(400);
    const none = await callRoute(t, captainsApi.message, {
      params: { teamId: captainlessId },
      body: message,
      headers: { 'x-test-client': 'v2' },
    });
    expect(none.status).toBe(409);
    const unknown = await callRoute(t, captainsApi.message, {
      params: { teamId: 'nope' },
      body: message,
      headers: { 'x-test-client': 'v3' },
    });
    expect(unknown.status).toBe(404);
  });

  it('shares the relay limit with the board contacts form', async () => {
    const headers = { 'x-test-client': 'chatty' };
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push(
        (await callRoute(t, captainsApi.message, { params: { teamId: listedId }, body: message, headers }))
          .status,
      );
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202]);
    const board = await call(t, 'POST', '/api/contacts/00000000-0000-4000-8000-000000000000/message', {
      body: message,
      headers,
    });
    expect(board.status).toBe(429);
  });
});
