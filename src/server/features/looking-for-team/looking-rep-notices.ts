import { lookingForTeamStaff } from '@shared/access';
import { formatClubDateTime, utcToZonedWallTime } from '@shared/club-time';
import { paths } from '@shared/paths';
import { playerGenderLabels } from '@shared/player-labels';
import { leagueFormatLabels, openLookingStatuses } from '@shared/schemas/looking-for-team';
import { ageDivisionLabels } from '@shared/tennis/eligibility';
import { and, asc, eq, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { leagues } from '../../db/schema/leagues';
import { lookingForTeamLeagues, lookingForTeamRequests } from '../../db/schema/looking-for-team';
import { noticePreferences } from '../../db/schema/push';
import { resolveClubTimeZone } from '../../lib/club-time-zone';
import { wakeOutbox } from '../../lib/mail/enqueue-email';
import { noticeSiteUrl } from '../../lib/mail/notice-email';
import { queueTemplateNotice, queueTemplateNoticeToEach } from '../../lib/notices';
import { startRepeatingJob } from '../../lib/repeating-job';
import { accountIdsWithRoles } from '../../lib/role-holders';
import type { RequestRow } from './looking-requests';

/*
 * A new looking-for-a-team request (issue 22 §3): the league reps — whoever holds a role of the
 * looking-for-team list's group in the access table — are told. Each chooses in their notice
 * preferences "at once" (a notice in the filing's transaction) or "daily digest" (one e-mail a day
 * listing the requests since their last digest, by the job below; nothing on a day without any).
 */

const t = lookingForTeamRequests;
const kind = 'looking-request';

const filedFormat: Intl.DateTimeFormatOptions = { weekday: 'short', month: 'short', day: 'numeric' };

/**
 * The window of a digest ends this long before its run: a request whose filing transaction began
 * just before the run but commits after the digest's read is in the next digest, not lost.
 */
const commitMarginMs = 60_000;

/** The digest goes out from this hour of the club's day (a morning read, not a midnight ping). */
export const lookingDigestHour = 7;

/** "Women, 18 & over; Women's, Mixed doubles; Summer 3.5 Mixed" */
function summaryOf(row: Pick<RequestRow, 'gender' | 'ageDivision' | 'formats'>, leagueNames: string[]) {
  const who = `${playerGenderLabels[row.gender as keyof typeof playerGenderLabels] ?? row.gender}, ${
    ageDivisionLabels[row.ageDivision as keyof typeof ageDivisionLabels] ?? row.ageDivision
  }`;
  const formats = row.formats.map((f) => leagueFormatLabels[f as keyof typeof leagueFormatLabels] ?? f);
  return [who, formats.join(', '), leagueNames.join(', ')].filter(Boolean).join('; ');
}

async function leagueNamesOf(db: DbOrTx, requestIds: readonly string[]): Promise<Map<string, string[]>> {
  const names = new Map<string, string[]>();
  if (requestIds.length === 0) return names;
  const rows = await db
    .select({ requestId: lookingForTeamLeagues.requestId, name: leagues.name })
    .from(lookingForTeamLeagues)
    .innerJoin(leagues, eq(leagues.id, lookingForTeamLeagues.leagueId))
    .where(inArray(lookingForTeamLeagues.requestId, [...requestIds]))
    .orderBy(asc(leagues.name));
  for (const r of rows) names.set(r.requestId, [...(names.get(r.requestId) ?? []), r.name]);
  return names;
}

/** The reps who take these notices in the digest (the others are told at once). */
async function digestTakers(db: DbOrTx): Promise<Set<string>> {
  const rows = await db
    .select({ userId: noticePreferences.userId })
    .from(noticePreferences)
    .where(and(eq(noticePreferences.kind, kind), eq(noticePreferences.timing, 'digest')));
  return new Set(rows.map((r) => r.userId));
}

/** In the filing's transaction: each rep who chose "at once" gets the notice now. */
export async function tellRepsOfRequest(tx: DbOrTx, row: RequestRow): Promise<number> {
  const reps = await accountIdsWithRoles(tx, lookingForTeamStaff, [row.userId]);
  if (reps.length === 0) return 0;
  const later = await digestTakers(tx);
  const atOnce = reps.filter((id) => !later.has(id));
  const summary = summaryOf(row, (await leagueNamesOf(tx, [row.id])).get(row.id) ?? []);
  await queueTemplateNoticeToEach(tx, atOnce, {
    kind,
    key: 'looking-request',
    facts: {
      'player.name': row.name,
      'player.rating': row.ntrpRating,
      'player.summary': summary,
      'request.link': `${noticeSiteUrl()}${paths.lookingForTeamEntry(row.id)}`,
    },
    push: {
      title: `Looking for a team: ${row.name}`,
      body: `NTRP ${row.ntrpRating}. ${summary}`,
      url: paths.lookingForTeamEntry(row.id),
      tag: `looking-${row.id}`,
    },
  });
  return atOnce.length;
}

/**
 * One pass of the daily digest at `now`: for each rep who chose it and has not had today's, the
 * preference row is claimed for the club's day with one conditional UPDATE … RETURNING, in the
 * transaction that queues the digest, so a second process running at the same moment waits on the
 * row lock, re-reads it claimed and sends nothing. The digest lists the requests filed after the
 * previous window's end up to a minute before the run (still open); with none, nothing is sent
 * (the day is still claimed).
 * Before the digest hour of the club's day nothing is due. Returns how many digests were queued.
 */
export async function sendLookingDigests(ctx: AppContext, now = new Date()): Promise<number> {
  const timeZone = await resolveClubTimeZone(ctx.db);
  const wall = utcToZonedWallTime(now, timeZone);
  if (Number(wall.slice(11, 13)) < lookingDigestHour) return 0;
  const today = wall.slice(0, 10);
  const reps = new Set(await accountIdsWithRoles(ctx.db, lookingForTeamStaff));
  const due = and(
    eq(noticePreferences.kind, kind),
    eq(noticePreferences.timing, 'digest'),
    or(isNull(noticePreferences.digestOn), lt(noticePreferences.digestOn, today)),
  );
  const waiting = await ctx.db
    .select({ userId: noticePreferences.userId })
    .from(noticePreferences)
    .where(due);
  let sent = 0;
  for (const { userId } of waiting) {
    // A member who is no longer a rep keeps the choice but gets no digest.
    if (!reps.has(userId)) continue;
    sent += await ctx.db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(noticePreferences)
        .set({ digestOn: today })
        .where(and(eq(noticePreferences.userId, userId), due))
        .returning({ since: noticePreferences.digestSince });
      if (!claimed) return 0;
      const since = claimed.since ?? new Date(now.getTime() - 86_400_000);
      const until = new Date(now.getTime() - commitMarginMs);
      await tx
        .update(noticePreferences)
        .set({ digestSince: until })
        .where(and(eq(noticePreferences.userId, userId), eq(noticePreferences.kind, kind)));
      const rows = await tx
        .select()
        .from(t)
        .where(
          and(
            gt(t.createdAt, since),
            lte(t.createdAt, until),
            inArray(t.status, [...openLookingStatuses]),
            or(isNull(t.userId), sql`${t.userId} <> ${userId}`),
          ),
        )
        .orderBy(asc(t.createdAt));
      if (rows.length === 0) return 0;
      const names = await leagueNamesOf(
        tx,
        rows.map((r) => r.id),
      );
      const list = rows.map(
        (r) =>
          `${r.name} (NTRP ${r.ntrpRating}): ${summaryOf(r, names.get(r.id) ?? [])}; filed ${formatClubDateTime(r.createdAt, timeZone, filedFormat)}`,
      );
      const count = `${rows.length} new request${rows.length === 1 ? '' : 's'}`;
      await queueTemplateNotice(tx, {
        kind,
        key: 'looking-request-digest',
        userId,
        facts: {
          'digest.count': count,
          'digest.list': list.join('\n'),
          'list.link': `${noticeSiteUrl()}${paths.lookingForTeam}`,
        },
        push: {
          title: `Looking for a team: ${count}`,
          body: rows.map((r) => r.name).join(', '),
          url: paths.lookingForTeam,
          tag: `looking-digest-${today}`,
        },
      });
      return 1;
    });
  }
  if (sent > 0) wakeOutbox();
  return sent;
}

/** Runs the digest a few minutes after start-up and then every hour; returns the stopper. */
export function startLookingDigests(ctx: AppContext, everyMs = 60 * 60_000): () => Promise<void> {
  return startRepeatingJob(
    ctx.logger,
    { name: 'looking-for-team digests', firstAfterMs: 120_000, everyMs },
    () => sendLookingDigests(ctx),
  );
}
