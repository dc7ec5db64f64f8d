import { formatClubDateTime, utcToZonedWallTime, zonedToday } from '@shared/club-time';
import type { SubPreferences, SubRequestStatus, SubRequestView } from '@shared/schemas/team-matches-subs';
import type { EligibilityPlayer, PlayerOtherTeam } from '@shared/tennis/eligibility';
import { isPlayingUp } from '@shared/tennis/lineup';
import type { TieFormat } from '@shared/tennis/match-format';
import type { SubMatchContext, SubPlace } from '@shared/tennis/sub-candidates';
import { type Weekday, weekdays } from '@shared/weekdays';
import { and, asc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { user } from '../../db/schema/auth';
import { courts } from '../../db/schema/courts';
import { rosterEntries, teams } from '../../db/schema/leagues';
import { profiles } from '../../db/schema/profiles';
import { lineups, type StoredLineupLine } from '../../db/schema/team-matches';
import { subInvites, subPreferences, type subRequests } from '../../db/schema/team-matches-subs';
import { resolveClubTimeZone } from '../../lib/club-time-zone';
import { eligibilityLeagueOf, eligibilityPlayerOf, tieFormatOf } from '../../lib/league-rules';
import { loadMatchContext, type MatchContext } from './lineup-match-context';
import { loadNames, loadRosterPlayers, type RosterPlayer } from './lineup-store';
import type { SubNoticeMatch } from './sub-notices';
import { preferencesOf } from './sub-preferences';

/*
 * The open places of a team match and who could fill them (issue 21 §2), shared by the captain's
 * candidate list (sub-candidates-read.ts), the requests (sub-requests.ts) and the players'
 * answers (sub-answers.ts): the lineup's lines, the shared rules' view of a place, the opted-in
 * members, and the requests as the pages show them.
 */

/** Members opted in to subbing shown at most (the closest fits first). */
const maxOptedIn = 200;

// ————— The match's places —————

export interface MatchPlaces {
  ctx: MatchContext;
  tie: TieFormat;
  lineup: typeof lineups.$inferSelect | null;
  /** The stored lines in the format's order (empty where none stored). */
  lines: StoredLineupLine[];
  roster: Map<string, RosterPlayer>;
  timeZone: string;
  /** The court the match is played at, when it names one of the club's list. */
  court: { name: string; distanceMiles: number | null } | null;
}

export async function loadMatchPlaces(db: DbOrTx, matchId: string, lockLineup = false): Promise<MatchPlaces> {
  const ctx = await loadMatchContext(db, matchId);
  const tie = tieFormatOf(ctx.league);
  const query = db.select().from(lineups).where(eq(lineups.teamMatchId, matchId));
  const [lineup] = lockLineup ? await query.for('update') : await query;
  const stored = new Map((lineup?.lines ?? []).map((l) => [l.lineId, l.playerIds]));
  const courtId = ctx.match.courtId;
  const [roster, timeZone, [court]] = await Promise.all([
    loadRosterPlayers(db, ctx.team.id),
    resolveClubTimeZone(db),
    courtId
      ? db
          .select({ name: courts.name, distanceMiles: courts.distanceMiles })
          .from(courts)
          .where(eq(courts.id, courtId))
      : Promise.resolve([]),
  ]);
  return {
    court: court ?? null,
    ctx,
    tie,
    lineup: lineup ?? null,
    lines: tie.lines.map((l) => ({ lineId: l.id, playerIds: stored.get(l.id) ?? [] })),
    roster,
    timeZone,
  };
}

const sizeOf = (type: 'singles' | 'doubles') => (type === 'singles' ? 1 : 2);

export function openPlacesOf(places: MatchPlaces, lineId: string): number {
  const format = places.tie.lines.find((l) => l.id === lineId);
  const stored = places.lines.find((l) => l.lineId === lineId);
  return format ? Math.max(0, sizeOf(format.type) - (stored?.playerIds.length ?? 0)) : 0;
}

/** The place a request fills: its line, else the first line with an open place (null: none). */
export function targetLineOf(places: MatchPlaces, lineId: string | null): string | null {
  if (lineId) return openPlacesOf(places, lineId) > 0 ? lineId : null;
  return places.tie.lines.find((l) => openPlacesOf(places, l.id) > 0)?.id ?? null;
}

function weekdayOf(date: Date, timeZone: string): Weekday {
  const day = utcToZonedWallTime(date, timeZone).slice(0, 10);
  const index = new Date(`${day}T12:00:00Z`).getUTCDay();
  return weekdays[(index + 6) % 7]!;
}

function playerIn(places: MatchPlaces, id: string): EligibilityPlayer | null {
  return places.roster.get(id)?.player ?? null;
}

/**
 * How far the match is from the club: its court's distance as entered; a home match at a court
 * with none is at the home courts (0); an away match anywhere else is not known.
 */
export function venueMilesOf(places: MatchPlaces): number | null {
  return places.court?.distanceMiles ?? (places.ctx.match.isHome ? 0 : null);
}

/** The shared rules' view of the match and of the place (a line, or any place). */
export function subContextOf(places: MatchPlaces, lineId: string | null, now = new Date()): SubMatchContext {
  const { ctx, tie } = places;
  const league = eligibilityLeagueOf(ctx.league);
  const format = lineId ? tie.lines.find((l) => l.id === lineId) : undefined;
  const onLine = lineId ? (places.lines.find((l) => l.lineId === lineId)?.playerIds ?? []) : [];
  const partnerId = format?.type === 'doubles' && onLine.length === 1 ? onLine[0]! : null;
  const place: SubPlace = {
    lineId,
    type: format?.type ?? null,
    partner: partnerId ? playerIn(places, partnerId) : null,
  };
  const inLineup = places.lines.flatMap((l) => l.playerIds);
  const playingUp = inLineup.filter((id) => {
    const p = playerIn(places, id);
    return p !== null && isPlayingUp(p, league);
  }).length;
  return {
    league,
    teamFlight: ctx.team.flight,
    roster: [...places.roster.values()].map((p) => p.player),
    rosterDeadline: ctx.league.rosterDeadline,
    today: zonedToday(places.timeZone, now),
    matchDay: weekdayOf(ctx.match.startsAt, places.timeZone),
    isHome: ctx.match.isHome,
    venueMiles: venueMilesOf(places),
    playingUpInLineup: playingUp,
    place,
    asOf: now,
  };
}

/** Each player's other teams of this league (not turned down), by user id. */
export async function otherTeamsOf(
  db: DbOrTx,
  ctx: MatchContext,
  userIds: readonly string[],
): Promise<Map<string, PlayerOtherTeam[]>> {
  const map = new Map<string, PlayerOtherTeam[]>();
  if (userIds.length === 0) return map;
  const rows = await db
    .select({ userId: rosterEntries.userId, name: teams.name, flight: teams.flight })
    .from(rosterEntries)
    .innerJoin(teams, eq(teams.id, rosterEntries.teamId))
    .where(
      and(
        inArray(rosterEntries.userId, [...userIds]),
        eq(teams.leagueId, ctx.league.id),
        ne(teams.id, ctx.team.id),
        ne(teams.status, 'rejected'),
      ),
    );
  for (const r of rows) {
    if (!r.userId) continue;
    map.set(r.userId, [...(map.get(r.userId) ?? []), { name: r.name, flight: r.flight }]);
  }
  return map;
}

/** The lineup line each player plays (null: not in it). */
export function lineOfPlayer(places: MatchPlaces, userId: string): string | null {
  return places.lines.find((l) => l.playerIds.includes(userId))?.lineId ?? null;
}

export interface OptedInMember {
  userId: string;
  email: string;
  player: EligibilityPlayer;
  preferences: SubPreferences;
}

/** Members opted in to subbing who are not on the roster (or the given ones only). */
export async function loadOptedInMembers(
  db: DbOrTx,
  places: MatchPlaces,
  onlyIds?: readonly string[],
): Promise<OptedInMember[]> {
  const rosterIds = [...places.roster.keys()];
  const rows = await db
    .select({ pref: subPreferences, email: user.email, userName: user.name, profile: profiles })
    .from(subPreferences)
    .innerJoin(user, eq(user.id, subPreferences.userId))
    .leftJoin(profiles, eq(profiles.id, subPreferences.userId))
    .where(
      and(
        eq(subPreferences.isAvailable, true),
        rosterIds.length ? notInArray(subPreferences.userId, rosterIds) : undefined,
        onlyIds ? inArray(subPreferences.userId, [...onlyIds]) : undefined,
      ),
    )
    .orderBy(asc(sql`lower(coalesce(${profiles.fullName}, ${user.name}))`))
    .limit(maxOptedIn);
  return rows.map((r) => ({
    userId: r.pref.userId,
    email: r.email,
    player: eligibilityPlayerOf(r.profile, r.userName),
    preferences: preferencesOf(r.pref),
  }));
}

// ————— Requests —————

export type RequestRow = typeof subRequests.$inferSelect;

export function statusOf(row: Pick<RequestRow, 'status' | 'expiresAt'>, now = new Date()): SubRequestStatus {
  if (row.status === 'open' && row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return row.status;
}

export async function requestViews(db: DbOrTx, rows: readonly RequestRow[], now = new Date()) {
  if (rows.length === 0) return [];
  const invites = await db
    .select()
    .from(subInvites)
    .where(
      inArray(
        subInvites.requestId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(subInvites.createdAt));
  const names = await loadNames(db, [
    ...invites.map((i) => i.userId),
    ...rows.flatMap((r) => (r.filledBy ? [r.filledBy] : [])),
  ]);
  return rows.map(
    (r): SubRequestView => ({
      id: r.id,
      lineId: r.lineId,
      status: statusOf(r, now),
      note: r.note,
      createdAt: r.createdAt.toISOString(),
      expiresAt: r.expiresAt.toISOString(),
      filledByName: r.filledBy ? (names.get(r.filledBy) ?? 'A former member') : null,
      invites: invites
        .filter((i) => i.requestId === r.id)
        .map((i) => ({
          userId: i.userId,
          name: names.get(i.userId) ?? 'A former member',
          answer: i.answer,
          answeredAt: i.answeredAt?.toISOString() ?? null,
        })),
    }),
  );
}

/** The match as the notices write it. */
export async function noticeMatchOf(_db: DbOrTx, places: MatchPlaces): Promise<SubNoticeMatch> {
  const { match, team } = places.ctx;
  const { court } = places;
  return {
    heading: `${team.name} ${match.isHome ? 'vs' : 'at'} ${match.opponentTeam}`,
    when: formatClubDateTime(match.startsAt, places.timeZone),
    where: court?.name || match.address || (match.isHome ? 'our home courts' : 'the opponent’s courts'),
  };
}
