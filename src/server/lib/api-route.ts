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
import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { type AppEnv, anonymousRequestViewer, type RequestViewer, type SignedInViewer } from '../context';
import type { Db } from '../db/client';
import { clientAddress } from './client-address';
import { csvFileName, csvResponse } from './csv';
import { type ReadUploadOptions, readJson, readQuery, readUpload } from './http';
import type { RateLimitRule } from './rate-limit';
import { requireAccess, requireRecordAccess } from './require-access';

/**
 * Who is calling, as the access check saw them: on a public route the signed-in user or null;
 * on any other route the check has already refused anonymous callers.
 */
export type ViewerOf<R extends ApiRoute> = R['access'] extends 'public'
  ? SignedInViewer | null
  : SignedInViewer;

/**
 * What a `record` loader returns: the record's facts for a relation rule, either alone or as
 * `facts` beside the record itself (the match, the team…) that the handler hands to the domain,
 * so the record is loaded once per request.
 */
export type LoadedRecord = RecordFacts | { readonly facts: RecordFacts };

export interface RouteInput<R extends ApiRoute, Rec = undefined> {
  params: ParamsOf<R>;
  query: QueryOf<R>;
  body: BodyOf<R>;
  /** The uploaded file's bytes (routes with `upload`); its type is decided from the bytes. */
  file: [UploadFieldOf<R>] extends [undefined] ? undefined : Uint8Array;
  viewer: ViewerOf<R>;
  /** What the route's `record` loader returned (undefined without one). */
  record: Rec;
}

/**
 * A route's rate limit, counted before the body is read or parsed: a flood costs a counter, not
 * a parse. A rule alone counts per client address; `per: 'account'` counts per signed-in user
 * (e-mail sending buttons).
 */
export type RouteRateLimit =
  | RateLimitRule
  | { readonly rule: RateLimitRule; readonly per: 'address' | 'account' };

/** The schema objects a route declares (by type) in src/shared/api: exactly those types. */
export type RouteSchemas<R extends ApiRoute, Rec = undefined> = ([BodySchemaOf<R>] extends [undefined]
  ? { body?: undefined }
  : { body: BodySchemaOf<R> }) &
  ([QuerySchemaOf<R>] extends [undefined] ? { query?: undefined } : { query: QuerySchemaOf<R> }) &
  ([UploadFieldOf<R>] extends [undefined]
    ? { upload?: undefined }
    : { upload: Omit<ReadUploadOptions, 'field'> }) & {
    /** Status of a JSON answer (default 200); an undefined answer is always 204. */
    status?: ContentfulStatusCode;
    /**
     * For a relation rule ("a captain of this team"): loads the record from the path parameters
     * (404 when there is none) with the facts the rule needs. The record half of the rule is
     * checked before any body or query is read; the handler gets the loaded value as `record`.
     */
    record?: (params: ParamsOf<R>) => Promise<Rec & LoadedRecord>;
    /** Counted after the access check, before the record, the body or the query is read. */
    rateLimit?: RouteRateLimit;
    /** Other middleware run after the access check and the rate limit, before the body is read. */
    before?: MiddlewareHandler<AppEnv>[];
    /**
     * The route acts on a secret in its URL or body (a shared lineup, a payment's status, a
     * cancel or answer link): its answers are never stored by any cache and its page's
     * address is never sent on as a Referer.
     */
    isSecretLink?: boolean;
  };

type Handler<R extends ApiRoute, Rec> = (
  input: RouteInput<R, Rec>,
  c: Context<AppEnv>,
) => Promise<AnswerOf<R> | Response>;

function factsOf(loaded: LoadedRecord): RecordFacts {
  return 'facts' in loaded && typeof loaded.facts === 'object' ? loaded.facts : (loaded as RecordFacts);
}

