import type { RosterEventKind, Team } from '@shared/schemas/leagues';
import {
  checkFlightOverlap,
  checkPlayerEligibility,
  checkRosterChange,
  type EligibilityIssue,
  type EligibilityLeague,
  type PlayerOtherTeam,
} from '@shared/tennis/eligibility';
import { isUuid } from '@shared/uuid';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { user } from '../db/schema/auth';
import { leagues, rosterEntries, rosterEvents, teams } from '../db/schema/leagues';
import { profiles } from '../db/schema/profiles';
import { AppError } from './app-error';
import { eligibilityLeagueOf, eligibilityPlayerOf as playerOfProfile } from './league-rules';
import { eligibilityPlayerOf, loadEntries } from './roster-entries';

/*
 * Every way onto or off a roster (issue 10 §4, issue 18), under the team row's lock: a member who
 * accepted an invitation or whose request a captain accepted, a member league staff add directly,
 * a player placed from the looking-for-a-team list, someone without an account who accepted by
 * e-mail — with the league's rules checked inside the lock and every change written to the
 * roster's history. Used by the leagues and looking-for-team features, so it lives below them.
 */

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

/**
 * The account that owns this e-mail address, if its owner confirmed it: an invitation or a
 * placement sent to an address joins that account, never an unconfirmed one.
 */
export async function verifiedAccountByEmail(db: DbOrTx, email: string): Promise<string | null> {
  const [row] = await db
    .select({ id: user.id })
    .from(user)
    .where(and(sql`lower(${user.email}) = ${email.toLowerCase()}`, eq(user.emailVerified, true)))
    .limit(1);
  return row?.id ?? null;
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
