import { zonedWallTimeToUtc } from '@shared/club-time';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { makeDraw, publishDraw } from '../../features/tournament-draws/draw-making';
import { saveDrawResult } from '../../features/tournament-draws/draw-results';
import { clubToday, resolveClubTimeZone } from '../../lib/club-time-zone';
import { courts } from '../schema/courts';
import { tournaments } from '../schema/events';
import { drawEntries, drawEvents, drawMatches } from '../schema/tournament-draws';
import { addDays, demoPerson } from '../seed-data/events';
import { insertRegistration, insertTournament } from './events';

/*
 * The demo club's tournament in progress (issue 23 §4): yesterday to tomorrow, a 12-player
 * singles draw (byes to the top four seeds) with its first round played and the quarter-finals
 * on today's order of play, and a round-robin division with some results in.
 */

const organiser = { isSignedIn: true, userId: null, email: null, roles: ['admin'] } as const;

export async function seedTournamentDraws(ctx: AppContext): Promise<void> {
  const today = await clubToday(ctx.db);
  const slug = 'club-championships';
  const [exists] = await ctx.db
    .select({ id: tournaments.id })
    .from(tournaments)
    .where(eq(tournaments.slug, slug));
  if (exists) return;
  const [court] = await ctx.db.select().from(courts).where(eq(courts.slug, 'riverside-park'));
  const { divisions } = await insertTournament(
    ctx.db,
    {
      title: 'Club Championships',
      slug,
      status: 'published',
      startDate: addDays(today, -1),
      endDate: addDays(today, 1),
      courtId: court?.id ?? null,
      placeText: 'Courts 1–6',
      format: 'Best of three sets, a match tiebreak in place of the third set in the round robin.',
      description:
        'The club’s own championships: an open singles draw and a women’s 3.5 round robin over three days. The draws, the order of play and every result are on the Draws page.',
      entryDeadline: zonedWallTimeToUtc(`${addDays(today, -4)}T23:59`, await resolveClubTimeZone(ctx.db)),
    },
    [
      { name: 'Open Singles', capacity: 16 },
      { name: "Women's 3.5 Round Robin", capacity: 8 },
    ],
  );
  const [singles, robin] = divisions;
  if (!singles || !robin) return;
  for (let i = 0; i < 12; i++)
    await insertRegistration(ctx.db, { divisionId: singles.id }, demoPerson(200 + i));
  for (let i = 0; i < 5; i++) await insertRegistration(ctx.db, { divisionId: robin.id }, demoPerson(240 + i));

  const main = await makeDraw(
    ctx,
    singles.id,
    {
      kind: 'singleElimination',
      seeding: 'rating',
      seeds: [],
      seedCount: 4,
      groupSize: 4,
      formatCode: 'SET3-S:6/TB7',
    },
    null,
  );
  const group = await makeDraw(
    ctx,
    robin.id,
    { kind: 'roundRobin', seeding: 'rating', seeds: [], groupSize: 5, formatCode: 'SET3-S:6/TB7-F:TB10' },
    null,
  );
  // Demo people have made-up addresses: the demo sends them no next-match e-mails.
  await ctx.db.update(drawEntries).set({ email: '' }).where(eq(drawEntries.drawId, main.id));
  await ctx.db.update(drawEntries).set({ email: '' }).where(eq(drawEntries.drawId, group.id));
  await publishDraw(ctx, main.id, null);
  await publishDraw(ctx, group.id, null);

  const zone = await resolveClubTimeZone(ctx.db);
  // The draw history reads as the organisers worked: drafts the morning after entries closed,
  // published that evening (the results below are entered as the matches finish, today).
  for (const [kind, time] of [
    ['made', '09:30'],
    ['published', '18:00'],
  ] as const)
    await ctx.db
      .update(drawEvents)
      .set({ at: zonedWallTimeToUtc(`${addDays(today, -3)}T${time}`, zone) })
      .where(and(inArray(drawEvents.divisionId, [singles.id, robin.id]), eq(drawEvents.kind, kind)));
  const at = (day: string, time: string) => `${day}T${time}`;
  // Court and time straight into the rows: the players' notices are not wanted here.
  const schedule = (id: string, v: { startsAt: string; courtId: string | null; courtText: string }) =>
    ctx.db
      .update(drawMatches)
      .set({ startsAt: zonedWallTimeToUtc(v.startsAt, zone), courtId: v.courtId, courtText: v.courtText })
      .where(eq(drawMatches.id, id));
  const scores = [
    {
      sets: [
        { side1: 6, side2: 3 },
        { side1: 6, side2: 4 },
      ],
    },
    {
      sets: [
        { side1: 4, side2: 6 },
        { side1: 7, side2: 6, tiebreak: 4 },
        { side1: 6, side2: 2 },
      ],
    },
    {
      sets: [
        { side1: 7, side2: 5 },
        { side1: 6, side2: 1 },
      ],
    },
    {
      sets: [
        { side1: 6, side2: 2 },
        { side1: 3, side2: 6 },
        { side1: 6, side2: 4 },
      ],
    },
  ];
  // Yesterday: the singles first round (four matches, byes for the seeds), all played.
  const firstRound = await ctx.db
    .select()
    .from(drawMatches)
    .where(and(eq(drawMatches.drawId, main.id), eq(drawMatches.round, 1), eq(drawMatches.state, 'ready')))
    .orderBy(asc(drawMatches.position));
  for (const [i, m] of firstRound.entries()) {
    await schedule(m.id, {
      startsAt: at(addDays(today, -1), `${9 + i}:00`.padStart(5, '0')),
      courtId: court?.id ?? null,
      courtText: `Court ${(i % 4) + 1}`,
    });
    await saveDrawResult(
      ctx,
      m.id,
      { status: 'COMPLETED', score: scores[i % scores.length]!, winningSide: null },
      organiser,
    );
  }
  // Today: the quarter-finals on the order of play; one played already.
  const quarters = await ctx.db
    .select()
    .from(drawMatches)
    .where(and(eq(drawMatches.drawId, main.id), eq(drawMatches.round, 2)))
    .orderBy(asc(drawMatches.position));
  for (const [i, m] of quarters.entries())
    await schedule(m.id, {
      startsAt: at(today, `${String(9 + 2 * Math.floor(i / 2)).padStart(2, '0')}:00`),
      courtId: court?.id ?? null,
      courtText: `Court ${(i % 2) + 1}`,
    });
  if (quarters[0])
    await saveDrawResult(
      ctx,
      quarters[0].id,
      {
        status: 'RETIRED',
        score: {
          sets: [
            { side1: 6, side2: 2 },
            { side1: 2, side2: 1 },
          ],
        },
        winningSide: 1,
      },
      organiser,
    );
  // Tomorrow: semi-finals and final.
  const later = await ctx.db
    .select()
    .from(drawMatches)
    .where(and(eq(drawMatches.drawId, main.id), eq(drawMatches.state, 'waiting')))
    .orderBy(asc(drawMatches.round), asc(drawMatches.position));
  for (const [i, m] of later.entries())
    await schedule(m.id, {
      startsAt: at(addDays(today, 1), m.round === 3 ? '10:00' : '14:00'),
      courtId: court?.id ?? null,
      courtText: `Court ${i + 1}`,
    });

  // The round robin: the first rounds played yesterday and today.
  const robinMatches = await ctx.db
    .select()
    .from(drawMatches)
    .where(eq(drawMatches.drawId, group.id))
    .orderBy(asc(drawMatches.round), asc(drawMatches.position));
  for (const [i, m] of robinMatches.entries()) {
    const day = m.round <= 2 ? addDays(today, -1) : m.round <= 4 ? today : addDays(today, 1);
    await schedule(m.id, {
      startsAt: at(day, `${String(13 + (m.round % 2) * 2).padStart(2, '0')}:${m.position ? '30' : '00'}`),
      courtId: court?.id ?? null,
      courtText: `Court ${5 + (i % 2)}`,
    });
    if (m.round <= 3)
      await saveDrawResult(
        ctx,
        m.id,
        {
          status: 'COMPLETED',
          score:
            i % 2
              ? {
                  sets: [
                    { side1: 6, side2: 4 },
                    { side1: 6, side2: 4 },
                  ],
                }
              : {
                  sets: [
                    { side1: 3, side2: 6 },
                    { side1: 6, side2: 3 },
                  ],
                  matchTiebreak: { side1: 8, side2: 10 },
                },
          winningSide: null,
        },
        organiser,
      );
  }
}
