import {
  type AnswerOf,
  type ApiRoute,
  type BodyInputOf,
  type BodySchemaOf,
  type ParamNames,
  type ParamsOf,
  pathOf,
  type QueryInputOf,
  type QuerySchemaOf,
  type QueryValue,
  type UploadFieldOf,
  withQuery,
} from '@shared/api/define';
import { CookieJar, call } from './auth-helpers';
import type { TestApp } from './test-context';

/**
 * A typed request to one route of the shared API table (src/shared/api), as the client's
 * callApi makes it: the URL comes from the definition's path and :params, the body and query
 * are typed by the route's schemas and the answer by its `answer`. A renamed route, parameter
 * or field then fails the typecheck of the tests too, not only at run time.
 *
 *   const res = await callRoute(t, courtsApi.update, { params: { id }, body: { notes: '' }, as: admin });
 *   expect(res.status).toBe(200);
 *   expect(answerOf(res).court.notes).toBe('');
 */

/** Who makes the request: headers of a signed-in user (signInAs), their jar, or what holds it. */
export type Caller = Record<string, string> | CookieJar | { jar: CookieJar };

/** The `{ error, code, fields? }` body of every refused request. */
export interface ApiErrorBody {
  error: string;
  code: string;
  fields?: Record<string, string>;
}

export type RouteInput<R extends ApiRoute> = ([ParamNames<R['path']>] extends [never]
  ? { params?: undefined }
  : { params: ParamsOf<R> }) &
  ([BodySchemaOf<R>] extends [undefined] ? { body?: undefined } : { body: BodyInputOf<R> }) &
  ([QuerySchemaOf<R>] extends [undefined] ? { query?: undefined } : { query?: QueryInputOf<R> }) &
  ([UploadFieldOf<R>] extends [undefined] ? { file?: undefined } : { file: Blob }) & {
    /** Signed in as (none: an anonymous visitor). */
    as?: Caller;
    headers?: Record<string, string>;
    /** Defaults to the app's own origin; null sends none. */
    origin?: string | null;
  };

type RouteArgs<R extends ApiRoute> =
  object extends RouteInput<R> ? [input?: RouteInput<R>] : [input: RouteInput<R>];

/** 2xx: the route's answer; otherwise the error body (or whatever came, e.g. a plain-text 404). */
export type RouteResult<R extends ApiRoute> =
  | { ok: true; status: number; headers: Headers; body: AnswerOf<R> }
  | { ok: false; status: number; headers: Headers; body: ApiErrorBody };

function callerOptions(as: Caller | undefined): { jar?: CookieJar; headers?: Record<string, string> } {
  if (!as) return {};
  if (as instanceof CookieJar) return { jar: as };
  if ('jar' in as && as.jar instanceof CookieJar) return { jar: as.jar };
  const { origin: _origin, ...headers } = as as Record<string, string>;
  return { headers };
}

export async function callRoute<R extends ApiRoute>(
  t: TestApp,
  route: R,
  ...[input]: RouteArgs<R>
): Promise<RouteResult<R>> {
  const url = withQuery(
    pathOf(route.path, input?.params as Record<string, string> | undefined),
    input?.query as Record<string, QueryValue> | undefined,
  );
  let body: unknown = input?.body;
  if (route.upload && input?.file) {
    const form = new FormData();
    form.append(route.upload.field, input.file);
    body = form;
  }
  const caller = callerOptions(input?.as);
  const res = await call(t, route.method, url, {
    body,
    jar: caller.jar,
    headers: { ...caller.headers, ...input?.headers },
    origin: input?.origin,
  });
  const ok = res.status >= 200 && res.status < 300;
  return { ok, status: res.status, headers: res.headers, body: res.body } as RouteResult<R>;
}

/** The answer of a call that must have succeeded; otherwise fails with its status and body. */
export function answerOf<R extends ApiRoute>(res: RouteResult<R>): AnswerOf<R> {
  if (!res.ok) throw new Error(`expected a 2xx answer, got ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body;
}

/** The error body of a call that must have been refused; otherwise fails with its answer. */
export function errorOf<R extends ApiRoute>(res: RouteResult<R>): ApiErrorBody {
  if (res.ok) throw new Error(`expected a refusal, got ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body;
}
