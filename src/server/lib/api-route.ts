import type { RecordFacts } from '@shared/access';
import type {
  AnswerOf,
  ApiRoute,
  BodyOf,
  BodySchemaOf,
  ParamsOf,
  QueryOf,
  QuerySchemaOf,
  UploadFieldOf,
} from '@shared/api/define';
import type { ApiOperation } from '@shared/api-access';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../context';
import { type ReadUploadOptions, readJson, readQuery, readUpload } from './http';
import { requireAccess, requireRecordAccess } from './require-access';

export interface RouteInput<R extends ApiRoute> {
  params: ParamsOf<R>;
  query: QueryOf<R>;
  body: BodyOf<R>;
  /** The uploaded file's bytes (routes with `upload`); its type is decided from the bytes. */
  file: [UploadFieldOf<R>] extends [undefined] ? undefined : Uint8Array;
}

/** The schema objects a route declares (by type) in src/shared/api: exactly those types. */
export type RouteSchemas<R extends ApiRoute> = ([BodySchemaOf<R>] extends [undefined]
  ? { body?: undefined }
  : { body: BodySchemaOf<R> }) &
  ([QuerySchemaOf<R>] extends [undefined] ? { query?: undefined } : { query: QuerySchemaOf<R> }) &
  ([UploadFieldOf<R>] extends [undefined]
    ? { upload?: undefined }
    : { upload: Omit<ReadUploadOptions, 'field'> }) & {
    /** Status of a JSON answer (default 200); an undefined answer is always 204. */
    status?: ContentfulStatusCode;
    /**
     * For a relation rule ("a captain of this team"): loads the record's facts from the path
     * parameters; the record half of the rule is checked before any body or query is read.
     */
    record?: (params: ParamsOf<R>) => Promise<RecordFacts>;
    /**
     * Run after the access check and before the body is read, e.g. a rate limit: a flood
     * costs a counter, not a parse.
     */
    before?: MiddlewareHandler<AppEnv>[];
    /**
     * The route acts on a secret in its URL or body (a shared lineup, a payment's status, a
     * cancel or answer link): its answers are never stored by any cache and its page's
     * address is never sent on as a Referer.
     */
    isSecretLink?: boolean;
  };

type Handler<R extends ApiRoute> = (
  input: RouteInput<R>,
  c: Context<AppEnv>,
) => Promise<AnswerOf<R> | Response>;

/**
 * Registers a shared route definition (src/shared/api) on a feature router mounted under /api:
 * the access check from apiAccess, the query and body parsed with the route's schemas (the same
 * objects the forms use), then the handler, whose answer must have the definition's type. A
 * handler may return its own Response for what is not JSON (a CSV file).
 */
export function handle<R extends ApiRoute>(
  router: Hono<AppEnv>,
  route: R,
  schemas: RouteSchemas<R>,
  handler: Handler<R>,
): Hono<AppEnv> {
  if (!route.path.startsWith('/api/')) throw new Error(`${route.path}: API routes live under /api`);
  if (
    route.hasBody !== !!schemas.body ||
    route.hasQuery !== !!schemas.query ||
    !!route.upload !== !!schemas.upload
  ) {
    throw new Error(`${route.method} ${route.path}: pass exactly the schemas its definition declares`);
  }
  const operation = `${route.method} ${route.path}` as ApiOperation;
  const path = route.path.slice('/api'.length);
  const guards: MiddlewareHandler<AppEnv>[] = [requireAccess(operation), ...(schemas.before ?? [])];
  router.on(route.method, path, ...(guards as [MiddlewareHandler<AppEnv>]), async (c) => {
    if (schemas.isSecretLink) {
      c.header('Cache-Control', 'no-store');
      c.header('Referrer-Policy', 'no-referrer');
    }
    const params = c.req.param() as ParamsOf<R>;
    if (schemas.record) requireRecordAccess(c, operation, await schemas.record(params));
    const file =
      route.upload && schemas.upload
        ? await readUpload(c, { ...schemas.upload, field: route.upload.field })
        : undefined;
    const input = {
      params,
      query: (schemas.query ? readQuery(c, schemas.query) : undefined) as QueryOf<R>,
      body: (schemas.body ? await readJson(c, schemas.body) : undefined) as BodyOf<R>,
      file: file as RouteInput<R>['file'],
    };
    const result = await handler(input, c);
    if (result instanceof Response) return result;
    if (result === undefined) return c.body(null, 204);
    return c.json(result as object, schemas.status ?? 200);
  });
  return router;
}
