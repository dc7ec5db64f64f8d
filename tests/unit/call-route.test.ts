import { courtsApi } from '@shared/api/courts';
import type { Court, CourtPage } from '@shared/schemas/courts';
import { Hono } from 'hono';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { CookieJar } from '../support/auth-helpers';
import { answerOf, callRoute, errorOf } from '../support/call-route';
import type { TestApp } from '../support/test-context';

// The typed test caller: it must send what the route's definition says (method, URL with its
// :params and query, JSON body, Origin, the caller's cookies) and type the answer from it.

interface Seen {
  method: string;
  url: string;
  origin: string | null;
  cookie: string | null;
  contentType: string | null;
  body: unknown;
}

/** An app that answers every request with what it received (or a refusal for /api/courts/nope). */
function echoApp(): TestApp {
  const app = new Hono();
  app.all('*', async (c) => {
    if (c.req.path === '/api/courts/nope') return c.json({ error: 'Not here.', code: 'NOT_FOUND' }, 404);
    const text = await c.req.text();
    const seen: Seen = {
      method: c.req.method,
      url: c.req.url.replace(/^https?:\/\/[^/]+/, ''),
      origin: c.req.header('origin') ?? null,
      cookie: c.req.header('cookie') ?? null,
      contentType: c.req.header('content-type') ?? null,
      body: text ? JSON.parse(text) : null,
    };
    c.header('set-cookie', 'njtc.session_data=fresh; Path=/');
    return c.json(seen);
  });
  return { app } as unknown as TestApp;
}

const seenOf = (body: unknown) => body as unknown as Seen;

describe('callRoute', () => {
  const t = echoApp();

  it('builds the URL from the path, :params and query, and sends the JSON body with the site Origin', async () => {
    const res = await callRoute(t, courtsApi.update, {
      params: { id: 'court 1/2' },
      body: { notes: 'Gate code at the desk.' },
    });
    expect(res.ok).toBe(true);
    expect(seenOf(res.body)).toEqual({
      method: 'PATCH',
      url: '/api/courts/court%201%2F2',
      origin: 'http://localhost:3000',
      cookie: null,
      contentType: 'application/json',
      body: { notes: 'Gate code at the desk.' },
    });

    const list = await callRoute(t, courtsApi.adminList, { query: { q: 'park & lake', page: 2 } });
    expect(seenOf(list.body).url).toBe('/api/admin/courts?q=park+%26+lake&page=2');
    expect(seenOf(list.body).method).toBe('GET');
  });

  it('signs the request as the caller: signInAs headers, a jar (kept up to date), or what holds one', async () => {
    const headers = { cookie: 'njtc.session_token=a', origin: 'http://localhost:3000' };
    expect(seenOf((await callRoute(t, courtsApi.list, { as: headers })).body).cookie).toBe(
      'njtc.session_token=a',
    );

    const jar = new CookieJar().set('njtc.session_token', 'b');
    expect(seenOf((await callRoute(t, courtsApi.list, { as: { jar } })).body).cookie).toBe(
      'njtc.session_token=b',
    );
    expect(jar.header).toBe('njtc.session_token=b; njtc.session_data=fresh');
    expect(seenOf((await callRoute(t, courtsApi.list, { as: jar, origin: null })).body)).toMatchObject({
      cookie: 'njtc.session_token=b; njtc.session_data=fresh',
      origin: null,
    });
  });

  it('gives the answer of a success and the error body of a refusal, and fails on the wrong one', async () => {
    const found = await callRoute(t, courtsApi.bySlug, { params: { slug: 'riverside-park' } });
    expect(answerOf(found)).toMatchObject({ method: 'GET', url: '/api/courts/riverside-park' });
    expect(() => errorOf(found)).toThrow(/expected a refusal, got 200/);

    const missing = await callRoute(t, courtsApi.bySlug, { params: { slug: 'nope' } });
    expect(missing.status).toBe(404);
    expect(errorOf(missing)).toEqual({ error: 'Not here.', code: 'NOT_FOUND' });
    expect(() => answerOf(missing)).toThrow(/expected a 2xx answer, got 404: .*Not here/);
  });

  it('types params, query, body and answer from the definition', () => {
    type Call<R> = (input: R) => void;
    expectTypeOf(answerOf<typeof courtsApi.bySlug>).returns.toEqualTypeOf<{ court: Court }>();
    expectTypeOf(answerOf<typeof courtsApi.adminList>).returns.toEqualTypeOf<CourtPage>();
    const update: Call<Parameters<typeof callRoute<typeof courtsApi.update>>[2]> = () => {};
    update({ params: { id: 'x' }, body: { notes: '' } });
    // @ts-expect-error a route with :id needs its params
    update({ body: { notes: '' } });
    // @ts-expect-error a field the body schema does not have
    update({ params: { id: 'x' }, body: { colour: 'red' } });
    // @ts-expect-error the wrong parameter name
    update({ params: { slug: 'x' }, body: {} });
    const list: Call<Parameters<typeof callRoute<typeof courtsApi.list>>[2]> = () => {};
    // @ts-expect-error a route without a body takes none
    list({ body: { name: 'x' } });
  });
});
