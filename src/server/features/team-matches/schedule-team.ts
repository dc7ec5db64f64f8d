import type { RecordFacts } from '@shared/access';
import type { ContactVisibility } from '@shared/contact-visibility';
import type { MatchSettings, TeamMatch, TeamPlayer, TeamScheduleTeam } from '@shared/schemas/team-matches';
import { tieFormatSchema } from '@shared/tennis/match-format';
import { isUuid } from '@shared/uuid';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { RequestViewer } from '../../context';
import type { DbOrTx } from '../../db/client';
import { user } from '../../db/schema/auth';
import { courts } from '../../db/schema/courts';
import { leagues, rosterEntries, teams } from '../../db/schema/leagues';
import { teamMatches, teamMatchSettings } from '../../db/schema/team-matches';
import { AppError } from '../../lib/app-error';
import { contactViewerOf, visibleContact } from '../../lib/contact-visibility';
import { captainIdsOf } from '../../lib/team-captains';
import { type TeamMatchRow, toTeamMatch } from '../../lib/team-match-view';

/*
 * What every match-day call needs about a team: its league's lines, its captains and players
 * (for the access rules), its settings, and a team match in the API's shape.
 */

export const defaultMatchSettings: MatchSettings = { cutoffHours: 24, reminderDays: [7, 3] };

export type { TeamMatchRow };
export { toTeamMatch };

export function teamNotFound(): AppError {
  return new AppError('NOT_FOUND', 'We could not find that team.');
}

export function matchNotFound(): AppError {
  return new AppError('NOT_FOUND', 'We could not find that match.');
}

export interface TeamCore {
  team: TeamScheduleTeam;
  captainIds: string[];
}

/** The team's row with its league's name and format, as every match-day read selects it. */
export const teamCoreColumns = {
  id: teams.id,
  name: teams.name,
  captainId: teams.captainId,
  coCaptainId: teams.coCaptainId,
  leagueName: leagues.name,
  matchFormat: leagues.matchFormat,
};

export function teamCoreOf(row: {
  id: string;
  name: string;
  captainId: string | null;
  coCaptainId: string | null;
  leagueName: string;
  matchFormat: unknown;
}): TeamCore {
  const format = tieFormatSchema.safeParse(row.matchFormat);
  const lines = format.success ? format.data.lines : [];
  return {
    team: {
      id: row.id,
      name: row.name,
      leagueName: row.leagueName,
      lines: lines.map((l) => l.id),
      playersNeeded: lines.reduce((n, l) => n + (l.type === 'doubles' ? 2 : 1), 0),
    },
    captainIds: captainIdsOf(row),
  };
}

export async function loadTeamCore(db: DbOrTx, teamId: string): Promise<TeamCore> {
  if (!isUuid(teamId)) throw teamNotFound();
  const [row] = await db
    .select(teamCoreColumns)
    .from(teams)
    .innerJoin(leagues, eq(leagues.id, teams.leagueId))
    .where(eq(teams.id, teamId))
    .limit(1);
  if (!row) throw teamNotFound();
  return teamCoreOf(row);
}

export interface RosterPlayer {
  rosterEntryId: string;
  userId: string | null;
  name: string;
  email: string | null;
}

/** The team's players with the address their mail goes to (the account's, or the invitation's). */
export async function loadRosterPlayers(db: DbOrTx, teamId: string): Promise<RosterPlayer[]> {
  const rows = await db
    .select({
      rosterEntryId: rosterEntries.id,
      userId: rosterEntries.userId,
      name: sql<string>`coalesce(nullif(${rosterEntries.name}, ''), ${user.name}, ${rosterEntries.email}, '')`,
      email: sql<string | null>`coalesce(${user.email}, ${rosterEntries.email})`,
    })
    .from(rosterEntries)
    .leftJoin(user, eq(user.id, rosterEntries.userId))
    .where(eq(rosterEntries.teamId, teamId));
  return rows.sort((a, b) => a.name.localeCompare(b.name));
}

/** A roster entry with what its contact shows (TeamPlayer) is made from. */
export interface TeamPlayerRow {
  userId: string | null;
  invitedEmail: string | null;
  name: string;
  email: string | null;
  phone: string | null;
  emailVisibility: ContactVisibility | null;
  phoneVisibility: ContactVisibility | null;
}

/**
 * The team's players as the viewer sees them (issue 18), by name: each member's e-mail and phone
 * by their own settings (the viewer is their teammate when on this roster too); the address of
 * someone without an account only to the team's captains and the club's officers.
 */
