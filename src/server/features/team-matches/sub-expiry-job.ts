import { paths } from '@shared/paths';
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { user } from '../../db/schema/auth';
import { subInvites, subRequests } from '../../db/schema/team-matches-subs';
import { wakeOutbox } from '../../lib/mail/enqueue-email';
import { startRepeatingJob } from '../../lib/repeating-job';
import { loadNames } from './lineup-store';
import { sendSubNotice } from './sub-notices';
import { loadMatchPlaces, noticeMatchOf } from './sub-places';

/*
 * A sub request that reaches the match start unfilled (issue 21 §2) tells its captains once: the
 * one who sent it and the team's captain and co-captain. Each request is claimed by one UPDATE …
 * WHERE expiry_noticed_at IS NULL in the transaction that queues the notices, so several
 * processes running the job at once tell each captain once (the reminders job's pattern). The
 * players asked who did not answer are told nothing: their link simply closes.
 */

/** Requests that closed longer ago than this are marked, not announced (the server was down). */
const staleAfterMs = 24 * 60 * 60_000;
/** Requests handled per run; the next run takes the rest. */
const batchSize = 50;

/** One pass: claims each expired, unfilled request and tells its captains; returns how many notices. */
export async function noticeExpiredSubRequests(app: AppContext, now = new Date()): Promise<number> {
  const due = await app.db
    .select({ id: subRequests.id })
    .from(subRequests)
    .where(
      and(
        eq(subRequests.status, 'open'),
        isNull(subRequests.expiryNoticedAt),
        lte(subRequests.expiresAt, now),
      ),
    )
    .orderBy(asc(subRequests.expiresAt))
    .limit(batchSize);
  let queued = 0;
  for (const { id } of due) queued += await noticeOne(app, id, now);
  if (queued > 0) wakeOutbox();
  return queued;
}

async function noticeOne(app: AppContext, requestId: string, now: Date): Promise<number> {
  return app.db.transaction(async (tx) => {
    // The claim: another process (or a fill or cancel that committed first) leaves nothing here.
    const [request] = await tx
      .update(subRequests)
      .set({ expiryNoticedAt: now })
      .where(
        and(
          eq(subRequests.id, requestId),
          eq(subRequests.status, 'open'),
          isNull(subRequests.expiryNoticedAt),
          lte(subRequests.expiresAt, now),
        ),
      )
      .returning();
    if (!request || now.getTime() - request.expiresAt.getTime() > staleAfterMs) return 0;
    const places = await loadMatchPlaces(tx, request.matchId);
    if (places.ctx.match.status === 'cancelled') return 0;
    const [counts] = await tx
      .select({
        asked: sql<number>`count(*)::int`,
        saidNo: sql<number>`(count(*) filter (where ${subInvites.answer} = 'no'))::int`,
      })
      .from(subInvites)
      .where(eq(subInvites.requestId, request.id));
    const captainIds = [
      ...new Set(
        [request.requestedBy, places.ctx.team.captainId, places.ctx.team.coCaptainId].filter(
          (x): x is string => !!x,
        ),
      ),
    ];
    if (captainIds.length === 0) return 0;
    const [people, names, match] = await Promise.all([
      tx.select({ id: user.id, email: user.email }).from(user).where(sql`${user.id} in ${captainIds}`),
      loadNames(tx, captainIds),
      noticeMatchOf(tx, places),
    ]);
    const matchUrl = `${app.env.PUBLIC_URL.replace(/\/$/, '')}${paths.teamMatch(request.matchId)}`;
    for (const person of people) {
      await sendSubNotice(
        tx,
        { userId: person.id, email: person.email, name: names.get(person.id) ?? 'there' },
        {
          kind: 'captain-expired',
          match,
          lineId: request.lineId,
          asked: counts?.asked ?? 0,
          saidNo: counts?.saidNo ?? 0,
          matchUrl,
        },
      );
    }
    return people.length;
  });
}

/** Runs the expiry notices a minute after start-up and then every five minutes; returns the stopper. */
export function startSubExpiryNotices(app: AppContext, everyMs = 5 * 60_000): () => Promise<void> {
  return startRepeatingJob(
    app.logger,
    { name: 'sub request expiry notices', firstAfterMs: 60_000, everyMs },
    () => noticeExpiredSubRequests(app),
  );
}
