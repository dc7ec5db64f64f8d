import { paths } from '@shared/paths';
import type { SubAnswerView, SubInviteAnswer } from '@shared/schemas/team-matches-subs';
import { assessSubCandidate } from '@shared/tennis/sub-candidates';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { user } from '../../db/schema/auth';
import { profiles } from '../../db/schema/profiles';
import { lineups } from '../../db/schema/team-matches';
import { subInvites, subRequests } from '../../db/schema/team-matches-subs';
import { AppError } from '../../lib/app-error';
import { eligibilityPlayerOf } from '../../lib/league-rules';
import { wakeOutbox } from '../../lib/mail/enqueue-email';
import { verifyExpiringRecordToken } from '../../lib/record-token';
import { addPlayersToRoster } from '../../lib/roster-changes';
import { matchHeadingOf } from './lineup-match-context';
import { loadNames, publishLineup } from './lineup-store';
import { sendSubNotice } from './sub-notices';
import {
  loadMatchPlaces,
  type MatchPlaces,
  noticeMatchOf,
  otherTeamsOf,
  statusOf,
  subContextOf,
  targetLineOf,
} from './sub-places';
import { subAnswerLinkPurpose } from './sub-requests';

/*
 * The asked player's side of the sub finder (issue 21 §2): the signed link's page (opening it
 * records nothing) and the answer, a POST. The first eligible yes claims the request row (SELECT …
 * FOR UPDATE) and, in that one transaction, joins the roster if needed (audited as a rep's add),
 * takes the line, re-publishes a published lineup, and queues the notices: the captain is told
 * who, the players who have not answered are told the place is filled. A yes that comes later
 * finds the row filled and is thanked.
 */

type RequestRow = typeof subRequests.$inferSelect;
type InviteRow = typeof subInvites.$inferSelect;

function checkToken(app: AppContext, token: string, now: Date): { requestId: string; inviteId: string } {
  const check = verifyExpiringRecordToken(app.authSecret, subAnswerLinkPurpose, token, 2, now);
  if (!check.ok) {
    throw check.reason === 'expired'
      ? new AppError('GONE', 'This sub request has closed: the match has started.')
      : new AppError('NOT_FOUND', 'This answer link is not valid. Please use the link from your e-mail.');
  }
  const [requestId, inviteId] = check.ids as [string, string];
  return { requestId, inviteId };
}

async function loadInvite(db: DbOrTx, requestId: string, inviteId: string, lock: boolean) {
  const query = db.select().from(subRequests).where(eq(subRequests.id, requestId));
  const [request] = lock ? await query.for('update') : await query;
  const [invite] = request
    ? await db
        .select()
        .from(subInvites)
        .where(and(eq(subInvites.requestId, requestId), eq(subInvites.id, inviteId)))
    : [];
  if (!request || !invite)
    throw new AppError('NOT_FOUND', 'This answer link is no longer valid: the request was withdrawn.');
  return { request, invite };
}

async function viewOf(
  db: DbOrTx,
  request: RequestRow,
  invite: InviteRow,
  places: MatchPlaces,
  now: Date,
): Promise<SubAnswerView> {
  const names = await loadNames(db, [invite.userId, ...(request.requestedBy ? [request.requestedBy] : [])]);
  const match = await noticeMatchOf(db, places);
  return {
    playerName: names.get(invite.userId) ?? '',
    teamName: places.ctx.team.name,
    match: matchHeadingOf(places.ctx),
    place: match.where,
    lineId: request.lineId,
    captainName: (request.requestedBy && names.get(request.requestedBy)) || 'Your captain',
    note: request.note,
    status: statusOf(request, now),
    myAnswer: invite.answer,
    outcome: invite.outcome,
    outcomeMessage: invite.outcomeMessage,
  };
}

/** Opening the e-mail link: shows the request; records nothing. */
export async function getSubAnswerLink(app: AppContext, token: string): Promise<SubAnswerView> {
  const now = new Date();
  const { requestId, inviteId } = checkToken(app, token, now);
  const { request, invite } = await loadInvite(app.db, requestId, inviteId, false);
  return viewOf(app.db, request, invite, await loadMatchPlaces(app.db, request.matchId), now);
}

