import { zonedToday, zonedWallTimeToUtc } from '@shared/club-time';
import { availabilityOf, eventMessages } from '@shared/schemas/events';
import type {
  TournamentDetail,
  TournamentDivisionInfo,
  TournamentList,
  TournamentResponse,
  TournamentSummary,
} from '@shared/schemas/events-tournaments';
import { and, asc, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { courts } from '../../db/schema/courts';
import { registrations, tournamentDivisions, tournaments } from '../../db/schema/events';
import { resolveClubTimeZone } from '../../lib/club-time-zone';
import type { TargetRef } from './event-targets';
import { type PublicRead, registrableKind, signupCounts } from './registrable-events';
import { listTournamentSeriesSummaries } from './series-info';

/* Tournaments: their registrable kind, loading, and the public list and page. */

type TournamentRow = typeof tournaments.$inferSelect;

type DivisionRow = typeof tournamentDivisions.$inferSelect;

async function divisionRefsOf(db: DbOrTx, tournamentId: string): Promise<TargetRef[]> {
  const rows = await db
    .select({ id: tournamentDivisions.id })
    .from(tournamentDivisions)
    .where(eq(tournamentDivisions.tournamentId, tournamentId));
  return rows.map((d) => ({ kind: 'division', id: d.id }));
}

/** Tournaments as a registrable event: each division is a sign-up target of its own. */
export const tournamentKind = registrableKind({
  table: tournaments,
  words: {
    noun: 'tournament',
    notFound: eventMessages.tournamentNotFound,
    signups: 'entries',
    signedUp: 'entered',
    insteadOfRepublishing: 'Create a new one instead.',
  },
  targetsOf: divisionRefsOf,
});

export async function divisionsWithCounts(db: DbOrTx, tournamentIds: string[]) {
  if (tournamentIds.length === 0)
    return new Map<string, Array<DivisionRow & { confirmed: number; waitlisted: number }>>();
  const rows = await db
    .select({
      division: tournamentDivisions,
      confirmed: signupCounts.tallies.confirmed(),
      waitlisted: signupCounts.tallies.waitlisted(),
    })
    .from(tournamentDivisions)
    .leftJoin(registrations, eq(registrations.eventRef, tournamentDivisions.id))
    .where(inArray(tournamentDivisions.tournamentId, tournamentIds))
    .groupBy(tournamentDivisions.id)
    .orderBy(asc(tournamentDivisions.sortOrder), asc(tournamentDivisions.name));
  const map = new Map<string, Array<DivisionRow & { confirmed: number; waitlisted: number }>>();
  for (const r of rows) {
    const list = map.get(r.division.tournamentId) ?? [];
    list.push({ ...r.division, confirmed: r.confirmed, waitlisted: r.waitlisted });
    map.set(r.division.tournamentId, list);
  }
  return map;
}

function startsAtOf(t: TournamentRow, timeZone: string): Date {
  return zonedWallTimeToUtc(`${t.startDate}T00:00`, timeZone);
}

export function toDivisionInfo(
  t: TournamentRow,
  d: DivisionRow & { confirmed: number; waitlisted: number },
  timeZone: string,
  now: Date,
): TournamentDivisionInfo {
  return {
    id: d.id,
    name: d.name,
    capacity: d.capacity,
    waitlistLimit: d.waitlistLimit,
    confirmedCount: d.confirmed,
    waitlistCount: d.waitlisted,
    availability: availabilityOf(
      {
        status: t.status,
        capacity: d.capacity,
        waitlistLimit: d.waitlistLimit,
        confirmedCount: d.confirmed,
        waitlistCount: d.waitlisted,
        startsAt: startsAtOf(t, timeZone),
        endsAt: zonedWallTimeToUtc(`${t.endDate}T23:59`, timeZone),
        signupDeadline: t.entryDeadline,
      },
      now,
    ),
  };
}

type Court = { id: string; name: string; slug: string; address: string } | null;

function toSummary(t: TournamentRow, court: Court, divisions: TournamentDivisionInfo[]): TournamentSummary {
  return {
    id: t.id,
    slug: t.slug,
    title: t.title,
    startDate: t.startDate,
    endDate: t.endDate,
    format: t.format,
    entryDeadline: t.entryDeadline?.toISOString() ?? null,
    entryFeeCents: t.entryFeeCents,
    status: t.status,
    court: court?.id ? court : null,
    placeText: t.placeText,
    divisions,
    isOpen: divisions.some((d) => d.availability.isOpen),
  };
}

function toDetail(t: TournamentRow, court: Court, divisions: TournamentDivisionInfo[]): TournamentDetail {
  return {
    ...toSummary(t, court, divisions),
    description: t.description,
    drawsMarkdown: t.drawsMarkdown,
    drawsFileUrl: t.drawsFileUrl,
    resultsMarkdown: t.resultsMarkdown,
    resultsFileUrl: t.resultsFileUrl,
  };
}

function selectTournaments(db: DbOrTx) {
  return db
    .select({
      tournament: tournaments,
      court: { id: courts.id, name: courts.name, slug: courts.slug, address: courts.address },
    })
    .from(tournaments)
    .leftJoin(courts, eq(courts.id, tournaments.courtId))
    .$dynamic();
}

export async function listPublicTournaments(db: DbOrTx, now = new Date()): Promise<TournamentList> {
  const timeZone = await resolveClubTimeZone(db);
  const today = zonedToday(timeZone, now);
  const visible = inArray(tournaments.status, ['published', 'cancelled']);
  const [upcoming, past] = await Promise.all([
    selectTournaments(db)
      .where(and(visible, gte(tournaments.endDate, today)))
      .orderBy(asc(tournaments.startDate), asc(tournaments.title)),
    selectTournaments(db)
      .where(and(eq(tournaments.status, 'published'), lt(tournaments.endDate, today)))
      .orderBy(desc(tournaments.startDate))
      .limit(20),
  ]);
  // A series shows once: among upcoming ones at its next session that takes place (a skipped
  // session is not it), among past ones at its latest.
  const onceEach = (rows: typeof upcoming) => {
    const seen = new Set<string>();
    return rows.filter(({ tournament: t }) => {
      if (!t.seriesId) return true;
      if (t.status === 'cancelled' || seen.has(t.seriesId)) return false;
      seen.add(t.seriesId);
      return true;
    });
  };
  const [shownUpcoming, shownPast] = [onceEach(upcoming), onceEach(past)];
  const [divisions, series] = await Promise.all([
    divisionsWithCounts(
      db,
      [...shownUpcoming, ...shownPast].map((r) => r.tournament.id),
    ),
    listTournamentSeriesSummaries(db, today),
  ]);
  const summarize = (r: (typeof upcoming)[number]) => ({
    ...toSummary(
      r.tournament,
      r.court,
      (divisions.get(r.tournament.id) ?? []).map((d) => toDivisionInfo(r.tournament, d, timeZone, now)),
    ),
    series: r.tournament.seriesId ? (series.get(r.tournament.seriesId) ?? null) : null,
  });
  return { timeZone, upcoming: shownUpcoming.map(summarize), past: shownPast.map(summarize) };
}

export async function getPublicTournament(db: DbOrTx, slug: string, read: PublicRead = {}) {
  const query = selectTournaments(db).where(eq(tournaments.slug, slug)).limit(1);
  const { timeZone, now, row } = await tournamentKind.readPublic(db, read, query, (r) => r.tournament.status);
  const divisions = (await divisionsWithCounts(db, [row.tournament.id])).get(row.tournament.id) ?? [];
  const infos = divisions.map((d) => toDivisionInfo(row.tournament, d, timeZone, now));
  return { timeZone, tournament: toDetail(row.tournament, row.court, infos) } satisfies TournamentResponse;
}