export function toTeamPlayers(
  rows: readonly TeamPlayerRow[],
  captainIds: readonly string[],
  viewer: RequestViewer,
): TeamPlayer[] {
  const isViewerOnRoster = !!viewer.userId && rows.some((r) => r.userId === viewer.userId);
  const isViewerCaptain = !!viewer.userId && captainIds.includes(viewer.userId);
  return rows
    .map((r) => {
      let contact: { email: string | null; phone: string | null };
      if (r.userId && r.emailVisibility && r.phoneVisibility) {
        const as = contactViewerOf(viewer, r.userId, isViewerOnRoster);
        contact = visibleContact(as, {
          email: r.email,
          phone: r.phone,
          emailVisibility: r.emailVisibility,
          phoneVisibility: r.phoneVisibility,
        });
      } else {
        const isOfficer = contactViewerOf(viewer, '', false) === 'officer';
        contact = { email: isOfficer || isViewerCaptain ? r.invitedEmail : null, phone: null };
      }
      return { name: r.name, isCaptain: !!r.userId && captainIds.includes(r.userId), ...contact };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The access rules' facts of a team, with the team's match-day core read along with them. */
export interface TeamMatchFacts extends RecordFacts {
  core: TeamCore;
}

/**
 * Facts for the access rules: captains, and everyone on the team (roster accounts + captains).
 * One query: the team, its league and its players' accounts; the schedule reuses the core.
 */
export async function loadTeamMatchFacts(db: DbOrTx, teamId: string): Promise<TeamMatchFacts> {
  if (!isUuid(teamId)) throw teamNotFound();
  const [row] = await db
    .select({
      ...teamCoreColumns,
      playerIds: sql<string[]>`(
        select coalesce(json_agg(re.user_id), '[]'::json) from roster_entries re
        where re.team_id = "teams"."id" and re.user_id is not null
      )`,
    })
    .from(teams)
    .innerJoin(leagues, eq(leagues.id, teams.leagueId))
    .where(eq(teams.id, teamId))
    .limit(1);
  if (!row) throw teamNotFound();
  const core = teamCoreOf(row);
  return {
    core,
    teamCaptainIds: core.captainIds,
    teamMemberIds: [...core.captainIds, ...row.playerIds],
  };
}

/** A team match and the facts of the match-day rules (its team's captains and players, its league's coordinator). */
export interface MatchDayRecord {
  match: TeamMatchRow;
  facts: RecordFacts;
}

/**
 * The `record` loader of the match routes (page, calendar file, answer): the match row the
 * domain uses, and the facts for teamMemberOr / teamCaptainOr / captainOrCoordinatorOr rules,
 * so the page's "may edit the lineup / open the score" flags need no second load.
 */
export async function loadMatchDayRecord(db: DbOrTx, matchId: string): Promise<MatchDayRecord> {
  if (!isUuid(matchId)) throw matchNotFound();
  const [row] = await db
    .select({ match: teamMatches, coordinatorId: leagues.coordinatorId })
    .from(teamMatches)
    .innerJoin(teams, eq(teams.id, teamMatches.teamId))
    .innerJoin(leagues, eq(leagues.id, teams.leagueId))
    .where(eq(teamMatches.id, matchId))
    .limit(1);
  if (!row) throw matchNotFound();
  const { core: _core, ...teamFacts } = await loadTeamMatchFacts(db, row.match.teamId);
  return { match: row.match, facts: { ...teamFacts, leagueCoordinatorId: row.coordinatorId } };
}

/** The team a match belongs to (404 for an unknown match). */
export async function teamIdOfMatch(db: DbOrTx, matchId: string): Promise<string> {
  if (!isUuid(matchId)) throw matchNotFound();
  const [row] = await db
    .select({ teamId: teamMatches.teamId })
    .from(teamMatches)
    .where(eq(teamMatches.id, matchId))
    .limit(1);
  if (!row) throw matchNotFound();
  return row.teamId;
}

export async function loadMatchSettings(db: DbOrTx, teamId: string): Promise<MatchSettings> {
  const [row] = await db.select().from(teamMatchSettings).where(eq(teamMatchSettings.teamId, teamId));
  return row ? { cutoffHours: row.cutoffHours, reminderDays: row.reminderDays } : defaultMatchSettings;
}

export async function saveMatchSettings(db: DbOrTx, teamId: string, settings: MatchSettings) {
  await db
    .insert(teamMatchSettings)
    .values({ teamId, ...settings })
    .onConflictDoUpdate({
      target: teamMatchSettings.teamId,
      set: { ...settings, updatedAt: new Date() },
    });
  return settings;
}

/** Court names and addresses of the given ids. */
export async function courtsById(db: DbOrTx, ids: readonly (string | null)[]) {
  const wanted = [...new Set(ids.filter((x): x is string => !!x))];
  const rows = wanted.length
    ? await db
        .select({ id: courts.id, name: courts.name, address: courts.address })
        .from(courts)
        .where(inArray(courts.id, wanted))
    : [];
  return new Map(rows.map((r) => [r.id, r]));
}

/** Matches in the API's shape, in the same order, with their courts (one read for all the courts). */
export async function teamMatchViews(
  db: DbOrTx,
  rows: readonly TeamMatchRow[],
  settings: Pick<MatchSettings, 'cutoffHours'>,
  now = new Date(),
): Promise<TeamMatch[]> {
  const courtMap = await courtsById(
    db,
    rows.map((r) => r.courtId),
  );
  return rows.map((r) => toTeamMatch(r, settings, r.courtId ? courtMap.get(r.courtId) : undefined, now));
}

/** One match of this team (404 when it belongs to another team). */
export async function loadTeamMatch(db: DbOrTx, teamId: string, matchId: string): Promise<TeamMatchRow> {
  if (!isUuid(matchId)) throw matchNotFound();
  const [row] = await db
    .select()
    .from(teamMatches)
    .where(and(eq(teamMatches.id, matchId), eq(teamMatches.teamId, teamId)))
    .limit(1);
  if (!row) throw matchNotFound();
  return row;
}