/** What the claim answers besides the view: the measured path to the captain's notice. */
export interface SubAnswerResult {
  view: SubAnswerView;
  /** Set when this yes took the place (the captain's notice is queued in the same commit). */
  isPlaced: boolean;
}

export async function answerSubRequest(
  app: AppContext,
  token: string,
  answer: SubInviteAnswer,
): Promise<SubAnswerResult> {
  const now = new Date();
  const { requestId, inviteId } = checkToken(app, token, now);
  let isPlaced = false;
  let queued = 0;
  const view = await app.db.transaction(async (tx) => {
    // The claim: every answer to this request queues here, across processes.
    const { request, invite } = await loadInvite(tx, requestId, inviteId, true);
    const { userId } = invite;
    const status = statusOf(request, now);
    if (status === 'cancelled') throw new AppError('GONE', 'The captain cancelled this sub request.');
    if (status === 'expired')
      throw new AppError('GONE', 'This sub request has closed: the match has started.');
    // A yes that took the place stays: answering again changes nothing.
    if (invite.outcome === 'placed') {
      return viewOf(tx, request, invite, await loadMatchPlaces(tx, request.matchId), now);
    }
    const record = async (values: Partial<InviteRow>) => {
      const [row] = await tx
        .update(subInvites)
        .set({ answer, answeredAt: now, ...values })
        .where(eq(subInvites.id, invite.id))
        .returning();
      return row!;
    };
    if (answer === 'no') {
      const row = await record({ outcome: null, outcomeMessage: null });
      return viewOf(tx, request, row, await loadMatchPlaces(tx, request.matchId), now);
    }
    if (status === 'filled') {
      const row = await record({
        outcome: 'filled',
        outcomeMessage: 'Thank you! Another player said yes first, so the place is filled.',
      });
      return viewOf(tx, request, row, await loadMatchPlaces(tx, request.matchId), now);
    }

    const places = await loadMatchPlaces(tx, request.matchId, true);
    const refusal = await refusalOf(tx, places, request, userId, now);
    if (refusal) {
      const row = await record({ outcome: 'refused', outcomeMessage: refusal });
      return viewOf(tx, request, row, places, now);
    }
    const lineId = targetLineOf(places, request.lineId);
    const isOnRoster = places.roster.has(userId);
    if (!isOnRoster) {
      // As a rep adds a player: the team lock, the league's rules again, the roster's history.
      await addPlayersToRoster(tx, places.ctx.team.id, [userId], request.requestedBy, {
        event: 'added_directly',
      });
    }
    const lines = places.lines.map((l) =>
      l.lineId === lineId ? { lineId: l.lineId, playerIds: [...l.playerIds, userId] } : l,
    );
    const alternates = (places.lineup?.alternates ?? []).filter((id) => id !== userId);
    if (!lineId) alternates.push(userId);
    const wasPublished = places.lineup?.status === 'published';
    const changed = {
      lines,
      alternates,
      updatedBy: request.requestedBy,
      updatedAt: sql`clock_timestamp()`,
    };
    await tx
      .insert(lineups)
      .values({ teamMatchId: request.matchId, status: 'draft', ...changed })
      .onConflictDoUpdate({ target: lineups.teamMatchId, set: changed });
    await tx
      .update(subRequests)
      .set({ status: 'filled', filledBy: userId, filledAt: now })
      .where(eq(subRequests.id, request.id));
    const row = await record({
      outcome: 'placed',
      outcomeMessage: lineId
        ? `Thank you — the place is yours: you play ${lineId}.`
        : 'Thank you — you are in the team for this match (an alternate until the captain places you).',
    });

    let isRepublished = false;
    if (wasPublished) {
      try {
        // A savepoint: a lineup the rules refuse to publish stays saved, and the captain is told.
        await publishLineup({ ...app, db: tx }, request.matchId, request.requestedBy);
        isRepublished = true;
      } catch (error) {
        if (!(error instanceof AppError) || error.code !== 'VALIDATION') throw error;
      }
    }

    const match = await noticeMatchOf(tx, places);
    const names = await loadNames(tx, [userId]);
    const subName = names.get(userId) ?? 'A player';
    const base = app.env.PUBLIC_URL.replace(/\/$/, '');
    const lineupUrl = `${base}${paths.teamMatchLineup(request.matchId)}`;
    const captains = [
      ...new Set(
        [request.requestedBy, places.ctx.team.captainId, places.ctx.team.coCaptainId].filter(
          (x): x is string => !!x,
        ),
      ),
    ];
    const people = await contactsOf(tx, [...captains, userId]);
    for (const id of captains) {
      const to = people.get(id);
      if (!to) continue;
      await sendSubNotice(tx, to, {
        kind: 'captain-filled',
        match,
        subName,
        lineId: lineId ?? 'alternate',
        addedToRoster: !isOnRoster,
        isRepublished,
        lineupUrl,
      });
      queued++;
    }
    const me = people.get(userId);
    // The published lineup's own e-mail tells them their line; otherwise this notice does.
    if (me && !isRepublished && lineId) {
      await sendSubNotice(tx, me, { kind: 'placed', match, lineId, lineupUrl: null });
      queued++;
    }
    const waiting = await tx
      .select({ userId: subInvites.userId })
      .from(subInvites)
      .where(and(eq(subInvites.requestId, request.id), isNull(subInvites.answer)));
    const waitingPeople = await contactsOf(
      tx,
      waiting.map((w) => w.userId),
    );
    for (const w of waiting) {
      const to = waitingPeople.get(w.userId);
      if (!to) continue;
      await sendSubNotice(tx, to, { kind: 'filled', match });
      queued++;
    }
    isPlaced = true;
    const [fresh] = await tx.select().from(subRequests).where(eq(subRequests.id, request.id));
    return viewOf(tx, fresh!, row, places, now);
  });
  if (queued > 0) wakeOutbox();
  return { view, isPlaced };
}

