import { utcToZonedWallTime, zonedWallTimeToUtc } from '@shared/club-time';
import { addDays, planSessions, type SeriesEnd } from '@shared/series-rules';
import { slugify } from '@shared/slug';
import { eq } from 'drizzle-orm';
import { seriesRuleColumns } from '../../lib/series-columns';
import type { DbOrTx } from '../client';
import { socialEvents, tournamentDivisions, tournaments } from '../schema/events';
import { eventSeries } from '../schema/events-series';
import type { SocialEventRow } from './events';

type TournamentRow = typeof tournaments.$inferSelect;

/**
 * Makes `first` the first session of a weekly (or every-N-weeks) series and writes the other
 * sessions as copies of it, at its wall-clock time on each date in the club's zone. The seed,
 * tests and e2e use this; organisers go through features/events/event-series.ts.
 */
export async function insertSeriesFrom(
  db: DbOrTx,
  first: SocialEventRow,
  options: {
    timeZone: string;
    weekdays: number[];
    intervalWeeks?: number;
    end: SeriesEnd;
    seriesFeeCents?: number | null;
    now?: Date;
  },
): Promise<{ seriesId: string; sessions: SocialEventRow[] }> {
  const now = options.now ?? new Date();
  const wall = utcToZonedWallTime(first.startsAt, options.timeZone);
  const time = {
    startTime: wall.slice(11),
    durationMinutes: Math.round((first.endsAt.getTime() - first.startsAt.getTime()) / 60_000),
  };
  const rule = {
    firstDate: wall.slice(0, 10),
    weekdays: options.weekdays,
    intervalWeeks: options.intervalWeeks ?? 1,
    end: options.end,
  };
  const [series] = await db
    .insert(eventSeries)
    .values({ ...seriesRuleColumns(rule, time, now), seriesFeeCents: options.seriesFeeCents ?? null })
    .returning();
  const [head] = await db
    .update(socialEvents)
    .set({ seriesId: series!.id, seriesDate: rule.firstDate })
    .where(eq(socialEvents.id, first.id))
    .returning();
  const sessions: SocialEventRow[] = [head!];
  const deadlineBefore = first.signupDeadline
    ? first.startsAt.getTime() - first.signupDeadline.getTime()
    : null;
  const { id: _id, slug, sequence: _s, ...details } = first;
  for (const s of planSessions(rule, time, {}, options.timeZone).slice(1)) {
    const [row] = await db
      .insert(socialEvents)
      .values({
        ...details,
        slug: `${slugify(slug)}-${s.seriesDate}`,
        startsAt: s.startsAt,
        endsAt: s.endsAt,
        signupDeadline: deadlineBefore === null ? null : new Date(s.startsAt.getTime() - deadlineBefore),
        seriesId: series!.id,
        seriesDate: s.seriesDate,
      })
      .returning();
    sessions.push(row!);
  }
  return { seriesId: series!.id, sessions };
}

/**
 * Makes `first` the first session of a weekly tournament series and writes the other sessions
 * as copies on each date, each with copies of its divisions. The seed, tests and e2e use this;
 * organisers go through features/events/tournament-series.ts.
 */
export async function insertTournamentSeriesFrom(
  db: DbOrTx,
  first: TournamentRow,
  options: { timeZone: string; weekdays: number[]; end: SeriesEnd; now?: Date },
): Promise<{ seriesId: string; sessions: TournamentRow[] }> {
  const now = options.now ?? new Date();
  const spanDays = Math.round((Date.parse(first.endDate) - Date.parse(first.startDate)) / 86_400_000);
  const rule = { firstDate: first.startDate, weekdays: options.weekdays, intervalWeeks: 1, end: options.end };
  const time = { startTime: '00:00', durationMinutes: (spanDays + 1) * 1440 };
  const [series] = await db
    .insert(eventSeries)
    .values({ kind: 'tournament', ...seriesRuleColumns(rule, time, now) })
    .returning();
  const [head] = await db
    .update(tournaments)
    .set({ seriesId: series!.id, seriesDate: rule.firstDate })
    .where(eq(tournaments.id, first.id))
    .returning();
  const divisions = await db
    .select()
    .from(tournamentDivisions)
    .where(eq(tournamentDivisions.tournamentId, first.id));
  const sessions: TournamentRow[] = [head!];
  const { id: _id, slug, sequence: _s, ...details } = first;
  for (const s of planSessions(rule, time, {}, options.timeZone).slice(1)) {
    const shiftDays = Math.round((Date.parse(s.seriesDate) - Date.parse(first.startDate)) / 86_400_000);
    // The same days before, at the same time on the club's clock (across daylight saving).
    const deadlineWall = first.entryDeadline
      ? utcToZonedWallTime(first.entryDeadline, options.timeZone)
      : null;
    const [row] = await db
      .insert(tournaments)
      .values({
        ...details,
        slug: `${slugify(slug)}-${s.seriesDate}`,
        startDate: s.seriesDate,
        endDate: addDays(s.seriesDate, spanDays),
        entryDeadline: deadlineWall
          ? zonedWallTimeToUtc(
              `${addDays(deadlineWall.slice(0, 10), shiftDays)}T${deadlineWall.slice(11)}`,
              options.timeZone,
            )
          : null,
        seriesId: series!.id,
        seriesDate: s.seriesDate,
      })
      .returning();
    await db
      .insert(tournamentDivisions)
      .values(divisions.map(({ id: _d, tournamentId: _t, ...d }) => ({ ...d, tournamentId: row!.id })));
    sessions.push(row!);
  }
  return { seriesId: series!.id, sessions };
}
