import type { RecordFacts } from '@shared/access';
import { adminExec, isAllowed } from '@shared/access';
import { utcToZonedWallTime, zonedWallTimeToUtc } from '@shared/club-time';
import type {
  DrawMatchPage,
  DrawView,
  drawResultInputSchema,
  scheduleMatchSchema,
} from '@shared/schemas/tournament-draws';
import { drawMatchName, drawResultText } from '@shared/tennis/draws';
import { describeMatchFormat } from '@shared/tennis/match-format';
import { type Side, validateLineScore } from '@shared/tennis/score';
import { isUuid } from '@shared/uuid';
import type { z } from '@shared/zod';
import { eq, sql } from 'drizzle-orm';
import type { AppContext, RequestViewer } from '../../context';
import type { DbOrTx } from '../../db/client';
import { courts } from '../../db/schema/courts';
import { drawEntries, drawMatches, type StoredDrawResult } from '../../db/schema/tournament-draws';
import { AppError } from '../../lib/app-error';
import { resolveClubTimeZone } from '../../lib/club-time-zone';
import { wakeOutbox } from '../../lib/mail/enqueue-email';
import { recordDrawEvent } from './draw-audit';
import { lockDraw } from './draw-making';
import { newProgress, recordConfirmed, sendNextMatchNotices } from './draw-progress';
import { drawView, type LoadedDraw, loadDraw, matchView } from './draw-views';

/*
 * Results (issue 23 §2): the organiser enters a final result; a player enters one and the other
 * side confirms it (as league score sheets do), validated by the shared score rules; the bracket
 * moves on at confirmation.
 */

const isOrganiser = (viewer: RequestViewer) => isAllowed(adminExec, viewer);

async function drawIdOfMatch(db: DbOrTx, matchId: string): Promise<string> {
  if (!isUuid(matchId)) throw new AppError('NOT_FOUND', 'This match does not exist.');
  const [row] = await db
    .select({ drawId: drawMatches.drawId })
    .from(drawMatches)
    .where(eq(drawMatches.id, matchId));
  if (!row) throw new AppError('NOT_FOUND', 'This match does not exist.');
  return row.drawId;
}

/** The accounts of both sides of a match (the "matchPlayer" relation of the access table). */
export async function loadMatchFacts(db: DbOrTx, matchId: string): Promise<RecordFacts> {
  // Not an id at all: unknown, as a missing one is (never a database error).
  if (!isUuid(matchId)) throw new AppError('NOT_FOUND', 'This match does not exist.');
  const [row] = await db
    .select({ s1: drawMatches.side1EntryId, s2: drawMatches.side2EntryId })
    .from(drawMatches)
    .where(eq(drawMatches.id, matchId));
  if (!row) throw new AppError('NOT_FOUND', 'This match does not exist.');
  const ids = [row.s1, row.s2].filter((x): x is string => x !== null);
  if (ids.length === 0) return { matchPlayerIds: [] };
  const players = await db
    .select({ userId: drawEntries.userId })
    .from(drawEntries)
    .where(sql`${drawEntries.id} in ${ids}`);
  return { matchPlayerIds: players.flatMap((p) => (p.userId ? [p.userId] : [])) };
}

function sideOf(loaded: LoadedDraw, matchId: string, viewer: RequestViewer): Side | null {
  const m = loaded.matches.find((x) => x.id === matchId);
  if (!m || !viewer.userId) return null;
  const userOf = (entryId: string | null) => loaded.entries.find((e) => e.id === entryId)?.userId ?? null;
  if (userOf(m.side1EntryId) === viewer.userId) return 1;
  if (userOf(m.side2EntryId) === viewer.userId) return 2;
  return null;
}

function matchPage(loaded: LoadedDraw, matchId: string, viewer: RequestViewer): DrawMatchPage {
  const m = loaded.matches.find((x) => x.id === matchId);
  if (!m) throw new AppError('NOT_FOUND', 'This match does not exist.');
  const mySide = sideOf(loaded, matchId, viewer);
  const organiser = isOrganiser(viewer);
  const isPublished = loaded.draw.status === 'published';
  const canEnter =
    isPublished && (m.state === 'ready' || m.state === 'entered') && (organiser || mySide !== null);
  return {
    tournament: { title: loaded.tournament.title, slug: loaded.tournament.slug },
    divisionName: loaded.divisionName,
    formatCode: loaded.draw.formatCode,
    formatText: describeMatchFormat(loaded.draw.formatCode),
    match: matchView(loaded, m),
    mySide,
    canEnter,
    canConfirm:
      isPublished && m.state === 'entered' && (organiser || (mySide !== null && mySide !== m.enteredSide)),
    isOrganiser: organiser,
  };
}

