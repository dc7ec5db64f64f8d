import type { z } from 'zod';
import type { ApiOperation } from '../access';

/*
 * One definition per API call, read by both sides (docs/decisions/007-enforced-boundaries.md):
 * the Hono router registers the route from it (path, method, access check, input parsing with
 * these very schemas) and the client calls it through callApi, so a renamed route, parameter or
 * field fails the typecheck on both sides.
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

export interface ApiRoute<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  O = unknown,
> {
  readonly method: M;
  /** Full path as the browser requests it, with :params, e.g. '/api/courts/:id'. */
  readonly path: P;
  /** JSON body, parsed on the server with exactly this schema (also the form's resolver). */
  readonly body: B;
  /** Query string, parsed on the server with exactly this schema. */
  readonly query: Q;
  readonly answer: Answer<O>;
}

/** `${method} ${path}`: the key of the route in apiAccess (src/shared/access.ts). */
export type OperationOf<R extends ApiRoute> = `${R['method']} ${R['path']}`;

/**
 * Defines one API call. The method and path together must be an operation of the access table,
 * so every defined route has an access rule.
 */
export function defineRoute<
  const M extends HttpMethod,
  const P extends string,
  O,
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
>(
  route: { method: M; path: P; body?: B; query?: Q; answer: Answer<O> } & (`${M} ${P}` extends ApiOperation
    ? unknown
    : { error: `${M} ${P} is not an operation of apiAccess` }),
): ApiRoute<M, P, B, Q, O> {
  return {
    method: route.method,
    path: route.path,
    body: route.body as B,
    query: route.query as Q,
    answer: {},
  };
}

/** ':a' and ':b' of '/api/x/:a/y/:b'. */
export type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type ParamsOf<R extends ApiRoute> = { [K in ParamNames<R['path']>]: string };
export type BodyOf<R extends ApiRoute> = R['body'] extends z.ZodType ? z.output<R['body']> : undefined;
export type BodyInputOf<R extends ApiRoute> = R['body'] extends z.ZodType ? z.input<R['body']> : undefined;
export type QueryOf<R extends ApiRoute> = R['query'] extends z.ZodType ? z.output<R['query']> : undefined;
export type QueryInputOf<R extends ApiRoute> = R['query'] extends z.ZodType ? z.input<R['query']> : undefined;
export type AnswerOf<R extends ApiRoute> = R['answer'] extends Answer<infer O> ? O : never;

/** The concrete URL path of a call: each :param replaced by its encoded value. */
export function pathOf(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing parameter :${name} for ${path}`);
    return encodeURIComponent(value);
  });
}
