import { formatClubDateTime, utcToZonedWallTime, zonedToday } from '@shared/club-time';
import { paths } from '@shared/paths';
import {
  type SubCandidate,
  type SubFinder,
  type SubPreferences,
  type SubRequestStatus,
  type SubRequestView,
  subPreferencesSchema,
  type Weekday,
  weekdays,
} from '@shared/schemas/team-matches-subs';
import type { EligibilityPlayer, PlayerOtherTeam } from '@shared/tennis/eligibility';
import { isPlayingUp } from '@shared/tennis/lineup';
import type { TieFormat } from '@shared/tennis/match-format';
import {
  assessSubCandidate,
  compareSubCandidates,
  type SubMatchContext,
  type SubPlace,
} from '@shared/tennis/sub-candidates';
import { isUuid } from '@shared/uuid';
import { and, asc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { user } from '../../db/schema/auth';
import { courts } from '../../db/schema/courts';
import { rosterEntries, teams } from '../../db/schema/leagues';
import { profiles } from '../../db/schema/profiles';
import { lineups, matchAvailability, type StoredLineupLine } from '../../db/schema/team-matches';
import { subInvites, subPreferences, subRequests } from '../../db/schema/team-matches-subs';
import { AppError } from '../../lib/app-error';
import { resolveClubTimeZone } from '../../lib/club-time-zone';
import { eligibilityLeagueOf, eligibilityPlayerOf, tieFormatOf } from '../../lib/league-rules';
import { wakeOutbox } from '../../lib/mail/enqueue-email';
import { createExpiringRecordToken } from '../../lib/record-token';
import { loadMatchContext, type MatchContext, matchHeadingOf } from './lineup-match-context';
import { loadNames, loadRosterPlayers, type RosterPlayer } from './lineup-store';
import { type SubNoticeMatch, sendSubNotice } from './sub-notices';

/*
 * The captain's side of the sub finder (issue 21 §2): the candidates for an open place of a team
 * match with why each qualifies or not (src/shared/tennis/sub-candidates.ts), sending a request to
 * the chosen players, and cancelling it. The players' answers are in sub-answers.ts.
 */

/** The purpose of answer links: one request and one player. */
export const subAnswerLinkPurpose = 'sub-request-answer';

/** Members opted in to subbing shown at most (the closest fits first). */
const maxOptedIn = 200;

// ————— Preferences —————

export async function getSubPreferences(db: DbOrTx, userId: string): Promise<SubPreferences> {
  const [row] = await db.select().from(subPreferences).where(eq(subPreferences.userId, userId));
  return row
    ? preferencesOf(row)
    : { isAvailable: false, levels: [], formats: [], days: [], travelMiles: 15 };
}

function preferencesOf(row: typeof subPreferences.$inferSelect): SubPreferences {
  // Stored by the same schema; a value no longer in a list reads as absent.
  const parsed = subPreferencesSchema.safeParse({
    isAvailable: row.isAvailable,
    levels: row.levels,
    formats: row.formats,
    days: row.days,
    travelMiles: row.travelMiles,
  });
  return parsed.success
    ? parsed.data
    : { isAvailable: false, levels: [], formats: [], days: [], travelMiles: row.travelMiles };
}

export async function saveSubPreferences(
  db: DbOrTx,
  userId: string,
  input: SubPreferences,
): Promise<SubPreferences> {
  const values = { ...input, updatedAt: new Date() };
  await db
    .insert(subPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: subPreferences.userId, set: values });
  return getSubPreferences(db, userId);
}

// ————— The match's places —————

export interface MatchPlaces {
  ctx: MatchContext;
  tie: TieFormat;
  lineup: typeof lineups.$inferSelect | null;
  /** The stored lines in the format's order (empty where none stored). */
  lines: StoredLineupLine[];
  roster: Map<string, RosterPlayer>;
  timeZone: string;
}

