import type { SubCandidate, SubFinder } from '@shared/schemas/team-matches-subs';
import { assessSubCandidate, compareSubCandidates } from '@shared/tennis/sub-candidates';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rosterEntries } from '../../db/schema/leagues';
import { matchAvailability } from '../../db/schema/team-matches';
import { subRequests } from '../../db/schema/team-matches-subs';
import { AppError } from '../../lib/app-error';
import { matchHeadingOf } from './lineup-match-context';
import {
  lineOfPlayer,
  loadMatchPlaces,
  loadOptedInMembers,
  openPlacesOf,
  otherTeamsOf,
  requestViews,
  subContextOf,
} from './sub-places';

/*
 * The captain's sub finder of a match (issue 21 §2): the candidates for an open place with why
 * each qualifies or not (src/shared/tennis/sub-candidates.ts), and the requests already sent.
 */

async function loadAvailability(db: DbOrTx, matchId: string): Promise<Map<string, 'yes' | 'no' | 'maybe'>> {
  const rows = await db
    .select({ userId: rosterEntries.userId, answer: matchAvailability.answer })
    .from(matchAvailability)
    .innerJoin(rosterEntries, eq(rosterEntries.id, matchAvailability.rosterEntryId))
    .where(eq(matchAvailability.matchId, matchId));
  return new Map(rows.flatMap((r) => (r.userId ? [[r.userId, r.answer] as const] : [])));
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
