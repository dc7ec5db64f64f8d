import { type CsvColumn, toCsv } from '@shared/csv';
import { playerGenderLabels, ratingTypeLabels } from '@shared/player-labels';
import {
  ageDivisionFor,
  dayTimeLabels,
  type LookingForTeamEntry,
  type LookingForTeamEvent,
  type LookingForTeamPage,
  type LookingForTeamPrefill,
  type LookingListQuery,
  type LookingSortKey,
  type LookingStatus,
  leagueFormatLabels,
  lookingPageSize,
  lookingStatusLabels,
  openLookingStatuses,
  playPreferenceLabels,
} from '@shared/schemas/looking-for-team';
import { ageDivisionLabels } from '@shared/tennis/eligibility';
import { isUuid } from '@shared/uuid';
import { weekdayLabels } from '@shared/weekdays';
import { and, arrayContains, asc, desc, eq, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { user } from '../../db/schema/auth';
import {
  lookingForTeamEvents,
  lookingForTeamLeagues,
  lookingForTeamRequests,
} from '../../db/schema/looking-for-team';
import { profiles } from '../../db/schema/profiles';
import { actorNameOf } from '../../lib/actor-name';
import { AppError } from '../../lib/app-error';
import { resolveClubTimeZone } from '../../lib/club-time-zone';
import { readPage } from '../../lib/paging';
import { sortOrder } from '../../lib/table-list';

export type RequestRow = typeof lookingForTeamRequests.$inferSelect;
const t = lookingForTeamRequests;

export const requestNotFound = () => new AppError('NOT_FOUND', 'We could not find that request.');

/** How long a request stays open when the player names no league whose season ends later. */
export const defaultOpenDays = 183;

/** What the signed-in player's account already knows, to fill the form in. */
export async function getLookingForTeamPrefill(db: DbOrTx, userId: string): Promise<LookingForTeamPrefill> {
  const [row] = await db
    .select({
      name: user.name,
      email: user.email,
      phone: profiles.phone,
      gender: profiles.gender,
      birthYear: profiles.birthYear,
      ntrpRating: profiles.ntrpRating,
      ratingType: profiles.ratingType,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, userId))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'We could not find your account.');
  return {
    name: row.name,
    email: row.email,
    phone: row.phone ?? '',
    gender: row.gender ?? null,
    ageDivision: row.birthYear ? ageDivisionFor(row.birthYear, new Date().getFullYear()) : null,
    ntrpRating: row.ntrpRating ?? null,
    ratingType: row.ratingType ?? null,
  };
}

/** Loads a request for a change, locked until the transaction ends. */
export async function lockRequest(tx: Tx, id: string): Promise<RequestRow> {
  if (!isUuid(id)) throw requestNotFound();
  const [row] = await tx.select().from(t).where(eq(t.id, id)).for('update').limit(1);
  if (!row) throw requestNotFound();
  return row;
}

export function isOpen(status: LookingStatus): boolean {
  return (openLookingStatuses as readonly LookingStatus[]).includes(status);
}

export function closedError(row: RequestRow): AppError {
  return new AppError(
    'CONFLICT',
    `This request is ${lookingStatusLabels[row.status].toLowerCase()}: it is closed, so nothing was changed.`,
  );
}

/** Loads a request a rep acts on, locked; a closed one refuses the change. */
export async function lockOpenRequest(tx: Tx, id: string): Promise<RequestRow> {
  const row = await lockRequest(tx, id);
  if (!isOpen(row.status)) throw closedError(row);
  return row;
}

/**
 * Open requests whose season has ended become expired, with a line in their history. Run
 * before the reps' reads (no scheduler needed; a no-op when nothing is due).
 */
export async function expireStaleRequests(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const expired = await tx
      .update(t)
      .set({ status: 'expired', updatedAt: sql`now()` })
      .where(and(inArray(t.status, [...openLookingStatuses]), lt(t.expiresOn, sql`current_date`)))
      .returning({ id: t.id });
    if (expired.length > 0) {
      await tx.insert(lookingForTeamEvents).values(
        expired.map(({ id }) => ({
          requestId: id,
          kind: 'expired' as const,
          note: 'The season ended before the player was placed.',
        })),
      );
    }
    return expired.length;
  });
}

export interface EntryExtras {
  leaguesOf: (id: string) => { id: string; name: string }[];
  placedTeamOf: (row: RequestRow) => { id: string; name: string } | null;
}

export const noExtras: EntryExtras = { leaguesOf: () => [], placedTeamOf: () => null };

