import { insertRegistration, insertTournament } from '@server/db/factories/events';
import { tournamentDivisions, tournaments } from '@server/db/schema/events';
import { resolveClubTimeZone } from '@server/lib/club-time-zone';
import { utcToZonedWallTime, zonedToday, zonedWallTimeToUtc } from '@shared/club-time';
import type { AdminSeries } from '@shared/schemas/events-series';
import type { AdminTournament, TournamentList } from '@shared/schemas/events-tournaments';
import { addDays, isoWeekdayOf } from '@shared/series-rules';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CookieJar, call, createSignedInUser, lastEmailTo } from '../support/auth-helpers';
import { createTestApp, type TestApp } from '../support/test-context';

// Tournaments in series (decision 041). One app for the file; the steps build on one series.
// Runs on in-memory PGlite, or on PostgreSQL when TEST_DATABASE_URL is set (a schema of its own).
let t: TestApp;
let admin: CookieJar;
let timeZone: string;
let firstDate: string;
let seriesId: string;
let sessionIds: string[];
const title = 'Saturday Shootout Test';

beforeAll(async () => {
  t = await createTestApp({ rateLimits: false });
  admin = (await createSignedInUser(t, ['admin'])).jar;
  timeZone = await resolveClubTimeZone(t.ctx.db);
});
afterAll(() => t.close());

async function sessionRows() {
  return t.ctx.db
    .select()
    .from(tournaments)
    .where(eq(tournaments.seriesId, seriesId))
    .orderBy(asc(tournaments.seriesDate));
}

async function divisionsOf(ids: string[]) {
  return t.ctx.db
    .select()
    .from(tournamentDivisions)
    .where(inArray(tournamentDivisions.tournamentId, ids))
    .orderBy(asc(tournamentDivisions.sortOrder));
}

function person(i: number) {
  return {
    name: `Shootout Player ${i}`,
    email: `shootout${i}@example.com`,
    phone: '555 010 2000',
    ntrp: '3.5',
  };
}

