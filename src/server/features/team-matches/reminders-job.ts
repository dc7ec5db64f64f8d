import { dueReminderDays, reminderKeyOf } from '@shared/availability-rules';
import { paths } from '@shared/paths';
import { availabilityAnswerLabels, availabilityAnswers } from '@shared/schemas/team-matches';
import { and, eq, gt, inArray, lt } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { availabilityReminders, teamMatches } from '../../db/schema/team-matches';
import { resolveClubTimeZone } from '../../lib/club-time-zone';
import { composeEmail, neutralGreeting } from '../../lib/mail/compose-email';
import { listEmail, unsubscribedOf } from '../../lib/mail/mail-lists';
import { queueNotice } from '../../lib/notices';
import { startRepeatingJob } from '../../lib/repeating-job';
import { availabilityLinkUrl, matchWhen, nonResponders } from './availability-answers';
import { matchTitle } from './schedule-matches';
import { loadMatchSettings, loadTeamCore, type RosterPlayer, type TeamMatchRow } from './schedule-team';

/*
 * Availability reminders (issue 11 §2): only to players who have not answered, once per player
 * per reminder. Each send claims a unique (match, player, reminder) row with INSERT … ON
 * CONFLICT DO NOTHING in the transaction that queues the e-mail, so several processes running
 * the job at once send each reminder once (the membership reminders' pattern).
 */

function reminderEmail(
  ctx: AppContext,
  player: RosterPlayer & { email: string },
  match: TeamMatchRow,
  teamName: string,
  timeZone: string,
) {
  const links = availabilityAnswers
    .map((a) => `${availabilityAnswerLabels[a]}: ${availabilityLinkUrl(ctx, match, player.rosterEntryId, a)}`)
    .join('\n');
  return composeEmail(
    player.email,
    `${teamName}: can you play on ${matchWhen(match, timeZone)}?`,
    neutralGreeting,
    [
      `${matchTitle(match)} — ${matchWhen(match, timeZone)}.`,
      'Your captain has not had your answer yet. Tap one of these to answer (you confirm on the page):',
      links,
    ],
    { href: availabilityLinkUrl(ctx, match, player.rosterEntryId, 'yes'), label: 'Yes, I can play' },
  );
}

/** Claims and queues one reminder per non-responder of a match; returns how many were sent. */
async function remindMatch(
  ctx: AppContext,
  match: TeamMatchRow,
  key: string,
  timeZone: string,
): Promise<number> {
  const core = await loadTeamCore(ctx.db, match.teamId);
  const players = await nonResponders(ctx.db, match);
  // Who left the list of availability reminders gets none (the link at the end of each).
  const left = await unsubscribedOf(
    ctx.db,
    'availability-reminders',
    players.flatMap((p) => (p.email ? [p.email] : [])),
  );
  let sent = 0;
  for (const p of players) {
    if (!p.email || left.has(p.email.toLowerCase())) continue;
    const email = p.email;
    const isSent = await ctx.db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(availabilityReminders)
        .values({ matchId: match.id, rosterEntryId: p.rosterEntryId, reminderKey: key })
        .onConflictDoNothing()
        .returning({ id: availabilityReminders.id });
      if (!claimed) return false;
      const { emailId: id } = await queueNotice(tx, {
        kind: 'availability-request',
        userId: p.userId,
        email: listEmail(
          ctx.env,
          ctx.authSecret,
          'availability-reminders',
          reminderEmail(ctx, { ...p, email }, match, core.team.name, timeZone),
        ),
        push: {
          title: `${core.team.name}: can you play on ${matchWhen(match, timeZone)}?`,
          body: `${matchTitle(match)}. Your captain has not had your answer yet.`,
          url: paths.teamMatch(match.id),
          tag: `match-${match.id}`,
        },
      });
      await tx
        .update(availabilityReminders)
        .set({ emailId: id })
        .where(eq(availabilityReminders.id, claimed.id));
      return true;
    });
    if (isSent) sent++;
  }
  return sent;
}

/** One pass of the scheduled reminders over upcoming matches; returns how many were queued. */
export async function sendAvailabilityReminders(ctx: AppContext, now = new Date()): Promise<number> {
  const horizon = new Date(now.getTime() + 31 * 86_400_000);
  const upcoming = await ctx.db
    .select()
    .from(teamMatches)
    .where(
      and(
        eq(teamMatches.status, 'scheduled'),
        gt(teamMatches.startsAt, now),
        lt(teamMatches.startsAt, horizon),
      ),
    );
  if (upcoming.length === 0) return 0;
  const timeZone = await resolveClubTimeZone(ctx.db);
  const settingsOf = new Map<string, Awaited<ReturnType<typeof loadMatchSettings>>>();
  let queued = 0;
  for (const match of upcoming) {
    let settings = settingsOf.get(match.teamId);
    if (!settings) {
      settings = await loadMatchSettings(ctx.db, match.teamId);
      settingsOf.set(match.teamId, settings);
    }
    for (const days of dueReminderDays(match, settings.reminderDays, settings.cutoffHours, now)) {
      queued += await remindMatch(ctx, match, reminderKeyOf(days), timeZone);
    }
  }
  return queued;
}

/** The captain's "remind non-responders" button: one reminder per press per player. */
export async function remindNonResponders(
  ctx: AppContext,
  match: TeamMatchRow,
  pressId: string,
): Promise<number> {
  const timeZone = await resolveClubTimeZone(ctx.db);
  return remindMatch(ctx, match, `manual-${pressId}`, timeZone);
}

/** Reminders already sent for these matches (grid and tests). */
export async function remindersOf(ctx: AppContext, matchIds: string[]) {
  if (matchIds.length === 0) return [];
  return ctx.db.select().from(availabilityReminders).where(inArray(availabilityReminders.matchId, matchIds));
}

/** Runs the reminders a minute after start-up and then every hour; returns the stopper. */
export function startAvailabilityReminders(ctx: AppContext, everyMs = 60 * 60_000): () => Promise<void> {
  return startRepeatingJob(
    ctx.logger,
    { name: 'availability reminders', firstAfterMs: 60_000, everyMs },
    () => sendAvailabilityReminders(ctx),
  );
}
