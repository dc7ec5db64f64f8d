import { setImmediate as nextTurn } from 'node:timers/promises';
import { defaultClubIdentity } from '@shared/club';
import { addDays, graceEndsOn, renewalDueFrom } from '@shared/membership-state';
import { paths } from '@shared/paths';
import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { loadRolesOfUsers } from '../../auth/user-roles';
import type { AppContext } from '../../context';
import { user } from '../../db/schema/auth';
import {
  membershipReminders,
  membershipSeasons,
  memberships,
  type reminderKinds,
} from '../../db/schema/membership';
import { clubToday } from '../../lib/club-time-zone';
import { composeEmail } from '../../lib/mail/compose-email';
import { enqueueEmail } from '../../lib/mail/enqueue-email';
import { listEmail, unsubscribedOf } from '../../lib/mail/mail-lists';
import { startRepeatingJob } from '../../lib/repeating-job';
import { memberRoleChangeOf, syncMemberRole } from './membership-activation';
import { loadMemberships } from './membership-records';

type ReminderKind = (typeof reminderKinds)[number];
type SeasonRow = typeof membershipSeasons.$inferSelect;

/** Which reminder a season calls for on `today`, if any. */
export function reminderKindOn(season: SeasonRow, today: string): ReminderKind | null {
  const graceEnd = graceEndsOn(season);
  if (today >= renewalDueFrom(season) && today <= season.endsOn) return 'season_ending';
  // The last week of grace gets the final reminder; before it, the "grace started" one.
  if (today > season.endsOn && today <= graceEnd) {
    return today >= addDays(graceEnd, -6) ? 'grace_ending' : 'grace_started';
  }
  return null;
}

function reminderEmail(
  ctx: AppContext,
  to: { name: string; email: string },
  season: SeasonRow,
  kind: ReminderKind,
) {
  const renewYear = season.year + 1;
  const href = `${ctx.env.PUBLIC_URL}${paths.membershipRenew(renewYear)}`;
  const club = defaultClubIdentity.shortName;
  const texts: Record<ReminderKind, { subject: string; lines: string[] }> = {
    season_ending: {
      subject: `Renew your ${club} membership for ${renewYear}`,
      lines: [
        `Your ${season.year} membership ends on ${season.endsOn}.`,
        `Renew for ${renewYear} in one click with the button below: the form is filled in with your details.`,
      ],
    },
    grace_started: {
      subject: `Your ${club} membership has ended: renew for ${renewYear}`,
      lines: [
        `Your ${season.year} membership ended on ${season.endsOn}. You keep your member access until ${graceEndsOn(season)}.`,
        'Renew now to stay on the members list.',
      ],
    },
    grace_ending: {
      subject: `Last days to renew your ${club} membership`,
      lines: [
        `Your grace period ends on ${graceEndsOn(season)}. After that your membership lapses and member access ends.`,
        'Renew in one click with the button below.',
      ],
    },
  };
  const { subject, lines } = texts[kind];
  return composeEmail(to.email, subject, `Hi ${to.name},`, lines, { href, label: `Renew for ${renewYear}` });
}

/**
 * One pass of the renewal reminders (issue 9 §5): for each season in its reminder window, every
 * member of that season who has not paid a later one gets the reminder of the day's kind, once.
 * The unique (user, year, kind) row is claimed with INSERT … ON CONFLICT DO NOTHING in the
 * transaction that queues the e-mail, so processes running this at the same time send each
 * reminder once. Returns how many were queued.
 */
