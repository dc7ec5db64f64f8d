import { formatClubDateTime, zonedWallTimeToUtc } from '@shared/club-time';
import { mapLinksFor } from '@shared/map-links';
import { paths } from '@shared/paths';
import {
  type MatchPage,
  type MatchSettings,
  type MyAvailability,
  type TeamMatch,
  type TeamMatchValues,
  type TeamSchedule,
  teamMatchStatusLabels,
} from '@shared/schemas/team-matches';
import { isUuid } from '@shared/uuid';
import { eq, sql } from 'drizzle-orm';
import type { AppContext, RequestViewer } from '../../context';
import type { Db, DbOrTx } from '../../db/client';
import { courts } from '../../db/schema/courts';
import { leagues, teams } from '../../db/schema/leagues';
import { teamMatches } from '../../db/schema/team-matches';
import { fieldError } from '../../lib/app-error';
import { resolveClubTimeZone } from '../../lib/club-time-zone';
import { composeEmail, neutralGreeting } from '../../lib/mail/compose-email';
import { queueNotice } from '../../lib/notices';
import { preparedOn } from '../../lib/prepared-reads';
import { matchTitle, placeOf } from '../../lib/team-match-view';
import { VersionedReadCache } from '../../lib/versioned-read-cache';
import { myAnswersOf } from './availability-answers';
import { calendarFeedUrl } from './calendar-keys';
import { withdrawalStateOf } from './lineup-withdrawals';
import {
  courtsById,
  defaultMatchSettings,
  loadMatchSettings,
  loadRosterPlayers,
  loadTeamCore,
  loadTeamMatch,
  type TeamMatchFacts,
  type TeamMatchRow,
  type TeamPlayerRow,
  teamCoreColumns,
  teamCoreOf,
  teamMatchViews,
  teamNotFound,
  toTeamMatch,
  toTeamPlayers,
} from './schedule-team';

/** "Home vs Riverside TC 3.5 (Riverside Tennis Club)" */
export { matchTitle, placeOf };

/** One answer to a match, as the schedule read caches it (the viewer's own is picked per request). */
interface ScheduleAnswerJson {
  rosterEntryId: string;
  answer: MyAvailability['answer'];
  note: string;
  answeredAt: string;
}

/** One match of the schedule read, with its place, its "yes" count and its players' answers. */
interface ScheduleMatchJson {
  id: string;
  teamId: string;
  startsAt: string;
  isHome: boolean;
  opponentTeam: string;
  opponentClub: string;
  courtId: string | null;
  address: string;
  notes: string;
  status: TeamMatchRow['status'];
  sequence: number;
  createdBy: string | null;
  createdAt: string;
  updatedAt: string;
  courtName: string | null;
  courtAddress: string | null;
  yesCount: number;
  answers: ScheduleAnswerJson[];
}

/**
 * A team's schedule in one prepared query (issue 24, decision 043), the same for every viewer:
 * the team and its league (the access rule's core), its settings, its matches (place, "yes"
 * count, the answers of its players with an account), the places of its players with an account
 * (calendar key version), its players with their contact settings and the club's courts. Built as
 * json by the database: one round trip, no N+1. The viewer's own place and answers are picked
 * from it per request.
 */