describe('a weekly tournament series', () => {
  it('repeats a one-day tournament 4 times: each session its own row with copies of the divisions', async () => {
    firstDate = addDays(zonedToday(timeZone), 5);
    const { tournament } = await insertTournament(
      t.ctx.db,
      {
        title,
        startDate: firstDate,
        endDate: firstDate,
        status: 'draft',
        publishedAt: null,
        entryFeeCents: 1500,
        format: 'Round robin, short sets to 4',
        entryDeadline: zonedWallTimeToUtc(`${addDays(firstDate, -1)}T18:00`, timeZone),
      },
      [
        { name: 'Men 3.5', capacity: 6 },
        { name: 'Women 3.5', capacity: 4, waitlistLimit: 2 },
      ],
    );
    // A per-series price is refused: a tournament series is entered per session.
    const perSeries = await call(t, 'POST', `/api/admin/tournaments/${tournament.id}/series`, {
      jar: admin,
      body: {
        weekdays: [isoWeekdayOf(firstDate)],
        intervalWeeks: 1,
        endKind: 'count',
        sessionCount: 4,
        feeMode: 'series',
        seriesFee: '40',
      },
    });
    expect(perSeries.status).toBe(400);
    const res = await call(t, 'POST', `/api/admin/tournaments/${tournament.id}/series`, {
      jar: admin,
      body: { weekdays: [isoWeekdayOf(firstDate)], intervalWeeks: 1, endKind: 'count', sessionCount: 4 },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const series = res.body.series as AdminSeries;
    seriesId = series.id;
    expect(series.sessions.map((s) => s.seriesDate)).toEqual(
      [0, 7, 14, 21].map((d) => addDays(firstDate, d)),
    );
    expect(series.sessions.map((s) => s.status)).toEqual(['draft', 'draft', 'draft', 'draft']);
    expect(series.sessions.every((s) => s.capacity === 10)).toBe(true);

    const rows = await sessionRows();
    sessionIds = rows.map((r) => r.id);
    expect(new Set(rows.map((r) => r.slug)).size).toBe(4);
    expect(rows.map((r) => [r.startDate, r.endDate, r.entryFeeCents, r.format])).toEqual(
      [0, 7, 14, 21].map((d) => [
        addDays(firstDate, d),
        addDays(firstDate, d),
        1500,
        'Round robin, short sets to 4',
      ]),
    );
    // The entry deadline stays the day before at 18:00 on the club's clock.
    expect(rows.map((r) => utcToZonedWallTime(r.entryDeadline!, timeZone))).toEqual(
      [0, 7, 14, 21].map((d) => `${addDays(firstDate, d - 1)}T18:00`),
    );
    const divisions = await divisionsOf(sessionIds);
    expect(divisions).toHaveLength(8);
    for (const id of sessionIds) {
      expect(
        divisions.filter((d) => d.tournamentId === id).map((d) => [d.name, d.capacity, d.waitlistLimit]),
      ).toEqual([
        ['Men 3.5', 6, null],
        ['Women 3.5', 4, 2],
      ]);
    }
    // Not twice.
    const again = await call(t, 'POST', `/api/admin/tournaments/${tournament.id}/series`, {
      jar: admin,
      body: { weekdays: [isoWeekdayOf(firstDate)], intervalWeeks: 1, endKind: 'count', sessionCount: 4 },
    });
    expect(again.status).toBe(409);
    const published = await call(t, 'POST', `/api/admin/event-series/${seriesId}/publish`, { jar: admin });
    expect(published.status).toBe(200);
    expect((published.body.series as AdminSeries).sessions.every((s) => s.status === 'published')).toBe(true);
    const editor = await call(t, 'GET', `/api/admin/tournaments/${sessionIds[1]}`, { jar: admin });
    expect((editor.body.tournament as AdminTournament).series).toEqual({
      id: seriesId,
      seriesDate: addDays(firstDate, 7),
    });
  });

  it('lists the series once at its next session, and the club calendar carries each session', async () => {
    const list = await call(t, 'GET', '/api/tournaments');
    const shown = (list.body as TournamentList).upcoming.filter((x) => x.title === title);
    expect(shown).toHaveLength(1);
    expect(shown[0]!.startDate).toBe(firstDate);
    expect(shown[0]!.series).toMatchObject({ id: seriesId, sessionsLeft: 4 });
    expect(shown[0]!.series!.ruleText).toMatch(/^Every /);

    const feed = await t.app.request('/calendar.ics');
    const ics = await feed.text();
    for (const id of sessionIds) expect(ics).toContain(`UID:tournament-${id}@`);
  });

  it('moves one session by date: entries keep their places and are e-mailed; a date of another session is refused', async () => {
    const [second] = await divisionsOf([sessionIds[1]!]);
    await insertRegistration(t.ctx.db, { divisionId: second!.id }, person(1));
    const to = addDays(firstDate, 9);
    const clash = await call(
      t,
      'POST',
      `/api/admin/tournament-series/${seriesId}/sessions/${sessionIds[1]}/move`,
      {
        jar: admin,
        body: { startDate: addDays(firstDate, 14) },
      },
    );
    expect(clash.status).toBe(409);
    const res = await call(
      t,
      'POST',
      `/api/admin/tournament-series/${seriesId}/sessions/${sessionIds[1]}/move`,
      {
        jar: admin,
        body: { startDate: to },
      },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const moved = (res.body.series as AdminSeries).sessions.find((s) => s.id === sessionIds[1])!;
    expect(moved).toMatchObject({ seriesDate: addDays(firstDate, 7), isMoved: true, confirmedCount: 1 });
    const [row] = await t.ctx.db.select().from(tournaments).where(eq(tournaments.id, sessionIds[1]!));
    expect([row!.startDate, row!.endDate]).toEqual([to, to]);
    expect(utcToZonedWallTime(row!.entryDeadline!, timeZone)).toBe(`${addDays(to, -1)}T18:00`);
    expect(row!.sequence).toBeGreaterThan(0);
    const mail = await lastEmailTo(t, person(1).email);
    expect(mail?.subject).toMatch(/^New time: Saturday Shootout Test/);
  });

  it('edits this and following sessions in one transaction, refusing all of it when one session has too many entries', async () => {
    const [third] = await divisionsOf([sessionIds[2]!]);
    for (const i of [2, 3, 4]) await insertRegistration(t.ctx.db, { divisionId: third!.id }, person(i));
    const editor = (await call(t, 'GET', `/api/admin/tournaments/${sessionIds[1]}`, { jar: admin })).body
      .tournament as AdminTournament;
    const path = `/api/admin/tournament-series/${seriesId}/sessions/${sessionIds[1]}`;
    const tooSmall = await call(t, 'PATCH', path, {
      jar: admin,
      body: {
        scope: 'following',
        values: {
          ...editor.values,
          format: 'Changed',
          divisions: editor.values.divisions.map((d) => ({ ...d, capacity: 2 })),
        },
      },
    });
    expect(tooSmall.status).toBe(409);
    expect((await sessionRows()).every((r) => r.format === 'Round robin, short sets to 4')).toBe(true);

    const res = await call(t, 'PATCH', path, {
      jar: admin,
      body: {
        scope: 'following',
        values: {
          ...editor.values,
          format: 'Round robin, one set to 6',
          entryFee: '18',
          divisions: [
            ...editor.values.divisions.map((d) => ({ ...d, capacity: d.capacity + 2 })),
            { id: '', name: 'Mixed 3.0', capacity: 8 },
          ],
        },
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const rows = await sessionRows();
    expect(rows.map((r) => [r.format, r.entryFeeCents])).toEqual([
      ['Round robin, short sets to 4', 1500],
      ['Round robin, one set to 6', 1800],
      ['Round robin, one set to 6', 1800],
      ['Round robin, one set to 6', 1800],
    ]);
    // Each session keeps its own date and slug; the moved one stays moved.
    expect(rows.map((r) => r.startDate)).toEqual([
      firstDate,
      addDays(firstDate, 9),
      addDays(firstDate, 14),
      addDays(firstDate, 21),
    ]);
    expect(new Set(rows.map((r) => r.slug)).size).toBe(4);
    const divisions = await divisionsOf(sessionIds);
    expect(divisions.filter((d) => d.tournamentId === sessionIds[0]).map((d) => d.capacity)).toEqual([6, 4]);
    for (const id of sessionIds.slice(1)) {
      expect(divisions.filter((d) => d.tournamentId === id).map((d) => [d.name, d.capacity])).toEqual([
        ['Men 3.5', 8],
        ['Women 3.5', 6],
        ['Mixed 3.0', 8],
      ]);
    }
    // The third session's entries stayed in their (matched by name) division.
    expect(divisions.find((d) => d.id === third!.id)?.capacity).toBe(8);
  });

  it('skips a session: cancelled, its date listed as skipped; the whole-series sign-up is not offered', async () => {
    const res = await call(t, 'POST', `/api/admin/event-series/${seriesId}/sessions/${sessionIds[3]}/skip`, {
      jar: admin,
      body: { message: 'Courts resurfaced' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const series = res.body.series as AdminSeries;
    expect(series.skippedDates).toEqual([addDays(firstDate, 21)]);
    expect(series.sessions).toHaveLength(3);
    const list = (await call(t, 'GET', '/api/tournaments')).body as TournamentList;
    expect(list.upcoming.filter((x) => x.title === title).map((x) => x.series?.sessionsLeft)).toEqual([3]);
    const member = await createSignedInUser(t, ['member']);
    const whole = await call(t, 'POST', `/api/event-series/${seriesId}/signups`, {
      jar: member.jar,
      body: { name: 'A Member', phone: '555 010 3000', ntrp: '3.5', notes: '' },
    });
    expect(whole.status).toBe(409);
  });
});
