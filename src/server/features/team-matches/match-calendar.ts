import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { teamMatches } from '../../db/schema/team-matches';
import { calendarHostOf } from '../../lib/draw-match-calendar';
import { buildCalendar, type CalendarEvent } from '../../lib/ical';
import { teamMatchEvent } from '../../lib/team-match-calendar';
import { verifyCalendarKey } from './calendar-keys';
import { loadMatchSettings, loadTeamCore, type TeamMatchRow, teamMatchViews } from './schedule-team';

/*
 * Team calendars (issue 11 §1): a subscribable feed of the team's matches (its address carries
 * the player's own key, calendar-keys.ts, as calendar apps send no cookie) and one .ics per match.
 */

const prodId = { company: 'NJTC', product: 'Team matches', language: 'EN' };

async function eventsOf(ctx: AppContext, teamName: string, rows: TeamMatchRow[]): Promise<CalendarEvent[]> {
  if (rows.length === 0) return [];
  const settings = await loadMatchSettings(ctx.db, rows[0]!.teamId);
  const views = await teamMatchViews(ctx.db, rows, settings);
  const site = { publicUrl: ctx.env.PUBLIC_URL, host: calendarHostOf(ctx.env.PUBLIC_URL) };
  return rows.map((row, i) =>
    teamMatchEvent(site, { row, view: views[i]!, teamName }, 'Details and your availability'),
  );
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