export async function getDrawMatch(
  ctx: AppContext,
  matchId: string,
  viewer: RequestViewer,
): Promise<DrawMatchPage> {
  return matchPage(await loadDraw(ctx.db, await drawIdOfMatch(ctx.db, matchId)), matchId, viewer);
}

/** Checks a result with the shared score rules, in the winner-independent stored shape. */
function checkedResult(input: z.output<typeof drawResultInputSchema>, formatCode: string): StoredDrawResult {
  const check = validateLineScore(input.score, formatCode, input.status, { winningSide: input.winningSide });
  if (!check.ok) {
    const fields = Object.fromEntries(
      check.errors.map((e) => [e.path ? `score.${e.path}` : 'score', e.message]),
    );
    throw new AppError(
      'VALIDATION',
      check.errors[0]?.message ?? 'This score is not valid.',
      undefined,
      fields,
    );
  }
  if (check.winningSide === null && input.status !== 'DOUBLE_DEFAULT')
    throw new AppError(
      'VALIDATION',
      'A tournament match needs a winner: finish the score or choose its status.',
    );
  return { status: input.status, winningSide: check.winningSide, score: check.score };
}

/** An organiser's result in the draw's audit trail: "Final: Ann Lee vs Bo Chen, 6-4 6-3 (entered)". */
async function recordOrganiserResult(
  tx: DbOrTx,
  draw: { divisionId: string; size: number },
  match: typeof drawMatches.$inferSelect,
  result: StoredDrawResult,
  actorId: string | null,
  how: 'entered' | 'confirmed',
): Promise<void> {
  const ids = [match.side1EntryId, match.side2EntryId].filter((x): x is string => x !== null);
  const names = new Map(
    (
      await tx
        .select({ id: drawEntries.id, name: drawEntries.name })
        .from(drawEntries)
        .where(sql`${drawEntries.id} in ${ids}`)
    ).map((e) => [e.id, e.name]),
  );
  const nameOf = (id: string | null) => (id ? (names.get(id) ?? '?') : '?');
  const winner =
    result.winningSide === 1 ? match.side1EntryId : result.winningSide === 2 ? match.side2EntryId : null;
  await recordDrawEvent(
    tx,
    draw.divisionId,
    'result',
    actorId,
    `${drawMatchName(match, draw.size)}: ${nameOf(match.side1EntryId)} vs ${nameOf(match.side2EntryId)}, ${
      winner ? `${nameOf(winner)} won ` : ''
    }${drawResultText('confirmed', result)} (${how === 'entered' ? 'entered by an organiser' : 'a player’s score confirmed by an organiser'})`,
  );
}

/**
 * An organiser's result is final at once; a player's waits for the other side's confirmation
 * (a player entering again replaces their own or the opponent's unconfirmed score).
 */
export async function enterDrawResult(
  ctx: AppContext,
  matchId: string,
  input: z.output<typeof drawResultInputSchema>,
  viewer: RequestViewer,
): Promise<DrawMatchPage> {
  await saveDrawResult(ctx, matchId, input, viewer);
  return getDrawMatch(ctx, matchId, viewer);
}

