import { utcToZonedWallTime } from '@shared/club-time';
import { planSessions, type SeriesEnd } from '@shared/series-rules';
import { slugify } from '@shared/slug';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { socialEvents } from '../schema/events';
import { eventSeries } from '../schema/events-series';
import type { SocialEventRow } from './events';

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
    .values({
      firstDate: rule.firstDate,
      weekdays: rule.weekdays,
      intervalWeeks: rule.intervalWeeks,
      untilDate: rule.end.kind === 'until' ? rule.end.date : null,
      sessionCount: rule.end.kind === 'count' ? rule.end.count : null,
      startTime: time.startTime,
      durationMinutes: time.durationMinutes,
      seriesFeeCents: options.seriesFeeCents ?? null,
      createdAt: now,
      updatedAt: now,
    })
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
