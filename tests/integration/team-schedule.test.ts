import { insertRosterEntries } from '@server/db/factories/leagues';
import { insertTeamMatch } from '@server/db/factories/team-matches';
import { rosterEntries } from '@server/db/schema/leagues';
import { matchAvailability, teamMatches } from '@server/db/schema/team-matches';
import { availabilityLinkUrl } from '@server/features/team-matches/availability-answers';
import { sendAvailabilityReminders } from '@server/features/team-matches/reminders-job';
import { createExpiringRecordToken, createRecordToken } from '@server/lib/record-token';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createSignedInUser, emailsTo, lastEmailTo } from '../support/auth-helpers';
import { insertCourt } from '../support/factories';
import { validateICalendar } from '../support/ical-validator';
import { insertTeamSetup } from '../support/team-setup';
import { createTestApp, type TestApp } from '../support/test-context';

let t: TestApp;
type Signed = Awaited<ReturnType<typeof createSignedInUser>>;
let captain: Signed;
let coCaptain: Signed;
let player: Signed;
let player2: Signed;
let outsider: Signed;
let otherCaptain: Signed;
let rep: Signed;
let teamId: string;
let courtId: string;
let playerEntryId: string;
let player2EntryId: string;
const invitee = 'invited.player@example.com';

const as = (who: Signed, body?: unknown) => ({ headers: who.headers, body });
const dayMs = 86_400_000;

/** "2026-11-28T18:30" on the club's clock, `days` from now (the club's zone is America/Denver). */
function wallTime(days: number): string {
  const d = new Date(Date.now() + days * dayMs);
  return `${d.toISOString().slice(0, 10)}T18:30`;
}

const matchInput = (overrides: Record<string, unknown> = {}) => ({
  startsAt: wallTime(10),
  isHome: true,
  opponentTeam: 'Baseline Bandits',
  opponentClub: 'Cedar Grove Racquet Club',
  courtId,
  address: '',
  notes: 'Warm-up at 6:15',
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp({ rateLimits: false });
  [captain, coCaptain, player, player2, outsider, otherCaptain, rep] = await Promise.all([
    createSignedInUser(t, ['captain']),
    createSignedInUser(t, ['member']),
    createSignedInUser(t, ['member']),
    createSignedInUser(t, ['member']),
    createSignedInUser(t, ['member']),
    createSignedInUser(t, ['captain']),
    createSignedInUser(t, ['rep']),
  ]);
  const { team, entryIdOf } = await insertTeamSetup(t.ctx.db, {
    name: 'Schedule Testers',
    captainId: captain.user.id,
    coCaptainId: coCaptain.user.id,
    roster: [
      { userId: player.user.id, name: 'Pat Player' },
      { userId: player2.user.id, name: 'Sam Second' },
      { email: invitee, name: 'Ivy Invited' },
    ],
  });
  teamId = team.id;
  playerEntryId = entryIdOf(player.user.id);
  player2EntryId = entryIdOf(player2.user.id);
  courtId = (await insertCourt(t.ctx.db, { name: 'Schedule Test Courts' })).id;
});
afterAll(() => t.close());

