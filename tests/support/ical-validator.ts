/**
 * A strict-enough RFC 5545 checker for tests, written apart from the writer (ical-generator):
 * CRLF line ends, folded lines of at most 75 octets, balanced components, the
 * required properties, UTC or DATE date-times, and escaped TEXT values.
 * Returns the parsed events so tests can look at their values.
 */

export interface ParsedProperty {
  name: string;
  params: Record<string, string>;
  value: string;
}

export interface ParsedEvent {
  props: Map<string, ParsedProperty>;
  get(name: string): string | undefined;
}

export interface ParsedCalendar {
  props: Map<string, ParsedProperty>;
  events: ParsedEvent[];
}

const encoder = new TextEncoder();

/** Undoes TEXT escaping (\\n, \\, \\; \\,). */
export function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
}

export function validateICalendar(body: string): ParsedCalendar {
  const problems: string[] = [];
  if (!body.endsWith('\r\n')) problems.push('does not end with CRLF');
  if (/[^\r]\n/.test(body) || /\r(?!\n)/.test(body))
    problems.push('has a bare LF or CR (lines must end with CRLF)');
  const physical = body.split('\r\n').slice(0, -1);
  physical.forEach((line, i) => {
    const octets = encoder.encode(line).length;
    if (octets > 75) problems.push(`line ${i + 1} is ${octets} octets (max 75)`);
    // A fold never splits a UTF-8 character: each physical line must be valid on its own.
    if (line.includes('\uFFFD')) problems.push(`line ${i + 1} holds a broken character`);
  });
  // Unfold: CRLF followed by one space or tab continues the previous line.
  const logical: string[] = [];
  for (const line of physical) {
    if (line.startsWith(' ') || line.startsWith('\t')) {
      if (logical.length === 0) problems.push('starts with a continuation line');
      else logical[logical.length - 1] += line.slice(1);
    } else logical.push(line);
  }

  const stack: string[] = [];
  const calendar: ParsedCalendar = { props: new Map(), events: [] };
  let current: ParsedEvent | null = null;
  let calendars = 0;
  for (const line of logical) {
    const m = /^([A-Za-z0-9-]+)((?:;[A-Za-z0-9-]+=(?:"[^"]*"|[^";:,]*))*):(.*)$/.exec(line);
    if (!m) {
      problems.push(`not a content line: ${JSON.stringify(line)}`);
      continue;
    }
    const name = m[1]!.toUpperCase();
    const params: Record<string, string> = {};
    for (const p of (m[2] ?? '').split(';').filter(Boolean)) {
      const [k, v = ''] = p.split('=');
      params[k!.toUpperCase()] = v.replace(/^"|"$/g, '');
    }
    const value = m[3]!;
    if (name === 'BEGIN') {
      stack.push(value);
      if (value === 'VCALENDAR') calendars += 1;
      if (value === 'VEVENT') {
        if (stack.join('/') !== 'VCALENDAR/VEVENT') problems.push('VEVENT outside VCALENDAR');
        const props = new Map<string, ParsedProperty>();
        current = { props, get: (n) => props.get(n.toUpperCase())?.value };
      }
      continue;
    }
    if (name === 'END') {
      const open = stack.pop();
      if (open !== value) problems.push(`END:${value} closes ${open ?? 'nothing'}`);
      if (value === 'VEVENT' && current) {
        calendar.events.push(current);
        current = null;
      }
      continue;
    }
    const prop = { name, params, value };
    if (current) {
      if (current.props.has(name) && ['UID', 'DTSTAMP', 'DTSTART', 'DTEND', 'SUMMARY'].includes(name)) {
        problems.push(`VEVENT has ${name} twice`);
      }
      current.props.set(name, prop);
    } else calendar.props.set(name, prop);

    if (['DTSTART', 'DTEND', 'DTSTAMP', 'LAST-MODIFIED'].includes(name)) {
      const isDate = params.VALUE === 'DATE';
      const ok = isDate ? /^\d{8}$/.test(value) : /^\d{8}T\d{6}Z$/.test(value);
      if (!ok) problems.push(`${name} is not a ${isDate ? 'DATE' : 'UTC date-time'}: ${value}`);
    }
    if (['SUMMARY', 'DESCRIPTION', 'LOCATION', 'X-WR-CALNAME', 'X-WR-CALDESC'].includes(name)) {
      // Every ; and , must be escaped, and a backslash may only start an escape.
      const stripped = value.replace(/\\[\\;,nN]/g, '');
      if (/[;,\\]/.test(stripped)) problems.push(`${name} has an unescaped character: ${value}`);
    }
  }
  if (stack.length) problems.push(`unclosed: ${stack.join('/')}`);
  if (calendars !== 1) problems.push(`expected one VCALENDAR, found ${calendars}`);
  if (calendar.props.get('VERSION')?.value !== '2.0') problems.push('VERSION:2.0 missing');
  if (!calendar.props.get('PRODID')?.value) problems.push('PRODID missing');
  const uids = new Set<string>();
  for (const [i, e] of calendar.events.entries()) {
    for (const required of ['UID', 'DTSTAMP', 'DTSTART']) {
      if (!e.get(required)) problems.push(`VEVENT ${i + 1} has no ${required}`);
    }
    const uid = e.get('UID');
    if (uid && uids.has(uid)) problems.push(`UID ${uid} used twice`);
    if (uid) uids.add(uid);
    const start = e.props.get('DTSTART');
    const end = e.props.get('DTEND');
    if (start && end && (start.params.VALUE ?? '') !== (end.params.VALUE ?? '')) {
      problems.push(`VEVENT ${i + 1}: DTSTART and DTEND are of different types`);
    }
    if (start && end && end.value <= start.value)
      problems.push(`VEVENT ${i + 1}: DTEND is not after DTSTART`);
  }
  if (problems.length) throw new Error(`Invalid iCalendar:\n- ${problems.join('\n- ')}`);
  return calendar;
}
