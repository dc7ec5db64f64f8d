import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testAppOrigin } from '../support/test-context';

// Issue 18, medium 1: a body under 64 KB nested thousands deep stalled the event loop in the
// NUL walk (and overflowed the stack past ~4,500 levels) before the sign-in limiter ran.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: true });
});
afterAll(() => t.close());

let nextAddress = 1;
const address = () => ({ 'x-test-client': `10.18.${Math.floor(++nextAddress / 250)}.${nextAddress % 250}` });

/** `{"email": [[[…]]], "password": "…"}`: about 12 KB nested `depth` deep. */
function deepArrays(depth: number): string {
  return `{"email":${'['.repeat(depth)}${']'.repeat(depth)},"password":"whatever-123"}`;
}
/** `{"name": {"a": {"a": … "x\u0000" }}}`: nested objects with a NUL at the bottom. */
function deepObjects(depth: number): string {
  return `{"name":${'{"a":'.repeat(depth)}"x\\u0000"${'}'.repeat(depth)},"email":"deep@example.org"}`;
}

function post(path: string, body: string, headers: Record<string, string> = address()) {
  return t.app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: testAppOrigin, ...headers },
    body,
  });
}

describe('deeply nested JSON bodies', () => {
  it('20 parallel deep bodies each get 400, never 500 (Better Auth and the app routes)', async () => {
    const bodies = [
      ...Array.from({ length: 8 }, () => ['/api/auth/sign-in/email', deepArrays(6000)] as const),
      ...Array.from({ length: 4 }, () => ['/api/auth/sign-up/email', deepObjects(2000)] as const),
      ...Array.from(
        { length: 8 },
        (_, i) => ['/api/subscribe-email', i % 2 ? deepArrays(5000) : deepObjects(2500)] as const,
      ),
    ];
    expect(bodies.every(([, b]) => b.length < 64 * 1024)).toBe(true);
    const answers = await Promise.all(bodies.map(([path, body]) => post(path, body)));
    for (const res of answers) {
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({
        code: 'BAD_REQUEST',
        error: expect.stringMatching(/nested too deeply/),
      });
    }
  });

  it('a body at the depth limit is read; one level more is refused', async () => {
    const at = (depth: number) =>
      `{"name":"Deep Person","email":"deep-${depth}@example.org","extra":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`;
    const ok = await post('/api/subscribe-email', at(32));
    expect(ok.status).toBe(200);
    const refused = await post('/api/subscribe-email', at(33));
    expect(refused.status).toBe(400);
  });

  it('the per-address sign-in limit answers before the body is read (429, not 400)', async () => {
    const from = address();
    for (let i = 0; i < 10; i++) {
      const res = await post(
        '/api/auth/sign-in/email',
        JSON.stringify({ email: `n${i}@example.org`, password: 'whatever-123' }),
        from,
      );
      expect(res.status).toBe(401);
    }
    const deep = await post('/api/auth/sign-in/email', deepArrays(6000), from);
    expect(deep.status).toBe(429);
    expect(deep.headers.get('retry-after')).toBeTruthy();
  });

  it('NUL characters deep in a wide body are still named by path', async () => {
    const res = await post(
      '/api/subscribe-email',
      JSON.stringify({
        name: 'Wide',
        email: 'wide@example.org',
        extra: { list: [...Array(5000).fill('ok'), 'bad\u0000'] },
      }),
    );
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toEqual({ 'extra.list.5000': expect.stringContaining('NUL') });
  });
});
