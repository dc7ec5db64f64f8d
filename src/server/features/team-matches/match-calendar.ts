import { paths } from '@shared/paths';
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { teamMatches } from '../../db/schema/team-matches';
import { buildCalendar, type CalendarEvent } from '../../lib/ical';
import { verifyCalendarKey } from './calendar-keys';
import { matchTitle, placeOf } from './schedule-matches';
import { courtsById, loadMatchSettings, loadTeamCore, type TeamMatchRow, toTeamMatch } from './schedule-team';

/*
 * Team calendars (issue 11 §1): a subscribable feed of the team's matches (its address carries
 * the player's own key, calendar-keys.ts, as calendar apps send no cookie) and one .ics per match. Matches are given two and a half hours.
 */

const prodId = { company: 'NJTC', product: 'Team matches', language: 'EN' };
const matchLengthMs = 150 * 60_000;

function hostOf(publicUrl: string): string {
  try {
    return new URL(publicUrl).hostname || 'njtc.local';
  } catch {
    return 'njtc.local';
  }
}

async function eventsOf(ctx: AppContext, teamName: string, rows: TeamMatchRow[]): Promise<CalendarEvent[]> {
  if (rows.length === 0) return [];
  const settings = await loadMatchSettings(ctx.db, rows[0]!.teamId);
  const courtMap = await courtsById(
    ctx.db,
    rows.map((r) => r.courtId),
  );
  const host = hostOf(ctx.env.PUBLIC_URL);
  return rows.map((r) => {
    const m = toTeamMatch(r, settings, r.courtId ? courtMap.get(r.courtId) : undefined);
    const url = `${ctx.env.PUBLIC_URL}${paths.teamMatch(r.id)}`;
    const title = `${teamName}: ${matchTitle(m)}`;
    return {
      uid: `team-match-${r.id}@${host}`,
      summary:
        r.status === 'scheduled'
          ? title
          : `${r.status === 'cancelled' ? 'Cancelled' : 'Postponed'}: ${title}`,
      description: [r.notes, `Details and your availability: ${url}`].filter(Boolean).join('\n\n'),
      location: placeOf(m),
      url,
      start: r.startsAt,
      end: new Date(r.startsAt.getTime() + matchLengthMs),
      // Postponed: not off, but not on that date either, until it is moved to a new one.
      status: r.status === 'cancelled' ? 'CANCELLED' : r.status === 'postponed' ? 'TENTATIVE' : 'CONFIRMED',
      sequence: r.sequence,
      lastModified: r.updatedAt,
    };
  });
}

/** The team's feed; `key` must be a current key of a player's place on this team. */
export async function buildTeamCalendar(ctx: AppContext, teamId: string, key: string) {
  await verifyCalendarKey(ctx, teamId, key);
  const core = await loadTeamCore(ctx.db, teamId);
  const rows = await ctx.db
    .select()
    .from(teamMatches)
    .where(eq(teamMatches.teamId, teamId))
    .orderBy(asc(teamMatches.startsAt));
  const body = buildCalendar(await eventsOf(ctx, core.team.name, rows), {
    name: `${core.team.name} matches`,
    description: `${core.team.name} (${core.team.leagueName}) team matches`,
    prodId,
    refreshSeconds: 3600,
  });
  return { name: core.team.name, body };
}

/** One match's .ics. */
export async function buildMatchCalendar(ctx: AppContext, teamId: string, row: TeamMatchRow) {
  const core = await loadTeamCore(ctx.db, teamId);
  return buildCalendar(await eventsOf(ctx, core.team.name, [row]), { name: core.team.name, prodId });
}
