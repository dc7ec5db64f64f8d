import { ApiError, apiClient } from '@client/lib/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => vi.unstubAllGlobals());

describe('api client', () => {
  it('sends JSON with same-origin credentials and returns the JSON answer', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => Response.json({ ok: 1 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiClient.post('/api/things', { a: 1 })).resolves.toEqual({ ok: 1 });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/things');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect(init.body).toBe('{"a":1}');
    expect((init.headers as Record<string, string>)['content-type']).toBe('application/json');
  });

  it('adds query parameters, skipping empty ones', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => Response.json({}));
    vi.stubGlobal('fetch', fetchMock);
    await apiClient.get('/api/check', { query: { email: 'a+b@x.org', page: 2, none: undefined } });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/check?email=a%2Bb%40x.org&page=2');
  });

  it("throws ApiError with the server's {error} text", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ error: 'Email already exists!' }, { status: 409 })),
    );
    const error = await apiClient.post('/api/x', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, message: 'Email already exists!' });
  });

  it('gives a readable message when the answer has no {error}', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>', { status: 502 })),
    );
    await expect(apiClient.get('/api/x')).rejects.toMatchObject({
      status: 502,
      message: 'Something went wrong on our side. Please try again.',
    });
  });

  it('turns a network failure into ApiError status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiClient.get('/api/x')).rejects.toMatchObject({ status: 0 });
  });

  it('returns undefined for an empty answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    await expect(apiClient.delete('/api/x')).resolves.toBeUndefined();
  });
});
