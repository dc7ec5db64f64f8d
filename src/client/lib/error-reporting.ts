import { errorLogApi } from '@shared/api/error-log';
import { callApi } from './call-api';

/**
 * Sends client errors to POST /api/log-error (§7). Fire-and-forget: never shown to the
 * user, never throws, and de-duplicated and throttled so an error loop cannot flood
 * the server.
 */
export type ClientErrorType =
  | 'window_error'
  | 'unhandled_rejection'
  | 'configuration_error'
  | 'route_error'
  | 'react_error'
  // The app took over a page the server painted, and part of it rendered differently (rebuilt).
  | 'hydration_mismatch';

export const LOG_ERROR_URL = errorLogApi.log.path;

/** The same error is sent at most once in this window. */
const DUPLICATE_WINDOW_MS = 5 * 60_000;
/** At most this many reports per minute, and per page load. */
const PER_MINUTE = 10;
const PER_PAGE = 50;
const MAX_TEXT = 4000;

const lastSent = new Map<string, number>();
let recent: number[] = [];
let sentThisPage = 0;

function clip(value: unknown, max = MAX_TEXT): string | undefined {
  if (value === undefined || value === null) return undefined;
  const text = String(value);
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/** Error-like values to plain, size-capped data. */
export function describeError(error: unknown): Record<string, unknown> {
  if (error instanceof Error) {
    return { name: error.name, message: clip(error.message, 1000), stack: clip(error.stack) };
  }
  if (typeof error === 'string') return { message: clip(error, 1000) };
  try {
    return { message: clip(JSON.stringify(error), 1000) };
  } catch {
    return { message: clip(String(error), 1000) };
  }
}

function shouldSend(key: string, now: number): boolean {
  const last = lastSent.get(key);
  if (last !== undefined && now - last < DUPLICATE_WINDOW_MS) return false;
  recent = recent.filter((t) => now - t < 60_000);
  if (recent.length >= PER_MINUTE || sentThisPage >= PER_PAGE) return false;
  lastSent.set(key, now);
  recent.push(now);
  sentThisPage += 1;
  return true;
}

/** Reports one error; returns whether it was sent (false when de-duplicated or throttled). */
export function reportClientError(errorType: ClientErrorType, errorData: Record<string, unknown>): boolean {
  try {
    const now = Date.now();
    const key = `${errorType}|${String(errorData.message ?? '')}|${String(errorData.source ?? '')}`;
    if (!shouldSend(key, now)) return false;
    const payload = {
      errorType,
      errorData: { ...errorData, url: clip(window.location.href, 500) },
      timestamp: new Date(now).toISOString(),
    };
    void callApi(errorLogApi.log, { body: payload, keepalive: true }).catch(() => {
      // Reporting must never cause another error.
    });
    return true;
  } catch {
    return false;
  }
}

/** A setting or environment the client needs is missing or malformed. */
export function reportConfigurationError(message: string, details: Record<string, unknown> = {}) {
  return reportClientError('configuration_error', { ...details, message: clip(message, 1000) });
}

/** Noise that is not an application fault. */
function isIgnorable(message: string, source: string): boolean {
  return (
    message.startsWith('ResizeObserver loop') ||
    /^(chrome|moz|safari(-web)?)-extension:/.test(source) ||
    message === 'Script error.'
  );
}

function onWindowError(event: ErrorEvent) {
  const message = event.message || (event.error instanceof Error ? event.error.message : 'Unknown error');
  const source = event.filename ? `${event.filename}:${event.lineno}:${event.colno}` : '';
  if (isIgnorable(message, event.filename ?? '')) return;
  reportClientError('window_error', { ...describeError(event.error ?? message), message, source });
}

function onUnhandledRejection(event: PromiseRejectionEvent) {
  reportClientError('unhandled_rejection', describeError(event.reason));
}

let installed = false;

/** Listens for window errors and unhandled rejections; returns the uninstaller. */
export function installErrorReporting(): () => void {
  if (installed) return () => {};
  installed = true;
  window.addEventListener('error', onWindowError);
  window.addEventListener('unhandledrejection', onUnhandledRejection);
  return () => {
    installed = false;
    window.removeEventListener('error', onWindowError);
    window.removeEventListener('unhandledrejection', onUnhandledRejection);
  };
}

/** Test helper: forgets what was sent. */
export function resetErrorReporting() {
  lastSent.clear();
  recent = [];
  sentThisPage = 0;
}
