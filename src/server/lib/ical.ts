import type { Context } from 'hono';
import ical, { ICalCalendarMethod, type ICalCalendarProdIdData, ICalEventStatus } from 'ical-generator';

/**
 * The club's calendars (RFC 5545) through ical-generator: it writes the CRLF lines, folds them
 * at 75 octets without splitting a UTF-8 character and escapes TEXT values. Times are written
 * in UTC (no time zone is set: DTSTART…Z needs no VTIMEZONE), all-day events as DATE values.
 */

export interface CalendarEvent {
  /** Stable across revisions, so a calendar updates its copy instead of adding one. */
  uid: string;
  summary: string;
  description: string;
  location: string;
  url: string;
  /** Timed events: instants, written in UTC. */
  start?: Date;
  end?: Date;
  /** All-day events: "2026-07-11" (first day) and the last day, inclusive. */
  startDate?: string;
  endDate?: string;
  /**
   * CONFIRMED, TENTATIVE (postponed: no new date yet) or CANCELLED: calendars show a cancelled
   * event struck through or drop it.
   */
  status: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';
  /**
   * The event's revision, raised by every change (the record's `sequence`): a calendar replaces
   * its copy only with a higher SEQUENCE (RFC 5545 §3.8.7.4).
   */
  sequence: number;
  lastModified: Date;
}

/** A social's or tournament's status and revision as a calendar reads them: cancelled, or confirmed. */
export function eventRevisionOf(row: {
  status: string;
  sequence: number;
  updatedAt: Date;
}): Pick<CalendarEvent, 'status' | 'sequence' | 'lastModified'> {
  return {
    status: row.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
    sequence: row.sequence,
    lastModified: row.updatedAt,
  };
}

export interface CalendarOptions {
  name: string;
  description?: string;
  prodId: ICalCalendarProdIdData;
  /** How often subscribers should poll, in seconds (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
  refreshSeconds?: number;
  now?: Date;
}

/**
 * TEXT escaping for the calendar's name and description, which ical-generator writes as given
 * (it escapes the events' values itself).
 */
function escapeText(value: string): string {
  return value.replace(/[\\;,]/g, (ch) => `\\${ch}`).replace(/\r\n|\r|\n/g, '\\n');
}

function stripControl(value: string): string {
  // Control characters (other than newlines, escaped by the writer) are not allowed in TEXT.
  let out = '';
  for (const ch of value) {
    const code = ch.charCodeAt(0);
    const isControl = (code < 0x20 && ch !== '\n' && ch !== '\r') || code === 0x7f;
    if (!isControl) out += ch;
  }
  return out;
}

function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** Timed or all-day: DTEND of an all-day event is exclusive, the day after the last day. */
function timesOf(e: CalendarEvent) {
  if (e.start && e.end) return { start: e.start, end: e.end };
  if (e.startDate && e.endDate) return { start: e.startDate, end: nextDay(e.endDate), allDay: true };
  throw new Error(`Calendar event ${e.uid} has neither start/end nor startDate/endDate`);
}

export function buildCalendar(events: readonly CalendarEvent[], options: CalendarOptions): string {
  const now = options.now ?? new Date();
  const calendar = ical({
    prodId: options.prodId,
    scale: 'GREGORIAN',
    method: ICalCalendarMethod.PUBLISH,
    name: escapeText(options.name),
    description: options.description ? escapeText(options.description) : null,
    ttl: options.refreshSeconds ?? null,
  });
  for (const e of events) {
    const description = stripControl(e.description);
    const location = stripControl(e.location);
    calendar.createEvent({
      id: e.uid,
      stamp: now,
      ...timesOf(e),
      summary: stripControl(e.summary),
      description: description || null,
      location: location || null,
      url: e.url || null,
      status: ICalEventStatus[e.status],
      sequence: e.sequence,
      lastModified: e.lastModified,
    });
  }
  // ical-generator leaves the last line without its CRLF; RFC 5545 ends every line with one.
  return `${calendar.toString()}\r\n`;
}

/** A calendar answer: subscribable (short public cache) or a download of one file. */
export function icsResponse(
  c: Context,
  filename: string,
  body: string,
  asDownload: boolean,
  isPrivate = false,
): Response {
  c.header('Content-Type', 'text/calendar; charset=utf-8');
  c.header('Cache-Control', isPrivate ? 'private, max-age=300' : 'public, max-age=300');
  if (asDownload)
    c.header('Content-Disposition', `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`);
  return c.body(body);
}
