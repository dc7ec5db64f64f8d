/**
 * Wall-clock times in the club's time zone. Admins type "2026-06-12T18:00" meaning
 * 6 pm at the club; the server stores UTC; pages show the club's local time to everyone,
 * wherever their phone thinks it is.
 */

const wallTimePattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isWallTime(value: string): boolean {
  const m = wallTimePattern.exec(value);
  if (!m) return false;
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  const probe = new Date(Date.UTC(y, mo - 1, d, h, mi));
  return (
    probe.getUTCFullYear() === y &&
    probe.getUTCMonth() === mo - 1 &&
    probe.getUTCDate() === d &&
    h < 24 &&
    mi < 60
  );
}

export function isDateOnly(value: string): boolean {
  const m = datePattern.exec(value);
  if (!m) return false;
  const [, y, mo, d] = m.map(Number) as [number, number, number, number];
  const probe = new Date(Date.UTC(y, mo - 1, d));
  return probe.getUTCFullYear() === y && probe.getUTCMonth() === mo - 1 && probe.getUTCDate() === d;
}

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = partsFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormatters.set(timeZone, f);
  }
  return f;
}

function zonedParts(date: Date, timeZone: string) {
  const out: Record<string, number> = {};
  for (const p of partsFormatter(timeZone).formatToParts(date)) {
    if (p.type !== 'literal') out[p.type] = Number(p.value);
  }
  return {
    year: out.year!,
    month: out.month!,
    day: out.day!,
    hour: out.hour! % 24,
    minute: out.minute!,
    second: out.second!,
  };
}

/** Offset of the zone from UTC at that instant, in minutes (Denver in summer: -360). */
function offsetMinutes(date: Date, timeZone: string): number {
  const p = zonedParts(date, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(date.getTime() / 1000) * 1000) / 60000);
}

/**
 * "2026-06-12T18:00" in the club's zone → the UTC instant. A time in the spring-forward
 * gap moves forward by the jump (2:30 → 3:30); in the autumn overlap the first occurrence wins.
 */
export function zonedWallTimeToUtc(wallTime: string, timeZone: string): Date {
  const m = wallTimePattern.exec(wallTime);
  if (!m) throw new RangeError(`Not a local date and time: ${wallTime}`);
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  const naive = Date.UTC(y, mo - 1, d, h, mi);
  // The zone's offsets a day either side cover any DST change near this time.
  const before = naive - offsetMinutes(new Date(naive - 86_400_000), timeZone) * 60_000;
  const after = naive - offsetMinutes(new Date(naive + 86_400_000), timeZone) * 60_000;
  const valid = [before, after].filter((c) => utcToZonedWallTime(new Date(c), timeZone) === wallTime);
  // Overlap: both are valid, take the first. Gap: neither is; the old offset lands just after the jump.
  return new Date(valid.length > 0 ? Math.min(...valid) : before);
}

/** The UTC instant → "2026-06-12T18:00" on the club's clock (for edit forms). */
export function utcToZonedWallTime(date: Date | string, timeZone: string): string {
  const p = zonedParts(new Date(date), timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/**
 * The instant on the club's clock with its offset, "2026-06-12T18:00:00-06:00" (ISO 8601): what
 * schema.org dates and calendars read without knowing the zone.
 */
export function zonedIsoString(date: Date | string, timeZone: string): string {
  const at = new Date(date);
  const p = zonedParts(at, timeZone);
  const offset = offsetMinutes(at, timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return (
    `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}` +
    `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
  );
}

/** Today's date on the club's clock, "2026-06-12". */
export function zonedToday(timeZone: string, now = new Date()): string {
  return utcToZonedWallTime(now, timeZone).slice(0, 10);
}

/** "Sat, Jun 13, 2026, 6:00 PM" style formatting on the club's clock. */
export function formatClubDateTime(
  date: Date | string,
  timeZone: string,
  options: Intl.DateTimeFormatOptions = {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  },
): string {
  return dateTimeFormat(timeZone, options).format(new Date(date));
}

// Building an Intl.DateTimeFormat costs far more than formatting with one (a list of event cards
// made dozens, a long task on a phone): one per zone and options, kept.
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
function dateTimeFormat(timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${timeZone}|${JSON.stringify(options)}`;
  let f = dateTimeFormats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, ...options });
    dateTimeFormats.set(key, f);
  }
  return f;
}

/** "Sat, Jun 13, 2026 · 6:00 – 9:00 PM" (end date shown only when it differs). */
export function formatClubTimeRange(start: Date | string, end: Date | string, timeZone: string): string {
  const s = new Date(start);
  const e = new Date(end);
  const day = (d: Date) =>
    formatClubDateTime(d, timeZone, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });
  const time = (d: Date) => formatClubDateTime(d, timeZone, { hour: 'numeric', minute: '2-digit' });
  if (day(s) === day(e)) return `${day(s)} · ${time(s)} – ${time(e)}`;
  return `${day(s)}, ${time(s)} – ${day(e)}, ${time(e)}`;
}

/** "Sat, Jun 13 – Sun, Jun 14, 2026" for date-only ranges (tournaments). */
export function formatDateRange(startDate: string, endDate: string): string {
  const toUtc = (d: string) => new Date(`${d}T12:00:00Z`);
  const fmt = (d: string, withYear: boolean) =>
    dateTimeFormat('UTC', {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      ...(withYear ? { year: 'numeric' } : {}),
    }).format(toUtc(d));
  if (startDate === endDate) return fmt(startDate, true);
  return `${fmt(startDate, false)} – ${fmt(endDate, true)}`;
}

/** Short name of the zone at that instant, e.g. "MDT". */
export function zoneAbbreviation(date: Date | string, timeZone: string): string {
  const part = dateTimeFormat(timeZone, { timeZoneName: 'short' })
    .formatToParts(new Date(date))
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}
