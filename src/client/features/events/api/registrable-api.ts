import { useWrite } from '@client/lib/api-writes';
import { apiKey, apiQuery, apiUrl, callApi } from '@client/lib/call-api';
import { courtsApi } from '@shared/api/courts';
import type { AnswerOf, ApiRoute, BodyInputOf, QueryInputOf } from '@shared/api/define';
import { eventsAdminApi, type socialAdminApi, type tournamentAdminApi } from '@shared/api/events';
import type { CancelEventInput } from '@shared/schemas/events';
import type {
  CancelRegistrationInput,
  RegistrationActionResult,
  WalkInInput,
} from '@shared/schemas/events-registrations';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** A registrable kind's organiser routes, as src/shared/api/events defines them. */
export type AdminKindRoutes = typeof socialAdminApi | typeof tournamentAdminApi;

/** The event of a kind's answers ({ event } for socials, { tournament } for tournaments). */
export type AdminEventOf<A extends AdminKindRoutes> = AnswerOf<A['byId']>[keyof AnswerOf<A['byId']>];
export type AdminRowOf<A extends AdminKindRoutes> =
  AnswerOf<A['list']> extends { items: (infer Row)[] } ? Row : never;
export type AdminInputOf<A extends AdminKindRoutes> = BodyInputOf<A['create']>;
export type AdminListQuery<A extends AdminKindRoutes> = QueryInputOf<A['list']> & { page: number };

export interface AdminKindSpec<A extends AdminKindRoutes> {
  routes: A;
  /** The key its answers carry the event under. */
  key: keyof AnswerOf<A['byId']>;
  /** Every public read of this kind, refreshed after an organiser's change. */
  publicReads: readonly ApiRoute[];
}

/** One mutation that refreshes the given routes' cached answers when it succeeds. */
export function useKindMutation<V, R>(routes: readonly ApiRoute[], fn: (vars: V) => Promise<R>) {
  return useWrite(fn, routes);
}

/**
 * The organisers' API of one registrable kind: list, CSV, one, create, update, publish,
 * cancel, delete and its sign-ups. Every kind has the same routes, so one definition
 * serves socials, tournaments and the kinds that come next.
 */
export function adminKindApi<A extends AdminKindRoutes>(spec: AdminKindSpec<A>) {
  // The family's routes share one shape; calls go through it without repeating each kind.
  const r = spec.routes as typeof socialAdminApi;
  type One = AdminEventOf<A>;
  type Input = AdminInputOf<A>;
  const unwrap = (answer: object) => (answer as Record<PropertyKey, One>)[spec.key as PropertyKey]!;
  /** What every change of this kind makes stale. */
  const reads: readonly ApiRoute[] = [r.list, r.byId, r.signups, ...spec.publicReads];
  const params = (id: string) => ({ params: { id } });

  return {
    routes: spec.routes,
    reads,
    useList: (query: AdminListQuery<A>) => {
      const sent = { ...query, q: query.q || undefined } as QueryInputOf<typeof r.list>;
      return useQuery({
        // Organisers act on these numbers: always refetch when the view opens.
        staleTime: 0,
        queryKey: apiKey(r.list, { query: sent }),
        queryFn: ({ signal }) => callApi(r.list, { query: sent, signal }) as Promise<AnswerOf<A['list']>>,
        placeholderData: keepPreviousData,
      });
    },
    csvUrl: (query: Omit<AdminListQuery<A>, 'page'>) =>
      apiUrl(r.csv, { query: { ...query, q: query.q || undefined } as QueryInputOf<typeof r.csv> }),
    useOne: (id: string) =>
      useQuery({
        staleTime: 0,
        queryKey: apiKey(r.byId, params(id)),
        queryFn: ({ signal }) => callApi(r.byId, { ...params(id), signal }),
        select: unwrap,
        enabled: id !== '',
      }),
    useSignups: (id: string, q: string) =>
      useQuery({
        staleTime: 0,
        queryKey: apiKey(r.signups, { ...params(id), query: { q } }),
        queryFn: ({ signal }) =>
          callApi(r.signups, { ...params(id), query: { q: q || undefined }, signal }) as Promise<
            AnswerOf<A['signups']>
          >,
        placeholderData: keepPreviousData,
        enabled: id !== '',
      }),
    signupsCsvUrl: (id: string, q: string) =>
      apiUrl(r.signupsCsv, { ...params(id), query: { q: q || undefined } }),
    useCreate: () =>
      useKindMutation(reads, (input: Input) =>
        callApi(r.create, { body: input as BodyInputOf<typeof r.create> }).then(unwrap),
      ),
    useUpdate: () =>
      useKindMutation(reads, ({ id, input }: { id: string; input: Input }) =>
        callApi(r.update, { ...params(id), body: input as BodyInputOf<typeof r.update> }).then(unwrap),
      ),
    usePublish: () => useKindMutation(reads, (id: string) => callApi(r.publish, params(id)).then(unwrap)),
    useCancel: () =>
      useKindMutation(reads, ({ id, input }: { id: string; input: CancelEventInput }) =>
        callApi(r.cancel, { ...params(id), body: input }),
      ),
    useDelete: () => useKindMutation(reads, (id: string) => callApi(r.remove, params(id))),
  };
}

export type AdminKindApi<A extends AdminKindRoutes = AdminKindRoutes> = ReturnType<typeof adminKindApi<A>>;

/** What an organiser can do to one registration, whatever it is for. */
export type RegistrationActionName =
  | 'confirm'
  | 'waitlist'
  | 'cancel'
  | 'remove'
  | 'check-in'
  | 'undo-check-in';

/** Registrations of every kind share these routes (/api/admin/registrations/:id/…). */
export function useRegistrationAction(reads: readonly ApiRoute[]) {
  const api = eventsAdminApi;
  type Vars = { id: string; action: RegistrationActionName; cancel?: CancelRegistrationInput };
  return useKindMutation(reads, ({ id, action, cancel }: Vars): Promise<RegistrationActionResult> => {
    const params = { id };
    switch (action) {
      case 'confirm':
        return callApi(api.move, { params, body: { to: 'confirmed' } });
      case 'waitlist':
        return callApi(api.move, { params, body: { to: 'waitlisted' } });
      case 'cancel':
        return callApi(api.cancelRegistration, { params, body: cancel ?? {} });
      case 'remove':
        return callApi(api.removeRegistration, { params });
      case 'check-in':
        return callApi(api.checkIn, { params, body: { checkedIn: true } });
      case 'undo-check-in':
        return callApi(api.checkIn, { params, body: { checkedIn: false } });
    }
  });
}

/** Where a walk-in goes: a social, or one division of a tournament (a desk entry). */
export type WalkInTarget =
  | { kind: 'social'; id: string }
  | { kind: 'division'; id: string; divisionId: string };

/** Adds a walk-in (socials) or a desk entry (a tournament's division). */
export const useAddWalkIn = (reads: readonly ApiRoute[]) =>
  useKindMutation(reads, ({ target, input }: { target: WalkInTarget; input: WalkInInput }) =>
    target.kind === 'social'
      ? callApi(eventsAdminApi.addSocialWalkIn, { params: { id: target.id }, body: input })
      : callApi(eventsAdminApi.addDivisionEntry, {
          params: { id: target.id, divisionId: target.divisionId },
          body: input,
        }),
  );

/** The club's courts, for the editors' place select (the courts pages' own cache entry). */
export function useCourtOptions() {
  return useQuery({
    ...apiQuery(courtsApi.list),
    select: (data) => data.courts.map((c) => ({ id: c.id, name: c.name })),
    staleTime: 60_000,
  });
}
