import { paths } from '@shared/paths';
import type { SubRequestView } from '@shared/schemas/team-matches-subs';
import { assessSubCandidate } from '@shared/tennis/sub-candidates';
import { isUuid } from '@shared/uuid';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { user } from '../../db/schema/auth';
import { subInvites, subRequests } from '../../db/schema/team-matches-subs';
import { AppError } from '../../lib/app-error';
import { wakeOutbox } from '../../lib/mail/enqueue-email';
import { createExpiringRecordToken } from '../../lib/record-token';
import { loadNames } from './lineup-store';
import { sendSubNotice } from './sub-notices';
import {
  lineOfPlayer,
  loadMatchPlaces,
  loadOptedInMembers,
  type MatchPlaces,
  noticeMatchOf,
  openPlacesOf,
  otherTeamsOf,
  type RequestRow,
  requestViews,
  statusOf,
  subContextOf,
} from './sub-places';

/*
 * Sending a sub request to the players the captain chose, and cancelling it (issue 21 §2). The
 * players' answers, and the claim of the place by the first yes, are in sub-answers.ts; the notice
 * to the captains of a request that closed unfilled, in sub-expiry-job.ts.
 */

/** The purpose of answer links: one request and one player. */
export const subAnswerLinkPurpose = 'sub-request-answer';

export function subAnswerUrl(app: AppContext, request: Pick<RequestRow, 'id' | 'expiresAt'>, userId: string) {
  const token = createExpiringRecordToken(
    app.authSecret,
    subAnswerLinkPurpose,
    [request.id, userId],
    request.expiresAt,
  );
  return `${app.env.PUBLIC_URL.replace(/\/$/, '')}${paths.subAnswer}?${new URLSearchParams({ token })}`;
}

async function personName(db: DbOrTx, userId: string | null): Promise<string> {
  if (!userId) return 'Your captain';
  return (await loadNames(db, [userId])).get(userId) ?? 'Your captain';
}

function assertMatchOpen(places: MatchPlaces, now: Date) {
  const { match } = places.ctx;
  if (match.status === 'cancelled')
    throw new AppError('CONFLICT', 'This match is cancelled: it needs no sub.');
  if (match.startsAt.getTime() <= now.getTime())
    throw new AppError('CONFLICT', 'This match has started: a sub request closes at the start.');
}

/**
 * Asks the chosen players to sub: one open request per place (a second send for the same place
 * asks more players on it), each player checked by the rules as the candidates list shows them,
 * each asked once, and each notice queued in the same transaction.
 */
