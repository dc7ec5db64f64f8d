import { insertSocialEvent, insertTournament } from '@server/db/factories/events';
import { buildCalendar } from '@server/lib/ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCourt } from '../support/factories';
import { unescapeText, validateICalendar } from '../support/ical-validator';
import { createTestApp, type TestApp } from '../support/test-context';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const day = 24 * 3600_000;

function oneEventCalendar(summary: string): string {
  return buildCalendar(
    [
      {
        uid: 'y@example.org',
        summary,
        description: '',
        location: '',
        url: '',
        start: new Date('2026-06-13T00:30:00Z'),
        end: new Date('2026-06-13T03:00:00Z'),
        status: 'CONFIRMED',
        sequence: 0,
        lastModified: new Date('2026-05-01T10:00:00Z'),
      },
    ],
    { name: 'Test', prodId: { company: 'Test', product: 'Test' } },
  );
}

describe('iCalendar writer', () => {
  it('escapes TEXT values', () => {
    const { events } = validateICalendar(oneEventCalendar('a,b;c\\d\ne'));
    expect(events[0]!.get('SUMMARY')).toBe('a\\,b\\;c\\\\d\\ne');
  });

  it('folds at 75 octets without splitting a UTF-8 character', () => {
    const ics = oneEventCalendar('é'.repeat(100));
    const lines = ics.split('\r\n');
    const start = lines.findIndex((l) => l.startsWith('SUMMARY:'));
    const end = lines.findIndex((l, i) => i > start && !l.startsWith(' '));
    const parts = lines.slice(start, end);
    expect(parts.length).toBeGreaterThan(1);
    for (const p of parts) expect(new TextEncoder().encode(p).length).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    expect(parts.map((p, i) => (i === 0 ? p : p.slice(1))).join('')).toBe(`SUMMARY:${'é'.repeat(100)}`);
  });

  it('writes a valid calendar for hostile input', () => {
    const ics = buildCalendar(
      [
        {
          uid: 'x@example.org',
          summary: 'Mixer, BBQ; and "quotes" \\ backslash — ünïcödé 🎾'.repeat(3),
          description: 'Line one\nLine two\r\nLine three\u0007',
          location: 'Court 1; gate B, Anytown',
          url: 'https://example.org/social_events/x',
          start: new Date('2026-06-13T00:30:00Z'),
          end: new Date('2026-06-13T03:00:00Z'),
          status: 'CONFIRMED',
          sequence: 2,
          lastModified: new Date('2026-05-01T10:00:00Z'),
        },
      ],
      {
        name: 'Test; calendar',
        prodId: { company: 'Test', product: 'Test' },
        now: new Date('2026-05-02T00:00:00Z'),
      },
    );
    const cal = validateICalendar(ics);
    const [e] = cal.events;
    expect(e!.get('DTSTART')).toBe('20260613T003000Z');
    expect(e!.get('DTSTAMP')).toBe('20260502T000000Z');
    expect(unescapeText(e!.get('DESCRIPTION')!)).toBe('Line one\nLine two\nLine three');
    expect(unescapeText(e!.get('LOCATION')!)).toBe('Court 1; gate B, Anytown');
    expect(e!.get('SEQUENCE')).toBe('2');
  });
});

