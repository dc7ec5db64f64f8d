import { formatClubDateTime } from '@shared/club-time';
import { paths } from '@shared/paths';
import { consolationLineFor, roundsOf, winnerAndLoser, winnerGoesTo } from '@shared/tennis/draws';
import type { Side } from '@shared/tennis/score';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { courts } from '../../db/schema/courts';
import { drawEntries, drawMatches, type StoredDrawResult } from '../../db/schema/tournament-draws';
import { resolveClubTimeZone } from '../../lib/club-time-zone';
import { composeEmail, neutralGreeting } from '../../lib/mail/compose-email';
import { enqueueEmail } from '../../lib/mail/enqueue-email';
import type { DrawRow, MatchRow } from './draw-views';

/*
 * How a published draw moves on (issue 23 §1–2): a confirmed result sends the winner to the next
 * round (and, in a first-match consolation, a first-match loser to the consolation bracket); a
 * side that will never have a player makes the match a bye; a withdrawn player's next match is a
 * walkover. Runs inside the caller's transaction, with the draw row locked.
 */

type MatchKey = Pick<MatchRow, 'structure' | 'groupLabel' | 'round' | 'position'>;

async function matchAt(tx: Tx, drawId: string, key: MatchKey): Promise<MatchRow | undefined> {
  const [row] = await tx
    .select()
    .from(drawMatches)
    .where(
      and(
        eq(drawMatches.drawId, drawId),
        eq(drawMatches.structure, key.structure),
        eq(drawMatches.groupLabel, key.groupLabel),
        eq(drawMatches.round, key.round),
        eq(drawMatches.position, key.position),
      ),
    )
    .limit(1);
  return row;
}

export interface Progress {
  /** Matches whose two players became known (they get the next-match notice). */
  readyMatchIds: Set<string>;
}

export const newProgress = (): Progress => ({ readyMatchIds: new Set() });

/** Puts a player (or "nobody") on one side of a match, then settles the match. */
async function fillSide(
  tx: Tx,
  draw: DrawRow,
  key: MatchKey,
  side: Side,
  entryId: string | null,
  progress: Progress,
): Promise<void> {
  const match = await matchAt(tx, draw.id, key);
  if (!match) return;
  const patch =
    side === 1
      ? { side1EntryId: entryId, side1Empty: entryId === null }
      : { side2EntryId: entryId, side2Empty: entryId === null };
  const [updated] = await tx
    .update(drawMatches)
    .set({ ...patch, version: sql`${drawMatches.version} + 1`, updatedAt: new Date() })
    .where(eq(drawMatches.id, match.id))
    .returning();
  if (updated) await settleMatch(tx, draw, updated, progress);
}

/**
 * Decides what a match whose sides changed is now: waiting, a bye (one side will never have a
 * player), a walkover (a side withdrew), or ready to play.
 */
export async function settleMatch(tx: Tx, draw: DrawRow, match: MatchRow, progress: Progress): Promise<void> {
  if (match.state === 'confirmed' || match.state === 'entered') return;
  const has1 = match.side1EntryId !== null;
  const has2 = match.side2EntryId !== null;
  const known1 = has1 || match.side1Empty;
  const known2 = has2 || match.side2Empty;
  if (!known1 || !known2) {
    if (match.state !== 'waiting')
      await tx.update(drawMatches).set({ state: 'waiting' }).where(eq(drawMatches.id, match.id));
    return;
  }
  if (!has1 || !has2) {
    // A bye: the one player (if any) goes through without playing.
    await tx.update(drawMatches).set({ state: 'bye', result: null }).where(eq(drawMatches.id, match.id));
    await advance(
      tx,
      draw,
      { ...match, state: 'bye' },
      has1 ? match.side1EntryId : match.side2EntryId,
      null,
      progress,
    );
    return;
  }
  const withdrawn = await tx
    .select({ id: drawEntries.id })
    .from(drawEntries)
    .where(and(eq(drawEntries.drawId, draw.id), sql`${drawEntries.withdrawnAt} is not null`));
  const out = new Set(withdrawn.map((w) => w.id));
  const out1 = out.has(match.side1EntryId as string);
  const out2 = out.has(match.side2EntryId as string);
  if (out1 || out2) {
    const result: StoredDrawResult = {
      status: out1 && out2 ? 'DOUBLE_DEFAULT' : 'WALKOVER',
      winningSide: out1 && out2 ? null : out1 ? 2 : 1,
      score: { sets: [] },
    };
    await recordConfirmed(tx, draw, match, result, null, progress);
    return;
  }
  await tx.update(drawMatches).set({ state: 'ready' }).where(eq(drawMatches.id, match.id));
  if (match.structure !== 'group') progress.readyMatchIds.add(match.id);
}

