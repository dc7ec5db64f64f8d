import type {
  DrawView,
  MakeDrawInput,
  makeDrawSchema,
  SwapDrawInput,
  WithdrawEntryInput,
} from '@shared/schemas/tournament-draws';
import {
  bracketSize,
  type DrawEntrant,
  defaultSeedCount,
  drawKindLabels,
  maxDrawEntries,
  placeBracketLines,
  placeGroups,
  planBracket,
  planGroup,
} from '@shared/tennis/draws';
import type { z } from '@shared/zod';
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { registrations, tournamentDivisions } from '../../db/schema/events';
import { drawEntries, drawMatches, tournamentDraws } from '../../db/schema/tournament-draws';
import { AppError } from '../../lib/app-error';
import { wakeOutbox } from '../../lib/mail/enqueue-email';
import { recordDrawEvent } from './draw-audit';
import { newProgress, sendNextMatchNotices, settleMatch } from './draw-progress';
import { type DrawRow, drawView, loadDraw } from './draw-views';

/*
 * Making a draw (issue 23 §1): from the division's confirmed entries, as a draft the organiser can
 * preview and edit (swap two lines, move a bye); publishing freezes it and plays the byes through.
 * A withdrawal after publishing is a walkover or brings a lucky loser in.
 */

const entryName = (r: { name: string; partnerName: string }) =>
  r.partnerName.trim() ? `${r.name} / ${r.partnerName.trim()}` : r.name;

/** "4.0", "3.5C" → 4, 3.5; no rating sorts last. */
const ratingValue = (ntrp: string): number => {
  const n = Number.parseFloat(ntrp);
  return Number.isFinite(n) ? n : -1;
};

export async function lockDraw(tx: Tx, drawId: string): Promise<DrawRow> {
  const [draw] = await tx.select().from(tournamentDraws).where(eq(tournamentDraws.id, drawId)).for('update');
  if (!draw) throw new AppError('NOT_FOUND', 'This draw does not exist.');
  return draw;
}

/** One change of a draft draw, in one transaction with the draw locked (a published draw is frozen). */
async function changeDraft(
  ctx: AppContext,
  drawId: string,
  change: (tx: Tx, draw: DrawRow) => Promise<void>,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const draw = await lockDraw(tx, drawId);
    if (draw.status !== 'draft')
      throw new AppError(
        'CONFLICT',
        'This draw is published and frozen: withdraw a player instead of editing it.',
      );
    await change(tx, draw);
  });
}

async function insertMatches(tx: Tx, drawId: string, planned: ReturnType<typeof planBracket>): Promise<void> {
  if (planned.length === 0) return;
  await tx.insert(drawMatches).values(
    planned.map((m) => ({
      drawId,
      structure: m.structure,
      groupLabel: m.group ?? '',
      round: m.round,
      position: m.position,
      side1EntryId: m.side1,
      side2EntryId: m.side2,
      side1Empty: m.round === 1 && m.structure === 'main' && m.side1 === null,
      side2Empty: m.round === 1 && m.structure === 'main' && m.side2 === null,
      state: m.structure === 'group' ? ('ready' as const) : m.isBye ? ('bye' as const) : ('waiting' as const),
    })),
  );
}

