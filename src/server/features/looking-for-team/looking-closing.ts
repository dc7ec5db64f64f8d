import { paths } from '@shared/paths';
import {
  lookingStatusLabels,
  type RecordContactInput,
  type WithdrawLinkInfo,
  type WithdrawResult,
} from '@shared/schemas/looking-for-team';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { lookingForTeamEvents, lookingForTeamRequests } from '../../db/schema/looking-for-team';
import { AppError } from '../../lib/app-error';
import { createRecordToken, verifyRecordToken } from '../../lib/record-token';
import {
  actorOf,
  expireStaleRequests,
  isOpen,
  lockOpenRequest,
  lockRequest,
  type RequestRow,
} from './looking-requests';

/*
 * A rep's contact with the player, and closing a request as withdrawn: by a rep, or by the
 * player with the link from their confirmation e-mail.
 */

const t = lookingForTeamRequests;
const withdrawPurpose = 'looking-for-team-withdraw';

export function withdrawLinkOf(ctx: AppContext, requestId: string): string {
  const token = createRecordToken(ctx.authSecret, withdrawPurpose, requestId);
  return `${ctx.env.PUBLIC_URL}${paths.formsLookingWithdraw}?token=${encodeURIComponent(token)}`;
}

/** The request moves to `event.kind` and its history gets the line, with who did it. */
async function recordStatusEvent(
  tx: Tx,
  row: RequestRow,
  actorId: string | null,
  event: { kind: 'contacted' | 'withdrawn'; note: string; method?: RecordContactInput['method'] },
) {
  const actor = await actorOf(tx, actorId);
  await tx.update(t).set({ status: event.kind, updatedAt: sql`now()` }).where(eq(t.id, row.id));
  await tx
    .insert(lookingForTeamEvents)
    .values({ requestId: row.id, actorId: actor.id, actorName: actor.name, ...event });
}

/**
 * A rep's act on an open request: a contact (new → contacted; more contacts add history lines)
 * or closing it as withdrawn (the player no longer needs it, e.g. told them on the phone).
 */
export async function recordRepAction(
  db: Db,
  id: string,
  action:
    | { kind: 'contacted'; method: RecordContactInput['method']; note: string }
    | { kind: 'withdrawn'; note: string },
  actorId: string | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    await recordStatusEvent(tx, await lockOpenRequest(tx, id), actorId, action);
  });
}

const badLink = () =>
  new AppError(
    'NOT_FOUND',
    'This withdraw link is not valid. Please use the link from your confirmation e-mail.',
  );

/** What the withdraw link's page shows before the player confirms (reading changes nothing). */
export async function getWithdrawLinkInfo(ctx: AppContext, token: string): Promise<WithdrawLinkInfo> {
  const id = verifyRecordToken(ctx.authSecret, withdrawPurpose, token);
  if (!id) throw badLink();
  await expireStaleRequests(ctx.db);
  const [row] = await ctx.db.select().from(t).where(eq(t.id, id)).limit(1);
  if (!row) throw badLink();
  return { name: row.name, status: row.status, createdAt: row.createdAt.toISOString() };
}

/** The player confirms on the link's page (a POST: mail scanners open links, they do not post). */
export async function withdrawRequestByLink(ctx: AppContext, token: string): Promise<WithdrawResult> {
  const id = verifyRecordToken(ctx.authSecret, withdrawPurpose, token);
  if (!id) throw badLink();
  return ctx.db.transaction(async (tx) => {
    const row = await lockRequest(tx, id).catch(() => {
      throw badLink();
    });
    if (row.status === 'withdrawn')
      return { message: 'Your request was already withdrawn.', status: row.status };
    if (!isOpen(row.status)) {
      return {
        message: `Your request is already ${lookingStatusLabels[row.status].toLowerCase()}; there is nothing to withdraw.`,
        status: row.status,
      };
    }
    await recordStatusEvent(tx, row, null, {
      kind: 'withdrawn',
      note: 'Withdrawn by the player with the link from the confirmation e-mail.',
    });
    return { message: 'Your request is withdrawn. Good luck on court!', status: 'withdrawn' as const };
  });
}
