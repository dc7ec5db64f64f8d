import { isUuid } from '@shared/uuid';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { rosterEntries } from '../../db/schema/leagues';
import { AppError } from '../../lib/app-error';
import { feedKeyOf, feedKeyRowId, isCurrentFeedKey } from '../../lib/feed-keys';

/*
 * Team calendar feed keys (issue 18, low 6): one key per player and team — the player's roster
 * place signed with its key version. Nothing secret is stored; leaving the roster deletes the
 * place (and so the key), rotating bumps the version (the old address stops working).
 */

const feed = 'team-calendar';

/** A roster place's feed address, signed with its key version. */
export function calendarFeedUrl(
  ctx: Pick<AppContext, 'env' | 'authSecret'>,
  teamId: string,
  entryId: string,
  version: number,
) {
  const key = feedKeyOf(ctx.authSecret, feed, { id: entryId, version });
  return `${ctx.env.PUBLIC_URL}/api/teams/${teamId}/calendar.ics?key=${encodeURIComponent(key)}`;
}

async function placeOf(db: DbOrTx, teamId: string, userId: string | null) {
  if (!userId) return null;
  const [row] = await db
    .select({ id: rosterEntries.id, version: rosterEntries.calendarKeyVersion })
    .from(rosterEntries)
    .where(and(eq(rosterEntries.teamId, teamId), eq(rosterEntries.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** A new key for the viewer's feed: the previous address stops working at once. */
export async function rotateCalendarKey(
  ctx: Pick<AppContext, 'db' | 'env' | 'authSecret'>,
  teamId: string,
  userId: string | null,
): Promise<string> {
  const place = await placeOf(ctx.db, teamId, userId);
  if (!place) {
    throw new AppError(
      'NOT_FOUND',
      'Only the team’s players have a calendar address: you are not on its roster.',
    );
  }
  const [row] = await ctx.db
    .update(rosterEntries)
    .set({ calendarKeyVersion: sql`${rosterEntries.calendarKeyVersion} + 1` })
    .where(eq(rosterEntries.id, place.id))
    .returning({ version: rosterEntries.calendarKeyVersion });
  return calendarFeedUrl(ctx, teamId, place.id, row!.version);
}

function invalidKey(): AppError {
  return new AppError(
    'NOT_FOUND',
    'This calendar address is not valid. Copy it again from the team schedule.',
  );
}

/** Checks a feed key against its roster place on this team (a place gone or a key rotated: 404). */
export async function verifyCalendarKey(
  ctx: Pick<AppContext, 'db' | 'authSecret'>,
  teamId: string,
  key: string,
): Promise<void> {
  const entryId = feedKeyRowId(key);
  if (!isUuid(teamId) || !entryId) throw invalidKey();
  const [row] = await ctx.db
    .select({ id: rosterEntries.id, version: rosterEntries.calendarKeyVersion })
    .from(rosterEntries)
    .where(and(eq(rosterEntries.id, entryId), eq(rosterEntries.teamId, teamId)))
    .limit(1);
  if (!row || !isCurrentFeedKey(ctx.authSecret, feed, row, key)) throw invalidKey();
}