/** Middleware counting one hit of a route's rate limit (the limiter is the app's, on c.var). */
export function rateLimitOf(limit: RouteRateLimit): MiddlewareHandler<AppEnv> {
  const { rule, per } = 'rule' in limit ? limit : { rule: limit, per: 'address' as const };
  return async (c, next) => {
    const viewer: RequestViewer = c.get('viewer') ?? anonymousRequestViewer;
    const key = per === 'account' ? (viewer.userId ?? `address:${clientAddress(c)}`) : clientAddress(c);
    await c.get('rateLimiter').hit(rule, key);
    await next();
  };
}

/**
 * Registers a shared route definition (src/shared/api) on a feature router mounted under /api:
 * the access check from the definition's `access`, the rate limit, the record half of a
 * relation rule, the query and body parsed with the route's schemas (the same objects the forms
 * use), then the handler with `{ params, query, body, file, viewer, record }`, whose answer must
 * have the definition's type. A handler may return its own Response for what is not JSON (a CSV
 * file).
 */
export function handle<R extends ApiRoute, Rec = undefined>(
  router: Hono<AppEnv>,
  route: R,
  schemas: RouteSchemas<R, Rec>,
  handler: Handler<R, Rec>,
): Hono<AppEnv> {
  if (!route.path.startsWith('/api/')) throw new Error(`${route.path}: API routes live under /api`);
  if (
    route.hasBody !== !!schemas.body ||
    route.hasQuery !== !!schemas.query ||
    !!route.upload !== !!schemas.upload
  ) {
    throw new Error(`${route.method} ${route.path}: pass exactly the schemas its definition declares`);
  }
  const path = route.path.slice('/api'.length);
  const guards: MiddlewareHandler<AppEnv>[] = [
    requireAccess(route.access),
    ...(schemas.rateLimit ? [rateLimitOf(schemas.rateLimit)] : []),
    ...(schemas.before ?? []),
  ];
  router.on(route.method, path, ...(guards as [MiddlewareHandler<AppEnv>]), async (c) => {
    if (schemas.isSecretLink) {
      c.header('Cache-Control', 'no-store');
      c.header('Referrer-Policy', 'no-referrer');
    }
    const params = c.req.param() as ParamsOf<R>;
    const viewer = c.get('viewer') ?? anonymousRequestViewer;
    let record: Rec | undefined;
    if (schemas.record) {
      const loaded = await schemas.record(params);
      requireRecordAccess(c, route.access, factsOf(loaded));
      record = loaded;
    }
    const file =
      route.upload && schemas.upload
        ? await readUpload(c, { ...schemas.upload, field: route.upload.field })
        : undefined;
    const input: RouteInput<R, Rec> = {
      params,
      query: (schemas.query ? readQuery(c, schemas.query) : undefined) as QueryOf<R>,
      body: (schemas.body ? await readJson(c, schemas.body) : undefined) as BodyOf<R>,
      file: file as RouteInput<R>['file'],
      viewer: (viewer.isSignedIn ? viewer : null) as ViewerOf<R>,
      record: record as Rec,
    };
    const result = await handler(input, c);
    if (result instanceof Response) return result;
    if (result === undefined) return c.body(null, 204);
    return c.json(result as object, schemas.status ?? 200);
  });
  return router;
}

/**
 * A CSV download of an admin list (the list's filters, `query`): every matching row, as
 * "<fileName>-<club date>.csv".
 */
export function csvRoute<R extends ApiRoute>(
  router: Hono<AppEnv>,
  db: Db,
  route: R,
  query: QuerySchemaOf<R>,
  fileName: string,
  exportCsv: (db: Db, query: QueryOf<R>) => Promise<string>,
): void {
  // The conditional RouteSchemas type does not resolve for a generic route; `handle` checks at
  // start-up that the definition declares exactly a query.
  handle(router, route, { query } as unknown as RouteSchemas<R>, async ({ query }, c) =>
    csvResponse(c, await csvFileName(db, fileName), await exportCsv(db, query)),
  );
}
