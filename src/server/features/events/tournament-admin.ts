import { utcToZonedWallTime, zonedWallTimeToUtc } from '@shared/club-time';
import { type CsvColumn, toCsv } from '@shared/csv';
import {
  adminPageSize,
  centsToFee,
  eventMessages,
  eventStatusLabels,
  feeToCents,
} from '@shared/schemas/events';
import type { AdminRegistration } from '@shared/schemas/events-registrations';
import type {
  AdminTournament,
  AdminTournamentEntries,
  AdminTournamentList,
  AdminTournamentRow,
  AdminTournamentsQuery,
  TournamentData,
} from '@shared/schemas/events-tournaments';
import { isUuid } from '@shared/uuid';
import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { user } from '../../db/schema/auth';
import { registrations, tournamentDivisions, tournaments } from '../../db/schema/events';
import { AppError, fieldError } from '../../lib/app-error';
import { resolveClubTimeZone } from '../../lib/club-time-zone';
import { pageOf, pageOffset } from '../../lib/paging';
import { containsAny } from '../../lib/search';
import { feesOf } from './event-fees';
import { adminListOrder, signupCounts } from './registrable-events';
import type { EventsDeps } from './registrations';
import {
  registrationOrder,
  registrationSearch,
  signerJoinOn,
  signerName,
  toAdminRegistration,
} from './signup-lists';
import { divisionsWithCounts, toDivisionInfo, tournamentKind } from './tournaments';
import { fillFromWaitlist } from './waitlist';

/* The organisers' tournaments: list and CSV, the edit form, saving with divisions, entries. */

function adminFilter(q: string): SQL | undefined {
  return containsAny(q, [tournaments.title, tournaments.slug, tournaments.placeText]);
}

async function adminRows(db: DbOrTx, rawQuery: AdminTournamentsQuery, paged: boolean) {
  const query = rawQuery;
  const counts = signupCounts.byEvent(db);
  const base = db
    .select({
      t: tournaments,
      divisions:
        sql<number>`(select count(*) from ${tournamentDivisions} where ${tournamentDivisions.tournamentId} = ${tournaments.id})`.mapWith(
          Number,
        ),
      confirmed: sql<number>`coalesce(${counts.confirmed}, 0)`.mapWith(Number),
      waitlisted: sql<number>`coalesce(${counts.waitlisted}, 0)`.mapWith(Number),
    })
    .from(tournaments)
    .leftJoin(counts, eq(counts.eventId, tournaments.id))
    .where(adminFilter(query.q))
    .orderBy(
      ...adminListOrder(
        query,
        {
          startDate: tournaments.startDate,
          title: tournaments.title,
          status: tournaments.status,
          entries: signupCounts.total(counts),
        },
        { newestFirst: tournaments.startDate, id: tournaments.id },
      ),
    )
    .$dynamic();
  const rows = paged
    ? await base.limit(adminPageSize).offset(pageOffset(query.page, adminPageSize))
    : await base;
  return {
    query,
    rows: rows.map(
      (r): AdminTournamentRow => ({
        id: r.t.id,
        slug: r.t.slug,
        title: r.t.title,
        startDate: r.t.startDate,
        endDate: r.t.endDate,
        status: r.t.status,
        divisionCount: r.divisions,
        confirmedCount: r.confirmed,
        waitlistCount: r.waitlisted,
        updatedAt: r.t.updatedAt.toISOString(),
      }),
    ),
  };
}

export async function listAdminTournaments(
  db: DbOrTx,
  rawQuery: AdminTournamentsQuery,
): Promise<AdminTournamentList> {
  const timeZone = await resolveClubTimeZone(db);
  const { query, rows } = await adminRows(db, rawQuery, true);
  const [total] = await db.select({ n: count() }).from(tournaments).where(adminFilter(query.q));
  return { timeZone, ...pageOf(rows, total?.n ?? 0, query.page, adminPageSize) };
}

export async function exportTournamentsCsv(db: DbOrTx, rawQuery: AdminTournamentsQuery): Promise<string> {
  const { rows } = await adminRows(db, rawQuery, false);
  const columns: CsvColumn<AdminTournamentRow>[] = [
    { header: 'Title', value: (r) => r.title },
    { header: 'First day', day: (r) => r.startDate },
    { header: 'Last day', day: (r) => r.endDate },
    { header: 'Status', value: (r) => eventStatusLabels[r.status] },
    { header: 'Divisions', value: (r) => r.divisionCount },
    { header: 'Confirmed entries', value: (r) => r.confirmedCount },
    { header: 'Waitlist', value: (r) => r.waitlistCount },
    { header: 'Web address', value: (r) => `/events/${r.slug}` },
  ];
  return toCsv(rows, columns, { timeZone: await resolveClubTimeZone(db) });
}

