import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from '@server/app';
import { contentSecurityPolicy, securityHeadersOf } from '@server/lib/security-headers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createSignedInUser } from '../support/auth-helpers';
import { createTestApp, type TestApp } from '../support/test-context';

// Issue 7 §1 (smaller findings): no-store on signed-in answers, the uploads CSP, HSTS only on https.

let t: TestApp;
let member: Awaited<ReturnType<typeof createSignedInUser>>;

beforeAll(async () => {
  t = await createTestApp({ rateLimits: false });
  member = await createSignedInUser(t, ['member']);
});
afterAll(() => t.close());

const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

describe('Cache-Control', () => {
  it('is no-store on every API answer to a signed-in request, errors included', async () => {
    for (const path of [
      '/api/me',
      '/api/courts',
      '/api/social-events',
      '/api/admin/users',
      '/api/no-such-route',
    ]) {
      const res = await call(t, 'GET', path, { jar: member.jar });
      expect(res.headers.get('cache-control'), path).toBe('no-store');
    }
    const write = await call(t, 'PATCH', '/api/profiles/me', {
      jar: member.jar,
      body: { phone: '555 010 1234' },
    });
    expect(write.headers.get('cache-control')).toBe('no-store');
  });

  it('is no-store on auth routes, signed in or not', async () => {
    expect((await call(t, 'GET', '/api/auth/get-session')).headers.get('cache-control')).toBe('no-store');
    expect(
      (await call(t, 'GET', '/api/auth/get-session', { jar: member.jar })).headers.get('cache-control'),
    ).toBe('no-store');
  });

  it('is no-store, and sends no Referer on, answers behind secret links, anonymous, even when refused', async () => {
    const { createPendingPayment } = await import('@server/lib/ledger/ledger');
    const { randomUUID } = await import('node:crypto');
    const payment = await createPendingPayment(t.ctx.db, {
      purpose: 'event_fee',
      purposeId: randomUUID(),
      payerName: 'Link Payer',
      payerEmail: 'link.payer@example.org',
      amountCents: 1200,
      method: 'cash',
    });
    for (const path of [
      `/api/payments/${payment.id}/status`,
      '/api/lineups/not-a-real-token-at-all',
      '/api/registrations/cancel?token=nope',
      '/api/looking-for-team/withdraw?token=nope',
      '/api/availability/link?token=nope',
    ]) {
      const res = await call(t, 'GET', path);
      expect(res.headers.get('cache-control'), `${path} (${res.status})`).toBe('no-store');
      expect(res.headers.get('referrer-policy'), path).toBe('no-referrer');
    }
  });

  it('leaves anonymous public reads cacheable by their own rules', async () => {
    const res = await call(t, 'GET', '/api/courts');
    expect(res.headers.get('cache-control')).not.toBe('no-store');
  });
});

describe('uploads', () => {
  it("keep their own sandboxing policy, not the app's", async () => {
    const form = new FormData();
    form.set('avatar', new Blob([png], { type: 'image/png' }), 'a.png');
    const up = await call(t, 'POST', '/api/profiles/me/avatar', { jar: member.jar, body: form });
    expect(up.status).toBe(200);
    const url = up.body.profile.avatarUrl as string;
    const res = await t.app.request(url);
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain('sandbox');
    expect(csp).not.toContain("script-src 'self'");
  });
});

