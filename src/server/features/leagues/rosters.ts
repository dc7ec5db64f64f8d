import { zonedToday } from '@shared/club-time';
import { type CsvColumn, toCsv } from '@shared/csv';
import { type MemberState, memberStateOn } from '@shared/membership-state';
import type {
  Roster,
  RosterHistoryEntry,
  RosterInvitation,
  RosterPlayer,
  RostersQuery,
  Team,
} from '@shared/schemas/leagues';
import {
  checkPlayerEligibility,
  checkRosterEligibility,
  type EligibilityLeague,
} from '@shared/tennis/eligibility';
import { isUuid } from '@shared/uuid';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { RequestViewer } from '../../context';
import type { DbOrTx } from '../../db/client';
import { leagues, rosterEvents, rosterInvitations, teams } from '../../db/schema/leagues';
import { profiles } from '../../db/schema/profiles';
import { AppError } from '../../lib/app-error';
import { resolveClubTimeZone } from '../../lib/club-time-zone';
import { contactViewerOf, visibleContact } from '../../lib/contact-visibility';
import { eligibilityLeagueOf } from '../../lib/league-rules';
import { type EntryRow, eligibilityPlayerOf, entriesOf } from '../../lib/roster-entries';
import { leagueEligibilityColumns } from './league-catalogue';
import { selectTeams, toTeam } from './teams';

/*
 * Rosters (issue 10 §4, issue 18): the roster read, and every way onto or off a roster under the
 * team row's lock — a member who accepted an invitation or whose request a captain accepted, a
 * member league staff add directly, someone without an account who accepted by e-mail — with
 * the league's rules checked inside the lock and every change written to the roster's history.
 */

/** Club membership state (issue 9) of each roster account, from its memberships on the club's today. */
function membershipStatesOf(entries: readonly EntryRow[], today: string): Map<string, MemberState> {
  return new Map(
    entries.flatMap((e) => (e.userId ? [[e.userId, memberStateOn(today, e.memberships)] as const] : [])),
  );
}

/**
 * Each player's contact as the viewer may see it: a member's by their own settings (teammates
 * are the viewer's fellow players on this roster), someone without an account's address only to
 * the team's captains (who typed it) and the club's officers.
 */
function contactOf(
  entry: EntryRow,
  viewer: RequestViewer | null,
  facts: { isViewerOnRoster: boolean; isViewerCaptain: boolean },
): RosterPlayer['contact'] {
  if (!viewer) return null;
  let contact: { email: string | null; phone: string | null };
  if (entry.userId && entry.profile) {
    const as = contactViewerOf(viewer, entry.userId, facts.isViewerOnRoster);
    contact = visibleContact(as, { ...entry.profile, email: entry.email });
  } else {
    const as = contactViewerOf(viewer, '', false);
    contact = { email: as === 'officer' || facts.isViewerCaptain ? entry.invitedEmail : null, phone: null };
  }
  return contact.email || contact.phone ? contact : null;
}

interface RosterExtras {
  invitations: RosterInvitation[];
  history: RosterHistoryEntry[];
  canAddDirectly: boolean;
}

function buildRoster(
  team: Team,
  entries: EntryRow[],
  league: EligibilityLeague,
  viewer: RequestViewer | null,
  states: Map<string, MemberState>,
  extras: RosterExtras,
): Roster {
  const facts = {
    isViewerOnRoster: !!viewer?.userId && entries.some((e) => e.userId === viewer.userId),
    isViewerCaptain:
      !!viewer?.userId && (viewer.userId === team.captain?.id || viewer.userId === team.coCaptain?.id),
  };
  const players: RosterPlayer[] = entries.map((e) => {
    const p = e.profile;
    return {
      entryId: e.entryId,
      userId: e.userId,
      name: p?.fullName || e.invitedName || 'A player',
      isWithoutAccount: !e.userId,
      isCaptain: !!e.userId && e.userId === team.captain?.id,
      isCoCaptain: !!e.userId && e.userId === team.coCaptain?.id,
      ntrpRating: p?.ntrpRating ?? null,
      ratingType: p?.ratingType ?? null,
      ratingYear: p?.ratingYear ?? null,
      gender: p?.gender ?? null,
      ustaNumber: p?.ustaNumber ?? null,
      ustaExpiresOn: p?.ustaExpiresOn ?? null,
      membershipState: e.userId ? (states.get(e.userId) ?? 'none') : 'none',
      contact: contactOf(e, viewer, facts),
      issues: checkPlayerEligibility(eligibilityPlayerOf(e), league),
    };
  });
  const rosterIssues = checkRosterEligibility(entries.map(eligibilityPlayerOf), league).filter((i) =>
    i.rule.startsWith('roster-'),
  );
  return {
    team,
    players,
    issues: rosterIssues,
    canSeeContacts: players.some((p) => p.contact !== null),
    ...extras,
  };
}