describe('GET /calendar.ics (subscribable feed)', () => {
  it('holds every published social and tournament, cancelled ones marked, drafts left out', async () => {
    const court = await insertCourt(t.ctx.db, { name: 'Feed Park', address: '1 Feed Street, Anytown' });
    const social = await insertSocialEvent(t.ctx.db, {
      title: 'Feed Mixer, with BBQ; bring a chair',
      description: 'Round robin.\nAll welcome — **free**.',
      courtId: court.id,
      placeText: 'Courts 1–4',
      startsAt: new Date('2031-06-13T00:30:00Z'),
      endsAt: new Date('2031-06-13T03:00:00Z'),
    });
    const cancelled = await insertSocialEvent(t.ctx.db, { title: 'Rained Off Social', status: 'cancelled' });
    const draft = await insertSocialEvent(t.ctx.db, { title: 'Draft Social', status: 'draft' });
    const old = await insertSocialEvent(t.ctx.db, {
      title: 'Ancient Social',
      startsAt: new Date(Date.now() - 400 * day),
    });
    const { tournament } = await insertTournament(
      t.ctx.db,
      { title: 'Feed Classic', startDate: '2031-07-11', endDate: '2031-07-12' },
      [
        { name: 'Mixed Doubles 3.5', capacity: 8 },
        { name: "Men's Doubles 4.0", capacity: 8 },
      ],
    );

    const res = await t.app.request('/calendar.ics');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBeNull();
    const body = await res.text();
    const cal = validateICalendar(body);
    expect(cal.props.get('METHOD')?.value).toBe('PUBLISH');
    expect(cal.props.get('REFRESH-INTERVAL')?.value).toBe('PT1H');

    const bySummary = new Map(cal.events.map((e) => [unescapeText(e.get('SUMMARY')!), e]));
    const s = bySummary.get('Feed Mixer, with BBQ; bring a chair')!;
    expect(s).toBeDefined();
    expect(s.get('UID')).toBe(`social-${social.id}@localhost`);
    expect(s.get('DTSTART')).toBe('20310613T003000Z');
    expect(s.get('DTEND')).toBe('20310613T030000Z');
    expect(unescapeText(s.get('LOCATION')!)).toBe('Feed Park (Courts 1–4), 1 Feed Street, Anytown');
    expect(s.get('URL')).toBe(`http://localhost:3000/social_events/${social.slug}`);
    expect(s.get('STATUS')).toBe('CONFIRMED');

    expect(bySummary.get(`Cancelled: ${cancelled.title}`)?.get('STATUS')).toBe('CANCELLED');
    // Every event carries its revision, so calendars know a changed one (issue 19).
    for (const e of cal.events) expect(e.get('SEQUENCE')).toMatch(/^\d+$/);
    expect(bySummary.has(draft.title)).toBe(false);
    expect(bySummary.has(old.title)).toBe(false);

    const tt = bySummary.get('Feed Classic')!;
    expect(tt.props.get('DTSTART')).toMatchObject({ params: { VALUE: 'DATE' }, value: '20310711' });
    // All-day DTEND is exclusive: the day after the last day.
    expect(tt.props.get('DTEND')).toMatchObject({ params: { VALUE: 'DATE' }, value: '20310713' });
    expect(unescapeText(tt.get('DESCRIPTION')!)).toContain("Divisions: Mixed Doubles 3.5, Men's Doubles 4.0");
    expect(tt.get('UID')).toBe(`tournament-${tournament.id}@localhost`);
  });

  it('lives at the root, not under /api', async () => {
    const res = await t.app.request('/api/calendar.ics');
    expect(res.status).toBe(404);
  });
});

describe('per-event .ics download ("Add to calendar")', () => {
  it('serves one social as a valid attachment', async () => {
    const e = await insertSocialEvent(t.ctx.db, { title: 'Download Social' });
    const res = await t.app.request(`/api/social-events/${e.slug}/ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${e.slug}.ics"`);
    const cal = validateICalendar(await res.text());
    expect(cal.events).toHaveLength(1);
    expect(cal.events[0]!.get('SUMMARY')).toBe('Download Social');
  });

  it('serves a tournament, and 404s drafts', async () => {
    const { tournament } = await insertTournament(t.ctx.db, { title: 'Download Open' });
    const res = await t.app.request(`/api/tournaments/${tournament.slug}/ics`);
    expect(res.status).toBe(200);
    expect(validateICalendar(await res.text()).events).toHaveLength(1);
    const draft = await insertSocialEvent(t.ctx.db, { status: 'draft' });
    expect((await t.app.request(`/api/social-events/${draft.slug}/ics`)).status).toBe(404);
  });
});
