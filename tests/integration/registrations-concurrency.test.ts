import { insertSocialEvent } from '@server/db/factories/events';
import { emailOutbox } from '@server/db/schema/mail';
import { createCancelToken } from '@server/features/events/cancel-token';
import type { RegistrationResult } from '@shared/schemas/events-registrations';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationsOf } from '../support/factories';
import { createTestApp, jsonRequest, type TestApp } from '../support/test-context';

// Runs on in-memory PGlite, or on PostgreSQL when TEST_DATABASE_URL is set (a schema of its own).
let t: TestApp;
beforeAll(async () => {
  // The per-address limit would refuse a crowd from one address; it has its own test.
  t = await createTestApp({ rateLimits: false });
});
afterAll(() => t.close());

function person(i: number, prefix = 'crowd') {
  return {
    name: `Player ${i}`,
    email: `${prefix}.${i}@example.com`,
    phone: '555 010 2000',
    ntrp: '3.5',
    partnerName: '',
    notes: '',
  };
}

describe('capacity under concurrency', () => {
  it('200 simultaneous sign-ups for 20 places: 20 confirmed, 180 waitlisted in order, none lost', async () => {
    const event = await insertSocialEvent(t.ctx.db, { capacity: 20, title: 'Crowded Mixer' });
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        t.app.request(`/api/social-events/${event.slug}/registrations`, jsonRequest('POST', person(i))),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s !== 201)).toEqual([]);
    const results = (await Promise.all(responses.map((r) => r.json()))) as RegistrationResult[];

    expect(results.filter((r) => r.status === 'confirmed')).toHaveLength(20);
    const waitlisted = results.filter((r) => r.status === 'waitlisted');
    expect(waitlisted).toHaveLength(180);
    expect(waitlisted.map((r) => r.waitlistPosition).sort((a, b) => a! - b!)).toEqual(
      Array.from({ length: 180 }, (_, i) => i + 1),
    );

    const rows = await registrationsOf(t.ctx.db, event.id);
    expect(rows).toHaveLength(200);
    expect(new Set(rows.map((r) => r.emailKey)).size).toBe(200);
    expect(rows.filter((r) => r.status === 'confirmed')).toHaveLength(20);
    // Arrival order decides: the first 20 in commit order are confirmed, then positions 1..180 follow it.
    const inOrder = [...rows].sort((a, b) => a.seq - b.seq);
    expect(inOrder.slice(0, 20).every((r) => r.status === 'confirmed')).toBe(true);
    expect(inOrder.slice(20).map((r) => r.waitlistPosition)).toEqual(
      Array.from({ length: 180 }, (_, i) => i + 1),
    );

    // One e-mail per sign-up, written with it: visitors confirm the place (or waitlist place) it holds.
    const mails = await t.ctx.db.select().from(emailOutbox).where(like(emailOutbox.to, 'crowd.%'));
    expect(mails).toHaveLength(200);
    expect(mails.every((m) => m.subject.startsWith('Please confirm your sign-up'))).toBe(true);
    expect(mails.filter((m) => m.text.includes('and hold a place for it'))).toHaveLength(20);
    expect(mails.filter((m) => m.text.includes('a place on the waitlist (position'))).toHaveLength(180);
  });

  it('the same e-mail sent 20 times at once holds exactly one place', async () => {
    const event = await insertSocialEvent(t.ctx.db, { capacity: 5 });
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.app.request(
          `/api/social-events/${event.slug}/registrations`,
          jsonRequest('POST', {
            ...person(1, 'twin'),
            email: i % 2 ? 'Twin.1@Example.com' : 'twin.1@example.com',
          }),
        ),
      ),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const conflict = responses.find((r) => r.status === 409)!;
    expect(await conflict.json()).toEqual({
      error: "You're already signed up for this event.",
      code: 'CONFLICT',
      fields: { email: "You're already signed up for this event." },
    });
    expect(await registrationsOf(t.ctx.db, event.id)).toHaveLength(1);
  });

  it('simultaneous cancellations promote the waitlist one for one, keeping positions gap-free', async () => {
    const event = await insertSocialEvent(t.ctx.db, { capacity: 10 });
    for (let i = 0; i < 30; i++) {
      const res = await t.app.request(
        `/api/social-events/${event.slug}/registrations`,
        jsonRequest('POST', person(i, 'wave')),
      );
      expect(res.status).toBe(201);
    }
    const before = await registrationsOf(t.ctx.db, event.id);
    const confirmed = before.filter((r) => r.status === 'confirmed');
    const firstWaiting = before
      .filter((r) => r.status === 'waitlisted')
      .sort((a, b) => a.waitlistPosition! - b.waitlistPosition!)
      .slice(0, 6)
      .map((r) => r.id);
    // Six confirmed players cancel at once, plus two waitlisted ones further down.
    const lateWaiting = before.filter((r) => r.waitlistPosition === 15 || r.waitlistPosition === 18);
    const cancels = [...confirmed.slice(0, 6), ...lateWaiting].map((r) =>
      t.app.request(
        '/api/registrations/cancel',
        jsonRequest('POST', { token: createCancelToken(t.ctx.authSecret, r.id) }),
      ),
    );
    const results = await Promise.all(cancels);
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(200));

    const after = await registrationsOf(t.ctx.db, event.id);
    const nowConfirmed = after.filter((r) => r.status === 'confirmed');
    expect(nowConfirmed).toHaveLength(10);
    // Exactly the first six who were waiting moved up.
    expect(after.filter((r) => firstWaiting.includes(r.id)).every((r) => r.status === 'confirmed')).toBe(
      true,
    );
    const stillWaiting = after.filter((r) => r.status === 'waitlisted');
    expect(stillWaiting).toHaveLength(30 - 10 - 6 - 2);
    expect(stillWaiting.map((r) => r.waitlistPosition).sort((a, b) => a! - b!)).toEqual(
      Array.from({ length: 12 }, (_, i) => i + 1),
    );
    // Waiting order is kept: positions follow the original order.
    const bySeq = [...stillWaiting].sort((a, b) => a.seq - b.seq);
    expect(bySeq.map((r) => r.waitlistPosition)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
  });
});