const scheduleQuery = (db: Db) =>
  db
    .select({
      ...teamCoreColumns,
      settings: sql<{ cutoffHours: number; reminderDays: number[] } | null>`(
        select json_build_object('cutoffHours', s.cutoff_hours, 'reminderDays', s.reminder_days)
        from team_match_settings s where s.team_id = "teams"."id"
      )`,
      places: sql<Array<{ id: string; userId: string; version: number }>>`(
        select coalesce(json_agg(json_build_object(
          'id', me.id, 'userId', me.user_id, 'version', me.calendar_key_version
        ) order by me.id), '[]'::json)
        from roster_entries me
        where me.team_id = "teams"."id" and me.user_id is not null
      )`,
      matches: sql<ScheduleMatchJson[]>`(
        select coalesce(json_agg(json_build_object(
          'id', m.id, 'teamId', m.team_id, 'startsAt', m.starts_at, 'isHome', m.is_home,
          'opponentTeam', m.opponent_team, 'opponentClub', m.opponent_club, 'courtId', m.court_id,
          'address', m.address, 'notes', m.notes, 'status', m.status, 'sequence', m.sequence,
          'createdBy', m.created_by, 'createdAt', m.created_at, 'updatedAt', m.updated_at,
          'courtName', c.name, 'courtAddress', c.address,
          'yesCount', (
            select count(*) from match_availability y where y.match_id = m.id and y.answer = 'yes'
          ),
          'answers', (
            select coalesce(json_agg(json_build_object(
              'rosterEntryId', a.roster_entry_id, 'answer', a.answer, 'note', a.note,
              'answeredAt', a.answered_at
            )), '[]'::json)
            from match_availability a
            inner join roster_entries me on me.id = a.roster_entry_id
            where a.match_id = m.id and me.team_id = m.team_id and me.user_id is not null
          )
        ) order by m.starts_at), '[]'::json)
        from team_matches m left join courts c on c.id = m.court_id
        where m.team_id = "teams"."id"
      )`,
      players: sql<TeamPlayerRow[]>`(
        select coalesce(json_agg(json_build_object(
          'userId', re.user_id,
          'invitedEmail', re.email,
          'name', coalesce(p.full_name, nullif(re.name, ''), 'A player'),
          'email', u.email,
          'phone', p.phone,
          'emailVisibility', p.email_visibility,
          'phoneVisibility', p.phone_visibility
        )), '[]'::json)
        from roster_entries re
        left join "user" u on u.id = re.user_id
        left join profiles p on p.id = re.user_id
        where re.team_id = "teams"."id"
      )`,
      courts: sql<Array<{ id: string; name: string }>>`(
        select coalesce(json_agg(json_build_object('id', c.id, 'name', c.name) order by c.name), '[]'::json)
        from courts c
      )`,
    })
    .from(teams)
    .innerJoin(leagues, eq(leagues.id, teams.leagueId))
    .where(eq(teams.id, sql.placeholder('teamId')))
    .limit(1)
    .prepare('team_schedule');

type ScheduleRow = Awaited<ReturnType<ReturnType<typeof scheduleQuery>['execute']>>[number];

/** The GET schedule route's record: the access rule's facts and the schedule read they came from. */
export interface ScheduleRecord extends TeamMatchFacts {
  row: ScheduleRow;
}

/**
 * Team schedules per process (issue 24, decision 043), checked with one read of the team-reads
 * and match-answers versions: a change to the team, its players, matches, settings or courts, or
 * any availability answer, makes the next read recompute.
 */
const scheduleCache = new VersionedReadCache<ScheduleRecord>(['team-reads', 'match-answers'], 500);

/**
 * The schedule read with the facts of the team rules (captains, everyone on the team) taken from
 * the same row: the rule and the page read the team once.
 */
export function loadScheduleRecord(db: Db, teamId: string): Promise<ScheduleRecord> {
  if (!isUuid(teamId)) throw teamNotFound();
  return scheduleCache.get(db, teamId, async () => {
    const [row] = await preparedOn(db, 'team-schedule', scheduleQuery).execute({ teamId });
    if (!row) throw teamNotFound();
    const core = teamCoreOf(row);
    return {
      core,
      teamCaptainIds: core.captainIds,
      teamMemberIds: [...core.captainIds, ...row.places.map((p) => p.userId)],
      row,
    };
  });
}

function matchRowOf(m: ScheduleMatchJson): TeamMatchRow {
  return {
    id: m.id,
    teamId: m.teamId,
    startsAt: new Date(m.startsAt),
    isHome: m.isHome,
    opponentTeam: m.opponentTeam,
    opponentClub: m.opponentClub,
    courtId: m.courtId,
    address: m.address,
    notes: m.notes,
    status: m.status,
    sequence: m.sequence,
    createdBy: m.createdBy,
    createdAt: new Date(m.createdAt),
    updatedAt: new Date(m.updatedAt),
  };
}