/** Stores a final result and moves the draw on. */
export async function recordConfirmed(
  tx: Tx,
  draw: DrawRow,
  match: MatchRow,
  result: StoredDrawResult,
  byUserId: string | null,
  progress: Progress,
): Promise<void> {
  const now = new Date();
  await tx
    .update(drawMatches)
    .set({
      state: 'confirmed',
      result,
      confirmedBy: byUserId,
      confirmedAt: now,
      version: sql`${drawMatches.version} + 1`,
      updatedAt: now,
    })
    .where(eq(drawMatches.id, match.id));
  if (match.structure === 'group') return;
  const { winner, loser } = winnerAndLoser(
    { side1: match.side1EntryId, side2: match.side2EntryId, isBye: false },
    result,
  );
  await advance(tx, draw, match, winner, loser, progress);
}

async function advance(
  tx: Tx,
  draw: DrawRow,
  match: MatchRow,
  winner: string | null,
  loser: string | null,
  progress: Progress,
): Promise<void> {
  const rounds = match.structure === 'main' ? roundsOf(draw.size) : roundsOf(Math.max(2, draw.size / 2));
  const next = winnerGoesTo({ ...match, group: null }, rounds);
  if (next) await fillSide(tx, draw, { ...next.slot, groupLabel: '' }, next.side, winner, progress);
  if (draw.kind !== 'firstMatchConsolation' || match.structure !== 'main') return;
  // First-match consolation: a player's first match is round 1, or round 2 after a first-round bye.
  if (match.round === 1 && match.state !== 'bye') {
    const line = consolationLineFor(match.position);
    await fillSide(tx, draw, { ...line.slot, groupLabel: '' }, line.side, loser, progress);
  } else if (match.round === 2) {
    for (const [childPosition, side] of [
      [match.position * 2, 1],
      [match.position * 2 + 1, 2],
    ] as const) {
      const child = await matchAt(tx, draw.id, {
        structure: 'main',
        groupLabel: '',
        round: 1,
        position: childPosition,
      });
      if (child?.state !== 'bye') continue;
      const byePlayer = side === 1 ? match.side1EntryId : match.side2EntryId;
      const line = consolationLineFor(childPosition);
      // The bye player drops into consolation if this, their first match, was lost; else nobody will.
      await fillSide(
        tx,
        draw,
        { ...line.slot, groupLabel: '' },
        line.side,
        byePlayer === loser ? loser : null,
        progress,
      );
    }
  }
}

/**
 * "Your next match: Sat 10:00, court 3 vs …" to both players of each match whose players are now
 * known (through the outbox, in the caller's transaction).
 */
export async function sendNextMatchNotices(
  ctx: AppContext,
  tx: Tx,
  matchIds: Iterable<string>,
): Promise<number> {
  const zone = await resolveClubTimeZone(tx);
  let sent = 0;
  for (const id of matchIds) {
    const [row] = await tx
      .select({ match: drawMatches, courtName: courts.name })
      .from(drawMatches)
      .leftJoin(courts, eq(courts.id, drawMatches.courtId))
      .where(eq(drawMatches.id, id))
      .limit(1);
    if (!row?.match.side1EntryId || !row.match.side2EntryId) continue;
    const players = await tx
      .select()
      .from(drawEntries)
      .where(sql`${drawEntries.id} in (${row.match.side1EntryId}, ${row.match.side2EntryId})`);
    const when = row.match.startsAt
      ? formatClubDateTime(row.match.startsAt, zone, { weekday: 'short', hour: 'numeric', minute: '2-digit' })
      : 'time to be announced';
    const where = [row.courtName, row.match.courtText].filter(Boolean).join(', ');
    for (const player of players) {
      const opponent = players.find((p) => p.id !== player.id);
      if (!player.email || !opponent) continue;
      const line = `Your next match: ${when}${where ? `, ${where}` : ''} vs ${opponent.name}.`;
      await enqueueEmail(
        tx,
        composeEmail(
          player.email,
          `Your next match vs ${opponent.name}`,
          neutralGreeting,
          [line, 'After the match, one of you enters the score and the other confirms it.'],
          { href: `${ctx.env.PUBLIC_URL}${paths.drawMatch(id)}`, label: 'Open the match' },
        ),
      );
      sent++;
    }
  }
  return sent;
}