/** enterDrawResult without reading the page back (the demo seed enters many). */
export async function saveDrawResult(
  ctx: AppContext,
  matchId: string,
  input: z.output<typeof drawResultInputSchema>,
  viewer: RequestViewer,
): Promise<void> {
  const drawId = await drawIdOfMatch(ctx.db, matchId);
  await ctx.db.transaction(async (tx) => {
    const draw = await lockDraw(tx, drawId);
    if (draw.status !== 'published')
      throw new AppError('CONFLICT', 'Scores are entered once the draw is published.');
    const [match] = await tx.select().from(drawMatches).where(eq(drawMatches.id, matchId)).for('update');
    if (!match) throw new AppError('NOT_FOUND', 'This match does not exist.');
    if (match.state === 'confirmed')
      throw new AppError('CONFLICT', 'This match’s result is already confirmed.');
    if (match.state === 'waiting' || match.state === 'bye' || !match.side1EntryId || !match.side2EntryId)
      throw new AppError('CONFLICT', 'This match’s players are not known yet.');
    if (input.version !== undefined && input.version !== match.version)
      throw new AppError('CONFLICT', 'The score changed meanwhile: read it again before entering yours.');
    const result = checkedResult(input, draw.formatCode);
    // Only a signed-in player can stand on a side; an organiser's call needs no draw read.
    const side = viewer.userId ? sideOf(await loadDraw(tx, drawId), matchId, viewer) : null;
    const progress = newProgress();
    if (side === null) {
      if (!isOrganiser(viewer))
        throw new AppError('FORBIDDEN', 'Only the match’s players or an organiser enter its score.');
      await recordConfirmed(tx, draw, match, result, viewer.userId, progress);
      await recordOrganiserResult(tx, draw, match, result, viewer.userId, 'entered');
      await sendNextMatchNotices(ctx, tx, progress.readyMatchIds);
      return;
    }
    await tx
      .update(drawMatches)
      .set({
        state: 'entered',
        result,
        enteredBy: viewer.userId,
        enteredSide: side,
        enteredAt: new Date(),
        version: sql`${drawMatches.version} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(drawMatches.id, matchId));
  });
  wakeOutbox();
}

export async function confirmDrawResult(
  ctx: AppContext,
  matchId: string,
  version: number,
  viewer: RequestViewer,
): Promise<DrawMatchPage> {
  const drawId = await drawIdOfMatch(ctx.db, matchId);
  await ctx.db.transaction(async (tx) => {
    const draw = await lockDraw(tx, drawId);
    const [match] = await tx.select().from(drawMatches).where(eq(drawMatches.id, matchId)).for('update');
    if (!match) throw new AppError('NOT_FOUND', 'This match does not exist.');
    if (match.state !== 'entered' || !match.result)
      throw new AppError(
        'CONFLICT',
        match.state === 'confirmed'
          ? 'This result is already confirmed.'
          : 'There is no score to confirm yet.',
      );
    if (match.version !== version)
      throw new AppError('CONFLICT', 'The score changed meanwhile: read it again before confirming.');
    const side = sideOf(await loadDraw(tx, drawId), matchId, viewer);
    if (side === match.enteredSide)
      throw new AppError('FORBIDDEN', 'Your opponent confirms the score you entered.');
    if (side === null && !isOrganiser(viewer))
      throw new AppError('FORBIDDEN', 'Only the match’s players confirm its score.');
    const progress = newProgress();
    await recordConfirmed(tx, draw, match, match.result, viewer.userId, progress);
    if (side === null) await recordOrganiserResult(tx, draw, match, match.result, viewer.userId, 'confirmed');
    await sendNextMatchNotices(ctx, tx, progress.readyMatchIds);
  });
  wakeOutbox();
  return getDrawMatch(ctx, matchId, viewer);
}

/** Court and time of a match; the players hear of it when both are known. */
export async function scheduleDrawMatch(
  ctx: AppContext,
  matchId: string,
  input: z.output<typeof scheduleMatchSchema>,
): Promise<DrawView> {
  const drawId = await drawIdOfMatch(ctx.db, matchId);
  const zone = await resolveClubTimeZone(ctx.db);
  await ctx.db.transaction(async (tx) => {
    await lockDraw(tx, drawId);
    if (input.courtId) {
      const [court] = await tx.select({ id: courts.id }).from(courts).where(eq(courts.id, input.courtId));
      if (!court)
        throw new AppError('VALIDATION', 'This court location no longer exists.', undefined, {
          courtId: 'Choose a court location.',
        });
    }
    const startsAt = input.startsAt ? zonedWallTimeToUtc(input.startsAt, zone) : null;
    const [before] = await tx.select().from(drawMatches).where(eq(drawMatches.id, matchId));
    const changed =
      before &&
      (before.startsAt?.getTime() !== startsAt?.getTime() ||
        before.courtId !== input.courtId ||
        before.courtText !== input.courtText);
    await tx
      .update(drawMatches)
      .set({
        startsAt,
        courtId: input.courtId,
        courtText: input.courtText,
        // A new court or time is a new revision for the calendars carrying the match.
        ...(changed ? { scheduleVersion: sql`${drawMatches.scheduleVersion} + 1` } : {}),
        updatedAt: new Date(),
      })
      .where(eq(drawMatches.id, matchId));
    if (changed && startsAt && before && (before.state === 'ready' || before.state === 'entered'))
      await sendNextMatchNotices(ctx, tx, [matchId]);
  });
  wakeOutbox();
  return drawView(await loadDraw(ctx.db, drawId), null);
}

export const wallTimeOf = (date: Date | null, zone: string) => (date ? utcToZonedWallTime(date, zone) : '');
