import { zonedToday } from '@shared/club-time';
import type { ContactVisibility } from '@shared/contact-visibility';
import { type MemberState, memberStateOn } from '@shared/membership-state';
import type {
  Roster,
  RosterEventKind,
  RosterHistoryEntry,
  RosterInvitation,
  RosterPlayer,
  RostersQuery,
  Team,
} from '@shared/schemas/leagues';
import {
  checkFlightOverlap,
  checkPlayerEligibility,
  checkRosterChange,
  checkRosterEligibility,
  type EligibilityIssue,
  type EligibilityLeague,
  type EligibilityPlayer,
  type PlayerOtherTeam,
} from '@shared/tennis/eligibility';
import { isUuid } from '@shared/uuid';
import { and, asc, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { RequestViewer } from '../../context';
import type { DbOrTx } from '../../db/client';
import { leagues, rosterEntries, rosterEvents, rosterInvitations, teams } from '../../db/schema/leagues';
import { profiles } from '../../db/schema/profiles';
import { AppError } from '../../lib/app-error';
import { resolveClubTimeZone } from '../../lib/club-time-zone';
import { contactViewerOf, visibleContact } from '../../lib/contact-visibility';
import { type CsvColumn, toCsv } from '../../lib/csv';
import { eligibilityLeagueOf, eligibilityPlayerOf as playerOfProfile } from '../../lib/league-rules';
import { leagueEligibilityColumns } from './league-catalogue';
import { selectTeams, toTeam } from './teams';

/*
 * Rosters (issue 10 §4, issue 18): the roster read, and every way onto or off a roster under the
 * team row's lock — a member who accepted an invitation or whose request a captain accepted, a
 * member league staff add directly, someone without an account who accepted by e-mail — with
 * the league's rules checked inside the lock and every change written to the roster's history.
 */

/** The profile fields a roster shows and the eligibility checks read. */
interface RosterProfile {
  fullName: string;
  phone: string | null;
  ntrpRating: string | null;
  ratingType: RosterPlayer['ratingType'];
  ratingYear: number | null;
  ustaNumber: string | null;
  ustaExpiresOn: string | null;
  gender: RosterPlayer['gender'];
  birthYear: number | null;
  emailVisibility: ContactVisibility;
  phoneVisibility: ContactVisibility;
}

interface EntryRow {
  entryId: string;
  teamId: string;
  userId: string | null;
  invitedEmail: string | null;
  invitedName: string;
  email: string | null;
  profile: RosterProfile | null;
  /** The account's memberships with their seasons (the club membership state). */
  memberships: MembershipFact[];
}

type MembershipFact = Parameters<typeof memberStateOn>[1][number];

/**
 * A team's roster entries as one json array, built by the database in the team's own row: the
 * account (a player who accepted by e-mail is matched by address once they have a confirmed
 * account), its profile and its memberships. One round trip answers the roster and every input
 * of its eligibility checks. Written with explicit aliases: drizzle leaves columns unqualified in
 * single-table subqueries.
 */
const entriesOfTeam = sql.raw(`(
  select coalesce(json_agg(json_build_object(
    'entryId', re.id,
    'teamId', re.team_id,
    'userId', u.id,
    'invitedEmail', re.email,
    'invitedName', re.name,
    'email', u.email,
    'profile', case when p.id is null then null else json_build_object(
      'fullName', p.full_name,
      'phone', p.phone,
      'ntrpRating', p.ntrp_rating,
      'ratingType', p.rating_type,
      'ratingYear', p.rating_year,
      'ustaNumber', p.usta_number,
      'ustaExpiresOn', p.usta_expires_on,
      'gender', p.gender,
      'birthYear', p.birth_year,
      'emailVisibility', p.email_visibility,
      'phoneVisibility', p.phone_visibility
    ) end,
    'memberships', (
      select coalesce(json_agg(json_build_object(
        'paymentStatus', m.payment_status,
        'season', json_build_object(
          'startsOn', s.starts_on,
          'endsOn', s.ends_on,
          'graceDays', s.grace_days,
          'reminderDays', s.reminder_days
        )
      )), '[]'::json)
      from memberships m
      inner join membership_seasons s on s.year = m.year
      where m.user_id = u.id
    )
  ) order by lower(coalesce(p.full_name, re.name)), re.id), '[]'::json)
  from roster_entries re
  left join "user" u on u.id = coalesce(re.user_id, (
    select ia.id from "user" ia where lower(ia.email) = lower(re.email) and ia.email_verified limit 1
  ))
  left join profiles p on p.id = u.id
  where re.team_id = "teams"."id"
)`);
const entriesOf = () => sql<EntryRow[]>`${entriesOfTeam}`;

async function loadEntries(db: DbOrTx, teamIds: readonly string[]): Promise<EntryRow[]> {
  if (teamIds.length === 0) return [];
  const rows = await db
    .select({ entries: entriesOf() })
    .from(teams)
    .where(inArray(teams.id, [...teamIds]));
  return rows.flatMap((r) => r.entries);
}

function eligibilityPlayerOf(row: Pick<EntryRow, 'profile' | 'invitedName'>): EligibilityPlayer {
  return playerOfProfile(row.profile, row.invitedName);
}

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

// ————— Changes, under the team lock —————

/** The team row locked for a roster change, with what the checks need. */
export interface LockedTeam {
  id: string;
  name: string;
  leagueId: string;
  leagueName: string;
  flight: string;
  status: Team['status'];
  captainId: string | null;
  coCaptainId: string | null;
  league: EligibilityLeague;
}

/**
 * Locks the team row (SELECT … FOR UPDATE): every roster change of one team queues here, so
 * counts and rules read inside the lock are final (several processes included).
 */
export async function lockTeam(tx: DbOrTx, teamId: string): Promise<LockedTeam> {
  if (!isUuid(teamId)) throw new AppError('NOT_FOUND', 'We could not find that team.');
  await tx.execute(sql`select ${teams.id} from ${teams} where ${teams.id} = ${teamId} for update`);
  const [row] = await tx
    .select({ team: teams, league: leagues })
    .from(teams)
    .innerJoin(leagues, eq(leagues.id, teams.leagueId))
    .where(eq(teams.id, teamId));
  if (!row) throw new AppError('NOT_FOUND', 'We could not find that team.');
  return {
    id: row.team.id,
    name: row.team.name,
    leagueId: row.league.id,
    leagueName: row.league.name,
    flight: row.team.flight,
    status: row.team.status,
    captainId: row.team.captainId,
    coCaptainId: row.team.coCaptainId,
    league: eligibilityLeagueOf(row.league),
  };
}

/** The name a person's audit line keeps (their profile's, as written then). */
export async function personNameOf(db: DbOrTx, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const [row] = await db.select({ name: profiles.fullName }).from(profiles).where(eq(profiles.id, userId));
  return row?.name ?? null;
}

/** One line of the roster's history (in the caller's transaction). */
export async function recordRosterEvent(
  tx: DbOrTx,
  teamId: string,
  kind: RosterEventKind,
  player: { id: string | null; name: string },
  actorId: string | null,
): Promise<void> {
  await tx.insert(rosterEvents).values({
    teamId,
    kind,
    playerId: player.id,
    playerName: player.name,
    actorId,
    actorName: await personNameOf(tx, actorId),
  });
}

/** The player's other teams of this league that were not turned down (one team per flight). */
export async function otherTeamsInLeague(
  db: DbOrTx,
  userId: string,
  team: Pick<LockedTeam, 'id' | 'leagueId'>,
): Promise<PlayerOtherTeam[]> {
  return db
    .select({ name: teams.name, flight: teams.flight })
    .from(rosterEntries)
    .innerJoin(teams, eq(teams.id, rosterEntries.teamId))
    .where(
      and(
        eq(rosterEntries.userId, userId),
        eq(teams.leagueId, team.leagueId),
        ne(teams.id, team.id),
        ne(teams.status, 'rejected'),
      ),
    );
}

function refuse(issue: EligibilityIssue): never {
  throw new AppError('CONFLICT', issue.message, { rule: issue.rule });
}

/**
 * The refusal of a member joining `team` (their own rules, one team per flight), checked before
 * an invitation is sent; the roster's own rules are checked again when they accept.
 */
export async function refusalOfPlayer(
  db: DbOrTx,
  userId: string,
  team: Pick<LockedTeam, 'id' | 'leagueId' | 'flight' | 'league'>,
): Promise<EligibilityIssue | null> {
  const [p] = await db.select().from(profiles).where(eq(profiles.id, userId)).limit(1);
  if (!p) throw new AppError('VALIDATION', 'That player is not a member of the club.');
  const player = playerOfProfile(p, '');
  return (
    checkPlayerEligibility(player, team.league).find((i) => i.severity === 'error') ??
    checkFlightOverlap(player.name, team.flight, await otherTeamsInLeague(db, userId, team), team.league)
  );
}

/**
 * Puts members on a team's roster inside the caller's transaction: the team row is locked first,
 * and each player's profile row too (a player accepting two teams at once is checked once the
 * other has committed). Refuses with the first broken rule's message: the player's own rules, one
 * team per flight, and roster rules the change takes the roster further from (checkRosterChange).
 * Each add is written to the roster's history as `event` by `actorId`. Answers the warnings.
 */
export async function addPlayersToRoster(
  tx: DbOrTx,
  teamId: string,
  userIds: readonly string[],
  actorId: string | null,
  options: { notRefused?: readonly string[]; event?: 'added_directly' | 'accepted' } = {},
): Promise<string[]> {
  const team = await lockTeam(tx, teamId);
  const { league } = team;
  const existing = await loadEntries(tx, [teamId]);
  const roster = existing.map(eligibilityPlayerOf);
  const warnings: string[] = [];
  for (const id of userIds) {
    if (existing.some((e) => e.userId === id)) continue;
    const [p] = await tx.select().from(profiles).where(eq(profiles.id, id)).for('update').limit(1);
    if (!p) throw new AppError('VALIDATION', 'That player is not a member of the club.');
    const player = playerOfProfile(p, '');
    const own = checkPlayerEligibility(player, league);
    const flight = checkFlightOverlap(
      player.name,
      team.flight,
      await otherTeamsInLeague(tx, id, team),
      league,
    );
    const change = checkRosterChange(roster, [...roster, player], league);
    // Captains go on the roster they register even before their own details are complete: their
    // problems are reported (and flagged on the roster), only the roster maximum refuses them.
    const isNotRefused = options.notRefused?.includes(id) ?? false;
    const refusal = isNotRefused
      ? change?.rule === 'roster-max'
        ? change
        : null
      : (own.find((i) => i.severity === 'error') ?? flight ?? change);
    if (refusal) refuse(refusal);
    warnings.push(...own.filter((i) => isNotRefused || i.severity === 'warning').map((i) => i.message));
    if (flight) warnings.push(flight.message);
    await tx.insert(rosterEntries).values({ teamId, userId: id, name: p.fullName, addedBy: actorId });
    await recordRosterEvent(tx, teamId, options.event ?? 'added_directly', { id, name: p.fullName }, actorId);
    roster.push(player);
  }
  return warnings;
}

/**
 * Someone without an account who accepted an invitation by e-mail: one entry by address (it
 * counts toward the roster's rules like anyone else; their details come with their account).
 */
export async function addEmailPlayerToRoster(
  tx: DbOrTx,
  teamId: string,
  person: { email: string; name: string },
  actorId: string | null,
): Promise<void> {
  const team = await lockTeam(tx, teamId);
  const existing = await loadEntries(tx, [teamId]);
  if (existing.some((e) => (e.invitedEmail ?? e.email ?? '').toLowerCase() === person.email.toLowerCase())) {
    throw new AppError('CONFLICT', 'That player is already on the roster.');
  }
  const roster = existing.map(eligibilityPlayerOf);
  const change = checkRosterChange(roster, [...roster, playerOfProfile(null, person.name)], team.league);
  if (change) refuse(change);
  await tx.insert(rosterEntries).values({ teamId, email: person.email, name: person.name, addedBy: actorId });
  await recordRosterEvent(tx, teamId, 'accepted', { id: null, name: person.name }, actorId);
}

/** A captain or league staff take a player off; their calendar key and answers go with the entry. */
export async function removeRosterPlayer(
  db: DbOrTx,
  teamId: string,
  entryId: string,
  actorId: string | null,
): Promise<void> {
  if (!isUuid(entryId)) throw new AppError('NOT_FOUND', 'That player is not on this roster.');
  await db.transaction(async (tx) => {
    const team = await lockTeam(tx, teamId);
    const [entry] = await tx
      .select({
        userId: rosterEntries.userId,
        name: sql<string>`coalesce((select full_name from profiles rp where rp.id = ${rosterEntries.userId}), nullif(${rosterEntries.name}, ''), ${rosterEntries.email}, '')`,
      })
      .from(rosterEntries)
      .where(and(eq(rosterEntries.id, entryId), eq(rosterEntries.teamId, teamId)));
    if (!entry) throw new AppError('NOT_FOUND', 'That player is not on this roster.');
    if (entry.userId && (entry.userId === team.captainId || entry.userId === team.coCaptainId)) {
      throw new AppError(
        'CONFLICT',
        'Captains stay on their roster: name another co-captain (or ask the coordinator to change the captain) first.',
      );
    }
    await tx.delete(rosterEntries).where(eq(rosterEntries.id, entryId));
    await recordRosterEvent(tx, teamId, 'removed', { id: entry.userId, name: entry.name }, actorId);
  });
}

/** Whether a member is on the team's roster (accepted). */
export async function isOnRoster(db: DbOrTx, teamId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: rosterEntries.id })
    .from(rosterEntries)
    .where(and(eq(rosterEntries.teamId, teamId), eq(rosterEntries.userId, userId)))
    .limit(1);
  return !!row;
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