/** A team's schedule for one of its players, a captain or league staff, from the route's record. */
export function getTeamSchedule(
  ctx: AppContext,
  { core, row }: ScheduleRecord,
  viewer: RequestViewer,
  canManage: boolean,
): TeamSchedule {
  const settings: MatchSettings = row.settings ?? defaultMatchSettings;
  const place = viewer.userId ? row.places.find((p) => p.userId === viewer.userId) : undefined;
  return {
    team: core.team,
    settings,
    matches: row.matches.map((m) => {
      const mine = place ? m.answers.find((a) => a.rosterEntryId === place.id) : undefined;
      return {
        ...toTeamMatch(
          matchRowOf(m),
          settings,
          m.courtName !== null ? { name: m.courtName, address: m.courtAddress ?? '' } : undefined,
        ),
        myAnswer: mine
          ? { answer: mine.answer, note: mine.note, answeredAt: new Date(mine.answeredAt).toISOString() }
          : null,
        yesCount: Number(m.yesCount),
      };
    }),
    isPlayer: !!place,
    canManage,
    calendarUrl: place ? calendarFeedUrl(ctx, core.team.id, place.id, place.version) : null,
    courts: row.courts,
    players: toTeamPlayers(row.players, core.captainIds, viewer),
  };
}

/** The match page: time, place with map links, opponent, the viewer's answer. */
export async function getMatchPage(
  ctx: AppContext,
  row: TeamMatchRow,
  viewerId: string | null,
  can: Pick<MatchPage, 'canManage' | 'canEditLineup' | 'canOpenScore'>,
): Promise<MatchPage> {
  const { teamId, id: matchId } = row;
  const [core, settings, players] = await Promise.all([
    loadTeamCore(ctx.db, teamId),
    loadMatchSettings(ctx.db, teamId),
    loadRosterPlayers(ctx.db, teamId),
  ]);
  const [view] = await teamMatchViews(ctx.db, [row], settings);
  const match = view!;
  const me = players.find((p) => viewerId && p.userId === viewerId) ?? null;
  const [mine, withdrawal] = await Promise.all([
    me ? myAnswersOf(ctx.db, me.rosterEntryId, [matchId]) : new Map(),
    withdrawalStateOf(ctx.db, row, me ? viewerId : null),
  ]);
  const place = placeOf(match);
  return {
    match,
    team: core.team,
    myAnswer: mine.get(matchId) ?? null,
    isPlayer: !!me,
    ...can,
    ...withdrawal,
    mapLinks: place ? mapLinksFor(place) : null,
  };
}

async function assertCourt(db: DbOrTx, courtId: string) {
  if (!courtId) return;
  const [row] = await db.select({ id: courts.id }).from(courts).where(eq(courts.id, courtId)).limit(1);
  if (!row) throw fieldError('VALIDATION', 'courtId', 'That court location no longer exists.');
}

function columnsOf(values: TeamMatchValues, timeZone: string) {
  return {
    startsAt: zonedWallTimeToUtc(values.startsAt, timeZone),
    isHome: values.isHome,
    opponentTeam: values.opponentTeam,
    opponentClub: values.opponentClub,
    courtId: values.courtId || null,
    // A court location carries its own address.
    address: values.courtId ? '' : values.address,
    notes: values.notes,
    status: values.status,
  };
}

/** Schedules one match and tells the roster, in one transaction with the e-mails. */
export async function createTeamMatch(
  ctx: AppContext,
  teamId: string,
  values: TeamMatchValues,
  byUserId: string | null,
): Promise<TeamMatch> {
  const [added] = await insertTeamMatches(ctx, teamId, [values], byUserId);
  return added!;
}

