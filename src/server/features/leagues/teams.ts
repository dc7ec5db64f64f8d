import type { RecordFacts } from '@shared/access';
import { type CsvColumn, toCsv } from '@shared/csv';
import { paths } from '@shared/paths';
import {
  type DeadlineState,
  listPageSize,
  type Team,
  type TeamDecisionInput,
  type TeamListQuery,
  type TeamSortKey,
  type TeamSummary,
  type teamDecisionSchema,
  teamStatusLabels,
  type teamUpdateSchema,
} from '@shared/schemas/leagues';
import type { Page } from '@shared/schemas/paging';
import { isUuid } from '@shared/uuid';
import { type Weekday, weekdayLabels } from '@shared/weekdays';
import type { z } from '@shared/zod';
import { and, asc, count, desc, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import type { RequestViewer } from '../../context';
import type { DbOrTx } from '../../db/client';
import { courts } from '../../db/schema/courts';
import { leagues, rosterEntries, teams } from '../../db/schema/leagues';
import { profiles } from '../../db/schema/profiles';
import { AppError, fieldError } from '../../lib/app-error';
import { clubToday, resolveClubTimeZone } from '../../lib/club-time-zone';
import { isUniqueViolation } from '../../lib/db-errors';
import { rulesOf } from '../../lib/league-rules';
import { noticeSiteUrl } from '../../lib/mail/notice-email';
import { queueTemplateNotice } from '../../lib/notices';
import { pageOffset } from '../../lib/paging';
import { captainIdsOf } from '../../lib/team-captains';
import { assertMember, escapeLike } from './league-catalogue';

const captain = alias(profiles, 'captain');
const coCaptain = alias(profiles, 'co_captain');

export const rosterCount = sql<number>`(select count(*)::int from ${rosterEntries} where ${rosterEntries.teamId} = ${teams.id})`;

const teamColumns = {
  team: teams,
  league: {
    id: leagues.id,
    name: leagues.name,
    season: leagues.season,
    year: leagues.year,
    level: leagues.level,
    minRoster: leagues.minRoster,
    maxRoster: leagues.maxRoster,
    teamNumberDeadline: leagues.teamNumberDeadline,
    rosterDeadline: leagues.rosterDeadline,
  },
  captainName: captain.fullName,
  coCaptainName: coCaptain.fullName,
  courtName: courts.name,
  rosterCount,
};

type TeamRow = {
  team: typeof teams.$inferSelect;
  league: {
    id: string;
    name: string;
    season: 'spring' | 'summer' | 'fall';
    year: number;
    level: string;
    minRoster: number;
    maxRoster: number;
    teamNumberDeadline: string | null;
    rosterDeadline: string | null;
  };
  captainName: string | null;
  coCaptainName: string | null;
  courtName: string | null;
  rosterCount: number;
};

/** Teams with their league, captains and court; `extra` adds columns (e.g. the roster). */
export function selectTeams<Extra extends SelectedFields = Record<never, never>>(db: DbOrTx, extra?: Extra) {
  return db
    .select({ ...teamColumns, ...(extra as Extra) })
    .from(teams)
    .innerJoin(leagues, eq(leagues.id, teams.leagueId))
    .leftJoin(captain, eq(captain.id, teams.captainId))
    .leftJoin(coCaptain, eq(coCaptain.id, teams.coCaptainId))
    .leftJoin(courts, eq(courts.id, teams.homeCourtId));
}

function deadline(date: string | null, isDone: boolean, today: string): DeadlineState {
  if (!date) return { date, state: isDone ? 'met' : 'none' };
  if (isDone) return { date, state: 'met' };
  return { date, state: date < today ? 'missed' : 'open' };
}

export function toTeam(row: TeamRow, today: string): Team {
  const t = row.team;
  const size = Number(row.rosterCount);
  return {
    id: t.id,
    name: t.name,
    league: {
      id: row.league.id,
      name: row.league.name,
      season: row.league.season,
      year: row.league.year,
      level: row.league.level,
    },
    ustaTeamNumber: t.ustaTeamNumber,
    flight: t.flight,
    status: t.status,
    rejectionReason: t.rejectionReason,
    captain: t.captainId ? { id: t.captainId, name: row.captainName ?? '' } : null,
    coCaptain: t.coCaptainId ? { id: t.coCaptainId, name: row.coCaptainName ?? '' } : null,
    rosterCount: size,
    minRoster: row.league.minRoster,
    maxRoster: row.league.maxRoster,
    teamNumberDeadline: deadline(row.league.teamNumberDeadline, !!t.ustaTeamNumber, today),
    rosterDeadline: deadline(row.league.rosterDeadline, size >= row.league.minRoster, today),
    homeCourt: t.homeCourtId ? { id: t.homeCourtId, name: row.courtName ?? '' } : null,
    preferredDays: t.preferredDays as Weekday[],
    preferredTimes: t.preferredTimes,
    createdAt: t.createdAt.toISOString(),
  };
}

/** The viewer's own teams only, unless they hold a role that sees all (the access table). */
export function ownTeamsFilter(viewer: RequestViewer, seesAll: boolean): SQL | undefined {
  if (seesAll) return undefined;
  const me = viewer.userId ?? '';
  return or(eq(teams.captainId, me), eq(teams.coCaptainId, me));
}

function filterFor(query: Partial<TeamListQuery>): SQL | undefined {
  const q = query.q ? escapeLike(query.q) : null;
  return and(
    q
      ? or(
          ilike(teams.name, q),
          ilike(leagues.name, q),
          ilike(teams.ustaTeamNumber, q),
          ilike(captain.fullName, q),
          ilike(coCaptain.fullName, q),
        )
      : undefined,
    query.year ? eq(leagues.year, query.year) : undefined,
    query.season ? eq(leagues.season, query.season) : undefined,
    query.leagueId ? eq(teams.leagueId, query.leagueId) : undefined,
    query.level ? eq(leagues.level, query.level) : undefined,
    query.captainId
      ? or(eq(teams.captainId, query.captainId), eq(teams.coCaptainId, query.captainId))
      : undefined,
    query.status ? eq(teams.status, query.status) : undefined,
  );
}

function orderFor(query: Pick<TeamListQuery, 'sort' | 'dir'>): SQL[] {
  const by: Record<TeamSortKey, SQL[]> = {
    name: [sql`lower(${teams.name})`],
    league: [sql`${leagues.year}`, sql`lower(${leagues.name})`],
    level: [sql`${leagues.level}`],
    status: [sql`${teams.status}`],
    captain: [sql`lower(${captain.fullName})`],
    roster: [rosterCount],
    number: [sql`${teams.ustaTeamNumber}`],
  };
  const primary = by[query.sort].map((s) => (query.dir === 'desc' ? desc(s) : asc(s)));
  return [...primary, asc(sql`lower(${teams.name})`), asc(teams.id)];
}

/** /teams and /admin/usta-teams (every team), /leagues (a captain's own). */
export async function listTeams(
  db: DbOrTx,
  query: TeamListQuery,
  scope: SQL | undefined,
): Promise<Page<TeamSummary>> {
  const where = and(filterFor(query), scope);
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(teams)
    .innerJoin(leagues, eq(leagues.id, teams.leagueId))
    .leftJoin(captain, eq(captain.id, teams.captainId))
    .leftJoin(coCaptain, eq(coCaptain.id, teams.coCaptainId))
    .where(where);
  const rows = await selectTeams(db)
    .where(where)
    .orderBy(...orderFor(query))
    .limit(listPageSize)
    .offset(pageOffset(query.page, listPageSize));
  const today = await clubToday(db);
  return { items: rows.map((r) => toTeam(r, today)), total, page: query.page, pageSize: listPageSize };
}

const csvColumns: CsvColumn<Team>[] = [
  { header: 'Team', value: (t) => t.name },
  { header: 'League', value: (t) => t.league.name },
  { header: 'Level', value: (t) => t.league.level },
  { header: 'USTA team number', value: (t) => t.ustaTeamNumber },
  { header: 'Status', value: (t) => teamStatusLabels[t.status] },
  { header: 'Captain', value: (t) => t.captain?.name },
  { header: 'Co-captain', value: (t) => t.coCaptain?.name },
  { header: 'Roster', value: (t) => t.rosterCount },
  { header: 'Roster min', value: (t) => t.minRoster },
  { header: 'Roster max', value: (t) => t.maxRoster },
  { header: 'Team number deadline', day: (t) => t.teamNumberDeadline.date },
  { header: 'Team number deadline state', value: (t) => t.teamNumberDeadline.state },
  { header: 'Roster deadline', day: (t) => t.rosterDeadline.date },
  { header: 'Roster deadline state', value: (t) => t.rosterDeadline.state },
  { header: 'Home facility', value: (t) => t.homeCourt?.name },
  { header: 'Preferred days', value: (t) => t.preferredDays.map((d) => weekdayLabels[d]).join(', ') },
  { header: 'Preferred times', value: (t) => t.preferredTimes },
];

export async function exportTeamsCsv(db: DbOrTx, query: TeamListQuery, scope: SQL | undefined) {
  const rows = await selectTeams(db)
    .where(and(filterFor(query), scope))
    .orderBy(...orderFor(query));
  const today = await clubToday(db);
  return toCsv(
    rows.map((r) => toTeam(r, today)),
    csvColumns,
    { timeZone: await resolveClubTimeZone(db) },
  );
}

function notFound(): AppError {
  return new AppError('NOT_FOUND', 'We could not find that team.');
}

export async function getTeam(db: DbOrTx, id: string): Promise<Team> {
  if (!isUuid(id)) throw notFound();
  const [row] = await selectTeams(db).where(eq(teams.id, id)).limit(1);
  if (!row) throw notFound();
  return toTeam(row, await clubToday(db));
}

/** What the access table's "a captain of this team" (and "the league's coordinator") need. */
export async function loadTeamFacts(db: DbOrTx, id: string): Promise<RecordFacts> {
  if (!isUuid(id)) throw notFound();
  const [row] = await db
    .select({
      captainId: teams.captainId,
      coCaptainId: teams.coCaptainId,
      coordinatorId: leagues.coordinatorId,
    })
    .from(teams)
    .innerJoin(leagues, eq(leagues.id, teams.leagueId))
    .where(eq(teams.id, id))
    .limit(1);
  if (!row) throw notFound();
  return {
    teamCaptainIds: captainIdsOf(row),
    leagueCoordinatorId: row.coordinatorId,
  };
}

/**
 * Players of this team who are also on another team of its league in the same flight (rejected
 * registrations left out), unless the league allows it. `flight` checks a flight about to be set.
 */
export async function flightClashesOf(
  db: DbOrTx,
  teamId: string,
  flight?: string,
): Promise<{ playerName: string; otherTeam: string }[]> {
  const [team] = await db
    .select({ leagueId: teams.leagueId, flight: teams.flight, rules: leagues.eligibilityRules })
    .from(teams)
    .innerJoin(leagues, eq(leagues.id, teams.leagueId))
    .where(eq(teams.id, teamId));
  if (!team || rulesOf({ eligibilityRules: team.rules }).allowsTwoTeamsPerFlight) return [];
  const mine = alias(rosterEntries, 'mine');
  const theirs = alias(rosterEntries, 'theirs');
  const other = alias(teams, 'other_team');
  return db
    .select({
      playerName: sql<string>`coalesce(${profiles.fullName}, ${mine.name})`,
      otherTeam: other.name,
    })
    .from(mine)
    .innerJoin(theirs, and(eq(theirs.userId, mine.userId), ne(theirs.teamId, mine.teamId)))
    .innerJoin(other, eq(other.id, theirs.teamId))
    .leftJoin(profiles, eq(profiles.id, mine.userId))
    .where(
      and(
        eq(mine.teamId, teamId),
        eq(other.leagueId, team.leagueId),
        ne(other.status, 'rejected'),
        sql`lower(trim(${other.flight})) = lower(trim(${flight ?? team.flight}))`,
      ),
    )
    .orderBy(asc(sql`lower(coalesce(${profiles.fullName}, ${mine.name}))`));
}

function refuseFlightClashes(clashes: { playerName: string; otherTeam: string }[], what: string): void {
  if (clashes.length === 0) return;
  const list = clashes.map((c) => `${c.playerName} (also on ${c.otherTeam})`).join(', ');
  throw new AppError(
    'CONFLICT',
    `${what}: ${list} would be on two teams of the same flight. A player may be on only one team per flight; take them off one roster first.`,
    { rule: 'team-same-flight' },
  );
}

export async function assertCourt(db: DbOrTx, id: string | null): Promise<void> {
  if (!id) return;
  const [row] = await db.select({ id: courts.id }).from(courts).where(eq(courts.id, id)).limit(1);
  if (!row) throw fieldError('VALIDATION', 'homeCourtId', 'That court location no longer exists.');
}

export function nameTaken(): AppError {
  return fieldError('CONFLICT', 'name', 'A team with this name is already registered in that league.');
}

export async function updateTeam(
  db: DbOrTx,
  id: string,
  input: z.output<typeof teamUpdateSchema>,
  options: { canNameAnyone: boolean },
): Promise<Team> {
  const team = await getTeam(db, id);
  if (input.coCaptainId !== undefined) {
    await assertMember(db, input.coCaptainId, 'coCaptainId', 'co-captain');
    if (input.coCaptainId && input.coCaptainId === team.captain?.id) {
      throw fieldError('VALIDATION', 'coCaptainId', 'The co-captain must be someone other than the captain.');
    }
    // A captain names a co-captain among the players who accepted their place (issue 18).
    if (input.coCaptainId && !options.canNameAnyone) {
      const [onRoster] = await db
        .select({ id: rosterEntries.id })
        .from(rosterEntries)
        .where(and(eq(rosterEntries.teamId, id), eq(rosterEntries.userId, input.coCaptainId)))
        .limit(1);
      if (!onRoster) {
        throw fieldError(
          'VALIDATION',
          'coCaptainId',
          'The co-captain must be a player on the roster: invite them first, and name them once they accept.',
        );
      }
    }
  }
  if (input.homeCourtId !== undefined) await assertCourt(db, input.homeCourtId);
  const preferredDays = input.preferredDays ? { preferredDays: [...new Set(input.preferredDays)] } : {};
  return writeTeam(db, id, { ...input, ...preferredDays }, nameTaken);
}

/** Writes a team's columns and reads it back; a unique clash (`taken`) is the editor's field error. */
async function writeTeam(
  db: DbOrTx,
  id: string,
  values: Partial<typeof teams.$inferInsert>,
  taken: () => AppError,
): Promise<Team> {
  try {
    await db
      .update(teams)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(teams.id, id));
  } catch (err) {
    if (isUniqueViolation(err)) throw taken();
    throw err;
  }
  return getTeam(db, id);
}