export async function makeDraw(
  ctx: AppContext,
  divisionId: string,
  input: z.output<typeof makeDrawSchema>,
  userId: string | null,
): Promise<DrawView> {
  const drawId = await ctx.db.transaction(async (tx) => {
    const [division] = await tx
      .select()
      .from(tournamentDivisions)
      .where(eq(tournamentDivisions.id, divisionId))
      .for('update');
    if (!division) throw new AppError('NOT_FOUND', 'This division does not exist.');
    const [existing] = await tx
      .select()
      .from(tournamentDraws)
      .where(eq(tournamentDraws.divisionId, divisionId));
    if (existing?.status === 'published')
      throw new AppError('CONFLICT', 'This division’s draw is published and frozen.');
    if (existing) await tx.delete(tournamentDraws).where(eq(tournamentDraws.id, existing.id));

    const confirmed = await tx
      .select()
      .from(registrations)
      .where(and(eq(registrations.divisionId, divisionId), eq(registrations.status, 'confirmed')))
      .orderBy(asc(registrations.seq));
    const minimum = input.kind === 'roundRobin' ? 3 : 2;
    if (confirmed.length < minimum)
      throw new AppError(
        'VALIDATION',
        `A ${input.kind === 'roundRobin' ? 'round robin' : 'draw'} needs at least ${minimum} confirmed entries; this division has ${confirmed.length}.`,
      );
    if (confirmed.length > maxDrawEntries)
      throw new AppError('VALIDATION', `A draw holds at most ${maxDrawEntries} entries.`);

    // Seeds: the organiser's, or the highest ratings (ties by entry order).
    const seedOf = new Map<string, number>();
    if (input.seeding === 'organiser') {
      const known = new Set(confirmed.map((r) => r.id));
      const numbers = new Set<number>();
      for (const s of input.seeds) {
        if (!known.has(s.registrationId))
          throw new AppError('VALIDATION', 'A seed is not a confirmed entry of this division.');
        if (numbers.has(s.seed)) throw new AppError('VALIDATION', `Seed ${s.seed} is given twice.`);
        numbers.add(s.seed);
        seedOf.set(s.registrationId, s.seed);
      }
    } else {
      const count = Math.min(input.seedCount ?? defaultSeedCount(confirmed.length), confirmed.length);
      [...confirmed]
        .filter((r) => ratingValue(r.ntrp) >= 0)
        .sort((a, b) => ratingValue(b.ntrp) - ratingValue(a.ntrp) || a.seq - b.seq)
        .slice(0, count)
        .forEach((r, i) => {
          seedOf.set(r.id, i + 1);
        });
    }

    const size = input.kind === 'roundRobin' ? 0 : bracketSize(confirmed.length);
    const [draw] = await tx
      .insert(tournamentDraws)
      .values({ divisionId, kind: input.kind, formatCode: input.formatCode, size, createdBy: userId })
      .returning();
    if (!draw) throw new Error('Draw insert returned nothing.');
    const entries = await tx
      .insert(drawEntries)
      .values(
        confirmed.map((r) => ({
          drawId: draw.id,
          registrationId: r.id,
          name: entryName(r),
          userId: r.userId,
          email: r.email,
          rating: r.ntrp,
          seed: seedOf.get(r.id) ?? null,
        })),
      )
      .returning();
    const entrants: DrawEntrant[] = entries.map((e) => ({ id: e.id, seed: e.seed }));
    const shuffleSeed = Date.now() % 2147483647;
    if (input.kind === 'roundRobin') {
      const groups = placeGroups(entrants, input.groupSize, shuffleSeed);
      for (const g of groups) {
        await tx.update(drawEntries).set({ groupLabel: g.group }).where(inArray(drawEntries.id, g.entryIds));
        await insertMatches(tx, draw.id, planGroup(g.group, g.entryIds));
      }
    } else {
      const lines = placeBracketLines(entrants, shuffleSeed);
      await insertMatches(tx, draw.id, planBracket(lines, 'main'));
      if (input.kind === 'firstMatchConsolation' && size >= 4)
        await insertMatches(tx, draw.id, planBracket(new Array(size / 2).fill(null), 'consolation'));
    }
    const seedCount = seedOf.size;
    await recordDrawEvent(
      tx,
      divisionId,
      existing ? 'remade' : 'made',
      userId,
      `${drawKindLabels[input.kind]}, ${confirmed.length} entries, ${
        seedCount === 0
          ? 'no seeds'
          : `${seedCount} ${seedCount === 1 ? 'seed' : 'seeds'} ${input.seeding === 'organiser' ? 'chosen by the organiser' : 'by rating'}`
      }`,
    );
    return draw.id;
  });
  return drawView(await loadDraw(ctx.db, drawId), null);
}

