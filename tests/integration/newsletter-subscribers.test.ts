import { newsletterSubscribers } from '@server/db/schema/newsletter';
import { newsletterIssuesApi } from '@shared/api/club-messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, emailsTo } from '../support/auth-helpers';
import { answerOf, callRoute } from '../support/call-route';
import { createTestApp, type TestApp } from '../support/test-context';

let t: TestApp;
let board: Awaited<ReturnType<typeof createSignedInUser>>;
let member: Awaited<ReturnType<typeof createSignedInUser>>;

beforeAll(async () => {
  t = await createTestApp();
  board = await createSignedInUser(t, 'board');
  member = await createSignedInUser(t, 'member');
  const day = 86_400_000;
  await t.ctx.db.insert(newsletterSubscribers).values([
    {
      name: 'Connie Confirmed',
      email: 'connie@example.org',
      emailKey: 'connie@example.org',
      token: 'tok-a-0123456789abcdef',
      status: 'confirmed',
      confirmedAt: new Date(),
      createdAt: new Date(Date.now() - 3 * day),
    },
    {
      name: 'Pete Pending',
      email: 'pete@example.org',
      emailKey: 'pete@example.org',
      token: 'tok-b-0123456789abcdef',
      status: 'pending',
      createdAt: new Date(Date.now() - 2 * day),
    },
    {
      name: 'Una Gone',
      email: 'una@example.org',
      emailKey: 'una@example.org',
      token: 'tok-c-0123456789abcdef',
      status: 'unsubscribed',
      createdAt: new Date(Date.now() - day),
    },
  ]);
});
afterAll(() => t.close());

describe('the board’s newsletter subscribers list', () => {
  it('is the board’s only', async () => {
    expect((await callRoute(t, newsletterIssuesApi.subscribers, { as: member.jar, query: {} })).status).toBe(
      403,
    );
    expect((await callRoute(t, newsletterIssuesApi.subscribers, { query: {} })).status).toBe(401);
  });

  it('lists newest first, searches, and filters by status', async () => {
    const all = answerOf(await callRoute(t, newsletterIssuesApi.subscribers, { as: board.jar, query: {} }));
    expect(all.items.map((s) => s.email)).toEqual([
      'una@example.org',
      'pete@example.org',
      'connie@example.org',
    ]);
    const confirmed = answerOf(
      await callRoute(t, newsletterIssuesApi.subscribers, { as: board.jar, query: { status: 'confirmed' } }),
    );
    expect(confirmed.items.map((s) => s.email)).toEqual(['connie@example.org']);
    const found = answerOf(
      await callRoute(t, newsletterIssuesApi.subscribers, { as: board.jar, query: { q: 'PETE' } }),
    );
    expect(found.total).toBe(1);
  });

  it('exports CSV', async () => {
    const res = await callRoute(t, newsletterIssuesApi.subscribersCsv, {
      as: board.jar,
      query: { status: 'pending' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(String(res.body)).toContain('pete@example.org');
    expect(String(res.body)).not.toContain('connie@example.org');
  });

  it('imports a CSV: new addresses confirm by e-mail unless confirmed elsewhere (recorded); known ones stay', async () => {
    const csv = [
      'name,email,confirmed_elsewhere',
      'Nora New,nora@example.org,',
      'Olga Old,olga@example.org,"Mailchimp, 2025-03-02"',
      'Connie Again,CONNIE@example.org,',
      'Bad Row,not-an-address,',
      'Nora Twice,nora@example.org,',
    ].join('\n');
    const result = answerOf(await callRoute(t, newsletterIssuesApi.import, { as: board.jar, body: { csv } }));
    expect(result).toMatchObject({ invited: 1, confirmedElsewhere: 1, alreadyListed: 1 });
    expect(result.problems.map((p) => p.line)).toEqual([5, 6]);
    const [nora] = await t.ctx.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.emailKey, 'nora@example.org'));
    expect(nora).toMatchObject({ status: 'pending', source: 'import' });
    expect((await emailsTo(t, 'nora@example.org'))[0]?.subject).toMatch(/confirm/i);
    const [olga] = await t.ctx.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.emailKey, 'olga@example.org'));
    expect(olga).toMatchObject({ status: 'confirmed', confirmedElsewhere: 'Mailchimp, 2025-03-02' });
    expect(await emailsTo(t, 'olga@example.org')).toHaveLength(0);
  });

  it('refuses a CSV without the name and email columns, with a field error', async () => {
    const res = await callRoute(t, newsletterIssuesApi.import, {
      as: board.jar,
      body: { csv: 'who,where\na,b' },
    });
    expect(res.status).toBe(400);
  });

  it('removes a subscriber', async () => {
    const [una] = await t.ctx.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.emailKey, 'una@example.org'));
    const res = await callRoute(t, newsletterIssuesApi.remove, { as: board.jar, params: { id: una!.id } });
    expect(res.status).toBe(204);
    expect(
      (await callRoute(t, newsletterIssuesApi.remove, { as: board.jar, params: { id: una!.id } })).status,
    ).toBe(404);
  });
});
