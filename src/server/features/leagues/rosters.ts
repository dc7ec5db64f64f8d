import type { RecordFacts } from '@shared/access';
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
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { RequestViewer } from '../../context';
import type { Db, DbOrTx } from '../../db/client';
import { leagues, teams } from '../../db/schema/leagues';
import { AppError } from '../../lib/app-error';
import { resolveClubTimeZone } from '../../lib/club-time-zone';
import { contactViewerOf, visibleContact } from '../../lib/contact-visibility';
import { eligibilityLeagueOf, leagueEligibilityColumns } from '../../lib/league-rules';
import { preparedOn } from '../../lib/prepared-reads';
import { type EntryRow, eligibilityPlayerOf, entriesOf } from '../../lib/roster-entries';
import { captainIdsOf } from '../../lib/team-captains';
import { VersionedReadCache } from '../../lib/versioned-read-cache';
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

const historyLength = 50;

/**
 * A team's roster page in one prepared query (issue 24): the team, its league's rules, every
 * player with their account, profile and memberships (entriesOf), the pending invitations and
 * requests (oldest first, with the rating of a player who asked: a captain decides on it; an
 * invitee's stays theirs) and the latest history, built as json by the database.
 */
const rosterQuery = (db: Db) =>
  selectTeams(db, {
    coordinatorId: leagues.coordinatorId,
    rules: leagueEligibilityColumns,
    entries: entriesOf(),
    invitations: sql<Array<Omit<RosterInvitation, 'createdAt'> & { createdAt: string }>>`(
      select coalesce(json_agg(json_build_object(
        'id', i.id,
        'kind', i.kind,
        'name', i.name,
        'userId', i.user_id,
        'email', i.email,
        'ntrpRating', case when i.kind = 'request' then ip.ntrp_rating end,
        'asCoCaptain', i.as_co_captain,
        'createdAt', i.created_at,
        'createdByName', (select cp.full_name from profiles cp where cp.id = i.created_by)
      ) order by i.created_at, i.id), '[]'::json)
      from roster_invitations i
      left join profiles ip on ip.id = i.user_id
      where i.team_id = "teams"."id" and i.status = 'pending'
    )`,
    history: sql<Array<Omit<RosterHistoryEntry, 'at'> & { at: string }>>`(
      select coalesce(json_agg(json_build_object(
        'id', h.id, 'kind', h.kind, 'playerName', h.player_name, 'actorName', h.actor_name, 'at', h.at
      ) order by h.at desc, h.id desc), '[]'::json)
      from (
        select * from roster_events e where e.team_id = "teams"."id"
        order by e.at desc, e.id desc limit ${sql.raw(String(historyLength))}
      ) h
    )`,
  })
    .where(eq(teams.id, sql.placeholder('teamId')))
    .limit(1)
    .prepare('team_roster');

const isoOf = (at: string) => new Date(at).toISOString();

type RosterRow = Awaited<ReturnType<ReturnType<typeof rosterQuery>['execute']>>[number];

/** A team's roster read as the database answered it, and the access rules' facts taken from it. */
export interface RosterRecord {
  facts: RecordFacts;
  row: RosterRow;
}

/**
 * Team rosters per process (issue 24, decision 043), checked with one read of the team-reads
 * version: every write to what the roster is built from (the team, its league, its players'
 * entries, accounts, profiles and memberships, invitations, history, courts) bumps it.
 */
const rosterCache = new VersionedReadCache<RosterRecord>('team-reads', 500);

/**
 * The GET roster route's record: the roster read, with the access rule's facts (captains, the
 * league's coordinator) taken from the same row, so the rule and the page read the team once.
 */
export function loadRosterRecord(db: Db, teamId: string): Promise<RosterRecord> {
  if (!isUuid(teamId)) throw new AppError('NOT_FOUND', 'We could not find that team.');
  return rosterCache.get(db, teamId, async () => {
    const [row] = await preparedOn(db, 'team-roster', rosterQuery).execute({ teamId });
    if (!row) throw new AppError('NOT_FOUND', 'We could not find that team.');
    const captains = captainIdsOf(row.team);
    return { facts: { teamCaptainIds: captains, leagueCoordinatorId: row.coordinatorId }, row };
  });
}

/** The roster page as `viewer` sees it, from the route's record (contacts by each player's settings). */
export async function rosterOf(
  db: DbOrTx,
  { row }: RosterRecord,
  viewer: RequestViewer | null,
  options: { canAddDirectly?: boolean } = {},
): Promise<Roster> {
  const today = zonedToday(await resolveClubTimeZone(db));
  return buildRoster(
    toTeam(row, today),
    row.entries,
    eligibilityLeagueOf(row.rules),
    viewer,
    membershipStatesOf(row.entries, today),
    {
      invitations: row.invitations.map((i) => ({ ...i, createdAt: isoOf(i.createdAt) })),
      history: row.history.map((h) => ({ ...h, at: isoOf(h.at) })),
      canAddDirectly: options.canAddDirectly ?? false,
    },
  );
}

/**
 * A team's roster page: the team, its league's rules, every player, the places offered and its
 * history, in one query (or from the cache). Contacts follow each player's settings as seen by `viewer`.
 */
export async function getRoster(
  db: Db,
  teamId: string,
  viewer: RequestViewer | null,
  options: { canAddDirectly?: boolean } = {},
): Promise<Roster> {
  return rosterOf(db, await loadRosterRecord(db, teamId), viewer, options);
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

export async function exportRosterCsv(db: Db, teamId: string): Promise<{ team: Team; csv: string }> {
  const roster = await getRoster(db, teamId, null);
  const rows = roster.players.map((p) => ({ ...p, teamNumber: roster.team.ustaTeamNumber }));
  return {
    team: roster.team,
    csv: toCsv(rows, rosterCsvColumns, { timeZone: await resolveClubTimeZone(db) }),
  };
}