/** Several matches at once (the CSV import): all or nothing, one e-mail per player. */
export async function insertTeamMatches(
  ctx: AppContext,
  teamId: string,
  list: readonly TeamMatchValues[],
  byUserId: string | null,
): Promise<TeamMatch[]> {
  const core = await loadTeamCore(ctx.db, teamId);
  for (const v of list) await assertCourt(ctx.db, v.courtId);
  const timeZone = await resolveClubTimeZone(ctx.db);
  const settings = await loadMatchSettings(ctx.db, teamId);
  const rows = await ctx.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(teamMatches)
      .values(list.map((v) => ({ teamId, createdBy: byUserId, ...columnsOf(v, timeZone) })))
      .returning();
    const sorted = inserted.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
    await notifyRoster(ctx, tx, teamId, core.team.name, sorted, 'added', timeZone);
    return sorted;
  });
  return teamMatchViews(ctx.db, rows, settings);
}

export async function updateTeamMatch(
  ctx: AppContext,
  teamId: string,
  matchId: string,
  values: TeamMatchValues,
): Promise<TeamMatch> {
  const core = await loadTeamCore(ctx.db, teamId);
  await loadTeamMatch(ctx.db, teamId, matchId);
  await assertCourt(ctx.db, values.courtId);
  const timeZone = await resolveClubTimeZone(ctx.db);
  const settings = await loadMatchSettings(ctx.db, teamId);
  const row = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(teamMatches)
      // Moved, postponed or cancelled: a new calendar revision (iCalendar SEQUENCE), so
      // subscribed calendars take the change instead of keeping the old time.
      .set({
        ...columnsOf(values, timeZone),
        updatedAt: new Date(),
        sequence: sql`${teamMatches.sequence} + 1`,
      })
      .where(eq(teamMatches.id, matchId))
      .returning();
    await notifyRoster(ctx, tx, teamId, core.team.name, [updated!], 'changed', timeZone);
    return updated!;
  });
  const [match] = await teamMatchViews(ctx.db, [row], settings);
  return match!;
}

/** One e-mail per roster player listing the added or changed matches (through the outbox). */
async function notifyRoster(
  ctx: AppContext,
  tx: DbOrTx,
  teamId: string,
  teamName: string,
  rows: readonly TeamMatchRow[],
  what: 'added' | 'changed',
  timeZone: string,
) {
  const players = await loadRosterPlayers(tx, teamId);
  const courtMap = await courtsById(
    tx,
    rows.map((r) => r.courtId),
  );
  const lines = rows.map((r) => {
    const court = r.courtId ? courtMap.get(r.courtId) : undefined;
    const place = [court?.name, court ? court.address : r.address].filter(Boolean).join(', ');
    const status = r.status === 'scheduled' ? '' : ` — ${teamMatchStatusLabels[r.status].toUpperCase()}`;
    return `${formatClubDateTime(r.startsAt, timeZone)}: ${matchTitle(r)}${place ? `, ${place}` : ''}${status}`;
  });
  const subject =
    what === 'added'
      ? `${teamName}: ${rows.length === 1 ? 'a match was' : `${rows.length} matches were`} added to the schedule`
      : `${teamName}: a match was changed${rows[0]?.status !== 'scheduled' ? ` (${rows[0]!.status})` : ''}`;
  const href = `${ctx.env.PUBLIC_URL}${rows.length === 1 ? paths.teamMatch(rows[0]!.id) : paths.teamSchedule(teamId)}`;
  const pushPath = rows.length === 1 ? paths.teamMatch(rows[0]!.id) : paths.teamSchedule(teamId);
  for (const p of players) {
    if (!p.email) continue;
    // A new match asks the player whether they can play; a changed one tells them what changed.
    await queueNotice(tx, {
      kind: what === 'added' ? 'availability-request' : 'match-changed',
      userId: p.userId,
      email: composeEmail(
        p.email,
        subject,
        neutralGreeting,
        [...lines, 'Let your captain know whether you can play.'],
        {
          href,
          label: rows.length === 1 ? 'Open the match' : 'Open the schedule',
        },
      ),
      push: {
        title: subject,
        body: what === 'added' ? `${lines.join('\n')}\nCan you play?` : lines.join('\n'),
        url: pushPath,
        tag: rows.length === 1 ? `match-${rows[0]!.id}` : `schedule-${teamId}`,
      },
    });
  }
}