describe('Strict-Transport-Security', () => {
  it('is not sent when PUBLIC_URL is plain http', async () => {
    const res = await t.app.request('/api/health');
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('is sent when PUBLIC_URL is https', async () => {
    const app = createApp({ ...t.ctx, env: { ...t.ctx.env, PUBLIC_URL: 'https://njtc.example' } });
    const res = await app.request('/api/health');
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  });
});

/** Decision 046: what each kind of answer must carry, value for value. */
const apiSecurityHeaders = {
  'cross-origin-resource-policy': 'same-origin',
  'cross-origin-opener-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
};
const pageSecurityHeaders = {
  'cross-origin-resource-policy': 'same-origin',
  'cross-origin-opener-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
  'content-security-policy': contentSecurityPolicy,
};
/** Left out of API answers: document-only, or for clients (IE, Flash, Acrobat) that never read JSON here. */
const notOnApiAnswers = [
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

describe('security headers per kind of answer (decision 046)', () => {
  it('API answers (success, error, refusal) carry the API set and nothing of the page set beyond it', async () => {
    for (const [method, path, status] of [
      ['GET', '/api/health/live', 200],
      ['GET', '/api/health', 200],
      ['GET', '/api/no-such-route', 404],
      ['POST', '/api/profiles/me', 403],
      ['GET', '/api/me', 401],
    ] as const) {
      const res = await t.app.request(path, { method, headers: { origin: 'https://elsewhere.example' } });
      expect(res.status, path).toBe(status);
      for (const [name, value] of Object.entries(apiSecurityHeaders))
        expect(res.headers.get(name), `${path} ${name}`).toBe(value);
      for (const name of notOnApiAnswers) expect(res.headers.get(name), `${path} ${name}`).toBeNull();
    }
  });

  it('answers outside /api carry the page set, without X-Download-Options', async () => {
    const res = await t.app.request('/robots.txt');
    expect(res.status).toBe(200);
    for (const [name, value] of Object.entries(pageSecurityHeaders))
      expect(res.headers.get(name), name).toBe(value);
    expect(res.headers.get('x-download-options')).toBeNull();
  });

  it('are the sets securityHeadersOf gives, HSTS added on https only', () => {
    const asRecord = (kind: 'api' | 'page', url: string) =>
      Object.fromEntries(securityHeadersOf(url, kind).map(([name, value]) => [name.toLowerCase(), value]));
    expect(asRecord('api', 'http://localhost:3000')).toEqual(apiSecurityHeaders);
    expect(asRecord('page', 'http://localhost:3000')).toEqual(pageSecurityHeaders);
    const hsts = { 'strict-transport-security': 'max-age=15552000; includeSubDomains' };
    expect(asRecord('api', 'https://njtc.example')).toEqual({ ...apiSecurityHeaders, ...hsts });
    expect(asRecord('page', 'https://njtc.example')).toEqual({ ...pageSecurityHeaders, ...hsts });
  });
});

describe('security headers served by Node (decision 044)', () => {
  // Served by Node the headers go on Node's response before the route runs; in-process they are
  // added to the answer. Both must send the same policy, and a route's own policy must win.
  it('are the same over HTTP as in-process, on answers, errors, refusals, an upload and a page', async () => {
    const form = new FormData();
    form.set('avatar', new Blob([png], { type: 'image/png' }), 'b.png');
    const up = await call(t, 'POST', '/api/profiles/me/avatar', { jar: member.jar, body: form });
    const avatarUrl = up.body.profile.avatarUrl as string;
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    const namesOf = (kind: 'api' | 'page') =>
      securityHeadersOf('http://localhost:3000', kind).map(([name]) => name.toLowerCase());
    expect(namesOf('api')).toContain('content-security-policy');
    expect(namesOf('page')).toContain('content-security-policy');
    try {
      for (const [method, path, status, kind] of [
        ['GET', '/api/health/live', 200, 'api'],
        ['GET', '/api/health', 200, 'api'],
        ['GET', '/api/no-such-route', 404, 'api'],
        ['POST', '/api/profiles/me', 403, 'api'],
        ['GET', avatarUrl, 200, 'api'],
        ['GET', '/robots.txt', 200, 'page'],
      ] as const) {
        const init = { method, headers: { origin: 'https://elsewhere.example' } };
        const overHttp = await fetch(`http://127.0.0.1:${port}${path}`, init);
        const inProcess = await t.app.request(path, init);
        expect(overHttp.status, path).toBe(status);
        expect(inProcess.status, path).toBe(status);
        for (const name of [...namesOf('api'), ...namesOf('page'), 'x-download-options']) {
          expect(overHttp.headers.get(name), `${path} ${name}`).toBe(inProcess.headers.get(name));
        }
        for (const name of namesOf(kind)) {
          expect(overHttp.headers.get(name), `${path} ${name}`).not.toBeNull();
        }
      }
      const avatar = await fetch(`http://127.0.0.1:${port}${avatarUrl}`);
      const csp = avatar.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain('sandbox');
      expect(csp).not.toContain("script-src 'self'");
      expect((await fetch(`http://127.0.0.1:${port}/api/health/live`)).headers.get('x-frame-options')).toBe(
        'DENY',
      );
      expect((await fetch(`http://127.0.0.1:${port}/robots.txt`)).headers.get('x-frame-options')).toBe(
        'SAMEORIGIN',
      );
    } finally {
      server.close();
    }
  });
});