/** Swaps two lines of a draft bracket ("line:3", either may be a bye) or two players between groups. */
export async function swapInDraw(
  ctx: AppContext,
  drawId: string,
  input: SwapDrawInput,
  actorId: string | null,
): Promise<DrawView> {
  await changeDraft(ctx, drawId, async (tx, draw) => {
    if (draw.kind === 'roundRobin') {
      const pair = await tx
        .select()
        .from(drawEntries)
        .where(and(eq(drawEntries.drawId, drawId), inArray(drawEntries.id, [input.a, input.b])));
      const [x, y] = pair;
      if (!x || !y || pair.length !== 2) throw new AppError('VALIDATION', 'Choose two players of this draw.');
      if (x.groupLabel === y.groupLabel)
        throw new AppError('VALIDATION', 'These two players are in the same group.');
      await recordDrawEvent(
        tx,
        draw.divisionId,
        'swapped',
        actorId,
        `${x.name} (group ${x.groupLabel}) ↔ ${y.name} (group ${y.groupLabel})`,
      );
      await tx.update(drawEntries).set({ groupLabel: y.groupLabel }).where(eq(drawEntries.id, x.id));
      await tx.update(drawEntries).set({ groupLabel: x.groupLabel }).where(eq(drawEntries.id, y.id));
      await tx.delete(drawMatches).where(eq(drawMatches.drawId, drawId));
      const all = await tx
        .select()
        .from(drawEntries)
        .where(eq(drawEntries.drawId, drawId))
        .orderBy(asc(drawEntries.createdAt));
      const labels = [...new Set(all.map((e) => e.groupLabel ?? ''))].sort();
      for (const label of labels)
        await insertMatches(
          tx,
          drawId,
          planGroup(
            label,
            all.filter((e) => e.groupLabel === label).map((e) => e.id),
          ),
        );
      return;
    }
    const lineOf = (key: string) => {
      const m = /^line:(\d{1,3})$/.exec(key);
      const n = m ? Number(m[1]) : -1;
      if (n < 0 || n >= draw.size) throw new AppError('VALIDATION', 'Choose two lines of this draw.');
      return n;
    };
    const a = lineOf(input.a);
    const b = lineOf(input.b);
    if (a === b) throw new AppError('VALIDATION', 'Choose two different lines.');
    const firstRound = await tx
      .select()
      .from(drawMatches)
      .where(
        and(eq(drawMatches.drawId, drawId), eq(drawMatches.structure, 'main'), eq(drawMatches.round, 1)),
      );
    const lines = new Array<string | null>(draw.size).fill(null);
    for (const m of firstRound) {
      lines[m.position * 2] = m.side1EntryId;
      lines[m.position * 2 + 1] = m.side2EntryId;
    }
    const names = new Map(
      (
        await tx
          .select({ id: drawEntries.id, name: drawEntries.name })
          .from(drawEntries)
          .where(eq(drawEntries.drawId, drawId))
      ).map((e) => [e.id, e.name]),
    );
    const lineText = (n: number) => {
      const id = lines[n];
      return `line ${n + 1} (${id ? (names.get(id) ?? 'player') : 'bye'})`;
    };
    const isByeMove = lines[a] === null || lines[b] === null;
    const note = `${lineText(a)} ↔ ${lineText(b)}`;
    [lines[a], lines[b]] = [lines[b] ?? null, lines[a] ?? null];
    for (const m of firstRound) {
      const s1 = lines[m.position * 2] ?? null;
      const s2 = lines[m.position * 2 + 1] ?? null;
      if (s1 === null && s2 === null)
        throw new AppError('VALIDATION', 'Two byes cannot meet: move the bye to another match.');
      await tx
        .update(drawMatches)
        .set({
          side1EntryId: s1,
          side2EntryId: s2,
          side1Empty: s1 === null,
          side2Empty: s2 === null,
          state: s1 === null || s2 === null ? 'bye' : 'waiting',
        })
        .where(eq(drawMatches.id, m.id));
    }
    await recordDrawEvent(tx, draw.divisionId, isByeMove ? 'byeMoved' : 'swapped', actorId, note);
  });
  return drawView(await loadDraw(ctx.db, drawId), null);
}

/** Freezes the draw, plays the byes through and tells the first matches' players. */
export async function publishDraw(
  ctx: AppContext,
  drawId: string,
  actorId: string | null,
): Promise<DrawView> {
  await changeDraft(ctx, drawId, async (tx, draw) => {
    const [published] = await tx
      .update(tournamentDraws)
      .set({ status: 'published', publishedAt: new Date(), updatedAt: new Date() })
      .where(eq(tournamentDraws.id, drawId))
      .returning();
    const progress = newProgress();
    const firstRound = await tx
      .select()
      .from(drawMatches)
      .where(and(eq(drawMatches.drawId, drawId), eq(drawMatches.structure, 'main'), eq(drawMatches.round, 1)))
      .orderBy(asc(drawMatches.position));
    for (const m of firstRound)
      await settleMatch(tx, published ?? draw, { ...m, state: 'waiting' }, progress);
    await sendNextMatchNotices(ctx, tx, progress.readyMatchIds);
    await recordDrawEvent(tx, draw.divisionId, 'published', actorId);
  });
  wakeOutbox();
  return drawView(await loadDraw(ctx.db, drawId), null);
}

export async function discardDraw(ctx: AppContext, drawId: string, actorId: string | null): Promise<void> {
  await changeDraft(ctx, drawId, async (tx, draw) => {
    await tx.delete(tournamentDraws).where(eq(tournamentDraws.id, drawId));
    await recordDrawEvent(tx, draw.divisionId, 'discarded', actorId, 'Draft discarded');
  });
}

/**
 * A player withdraws after publishing: their unplayed matches become walkovers, or a lucky loser
 * (a loser of this draw, or a waitlisted entry of the division) takes their place.
 */
