import { utcToZonedWallTime, zonedWallTimeToUtc } from '@shared/club-time';
import type {
  AdminSeries,
  EditTournamentSeriesSessionInput,
  RepeatEventData,
  SeriesSessionInfo,
} from '@shared/schemas/events-series';
import { addDays } from '@shared/series-rules';
import { slugify } from '@shared/slug';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { tournamentDivisions, tournaments } from '../../db/schema/events';
import { fieldError } from '../../lib/app-error';
import { resolveClubTimeZone } from '../../lib/club-time-zone';
import { assertEventUploads } from './event-files';
import { eventReadCacheFor } from './read-cache';
import type { EventsDeps } from './registrations';
import { editSessionsInScope } from './series-edit';
import type { SessionsReader } from './series-info';
import {
  getAdminSeries,
  moveSeriesSession,
  nextSequence,
  type SeriesKind,
  startSeries,
} from './series-workflow';
import { newDivision, updateTournament, writeTournament } from './tournament-admin';
import { divisionsWithCounts, tournamentKind } from './tournaments';

/*
 * Tournaments in series (decision 041): the same rule row (event_series, kind 'tournament') and
 * the same pure rule as socials' series; each session is a tournaments row with its own
 * divisions (copied from the first), entries, waitlists and draws. A tournament runs on dates,
 * not times, so a session moves to another date and keeps its length in days. Each change is
 * one transaction.
 */

type TournamentRow = typeof tournaments.$inferSelect;

const dayMs = 86_400_000;

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs);
}

/** The deadline the same number of days (same wall time) before the new start date. */
function shiftDeadline(deadline: Date | null, days: number, timeZone: string): Date | null {
  if (!deadline) return null;
  const wall = utcToZonedWallTime(deadline, timeZone);
  return zonedWallTimeToUtc(`${addDays(wall.slice(0, 10), days)}T${wall.slice(11)}`, timeZone);
}

function startOf(t: Pick<TournamentRow, 'startDate'>, timeZone: string) {
  return zonedWallTimeToUtc(`${t.startDate}T00:00`, timeZone);
}

function endOf(t: Pick<TournamentRow, 'endDate'>, timeZone: string) {
  return zonedWallTimeToUtc(`${addDays(t.endDate, 1)}T00:00`, timeZone);
}

/** A tournament series' sessions, each with its divisions' numbers summed. */
const readTournamentSessions: SessionsReader = async (db, series, options) => {
  const rows = await db
    .select()
    .from(tournaments)
    .where(
      and(
        eq(tournaments.seriesId, series.id),
        options.publicOnly ? eq(tournaments.status, 'published') : ne(tournaments.status, 'cancelled'),
      ),
    )
    .orderBy(asc(tournaments.startDate), asc(tournaments.id));
  const divisions = await divisionsWithCounts(
    db,
    rows.map((t) => t.id),
  );
  const sessions: SeriesSessionInfo[] = rows.map((t) => {
    const ds = divisions.get(t.id) ?? [];
    return {
      id: t.id,
      slug: t.slug,
      seriesDate: t.seriesDate ?? '',
      startsAt: startOf(t, options.timeZone).toISOString(),
      endsAt: endOf(t, options.timeZone).toISOString(),
      status: t.status,
      isMoved: t.startDate !== t.seriesDate,
      capacity: ds.reduce((n, d) => n + d.capacity, 0),
      confirmedCount: ds.reduce((n, d) => n + d.confirmed, 0),
      waitlistCount: ds.reduce((n, d) => n + d.waitlisted, 0),
    };
  });
  return { title: rows[0]?.title ?? '', sessions };
};

