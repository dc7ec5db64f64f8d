import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { seedBoardMembers } from '@server/db/factories/contacts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createSignedInUser, testOrigin } from '../support/auth-helpers';
import { createTestApp, type TestApp } from '../support/test-context';

// Issue 7 §1: CSRF (Origin, Sec-Fetch-Site, JSON content type), streamed body limits, NUL characters.

let t: TestApp;
let memberId: string;

beforeAll(async () => {
  t = await createTestApp({ rateLimits: false });
  await seedBoardMembers(t.ctx.db);
  const list = await call(t, 'GET', '/api/contacts');
  memberId = list.body.members[0].id;
});
afterAll(() => t.close());

const subscribeBody = JSON.stringify({ name: 'Ann', email: 'ann@example.com' });

/** A body that streams `total` bytes in `chunk`-sized pieces and counts what the server pulled. */
function countingStream(total: number, chunk = 16 * 1024) {
  const counter = { pulled: 0 };
  const piece = new Uint8Array(chunk).fill(0x20); // spaces: valid JSON padding
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (counter.pulled >= total) {
        controller.close();
        return;
      }
      counter.pulled += piece.byteLength;
      controller.enqueue(piece);
    },
  });
  return { stream, counter };
}

function post(path: string, init: { body?: BodyInit; headers?: Record<string, string> } = {}) {
  return t.app.request(path, {
    method: 'POST',
    headers: init.headers,
    body: init.body,
    ...(init.body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit);
}

describe('CSRF: write requests must come from the site itself', () => {
  const json = { 'content-type': 'application/json' };

  it.each([
    ['no Origin', {}],
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['a sibling origin of the same site', { origin: 'http://evil.localhost:3000' }],
    ['another port', { origin: 'http://localhost:3001' }],
    ['Origin "null"', { origin: 'null' }],
    ['Sec-Fetch-Site: cross-site', { origin: testOrigin, 'sec-fetch-site': 'cross-site' }],
  ])('refuses %s with 403 {error, code}', async (_label, headers: Record<string, string>) => {
    const res = await post('/api/subscribe-email', { body: subscribeBody, headers: { ...json, ...headers } });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: expect.stringMatching(/origin/i), code: 'FORBIDDEN' });
  });

  it('accepts the same origin, and leaves GET alone', async () => {
    const ok = await post('/api/subscribe-email', {
      body: subscribeBody,
      headers: { ...json, origin: testOrigin, 'sec-fetch-site': 'same-origin' },
    });
    expect(ok.status).toBe(200);
    expect((await t.app.request('/api/courts')).status).toBe(200);
  });

  it('stops a signed-in admin granting a role from a sibling origin', async () => {
    const admin = await createSignedInUser(t, ['admin']);
    const target = await createSignedInUser(t, []);
    const res = await call(t, 'POST', `/api/admin/users/${target.user.id}/roles`, {
      jar: admin.jar,
      body: { role: 'admin' },
      origin: 'http://app.localhost:3000',
    });
    expect(res.status).toBe(403);
    expect((await call(t, 'GET', '/api/me', { jar: target.jar })).body.roles).not.toContain('admin');
  });

  it("covers Better Auth's routes too", async () => {
    const res = await post('/api/auth/sign-in/email', {
      body: JSON.stringify({ email: 'a@example.com', password: 'whatever-123' }),
      headers: { ...json, origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: expect.any(String), error: expect.any(String) });
  });

  it.each([
    ['text/plain', 'text/plain'],
    ['a form', 'application/x-www-form-urlencoded'],
    ['multipart', 'multipart/form-data; boundary=x'],
    ['no type at all', undefined],
  ])('refuses a JSON body sent as %s with 415', async (_label, type) => {
    const headers: Record<string, string> = { origin: testOrigin };
    if (type) headers['content-type'] = type;
    const res = await post('/api/subscribe-email', { body: subscribeBody, headers });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ error: expect.any(String), code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('refuses text/plain on Better Auth routes with 415', async () => {
    const res = await post('/api/auth/sign-in/email', {
      body: JSON.stringify({ email: 'a@example.com', password: 'whatever-123' }),
      headers: { 'content-type': 'text/plain', origin: testOrigin },
    });
    expect(res.status).toBe(415);
  });

  it('accepts application/json with a charset', async () => {
    const res = await post('/api/subscribe-email', {
      body: JSON.stringify({ name: 'Bo', email: 'bo@example.com' }),
      headers: { 'content-type': 'application/json; charset=utf-8', origin: testOrigin },
    });
    expect(res.status).toBe(200);
  });
});

describe('request bodies are streamed and cut off at their limit', () => {
  const headers = { 'content-type': 'application/json', origin: testOrigin };

  it('refuses a declared Content-Length over 64 KB before reading', async () => {
    const res = await post(`/api/contacts/${memberId}/message`, {
      body: 'x',
      headers: { ...headers, 'content-length': String(65 * 1024) },
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: 'The request is too large.', code: 'PAYLOAD_TOO_LARGE' });
  });

  it('stops reading a chunked 8 MB body to the anonymous contact relay at 64 KB', async () => {
    const { stream, counter } = countingStream(8 * 1024 * 1024);
    const res = await post(`/api/contacts/${memberId}/message`, { body: stream, headers });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    // Nothing much past the limit was pulled (the stream keeps one chunk ahead at most).
    expect(counter.pulled).toBeLessThanOrEqual(64 * 1024 + 3 * 16 * 1024);
  });

  it('does not trust a Content-Length that lies', async () => {
    const { stream, counter } = countingStream(4 * 1024 * 1024);
    const res = await post(`/api/contacts/${memberId}/message`, {
      body: stream,
      headers: { ...headers, 'content-length': '100' },
    });
    expect(res.status).toBe(413);
    expect(counter.pulled).toBeLessThan(200 * 1024);
  });

  it("cuts off Better Auth's routes at 64 KB", async () => {
    const { stream, counter } = countingStream(4 * 1024 * 1024);
    const res = await post('/api/auth/sign-in/email', { body: stream, headers });
    expect(res.status).toBe(413);
    expect(counter.pulled).toBeLessThan(200 * 1024);
  });

  it('cuts off an upload at its limit (2 MB avatar plus envelope)', async () => {
    const member = await createSignedInUser(t, []);
    const { stream, counter } = countingStream(20 * 1024 * 1024, 64 * 1024);
    const res = await post('/api/profiles/me/avatar', {
      body: stream,
      headers: { ...member.headers, 'content-type': 'multipart/form-data; boundary=----x' },
    });
    expect(res.status).toBe(413);
    expect(counter.pulled).toBeLessThan(3 * 1024 * 1024);
  });

  it('over a real socket: a chunked multi-MB body gets 413 while /api/health keeps answering', async () => {
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    try {
      const req = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `/api/contacts/${memberId}/message`,
        headers: { ...headers, 'transfer-encoding': 'chunked' },
      });
      req.on('error', () => {}); // the server may cut the connection after answering
      const answered = once(req, 'response') as Promise<[http.IncomingMessage]>;
      const chunk = Buffer.alloc(32 * 1024, 0x20);
      let written = 0;
      let isAnswered = false;
      void answered.then(() => {
        isAnswered = true;
      });
      // Send slowly enough that health is asked while the upload is still going on.
      const health = fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.status);
      while (!isAnswered && written < 16 * 1024 * 1024) {
        if (!req.write(chunk)) await Promise.race([once(req, 'drain'), answered]);
        written += chunk.length;
      }
      const [res] = await answered;
      expect(res.statusCode).toBe(413);
      expect(await health).toBe(200);
      req.destroy();
    } finally {
      server.close();
    }
  });
});

