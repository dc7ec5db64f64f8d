import { insertRegistration, insertSocialEvent, insertTournament } from '@server/db/factories/events';
import { buildLeague, insertLeague, insertRosterEntries, insertTeam } from '@server/db/factories/leagues';
import { emailOutbox } from '@server/db/schema/mail';
import { drainOutbox } from '@server/lib/mail/outbox-worker';
import { clubMessagesApi } from '@shared/api/club-messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../support/auth-helpers';
import { answerOf, callRoute, errorOf } from '../support/call-route';
import { type SmtpCapture, startSmtpCapture } from '../support/smtp-capture';
import { createTestApp, type TestApp } from '../support/test-context';

/*
 * Issue 22 §1: a team's and an event's page list the messages sent to its people, each only to
 * whom it was for; a message's files go with its e-mails and are readable by its readers only.
 */
let t: TestApp;
let capture: SmtpCapture;
type Person = Awaited<ReturnType<typeof createSignedInUser>>;
let captain: Person;
let player: Person;
let rep: Person;
let outsider: Person;
let organiser: Person;
let guest: Person;
let waiting: Person;
let teamId: string;
let eventId: string;
let tournamentId: string;
let divisionId: string;

// The smallest PDF signature and PNG the upload accepts (types are decided from the bytes).
const pdfBytes = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const pngBytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

beforeAll(async () => {
  t = await createTestApp();
  capture = await startSmtpCapture();
  captain = await createSignedInUser(t, 'captain', { name: 'Cara Captain' });
  player = await createSignedInUser(t, 'member', { name: 'Rory Roster', email: 'rory@example.org' });
  rep = await createSignedInUser(t, 'rep', { name: 'Rita Rep' });
  outsider = await createSignedInUser(t, 'member', { name: 'Otto Outside' });
  organiser = await createSignedInUser(t, 'executive', { name: 'Oona Organiser' });
  guest = await createSignedInUser(t, 'member', { name: 'Gil Going', email: 'gil@example.org' });
  waiting = await createSignedInUser(t, 'member', { name: 'Wren Waiting', email: 'wren@example.org' });
  const league = await insertLeague(
    t.ctx.db,
    buildLeague({
      season: 'summer',
      gender: 'mixed',
      ageDivision: '18+',
      level: { kind: 'ntrp', rating: 3.5 },
    }),
  );
  teamId = (
    await insertTeam(t.ctx.db, {
      leagueId: league.id,
      name: 'Drop Shots',
      status: 'active',
      captainId: captain.user.id,
    })
  ).id;
  await insertRosterEntries(
    t.ctx.db,
    teamId,
    [{ userId: player.user.id, name: 'Rory Roster' }],
    captain.user.id,
  );
  eventId = (await insertSocialEvent(t.ctx.db, { title: 'Friday Night Doubles' })).id;
  const person = (name: string, email: string) => ({ name, email, phone: '', ntrp: '3.5' });
  await insertRegistration(t.ctx.db, { socialEventId: eventId }, person('Gil Going', 'gil@example.org'));
  await insertRegistration(t.ctx.db, { socialEventId: eventId }, person('Wren Waiting', 'wren@example.org'), {
    status: 'waitlisted',
  });
  const tournament = await insertTournament(t.ctx.db, { title: 'Club Championships' });
  tournamentId = tournament.tournament.id;
  divisionId = tournament.divisions[0]!.id;
  await insertRegistration(t.ctx.db, { divisionId }, person('Gil Going', 'gil@example.org'));
  t.ctx.env = { ...t.ctx.env, SMTP_URL: capture.url };
});
afterAll(async () => {
  await capture.stop();
  await t.close();
});

async function attach(as: Person, bytes: Uint8Array, name: string) {
  return callRoute(t, clubMessagesApi.uploadAttachment, {
    as: as.jar,
    query: { name },
    file: new Blob([Buffer.from(bytes)]),
  });
}

async function send(
  as: Person,
  audience: Parameters<typeof sendBody>[0],
  subject: string,
  attachmentIds?: string[],
) {
  const res = await callRoute(t, clubMessagesApi.send, {
    as: as.jar,
    body: sendBody(audience, subject, attachmentIds),
  });
  return answerOf(res);
}

