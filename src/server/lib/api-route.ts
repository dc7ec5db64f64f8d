import type { ApiOperation } from '@shared/access';
import type { AnswerOf, ApiRoute, BodyOf, ParamsOf, QueryOf } from '@shared/api/define';
import type { Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../context';
import { readJson, readQuery } from './http';
import { requireAccess } from './require-access';

export interface RouteInput<R extends ApiRoute> {
  params: ParamsOf<R>;
  query: QueryOf<R>;
  body: BodyOf<R>;
}

export interface HandleOptions {
  /** Status of a JSON answer (default 200); an undefined answer is always 204. */
  status?: ContentfulStatusCode;
}

/**
 * Registers a shared route definition (src/shared/api) on a feature router mounted under /api:
 * the access check from apiAccess, the query and body parsed with the definition's schemas,
 * then the handler, whose answer must have the definition's type. A handler may return its own
 * Response for what is not JSON (a CSV file).
 */
export function handle<R extends ApiRoute>(
  router: Hono<AppEnv>,
  route: R,
  handler: (input: RouteInput<R>, c: Context<AppEnv>) => Promise<AnswerOf<R> | Response>,
  options: HandleOptions = {},
): Hono<AppEnv> {
  if (!route.path.startsWith('/api/')) throw new Error(`${route.path}: API routes live under /api`);
  const operation = `${route.method} ${route.path}` as ApiOperation;
  router.on(route.method, route.path.slice('/api'.length), requireAccess(operation), async (c) => {
    const input = {
      params: c.req.param() as ParamsOf<R>,
      query: (route.query ? readQuery(c, route.query) : undefined) as QueryOf<R>,
      body: (route.body ? await readJson(c, route.body) : undefined) as BodyOf<R>,
    };
    const result = await handler(input, c);
    if (result instanceof Response) return result;
    if (result === undefined) return c.body(null, 204);
    return c.json(result as object, options.status ?? 200);
  });
  return router;
}