export async function loadMatchPlaces(db: DbOrTx, matchId: string, lockLineup = false): Promise<MatchPlaces> {
  const ctx = await loadMatchContext(db, matchId);
  const tie = tieFormatOf(ctx.league);
  const query = db.select().from(lineups).where(eq(lineups.teamMatchId, matchId));
  const [lineup] = lockLineup ? await query.for('update') : await query;
  const stored = new Map((lineup?.lines ?? []).map((l) => [l.lineId, l.playerIds]));
  const [roster, timeZone] = await Promise.all([loadRosterPlayers(db, ctx.team.id), resolveClubTimeZone(db)]);
  return {
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
function lineOfPlayer(places: MatchPlaces, userId: string): string | null {
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

async function loadAvailability(db: DbOrTx, matchId: string): Promise<Map<string, 'yes' | 'no' | 'maybe'>> {
  const rows = await db
    .select({ userId: rosterEntries.userId, answer: matchAvailability.answer })
    .from(matchAvailability)
    .innerJoin(rosterEntries, eq(rosterEntries.id, matchAvailability.rosterEntryId))
    .where(eq(matchAvailability.matchId, matchId));
  return new Map(rows.flatMap((r) => (r.userId ? [[r.userId, r.answer] as const] : [])));
}

// ————— Requests —————

type RequestRow = typeof subRequests.$inferSelect;

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

/** The captain's sub finder of a match (or of one of its lines). */
export async function getSubFinder(db: DbOrTx, matchId: string, lineId: string | null): Promise<SubFinder> {
  const now = new Date();
  const places = await loadMatchPlaces(db, matchId);
  const { ctx, tie } = places;
  if (lineId && !tie.lines.some((l) => l.id === lineId))
    throw new AppError('NOT_FOUND', `${lineId} is not a line of this league's format.`);
  const subCtx = subContextOf(places, lineId, now);
  const [answers, optedIn, requestRows] = await Promise.all([
    loadAvailability(db, matchId),
    loadOptedInMembers(db, places),
    db.select().from(subRequests).where(eq(subRequests.matchId, matchId)).orderBy(asc(subRequests.createdAt)),
  ]);
  const requests = await requestViews(db, requestRows, now);
  const asked = new Set(
    requests.filter((r) => r.status === 'open').flatMap((r) => r.invites.map((i) => i.userId)),
  );
  const others = await otherTeamsOf(
    db,
    ctx,
    optedIn.map((m) => m.userId),
  );
  const candidates: SubCandidate[] = [
    ...[...places.roster.values()].map((p) => {
      const result = assessSubCandidate(
        {
          player: p.player,
          isOnRoster: true,
          lineupLineId: lineOfPlayer(places, p.userId),
          otherTeams: [],
          preferences: null,
        },
        subCtx,
      );
      return {
        userId: p.userId,
        name: p.player.name,
        ntrpRating: p.player.ntrpRating,
        source: 'roster' as const,
        ...result,
        availability: answers.get(p.userId) ?? null,
        isAsked: asked.has(p.userId),
      };
    }),
    ...optedIn.map((m) => {
      const result = assessSubCandidate(
        {
          player: m.player,
          isOnRoster: false,
          lineupLineId: null,
          otherTeams: others.get(m.userId) ?? [],
          preferences: m.preferences,
        },
        subCtx,
      );
      return {
        userId: m.userId,
        name: m.player.name,
        ntrpRating: m.player.ntrpRating,
        source: 'opted-in' as const,
        ...result,
        availability: null,
        isAsked: asked.has(m.userId),
      };
    }),
  ].sort(compareSubCandidates);
  return {
    match: matchHeadingOf(ctx),
    lineId,
    lines: tie.lines.map((l) => ({ lineId: l.id, type: l.type, openPlaces: openPlacesOf(places, l.id) })),
    rosterDeadline: ctx.league.rosterDeadline,
    candidates,
    requests,
  };
}

/** The match as the notices write it. */
export async function noticeMatchOf(db: DbOrTx, places: MatchPlaces): Promise<SubNoticeMatch> {
  const { match, team } = places.ctx;
  const [court] = match.courtId
    ? await db.select({ name: courts.name }).from(courts).where(eq(courts.id, match.courtId))
    : [];
  return {
    heading: `${team.name} ${match.isHome ? 'vs' : 'at'} ${match.opponentTeam}`,
    when: formatClubDateTime(match.startsAt, places.timeZone),
    where: court?.name || match.address || (match.isHome ? 'our home courts' : 'the opponent’s courts'),
  };
}

export function subAnswerUrl(app: AppContext, request: Pick<RequestRow, 'id' | 'expiresAt'>, userId: string) {
  const token = createExpiringRecordToken(
    app.authSecret,
    subAnswerLinkPurpose,
    [request.id, userId],
    request.expiresAt,
  );
  return `${app.env.PUBLIC_URL.replace(/\/$/, '')}${paths.subAnswer}?${new URLSearchParams({ token })}`;
}

async function personName(db: DbOrTx, userId: string | null): Promise<string> {
  if (!userId) return 'Your captain';
  return (await loadNames(db, [userId])).get(userId) ?? 'Your captain';
}

function assertMatchOpen(places: MatchPlaces, now: Date) {
  const { match } = places.ctx;
  if (match.status === 'cancelled')
    throw new AppError('CONFLICT', 'This match is cancelled: it needs no sub.');
  if (match.startsAt.getTime() <= now.getTime())
    throw new AppError('CONFLICT', 'This match has started: a sub request closes at the start.');
}

/**
 * Asks the chosen players to sub: one open request per place (a second send for the same place
 * asks more players on it), each player checked by the rules as the candidates list shows them,
 * each asked once, and each notice queued in the same transaction.
 */
export async function sendSubRequest(
  app: AppContext,
  matchId: string,
  input: { lineId: string | null; userIds: string[]; note: string },
  byUserId: string | null,
): Promise<{ request: SubRequestView; asked: number }> {
  const now = new Date();
  const userIds = [...new Set(input.userIds)];
  let asked = 0;
  const request = await app.db.transaction(async (tx) => {
    const places = await loadMatchPlaces(tx, matchId, true);
    assertMatchOpen(places, now);
    const { ctx, tie } = places;
    if (input.lineId && !tie.lines.some((l) => l.id === input.lineId))
      throw new AppError('VALIDATION', `${input.lineId} is not a line of this league's format.`, undefined, {
        lineId: 'Choose a line of this match.',
      });
    if (input.lineId && openPlacesOf(places, input.lineId) === 0)
      throw new AppError(
        'CONFLICT',
        `${input.lineId} is full: take the player who cannot play off the line in the lineup first.`,
      );
    const subCtx = subContextOf(places, input.lineId, now);
    const optedIn = await loadOptedInMembers(
      tx,
      places,
      userIds.filter((id) => !places.roster.has(id)),
    );
    const others = await otherTeamsOf(
      tx,
      ctx,
      optedIn.map((m) => m.userId),
    );
    const people: { userId: string; email: string; name: string }[] = [];
    for (const id of userIds) {
      const onRoster = places.roster.get(id);
      const member = optedIn.find((m) => m.userId === id);
      if (!onRoster && !member)
        throw new AppError('VALIDATION', 'One of the players chosen is not a candidate for this match.');
      const player = onRoster?.player ?? member!.player;
      const result = assessSubCandidate(
        {
          player,
          isOnRoster: !!onRoster,
          lineupLineId: lineOfPlayer(places, id),
          otherTeams: others.get(id) ?? [],
          preferences: member?.preferences ?? null,
        },
        subCtx,
      );
      const refusal = result.reasons.find((r) => r.severity === 'error');
      if (refusal)
        throw new AppError('CONFLICT', `${player.name}: ${refusal.message}`, { rule: refusal.rule });
      people.push({ userId: id, email: onRoster?.email ?? member!.email, name: player.name });
    }

    await tx
      .insert(subRequests)
      .values({
        matchId,
        lineId: input.lineId,
        note: input.note,
        expiresAt: ctx.match.startsAt,
        requestedBy: byUserId,
      })
      .onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(subRequests)
      .where(
        and(
          eq(subRequests.matchId, matchId),
          eq(subRequests.status, 'open'),
          input.lineId ? eq(subRequests.lineId, input.lineId) : sql`${subRequests.lineId} is null`,
        ),
      )
      .for('update');
    if (!row) throw new AppError('CONFLICT', 'The request changed meanwhile: please try again.');
    if (input.note && input.note !== row.note)
      await tx.update(subRequests).set({ note: input.note }).where(eq(subRequests.id, row.id));

    const match = await noticeMatchOf(tx, places);
    const captainName = await personName(tx, byUserId);
    for (const person of people) {
      const [invite] = await tx
        .insert(subInvites)
        .values({ requestId: row.id, userId: person.userId })
        .onConflictDoNothing()
        .returning({ id: subInvites.id });
      if (!invite) continue;
      const { emailId } = await sendSubNotice(tx, person, {
        kind: 'request',
        match,
        lineId: input.lineId,
        captainName,
        note: input.note || row.note,
        answerUrl: subAnswerUrl(app, row, invite.id),
      });
      await tx.update(subInvites).set({ emailId }).where(eq(subInvites.id, invite.id));
      asked++;
    }
    const [fresh] = await tx.select().from(subRequests).where(eq(subRequests.id, row.id));
    return (await requestViews(tx, [fresh!], now))[0]!;
  });
  if (asked > 0) wakeOutbox();
  return { request, asked };
}

/** The facts the cancel route's access rule needs: the request's match. */
export async function matchIdOfRequest(db: DbOrTx, requestId: string): Promise<string> {
  const notFound = new AppError('NOT_FOUND', 'We could not find that sub request.');
  if (!isUuid(requestId)) throw notFound;
  const [row] = await db
    .select({ matchId: subRequests.matchId })
    .from(subRequests)
    .where(eq(subRequests.id, requestId));
  if (!row) throw notFound;
  return row.matchId;
}

/** Cancels an open request; every player asked who has not said no is told. */
export async function cancelSubRequest(
  app: AppContext,
  requestId: string,
  byUserId: string | null,
): Promise<{ request: SubRequestView }> {
  const now = new Date();
  let told = 0;
  const request = await app.db.transaction(async (tx) => {
    const [row] = await tx.select().from(subRequests).where(eq(subRequests.id, requestId)).for('update');
    if (!row) throw new AppError('NOT_FOUND', 'We could not find that sub request.');
    const status = statusOf(row, now);
    if (status !== 'open')
      throw new AppError('CONFLICT', `This request is ${status === 'filled' ? 'already filled' : status}.`);
    await tx
      .update(subRequests)
      .set({ status: 'cancelled', cancelledBy: byUserId, cancelledAt: now })
      .where(eq(subRequests.id, requestId));
    const places = await loadMatchPlaces(tx, row.matchId);
    const match = await noticeMatchOf(tx, places);
    const captainName = await personName(tx, byUserId);
    const toTell = await tx
      .select({ userId: subInvites.userId, email: user.email })
      .from(subInvites)
      .innerJoin(user, eq(user.id, subInvites.userId))
      .where(and(eq(subInvites.requestId, requestId), sql`${subInvites.answer} is distinct from 'no'`));
    const names = await loadNames(
      tx,
      toTell.map((p) => p.userId),
    );
    for (const p of toTell) {
      await sendSubNotice(
        tx,
        { email: p.email, name: names.get(p.userId) ?? 'there' },
        { kind: 'cancelled', match, captainName },
      );
      told++;
    }
    const [fresh] = await tx.select().from(subRequests).where(eq(subRequests.id, requestId));
    return (await requestViews(tx, [fresh!], now))[0]!;
  });
  if (told > 0) wakeOutbox();
  return { request };
}
