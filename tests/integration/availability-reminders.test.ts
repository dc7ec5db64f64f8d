import { buildLeague, insertLeague, insertRosterEntries, insertTeam } from '@server/db/factories/leagues';
import { insertTeamMatch } from '@server/db/factories/team-matches';
import { rosterEntries } from '@server/db/schema/leagues';
import { emailOutbox } from '@server/db/schema/mail';
import { availabilityReminders, matchAvailability } from '@server/db/schema/team-matches';
import { sendAvailabilityReminders } from '@server/features/team-matches/reminders-job';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../support/auth-helpers';
import { createTestApp, type TestApp } from '../support/test-context';

/**
 * The availability reminder job (issue 11 §2) run by two app instances at once — on PostgreSQL
 * (TEST_DATABASE_URL) two instances with their own connection pools on one schema, as two
 * processes are; on PGlite the same runs overlap in one instance. Each non-responder gets each
 * reminder once; players who answered get none.
 */
const isPostgres = !!process.env.TEST_DATABASE_URL;
let a: TestApp;
let b: TestApp;
const dayMs = 86_400_000;

beforeAll(async () => {
  a = await createTestApp({ rateLimits: false });
  b = isPostgres ? await createTestApp({ rateLimits: false, joinSchema: a.schema }) : a;
});
afterAll(async () => {
  if (b !== a) await b.close();
  await a.close();
});

describe(`availability reminders with ${isPostgres ? 'two app instances on PostgreSQL' : 'overlapping runs on PGlite'}`, () => {
  it('reminds each non-responder once per reminder, never a responder, however many runs overlap', async () => {
    const captain = await createUser(a);
    const league = await insertLeague(
      a.ctx.db,
      buildLeague(
        { season: 'fall', gender: 'women', ageDivision: '18+', level: { kind: 'ntrp', rating: 3.5 } },
        new Date(),
        new Date(Date.now() - 20 * dayMs),
      ),
    );
    const team = await insertTeam(a.ctx.db, {
      leagueId: league.id,
      name: 'Reminder Crowd',
      captainId: captain.id,
    });
    const players = await Promise.all(Array.from({ length: 8 }, () => createUser(a)));
    await insertRosterEntries(
      a.ctx.db,
      team.id,
      players.map((p, i) => ({ userId: p.id, name: `Crowd Player ${i}` })),
      captain.id,
    );
    await a.ctx.db
      .insert(rosterEntries)
      .values({ teamId: team.id, email: 'crowd.invitee@example.com', name: 'Invitee' });
    const entries = await a.ctx.db.select().from(rosterEntries).where(eq(rosterEntries.teamId, team.id));
    const answered = entries.slice(0, 3);
    // Six and a half days out: the 7-day reminder is due, the 3-day one not yet.
    const match = await insertTeamMatch(a.ctx.db, {
      teamId: team.id,
      startsAt: new Date(Date.now() + 6.5 * dayMs),
      isHome: false,
      address: '9 Crowd Ct',
      opponentTeam: 'Crowd Opponents',
    });
    await a.ctx.db.insert(matchAvailability).values(
      answered.map((e, i) => ({
        matchId: match.id,
        rosterEntryId: e.id,
        answer: i ? ('no' as const) : ('yes' as const),
      })),
    );

    const runs = await Promise.all([
      sendAvailabilityReminders(a.ctx),
      sendAvailabilityReminders(b.ctx),
      sendAvailabilityReminders(a.ctx),
      sendAvailabilityReminders(b.ctx),
    ]);
    const nonResponders = entries.length - answered.length;
    expect(runs.reduce((x, y) => x + y, 0)).toBe(nonResponders);

    const claims = await a.ctx.db
      .select()
      .from(availabilityReminders)
      .where(eq(availabilityReminders.matchId, match.id));
    expect(claims).toHaveLength(nonResponders);
    expect(new Set(claims.map((c) => c.reminderKey))).toEqual(new Set(['days-7']));
    expect(claims.every((c) => c.emailId)).toBe(true);
    const answeredIds = new Set(answered.map((e) => e.id));
    expect(claims.some((c) => answeredIds.has(c.rosterEntryId))).toBe(false);

    const mails = await a.ctx.db
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.subject, 'Reminder Crowd:%'));
    expect(mails).toHaveLength(nonResponders);
    expect(new Set(mails.map((m) => m.to)).size).toBe(nonResponders);
    expect(mails.map((m) => m.to)).toContain('crowd.invitee@example.com');
    const answeredEmails = players.filter((p) => answered.some((e) => e.userId === p.id)).map((p) => p.email);
    expect(mails.some((m) => answeredEmails.includes(m.to))).toBe(false);

    // Later runs send nothing more; the 3-day reminder goes once its moment comes, again only
    // to those who still have not answered.
    expect(await sendAvailabilityReminders(b.ctx)).toBe(0);
    await a.ctx.db
      .insert(matchAvailability)
      .values({ matchId: match.id, rosterEntryId: entries[3]!.id, answer: 'maybe' });
    const threeDaysOut = new Date(Date.now() + 3.6 * dayMs);
    const later = await Promise.all([
      sendAvailabilityReminders(a.ctx, threeDaysOut),
      sendAvailabilityReminders(b.ctx, threeDaysOut),
    ]);
    expect(later.reduce((x, y) => x + y, 0)).toBe(nonResponders - 1);
  });
});