export async function getAdminTournament(db: DbOrTx, id: string, now = new Date()): Promise<AdminTournament> {
  const timeZone = await resolveClubTimeZone(db);
  const t = await tournamentKind.load(db, id);
  const divisions = (await divisionsWithCounts(db, [t.id])).get(t.id) ?? [];
  return {
    id: t.id,
    slug: t.slug,
    status: t.status,
    timeZone,
    values: {
      title: t.title,
      slug: t.slug,
      description: t.description,
      startDate: t.startDate,
      endDate: t.endDate,
      courtId: t.courtId ?? '',
      placeText: t.placeText,
      format: t.format,
      entryDeadline: t.entryDeadline ? utcToZonedWallTime(t.entryDeadline, timeZone) : '',
      entryFee: centsToFee(t.entryFeeCents),
      drawsMarkdown: t.drawsMarkdown,
      drawsFileUrl: t.drawsFileUrl ?? '',
      resultsMarkdown: t.resultsMarkdown,
      resultsFileUrl: t.resultsFileUrl ?? '',
      divisions: divisions.map((d) => ({ id: d.id, name: d.name, capacity: d.capacity })),
    },
    divisions: divisions.map((d) => toDivisionInfo(t, d, timeZone, now)),
    series: t.seriesId ? { id: t.seriesId, seriesDate: t.seriesDate ?? '' } : null,
  };
}

function columnsOf(input: TournamentData, timeZone: string) {
  return {
    title: input.title,
    description: input.description,
    startDate: input.startDate,
    endDate: input.endDate,
    courtId: input.courtId || null,
    placeText: input.placeText,
    format: input.format,
    entryDeadline: input.entryDeadline ? zonedWallTimeToUtc(input.entryDeadline, timeZone) : null,
    entryFeeCents: feeToCents(input.entryFee),
    drawsMarkdown: input.drawsMarkdown,
    drawsFileUrl: input.drawsFileUrl || null,
    resultsMarkdown: input.resultsMarkdown,
    resultsFileUrl: input.resultsFileUrl || null,
  };
}

/** A new division of tournament `tournamentId`, `sortOrder`-th in its list (no waitlist limit unless given). */
export function newDivision(
  tournamentId: string,
  d: { name: string; capacity: number; waitlistLimit?: number | null },
  sortOrder: number,
  now: Date,
): typeof tournamentDivisions.$inferInsert {
  return {
    tournamentId,
    name: d.name,
    capacity: d.capacity,
    waitlistLimit: d.waitlistLimit,
    sortOrder,
    createdAt: now,
    updatedAt: now,
  };
}

export async function createTournament(db: DbOrTx, input: TournamentData, now = new Date()) {
  const id = await tournamentKind.create(db, input, {
    uploads: [{ next: input.drawsFileUrl }, { next: input.resultsFileUrl }],
    dateHint: input.startDate.slice(0, 4),
    columns: (timeZone) => columnsOf(input, timeZone),
    insertTargets: async (tx, id) => {
      await tx.insert(tournamentDivisions).values(input.divisions.map((d, i) => newDivision(id, d, i, now)));
    },
    now,
  });
  return getAdminTournament(db, id, now);
}

/**
 * Saves the tournament and its divisions: listed ones are updated (their capacity
 * cannot drop below their confirmed entries), new ones added, missing ones deleted
 * (only when nobody has entered them).
 */
export async function updateTournament(deps: EventsDeps, id: string, input: TournamentData) {
  const now = new Date();
  await tournamentKind.update(deps, id, input, {
    uploads: (current) => [
      { next: input.drawsFileUrl, current: current.drawsFileUrl },
      { next: input.resultsFileUrl, current: current.resultsFileUrl },
    ],
    update: (tx, slug, timeZone) => writeTournament(tx, deps, id, { ...input, slug }, timeZone, now),
  });
  return getAdminTournament(deps.db, id, now);
}

/**
 * Writes a tournament's details and divisions inside the caller's transaction (one edit, or each
 * session of a series edit), fills new places from the waitlists; returns the divisions updated.
 */
