import { apiKey, apiUrl, callApi } from '@client/lib/call-api';
import { isAllowed } from '@shared/access';
import { contactsApi } from '@shared/api/contacts';
import { newsApi } from '@shared/api/content';
import { courtsApi } from '@shared/api/courts';
import { type ApiRoute, pathOf } from '@shared/api/define';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => vi.unstubAllGlobals());

const definitionFiles = import.meta.glob<Record<string, Record<string, ApiRoute>>>(
  '../../src/shared/api/*.ts',
  { eager: true },
);

function allRoutes(): ApiRoute[] {
  return Object.values(definitionFiles).flatMap((file) =>
    Object.values(file).flatMap((group) =>
      group && typeof group === 'object' ? Object.values(group).filter((r) => r && 'path' in r) : [],
    ),
  ) as ApiRoute[];
}

describe('shared API definitions', () => {
  it('gives every defined call an access rule, as plain data', () => {
    const routes = allRoutes();
    expect(routes.length).toBeGreaterThan(5);
    const missing = routes.filter((r) => r.access === undefined).map((r) => `${r.method} ${r.path}`);
    expect(missing).toEqual([]);
    // Plain data (strings, role lists, relation lists): what the page bundles cost only bytes.
    for (const r of routes) expect(JSON.parse(JSON.stringify(r.access))).toEqual(r.access);
  });

  it("carries the rule in the route: an admin list's CSV has its list's rule", () => {
    expect(courtsApi.adminCsv.access).toBe(courtsApi.adminList.access);
    expect(isAllowed(courtsApi.adminCsv.access, { isSignedIn: true, roles: ['executive'] })).toBe(true);
    expect(isAllowed(courtsApi.adminCsv.access, { isSignedIn: true, roles: ['captain'] })).toBe(false);
  });

  it('fills in and encodes :params, and refuses a missing one', () => {
    expect(pathOf('/api/courts/:id', { id: 'a b/c' })).toBe('/api/courts/a%20b%2Fc');
    expect(pathOf('/api/x/:a/y/:b', { a: '1', b: '2' })).toBe('/api/x/1/y/2');
    expect(() => pathOf('/api/courts/:id', {})).toThrow(/:id/);
  });

  it('builds download addresses without empty query values', () => {
    expect(apiUrl(courtsApi.adminCsv, { query: { sort: 'name', dir: 'asc', q: undefined } })).toBe(
      '/api/admin/courts.csv?sort=name&dir=asc',
    );
  });

  it('keys the query cache by operation, so one invalidation covers every input', () => {
    const key = apiKey(newsApi.list, { query: { page: 2, pageSize: 3 } });
    expect(key[0]).toBe('GET /api/news');
    expect(apiKey(newsApi.list)).toEqual(['GET /api/news']);
  });

  it('calls the defined method and path with the JSON body', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
      Response.json({ court: { id: 'c1' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const answer = await callApi(courtsApi.update, { params: { id: 'c1' }, body: { name: 'Park' } });
    expect(answer.court.id).toBe('c1');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/courts/c1');
    expect(init.method).toBe('PATCH');
    expect(init.body).toBe('{"name":"Park"}');
  });

  it('sends an upload as multipart/form-data in the field its definition names', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
      Response.json({ member: { id: 'm1' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const file = new File(['png bytes'], 'me.png', { type: 'image/png' });
    const answer = await callApi(contactsApi.uploadPhoto, { params: { id: 'm1' }, file });
    expect(answer.member.id).toBe('m1');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/contacts/m1/photo');
    expect(init.method).toBe('POST');
    expect(init.body).toBeInstanceOf(FormData);
    expect((init.body as FormData).get('photo')).toBeInstanceOf(File);
    // The browser sets the multipart boundary itself.
    expect(new Headers(init.headers).get('content-type')).toBeNull();
  });
});