describe('schedule', () => {
  let matchId: string;

  it('a captain schedules a match; the roster is told by e-mail; players, outsiders and other captains cannot', async () => {
    const res = await call(t, 'POST', `/api/teams/${teamId}/matches`, as(captain, matchInput()));
    expect(res.status).toBe(201);
    matchId = res.body.match.id;
    expect(res.body.match).toMatchObject({
      opponentTeam: 'Baseline Bandits',
      placeName: 'Schedule Test Courts',
      status: 'scheduled',
      isOpen: true,
    });
    for (const to of [player.user.email, player2.user.email, invitee]) {
      const mail = await lastEmailTo(t, to);
      expect(mail?.subject).toBe('Schedule Testers: a match was added to the schedule');
      expect(mail?.text).toContain('Home vs Baseline Bandits (Cedar Grove Racquet Club)');
      expect(mail?.text).toContain(`/team-matches/${matchId}`);
    }
    for (const who of [player, outsider, otherCaptain]) {
      expect((await call(t, 'POST', `/api/teams/${teamId}/matches`, as(who, matchInput()))).status).toBe(403);
    }
    expect((await call(t, 'POST', `/api/teams/${teamId}/matches`, { body: matchInput() })).status).toBe(401);
    // League staff and the co-captain may schedule too.
    expect(
      (await call(t, 'POST', `/api/teams/${teamId}/matches`, as(rep, matchInput({ startsAt: wallTime(17) }))))
        .status,
    ).toBe(201);
    expect(
      (
        await call(
          t,
          'POST',
          `/api/teams/${teamId}/matches`,
          as(
            coCaptain,
            matchInput({
              startsAt: wallTime(24),
              isHome: false,
              courtId: '',
              address: '12 Away Rd, Oakdale',
            }),
          ),
        )
      ).status,
    ).toBe(201);
  });

  it('refuses a match without a place, a time or an opponent, naming the fields', async () => {
    const res = await call(
      t,
      'POST',
      `/api/teams/${teamId}/matches`,
      as(captain, matchInput({ courtId: '', address: '', startsAt: 'soon', opponentTeam: ' ' })),
    );
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION');
    expect(Object.keys(res.body.fields).sort()).toEqual(['address', 'opponentTeam', 'startsAt']);
  });

  it('players read the schedule (their own answers, yes counts); outsiders cannot', async () => {
    const res = await call(t, 'GET', `/api/teams/${teamId}/schedule`, as(player));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      isPlayer: true,
      canManage: false,
      team: { name: 'Schedule Testers', playersNeeded: 6 },
    });
    expect(res.body.team.lines).toEqual(['D1', 'D2', 'D3']);
    expect(res.body.matches).toHaveLength(3);
    expect(res.body.calendarUrl).toContain(`/api/teams/${teamId}/calendar.ics?key=`);
    expect((await call(t, 'GET', `/api/teams/${teamId}/schedule`, as(outsider))).status).toBe(403);
    expect((await call(t, 'GET', `/api/teams/${teamId}/schedule`, as(captain))).body.canManage).toBe(true);
  });

  it('a player answers and changes the answer; others on the team cannot answer for them; outsiders cannot answer', async () => {
    let res = await call(
      t,
      'PUT',
      `/api/team-matches/${matchId}/availability`,
      as(player, { answer: 'maybe', note: 'Work' }),
    );
    expect(res.status).toBe(200);
    expect(res.body.myAnswer).toMatchObject({ answer: 'maybe', note: 'Work' });
    res = await call(t, 'PUT', `/api/team-matches/${matchId}/availability`, as(player, { answer: 'yes' }));
    expect(res.body.myAnswer).toMatchObject({ answer: 'yes', note: '' });
    const schedule = await call(t, 'GET', `/api/teams/${teamId}/schedule`, as(player));
    const m = schedule.body.matches.find((x: { id: string }) => x.id === matchId);
    expect(m).toMatchObject({ myAnswer: { answer: 'yes' }, yesCount: 1 });
    expect(
      (await call(t, 'PUT', `/api/team-matches/${matchId}/availability`, as(outsider, { answer: 'yes' })))
        .status,
    ).toBe(403);
    // The captain is on the team but not on the roster: no answer of their own.
    expect(
      (await call(t, 'PUT', `/api/team-matches/${matchId}/availability`, as(captain, { answer: 'yes' })))
        .status,
    ).toBe(403);
    const bad = await call(
      t,
      'PUT',
      `/api/team-matches/${matchId}/availability`,
      as(player, { answer: 'perhaps' }),
    );
    expect(bad.status).toBe(400);
  });

  it('the match page shows place, map links and the answer; the per-match .ics downloads', async () => {
    const res = await call(t, 'GET', `/api/team-matches/${matchId}`, as(player));
    expect(res.status).toBe(200);
    expect(res.body.myAnswer.answer).toBe('yes');
    expect(res.body.mapLinks.googleMaps).toContain('google.com/maps');
    expect((await call(t, 'GET', `/api/team-matches/${matchId}`, as(outsider))).status).toBe(403);
    const ics = await call(t, 'GET', `/api/team-matches/${matchId}/calendar.ics`, as(player));
    expect(ics.status).toBe(200);
    expect(ics.headers.get('content-type')).toContain('text/calendar');
    expect(ics.body.replace(/\r\n /g, '')).toContain(
      'SUMMARY:Schedule Testers: Home vs Baseline Bandits (Cedar Grove Racquet Club)',
    );
  });

  it('serves the team feed only with its signed key', async () => {
    const schedule = await call(t, 'GET', `/api/teams/${teamId}/schedule`, as(player));
    const url = new URL(schedule.body.calendarUrl);
    const feed = await call(t, 'GET', `${url.pathname}${url.search}`);
    expect(feed.status).toBe(200);
    expect(feed.body.match(/BEGIN:VEVENT/g)).toHaveLength(3);
    expect(feed.body).toContain('REFRESH-INTERVAL');
    expect((await call(t, 'GET', `/api/teams/${teamId}/calendar.ics?key=nope`)).status).toBe(404);
    expect((await call(t, 'GET', `/api/teams/${teamId}/calendar.ics`)).status).toBe(404);
  });

  it('a postponed, then moved match updates subscribed calendars: SEQUENCE rises, STATUS follows', async () => {
    const created = await call(
      t,
      'POST',
      `/api/teams/${teamId}/matches`,
      as(captain, matchInput({ startsAt: wallTime(40) })),
    );
    const id = created.body.match.id as string;
    const schedule = await call(t, 'GET', `/api/teams/${teamId}/schedule`, as(player));
    const feedUrl = new URL(schedule.body.calendarUrl);
    const inFeed = async () => {
      const feed = await call(t, 'GET', `${feedUrl.pathname}${feedUrl.search}`);
      const event = validateICalendar(feed.body).events.find((e) =>
        e.get('UID')?.startsWith(`team-match-${id}@`),
      );
      return {
        sequence: Number(event!.get('SEQUENCE')),
        status: event!.get('STATUS'),
        start: event!.get('DTSTART'),
      };
    };
    const before = await inFeed();
    expect(before).toMatchObject({ sequence: 0, status: 'CONFIRMED' });

    await call(
      t,
      'PATCH',
      `/api/teams/${teamId}/matches/${id}`,
      as(captain, matchInput({ startsAt: wallTime(40), status: 'postponed' })),
    );
    const postponed = await inFeed();
    expect(postponed).toMatchObject({ sequence: 1, status: 'TENTATIVE', start: before.start });

    await call(
      t,
      'PATCH',
      `/api/teams/${teamId}/matches/${id}`,
      as(captain, matchInput({ startsAt: wallTime(47), status: 'scheduled' })),
    );
    const moved = await inFeed();
    expect(moved).toMatchObject({ sequence: 2, status: 'CONFIRMED' });
    expect(moved.start).not.toBe(before.start);
    // The match's own .ics says the same.
    const single = await call(t, 'GET', `/api/team-matches/${id}/calendar.ics`, as(player));
    expect(validateICalendar(single.body).events[0]!.get('SEQUENCE')).toBe('2');
  });

  it('a change (cancelled) is e-mailed and closes answers', async () => {
    const created = await call(
      t,
      'POST',
      `/api/teams/${teamId}/matches`,
      as(captain, matchInput({ startsAt: wallTime(31) })),
    );
    const id = created.body.match.id;
    const res = await call(
      t,
      'PATCH',
      `/api/teams/${teamId}/matches/${id}`,
      as(captain, matchInput({ startsAt: wallTime(31), status: 'cancelled' })),
    );
    expect(res.status).toBe(200);
    expect(res.body.match).toMatchObject({ status: 'cancelled', isOpen: false });
    expect((await lastEmailTo(t, player.user.email))?.subject).toBe(
      'Schedule Testers: a match was changed (cancelled)',
    );
    const answer = await call(
      t,
      'PUT',
      `/api/team-matches/${id}/availability`,
      as(player, { answer: 'yes' }),
    );
    expect(answer.status).toBe(409);
    // A match of another team is not found under this team.
    expect(
      (
        await call(
          t,
          'PATCH',
          `/api/teams/${teamId}/matches/00000000-0000-4000-8000-000000000000`,
          as(captain, matchInput()),
        )
      ).status,
    ).toBe(404);
  });
});

