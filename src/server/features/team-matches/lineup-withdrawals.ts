import type { WithdrawFromMatchInput } from '@shared/schemas/team-matches';
import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { rosterEntries } from '../../db/schema/leagues';
import { lineups, matchAvailability } from '../../db/schema/team-matches';
import { AppError } from '../../lib/app-error';
import { wakeOutbox } from '../../lib/mail/enqueue-email';
import { tellCaptainsOfDropout } from './lineup-dropouts';
import type { TeamMatchRow } from './schedule-team';

/*
 * "Withdraw from this match" (issue 22 §3): a player of the published lineup takes themself off
 * before the match starts. It records the answer "no" (the reason as its note) marked as a
 * withdrawal, and tells the captains at once through the dropout notice, in one transaction.
 * Unlike an ordinary answer it is not closed by the availability cut-off: a lineup is usually
 * published after it, and the captains most need to hear of a withdrawal late.
 */

type LineupRow = Pick<typeof lineups.$inferSelect, 'status' | 'lines' | 'alternates'>;

function isInLineup(lineup: LineupRow | undefined, userId: string): boolean {
  if (lineup?.status !== 'published') return false;
  return lineup.lines.some((l) => l.playerIds.includes(userId)) || lineup.alternates.includes(userId);
}

function hasStarted(match: TeamMatchRow, now: Date): boolean {
  return match.startsAt.getTime() <= now.getTime();
}

/** The match page's part: whether the viewer may withdraw, and when they did. */
export async function withdrawalStateOf(
  db: DbOrTx,
  match: TeamMatchRow,
  userId: string | null,
  now = new Date(),
): Promise<{ canWithdraw: boolean; withdrawnAt: string | null }> {
  if (!userId) return { canWithdraw: false, withdrawnAt: null };
  const [[lineup], [mine]] = await Promise.all([
    db
      .select({ status: lineups.status, lines: lineups.lines, alternates: lineups.alternates })
      .from(lineups)
      .where(eq(lineups.teamMatchId, match.id)),
    db
      .select({ withdrawnAt: matchAvailability.withdrawnAt })
      .from(matchAvailability)
      .innerJoin(rosterEntries, eq(rosterEntries.id, matchAvailability.rosterEntryId))
      .where(and(eq(matchAvailability.matchId, match.id), eq(rosterEntries.userId, userId))),
  ]);
  const withdrawnAt = mine?.withdrawnAt?.toISOString() ?? null;
  const canWithdraw =
    !withdrawnAt && match.status !== 'cancelled' && !hasStarted(match, now) && isInLineup(lineup, userId);
  return { canWithdraw, withdrawnAt };
}

const notInLineup = () =>
  new AppError('FORBIDDEN', 'Only a player of this match’s published lineup can withdraw from it.');

/**
 * The player withdraws: refused for anyone not on the published lineup (the lineup row is locked,
 * so a captain's change cannot cross it), after the match started, for a cancelled match, or twice.
 */
export async function withdrawFromMatch(
  db: Db,
  match: TeamMatchRow,
  userId: string,
  input: WithdrawFromMatchInput,
  now = new Date(),
): Promise<void> {
  const reason = input.reason?.trim() ?? '';
  if (match.status === 'cancelled') throw new AppError('CONFLICT', 'This match is cancelled.');
  if (hasStarted(match, now)) {
    throw new AppError(
      'CONFLICT',
      'The match has started: you can no longer withdraw here. Please tell your captain.',
    );
  }
  await db.transaction(async (tx) => {
    const [lineup] = await tx
      .select({ status: lineups.status, lines: lineups.lines, alternates: lineups.alternates })
      .from(lineups)
      .where(eq(lineups.teamMatchId, match.id))
      .for('update');
    if (!isInLineup(lineup, userId)) throw notInLineup();
    const [entry] = await tx
      .select({ id: rosterEntries.id })
      .from(rosterEntries)
      .where(and(eq(rosterEntries.teamId, match.teamId), eq(rosterEntries.userId, userId)))
      .limit(1);
    if (!entry) throw notInLineup();
    const [before] = await tx
      .select({ withdrawnAt: matchAvailability.withdrawnAt })
      .from(matchAvailability)
      .where(and(eq(matchAvailability.matchId, match.id), eq(matchAvailability.rosterEntryId, entry.id)))
      .for('update');
    if (before?.withdrawnAt) throw new AppError('CONFLICT', 'You have already withdrawn from this match.');
    const values = {
      answer: 'no' as const,
      note: reason,
      source: 'site' as const,
      answeredBy: userId,
      answeredAt: now,
      withdrawnAt: now,
    };
    await tx
      .insert(matchAvailability)
      .values({ matchId: match.id, rosterEntryId: entry.id, ...values })
      .onConflictDoUpdate({
        target: [matchAvailability.matchId, matchAvailability.rosterEntryId],
        set: values,
      });
    await tellCaptainsOfDropout(tx, match, entry.id, 'withdrew from the lineup', reason);
  });
  wakeOutbox();
}
