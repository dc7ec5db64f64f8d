import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from '@server/app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-context';

// Issue 7 §1: behind a reverse proxy every visitor shared one rate-limit bucket. With TRUST_PROXY
// the address comes from X-Forwarded-For; without it a spoofed header changes nothing.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: true });
});
afterAll(() => t.close());

async function withServer(trustProxy: string, run: (url: string) => Promise<void>) {
  const app = createApp({ ...t.ctx, env: { ...t.ctx.env, TRUST_PROXY: trustProxy } });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  try {
    await run(`http://127.0.0.1:${port}`);
  } finally {
    server.close();
  }
}

let n = 0;
async function subscribe(url: string, forwardedFor?: string) {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    origin: 'http://localhost:3000',
  };
  if (forwardedFor) headers['x-forwarded-for'] = forwardedFor;
  const res = await fetch(`${url}/api/subscribe-email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name: 'Proxy Test', email: `proxy-${++n}@example.com` }),
  });
  await res.text();
  return res.status;
}

describe('TRUST_PROXY', () => {
  it('off: a spoofed X-Forwarded-For does not get a fresh bucket', async () => {
    await withServer('off', async (url) => {
      for (let i = 0; i < 10; i++) expect(await subscribe(url, `198.51.100.${i}`)).toBe(200);
      expect(await subscribe(url, '198.51.100.200')).toBe(429);
    });
  });

  it('set: each visitor behind the proxy has a bucket of their own, and the proxy cannot be bypassed by spoofing', async () => {
    await withServer('127.0.0.1, ::1', async (url) => {
      // A client claims an address; the proxy (127.0.0.1) appends the real one.
      for (let i = 0; i < 10; i++) expect(await subscribe(url, `6.6.6.${i}, 203.0.113.7`)).toBe(200);
      expect(await subscribe(url, '6.6.6.99, 203.0.113.7')).toBe(429);
      // Another visitor through the same proxy is not affected.
      expect(await subscribe(url, '203.0.113.8')).toBe(200);
    });
  });
});
