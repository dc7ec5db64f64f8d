import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { memberCalendarKeys } from '../../db/schema/my-week';
import { AppError } from '../../lib/app-error';
import { feedKeyOf, feedKeyRowId, isCurrentFeedKey } from '../../lib/feed-keys';

/*
 * A member's personal calendar feed key (issue 21 §1): the key row's id signed with its version
 * (db/schema/my-week.ts). Renewing bumps the version, revoking turns the row off; either way the
 * address given before stops working at once.
 */

const feed = 'member-calendar';

type KeyContext = Pick<AppContext, 'db' | 'env' | 'authSecret'>;

function feedUrl(ctx: Pick<AppContext, 'env' | 'authSecret'>, keyId: string, version: number): string {
  const key = feedKeyOf(ctx.authSecret, feed, { id: keyId, version });
  return `${ctx.env.PUBLIC_URL}/api/me/calendar.ics?key=${encodeURIComponent(key)}`;
}

/** The member's current feed address, or null when they have none (never made, or revoked). */
export async function calendarUrlOf(ctx: KeyContext, userId: string): Promise<string | null> {
  const [row] = await ctx.db
    .select()
    .from(memberCalendarKeys)
    .where(and(eq(memberCalendarKeys.userId, userId), eq(memberCalendarKeys.isActive, true)))
    .limit(1);
  return row ? feedUrl(ctx, row.id, row.version) : null;
}

/**
 * Makes the member's feed address, or renews it: one statement, so two presses at once still
 * leave one key row (the later one's version wins and its address is the one shown).
 */
export async function renewCalendarKey(ctx: KeyContext, userId: string): Promise<string> {
  const [row] = await ctx.db
    .insert(memberCalendarKeys)
    .values({ userId })
    .onConflictDoUpdate({
      target: memberCalendarKeys.userId,
      set: {
        version: sql`${memberCalendarKeys.version} + 1`,
        isActive: true,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  return feedUrl(ctx, row!.id, row!.version);
}

/** Turns the feed off (the version is kept, so a renewal later makes a new address). */
export async function revokeCalendarKey(ctx: Pick<AppContext, 'db'>, userId: string): Promise<void> {
  await ctx.db
    .update(memberCalendarKeys)
    .set({ isActive: false, updatedAt: sql`now()` })
    .where(eq(memberCalendarKeys.userId, userId));
}

function invalidKey(): AppError {
  return new AppError(
    'NOT_FOUND',
    'This calendar address is not valid any more. Copy the current one from your profile.',
  );
}

/** The member a feed key belongs to: 404 for a forged, renewed or revoked key. */
export async function memberOfCalendarKey(
  ctx: Pick<AppContext, 'db' | 'authSecret'>,
  key: string,
): Promise<string> {
  const keyId = feedKeyRowId(key);
  if (!keyId) throw invalidKey();
  const [row] = await ctx.db
    .select()
    .from(memberCalendarKeys)
    .where(eq(memberCalendarKeys.id, keyId))
    .limit(1);
  if (!row?.isActive || !isCurrentFeedKey(ctx.authSecret, feed, row, key)) throw invalidKey();
  return row.userId;
}