export async function sendRenewalReminders(ctx: AppContext, now = new Date()): Promise<number> {
  const today = await clubToday(ctx.db, now);
  const seasons = await ctx.db
    .select()
    .from(membershipSeasons)
    .where(
      and(
        lte(membershipSeasons.startsOn, today),
        gt(sql`${membershipSeasons.endsOn} + ${membershipSeasons.graceDays} + 1`, sql`${today}::date`),
      ),
    );
  let queued = 0;
  for (const season of seasons) {
    const kind = reminderKindOn(season, today);
    if (!kind) continue;
    const holders = await ctx.db
      .selectDistinct({ userId: memberships.userId, name: user.name, email: user.email })
      .from(memberships)
      .innerJoin(user, eq(user.id, memberships.userId))
      .where(
        and(
          eq(memberships.year, season.year),
          inArray(memberships.paymentStatus, ['paid', 'waived']),
          sql`not exists (select 1 from ${memberships} later where later.user_id = ${memberships.userId}
            and later.year > ${season.year} and later.payment_status in ('paid', 'waived'))`,
          // Already sent (the claim below would find its row): no transaction for them each hour.
          sql`not exists (select 1 from ${membershipReminders} sent where sent.user_id = ${memberships.userId}
            and sent.year = ${season.year} and sent.kind = ${kind})`,
        ),
      );
    // Who left the list of renewal reminders gets none (the link at the end of each).
    const left = await unsubscribedOf(
      ctx.db,
      'membership-reminders',
      holders.map((h) => h.email),
    );
    for (const holder of holders) {
      if (left.has(holder.email.toLowerCase())) continue;
      // One holder per turn of the event loop (see syncMemberRoles).
      await nextTurn();
      const sent = await ctx.db.transaction(async (tx) => {
        const [claimed] = await tx
          .insert(membershipReminders)
          .values({ userId: holder.userId, year: season.year, kind, email: holder.email })
          .onConflictDoNothing()
          .returning({ id: membershipReminders.id });
        if (!claimed) return false;
        const { id } = await enqueueEmail(
          tx,
          listEmail(
            ctx.env,
            ctx.authSecret,
            'membership-reminders',
            reminderEmail(ctx, holder, season, kind),
          ),
        );
        await tx
          .update(membershipReminders)
          .set({ emailId: id })
          .where(eq(membershipReminders.id, claimed.id));
        return true;
      });
      if (sent) queued++;
    }
  }
  return queued;
}

/**
 * Brings every membership holder's member role in line with today (lapsed members lose it).
 * Who needs a change is read for everyone at once (two queries per batch); only they get a
 * transaction, which decides again under the role lock. An hour with nothing to change costs
 * a few reads, not one transaction per holder: on PGlite each of those held up every request
 * (decision 044).
 */
export async function syncMemberRoles(ctx: AppContext, now = new Date()): Promise<number> {
  const today = await clubToday(ctx.db, now);
  const holders = (await ctx.db.selectDistinct({ userId: memberships.userId }).from(memberships)).map(
    (h) => h.userId,
  );
  let changed = 0;
  for (let start = 0; start < holders.length; start += holderBatch) {
    const batch = holders.slice(start, start + holderBatch);
    const records = await loadMemberships(ctx.db, batch);
    const roles = await loadRolesOfUsers(ctx.db, batch);
    const recordsOf = new Map<string, typeof records>();
    for (const r of records) recordsOf.set(r.userId, [...(recordsOf.get(r.userId) ?? []), r]);
    const due = batch.filter(
      (userId) => memberRoleChangeOf(recordsOf.get(userId) ?? [], roles.get(userId) ?? [], today) !== null,
    );
    for (const userId of due) {
      // One holder per turn of the event loop: PGlite answers each query synchronously inside a
      // promise chain, so many transactions in a row never let a request in (decision 044).
      await nextTurn();
      // The role row lock inside the role change orders concurrent runs; a repeated change is a no-op.
      const result = await ctx.db.transaction((tx) => syncMemberRole(tx, userId, today));
      if (result) changed++;
    }
  }
  return changed;
}

/** Holders read at once by the role sync (bounds the IN lists). */
const holderBatch = 500;

/** Runs reminders and role sync at start-up and then every hour; returns the stopper. */
export function startMembershipJobs(ctx: AppContext, everyMs = 60 * 60_000): () => Promise<void> {
  return startRepeatingJob(
    ctx.logger,
    { name: 'membership jobs', firstAfterMs: 10_000, everyMs },
    async () => {
      await syncMemberRoles(ctx);
      await sendRenewalReminders(ctx);
    },
  );
}
