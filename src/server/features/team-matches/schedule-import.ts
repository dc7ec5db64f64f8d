import { isDateOnly } from '@shared/club-time';
import { parseCsv } from '@shared/csv';
import {
  type ScheduleImportResult,
  type ScheduleImportRow,
  teamMatchInputSchema,
} from '@shared/schemas/team-matches';
import type { AppContext } from '../../context';
import { courts } from '../../db/schema/courts';
import { AppError } from '../../lib/app-error';
import { insertTeamMatches } from './schedule-matches';

/*
 * A CSV schedule (issue 11 §1): header row with date, time, home/away, opponent, club,
 * location (one of our courts by name, or an address) and notes. A preview checks every row;
 * the commit adds all rows in one transaction, or none when any row is wrong.
 */

export const scheduleCsvColumns = [
  'date',
  'time',
  'home_away',
  'opponent',
  'club',
  'location',
  'notes',
] as const;

const headerAliases: Record<string, (typeof scheduleCsvColumns)[number]> = {
  date: 'date',
  time: 'time',
  home_away: 'home_away',
  'home/away': 'home_away',
  homeaway: 'home_away',
  opponent: 'opponent',
  opponent_team: 'opponent',
  club: 'club',
  opponent_club: 'club',
  location: 'location',
  facility: 'location',
  address: 'location',
  notes: 'notes',
};

/** "6:30 pm", "18:30", "6pm" → "18:30"; null when unreadable. */
export function readTime(value: string): string | null {
  const m = /^(\d{1,2})(?::(\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?$/i.exec(value.trim());
  if (!m) return null;
  let hour = Number(m[1]);
  const minute = Number(m[2] ?? '0');
  const half = m[3]?.toLowerCase().replace(/\./g, '');
  if (half) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (half === 'pm' ? 12 : 0);
  }
  if (hour > 23 || minute > 59) return null;
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** "2026-11-28" or "11/28/2026" → "2026-11-28"; null when unreadable. */
export function readDate(value: string): string | null {
  const v = value.trim();
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(v);
  const iso = us ? `${us[3]}-${us[1]!.padStart(2, '0')}-${us[2]!.padStart(2, '0')}` : v;
  return isDateOnly(iso) ? iso : null;
}

export async function importSchedule(
  ctx: AppContext,
  teamId: string,
  csv: string,
  isCommit: boolean,
  byUserId: string | null,
): Promise<ScheduleImportResult> {
  const table = parseCsv(csv);
  const [header, ...body] = table;
  if (!header) throw new AppError('VALIDATION', 'The schedule is empty.');
  const columns = header.cells.map((h) => headerAliases[h.trim().toLowerCase().replace(/\s+/g, '_')]);
  const missing = ['date', 'time', 'home_away', 'opponent', 'location'].filter(
    (c) => !columns.includes(c as never),
  );
  if (missing.length > 0) {
    throw new AppError(
      'VALIDATION',
      `The first row must name the columns; missing: ${missing.join(', ')}. Expected: ${scheduleCsvColumns.join(', ')}.`,
    );
  }
  if (body.length === 0)
    throw new AppError('VALIDATION', 'The schedule has no matches under its header row.');
  if (body.length > 60) throw new AppError('VALIDATION', 'Import at most 60 matches at a time.');
  const courtRows = await ctx.db.select({ id: courts.id, name: courts.name }).from(courts);
  const courtByName = new Map(courtRows.map((c) => [c.name.trim().toLowerCase(), c.id]));

  const rows: ScheduleImportRow[] = body.map(({ line, cells }) => {
    const cell = (name: string) => (cells[columns.indexOf(name as never)] ?? '').trim();
    const errors: string[] = [];
    const date = readDate(cell('date'));
    const time = readTime(cell('time'));
    if (!date) errors.push(`Date "${cell('date')}" is not a date (use 2026-11-28 or 11/28/2026).`);
    if (!time) errors.push(`Time "${cell('time')}" is not a time (use 18:30 or 6:30 pm).`);
    const side = cell('home_away').toLowerCase();
    if (side !== 'home' && side !== 'away')
      errors.push(`Home/away "${cell('home_away')}" must be home or away.`);
    const location = cell('location');
    const courtId = courtByName.get(location.toLowerCase()) ?? '';
    const parsed = teamMatchInputSchema.safeParse({
      startsAt: date && time ? `${date}T${time}` : '2000-01-01T00:00',
      isHome: side === 'home',
      opponentTeam: cell('opponent'),
      opponentClub: cell('club'),
      courtId,
      address: courtId ? '' : location,
      notes: cell('notes'),
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        // The date and time were reported above in the CSV's own words.
        if (issue.path[0] !== 'startsAt') errors.push(issue.message);
      }
    }
    const values = parsed.success && errors.length === 0 ? parsed.data : null;
    return { line, values, errors };
  });
  const hasErrors = rows.some((r) => r.errors.length > 0);
  if (!isCommit || hasErrors) return { rows, hasErrors, added: 0 };
  const added = await insertTeamMatches(
    ctx,
    teamId,
    rows.map((r) => r.values!),
    byUserId,
  );
  return { rows, hasErrors: false, added: added.length };
}
