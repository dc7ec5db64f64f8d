import { and, eq, isNull, lte } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { scoreSheets } from '../../db/schema/team-matches';
import { startRepeatingJob } from '../../lib/repeating-job';
import { loadMatchContext } from './lineup-match-context';
import { tellScoreConfirmers } from './score-confirm-notices';
import { resultTextOf } from './score-sheets';

/*
 * The 48-hour reminder of a score still waiting for confirmation (issue 22 §3), once per entry.
 * Each reminder claims its sheet with a conditional UPDATE (confirm_reminded_at still null, still
 * "entered") in the transaction that queues the notices: a second process running the job at the
 * same moment waits on the row lock, then finds it claimed and sends nothing.
 */

export const scoreConfirmReminderAfterMs = 48 * 60 * 60_000;

/** One pass: reminds every sheet entered 48 hours ago or more and still unconfirmed. */
export async function sendScoreConfirmReminders(ctx: AppContext, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - scoreConfirmReminderAfterMs);
  const waiting = and(
    eq(scoreSheets.state, 'entered'),
    isNull(scoreSheets.confirmRemindedAt),
    lte(scoreSheets.enteredAt, cutoff),
  );
  const due = await ctx.db.select({ matchId: scoreSheets.teamMatchId }).from(scoreSheets).where(waiting);
  let told = 0;
  for (const { matchId } of due) {
    told += await ctx.db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(scoreSheets)
        .set({ confirmRemindedAt: now })
        .where(and(eq(scoreSheets.teamMatchId, matchId), waiting))
        .returning();
      if (!claimed) return 0;
      const match = await loadMatchContext(tx, matchId);
      if (match.match.status === 'cancelled') return 0;
      return tellScoreConfirmers(
        tx,
        match,
        { enteredBy: claimed.enteredBy, resultText: resultTextOf(match, claimed.lines) },
        'reminder',
      );
    });
  }
  return told;
}

/** Runs the reminders a few minutes after start-up and then every hour; returns the stopper. */
export function startScoreConfirmReminders(ctx: AppContext, everyMs = 60 * 60_000): () => Promise<void> {
  return startRepeatingJob(
    ctx.logger,
    { name: 'score confirmation reminders', firstAfterMs: 90_000, everyMs },
    () => sendScoreConfirmReminders(ctx),
  );
}