describe('NUL characters are refused with 400 everywhere', () => {
  const headers = { 'content-type': 'application/json', origin: testOrigin };

  it('in a JSON text field, naming the field', async () => {
    const res = await post(`/api/contacts/${memberId}/message`, {
      body: JSON.stringify({
        name: 'Ann\u0000',
        email: 'ann@example.com',
        message: 'Hello there, a question.',
      }),
      headers,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: expect.stringContaining('name: '),
      code: 'VALIDATION',
      fields: { name: expect.stringContaining('NUL') },
    });
  });

  it('deep in a body', async () => {
    const admin = await createSignedInUser(t, ['admin']);
    const res = await call(t, 'PUT', '/api/contacts/order', {
      jar: admin.jar,
      body: { ids: ['a', 'b\u0000'] },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ 'ids.1': expect.stringContaining('NUL') });
  });

  it('in a query value', async () => {
    const res = await t.app.request('/api/check-email-subscription?email=a%00b%40example.com');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'VALIDATION', fields: { email: expect.any(String) } });
  });

  it('in a path parameter', async () => {
    for (const path of ['/api/courts/a%00b', '/api/profiles/x%00y', '/api/social-events/s%00']) {
      const res = await t.app.request(path);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'VALIDATION', fields: { path: expect.any(String) } });
    }
  });

  it("in Better Auth's bodies (sign-up name)", async () => {
    const res = await post('/api/auth/sign-up/email', {
      body: JSON.stringify({
        name: 'Null\u0000Person',
        email: 'null-person@example.com',
        password: 'a-long-password-123',
        username: 'nullperson',
      }),
      headers,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'VALIDATION', fields: { name: expect.any(String) } });
  });
});
