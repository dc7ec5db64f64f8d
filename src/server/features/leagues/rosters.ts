import { zonedToday } from '@shared/club-time';
import { type MemberState, memberStateOn } from '@shared/membership-state';
import type { Roster, RosterPlayer, RostersQuery, Team } from '@shared/schemas/leagues';
import {
  checkPlayerEligibility,
  checkRosterEligibility,
  type EligibilityIssue,
  type EligibilityLeague,
  type EligibilityPlayer,
} from '@shared/tennis/eligibility';
import { isUuid } from '@shared/uuid';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { profiles } from '../../db/schema/accounts';
import { user } from '../../db/schema/auth';
import { leagues, rosterEntries, teams } from '../../db/schema/leagues';
import { AppError } from '../../lib/app-error';
import { resolveClubTimeZone } from '../../lib/club-time-zone';
import { type CsvColumn, toCsv } from '../../lib/csv';
import { isUniqueViolation } from '../../lib/db-errors';
import { eligibilityLeagueOf, eligibilityPlayerOf as playerOfProfile } from '../../lib/league-rules';
import { enqueueEmail, wakeOutbox } from '../../lib/mail/enqueue-email';
import { leagueEligibilityColumns } from './league-catalogue';
import { getTeam, selectTeams, toTeam } from './teams';

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
 * account (an invited player is matched by address once they have one), its profile and its
 * memberships. One round trip answers the roster and every input of its eligibility checks.
 * Written with explicit aliases: drizzle leaves columns unqualified in single-table subqueries.
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
      'birthYear', p.birth_year
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
    select ia.id from "user" ia where lower(ia.email) = lower(re.email) limit 1
  ))
  left join profiles p on p.id = u.id
  where re.team_id = "teams"."id"
)`);
const entriesOf = () => sql<EntryJson[]>`${entriesOfTeam}`;

type EntryJson = EntryRow;

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

interface LeagueFacts {
  league: EligibilityLeague;
}

async function leagueFactsOf(db: DbOrTx, teamId: string): Promise<LeagueFacts> {
  const [row] = await db
    .select({ league: leagues })
    .from(teams)
    .innerJoin(leagues, eq(leagues.id, teams.leagueId))
    .where(eq(teams.id, teamId));
  if (!row) throw new AppError('NOT_FOUND', 'We could not find that team.');
  return { league: eligibilityLeagueOf(row.league) };
}

/** Club membership state (issue 9) of each roster account, from its memberships on the club's today. */
function membershipStatesOf(entries: readonly EntryRow[], today: string): Map<string, MemberState> {
  return new Map(
    entries.flatMap((e) => (e.userId ? [[e.userId, memberStateOn(today, e.memberships)] as const] : [])),
  );
}

function buildRoster(
  team: Team,
  entries: EntryRow[],
  league: EligibilityLeague,
  canSeeContacts: boolean,
  states: Map<string, MemberState>,
): Roster {
  const players: RosterPlayer[] = entries.map((e) => {
    const p = e.profile;
    const isInvited = !e.userId;
    return {
      entryId: e.entryId,
      userId: e.userId,
      name: p?.fullName || e.invitedName || e.invitedEmail || '',
      isInvited,
      isCaptain: !!e.userId && e.userId === team.captain?.id,
      isCoCaptain: !!e.userId && e.userId === team.coCaptain?.id,
      ntrpRating: p?.ntrpRating ?? null,
      ratingType: p?.ratingType ?? null,
      ratingYear: p?.ratingYear ?? null,
      gender: p?.gender ?? null,
      ustaNumber: p?.ustaNumber ?? null,
      ustaExpiresOn: p?.ustaExpiresOn ?? null,
      membershipState: e.userId ? (states.get(e.userId) ?? 'none') : 'none',
      contact: canSeeContacts ? { email: e.email ?? e.invitedEmail, phone: p?.phone ?? null } : null,
      issues: checkPlayerEligibility(eligibilityPlayerOf(e), league),
    };
  });
  const rosterIssues = checkRosterEligibility(entries.map(eligibilityPlayerOf), league).filter((i) =>
    i.rule.startsWith('roster-'),
  );
  return { team, players, issues: rosterIssues, canSeeContacts };
}

/** A team's roster page: the team, its league's rules and every player in one query. */
export async function getRoster(db: DbOrTx, teamId: string, canSeeContacts: boolean): Promise<Roster> {
  if (!isUuid(teamId)) throw new AppError('NOT_FOUND', 'We could not find that team.');
  const [[row], zone] = await Promise.all([
    selectTeams(db, { rules: leagueEligibilityColumns, entries: entriesOf() })
      .where(eq(teams.id, teamId))
      .limit(1),
    resolveClubTimeZone(db),
  ]);
  if (!row) throw new AppError('NOT_FOUND', 'We could not find that team.');
  const today = zonedToday(zone);
  return buildRoster(
    toTeam(row, today),
    row.entries,
    eligibilityLeagueOf(row.rules),
    canSeeContacts,
    membershipStatesOf(row.entries, today),
  );
}

/** /teams/roster: every roster in one view (a captain's own teams when scoped). */
export async function listRosters(
  db: DbOrTx,
  query: RostersQuery,
  scope: SQL | undefined,
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
      true,
      membershipStatesOf(r.entries, today),
    ),
  );
}

/** Issues that make an add refuse: the new player's own errors, and roster errors the add creates. */
function refusalOf(before: EligibilityIssue[], after: EligibilityIssue[], own: EligibilityIssue[]) {
  const had = new Set(before.filter((i) => i.severity === 'error').map((i) => i.rule));
  return (
    own.find((i) => i.severity === 'error') ??
    after.find((i) => i.severity === 'error' && i.rule.startsWith('roster-') && !had.has(i.rule))
  );
}

function refuse(issue: EligibilityIssue): never {
  throw new AppError('CONFLICT', issue.message, { rule: issue.rule });
}

/**
 * Adds members to a team's roster inside the caller's transaction. The team row is locked first
 * (SELECT … FOR UPDATE), so concurrent adds queue and the league's maximum holds. Refuses with
 * the first broken rule's message; answers the warnings of the players added.
 */
export async function addPlayersToRoster(
  tx: DbOrTx,
  teamId: string,
  userIds: readonly string[],
  addedBy: string | null,
  options: { notRefused?: readonly string[] } = {},
): Promise<string[]> {
  await tx.execute(sql`select ${teams.id} from ${teams} where ${teams.id} = ${teamId} for update`);
  const { league } = await leagueFactsOf(tx, teamId);
  const existing = await loadEntries(tx, [teamId]);
  const roster = existing.map(eligibilityPlayerOf);
  const warnings: string[] = [];
  for (const id of userIds) {
    if (existing.some((e) => e.userId === id)) continue;
    const [p] = await tx.select().from(profiles).where(eq(profiles.id, id)).limit(1);
    if (!p) throw new AppError('VALIDATION', 'That player is not a member of the club.');
    const player = eligibilityPlayerOf({ profile: p, invitedName: '' });
    const own = checkPlayerEligibility(player, league);
    const before = checkRosterEligibility(roster, league);
    const after = checkRosterEligibility([...roster, player], league);
    // Captains go on the roster they register even before their own details are complete: their
    // problems are reported (and flagged on the roster), only the roster maximum refuses them.
    const isNotRefused = options.notRefused?.includes(id) ?? false;
    const refusal = isNotRefused
      ? after.find((i) => i.rule === 'roster-max' && i.severity === 'error')
      : refusalOf(before, after, own);
    if (refusal) refuse(refusal);
    warnings.push(...own.filter((i) => isNotRefused || i.severity === 'warning').map((i) => i.message));
    await tx.insert(rosterEntries).values({ teamId, userId: id, addedBy });
    roster.push(player);
  }
  return warnings;
}

/** Invites someone without an account: one entry by e-mail (counts toward the maximum) and a message. */
async function invitePlayer(
  ctx: AppContext,
  tx: DbOrTx,
  team: Team,
  email: string,
  name: string,
  addedBy: string | null,
): Promise<void> {
  await tx.execute(sql`select ${teams.id} from ${teams} where ${teams.id} = ${team.id} for update`);
  const { league } = await leagueFactsOf(tx, team.id);
  const existing = await loadEntries(tx, [team.id]);
  if (existing.length + 1 > league.maxRoster) {
    refuse({
      rule: 'roster-max',
      severity: 'error',
      message: `The roster has ${existing.length} players; this league allows at most ${league.maxRoster}.`,
    });
  }
  await tx.insert(rosterEntries).values({ teamId: team.id, email, name, addedBy });
  const base = ctx.env.PUBLIC_URL.replace(/\/$/, '');
  await enqueueEmail(tx, {
    to: email,
    subject: `You're invited to play for ${team.name}`,
    text: [
      `Hello ${name},`,
      '',
      `${team.captain?.name || 'The captain'} has added you to the roster of ${team.name} (${team.league.name}).`,
      `Create your account with this e-mail address at ${base}/register and add your NTRP rating, USTA number and birth year to your profile, so the captain can check your eligibility.`,
      '',
      '— NJTC',
    ].join('\n'),
  });
}

