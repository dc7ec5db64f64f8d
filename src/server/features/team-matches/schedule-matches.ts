import { formatClubDateTime, zonedWallTimeToUtc } from '@shared/club-time';
import { mapLinksFor } from '@shared/map-links';
import { paths } from '@shared/paths';
import {
  type MatchPage,
  type TeamMatch,
  type TeamMatchValues,
  type TeamSchedule,
  teamMatchStatusLabels,
} from '@shared/schemas/team-matches';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext, RequestViewer } from '../../context';
import type { DbOrTx } from '../../db/client';
import { courts } from '../../db/schema/courts';
import { matchAvailability, teamMatches } from '../../db/schema/team-matches';
import { fieldError } from '../../lib/app-error';
import { resolveClubTimeZone } from '../../lib/club-time-zone';
import { composeEmail, neutralGreeting } from '../../lib/mail/compose-email';
import { queueNotice } from '../../lib/notices';
import { matchTitle, placeOf } from '../../lib/team-match-view';
import { myAnswersOf } from './availability-answers';
import { calendarUrlFor } from './calendar-keys';
import {
  courtsById,
  loadMatchSettings,
  loadRosterPlayers,
  loadTeamCore,
  loadTeamMatch,
  type TeamMatchRow,
  teamPlayersFor,
  toTeamMatch,
} from './schedule-team';

/** "Home vs Riverside TC 3.5 (Riverside Tennis Club)" */
export { matchTitle, placeOf };

/** A team's schedule for one of its players, a captain or league staff. */
export async function getTeamSchedule(
  ctx: AppContext,
  teamId: string,
  viewer: RequestViewer,
  canManage: boolean,
): Promise<TeamSchedule> {
  const viewerId = viewer.userId;
  const core = await loadTeamCore(ctx.db, teamId);
  const [settings, rows, players, courtRows, teamPlayers, calendarUrl] = await Promise.all([
    loadMatchSettings(ctx.db, teamId),
    ctx.db
      .select()
      .from(teamMatches)
      .where(eq(teamMatches.teamId, teamId))
      .orderBy(asc(teamMatches.startsAt)),
    loadRosterPlayers(ctx.db, teamId),
    ctx.db.select({ id: courts.id, name: courts.name }).from(courts).orderBy(asc(courts.name)),
    teamPlayersFor(ctx.db, teamId, core.captainIds, viewer),
    calendarUrlFor(ctx, teamId, viewerId),
  ]);
  const courtMap = await courtsById(
    ctx.db,
    rows.map((r) => r.courtId),
  );
  const me = players.find((p) => viewerId && p.userId === viewerId) ?? null;
  const mine = me
    ? await myAnswersOf(
        ctx.db,
        me.rosterEntryId,
        rows.map((r) => r.id),
      )
    : new Map();
  const yesCounts = rows.length
    ? await ctx.db
        .select({ matchId: matchAvailability.matchId, n: count() })
        .from(matchAvailability)
        .where(
          and(
            inArray(
              matchAvailability.matchId,
              rows.map((r) => r.id),
            ),
            eq(matchAvailability.answer, 'yes'),
          ),
        )
        .groupBy(matchAvailability.matchId)
    : [];
  const yesOf = new Map(yesCounts.map((y) => [y.matchId, y.n]));
  return {
    team: core.team,
    settings,
    matches: rows.map((r) => ({
      ...toTeamMatch(r, settings, r.courtId ? courtMap.get(r.courtId) : undefined),
      myAnswer: mine.get(r.id) ?? null,
      yesCount: yesOf.get(r.id) ?? 0,
    })),
    isPlayer: !!me,
    canManage,
    calendarUrl,
    courts: courtRows,
    players: teamPlayers,
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
  const courtMap = await courtsById(ctx.db, [row.courtId]);
  const match = toTeamMatch(row, settings, row.courtId ? courtMap.get(row.courtId) : undefined);
  const me = players.find((p) => viewerId && p.userId === viewerId) ?? null;
  const mine = me ? await myAnswersOf(ctx.db, me.rosterEntryId, [matchId]) : new Map();
  const place = placeOf(match);
  return {
    match,
    team: core.team,
    myAnswer: mine.get(matchId) ?? null,
    isPlayer: !!me,
    ...can,
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
  const courtMap = await courtsById(
    ctx.db,
    rows.map((r) => r.courtId),
  );
  return rows.map((r) => toTeamMatch(r, settings, r.courtId ? courtMap.get(r.courtId) : undefined));
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
  const courtMap = await courtsById(ctx.db, [row.courtId]);
  return toTeamMatch(row, settings, row.courtId ? courtMap.get(row.courtId) : undefined);
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
