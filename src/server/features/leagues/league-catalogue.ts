import { type CsvColumn, toCsv } from '@shared/csv';
import {
  type League,
  type LeagueListQuery,
  type LeagueSortKey,
  type LeagueSummary,
  type LeagueValues,
  leagueProviderLabels,
  leagueSeasonLabels,
  listPageSize,
  type MemberOption,
} from '@shared/schemas/leagues';
import type { Page } from '@shared/schemas/paging';
import { ageDivisionLabels, describeLeagueLevel, leagueGenderLabels } from '@shared/tennis/eligibility';
import { describeTieFormat } from '@shared/tennis/match-format';
import { isUuid } from '@shared/uuid';
import { and, asc, count, desc, eq, gte, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { leagueColumnsOf } from '../../db/factories/leagues';
import { user } from '../../db/schema/auth';
import { leagues, teams } from '../../db/schema/leagues';
import { profiles } from '../../db/schema/profiles';
import { AppError, fieldError } from '../../lib/app-error';
import { clubToday, resolveClubTimeZone } from '../../lib/club-time-zone';
import { isForeignKeyViolation } from '../../lib/db-errors';
import { rulesOf, tieFormatOf } from '../../lib/league-rules';
import { pageOffset } from '../../lib/paging';

type LeagueRow = typeof leagues.$inferSelect;

export function escapeLike(q: string): string {
  return `%${q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
}

const formatOf = tieFormatOf;

const teamCount = sql<number>`(select count(*)::int from ${teams} where ${teams.leagueId} = ${leagues.id})`;

const summaryColumns = {
  league: leagues,
  coordinatorName: profiles.fullName,
  teamCount,
};

type SummaryRow = { league: LeagueRow; coordinatorName: string | null; teamCount: number };

function toSummary(row: SummaryRow, today: string): LeagueSummary {
  const l = row.league;
  return {
    id: l.id,
    name: l.name,
    provider: l.provider,
    season: l.season,
    year: l.year,
    gender: l.gender,
    ageDivision: l.ageDivision,
    level: l.level,
    levelLabel: describeLeagueLevel({ level: l.level, rules: rulesOf(l) }),
    teamNumberDeadline: l.teamNumberDeadline,
    rosterDeadline: l.rosterDeadline,
    minRoster: l.minRoster,
    maxRoster: l.maxRoster,
    startsOn: l.startsOn,
    endsOn: l.endsOn,
    coordinator: l.coordinatorId ? { id: l.coordinatorId, name: row.coordinatorName ?? '' } : null,
    teamCount: Number(row.teamCount),
    isOpen: !l.teamNumberDeadline || l.teamNumberDeadline >= today,
  };
}

function toLeague(row: SummaryRow, today: string): League {
  return {
    ...toSummary(row, today),
    notes: row.league.notes,
    matchFormat: formatOf(row.league),
    eligibilityRules: rulesOf(row.league),
    updatedAt: row.league.updatedAt.toISOString(),
  };
}

function selectSummaries(db: DbOrTx) {
  return db.select(summaryColumns).from(leagues).leftJoin(profiles, eq(profiles.id, leagues.coordinatorId));
}

const seasonOrder = sql`case ${leagues.season} when 'spring' then 1 when 'summer' then 2 else 3 end`;

function orderFor(query: Pick<LeagueListQuery, 'sort' | 'dir'>): SQL[] {
  const by: Record<LeagueSortKey, SQL[]> = {
    name: [sql`lower(${leagues.name})`],
    season: [sql`${leagues.year}`, seasonOrder],
    level: [sql`${leagues.level}`],
    gender: [sql`${leagues.gender}`, sql`${leagues.ageDivision}`],
    teams: [teamCount],
    rosterDeadline: [sql`${leagues.rosterDeadline}`],
  };
  const primary = by[query.sort].map((s) => (query.dir === 'desc' ? desc(s) : asc(s)));
  return [...primary, asc(leagues.name), asc(leagues.id)];
}

function filterFor(query: Pick<LeagueListQuery, 'q' | 'year' | 'season'>): SQL | undefined {
  const q = query.q ? escapeLike(query.q) : null;
  return and(
    q ? or(ilike(leagues.name, q), ilike(leagues.level, q), ilike(leagues.notes, q)) : undefined,
    query.year ? eq(leagues.year, query.year) : undefined,
    query.season ? eq(leagues.season, query.season) : undefined,
  );
}

/** /admin/usta-leagues: search, filters, sort, pages of 50. */
export async function listLeagues(db: DbOrTx, query: LeagueListQuery): Promise<Page<LeagueSummary>> {
  const where = filterFor(query);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(leagues).where(where);
  const rows = await selectSummaries(db)
    .where(where)
    .orderBy(...orderFor(query))
    .limit(listPageSize)
    .offset(pageOffset(query.page, listPageSize));
  const today = await clubToday(db);
  return { items: rows.map((r) => toSummary(r, today)), total, page: query.page, pageSize: listPageSize };
}

const csvColumns: CsvColumn<League>[] = [
  { header: 'Name', value: (l) => l.name },
  { header: 'Provider', value: (l) => leagueProviderLabels[l.provider] },
  { header: 'Season', value: (l) => `${leagueSeasonLabels[l.season]} ${l.year}` },
  { header: 'Gender', value: (l) => leagueGenderLabels[l.gender] },
  { header: 'Age division', value: (l) => ageDivisionLabels[l.ageDivision] },
  { header: 'Level', value: (l) => l.levelLabel },
  { header: 'Team number deadline', day: (l) => l.teamNumberDeadline },
  { header: 'Roster deadline', day: (l) => l.rosterDeadline },
  { header: 'Roster min', value: (l) => l.minRoster },
  { header: 'Roster max', value: (l) => l.maxRoster },
  { header: 'Starts', day: (l) => l.startsOn },
  { header: 'Ends', day: (l) => l.endsOn },
  { header: 'Coordinator', value: (l) => l.coordinator?.name },
  { header: 'Teams', value: (l) => l.teamCount },
  { header: 'Match format', value: (l) => describeTieFormat(l.matchFormat) },
  {
    header: 'Line formats',
    value: (l) => l.matchFormat.lines.map((x) => `${x.id} ${x.formatCode}`).join('; '),
  },
];

export async function exportLeaguesCsv(db: DbOrTx, query: LeagueListQuery): Promise<string> {
  const rows = await selectSummaries(db)
    .where(filterFor(query))
    .orderBy(...orderFor(query));
  const today = await clubToday(db);
  return toCsv(
    rows.map((r) => toLeague(r, today)),
    csvColumns,
    { timeZone: await resolveClubTimeZone(db) },
  );
}

function notFound(): AppError {
  return new AppError('NOT_FOUND', 'We could not find that league.');
}

export async function getLeague(db: DbOrTx, id: string): Promise<League> {
  if (!isUuid(id)) throw notFound();
  const [row] = await selectSummaries(db).where(eq(leagues.id, id)).limit(1);
  if (!row) throw notFound();
  return toLeague(row, await clubToday(db));
}

export async function assertMember(db: DbOrTx, id: string | null, path: string, what: string): Promise<void> {
  if (!id) return;
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.id, id)).limit(1);
  if (!row) throw fieldError('VALIDATION', path, `The ${what} is not a member of the club.`);
}

export async function createLeague(db: DbOrTx, input: LeagueValues): Promise<League> {
  await assertMember(db, input.coordinatorId, 'coordinatorId', 'coordinator');
  const [row] = await db.insert(leagues).values(leagueColumnsOf(input)).returning({ id: leagues.id });
  return getLeague(db, row!.id);
}

export async function updateLeague(db: DbOrTx, id: string, input: LeagueValues): Promise<League> {
  await getLeague(db, id);
  await assertMember(db, input.coordinatorId, 'coordinatorId', 'coordinator');
  await db
    .update(leagues)
    .set({ ...leagueColumnsOf(input), updatedAt: new Date() })
    .where(eq(leagues.id, id));
  return getLeague(db, id);
}

/** A league with teams keeps them: deleting it is refused (409). */
export async function deleteLeague(db: DbOrTx, id: string): Promise<void> {
  const league = await getLeague(db, id);
  if (league.teamCount > 0) {
    throw new AppError(
      'CONFLICT',
      `${league.name} has ${league.teamCount} team${league.teamCount === 1 ? '' : 's'}: remove or move them first.`,
    );
  }
  try {
    await db.delete(leagues).where(eq(leagues.id, id));
  } catch (err) {
    if (isForeignKeyViolation(err))
      throw new AppError('CONFLICT', `${league.name} has teams: remove them first.`);
    throw err;
  }
}

/** Leagues a captain may register a team for: team-number deadline today or later (or none). */
export async function listOpenLeagues(db: DbOrTx): Promise<League[]> {
  const today = await clubToday(db);
  const rows = await selectSummaries(db)
    .where(or(isNull(leagues.teamNumberDeadline), gte(leagues.teamNumberDeadline, today)))
    .orderBy(asc(leagues.year), asc(seasonOrder), asc(leagues.name));
  return rows.map((r) => toLeague(r, today));
}

/** Members to pick from (captain, co-captain, players): verified accounts, by name. */
export async function listMemberOptions(db: DbOrTx, q: string): Promise<MemberOption[]> {
  const pattern = q ? escapeLike(q) : null;
  const rows = await db
    .select({ id: profiles.id, name: profiles.fullName, ntrpRating: profiles.ntrpRating })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .where(and(eq(user.emailVerified, true), pattern ? ilike(profiles.fullName, pattern) : undefined))
    .orderBy(asc(sql`lower(${profiles.fullName})`), asc(profiles.id))
    .limit(50);
  return rows;
}
