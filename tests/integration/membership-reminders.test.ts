import { loadUserRoles } from '@server/auth/user-roles';
import {
  membershipReminders,
  membershipSeasons,
  memberships,
  membershipTypes,
} from '@server/db/schema/membership';
import { demoMembershipTypes, demoSeason } from '@server/db/seed-data/membership';
import { sendRenewalReminders, syncMemberRoles } from '@server/features/membership/membership-reminders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createSignedInUser, createUser, emailsTo } from '../support/auth-helpers';
import { createTestApp, type TestApp } from '../support/test-context';

let t: TestApp;
let typeIds: Map<number, string>;
const at = (date: string) => new Date(`${date}T18:00:00Z`);

beforeAll(async () => {
  t = await createTestApp({ rateLimits: false });
  typeIds = new Map();
  for (const year of [2030, 2031]) {
    await t.ctx.db.insert(membershipSeasons).values(demoSeason(year));
    const [type] = await t.ctx.db.insert(membershipTypes).values(demoMembershipTypes(year)[0]!).returning();
    typeIds.set(year, type!.id);
  }
});
afterAll(() => t.close());

async function membership(userId: string, year: number, paymentStatus: 'paid' | 'pending') {
  await t.ctx.db.insert(memberships).values({
    userId,
    typeId: typeIds.get(year)!,
    year,
    priceCents: 6000,
    paymentChoice: 'offline',
    paymentStatus,
    activatedAt: paymentStatus === 'paid' ? new Date() : null,
    acceptedTermsAt: new Date(),
  });
}

describe('renewal reminders and lapsing', () => {
  it('reminds only members who have not renewed, once per kind even when runs overlap, with a renew link', async () => {
    const ann = await createUser(t, { name: 'Ann Ending', roles: ['member'] });
    const ben = await createUser(t, { name: 'Ben Renewed', roles: ['member'] });
    const cy = await createUser(t, { name: 'Cy Unpaid' });
    await membership(ann.id, 2030, 'paid');
    await membership(ben.id, 2030, 'paid');
    await membership(ben.id, 2031, 'paid');
    await membership(cy.id, 2030, 'pending');

    expect(await sendRenewalReminders(t.ctx, at('2030-11-20'))).toBe(0);
    const runs = await Promise.all([
      sendRenewalReminders(t.ctx, at('2030-12-10')),
      sendRenewalReminders(t.ctx, at('2030-12-10')),
      sendRenewalReminders(t.ctx, at('2030-12-11')),
    ]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    const mail = await emailsTo(t, ann.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toContain('Renew your NJTC membership for 2031');
    expect(mail[0]!.text).toContain('http://localhost:3000/forms/membership?renew=2031');
    expect(await emailsTo(t, ben.email)).toHaveLength(0);
    expect(await emailsTo(t, cy.email)).toHaveLength(0);

    expect(await sendRenewalReminders(t.ctx, at('2031-01-05'))).toBe(1);
    expect(await sendRenewalReminders(t.ctx, at('2031-01-28'))).toBe(1);
    expect(await sendRenewalReminders(t.ctx, at('2031-01-29'))).toBe(0);
    const kinds = await t.ctx.db
      .select()
      .from(membershipReminders)
      .where(eq(membershipReminders.userId, ann.id));
    expect(kinds.map((k) => k.kind).sort()).toEqual(['grace_ending', 'grace_started', 'season_ending']);
    expect(kinds.every((k) => k.emailId)).toBe(true);

    // Staff see who was reminded when.
    const staff = await createSignedInUser(t, ['board']);
    const detail = await call(t, 'GET', `/api/members/${ann.id}`, { jar: staff.jar });
    expect(detail.body.reminders).toHaveLength(3);

    // Grace still counts; the day after it ends the member role goes (only it), audited.
    expect(await syncMemberRoles(t.ctx, at('2031-01-30'))).toBe(0);
    expect(await syncMemberRoles(t.ctx, at('2031-01-31'))).toBe(1);
    expect(await loadUserRoles(t.ctx.db, ann.id)).toEqual(['guest']);
    expect(await loadUserRoles(t.ctx.db, ben.id)).toEqual(['member']);
    expect(await loadUserRoles(t.ctx.db, cy.id)).toEqual(['guest']);
  });

  it('are bulk mail: List-Unsubscribe (one click), a whole HTML document, and who leaves gets no more (issue 19)', async () => {
    const dee = await createUser(t, { name: 'Dee Departing', roles: ['member'] });
    await membership(dee.id, 2030, 'paid');
    await sendRenewalReminders(t.ctx, at('2030-12-10'));
    const [first] = await emailsTo(t, dee.email);
    expect(first!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const oneClick = first!.headers['List-Unsubscribe']!.match(
      /^<(http:\/\/localhost:3000\/api\/mail-lists\/unsubscribe\?token=[^>]+)>$/,
    )?.[1];
    expect(oneClick).toBeDefined();
    expect(first!.text).toContain('http://localhost:3000/mail/unsubscribe?token=');
    expect(first!.html).toMatch(
      /^<!doctype html>\n<html lang="en">\n<head>[\s\S]*<title>Renew your NJTC membership for 2031<\/title>/,
    );
    expect(first!.html).toContain('Stop these e-mails</a>');

    // A mail provider's one-click POST (RFC 8058): a form body, the token in the address, no Origin.
    const url = new URL(oneClick!);
    const left = await t.app.request(`${url.pathname}${url.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(left.status).toBe(200);
    expect(await left.json()).toMatchObject({
      list: 'membership-reminders',
      email: dee.email.toLowerCase(),
      isSubscribed: false,
    });
    await sendRenewalReminders(t.ctx, at('2031-01-05'));
    expect(await emailsTo(t, dee.email)).toHaveLength(1);

    // The page's reads and the way back.
    const token = url.searchParams.get('token')!;
    const page = await call(t, 'GET', `/api/mail-lists/subscription?token=${encodeURIComponent(token)}`);
    expect(page.body).toMatchObject({ title: 'membership renewal reminders', isSubscribed: false });
    const back = await call(t, 'POST', '/api/mail-lists/resubscribe', { body: { token } });
    expect(back.body.isSubscribed).toBe(true);
    await sendRenewalReminders(t.ctx, at('2031-01-28'));
    expect(await emailsTo(t, dee.email)).toHaveLength(2);

    // A browser opening the header's address lands on the page; a forged token does nothing.
    const opened = await t.app.request(`${url.pathname}${url.search}`);
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe(`/mail/unsubscribe?token=${encodeURIComponent(token)}`);
    const forged = token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await call(t, 'POST', '/api/mail-lists/unsubscribe', { body: { token: forged } })).status).toBe(
      404,
    );
  });
});