/** Tournaments' series: a session runs on dates and is entered per division. */
export const tournamentSeries: SeriesKind<typeof tournaments> = {
  table: tournaments,
  readSessions: readTournamentSessions,
  hasStarted: (s, now, timeZone) => s.startDate <= utcToZonedWallTime(now, timeZone).slice(0, 10),
  targetsOf: async (tx, s) => {
    const divisions = await tx
      .select({ id: tournamentDivisions.id })
      .from(tournamentDivisions)
      .where(eq(tournamentDivisions.tournamentId, s.id));
    return divisions.map((d) => ({ kind: 'division', id: d.id }));
  },
};

/**
 * The tournament becomes the first session of a series: each other session is a copy on its
 * date (same length in days, same details and status, the entry deadline the same days before),
 * with copies of its divisions (names, places, waitlist limits, order) and nothing else: entries,
 * draws and results are each session's own. One transaction.
 */
export async function repeatTournament(
  db: DbOrTx,
  tournamentId: string,
  input: RepeatEventData,
  now = new Date(),
): Promise<AdminSeries> {
  if (input.feeMode === 'series') {
    // Whole-series entry is not offered (decision 041): a player enters one division per session.
    throw fieldError(
      'VALIDATION',
      'feeMode',
      'A tournament series is paid per session: each entry pays its fee.',
    );
  }
  const timeZone = await resolveClubTimeZone(db);
  const newSeriesId = await db.transaction(async (tx) => {
    const t = await tournamentKind.load(tx, tournamentId, true);
    const spanDays = daysBetween(t.startDate, t.endDate);
    const { seriesId, planned } = await startSeries(tx, tournaments, t, input, {
      kind: 'tournament',
      firstDate: t.startDate,
      // The rule row keeps a start time and length like a social's: midnight and whole days.
      time: { startTime: '00:00', durationMinutes: (spanDays + 1) * 1440 },
      seriesFeeCents: null,
      timeZone,
      now,
    });
    const divisions = await tx
      .select()
      .from(tournamentDivisions)
      .where(eq(tournamentDivisions.tournamentId, t.id))
      .orderBy(asc(tournamentDivisions.sortOrder));
    for (const s of planned.slice(1)) {
      const shift = daysBetween(t.startDate, s.seriesDate);
      const slug = await tournamentKind.freeSlug(tx, slugify(t.title), { dateHint: s.seriesDate });
      const [copy] = await tx
        .insert(tournaments)
        .values({
          title: t.title,
          slug,
          description: t.description,
          startDate: s.seriesDate,
          endDate: addDays(s.seriesDate, spanDays),
          courtId: t.courtId,
          placeText: t.placeText,
          format: t.format,
          entryDeadline: shiftDeadline(t.entryDeadline, shift, timeZone),
          entryFeeCents: t.entryFeeCents,
          status: t.status,
          publishedAt: t.publishedAt,
          seriesId,
          seriesDate: s.seriesDate,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: tournaments.id });
      if (divisions.length > 0) {
        await tx
          .insert(tournamentDivisions)
          .values(divisions.map((d) => newDivision(copy!.id, d, d.sortOrder, now)));
      }
    }
    return seriesId;
  });
  eventReadCacheFor(db).invalidate();
  return getAdminSeries(db, tournamentSeries, newSeriesId);
}

/** The divisions of a session matched to the form's by name (each session has its own ids). */
async function divisionsForSession(
  tx: Tx,
  sessionId: string,
  values: EditTournamentSeriesSessionInput['values'],
) {
  const own = await tx
    .select({ id: tournamentDivisions.id, name: tournamentDivisions.name })
    .from(tournamentDivisions)
    .where(eq(tournamentDivisions.tournamentId, sessionId));
  const byName = new Map(own.map((d) => [d.name.toLowerCase(), d.id]));
  return values.divisions.map((d) => ({ ...d, id: byName.get(d.name.toLowerCase()) ?? '' }));
}

/**
 * An edit of one session, of it and the following ones, or of all: each session in scope gets
 * the details and divisions as typed (divisions matched by name, so a renamed one is new there),
 * on its own dates (the length in days and the deadline's distance follow the edited session).
 * Sessions already over stay as history. All in one transaction: a session whose division has
 * more entries than the new places, or entries in a removed division, refuses the whole edit.
 */