export async function withdrawFromDraw(
  ctx: AppContext,
  drawId: string,
  input: WithdrawEntryInput,
  actorId: string | null,
): Promise<DrawView> {
  await ctx.db.transaction(async (tx) => {
    const draw = await lockDraw(tx, drawId);
    if (draw.status !== 'published')
      throw new AppError('CONFLICT', 'Edit the draft instead: it is not published yet.');
    const [entry] = await tx
      .select()
      .from(drawEntries)
      .where(and(eq(drawEntries.id, input.entryId), eq(drawEntries.drawId, drawId)));
    if (!entry) throw new AppError('NOT_FOUND', 'This player is not in this draw.');
    if (entry.withdrawnAt) throw new AppError('CONFLICT', `${entry.name} has already withdrawn.`);
    const open = await tx
      .select()
      .from(drawMatches)
      .where(
        and(
          eq(drawMatches.drawId, drawId),
          inArray(drawMatches.state, ['waiting', 'ready', 'entered']),
          or(eq(drawMatches.side1EntryId, entry.id), eq(drawMatches.side2EntryId, entry.id)),
        ),
      );
    await tx.update(drawEntries).set({ withdrawnAt: new Date() }).where(eq(drawEntries.id, entry.id));
    const progress = newProgress();
    if (input.outcome === 'luckyLoser') {
      if (open.length === 0)
        throw new AppError('CONFLICT', `${entry.name} has no match left to play: there is no place to fill.`);
      let replacementId: string;
      if (input.replacementEntryId) {
        const [loser] = await tx
          .select()
          .from(drawEntries)
          .where(
            and(
              eq(drawEntries.id, input.replacementEntryId),
              eq(drawEntries.drawId, drawId),
              isNull(drawEntries.withdrawnAt),
            ),
          );
        const stillIn = await tx
          .select({ id: drawMatches.id })
          .from(drawMatches)
          .where(
            and(
              eq(drawMatches.drawId, drawId),
              inArray(drawMatches.state, ['waiting', 'ready', 'entered']),
              or(
                eq(drawMatches.side1EntryId, input.replacementEntryId),
                eq(drawMatches.side2EntryId, input.replacementEntryId),
              ),
            ),
          );
        if (!loser || stillIn.length > 0)
          throw new AppError('VALIDATION', 'A lucky loser is a player already out of this draw.');
        replacementId = loser.id;
      } else if (input.replacementRegistrationId) {
        const [waiting] = await tx
          .select()
          .from(registrations)
          .where(
            and(
              eq(registrations.id, input.replacementRegistrationId),
              eq(registrations.divisionId, draw.divisionId),
              inArray(registrations.status, ['waitlisted', 'confirmed']),
            ),
          );
        if (!waiting) throw new AppError('VALIDATION', 'Choose a waitlisted entry of this division.');
        const [added] = await tx
          .insert(drawEntries)
          .values({
            drawId,
            registrationId: waiting.id,
            name: entryName(waiting),
            userId: waiting.userId,
            email: waiting.email,
            rating: waiting.ntrp,
            groupLabel: entry.groupLabel,
            isLuckyLoser: true,
          })
          .returning();
        if (!added) throw new Error('Entry insert returned nothing.');
        replacementId = added.id;
      } else {
        throw new AppError('VALIDATION', 'Choose the lucky loser who takes the place.', undefined, {
          replacementEntryId: 'Choose the lucky loser.',
        });
      }
      await tx.update(drawEntries).set({ isLuckyLoser: true }).where(eq(drawEntries.id, replacementId));
      const [replacement] = await tx
        .select({ name: drawEntries.name })
        .from(drawEntries)
        .where(eq(drawEntries.id, replacementId));
      await recordDrawEvent(
        tx,
        draw.divisionId,
        'withdrawal',
        actorId,
        `${entry.name} withdrew: ${replacement?.name ?? 'a lucky loser'} takes the place as a lucky loser`,
      );
      for (const m of open) {
        const patch =
          m.side1EntryId === entry.id ? { side1EntryId: replacementId } : { side2EntryId: replacementId };
        const [updated] = await tx
          .update(drawMatches)
          .set({
            ...patch,
            state: 'waiting',
            result: null,
            enteredSide: null,
            enteredBy: null,
            version: sql`${drawMatches.version} + 1`,
          })
          .where(eq(drawMatches.id, m.id))
          .returning();
        if (updated) await settleMatch(tx, draw, updated, progress);
      }
    } else {
      for (const m of open) await settleMatch(tx, draw, { ...m, state: 'waiting' }, progress);
      await recordDrawEvent(
        tx,
        draw.divisionId,
        'withdrawal',
        actorId,
        `${entry.name} withdrew: ${open.length === 0 ? 'no match left to play' : 'walkover'}`,
      );
    }
    await sendNextMatchNotices(ctx, tx, progress.readyMatchIds);
  });
  wakeOutbox();
  return drawView(await loadDraw(ctx.db, drawId), null);
}

export type { MakeDrawInput };