export function toEntry(row: RequestRow, extras: EntryExtras = noExtras): LookingForTeamEntry {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    gender: row.gender,
    ageDivision: row.ageDivision,
    ntrpRating: row.ntrpRating,
    ratingType: row.ratingType,
    formats: row.formats as LookingForTeamEntry['formats'],
    leagues: extras.leaguesOf(row.id),
    days: row.days as LookingForTeamEntry['days'],
    times: row.times as LookingForTeamEntry['times'],
    play: row.play,
    notes: row.notes,
    status: row.status,
    userId: row.userId,
    placedTeam: extras.placedTeamOf(row),
    expiresOn: row.expiresOn,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const sortColumns = {
  createdAt: t.createdAt,
  name: t.name,
  ntrpRating: t.ntrpRating,
  status: t.status,
  updatedAt: t.updatedAt,
} satisfies Record<LookingSortKey, unknown>;

/** The filters of the reps' list (search, level, gender, age, interest, status). */
export function listFilter(db: DbOrTx, query: LookingListQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.q) {
    const pattern = `%${query.q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    conditions.push(
      or(ilike(t.name, pattern), ilike(t.email, pattern), ilike(t.phone, pattern), ilike(t.notes, pattern)),
    );
  }
  if (query.status === 'open') conditions.push(inArray(t.status, [...openLookingStatuses]));
  else if (query.status) conditions.push(eq(t.status, query.status));
  if (query.level) conditions.push(eq(t.ntrpRating, query.level));
  if (query.gender) conditions.push(eq(t.gender, query.gender));
  if (query.age) conditions.push(eq(t.ageDivision, query.age));
  if (query.format) conditions.push(arrayContains(t.formats, [query.format]));
  if (query.league) {
    conditions.push(
      inArray(
        t.id,
        db
          .select({ id: lookingForTeamLeagues.requestId })
          .from(lookingForTeamLeagues)
          .where(eq(lookingForTeamLeagues.leagueId, query.league)),
      ),
    );
  }
  return and(...conditions);
}

export const orderFor = sortOrder(sortColumns, desc(t.createdAt), asc(t.id));

/** One page of requests for the reps' list. */
export async function listLookingRequests(
  db: Db,
  query: LookingListQuery,
  extras: (rows: RequestRow[]) => Promise<EntryExtras> = async () => noExtras,
): Promise<LookingForTeamPage> {
  await expireStaleRequests(db);
  const page = await readPage(
    db,
    t,
    { where: listFilter(db, query), orderBy: orderFor(query), page: query.page, pageSize: lookingPageSize },
    (r) => r,
  );
  const more = await extras(page.items);
  return { ...page, items: page.items.map((r) => toEntry(r, more)) };
}

const csvColumns: CsvColumn<LookingForTeamEntry>[] = [
  { header: 'Filed', at: (e) => e.createdAt },
  { header: 'Status', value: (e) => lookingStatusLabels[e.status] },
  { header: 'Name', value: (e) => e.name },
  { header: 'E-mail', value: (e) => e.email },
  { header: 'Phone', value: (e) => e.phone },
  { header: 'Gender', value: (e) => playerGenderLabels[e.gender] },
  { header: 'Age group', value: (e) => ageDivisionLabels[e.ageDivision] },
  { header: 'NTRP', value: (e) => e.ntrpRating },
  { header: 'Rating type', value: (e) => ratingTypeLabels[e.ratingType] },
  { header: 'Kinds of league', value: (e) => e.formats.map((f) => leagueFormatLabels[f]).join('; ') },
  { header: 'Leagues', value: (e) => e.leagues.map((l) => l.name).join('; ') },
  { header: 'Days', value: (e) => e.days.map((d) => weekdayLabels[d]).join('; ') },
  { header: 'Times', value: (e) => e.times.map((d) => dayTimeLabels[d]).join('; ') },
  { header: 'Plays', value: (e) => playPreferenceLabels[e.play] },
  { header: 'Notes', value: (e) => e.notes },
  { header: 'Placed with', value: (e) => e.placedTeam?.name ?? '' },
  { header: 'Open until', day: (e) => e.expiresOn },
];

/** CSV of every request matching the filters, in the chosen order (no paging). */
export async function exportLookingRequestsCsv(
  db: Db,
  query: LookingListQuery,
  extras: (rows: RequestRow[]) => Promise<EntryExtras> = async () => noExtras,
): Promise<string> {
  await expireStaleRequests(db);
  const rows = await db
    .select()
    .from(t)
    .where(listFilter(db, query))
    .orderBy(...orderFor(query));
  const more = await extras(rows);
  return toCsv(
    rows.map((r) => toEntry(r, more)),
    csvColumns,
    { timeZone: await resolveClubTimeZone(db) },
  );
}

/** The history of one request, oldest first. */
export async function historyOf(
  db: DbOrTx,
  requestId: string,
  teamNameOf: (teamId: string) => string | undefined = () => undefined,
): Promise<LookingForTeamEvent[]> {
  const rows = await db
    .select()
    .from(lookingForTeamEvents)
    .where(eq(lookingForTeamEvents.requestId, requestId))
    .orderBy(asc(lookingForTeamEvents.at), asc(lookingForTeamEvents.id));
  return rows.map((e) => ({
    id: e.id,
    kind: e.kind,
    at: e.at.toISOString(),
    actorName: e.actorName,
    method: e.method,
    team: e.teamId ? { id: e.teamId, name: teamNameOf(e.teamId) ?? 'A team no longer listed' } : null,
    note: e.note,
  }));
}

export interface Actor {
  id: string | null;
  name: string | null;
}

/** The rep's name as the history shows it. */
export async function actorOf(db: DbOrTx, userId: string | null): Promise<Actor> {
  return { id: userId, name: await actorNameOf(db, userId) };
}
