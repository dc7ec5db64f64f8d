import type { Context } from 'hono';

/**
 * A small iCalendar (RFC 5545) writer: CRLF line ends, lines folded at 75 octets
 * (never inside a UTF-8 character), TEXT values escaped, times in UTC.
 */

export interface CalendarEvent {
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

export interface CalendarOptions {
  name: string;
  description?: string;
  prodId: string;
  /** How often subscribers should poll, e.g. PT1H. */
  refreshInterval?: string;
  now?: Date;
}

/** TEXT value escaping: backslash, semicolon, comma, and newlines as \n. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/** Splits one content line into ≤75-octet pieces; continuation lines start with a space. */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= 75) return line;
  const out: string[] = [];
  let current = '';
  let currentBytes = 0;
  let limit = 75;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
    if (currentBytes + size > limit) {
      out.push(current);
      current = '';
      currentBytes = 0;
      limit = 74; // the leading space takes one octet
    }
    current += ch;
    currentBytes += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

/** 20260612T180000Z */
export function formatUtc(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

function formatDate(date: string): string {
  return date.replace(/-/g, '');
}

function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

function stripControl(value: string): string {
  // Control characters (other than newlines, escaped later) are not allowed in TEXT.
  let out = '';
  for (const ch of value) {
    const code = ch.charCodeAt(0);
    const isControl = (code < 0x20 && ch !== '\n' && ch !== '\r') || code === 0x7f;
    if (!isControl) out += ch;
  }
  return out;
}

export function buildCalendar(events: readonly CalendarEvent[], options: CalendarOptions): string {
  const now = options.now ?? new Date();
  const lines: string[] = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${options.prodId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(options.name)}`,
  ];
  if (options.description) lines.push(`X-WR-CALDESC:${escapeText(options.description)}`);
  if (options.refreshInterval) {
    lines.push(`REFRESH-INTERVAL;VALUE=DURATION:${options.refreshInterval}`);
    lines.push(`X-PUBLISHED-TTL:${options.refreshInterval}`);
  }
  for (const e of events) {
    lines.push('BEGIN:VEVENT');
    lines.push(`UID:${e.uid}`);
    lines.push(`DTSTAMP:${formatUtc(now)}`);
    if (e.start && e.end) {
      lines.push(`DTSTART:${formatUtc(e.start)}`);
      lines.push(`DTEND:${formatUtc(e.end)}`);
    } else if (e.startDate && e.endDate) {
      lines.push(`DTSTART;VALUE=DATE:${formatDate(e.startDate)}`);
      // DTEND of an all-day event is exclusive: the day after the last day.
      lines.push(`DTEND;VALUE=DATE:${formatDate(nextDay(e.endDate))}`);
    }
    lines.push(`SUMMARY:${escapeText(stripControl(e.summary))}`);
    if (e.description) lines.push(`DESCRIPTION:${escapeText(stripControl(e.description))}`);
    if (e.location) lines.push(`LOCATION:${escapeText(stripControl(e.location))}`);
    if (e.url) lines.push(`URL:${e.url}`);
    lines.push(`SEQUENCE:${e.sequence}`);
    lines.push(`STATUS:${e.status}`);
    lines.push(`LAST-MODIFIED:${formatUtc(e.lastModified)}`);
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
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
