import { errorLogApi } from '@shared/api/error-log';
import { logErrorSchema } from '@shared/schemas/error-log';
import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../../context';
import { handle } from '../../lib/api-route';
import type { RateLimitRule } from '../../lib/rate-limit';
import { logClientError } from './log-client-error';

export const logErrorRateLimit: RateLimitRule = {
  name: 'log-error',
  windowMs: 60_000,
  max: 30,
  message: 'Too many error reports. Please wait a minute.',
};

/** Path and query of an absolute URL, or null. */
function pathOf(value: unknown): string | null {
  if (typeof value !== 'string' || !value) return null;
  try {
    const url = new URL(value);
    return `${url.pathname}${url.search}`;
  } catch {
    return null;
  }
}

/**
 * The page the error happened on: the body's path, else the page URL the client reporter
 * puts in errorData.url, else the Referer (the site's own pages send none: no-referrer).
 */
function pagePathOf(
  input: { path?: string; errorData?: unknown },
  referer: string | undefined,
): string | null {
  if (input.path) return input.path;
  const data = input.errorData;
  const fromData = data && typeof data === 'object' ? pathOf((data as { url?: unknown }).url) : null;
  return fromData ?? pathOf(referer);
}

export function errorLogRoutes(ctx: AppContext) {
  const router = new Hono<AppEnv>();
  handle(
    router,
    errorLogApi.log,
    { body: logErrorSchema, status: 201, rateLimit: logErrorRateLimit },
    async ({ body }, c) => {
      await logClientError(ctx, {
        ...body,
        path: pagePathOf(body, c.req.header('referer')),
        userAgent: c.req.header('user-agent') ?? null,
      });
      return { ok: true as const };
    },
  );
  return router;
}
