import { utcToZonedWallTime } from '@shared/club-time';
import { paths } from '@shared/paths';
import { drawMatchName, drawResultText } from '@shared/tennis/draws';
import { and, asc, eq, gte, inArray, isNotNull, ne, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { courts } from '../db/schema/courts';
import { tournamentDivisions, tournaments } from '../db/schema/events';
import { drawEntries, drawMatches, tournamentDraws } from '../db/schema/tournament-draws';
import type { CalendarEvent } from './ical';

/*
 * Tournament draw matches with a court and a time as calendar events (issue 23 §2): the same
 * event, with the same UID, in a player's personal feed (features/my-week) and in a tournament's
 * public order-of-play feed (features/tournament-draws). Only published draws of tournaments that
 * are public; byes are not matches.
 */

/** A draw match is given two hours in a calendar (best of three sets with a warm-up). */
const drawMatchLengthMs = 120 * 60_000;

export type DrawMatchFilter =
  | { userId: string; since: Date }
  | { tournamentId: string; since?: undefined; userId?: undefined };

export function calendarHostOf(publicUrl: string): string {
  try {
    return new URL(publicUrl).hostname || 'njtc.local';
  } catch {
    return 'njtc.local';
  }
}

export async function drawMatchEvents(
  ctx: Pick<AppContext, 'db' | 'env'>,
  filter: DrawMatchFilter,
  timeZone: string,
): Promise<CalendarEvent[]> {
  const conditions: SQL[] = [
    isNotNull(drawMatches.startsAt),
    ne(drawMatches.state, 'bye'),
    eq(tournamentDraws.status, 'published'),
    inArray(tournaments.status, ['published', 'cancelled']),
  ];
  if (filter.userId !== undefined) {
    conditions.push(gte(drawMatches.startsAt, filter.since));
    // The player's own entry (not withdrawn) on either side.
    conditions.push(sql`exists (
      select 1 from ${drawEntries}
      where ${drawEntries.id} in (${drawMatches.side1EntryId}, ${drawMatches.side2EntryId})
        and ${drawEntries.userId} = ${filter.userId}
        and ${drawEntries.withdrawnAt} is null)`);
  } else {
    conditions.push(eq(tournaments.id, filter.tournamentId));
  }
  const rows = await ctx.db
    .select({
      m: drawMatches,
      drawSize: tournamentDraws.size,
      divisionName: tournamentDivisions.name,
      t: { title: tournaments.title, slug: tournaments.slug, status: tournaments.status },
      courtName: courts.name,
      courtAddress: courts.address,
    })
    .from(drawMatches)
    .innerJoin(tournamentDraws, eq(tournamentDraws.id, drawMatches.drawId))
    .innerJoin(tournamentDivisions, eq(tournamentDivisions.id, tournamentDraws.divisionId))
    .innerJoin(tournaments, eq(tournaments.id, tournamentDivisions.tournamentId))
    .leftJoin(courts, eq(courts.id, drawMatches.courtId))
    .where(and(...conditions))
    .orderBy(asc(drawMatches.startsAt), asc(drawMatches.courtText));
  const entryIds = [
    ...new Set(rows.flatMap(({ m }) => [m.side1EntryId, m.side2EntryId].filter((x) => x !== null))),
  ];
  const names = new Map(
    entryIds.length
      ? (
          await ctx.db
            .select({ id: drawEntries.id, name: drawEntries.name })
            .from(drawEntries)
            .where(inArray(drawEntries.id, entryIds))
        ).map((e) => [e.id, e.name])
      : [],
  );
  const nameOf = (id: string | null) => (id ? (names.get(id) ?? 'To be decided') : 'To be decided');
  const host = calendarHostOf(ctx.env.PUBLIC_URL);
  return rows.map(({ m, drawSize, divisionName, t, courtName, courtAddress }): CalendarEvent => {
    const start = m.startsAt as Date;
    const day = utcToZonedWallTime(start, timeZone).slice(0, 10);
    const orderOfPlay = `${ctx.env.PUBLIC_URL}${paths.orderOfPlay(t.slug, day)}`;
    const matchPage = `${ctx.env.PUBLIC_URL}${paths.drawMatch(m.id)}`;
    const isCancelled = t.status === 'cancelled';
    const result = m.state === 'confirmed' ? drawResultText(m.state, m.result) : '';
    const winner =
      m.state === 'confirmed' && m.result?.winningSide
        ? nameOf(m.result.winningSide === 1 ? m.side1EntryId : m.side2EntryId)
        : '';
    const isPlayer = filter.userId !== undefined;
    return {
      uid: `draw-match-${m.id}@${host}`,
      summary: `${isCancelled ? 'Cancelled: ' : ''}${nameOf(m.side1EntryId)} vs ${nameOf(m.side2EntryId)} (${t.title}, ${divisionName}, ${drawMatchName(m, drawSize)})`,
      description: [
        winner ? `Result: ${winner} won ${result}`.trim() : '',
        isPlayer ? `Your match (enter or confirm the score): ${matchPage}` : '',
        `Order of play: ${orderOfPlay}`,
      ]
        .filter(Boolean)
        .join('\n\n'),
      location: [courtName, m.courtText, courtAddress].filter(Boolean).join(', '),
      url: isPlayer ? matchPage : orderOfPlay,
      start,
      end: new Date(start.getTime() + drawMatchLengthMs),
      status: isCancelled ? 'CANCELLED' : 'CONFIRMED',
      // Both only grow: results and new sides raise the version, a new court or time the other.
      sequence: m.version + m.scheduleVersion,
      lastModified: m.updatedAt,
    };
  });
}