describe('CSV schedule import', () => {
  const header = 'date,time,home_away,opponent,club,location,notes';

  it('previews every row with its errors and adds nothing; a commit with errors adds nothing either', async () => {
    const before = (await t.ctx.db.select().from(teamMatches).where(eq(teamMatches.teamId, teamId))).length;
    const csv = [
      header,
      `${wallTime(40).slice(0, 10)},6:30 pm,home,Net Gains,Westfield TA,Schedule Test Courts,`,
      '13/45/2026,25:00,there,,,,',
      `${wallTime(47).slice(0, 10)},18:30,away,Lob Stars,Hillcrest,"5 Hillcrest Dr, Oakdale","Bring ""lucky"" balls"`,
    ].join('\n');
    const preview = await call(t, 'POST', `/api/teams/${teamId}/matches/import`, as(captain, { csv }));
    expect(preview.status).toBe(200);
    expect(preview.body.hasErrors).toBe(true);
    expect(preview.body.added).toBe(0);
    expect(
      preview.body.rows.map((r: { line: number; errors: string[] }) => [r.line, r.errors.length > 0]),
    ).toEqual([
      [2, false],
      [3, true],
      [4, false],
    ]);
    const bad = preview.body.rows[1].errors.join(' ');
    expect(bad).toContain('Date "13/45/2026" is not a date');
    expect(bad).toContain('Time "25:00" is not a time');
    expect(bad).toContain('Home/away "there" must be home or away');
    expect(bad).toContain("Enter the opponent team's name.");
    expect(preview.body.rows[2].values).toMatchObject({
      address: '5 Hillcrest Dr, Oakdale',
      notes: 'Bring "lucky" balls',
      isHome: false,
    });
    expect(preview.body.rows[0].values.courtId).toBe(courtId);

    const commit = await call(
      t,
      'POST',
      `/api/teams/${teamId}/matches/import`,
      as(captain, { csv, isCommit: true }),
    );
    expect(commit.body).toMatchObject({ hasErrors: true, added: 0 });
    expect((await t.ctx.db.select().from(teamMatches).where(eq(teamMatches.teamId, teamId))).length).toBe(
      before,
    );
  });

  it('commits a clean schedule all at once with one e-mail per player', async () => {
    const before = (await emailsTo(t, player2.user.email)).length;
    const csv = [
      header,
      `${wallTime(40).slice(0, 10)},6:30 pm,home,Net Gains,Westfield TA,Schedule Test Courts,`,
      `${wallTime(47).slice(0, 10)},18:30,away,Lob Stars,Hillcrest,"5 Hillcrest Dr, Oakdale",`,
    ].join('\r\n');
    const res = await call(
      t,
      'POST',
      `/api/teams/${teamId}/matches/import`,
      as(captain, { csv, isCommit: true }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ hasErrors: false, added: 2 });
    const mails = await emailsTo(t, player2.user.email);
    expect(mails.length).toBe(before + 1);
    expect(mails.at(-1)?.subject).toBe('Schedule Testers: 2 matches were added to the schedule');
  });

  it('refuses a file without the columns, and players cannot import', async () => {
    const res = await call(
      t,
      'POST',
      `/api/teams/${teamId}/matches/import`,
      as(captain, { csv: 'when,who\nx,y' }),
    );
    expect(res.status).toBe(400);
    expect(res.body.error).toContain('missing: date, time, home_away, opponent, location');
    expect(
      (await call(t, 'POST', `/api/teams/${teamId}/matches/import`, as(player, { csv: 'a' }))).status,
    ).toBe(403);
  });
});

