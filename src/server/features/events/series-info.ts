import { utcToZonedWallTime } from '@shared/club-time';
import type { SeriesFeeMode, SeriesInfo, SeriesSessionInfo } from '@shared/schemas/events-series';
import type { SeriesSummary } from '@shared/schemas/events-socials';
import { describeSeriesRule } from '@shared/series-rules';
import { and, asc, eq, gt, gte, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { registrations, socialEvents, tournaments } from '../../db/schema/events';
import { eventSeries } from '../../db/schema/events-series';
import { signupCounts } from './registrable-events';

/* What a series is, read: its rule in words and its sessions with their numbers (issue 23 §3). */

export type SeriesRow = typeof eventSeries.$inferSelect;

export function feeModeOf(series: Pick<SeriesRow, 'seriesFeeCents'>): SeriesFeeMode {
  return series.seriesFeeCents === null ? 'session' : 'series';
}

export interface SeriesReadOptions {
  /** Only the sessions people see (drafts of a series being prepared are the organisers' own). */
  publicOnly: boolean;
  timeZone: string;
}

/** A kind's sessions of a series in time order, with the title they share. */
export type SessionsReader = (
  db: DbOrTx,
  series: SeriesRow,
  options: SeriesReadOptions,
) => Promise<{ title: string; sessions: SeriesSessionInfo[] }>;

/** The series and its sessions (read by their kind's `readSessions`); null when there is no such series. */
export async function readSeriesOf(
  db: DbOrTx,
  seriesId: string,
  options: SeriesReadOptions,
  readSessions: SessionsReader,
): Promise<(SeriesInfo & { title: string }) | null> {
  const [series] = await db.select().from(eventSeries).where(eq(eventSeries.id, seriesId)).limit(1);
  if (!series) return null;
  const { title, sessions } = await readSessions(db, series, options);
  return seriesInfoOf(series, title, sessions);
}

/** A social series' sessions, each with its confirmed and waitlisted numbers. */
export const readSocialSessions: SessionsReader = async (db, series, options) => {
  const seriesId = series.id;
  const counts = db
    .select({
      eventRef: registrations.eventRef,
      confirmed: signupCounts.tallies.confirmed().as('confirmed'),
      waitlisted: signupCounts.tallies.waitlisted().as('waitlisted'),
    })
    .from(registrations)
    .groupBy(registrations.eventRef)
    .as('series_counts');
  const rows = await db
    .select({
      e: socialEvents,
      confirmed: sql<number>`coalesce(${counts.confirmed}, 0)`.mapWith(Number),
      waitlisted: sql<number>`coalesce(${counts.waitlisted}, 0)`.mapWith(Number),
    })
    .from(socialEvents)
    .leftJoin(counts, eq(counts.eventRef, socialEvents.id))
    .where(
      and(
        eq(socialEvents.seriesId, seriesId),
        options.publicOnly ? inArray(socialEvents.status, ['published', 'cancelled']) : undefined,
        // A skipped session is cancelled and listed among the skipped dates, not as a session.
        ne(socialEvents.status, 'cancelled'),
      ),
    )
    .orderBy(asc(socialEvents.startsAt));
  const sessions: SeriesSessionInfo[] = rows.map(({ e, confirmed, waitlisted }) => ({
    id: e.id,
    slug: e.slug,
    seriesDate: e.seriesDate ?? '',
    startsAt: e.startsAt.toISOString(),
    endsAt: e.endsAt.toISOString(),
    status: e.status,
    // The session no longer starts on its rule date, or not at the rule's time.
    isMoved: utcToZonedWallTime(e.startsAt, options.timeZone) !== `${e.seriesDate}T${series.startTime}`,
    capacity: e.capacity,
    confirmedCount: confirmed,
    waitlistCount: waitlisted,
  }));
  return { title: rows[0]?.e.title ?? '', sessions };
};

/** A series as its page and the organisers' panel show it, socials' or tournaments'. */
export function seriesInfoOf(
  series: SeriesRow,
  title: string,
  sessions: SeriesSessionInfo[],
): SeriesInfo & { title: string } {
  return {
    id: series.id,
    title,
    ruleText: describeSeriesRule(series),
    untilDate: series.untilDate,
    sessionCount: series.sessionCount,
    feeMode: feeModeOf(series),
    seriesFeeCents: series.seriesFeeCents,
    skippedDates: [...series.skippedDates].sort(),
    sessions,
  };
}

/**
 * "Every Thursday, 6 sessions left" of every series with published sessions still to come
 * (`isToCome`: a social's end, or a tournament's last day, today's included), by series id.
 */
async function listSummaries(
  db: DbOrTx,
  table: typeof socialEvents | typeof tournaments,
  isToCome: SQL,
): Promise<Map<string, SeriesSummary>> {
  const rows = await db
    .select({
      series: eventSeries,
      sessionsLeft: sql<number>`count(${table.id})`.mapWith(Number),
    })
    .from(eventSeries)
    .innerJoin(table, eq(table.seriesId, eventSeries.id))
    .where(and(eq(table.status, 'published'), isToCome))
    .groupBy(eventSeries.id);
  return new Map(
    rows.map((r) => [
      r.series.id,
      { id: r.series.id, ruleText: describeSeriesRule(r.series), sessionsLeft: r.sessionsLeft },
    ]),
  );
}

/** The public list of socials: their series' summaries. */
export function listSeriesSummaries(db: DbOrTx, now: Date): Promise<Map<string, SeriesSummary>> {
  return listSummaries(db, socialEvents, gt(socialEvents.endsAt, now));
}

/** The same for tournament series (decision 041): sessions are counted by date, today's included. */
export function listTournamentSeriesSummaries(
  db: DbOrTx,
  today: string,
): Promise<Map<string, SeriesSummary>> {
  return listSummaries(db, tournaments, gte(tournaments.endDate, today));
}