export async function addRosterPlayer(
  ctx: AppContext,
  teamId: string,
  input: { userId: string } | { email: string; name: string },
  addedBy: string | null,
): Promise<void> {
  const team = await getTeam(ctx.db, teamId);
  let userId: string | null = 'userId' in input ? input.userId : null;
  if (!userId && 'email' in input) {
    const [account] = await ctx.db
      .select({ id: user.id })
      .from(user)
      .where(sql`lower(${user.email}) = ${input.email.toLowerCase()}`)
      .limit(1);
    userId = account?.id ?? null;
  }
  let isInvite = false;
  try {
    await ctx.db.transaction(async (tx) => {
      if (userId) {
        const before = await tx
          .select({ id: rosterEntries.id })
          .from(rosterEntries)
          .where(and(eq(rosterEntries.teamId, teamId), eq(rosterEntries.userId, userId)));
        if (before.length > 0) throw new AppError('CONFLICT', 'That player is already on the roster.');
        await addPlayersToRoster(tx, teamId, [userId], addedBy);
      } else if ('email' in input) {
        isInvite = true;
        await invitePlayer(ctx, tx, team, input.email, input.name, addedBy);
      }
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('CONFLICT', 'That player is already on the roster.');
    throw err;
  }
  if (isInvite) wakeOutbox();
}

export async function removeRosterPlayer(db: DbOrTx, teamId: string, entryId: string): Promise<void> {
  const team = await getTeam(db, teamId);
  if (!isUuid(entryId)) throw new AppError('NOT_FOUND', 'That player is not on this roster.');
  const [entry] = await db
    .select({ userId: rosterEntries.userId })
    .from(rosterEntries)
    .where(and(eq(rosterEntries.id, entryId), eq(rosterEntries.teamId, teamId)));
  if (!entry) throw new AppError('NOT_FOUND', 'That player is not on this roster.');
  if (entry.userId && (entry.userId === team.captain?.id || entry.userId === team.coCaptain?.id)) {
    throw new AppError(
      'CONFLICT',
      'Captains stay on their roster: name another co-captain (or ask the coordinator to change the captain) first.',
    );
  }
  await db.delete(rosterEntries).where(eq(rosterEntries.id, entryId));
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
  const roster = await getRoster(db, teamId, false);
  const rows = roster.players.map((p) => ({ ...p, teamNumber: roster.team.ustaTeamNumber }));
  return {
    team: roster.team,
    csv: toCsv(rows, rosterCsvColumns, { timeZone: await resolveClubTimeZone(db) }),
  };
}