function sendBody(
  audience:
    | { kind: 'team'; teamId: string; who: 'roster' | 'captains' }
    | { kind: 'event'; eventId: string; who: 'confirmed' | 'waitlisted' | 'both' }
    | { kind: 'division'; divisionId: string; who: 'confirmed' | 'waitlisted' | 'both' },
  subject: string,
  attachmentIds?: string[],
) {
  return { audience, subject, body: `About: ${subject}`, confirmedRecipients: 1, attachmentIds };
}

/** A GET as a browser makes it (bytes, not JSON), signed in as `as` when given. */
const download = (path: string, as?: Person) =>
  t.app.request(path, { headers: as?.jar.header ? { cookie: as.jar.header } : {} });

const about = (as: Person | undefined, kind: string, id: string) =>
  callRoute(t, clubMessagesApi.about, { ...(as ? { as: as.jar } : {}), params: { kind, id } });

describe('a team page lists its messages to whom they were for', () => {
  let rosterMessage: string;
  let captainsMessage: string;
  beforeAll(async () => {
    rosterMessage = (await send(captain, { kind: 'team', teamId, who: 'roster' }, 'Warm-up at 5:30')).id;
    captainsMessage = (await send(rep, { kind: 'team', teamId, who: 'captains' }, 'Rosters lock Friday')).id;
  });

  it('shows the roster the roster messages, newest first, not the captains-only one', async () => {
    const seen = answerOf(await about(player, 'team', teamId));
    expect(seen.messages.map((m) => m.id)).toEqual([rosterMessage]);
    expect(seen.messages[0]).toMatchObject({ subject: 'Warm-up at 5:30', authorName: 'Cara Captain' });
    expect(seen).toMatchObject({ isAudience: true, canWrite: false });
  });

  it('shows the captain and league staff both, with the way to write', async () => {
    for (const who of [captain, rep]) {
      const seen = answerOf(await about(who, 'team', teamId));
      expect(seen.messages.map((m) => m.id)).toEqual([captainsMessage, rosterMessage]);
      expect(seen.canWrite).toBe(true);
    }
  });

  it('shows an outsider nothing, and refuses them the message itself', async () => {
    expect(answerOf(await about(outsider, 'team', teamId))).toEqual({
      messages: [],
      isAudience: false,
      canWrite: false,
    });
    const res = await callRoute(t, clubMessagesApi.get, { as: outsider.jar, params: { id: rosterMessage } });
    expect(res.status).toBe(404);
    expect((await about(undefined, 'team', teamId)).status).toBe(401);
  });

  it('lets a player who joined the roster after the message read it at its address', async () => {
    const late = await createSignedInUser(t, 'member', { name: 'Lou Late' });
    await insertRosterEntries(
      t.ctx.db,
      teamId,
      [{ userId: late.user.id, name: 'Lou Late' }],
      captain.user.id,
    );
    expect(answerOf(await about(late, 'team', teamId)).messages.map((m) => m.id)).toEqual([rosterMessage]);
    const read = await callRoute(t, clubMessagesApi.get, { as: late.jar, params: { id: rosterMessage } });
    expect(answerOf(read).delivery).toBeNull();
  });

  it('answers 404 for an unknown kind or record', async () => {
    expect((await about(player, 'league', teamId)).status).toBe(404);
    expect((await about(player, 'team', 'not-a-uuid')).status).toBe(404);
    expect((await about(player, 'team', crypto.randomUUID())).status).toBe(404);
  });
});

describe('an event page lists its messages to its players', () => {
  let toBoth: string;
  let toWaitlist: string;
  let toDivision: string;
  beforeAll(async () => {
    toBoth = (await send(organiser, { kind: 'event', eventId, who: 'both' }, 'Bring a can of balls')).id;
    toWaitlist = (await send(organiser, { kind: 'event', eventId, who: 'waitlisted' }, 'Two places may open'))
      .id;
    toDivision = (await send(organiser, { kind: 'division', divisionId, who: 'both' }, 'Draws are out')).id;
  });

  it('shows each signed-up player the messages to their place', async () => {
    expect(answerOf(await about(guest, 'event', eventId)).messages.map((m) => m.id)).toEqual([toBoth]);
    expect(answerOf(await about(waiting, 'event', eventId)).messages.map((m) => m.id)).toEqual([
      toWaitlist,
      toBoth,
    ]);
    expect(answerOf(await about(guest, 'tournament', tournamentId)).messages.map((m) => m.id)).toEqual([
      toDivision,
    ]);
  });

  it('shows the organisers every message and the way to write; nobody else anything', async () => {
    const seen = answerOf(await about(organiser, 'event', eventId));
    expect(seen.messages).toHaveLength(2);
    expect(seen.canWrite).toBe(true);
    expect(answerOf(await about(outsider, 'event', eventId)).messages).toEqual([]);
    expect(answerOf(await about(waiting, 'tournament', tournamentId))).toMatchObject({
      messages: [],
      isAudience: false,
    });
  });
});

