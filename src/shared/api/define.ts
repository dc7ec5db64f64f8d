import type { AccessRule } from '../access';
import type { z } from '../zod';

/*
 * One definition per API call, read by both sides (docs/decisions/007-enforced-boundaries.md,
 * 029-routes-carry-their-access.md): the Hono router registers the route from it (path, method,
 * its access rule, input parsing with these very schemas) and the client calls it through
 * callApi, so a renamed route, parameter or field fails the typecheck on both sides. The rule is
 * plain data built from the role groups of access.ts (which the client shell already loads), so
 * it costs a page a few bytes.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Type-only marker of what a call answers (no value exists at run time). */
export interface Answer<T> {
  readonly __answer?: T;
}

/** Declares the answer type of a route: `answer: answer<{ court: Court }>()`. */
export function answer<T>(): Answer<T> {
  return {};
}

/**
 * Type-only reference to the zod schema of a body or query: `body: schema<typeof createCourtSchema>()`
 * with `import type { createCourtSchema }`. Definitions carry no schema value, so a page that
 * only calls an API does not download zod and every feature's schemas; the server passes the
 * schema object itself to `handle`, which accepts exactly that schema type.
 */
export interface SchemaRef<S extends z.ZodType> {
  readonly __schema?: S;
}

export function schema<S extends z.ZodType>(): SchemaRef<S> {
  return {};
}

/** A multipart upload of one file in the named form field (`upload: upload('photo')`). */
export interface UploadRef<F extends string = string> {
  readonly field: F;
}

export function upload<const F extends string>(field: F): UploadRef<F> {
  return { field };
}

export interface ApiRoute<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  O = unknown,
  U extends string | undefined = string | undefined,
  A extends AccessRule = AccessRule,
> {
  readonly method: M;
  /** Full path as the browser requests it, with :params, e.g. '/api/courts/:id'. */
  readonly path: P;
  /** Who may call it (src/shared/access.ts): the server's one check, the matrix test's expectation. */
  readonly access: A;
  /** JSON body: the server parses it with exactly this schema (also the form's resolver). */
  readonly body?: SchemaRef<NonNullable<B>>;
  /** Query string: the server parses it with exactly this schema. */
  readonly query?: SchemaRef<NonNullable<Q>>;
  /** A file sent as multipart/form-data instead of a JSON body (read by the one upload reader). */
  readonly upload: U extends string ? UploadRef<U> : undefined;
  readonly hasBody: B extends z.ZodType ? true : false;
  readonly hasQuery: Q extends z.ZodType ? true : false;
  readonly answer: Answer<O>;
}

/** `${method} ${path}`: how logs, the query cache and the matrix test name a route. */
export type OperationOf<R extends ApiRoute> = `${R['method']} ${R['path']}`;

/** Defines one API call; `access` is required, so no route exists without its rule. */
export function defineRoute<
  const M extends HttpMethod,
  const P extends string,
  O,
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  const U extends string | undefined = undefined,
  const A extends AccessRule = AccessRule,
>(route: {
  method: M;
  path: P;
  access: A;
  body?: SchemaRef<NonNullable<B>> & (B extends undefined ? never : unknown);
  query?: SchemaRef<NonNullable<Q>> & (Q extends undefined ? never : unknown);
  upload?: UploadRef<NonNullable<U>> & (U extends undefined ? never : unknown);
  answer: Answer<O>;
}): ApiRoute<M, P, B, Q, O, U, A> {
  type R = ApiRoute<M, P, B, Q, O, U, A>;
  return {
    method: route.method,
    path: route.path,
    access: route.access,
    upload: (route.upload ? { field: route.upload.field } : undefined) as R['upload'],
    hasBody: (route.body !== undefined) as R['hasBody'],
    hasQuery: (route.query !== undefined) as R['hasQuery'],
    answer: {},
  };
}

/** 'GET /api/courts/:id' → 'GET' and '/api/courts/:id': a route's operation name, as logs write it. */
type Operation = `${HttpMethod} /${string}`;
type MethodOf<S extends Operation> = S extends `${infer M extends HttpMethod} ${string}` ? M : never;
type PathOf<S extends Operation> = S extends `${HttpMethod} ${infer P}` ? P : never;

/**
 * The one-line form of `defineRoute`, a row of a route table:
 * `update: route('PATCH /api/courts/:id', adminExec).body<typeof updateCourtSchema>().answers<{ court: Court }>()`.
 * Operation and rule first, as the matrix test and the logs name them; then the body/query
 * schema types, the upload field and the answer; `answers` ends the row with the same plain
 * data `defineRoute` returns.
 */
export interface RouteRow<
  M extends HttpMethod,
  P extends string,
  B extends z.ZodType | undefined,
  Q extends z.ZodType | undefined,
  U extends string | undefined,
  A extends AccessRule,
> {
  body<S extends z.ZodType>(): RouteRow<M, P, S, Q, U, A>;
  query<S extends z.ZodType>(): RouteRow<M, P, B, S, U, A>;
  upload<const F extends string>(field: F): RouteRow<M, P, B, Q, F, A>;
  answers<O>(): ApiRoute<M, P, B, Q, O, U, A>;
}