function numberTaken(): AppError {
  return fieldError('CONFLICT', 'ustaTeamNumber', 'Another team already has this USTA team number.');
}

/** The coordinator's team number and flight (a flight that would put a player twice in it is refused). */
export async function setTeamNumber(
  db: DbOrTx,
  id: string,
  input: { ustaTeamNumber: string | null; flight?: string },
): Promise<Team> {
  const team = await getTeam(db, id);
  if (input.flight !== undefined && input.flight !== team.flight && team.status !== 'rejected') {
    refuseFlightClashes(
      await flightClashesOf(db, id, input.flight),
      `${team.name} cannot move to that flight`,
    );
  }
  const flight = input.flight !== undefined ? { flight: input.flight } : {};
  return writeTeam(db, id, { ustaTeamNumber: input.ustaTeamNumber, ...flight }, numberTaken);
}

const allowedFrom: Record<TeamDecisionInput['action'], readonly Team['status'][]> = {
  approve: ['submitted', 'rejected'],
  reject: ['submitted', 'approved'],
  activate: ['approved'],
};

/** submitted → approved (team number) → active; or rejected with a reason. */
export async function decideTeam(
  db: DbOrTx,
  viewer: RequestViewer,
  id: string,
  input: z.output<typeof teamDecisionSchema>,
): Promise<Team> {
  const team = await getTeam(db, id);
  if (!allowedFrom[input.action].includes(team.status)) {
    throw new AppError(
      'CONFLICT',
      `${team.name} is ${teamStatusLabels[team.status].toLowerCase()}: it cannot be ${input.action === 'approve' ? 'approved' : input.action === 'reject' ? 'rejected' : 'made active'} now.`,
    );
  }
  // Approving a team (again) must not put a player on two teams of one flight.
  if (input.action === 'approve' || input.action === 'activate') {
    refuseFlightClashes(await flightClashesOf(db, id), `${team.name} cannot be approved yet`);
  }
  const decided = { decidedBy: viewer.userId, decidedAt: new Date(), updatedAt: new Date() };
  try {
    await db.transaction(async (tx) => {
      if (input.action === 'approve') {
        await tx
          .update(teams)
          .set({
            status: 'approved',
            rejectionReason: null,
            ...(input.ustaTeamNumber ? { ustaTeamNumber: input.ustaTeamNumber } : {}),
            ...decided,
          })
          .where(eq(teams.id, id));
      } else if (input.action === 'reject') {
        await tx
          .update(teams)
          .set({ status: 'rejected', rejectionReason: input.reason, ...decided })
          .where(eq(teams.id, id));
      } else {
        await tx
          .update(teams)
          .set({ status: 'active', ...decided })
          .where(eq(teams.id, id));
      }
      await queueTeamDecision(tx, team, input);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw numberTaken();
    throw err;
  }
  return getTeam(db, id);
}

/**
 * "Your team was approved / refused" (issue 22 §3) to the team's captain and co-captain, in the
 * deciding transaction; the refusal carries the reason given.
 */
async function queueTeamDecision(
  tx: DbOrTx,
  team: Team,
  input: z.output<typeof teamDecisionSchema>,
): Promise<void> {
  if (input.action === 'activate') return;
  const isApproved = input.action === 'approve';
  const link = `${noticeSiteUrl()}${paths.teamRoster(team.id)}`;
  const reason = input.action === 'reject' ? input.reason : '';
  for (const captain of [team.captain, team.coCaptain]) {
    if (!captain) continue;
    await queueTemplateNotice(tx, {
      kind: 'team-registration',
      key: isApproved ? 'team-approved' : 'team-refused',
      userId: captain.id,
      facts: {
        'team.name': team.name,
        'league.name': team.league.name,
        'team.link': link,
        'refusal.reason': reason || 'none was given.',
      },
      push: {
        title: isApproved ? `${team.name} is approved` : `${team.name} was not approved`,
        body: isApproved
          ? `The league approved your team for ${team.league.name}.`
          : reason || team.league.name,
        url: paths.teamRoster(team.id),
        tag: `team-decision-${team.id}`,
      },
    });
  }
}
