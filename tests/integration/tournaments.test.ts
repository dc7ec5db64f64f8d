import { insertRegistration, insertTournament } from '@server/db/factories/events';
import type { RegistrationResult } from '@shared/schemas/events-registrations';
import type {
  AdminTournament,
  AdminTournamentEntries,
  AdminTournamentList,
  TournamentList,
  TournamentResponse,
} from '@shared/schemas/events-tournaments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, lastEmailTo, signInAs, tokenFromEmail } from '../support/auth-helpers';
import { registrationsOf } from '../support/factories';
import { confirmHeldPlace } from '../support/held-places';
import { createTestApp, type TestApp } from '../support/test-context';

let t: TestApp;
let admin: Record<string, string>;
let member: Record<string, string>;
let board: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  [admin, member, board] = await Promise.all([
    signInAs(t, 'admin'),
    signInAs(t, 'member'),
    signInAs(t, 'board'),
  ]);
});
afterAll(() => t.close());

let client = 0;
/** A visitor's entry, confirmed from the e-mail (issue 18) as every entry that counts is. */
async function enter(slug: string, divisionId: string, body: unknown) {
  client += 1;
  const headers = { 'x-test-client': `10.1.0.${client}` };
  const res = await call(t, 'POST', `/api/tournaments/${slug}/divisions/${divisionId}/entries`, {
    body,
    headers,
  });
  if (res.status === 201 && res.body.confirmBy) await confirmHeldPlace(t, res.body.email, headers);
  return res;
}

function team(name: string, email: string, partnerName = 'Pat Partner') {
  return { name, email, phone: '555 010 4000', ntrp: '4.0', partnerName, notes: '' };
}

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

describe('public tournaments', () => {
  it('lists upcoming and past tournaments with their divisions, without drafts', async () => {
    const { tournament: up } = await insertTournament(
      t.ctx.db,
      { title: 'Upcoming Open', startDate: inDays(20), endDate: inDays(21) },
      [
        { name: 'Mixed Doubles 3.5', capacity: 2 },
        { name: "Women's Doubles 4.0", capacity: 4 },
      ],
    );
    const { tournament: past } = await insertTournament(t.ctx.db, {
      title: 'Past Open',
      startDate: inDays(-20),
      endDate: inDays(-20),
      resultsMarkdown: '**Winners**: A & B',
    });
    const { tournament: draft } = await insertTournament(t.ctx.db, { title: 'Draft Open', status: 'draft' });

    const list = (await call(t, 'GET', '/api/tournaments')).body as TournamentList;
    expect(list.upcoming.map((x) => x.slug)).toContain(up.slug);
    expect(list.past.map((x) => x.slug)).toContain(past.slug);
    expect([...list.upcoming, ...list.past].map((x) => x.slug)).not.toContain(draft.slug);
    const item = list.upcoming.find((x) => x.slug === up.slug)!;
    expect(item.divisions.map((d) => d.name)).toEqual(['Mixed Doubles 3.5', "Women's Doubles 4.0"]);
    expect(item.divisions[0]!.availability).toMatchObject({ state: 'open', spotsLeft: 2 });
    expect(item.isOpen).toBe(true);

    const detail = (await call(t, 'GET', `/api/tournaments/${past.slug}`)).body as TournamentResponse;
    expect(detail.tournament.resultsMarkdown).toBe('**Winners**: A & B');
    expect(detail.tournament.divisions[0]!.availability.state).toBe('past');
    expect((await call(t, 'GET', `/api/tournaments/${draft.slug}`)).status).toBe(404);
    expect((await call(t, 'GET', `/api/tournaments/${draft.slug}`, { headers: admin })).status).toBe(200);
  });

  it('enters a division: confirmed, then waitlisted, duplicate refused, cancel link promotes', async () => {
    const { tournament, divisions } = await insertTournament(
      t.ctx.db,
      { title: 'Entry Classic', startDate: inDays(30), endDate: inDays(31) },
      [
        { name: 'Mixed Doubles 3.5', capacity: 1 },
        { name: "Men's Doubles 4.0", capacity: 4 },
      ],
    );
    const [mixed, mens] = divisions;
    const first = await enter(tournament.slug, mixed!.id, team('Alex First', 'alex@example.com'));
    expect(first.status).toBe(201);
    expect(first.body as RegistrationResult).toMatchObject({
      status: 'confirmed',
      kind: 'tournament',
      divisionName: 'Mixed Doubles 3.5',
      eventPath: `/events/${tournament.slug}`,
    });
    const mail = await lastEmailTo(t, 'alex@example.com');
    expect(mail?.subject).toBe("You're signed up: Entry Classic — Mixed Doubles 3.5");
    expect(mail?.text).toContain('Fee: $30.00');

    const second = await enter(tournament.slug, mixed!.id, team('Blake Second', 'blake@example.com'));
    expect(second.body).toMatchObject({ status: 'waitlisted', waitlistPosition: 1 });
    // Same person, other division: allowed. Same division again: refused.
    expect((await enter(tournament.slug, mens!.id, team('Alex First', 'alex@example.com'))).status).toBe(201);
    expect(await enter(tournament.slug, mixed!.id, team('Alex First', 'ALEX@example.com'))).toMatchObject({
      status: 409,
      body: { error: "You're already signed up for this event." },
    });

    const token = tokenFromEmail((await lastEmailTo(t, 'alex@example.com'))!.text, '/registrations/cancel');
    const firstToken = tokenFromEmail(mail!.text, '/registrations/cancel');
    expect(token).not.toBe(firstToken);
    const cancelled = await call(t, 'POST', '/api/registrations/cancel', { body: { token: firstToken } });
    expect(cancelled).toMatchObject({ status: 200, body: { promotedCount: 1 } });
    expect((await lastEmailTo(t, 'blake@example.com'))?.subject).toBe(
      "Good news: you're in for Entry Classic — Mixed Doubles 3.5",
    );
    const rows = await registrationsOf(t.ctx.db, mixed!.id);
    expect(rows.find((r) => r.email === 'blake@example.com')?.status).toBe('confirmed');
  });

  it('refuses entries after the deadline, into a division of another tournament, and into drafts', async () => {
    const { tournament: closed, divisions } = await insertTournament(t.ctx.db, {
      entryDeadline: new Date(Date.now() - 60_000),
    });
    expect(await enter(closed.slug, divisions[0]!.id, team('Late', 'late@example.com'))).toMatchObject({
      status: 409,
      body: { error: 'Sign-up for this event has closed: the deadline has passed.' },
    });
    const { tournament: other } = await insertTournament(t.ctx.db);
    expect((await enter(other.slug, divisions[0]!.id, team('Cross', 'cross@example.com'))).status).toBe(404);
    const { tournament: draft, divisions: dd } = await insertTournament(t.ctx.db, { status: 'draft' });
    expect((await enter(draft.slug, dd[0]!.id, team('Early', 'early@example.com'))).status).toBe(404);
    expect((await enter(closed.slug, 'not-a-uuid', team('Bad', 'bad@example.com'))).status).toBe(404);
  });
});