/**
 * Why this yes cannot take the place now (null: it can): the line filled meanwhile, or the
 * league's rules refuse the player as they stand at this moment. The player's subbing
 * preferences are not asked again: their yes is their answer.
 */
async function refusalOf(
  tx: DbOrTx,
  places: MatchPlaces,
  request: RequestRow,
  userId: string,
  now: Date,
): Promise<string | null> {
  if (places.ctx.match.status === 'cancelled') return 'The match was cancelled.';
  if (request.lineId && !targetLineOf(places, request.lineId))
    return `Thank you! ${request.lineId} has been filled meanwhile.`;
  const rostered = places.roster.get(userId);
  let player = rostered?.player;
  if (!player) {
    const [p] = await tx
      .select({ profile: profiles, name: user.name })
      .from(user)
      .leftJoin(profiles, eq(profiles.id, user.id))
      .where(eq(user.id, userId));
    if (!p) return 'Your account is no longer active.';
    player = eligibilityPlayerOf(p.profile, p.name);
  }
  const others = rostered ? new Map() : await otherTeamsOf(tx, places.ctx, [userId]);
  const result = assessSubCandidate(
    {
      player,
      isOnRoster: !!rostered,
      lineupLineId: places.lines.find((l) => l.playerIds.includes(userId))?.lineId ?? null,
      otherTeams: others.get(userId) ?? [],
      preferences: { isAvailable: true, levels: [], formats: [], days: [], travelMiles: 0 },
    },
    subContextOf(places, targetLineOf(places, request.lineId), now),
  );
  const error = result.reasons.find(
    (r) => r.severity === 'error' && !r.rule.startsWith('sub-') && r.rule !== 'not-opted-in',
  );
  return error ? `Thank you — but you cannot take this place: ${error.message}` : null;
}

async function contactsOf(db: DbOrTx, ids: readonly string[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map<string, { email: string; name: string }>();
  const [names, rows] = await Promise.all([
    loadNames(db, unique),
    db.select({ id: user.id, email: user.email }).from(user).where(sql`${user.id} in ${unique}`),
  ]);
  return new Map(rows.map((r) => [r.id, { email: r.email, name: names.get(r.id) ?? 'there' }]));
}