export function route<const S extends Operation, const A extends AccessRule>(
  operation: S,
  access: A,
): RouteRow<MethodOf<S>, PathOf<S>, undefined, undefined, undefined, A> {
  const space = operation.indexOf(' ');
  return routeRow({
    method: operation.slice(0, space) as HttpMethod,
    path: operation.slice(space + 1),
    access,
    upload: undefined,
    hasBody: false,
    hasQuery: false,
  });
}

function routeRow(
  route: Omit<ApiRoute, 'answer' | 'upload'> & { upload: UploadRef | undefined },
  // biome-ignore lint/suspicious/noExplicitAny: the row's type parameters are tracked by RouteRow's signature
): RouteRow<any, any, any, any, any, any> {
  return {
    body: () => routeRow({ ...route, hasBody: true }),
    query: () => routeRow({ ...route, hasQuery: true }),
    upload: (field) => routeRow({ ...route, upload: { field } }),
    // biome-ignore lint/suspicious/noExplicitAny: see above
    answers: () => ({ ...route, answer: {} }) as any,
  };
}

/** The schema types of a route (undefined when it has none). */
export type BodySchemaOf<R extends ApiRoute> = R extends ApiRoute<HttpMethod, string, infer B> ? B : never;
export type QuerySchemaOf<R extends ApiRoute> =
  R extends ApiRoute<HttpMethod, string, z.ZodType | undefined, infer Q> ? Q : never;

/** ':a' and ':b' of '/api/x/:a/y/:b'. */
export type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type ParamsOf<R extends ApiRoute> = { [K in ParamNames<R['path']>]: string };
type Output<S> = S extends z.ZodType ? z.output<S> : undefined;
type Input<S> = S extends z.ZodType ? z.input<S> : undefined;
export type BodyOf<R extends ApiRoute> = Output<BodySchemaOf<R>>;
export type BodyInputOf<R extends ApiRoute> = Input<BodySchemaOf<R>>;
export type QueryOf<R extends ApiRoute> = Output<QuerySchemaOf<R>>;
export type QueryInputOf<R extends ApiRoute> = Input<QuerySchemaOf<R>>;
export type AnswerOf<R extends ApiRoute> = R['answer'] extends Answer<infer O> ? O : never;
/** The upload's form field of a route (undefined when it takes no file). */
export type UploadFieldOf<R extends ApiRoute> = R['upload'] extends UploadRef<infer F> ? F : undefined;

/** The concrete URL path of a call: each :param replaced by its encoded value. */
export function pathOf(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing parameter :${name} for ${path}`);
    return encodeURIComponent(value);
  });
}

export type QueryValue = string | number | boolean | null | undefined;

/**
 * The client cache's key of a call (its TanStack Query key): the operation, then its params and
 * query. Here, not in the client, because the server names the same keys when it sends a page's
 * first reads along with its HTML (src/shared/first-reads.ts).
 */
export function queryKeyOf(
  route: Pick<ApiRoute, 'method' | 'path'>,
  input?: { params?: object; query?: object },
): readonly unknown[] {
  const key: unknown[] = [`${route.method} ${route.path}`];
  if (input?.params) key.push(input.params);
  if (input?.query) key.push(input.query);
  return key;
}

/**
 * A path with its query string: the one way a call's URL is written (the client's requests and
 * the server's preload hints must name the very same URL for the browser to reuse the answer).
 */
export function withQuery(path: string, query?: Record<string, QueryValue>): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const qs = params.toString();
  if (!qs) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${qs}`;
}

/**
 * The CSV export of a list: GET the list's path with `.csv`, the same query schema and the same
 * access rule (so the export can never show more, or filter otherwise, than the list), answering
 * the CSV text. A table names the list once and derives its export:
 * `withCsv({ adminList: route('GET /api/admin/courts', adminExec).query<…>().answers<…>() }, { adminCsv: 'adminList' })`.
 */
export function csvOf<const P extends string, Q extends z.ZodType | undefined, const A extends AccessRule>(
  list: ApiRoute<'GET', P, undefined, Q, unknown, undefined, A>,
): ApiRoute<'GET', `${P}.csv`, undefined, Q, string, undefined, A> {
  return { ...list, path: `${list.path}.csv`, answer: {} };
}

type CsvOf<R> =
  R extends ApiRoute<'GET', infer P, undefined, infer Q, unknown, undefined, infer A>
    ? ApiRoute<'GET', `${P}.csv`, undefined, Q, string, undefined, A>
    : never;

/** The keys of a table's GET lists without a body or an upload: those that can have a CSV export. */
type ListKeyOf<T> = {
  [K in keyof T]: T[K] extends ApiRoute<'GET', string, undefined, z.ZodType | undefined, unknown, undefined>
    ? K
    : never;
}[keyof T];

/**
 * A route table with the CSV exports of some of its lists, each named after the list it exports
 * (`{ adminCsv: 'adminList' }`): the export is `csvOf(list)`, so it is written once, as the list.
 */
export function withCsv<
  const T extends Record<string, ApiRoute>,
  const M extends Record<string, ListKeyOf<T>>,
>(table: T, exports: M): T & { [K in keyof M]: CsvOf<T[M[K]]> } {
  const csvRoutes = Object.fromEntries(
    Object.entries(exports).map(([name, list]) => [name, csvOf(table[list] as CsvSource)]),
  );
  return { ...table, ...csvRoutes } as T & { [K in keyof M]: CsvOf<T[M[K]]> };
}

type CsvSource = ApiRoute<'GET', string, undefined, z.ZodType | undefined, unknown, undefined>;
