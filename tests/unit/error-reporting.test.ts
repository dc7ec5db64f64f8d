// @vitest-environment jsdom
// (this file reads window, document or localStorage)
import { normalizeAppError } from '@client/lib/app-error';
import {
  installErrorReporting,
  LOG_ERROR_URL,
  reportClientError,
  reportConfigurationError,
  resetErrorReporting,
} from '@client/lib/error-reporting';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

let fetchMock: ReturnType<typeof vi.fn>;

function sentBodies() {
  return fetchMock.mock.calls.map(([, init]) => JSON.parse(String((init as RequestInit).body)));
}

beforeEach(() => {
  resetErrorReporting();
  fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('client error reporting (§7)', () => {
  it('posts {errorType, errorData, timestamp} to /api/log-error', () => {
    expect(reportClientError('route_error', { message: 'boom' })).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(LOG_ERROR_URL);
    expect(LOG_ERROR_URL).toBe('/api/log-error');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', keepalive: true });
    const body = sentBodies()[0];
    expect(body.errorType).toBe('route_error');
    expect(body.errorData).toMatchObject({ message: 'boom' });
    expect(new Date(body.timestamp).toISOString()).toBe(body.timestamp);
  });

  it('sends the same error once (a render loop cannot flood the server)', () => {
    for (let i = 0; i < 20; i++) reportClientError('window_error', { message: 'same' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('throttles distinct errors to 10 a minute', () => {
    vi.useFakeTimers();
    for (let i = 0; i < 30; i++) reportClientError('window_error', { message: `error ${i}` });
    expect(fetchMock).toHaveBeenCalledTimes(10);
    vi.advanceTimersByTime(61_000);
    reportClientError('window_error', { message: 'later' });
    expect(fetchMock).toHaveBeenCalledTimes(11);
  });

  it('never throws when the server cannot be reached', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('network down'));
    expect(() => reportClientError('window_error', { message: 'x' })).not.toThrow();
    await Promise.resolve();
  });

  it('reports window errors and unhandled rejections once installed', () => {
    const uninstall = installErrorReporting();
    window.dispatchEvent(
      new ErrorEvent('error', { message: 'kaput', error: new Error('kaput'), filename: 'http://x/app.js' }),
    );
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(rejection, 'reason', { value: new Error('rejected') });
    window.dispatchEvent(rejection);
    uninstall();
    const bodies = sentBodies();
    expect(bodies.map((b) => b.errorType)).toEqual(['window_error', 'unhandled_rejection']);
    expect(bodies[0].errorData.message).toBe('kaput');
    expect(bodies[1].errorData.message).toBe('rejected');
  });

  it('ignores browser noise', () => {
    const uninstall = installErrorReporting();
    window.dispatchEvent(
      new ErrorEvent('error', { message: 'ResizeObserver loop completed with undelivered notifications.' }),
    );
    uninstall();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reports configuration errors', () => {
    reportConfigurationError('Missing setting');
    expect(sentBodies()[0]).toMatchObject({
      errorType: 'configuration_error',
      errorData: { message: 'Missing setting' },
    });
  });

  it('caps long stacks', () => {
    const error = new Error('big');
    error.stack = 'x'.repeat(50_000);
    reportClientError('window_error', { message: 'big', stack: error.stack.slice(0, 4001) });
    expect(JSON.stringify(sentBodies()[0]).length).toBeLessThan(10_000);
  });
});

describe('app error normalisation (§8)', () => {
  it('defaults to code 500', () => {
    expect(normalizeAppError(new Error('x'))).toEqual({ code: 500, message: 'x', isCustom: false });
    expect(normalizeAppError({ weird: true })).toMatchObject({ code: 500, isCustom: false });
  });

  it('flags string errors as custom', () => {
    expect(normalizeAppError('Nope')).toEqual({ code: 500, message: 'Nope', isCustom: true });
  });

  it('keeps an HTTP status carried by the error', () => {
    const error = Object.assign(new Error('Forbidden'), { status: 403 });
    expect(normalizeAppError(error).code).toBe(403);
  });
});