export async function editTournamentSeriesSession(
  deps: EventsDeps,
  seriesId: string,
  sessionId: string,
  input: EditTournamentSeriesSessionInput,
  now = new Date(),
): Promise<AdminSeries> {
  await editSessionsInScope(deps, tournaments, { seriesId, sessionId }, input, {
    editOne: (values) => updateTournament(deps, sessionId, values),
    editInScope: async (tx, { edited, inScope: reached }, timeZone) => {
      const values = input.values;
      const spanDays = daysBetween(values.startDate, values.endDate);
      const touched: string[] = [];
      await assertEventUploads(tx, [
        { next: values.drawsFileUrl, current: edited.drawsFileUrl },
        { next: values.resultsFileUrl, current: edited.resultsFileUrl },
      ]);
      const today = utcToZonedWallTime(now, timeZone).slice(0, 10);
      const inScope = reached.filter((s) => s.endDate >= today);
      const deadlineWall = values.entryDeadline || null;
      const deadlineDays = deadlineWall ? daysBetween(values.startDate, deadlineWall.slice(0, 10)) : 0;
      for (const s of inScope) {
        // The edited session takes the dates as typed (it may move); the others keep their own.
        const startDate = s.id === edited.id ? values.startDate : s.startDate;
        const own = {
          ...values,
          slug: s.slug,
          startDate,
          endDate: addDays(startDate, spanDays),
          entryDeadline: deadlineWall ? `${addDays(startDate, deadlineDays)}T${deadlineWall.slice(11)}` : '',
          // Draws and results are each session's own: only the edited session takes the typed ones.
          ...(s.id === edited.id
            ? {}
            : {
                drawsMarkdown: s.drawsMarkdown,
                drawsFileUrl: s.drawsFileUrl ?? '',
                resultsMarkdown: s.resultsMarkdown,
                resultsFileUrl: s.resultsFileUrl ?? '',
              }),
          divisions: await divisionsForSession(tx, s.id, values),
        };
        touched.push(...(await writeTournament(tx, deps, s.id, own, timeZone, now)));
      }
      return touched;
    },
  });
  return getAdminSeries(deps.db, tournamentSeries, seriesId);
}

/**
 * One session on another date (same length in days, the deadline the same days before): the
 * entries keep their places and get an e-mail with the new date.
 */
export async function moveTournamentSession(
  deps: EventsDeps,
  ids: { seriesId: string; sessionId: string },
  startDate: string,
  now = new Date(),
): Promise<AdminSeries> {
  const timeZone = await resolveClubTimeZone(deps.db);
  const today = utcToZonedWallTime(now, timeZone).slice(0, 10);
  if (startDate <= today) throw fieldError('VALIDATION', 'startDate', 'Choose a date after today.');
  return moveSeriesSession(deps, tournamentSeries, ids, timeZone, now, async (tx, s) => {
    const [clash] = await tx
      .select({ id: tournaments.id })
      .from(tournaments)
      .where(
        and(
          eq(tournaments.seriesId, ids.seriesId),
          eq(tournaments.startDate, startDate),
          ne(tournaments.id, s.id),
          ne(tournaments.status, 'cancelled'),
        ),
      );
    if (clash) throw fieldError('CONFLICT', 'startDate', 'Another session of this series is on that date.');
    const shift = daysBetween(s.startDate, startDate);
    await tx
      .update(tournaments)
      .set({
        startDate,
        endDate: addDays(s.endDate, shift),
        entryDeadline: shiftDeadline(s.entryDeadline, shift, timeZone),
        updatedAt: now,
        sequence: nextSequence(tournaments),
      })
      .where(eq(tournaments.id, s.id));
    return startOf(s, timeZone);
  });
}