export async function writeTournament(
  tx: Tx,
  deps: EventsDeps,
  id: string,
  input: TournamentData,
  timeZone: string,
  now: Date,
) {
  await tx
    .update(tournaments)
    // A new calendar revision: subscribed calendars replace the old one (iCalendar SEQUENCE).
    .set({
      ...columnsOf(input, timeZone),
      slug: input.slug,
      updatedAt: now,
      sequence: sql`${tournaments.sequence} + 1`,
    })
    .where(eq(tournaments.id, id));
  const touched = await saveDivisions(tx, id, input.divisions, now);
  for (const divisionId of touched) {
    await fillFromWaitlist(tx, deps, { kind: 'division', id: divisionId }, timeZone, now);
  }
  return touched;
}

/** Updates the listed divisions, adds new ones, deletes missing ones; returns the updated ids. */
async function saveDivisions(tx: Tx, id: string, divisions: TournamentData['divisions'], now: Date) {
  const touched: string[] = [];
  const existing = await tx
    .select()
    .from(tournamentDivisions)
    .where(eq(tournamentDivisions.tournamentId, id))
    .for('update');
  const keep = new Set(divisions.map((d) => d.id).filter(Boolean));
  for (const d of existing) {
    if (keep.has(d.id)) continue;
    const [c] = await tx.select({ n: count() }).from(registrations).where(eq(registrations.eventRef, d.id));
    if ((c?.n ?? 0) > 0) {
      throw new AppError(
        'CONFLICT',
        `The division "${d.name}" has entries, so it cannot be removed. Cancel or remove its entries first.`,
      );
    }
    await tx.delete(tournamentDivisions).where(eq(tournamentDivisions.id, d.id));
  }
  for (const [i, d] of divisions.entries()) {
    if (d.id) {
      const found = existing.find((e) => e.id === d.id);
      if (!found)
        throw fieldError(
          'VALIDATION',
          `divisions.${i}.name`,
          `divisions.${i}: This division no longer exists; reload the page.`,
          'This division no longer exists; reload the page.',
        );
      const [c] = await tx
        .select({ n: count() })
        .from(registrations)
        .where(and(eq(registrations.eventRef, d.id), eq(registrations.status, 'confirmed')));
      if (d.capacity < (c?.n ?? 0)) {
        throw fieldError(
          'CONFLICT',
          `divisions.${i}.capacity`,
          `divisions.${i}.capacity: "${d.name}" already has ${c?.n} confirmed entries; keep at least that many places.`,
          `"${d.name}" already has ${c?.n} confirmed entries; keep at least that many places.`,
        );
      }
      await tx
        .update(tournamentDivisions)
        .set({ name: d.name, capacity: d.capacity, sortOrder: i, updatedAt: now })
        .where(eq(tournamentDivisions.id, d.id));
      touched.push(d.id);
    } else {
      await tx.insert(tournamentDivisions).values(newDivision(id, d, i, now));
    }
  }
  return touched;
}

export async function listTournamentEntries(
  db: DbOrTx,
  id: string,
  q = '',
  now = new Date(),
): Promise<AdminTournamentEntries> {
  const admin = await getAdminTournament(db, id, now);
  const rows = await db
    .select({ reg: registrations, divisionName: tournamentDivisions.name, signedUpByName: signerName })
    .from(registrations)
    .innerJoin(tournamentDivisions, eq(tournamentDivisions.id, registrations.divisionId))
    .leftJoin(user, signerJoinOn)
    .where(and(eq(tournamentDivisions.tournamentId, id), registrationSearch(q)))
    .orderBy(asc(tournamentDivisions.sortOrder), ...registrationOrder);
  const fees = await feesOf(
    db,
    rows.map((r) => r.reg.id),
  );
  return {
    timeZone: admin.timeZone,
    tournament: {
      id: admin.id,
      slug: admin.slug,
      title: admin.values.title,
      startDate: admin.values.startDate,
      endDate: admin.values.endDate,
      status: admin.status,
    },
    divisions: admin.divisions,
    entries: rows.map(
      (r): AdminRegistration =>
        toAdminRegistration(r.reg, {
          divisionName: r.divisionName,
          signedUpByName: r.signedUpByName,
          fee: fees.get(r.reg.id) ?? null,
        }),
    ),
  };
}

/** The division ids of a tournament (to check a walk-in's division belongs to it). */
export async function assertDivisionOfTournament(db: DbOrTx, tournamentId: string, divisionId: string) {
  if (!isUuid(tournamentId) || !isUuid(divisionId))
    throw new AppError('NOT_FOUND', eventMessages.divisionNotFound);
  const [d] = await db
    .select({ id: tournamentDivisions.id })
    .from(tournamentDivisions)
    .where(and(eq(tournamentDivisions.id, divisionId), eq(tournamentDivisions.tournamentId, tournamentId)));
  if (!d) throw new AppError('NOT_FOUND', eventMessages.divisionNotFound);
}