export async function sendSubRequest(
  app: AppContext,
  matchId: string,
  input: { lineId: string | null; userIds: string[]; note: string },
  byUserId: string | null,
): Promise<{ request: SubRequestView; asked: number }> {
  const now = new Date();
  const userIds = [...new Set(input.userIds)];
  let asked = 0;
  const request = await app.db.transaction(async (tx) => {
    const places = await loadMatchPlaces(tx, matchId, true);
    assertMatchOpen(places, now);
    const { ctx, tie } = places;
    if (input.lineId && !tie.lines.some((l) => l.id === input.lineId))
      throw new AppError('VALIDATION', `${input.lineId} is not a line of this league's format.`, undefined, {
        lineId: 'Choose a line of this match.',
      });
    if (input.lineId && openPlacesOf(places, input.lineId) === 0)
      throw new AppError(
        'CONFLICT',
        `${input.lineId} is full: take the player who cannot play off the line in the lineup first.`,
      );
    const subCtx = subContextOf(places, input.lineId, now);
    const optedIn = await loadOptedInMembers(
      tx,
      places,
      userIds.filter((id) => !places.roster.has(id)),
    );
    const others = await otherTeamsOf(
      tx,
      ctx,
      optedIn.map((m) => m.userId),
    );
    const people: { userId: string; email: string; name: string }[] = [];
    for (const id of userIds) {
      const onRoster = places.roster.get(id);
      const member = optedIn.find((m) => m.userId === id);
      if (!onRoster && !member)
        throw new AppError('VALIDATION', 'One of the players chosen is not a candidate for this match.');
      const player = onRoster?.player ?? member!.player;
      const result = assessSubCandidate(
        {
          player,
          isOnRoster: !!onRoster,
          lineupLineId: lineOfPlayer(places, id),
          otherTeams: others.get(id) ?? [],
          preferences: member?.preferences ?? null,
        },
        subCtx,
      );
      const refusal = result.reasons.find((r) => r.severity === 'error');
      if (refusal)
        throw new AppError('CONFLICT', `${player.name}: ${refusal.message}`, { rule: refusal.rule });
      people.push({ userId: id, email: onRoster?.email ?? member!.email, name: player.name });
    }

    await tx
      .insert(subRequests)
      .values({
        matchId,
        lineId: input.lineId,
        note: input.note,
        expiresAt: ctx.match.startsAt,
        requestedBy: byUserId,
      })
      .onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(subRequests)
      .where(
        and(
          eq(subRequests.matchId, matchId),
          eq(subRequests.status, 'open'),
          input.lineId ? eq(subRequests.lineId, input.lineId) : sql`${subRequests.lineId} is null`,
        ),
      )
      .for('update');
    if (!row) throw new AppError('CONFLICT', 'The request changed meanwhile: please try again.');
    if (input.note && input.note !== row.note)
      await tx.update(subRequests).set({ note: input.note }).where(eq(subRequests.id, row.id));

    const match = await noticeMatchOf(tx, places);
    const captainName = await personName(tx, byUserId);
    for (const person of people) {
      const [invite] = await tx
        .insert(subInvites)
        .values({ requestId: row.id, userId: person.userId })
        .onConflictDoNothing()
        .returning({ id: subInvites.id });
      if (!invite) continue;
      const { emailId } = await sendSubNotice(tx, person, {
        kind: 'request',
        match,
        lineId: input.lineId,
        captainName,
        note: input.note || row.note,
        answerUrl: subAnswerUrl(app, row, invite.id),
      });
      await tx.update(subInvites).set({ emailId }).where(eq(subInvites.id, invite.id));
      asked++;
    }
    const [fresh] = await tx.select().from(subRequests).where(eq(subRequests.id, row.id));
    return (await requestViews(tx, [fresh!], now))[0]!;
  });
  if (asked > 0) wakeOutbox();
  return { request, asked };
}

/** The facts the cancel route's access rule needs: the request's match. */
export async function matchIdOfRequest(db: DbOrTx, requestId: string): Promise<string> {
  const notFound = new AppError('NOT_FOUND', 'We could not find that sub request.');
  if (!isUuid(requestId)) throw notFound;
  const [row] = await db
    .select({ matchId: subRequests.matchId })
    .from(subRequests)
    .where(eq(subRequests.id, requestId));
  if (!row) throw notFound;
  return row.matchId;
}

/** Cancels an open request; every player asked who has not said no is told. */
export async function cancelSubRequest(
  app: AppContext,
  requestId: string,
  byUserId: string | null,
): Promise<{ request: SubRequestView }> {
  const now = new Date();
  let told = 0;
  const request = await app.db.transaction(async (tx) => {
    const [row] = await tx.select().from(subRequests).where(eq(subRequests.id, requestId)).for('update');
    if (!row) throw new AppError('NOT_FOUND', 'We could not find that sub request.');
    const status = statusOf(row, now);
    if (status !== 'open')
      throw new AppError('CONFLICT', `This request is ${status === 'filled' ? 'already filled' : status}.`);
    await tx
      .update(subRequests)
      .set({ status: 'cancelled', cancelledBy: byUserId, cancelledAt: now })
      .where(eq(subRequests.id, requestId));
    const places = await loadMatchPlaces(tx, row.matchId);
    const match = await noticeMatchOf(tx, places);
    const captainName = await personName(tx, byUserId);
    const toTell = await tx
      .select({ userId: subInvites.userId, email: user.email })
      .from(subInvites)
      .innerJoin(user, eq(user.id, subInvites.userId))
      .where(and(eq(subInvites.requestId, requestId), sql`${subInvites.answer} is distinct from 'no'`));
    const names = await loadNames(
      tx,
      toTell.map((p) => p.userId),
    );
    for (const p of toTell) {
      await sendSubNotice(
        tx,
        { email: p.email, name: names.get(p.userId) ?? 'there' },
        { kind: 'cancelled', match, captainName },
      );
      told++;
    }
    const [fresh] = await tx.select().from(subRequests).where(eq(subRequests.id, requestId));
    return (await requestViews(tx, [fresh!], now))[0]!;
  });
  if (told > 0) wakeOutbox();
  return { request };
}