describe('answering from the e-mail link', () => {
  let match: typeof teamMatches.$inferSelect;
  let token: string;

  beforeAll(async () => {
    match = await insertTeamMatch(t.ctx.db, {
      teamId,
      startsAt: new Date(Date.now() + 5 * dayMs),
      isHome: false,
      address: '1 Link Rd',
    });
    token = new URL(availabilityLinkUrl(t.ctx, match, player2EntryId, 'no')).searchParams.get('token')!;
  });

  it('opening the link records nothing (mail scanners); the POST confirm records it; the page shows it', async () => {
    const opened = await call(t, 'GET', `/api/availability/link?token=${encodeURIComponent(token)}`);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({
      playerName: 'Sam Second',
      teamName: 'Schedule Testers',
      recorded: null,
    });
    expect(
      await t.ctx.db.select().from(matchAvailability).where(eq(matchAvailability.matchId, match.id)),
    ).toEqual([]);
    const confirmed = await call(t, 'POST', '/api/availability/link', {
      body: { token, answer: 'no', note: 'Away that week' },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.recorded).toMatchObject({ answer: 'no', note: 'Away that week' });
    const [row] = await t.ctx.db
      .select()
      .from(matchAvailability)
      .where(
        and(eq(matchAvailability.matchId, match.id), eq(matchAvailability.rosterEntryId, player2EntryId)),
      );
    expect(row).toMatchObject({ answer: 'no', source: 'email', answeredBy: null });
    // Changing the answer is allowed until the cut-off.
    const changed = await call(t, 'POST', '/api/availability/link', { body: { token, answer: 'yes' } });
    expect(changed.body.recorded.answer).toBe('yes');
  });

  it('refuses a forged, swapped or expired token, and answers after the cut-off', async () => {
    const forged = `${token.slice(0, -3)}abc`;
    expect(
      (await call(t, 'POST', '/api/availability/link', { body: { token: forged, answer: 'yes' } })).status,
    ).toBe(404);
    const [m, e, exp, sig] = token.split('.');
    const swapped = [m, playerEntryId, exp, sig].join('.');
    expect(e).toBe(player2EntryId);
    expect((await call(t, 'GET', `/api/availability/link?token=${encodeURIComponent(swapped)}`)).status).toBe(
      404,
    );
    const expired = createExpiringRecordToken(
      t.ctx.authSecret,
      'availability-answer',
      [match.id, player2EntryId],
      new Date(Date.now() - 1000),
    );
    const res = await call(t, 'POST', '/api/availability/link', { body: { token: expired, answer: 'yes' } });
    expect(res.status).toBe(410);
    expect(res.body.error).toContain('expired');
    // The captain's cut-off: 6 days before means this match (5 days ahead) is closed.
    expect(
      (
        await call(
          t,
          'PUT',
          `/api/teams/${teamId}/match-settings`,
          as(captain, { cutoffHours: 144, reminderDays: [7, 3] }),
        )
      ).status,
    ).toBe(200);
    const locked = await call(t, 'POST', '/api/availability/link', { body: { token, answer: 'no' } });
    expect(locked.status).toBe(409);
    expect(locked.body.error).toContain('cut-off');
    const view = await call(t, 'GET', `/api/availability/link?token=${encodeURIComponent(token)}`);
    expect(view.body.match.isOpen).toBe(false);
    expect(view.body.recorded.answer).toBe('yes');
    await call(
      t,
      'PUT',
      `/api/teams/${teamId}/match-settings`,
      as(captain, { cutoffHours: 24, reminderDays: [7, 3] }),
    );
  });

  it('settings are the captains’ and validated', async () => {
    expect(
      (
        await call(
          t,
          'PUT',
          `/api/teams/${teamId}/match-settings`,
          as(player, { cutoffHours: 2, reminderDays: [] }),
        )
      ).status,
    ).toBe(403);
    const bad = await call(
      t,
      'PUT',
      `/api/teams/${teamId}/match-settings`,
      as(captain, { cutoffHours: -1, reminderDays: [0] }),
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['cutoffHours', 'reminderDays.0']);
  });
});

describe('the captain’s grid and reminders', () => {
  it('shows players × matches with yes counts against the lines needed; players cannot see it', async () => {
    const res = await call(t, 'GET', `/api/teams/${teamId}/availability`, as(captain));
    expect(res.status).toBe(200);
    expect(res.body.players.map((p: { name: string }) => p.name)).toEqual([
      'Ivy Invited',
      'Pat Player',
      'Sam Second',
    ]);
    expect(res.body.team.playersNeeded).toBe(6);
    expect(res.body.answers.length).toBeGreaterThan(0);
    const first = res.body.matches[0];
    expect(first.yesCount + first.noAnswerCount).toBeLessThanOrEqual(3);
    expect((await call(t, 'GET', `/api/teams/${teamId}/availability`, as(player))).status).toBe(403);
  });

  it('the scheduled job reminds each non-responder once, never a player who answered', async () => {
    const m = await insertTeamMatch(t.ctx.db, {
      teamId,
      startsAt: new Date(Date.now() + 6.5 * dayMs),
      isHome: true,
      courtId,
      opponentTeam: 'Reminder Rivals',
    });
    await t.ctx.db
      .insert(matchAvailability)
      .values({ matchId: m.id, rosterEntryId: playerEntryId, answer: 'yes' });
    const before = {
      player: (await emailsTo(t, player.user.email)).length,
      player2: (await emailsTo(t, player2.user.email)).length,
      invitee: (await emailsTo(t, invitee)).length,
    };
    const first = await sendAvailabilityReminders(t.ctx);
    expect(first).toBeGreaterThanOrEqual(2);
    expect(await sendAvailabilityReminders(t.ctx)).toBe(0);
    const p2 = await emailsTo(t, player2.user.email);
    const reminders = p2.filter((x) => x.subject.includes('can you play'));
    expect(p2.length - before.player2).toBeGreaterThanOrEqual(1);
    expect(reminders.some((r) => r.text.includes('Reminder Rivals'))).toBe(true);
    expect((await emailsTo(t, invitee)).length).toBeGreaterThan(before.invitee);
    expect(
      (await emailsTo(t, player.user.email)).filter((x) => x.text.includes('Reminder Rivals')),
    ).toHaveLength(0);
    // The reminder carries one-tap links for this player and match.
    const mail = reminders.find((r) => r.text.includes('Reminder Rivals'))!;
    expect(mail.text).toMatch(/\/availability\/answer\?token=[^&\s]+&answer=maybe/);

    // The manual button: non-responders again, and players who answered never.
    const pressed = await call(t, 'POST', `/api/teams/${teamId}/matches/${m.id}/remind`, as(captain));
    expect(pressed.body.reminded).toBe(2);
    expect(
      (await emailsTo(t, player.user.email)).filter((x) => x.text.includes('Reminder Rivals')),
    ).toHaveLength(0);
    expect((await call(t, 'POST', `/api/teams/${teamId}/matches/${m.id}/remind`, as(player))).status).toBe(
      403,
    );
  });
});

describe('team calendar keys (issue 18, low 6): one per player and team', () => {
  const feed = (url: string) => {
    const u = new URL(url);
    return call(t, 'GET', `${u.pathname}${u.search}`);
  };

  it('gives each player a key of their own; the old team-wide key no longer opens the feed', async () => {
    const mine = (await call(t, 'GET', `/api/teams/${teamId}/schedule`, as(player))).body.calendarUrl;
    const theirs = (await call(t, 'GET', `/api/teams/${teamId}/schedule`, as(player2))).body.calendarUrl;
    expect(mine).not.toBe(theirs);
    expect((await feed(mine)).status).toBe(200);
    const teamWide = createRecordToken(t.ctx.authSecret, 'team-calendar', teamId);
    expect((await call(t, 'GET', `/api/teams/${teamId}/calendar.ics?key=${teamWide}`)).status).toBe(404);
    // Someone without a place on the roster (league staff reading the page) has no feed of their own.
    expect((await call(t, 'GET', `/api/teams/${teamId}/schedule`, as(rep))).body.calendarUrl).toBeNull();
  });

  it('rotating from the schedule page stops the old address', async () => {
    const old = (await call(t, 'GET', `/api/teams/${teamId}/schedule`, as(player))).body.calendarUrl;
    const rotated = await call(t, 'POST', `/api/teams/${teamId}/calendar-key`, as(player));
    expect(rotated.status).toBe(200);
    expect(rotated.body.calendarUrl).not.toBe(old);
    expect((await feed(old)).status).toBe(404);
    expect((await feed(rotated.body.calendarUrl)).status).toBe(200);
    expect((await call(t, 'POST', `/api/teams/${teamId}/calendar-key`, as(outsider))).status).toBe(403);
  });

  it('is revoked with the roster place', async () => {
    const leaver = await createSignedInUser(t, ['member']);
    await insertRosterEntries(t.ctx.db, teamId, [{ userId: leaver.user.id, name: 'Lee Leaver' }], null);
    const url = (await call(t, 'GET', `/api/teams/${teamId}/schedule`, as(leaver))).body.calendarUrl;
    expect((await feed(url)).status).toBe(200);
    const [entry] = await t.ctx.db
      .select({ id: rosterEntries.id })
      .from(rosterEntries)
      .where(and(eq(rosterEntries.teamId, teamId), eq(rosterEntries.userId, leaver.user.id)));
    expect((await call(t, 'DELETE', `/api/teams/${teamId}/roster/${entry!.id}`, as(captain))).status).toBe(
      200,
    );
    expect((await feed(url)).status).toBe(404);
  });
});

describe('league reads in a fixed number of queries (issue 24)', () => {
  /** The database round trips of one request (the session's, the record's and the read's own). */
  async function queriesOf(path: string, who: Signed): Promise<number> {
    // drizzle's handle on the driver (PGlite, or node-postgres' pool): every statement passes here.
    const client = (t.ctx.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } })
      .$client;
    const query = client.query;
    let n = 0;
    client.query = function (this: unknown, ...args: unknown[]) {
      n++;
      return query.apply(this, args);
    };
    try {
      const res = await call(t, 'GET', path, { headers: who.headers });
      expect(res.status).toBe(200);
    } finally {
      client.query = query;
    }
    return n;
  }

  it('the schedule and the roster: the roles, the team, then one query each, however many matches', async () => {
    // Warm: the session's liveness and the club's time zone are kept in memory after a first read.
    await call(t, 'GET', `/api/teams/${teamId}/schedule`, { headers: captain.headers });
    await call(t, 'GET', `/api/teams/${teamId}/roster`, { headers: captain.headers });
    const counts = [
      await queriesOf(`/api/teams/${teamId}/schedule`, captain),
      await queriesOf(`/api/teams/${teamId}/schedule`, player),
      await queriesOf(`/api/teams/${teamId}/roster`, captain),
    ];
    // At least the record's and the read's own (so the count is seen), at most the roles' too.
    for (const n of counts) expect(n).toBeGreaterThanOrEqual(2);
    for (const n of counts) expect(n).toBeLessThanOrEqual(3);
  });
});