describe('attachments', () => {
  let messageId: string;
  let pdfId: string;

  it('takes a PDF or an image, refuses other files, and names it by what it is', async () => {
    const pdf = await attach(captain, pdfBytes, 'C:\\docs\\Match "rules".txt');
    expect(pdf.status).toBe(201);
    expect(answerOf(pdf)).toMatchObject({ name: 'Match rules.pdf', contentType: 'application/pdf' });
    pdfId = answerOf(pdf).id;
    const text = await attach(captain, new TextEncoder().encode('hello'), 'notes.pdf');
    expect(text.status).toBe(415);
    expect(errorOf(text).error).toMatch(/PDF, JPEG, PNG or WebP/);
    const big = await attach(captain, new Uint8Array(5 * 1024 * 1024 + 1).fill(0x25), 'big.pdf');
    expect(big.status).toBe(413);
  });

  it('refuses someone else’s file in a message', async () => {
    const res = await callRoute(t, clubMessagesApi.send, {
      as: rep.jar,
      body: sendBody({ kind: 'team', teamId, who: 'roster' }, 'Not yours', [pdfId]),
    });
    expect(res.status).toBe(400);
    expect(errorOf(res).fields?.attachmentIds).toBeDefined();
  });

  it('sends the file with every e-mail, by reference in the outbox', async () => {
    const png = answerOf(await attach(captain, pngBytes, 'court map.png'));
    capture.clear();
    const sent = await send(captain, { kind: 'team', teamId, who: 'roster' }, 'Directions attached', [
      pdfId,
      png.id,
    ]);
    messageId = sent.id;
    const [row] = await t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'rory@example.org'));
    expect(row).toBeDefined();
    const queued = await t.ctx.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, 'Directions attached'));
    expect(queued[0]!.attachments.map((a) => a.name)).toEqual(['Match rules.pdf', 'court map.png']);
    expect(JSON.stringify(queued[0]!.attachments)).not.toContain('PDF-1.4');
    await drainOutbox(t.ctx);
    const got = await capture.waitFor(
      (m) => m.to.includes('rory@example.org') && m.subject === 'Directions attached',
    );
    expect(got.raw).toMatch(/Content-Disposition: attachment;\s+filename="Match rules\.pdf"/);
    expect(got.raw).toContain(Buffer.from(pdfBytes).toString('base64').slice(0, 40));
    expect(got.raw).toMatch(/filename="court map\.png"/);
    // Used once: the same file cannot go with a second message.
    const again = await callRoute(t, clubMessagesApi.send, {
      as: captain.jar,
      body: sendBody({ kind: 'team', teamId, who: 'roster' }, 'Again', [pdfId]),
    });
    expect(again.status).toBe(400);
  });

  it('links the files on the message’s page and serves them to its readers only', async () => {
    const detail = answerOf(
      await callRoute(t, clubMessagesApi.get, { as: player.jar, params: { id: messageId } }),
    );
    expect(detail.attachments.map((a) => a.name)).toEqual(['Match rules.pdf', 'court map.png']);
    const path = `/api/messages/${messageId}/attachments/${detail.attachments[0]!.id}`;
    const ok = await download(path, player);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('application/pdf');
    expect(ok.headers.get('cache-control')).not.toContain('public');
    expect(new Uint8Array(await ok.arrayBuffer())).toEqual(pdfBytes);
    expect((await download(path, outsider)).status).toBe(404);
    expect((await download(path)).status).toBe(404);
    // Another message's id with this file's id: not found either.
    const other = answerOf(
      await callRoute(t, clubMessagesApi.about, { as: player.jar, params: { kind: 'team', id: teamId } }),
    ).messages.find((m) => m.id !== messageId)!;
    expect(
      (await download(`/api/messages/${other.id}/attachments/${detail.attachments[0]!.id}`, player)).status,
    ).toBe(404);
  });
});