describe('organisers', () => {
  const form = (overrides: Record<string, unknown> = {}) => ({
    title: 'Admin Cup',
    slug: '',
    description: 'Doubles for everyone.',
    startDate: '2031-08-09',
    endDate: '2031-08-10',
    courtId: '',
    placeText: 'Mesa View Park',
    format: 'Short sets, consolation draw.',
    entryDeadline: '2031-08-01T23:59',
    entryFee: '30',
    drawsMarkdown: '',
    drawsFileUrl: '',
    resultsMarkdown: '',
    resultsFileUrl: '',
    divisions: [
      { name: 'Mixed Doubles 3.5', capacity: 2 },
      { name: "Women's Doubles 3.5", capacity: 8 },
    ],
    ...overrides,
  });

  it('is for admins and executives only', async () => {
    expect((await call(t, 'GET', '/api/admin/tournaments')).status).toBe(401);
    expect((await call(t, 'GET', '/api/admin/tournaments', { headers: member })).status).toBe(403);
    expect((await call(t, 'GET', '/api/admin/tournaments', { headers: board })).status).toBe(403);
    expect((await call(t, 'POST', '/api/admin/tournaments', { headers: member, body: form() })).status).toBe(
      403,
    );
  });

  it('creates, publishes, edits divisions, lists entries with CSV, and cancels', async () => {
    const created = await call(t, 'POST', '/api/admin/tournaments', { headers: admin, body: form() });
    expect(created.status).toBe(201);
    const tour = created.body.tournament as AdminTournament;
    expect(tour).toMatchObject({ status: 'draft', slug: 'admin-cup' });
    expect(tour.values.divisions.map((d) => d.name)).toEqual(['Mixed Doubles 3.5', "Women's Doubles 3.5"]);

    const dup = await call(t, 'POST', '/api/admin/tournaments', {
      headers: admin,
      body: form({
        divisions: [
          { name: 'Same', capacity: 2 },
          { name: 'same', capacity: 2 },
        ],
      }),
    });
    expect(dup).toMatchObject({
      status: 400,
      body: { error: 'divisions.1.name: Two divisions have this name.' },
    });

    await call(t, 'POST', `/api/admin/tournaments/${tour.id}/publish`, { headers: admin });
    const [mixed, womens] = tour.values.divisions;
    // Deadline in 2031: entries open.
    for (const [i, name] of ['One', 'Two', 'Three'].entries()) {
      expect((await enter(tour.slug, mixed!.id!, team(`Player ${name}`, `cup${i}@example.com`))).status).toBe(
        201,
      );
    }
    await insertRegistration(t.ctx.db, { divisionId: womens!.id! }, team('Wendy W', 'wendy@example.com'));

    // Removing a division with entries is refused; renaming and growing one promotes its waitlist.
    const refused = await call(t, 'PATCH', `/api/admin/tournaments/${tour.id}`, {
      headers: admin,
      body: form({ divisions: [{ id: mixed!.id, name: 'Mixed Doubles 3.5', capacity: 2 }] }),
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toContain("Women's Doubles 3.5");
    const grown = await call(t, 'PATCH', `/api/admin/tournaments/${tour.id}`, {
      headers: admin,
      body: form({
        resultsMarkdown: 'Results soon.',
        divisions: [
          { id: mixed!.id, name: 'Mixed Doubles 3.5 (open)', capacity: 3 },
          { id: womens!.id, name: "Women's Doubles 3.5", capacity: 8 },
          { name: "Men's Doubles 4.0", capacity: 8 },
        ],
      }),
    });
    expect(grown.status).toBe(200);
    const after = grown.body.tournament as AdminTournament;
    expect(after.divisions.map((d) => `${d.name}:${d.confirmedCount}/${d.capacity}`)).toEqual([
      'Mixed Doubles 3.5 (open):3/3',
      "Women's Doubles 3.5:1/8",
      "Men's Doubles 4.0:0/8",
    ]);
    expect((await lastEmailTo(t, 'cup2@example.com'))?.subject).toContain('Good news');

    const entries = (await call(t, 'GET', `/api/admin/tournaments/${tour.id}/entries`, { headers: admin }))
      .body as AdminTournamentEntries;
    expect(entries.entries.map((e) => `${e.divisionName}:${e.name}`)).toEqual([
      'Mixed Doubles 3.5 (open):Player One',
      'Mixed Doubles 3.5 (open):Player Two',
      'Mixed Doubles 3.5 (open):Player Three',
      "Women's Doubles 3.5:Wendy W",
    ]);
    const csv = await (
      await t.app.request(`/api/admin/tournaments/${tour.id}/entries.csv`, { headers: admin })
    ).text();
    expect(csv).toContain('Division,Status,Waitlist position,Name,E-mail');
    expect(csv).toContain('Pat Partner');

    // Organisers add an entry by hand (e.g. a phoned-in team) to one division.
    const added = await call(t, 'POST', `/api/admin/tournaments/${tour.id}/divisions/${womens!.id}/entries`, {
      headers: admin,
      body: {
        name: 'Phoned In',
        email: 'phone@example.com',
        phone: '',
        ntrp: '3.5',
        partnerName: 'Pal',
        notes: '',
        checkIn: false,
      },
    });
    expect(added.status).toBe(201);

    const list = (await call(t, 'GET', '/api/admin/tournaments?q=admin%20cup', { headers: admin }))
      .body as AdminTournamentList;
    expect(list.items[0]).toMatchObject({ title: 'Admin Cup', divisionCount: 3, confirmedCount: 5 });
    const listCsv = await (
      await t.app.request('/api/admin/tournaments.csv?q=admin', { headers: admin })
    ).text();
    expect(listCsv).toContain('Admin Cup');

    const cancelled = await call(t, 'POST', `/api/admin/tournaments/${tour.id}/cancel`, {
      headers: admin,
      body: { message: 'Not enough entries this year.' },
    });
    expect(cancelled).toMatchObject({ status: 200, body: { notified: 5 } });
    expect((await lastEmailTo(t, 'wendy@example.com'))?.text).toContain('Not enough entries this year.');
    expect((await call(t, 'GET', `/api/tournaments/${tour.slug}`)).body.tournament.status).toBe('cancelled');
    expect((await call(t, 'DELETE', `/api/admin/tournaments/${tour.id}`, { headers: admin })).status).toBe(
      409,
    );
  });

  it('attaches a PDF or an image (checked by its bytes) and serves the PDF back', async () => {
    const upload = (bytes: Uint8Array<ArrayBuffer>, name: string, headers = admin) => {
      const body = new FormData();
      body.append('file', new File([bytes], name));
      return t.app.request('/api/admin/event-files', { method: 'POST', body, headers: { ...headers } });
    };
    const pdf = new TextEncoder().encode('%PDF-1.4\n% draws\n');
    const res = await upload(pdf, 'draws.pdf');
    expect(res.status).toBe(201);
    const { file } = (await res.json()) as { file: { url: string; kind: string } };
    expect(file.kind).toBe('pdf');
    expect(file.url).toMatch(/^\/api\/event-files\/eventdoc-[0-9a-f]{32}\.pdf$/);
    const served = await t.app.request(file.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(await served.text()).toContain('%PDF-1.4');

    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const image = await upload(png, 'results.png');
    expect(image.status).toBe(201);
    expect(((await image.json()) as { file: { url: string } }).file.url).toMatch(/^\/api\/uploads\/event-/);

    // A script renamed to .pdf is refused; so is anyone but an organiser.
    const fake = await upload(new TextEncoder().encode('<script>alert(1)</script>'), 'draws.pdf');
    expect(fake.status).toBe(415);
    expect(await fake.json()).toEqual({
      error: 'Only PDF, JPEG, PNG or WebP files can be attached.',
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
    expect((await upload(pdf, 'draws.pdf', member)).status).toBe(403);
    expect((await t.app.request('/api/event-files/../../etc/passwd')).status).toBe(404);
    expect((await t.app.request('/api/event-files/eventdoc-0000.pdf')).status).toBe(404);
  });
});
