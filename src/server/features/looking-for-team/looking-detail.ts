import type { PlayerGender } from '@shared/player-labels';
import type { LookingForTeamDetail, TeamSuggestion } from '@shared/schemas/looking-for-team';
import {
  ageDivisionLabels,
  checkPlayerEligibility,
  describeLeagueLevel,
  type EligibilityPlayer,
  leagueGenderLabels,
  ntrpValue,
} from '@shared/tennis/eligibility';
import { isUuid } from '@shared/uuid';
import { and, asc, eq, gte, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { leagues, rosterEntries, teams } from '../../db/schema/leagues';
import {
  lookingForTeamEvents,
  lookingForTeamLeagues,
  lookingForTeamRequests,
} from '../../db/schema/looking-for-team';
import { profiles } from '../../db/schema/profiles';
import { clubToday } from '../../lib/club-time-zone';
import { eligibilityLeagueOf, leagueEligibilityColumns } from '../../lib/league-rules';
import {
  type EntryExtras,
  expireStaleRequests,
  historyOf,
  isOpen,
  type RequestRow,
  requestNotFound,
  toEntry,
} from './looking-requests';

/* The reps' detail page of one request: its leagues, history and the teams that could take the player. */

const t = lookingForTeamRequests;

/** League names of the requests' interests and the teams they were placed on, for their entries. */
export async function entryExtrasFor(db: DbOrTx, rows: readonly RequestRow[]): Promise<EntryExtras> {
  const ids = rows.map((r) => r.id);
  const teamIds = [...new Set(rows.flatMap((r) => (r.placedTeamId ? [r.placedTeamId] : [])))];
  const [interestRows, teamRows] = await Promise.all([
    ids.length
      ? db
          .select({ requestId: lookingForTeamLeagues.requestId, id: leagues.id, name: leagues.name })
          .from(lookingForTeamLeagues)
          .innerJoin(leagues, eq(leagues.id, lookingForTeamLeagues.leagueId))
          .where(inArray(lookingForTeamLeagues.requestId, ids))
          .orderBy(asc(leagues.name))
      : [],
    teamIds.length
      ? db.select({ id: teams.id, name: teams.name }).from(teams).where(inArray(teams.id, teamIds))
      : [],
  ]);
  const teamNames = new Map(teamRows.map((r) => [r.id, r.name]));
  return {
    leaguesOf: (id) =>
      interestRows
        .filter((r) => r.requestId === id)
        .map(({ id: leagueId, name }) => ({ id: leagueId, name })),
    placedTeamOf: (row) =>
      row.placedTeamId
        ? { id: row.placedTeamId, name: teamNames.get(row.placedTeamId) ?? 'A team no longer listed' }
        : null,
  };
}

/** A request's facts as eligibility reads a player: the youngest age of their age group. */
function asEligibilityPlayer(row: RequestRow, leagueYear: number): EligibilityPlayer {
  return {
    name: row.name,
    ntrpRating: row.ntrpRating,
    ratingType: row.ratingType,
    ratingYear: null,
    gender: row.gender as PlayerGender,
    birthYear: leagueYear - Number.parseInt(row.ageDivision, 10),
  };
}

/**
 * Teams that could take the player: a league of this or a coming season whose rules the
 * player meets (level with play-up, gender, age), a team not rejected, a roster below the
 * league's maximum. Leagues the player named come first.
 */
export async function suggestTeams(db: DbOrTx, row: RequestRow): Promise<TeamSuggestion[]> {
  const today = await clubToday(db);
  const rosterCount = sql<number>`(select count(*)::int from ${rosterEntries} where ${rosterEntries.teamId} = ${teams.id})`;
  const candidates = await db
    .select({
      teamId: teams.id,
      teamName: teams.name,
      leagueId: leagues.id,
      leagueName: leagues.name,
      ...leagueEligibilityColumns,
      rosterCount,
      captainName: profiles.fullName,
    })
    .from(teams)
    .innerJoin(leagues, eq(leagues.id, teams.leagueId))
    .leftJoin(profiles, eq(profiles.id, teams.captainId))
    .where(and(ne(teams.status, 'rejected'), or(isNull(leagues.endsOn), gte(leagues.endsOn, today))))
    .orderBy(asc(leagues.startsOn), asc(leagues.name), asc(teams.name));
  const named = new Set(
    (
      await db
        .select({ leagueId: lookingForTeamLeagues.leagueId })
        .from(lookingForTeamLeagues)
        .where(eq(lookingForTeamLeagues.requestId, row.id))
    ).map((r) => r.leagueId),
  );
  const suggestions: (TeamSuggestion & { isNamed: boolean })[] = [];
  for (const c of candidates) {
    const league = eligibilityLeagueOf(c);
    if (c.rosterCount >= league.maxRoster) continue;
    const issues = checkPlayerEligibility(asEligibilityPlayer(row, c.year), league);
    if (issues.some((i) => i.severity === 'error')) continue;
    const playsUp = !league.rules.combined && ntrpValue(league.level) > ntrpValue(row.ntrpRating);
    const placesLeft = league.maxRoster - c.rosterCount;
    suggestions.push({
      teamId: c.teamId,
      teamName: c.teamName,
      leagueId: c.leagueId,
      leagueName: c.leagueName,
      rosterCount: c.rosterCount,
      rosterMax: league.maxRoster,
      captainName: c.captainName,
      reason: [
        `${describeLeagueLevel(league)} ${leagueGenderLabels[league.gender].toLowerCase()} ${ageDivisionLabels[league.ageDivision]}`,
        playsUp ? 'plays up' : null,
        `${placesLeft} place${placesLeft === 1 ? '' : 's'} left`,
        named.has(c.leagueId) ? 'a league they asked for' : null,
      ]
        .filter(Boolean)
        .join('; '),
      isNamed: named.has(c.leagueId),
    });
  }
  return suggestions.sort((a, b) => Number(b.isNamed) - Number(a.isNamed)).map(({ isNamed: _, ...s }) => s);
}

async function loadRequest(db: DbOrTx, id: string): Promise<RequestRow> {
  if (!isUuid(id)) throw requestNotFound();
  const [row] = await db.select().from(t).where(eq(t.id, id)).limit(1);
  if (!row) throw requestNotFound();
  return row;
}

/** The reps' detail page: the request, its history and the teams that could take the player. */
export async function getLookingRequestDetail(db: Db, id: string): Promise<LookingForTeamDetail> {
  await expireStaleRequests(db);
  const row = await loadRequest(db, id);
  const [extras, suggestions] = await Promise.all([
    entryExtrasFor(db, [row]),
    isOpen(row.status) ? suggestTeams(db, row) : Promise.resolve([]),
  ]);
  const teamIds = await db
    .select({ id: teams.id, name: teams.name })
    .from(teams)
    .innerJoin(lookingForTeamEvents, eq(lookingForTeamEvents.teamId, teams.id))
    .where(eq(lookingForTeamEvents.requestId, row.id));
  const teamNames = new Map(teamIds.map((r) => [r.id, r.name]));
  return {
    entry: toEntry(row, extras),
    history: await historyOf(db, row.id, (teamId) => teamNames.get(teamId)),
    suggestions,
  };
}
