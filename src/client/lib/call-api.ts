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
  queryKeyOf,
  type UploadFieldOf,
} from '@shared/api/define';
import { keepPreviousData } from '@tanstack/react-query';
import { apiRequest, uploadTimeoutMs } from './api-client';

/** What a call needs: its :params, its query and body (as the shared schemas accept them). */
export type CallInput<R extends ApiRoute> = ([ParamNames<R['path']>] extends [never]
  ? { params?: undefined }
  : { params: ParamsOf<R> }) &
  ([BodySchemaOf<R>] extends [undefined] ? { body?: undefined } : { body: BodyInputOf<R> }) &
  ([QuerySchemaOf<R>] extends [undefined] ? { query?: undefined } : { query?: QueryInputOf<R> }) &
  ([UploadFieldOf<R>] extends [undefined] ? { file?: undefined } : { file: Blob }) & {
    signal?: AbortSignal;
    keepalive?: boolean;
  };

export type CallArgs<R extends ApiRoute> =
  object extends CallInput<R> ? [input?: CallInput<R>] : [input: CallInput<R>];

/**
 * Calls one route of the shared API table (src/shared/api): URL, method, body and answer type
 * all come from its definition, so a renamed route or field fails the typecheck here too.
 */
export function callApi<R extends ApiRoute>(route: R, ...[input]: CallArgs<R>): Promise<AnswerOf<R>> {
  let body: unknown = input?.body;
  if (route.upload && input?.file) {
    body = new FormData();
    (body as FormData).append(route.upload.field, input.file);
  }
  return apiRequest<AnswerOf<R>>(pathOf(route.path, input?.params as Record<string, string> | undefined), {
    method: route.method,
    body,
    query: input?.query as Record<string, QueryValue> | undefined,
    signal: input?.signal,
    keepalive: input?.keepalive,
    // A few megabytes take longer than a JSON call on a slow connection.
    timeoutMs: route.upload ? uploadTimeoutMs : undefined,
  });
}

/** A write on one record (a route with `:id`): `{ id, input }` → the call, e.g. for useWrite. */
export function recordWrite<R extends ApiRoute>(route: R) {
  return ({ id, input }: { id: string; input: BodyInputOf<R> }) =>
    callApi(route, ...([{ params: { id }, body: input }] as unknown as CallArgs<R>));
}

/** The address of a GET route, e.g. for a download link. */
export function apiUrl<R extends ApiRoute>(route: R, ...[input]: CallArgs<R>): string {
  const path = pathOf(route.path, input?.params as Record<string, string> | undefined);
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries((input?.query as Record<string, QueryValue>) ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * The TanStack Query key of a call: the operation, then its params and query. Every feature that
 * reads the same call shares the cache entry; invalidating apiKey(route) covers all its inputs.
 */
export function apiKey<R extends ApiRoute>(
  route: R,
  input?: { params?: Partial<ParamsOf<R>>; query?: QueryInputOf<R> },
): readonly unknown[] {
  return queryKeyOf(route, input as { params?: object; query?: object } | undefined);
}

/**
 * A read's query key and fetch, for useQuery: `useQuery({ ...apiQuery(route, { params }), select })`.
 * The key names the very params and query the call sends, so the cache entry is the call's.
 */
export function apiQuery<R extends ApiRoute>(route: R, ...[input]: CallArgs<R>) {
  return {
    queryKey: queryKeyOf(route, input as { params?: object; query?: object } | undefined),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      callApi(route, ...([{ ...input, signal }] as CallArgs<R>)),
  };
}

/**
 * A read that shows one field of its answer (`{ courts: [...] }` → the courts), for useQuery:
 * `useQuery(fieldQuery(courtsApi.list, 'courts'))`, or spread with more options. The cache keeps
 * the whole answer under the call's key, so other readers of the call share it.
 */
export function fieldQuery<R extends ApiRoute, K extends keyof AnswerOf<R>>(
  route: R,
  field: K,
  ...args: CallArgs<R>
) {
  return { ...apiQuery(route, ...args), select: (data: AnswerOf<R>) => data[field] };
}

/**
 * The read behind an e-mail's signed link (`?token=…`), for useQuery: nothing is asked without a
 * token, and a failure is not retried (a wrong or expired token stays so).
 */
export function linkQuery<R extends ApiRoute>(route: R, token: string) {
  return {
    ...apiQuery(route, ...([{ query: { token } }] as CallArgs<R>)),
    enabled: token !== '',
    retry: false,
  };
}

/** The query without its blank filters ('' from an empty search box, a select on "all"). */
export function withoutBlanks<T extends object>(query: T): T {
  return Object.fromEntries(
    Object.entries(query).filter(([, v]) => v !== '' && v !== undefined && v !== null),
  ) as T;
}

/**
 * A page of a filtered list, for useQuery: blank filters left out (of the URL and of the cache
 * key), and the page shown stays while the next one loads.
 */
export function listQuery<R extends ApiRoute>(route: R, query: QueryInputOf<R>) {
  return {
    ...apiQuery(route, ...([{ query: withoutBlanks(query as object) }] as CallArgs<R>)),
    placeholderData: keepPreviousData,
  };
}
