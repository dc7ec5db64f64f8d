import { zonedWallTimeToUtc } from './club-time';

/**
 * Events in series (issue 23 §3): when the sessions of a repeating event fall. Pure, shared by
 * the server (which writes one event row per session) and the organiser's form (its preview).
 *
 * A rule repeats weekly, or every N weeks, on chosen weekdays, from a first date until a last
 * date or for a number of sessions. Weeks are counted from the Monday of the first date's week,
 * so "every 2 weeks on Tue and Thu" keeps Tue and Thu of the same week together. As in
 * iCalendar (RFC 5545), a skipped date still counts towards "for N sessions": skipping one
 * does not add a session at the end. Times are wall-clock times in the club's time zone, so a
 * 7 pm social stays at 7 pm across a daylight-saving change.
 */

/** ISO weekdays: 1 Monday … 7 Sunday. */
export const weekdayNames = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** At most this many sessions in one series (two years of a weekly social). */
export const maxSeriesSessions = 104;

export type SeriesEnd = { kind: 'until'; date: string } | { kind: 'count'; count: number };

export interface SeriesRule {
  /** "2026-12-03": the first session's date (it need not be one of the weekdays). */
  firstDate: string;
  /** ISO weekdays, 1 Monday … 7 Sunday. */
  weekdays: number[];
  /** 1: every week; 2: every other week… */
  intervalWeeks: number;
  end: SeriesEnd;
}

/** Exceptions: dates skipped, and sessions moved (original date → new wall time "YYYY-MM-DDTHH:MM"). */
export interface SeriesExceptions {
  skipped?: readonly string[];
  moved?: Readonly<Record<string, string>>;
}

const dayMs = 86_400_000;

function dateToDay(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Math.round(Date.UTC(y, m - 1, d) / dayMs);
}

function dayToDate(day: number): string {
  return new Date(day * dayMs).toISOString().slice(0, 10);
}

/** ISO weekday of a date, 1 Monday … 7 Sunday. */
export function isoWeekdayOf(date: string): number {
  const js = new Date(dateToDay(date) * dayMs).getUTCDay();
  return js === 0 ? 7 : js;
}

/** The date `days` after `date` (negative: before). */
export function addDays(date: string, days: number): string {
  return dayToDate(dateToDay(date) + days);
}

/**
 * The dates the rule gives, in order: the first date itself, then every chosen weekday of
 * every Nth week until the end. Skipped dates are included here (they count towards N).
 */
export function occurrenceDates(rule: SeriesRule): string[] {
  const weekdays = new Set(rule.weekdays.filter((w) => w >= 1 && w <= 7));
  const interval = Math.max(1, Math.floor(rule.intervalWeeks));
  const first = dateToDay(rule.firstDate);
  const weekStart = first - (isoWeekdayOf(rule.firstDate) - 1);
  const lastDay = rule.end.kind === 'until' ? dateToDay(rule.end.date) : Number.POSITIVE_INFINITY;
  const wanted = rule.end.kind === 'count' ? Math.min(rule.end.count, maxSeriesSessions) : maxSeriesSessions;
  const out: string[] = [];
  if (first <= lastDay) out.push(rule.firstDate);
  if (weekdays.size === 0) return out.slice(0, wanted);
  // Bounded walk: at most maxSeriesSessions dates, each within interval weeks of the last.
  for (let day = first + 1; out.length < wanted && day <= lastDay; day++) {
    const week = Math.floor((day - weekStart) / 7);
    if (week % interval !== 0) {
      day = weekStart + (week + 1) * 7 - 1; // jump to the next week's Monday (the loop adds 1)
      continue;
    }
    const weekday = ((day - weekStart) % 7) + 1;
    if (weekdays.has(weekday)) out.push(dayToDate(day));
  }
  return out.slice(0, wanted);
}

export interface PlannedSession {
  /** The rule's date of this session, which names it even after a move. */
  seriesDate: string;
  /** Wall time in the club's zone, "2026-12-03T19:00". */
  startsAtWall: string;
  startsAt: Date;
  endsAt: Date;
  isMoved: boolean;
}

/**
 * The sessions that take place: the rule's dates minus skipped ones, moved ones at their new
 * time, each at `startTime` ("19:00") on the club's clock for `durationMinutes`.
 */
export function planSessions(
  rule: SeriesRule,
  time: { startTime: string; durationMinutes: number },
  exceptions: SeriesExceptions,
  timeZone: string,
): PlannedSession[] {
  const skipped = new Set(exceptions.skipped ?? []);
  const moved = exceptions.moved ?? {};
  return occurrenceDates(rule)
    .filter((date) => !skipped.has(date))
    .map((seriesDate) => {
      const movedTo = moved[seriesDate];
      const startsAtWall = movedTo ?? `${seriesDate}T${time.startTime}`;
      const startsAt = zonedWallTimeToUtc(startsAtWall, timeZone);
      return {
        seriesDate,
        startsAtWall,
        startsAt,
        endsAt: new Date(startsAt.getTime() + time.durationMinutes * 60_000),
        isMoved: movedTo !== undefined,
      };
    })
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}

/** "Every Thursday", "Every 2 weeks on Tuesday and Thursday", "Every Monday, 6 sessions". */
export function describeSeriesRule(rule: Pick<SeriesRule, 'weekdays' | 'intervalWeeks'>): string {
  const days = [...new Set(rule.weekdays)].sort((a, b) => a - b).map((w) => weekdayNames[w - 1]!);
  const list =
    days.length <= 1 ? (days[0] ?? '') : `${days.slice(0, -1).join(', ')} and ${days[days.length - 1]}`;
  if (rule.intervalWeeks <= 1) return `Every ${list}`;
  if (rule.intervalWeeks === 2) return `Every other ${list}`;
  return `Every ${rule.intervalWeeks} weeks on ${list}`;
}

/** The scope of an edit of one session of a series. */
export const seriesEditScopes = ['one', 'following', 'all'] as const;
export type SeriesEditScope = (typeof seriesEditScopes)[number];

export const seriesEditScopeLabels: Record<SeriesEditScope, string> = {
  one: 'This session only',
  following: 'This and following sessions',
  all: 'All sessions',
};

/** Which sessions (sorted by their rule date) an edit of `seriesDate` touches. */
export function sessionsInScope<S extends { seriesDate: string }>(
  sessions: readonly S[],
  seriesDate: string,
  scope: SeriesEditScope,
): S[] {
  if (scope === 'one') return sessions.filter((s) => s.seriesDate === seriesDate);
  if (scope === 'following') return sessions.filter((s) => s.seriesDate >= seriesDate);
  return [...sessions];
}
