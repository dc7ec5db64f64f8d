import { createHash } from 'node:crypto';
import { expect } from 'vitest';
import { CookieJar, call, signIn, totpCode } from './auth-helpers';
import type { DrillFacts } from './backup-drill-data';
import type { TestApp } from './test-context';

/** Finds the drill's club through the API of `t` (a server on a restored database). */
export async function expectDrillData(t: TestApp, facts: DrillFacts): Promise<void> {
  // The member signs in with their password and is an active, paid-up member.
  const member = await signIn(t, facts.member.email, facts.member.password);
  const me = await call(t, 'GET', '/api/me', { jar: member });
  expect(me.body.user).toMatchObject({
    id: facts.member.id,
    name: facts.member.name,
    image: facts.member.avatarUrl,
  });
  expect(me.body.roles).toEqual(['member']);
  // (Not its state: that depends on today's date, and an upgrade fixture's season may be over.)
  const memberships = await call(t, 'GET', '/api/me/memberships', { jar: member });
  expect(memberships.body.memberships[0]).toMatchObject({
    id: facts.member.membershipId,
    paymentStatus: 'paid',
  });

  // Their phone still takes pushes, with the notice choices they made.
  if (facts.push) {
    const choices = await call(t, 'GET', '/api/push/preferences', { jar: member });
    expect(choices.body.subscriptionCount).toBe(1);
    expect(choices.body.preferences).toMatchObject(facts.push.preferences);
  }

  // The treasurer finds the cheque.
  const treasurer = await signIn(t, facts.treasurer.email, facts.treasurer.password);
  const payment = await call(t, 'GET', `/api/payment-intents/${facts.member.paymentId}`, { jar: treasurer });
  expect(payment.status).toBe(200);
  expect(JSON.stringify(payment.body)).toContain('4242');

  // The avatar is served, byte for byte.
  const avatar = await t.app.request(facts.member.avatarUrl);
  expect(avatar.status).toBe(200);
  expect(
    createHash('sha256')
      .update(new Uint8Array(await avatar.arrayBuffer()))
      .digest('hex'),
  ).toBe(facts.member.avatarSha256);

  // The score stands and counts in the standings.
  const captain = await signIn(t, facts.captain.email, facts.captain.password);
  const score = await call(t, 'GET', `/api/team-matches/${facts.matchId}/score`, { jar: captain });
  expect(score.body.state).toBe('confirmed');
  expect(score.body.lines[0].scoreText).toBe('6-4 7-6(5)');
  const standings = await call(t, 'GET', `/api/leagues/${facts.leagueId}/standings`);
  expect(standings.body.matchesCounted).toBe(1);
  expect(standings.body.rows[0]).toMatchObject({ name: 'NJTC Drillers', matchesWon: 1, linesWon: 4 });

  // Text that SQL must escape comes back character for character.
  if (facts.news) {
    const news = await call(t, 'GET', `/api/news/${facts.news.slug}`);
    expect(news.body.post.body).toBe(facts.news.body);
  }

  // The admin signs in with the password, then the authenticator's code (its secret was
  // encrypted with the restored auth secret).
  const jar = new CookieJar();
  const first = await call(t, 'POST', '/api/auth/sign-in/email', {
    jar,
    body: { email: facts.admin.email, password: facts.admin.password },
  });
  expect(first.body).toMatchObject({ twoFactorRedirect: true });
  const second = await call(t, 'POST', '/api/auth/two-factor/verify-totp', {
    jar,
    body: { code: totpCode(facts.admin.totpUri) },
  });
  expect(second.status).toBe(200);
  expect((await call(t, 'GET', '/api/me', { jar })).body.roles).toEqual(['admin']);
}