/** Pending invitations and requests of a team, oldest first. */
async function pendingInvitationsOf(db: DbOrTx, teamId: string): Promise<RosterInvitation[]> {
  const rows = await db
    .select({
      inv: rosterInvitations,
      ntrpRating: profiles.ntrpRating,
      createdByName: sql<
        string | null
      >`(select full_name from profiles cp where cp.id = ${rosterInvitations.createdBy})`,
    })
    .from(rosterInvitations)
    .leftJoin(profiles, eq(profiles.id, rosterInvitations.userId))
    .where(and(eq(rosterInvitations.teamId, teamId), eq(rosterInvitations.status, 'pending')))
    .orderBy(asc(rosterInvitations.createdAt), asc(rosterInvitations.id));
  return rows.map(({ inv, ntrpRating, createdByName }) => ({
    id: inv.id,
    kind: inv.kind,
    name: inv.name,
    userId: inv.userId,
    // The address the captain typed (whether or not it belongs to an account: the answer must
    // not tell them); null for a member picked from the list.
    email: inv.email,
    // A player who asked shows their rating to the captain deciding; an invitee's stays theirs.
    ntrpRating: inv.kind === 'request' ? ntrpRating : null,
    asCoCaptain: inv.asCoCaptain,
    createdAt: inv.createdAt.toISOString(),
    createdByName,
  }));
}

const historyLength = 50;

async function historyOf(db: DbOrTx, teamId: string): Promise<RosterHistoryEntry[]> {
  const rows = await db
    .select()
    .from(rosterEvents)
    .where(eq(rosterEvents.teamId, teamId))
    .orderBy(desc(rosterEvents.at), desc(rosterEvents.id))
    .limit(historyLength);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    playerName: r.playerName,
    actorName: r.actorName,
    at: r.at.toISOString(),
  }));
}

/**
 * A team's roster page: the team, its league's rules, every player in one query, the places
 * offered and its history. Contacts follow each player's settings as seen by `viewer`.
 */
export async function getRoster(
  db: DbOrTx,
  teamId: string,
  viewer: RequestViewer | null,
  options: { canAddDirectly?: boolean } = {},
): Promise<Roster> {
  if (!isUuid(teamId)) throw new AppError('NOT_FOUND', 'We could not find that team.');
  const [[row], zone, invitations, history] = await Promise.all([
    selectTeams(db, { rules: leagueEligibilityColumns, entries: entriesOf() })
      .where(eq(teams.id, teamId))
      .limit(1),
    resolveClubTimeZone(db),
    pendingInvitationsOf(db, teamId),
    historyOf(db, teamId),
  ]);
  if (!row) throw new AppError('NOT_FOUND', 'We could not find that team.');
  const today = zonedToday(zone);
  return buildRoster(
    toTeam(row, today),
    row.entries,
    eligibilityLeagueOf(row.rules),
    viewer,
    membershipStatesOf(row.entries, today),
    { invitations, history, canAddDirectly: options.canAddDirectly ?? false },
  );
}

/**
 * /teams/roster: every roster in one view (a captain's own teams when scoped). `viewer` null:
 * no contacts (the coordination desk counts problems only).
 */
export async function listRosters(
  db: DbOrTx,
  query: RostersQuery,
  scope: SQL | undefined,
  viewer: RequestViewer | null,
): Promise<Roster[]> {
  const [rows, zone] = await Promise.all([
    selectTeams(db, { rules: leagueEligibilityColumns, entries: entriesOf() })
      .where(
        and(
          scope,
          query.year ? eq(leagues.year, query.year) : undefined,
          query.season ? eq(leagues.season, query.season) : undefined,
          query.q
            ? sql`(${teams.name} ilike ${`%${query.q}%`} or ${leagues.name} ilike ${`%${query.q}%`})`
            : undefined,
        ),
      )
      .orderBy(asc(leagues.year), asc(sql`lower(${leagues.name})`), asc(sql`lower(${teams.name})`))
      .limit(200),
    resolveClubTimeZone(db),
  ]);
  const today = zonedToday(zone);
  return rows.map((r) =>
    buildRoster(
      toTeam(r, today),
      r.entries,
      eligibilityLeagueOf(r.rules),
      viewer,
      membershipStatesOf(r.entries, today),
      { invitations: [], history: [], canAddDirectly: false },
    ),
  );
}

/** USTA re-keying layout (LEAGUES.md "Re-keying into the USTA's system"). */
function splitName(name: string): { first: string; last: string } {
  const parts = name.trim().split(/\s+/);
  if (parts.length < 2) return { first: parts[0] ?? '', last: '' };
  return { first: parts.slice(0, -1).join(' '), last: parts[parts.length - 1]! };
}

const genderLetter = { female: 'F', male: 'M' } as const;

const rosterCsvColumns: CsvColumn<RosterPlayer & { teamNumber: string | null }>[] = [
  { header: 'USTA number', value: (p) => p.ustaNumber },
  { header: 'Last name', value: (p) => splitName(p.name).last },
  { header: 'First name', value: (p) => splitName(p.name).first },
  { header: 'Gender', value: (p) => (p.gender ? genderLetter[p.gender] : '') },
  { header: 'Level', value: (p) => p.ntrpRating },
  { header: 'Rating type', value: (p) => p.ratingType },
  { header: 'Rating year', value: (p) => p.ratingYear },
  { header: 'Membership expiry', day: (p) => p.ustaExpiresOn },
  { header: 'Team number', value: (p) => p.teamNumber },
];

export async function exportRosterCsv(db: DbOrTx, teamId: string): Promise<{ team: Team; csv: string }> {
  const roster = await getRoster(db, teamId, null);
  const rows = roster.players.map((p) => ({ ...p, teamNumber: roster.team.ustaTeamNumber }));
  return {
    team: roster.team,
    csv: toCsv(rows, rosterCsvColumns, { timeZone: await resolveClubTimeZone(db) }),
  };
}
