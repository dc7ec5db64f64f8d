import { type QueryValue, withQuery } from '@shared/api/define';
import { type ApiErrorCode, codeForStatus, type FieldErrors, isApiErrorCode } from '@shared/errors';

/** `{ "path.to.field": message }` from an invalid-input answer. */
export type ApiFieldErrors = FieldErrors;

/**
 * An API answer that was not OK (or none at all), from the app's API or Better Auth's.
 * `message` is the server's `error` text, `code` its machine-readable code (shared/errors.ts:
 * 'VALIDATION', 'CONFLICT', Better Auth's 'EMAIL_NOT_VERIFIED'…; 'NETWORK' / 'TIMEOUT' when no
 * answer came; a code the app does not know becomes its status's code) and `fields` the
 * messages by field path for invalid input.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  readonly code: ApiErrorCode;
  readonly fields: ApiFieldErrors;

  constructor(status: number, message: string, body?: unknown, code?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    const given = code ?? codeOf(body);
    this.code = isApiErrorCode(given) ? given : status === 0 ? 'NETWORK' : codeForStatus(status);
    this.fields = fieldsOf(body);
  }
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, or as multipart/form-data when it is a FormData (uploads). */
  body?: unknown;
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Give up after this many milliseconds (default 15 s): ApiError code 'TIMEOUT'. */
  timeoutMs?: number;
  /** Let the request outlive the page (error reports sent while leaving). */
  keepalive?: boolean;
}

export const NETWORK_MESSAGE = 'Could not reach the server. Check your connection and try again.';
export const TIMEOUT_MESSAGE =
  'The server took too long to answer. Please check your connection and try again.';
/** How long a request may take before the user is told and can try again. */
export const requestTimeoutMs = 15_000;
/** Uploads of a few megabytes get longer on a slow connection. */
export const uploadTimeoutMs = 60_000;

function codeOf(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'code' in body) {
    const code = (body as { code: unknown }).code;
    if (typeof code === 'string' && code) return code;
  }
  return undefined;
}

function fieldsOf(body: unknown): ApiFieldErrors {
  if (!body || typeof body !== 'object' || !('fields' in body)) return {};
  const fields = (body as { fields: unknown }).fields;
  if (!fields || typeof fields !== 'object') return {};
  return Object.fromEntries(
    Object.entries(fields as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return undefined;
  const type = res.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

const fallbackMessage = 'Something went wrong. Please try again.';

/**
 * What a form or toast shows for a failure: the server's message (ApiError), an Error's own
 * message, or a general sentence. The one helper for it; pages never read message texts.
 */
export function errorMessage(error: unknown, fallback = fallbackMessage): string {
  // Only an Error carries words meant for a person; anything else thrown (a string from a broken
  // stream, an object) is an internal detail: the page's own fallback says what happened (SPEC
  // §5's newsletter: "An unexpected error occurred…" for a non-Error exception).
  return error instanceof Error && error.message ? error.message : fallback;
}

/** The server's messages by field path, for a form that keeps its own field state. */
export function errorFields(error: unknown): ApiFieldErrors {
  return error instanceof ApiError ? error.fields : {};
}

function errorMessageOf(status: number, body: unknown): string {
  if (body && typeof body === 'object' && 'error' in body) {
    const error = (body as { error: unknown }).error;
    if (typeof error === 'string' && error.trim()) return error;
  }
  if (status === 429) return 'Too many requests. Please wait a moment and try again.';
  if (status >= 500) return 'Something went wrong on our side. Please try again.';
  return `Request failed (${status}).`;
}

/**
 * The one way the client calls the API: JSON (or a FormData upload) in, JSON out,
 * same-origin cookies, a 15 s time-out. Throws ApiError on a non-OK answer, no connection
 * (code 'NETWORK') or no answer in time (code 'TIMEOUT'); a caller's own abort stays an
 * AbortError.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  const hasBody = options.body !== undefined;
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (hasBody && !isForm) headers['content-type'] = 'application/json';
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), options.timeoutMs ?? requestTimeoutMs);
  const onCallerAbort = () => timeout.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', onCallerAbort, { once: true });
  if (options.signal?.aborted) onCallerAbort();
  const failed = (error: unknown): never => {
    if (options.signal?.aborted) throw error;
    if (timeout.signal.aborted) throw new ApiError(0, TIMEOUT_MESSAGE, undefined, 'TIMEOUT');
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, NETWORK_MESSAGE, undefined, 'NETWORK');
  };
  try {
    let res: Response;
    try {
      res = await fetch(withQuery(path, options.query), {
        method: options.method ?? (hasBody ? 'POST' : 'GET'),
        headers,
        body: !hasBody ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
        credentials: 'same-origin',
        signal: timeout.signal,
        ...(options.keepalive ? { keepalive: true } : {}),
      });
    } catch (error) {
      return failed(error);
    }
    let body: unknown;
    try {
      body = await readBody(res);
    } catch (error) {
      // Only the time-out is ours to explain; anything else reaches the caller as it is.
      if (timeout.signal.aborted && !options.signal?.aborted) return failed(error);
      throw error;
    }
    if (!res.ok) throw new ApiError(res.status, errorMessageOf(res.status, body), body);
    return body as T;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }
}

type Options = Omit<ApiRequestOptions, 'method' | 'body'>;

export const apiClient = {
  get: <T>(path: string, options?: Options) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Options) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Options) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Options) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Options) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
