import { ApiError, apiClient, TIMEOUT_MESSAGE } from '@client/lib/api-client';
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

describe('api client errors and time-outs (issue 8 §2)', () => {
  afterEach(() => vi.useRealTimers());

  it('exposes the code and the field messages of an error answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          {
            error: 'name: Please enter your name.',
            code: 'VALIDATION',
            fields: { name: 'Please enter your name.', 'divisions.0.capacity': 'Too small.' },
          },
          { status: 400 },
        ),
      ),
    );
    const error = await apiClient.post('/api/x', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION',
      message: 'name: Please enter your name.',
      fields: { name: 'Please enter your name.', 'divisions.0.capacity': 'Too small.' },
    });
  });

  it('has no fields and a NETWORK code without an answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiClient.get('/api/x')).rejects.toMatchObject({ status: 0, code: 'NETWORK', fields: {} });
  });

  it('gives up after 15 seconds with a clear message (code TIMEOUT)', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            signal = init?.signal ?? undefined;
            signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      ),
    );
    const pending = apiClient.post('/api/x', { a: 1 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(14_900);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    const error = await pending;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'TIMEOUT', message: TIMEOUT_MESSAGE });
  });

  it("keeps a caller's own abort an AbortError", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      ),
    );
    const controller = new AbortController();
    const pending = apiClient.get('/api/x', { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    expect(await pending).toMatchObject({ name: 'AbortError' });
  });

  it('sends a FormData upload as multipart (the browser sets the type)', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => Response.json({ ok: 1 }));
    vi.stubGlobal('fetch', fetchMock);
    const form = new FormData();
    form.set('photo', new Blob(['x']), 'x.png');
    await apiClient.post('/api/upload', form);
    const init = fetchMock.mock.calls[0]![1] as RequestInit;
    expect(init.body).toBe(form);
    expect((init.headers as Record<string, string>)['content-type']).toBeUndefined();
  });
});
