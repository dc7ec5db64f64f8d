import { apiClient } from '@client/lib/api-client';
import type { CancelEventInput, CourtOption, Paged, WalkInInput } from '@shared/schemas/events';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const enc = encodeURIComponent;

/** The URL base of a registrable kind's admin API (server: adminKindRoutes). */
export type AdminKindBase = 'social-events' | 'tournaments';

export interface AdminKindSpec {
  base: AdminKindBase;
  /** The key its answers carry the event under. */
  key: 'event' | 'tournament';
  /** Sub-path of its sign-ups. */
  signups: 'registrations' | 'entries';
  /** The query-cache root every change of this kind invalidates. */
  cacheKey: readonly string[];
}

export type AdminListQuery = { q: string; sort: string; dir: 'asc' | 'desc'; page: number } & Record<
  string,
  string | number
>;

/** One mutation that refreshes everything cached under `cacheKey` when it succeeds. */
export function useKindMutation<V, R>(cacheKey: readonly string[], fn: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cacheKey }),
  });
}

/**
 * The organisers' API of one registrable kind: list, CSV, one, create, update, publish,
 * cancel, delete and its sign-ups. Every kind has the same routes, so one definition
 * serves socials, tournaments and the kinds that come next.
 */
export function adminKindApi<Row, One extends { id: string }, Input, Signups>(spec: AdminKindSpec) {
  const root = `/api/admin/${spec.base}`;
  const keys = {
    list: (query: object) => [...spec.cacheKey, 'admin', 'list', query] as const,
    one: (id: string) => [...spec.cacheKey, 'admin', 'one', id] as const,
    signups: (id: string, q: string) => [...spec.cacheKey, 'admin', 'signups', id, q] as const,
  };
  const unwrap = (answer: Record<string, One>) => answer[spec.key]!;

  return {
    useList: (query: AdminListQuery) =>
      useQuery({
        // Organisers act on these numbers: always refetch when the view opens.
        staleTime: 0,
        queryKey: keys.list(query),
        queryFn: ({ signal }) =>
          apiClient.get<Paged<Row> & { timeZone: string }>(root, {
            signal,
            query: { ...query, q: query.q || undefined },
          }),
        placeholderData: keepPreviousData,
      }),
    csvUrl: (query: Omit<AdminListQuery, 'page'>) => {
      const params = new URLSearchParams();
      for (const [k, v] of Object.entries(query)) if (k !== 'page' && v !== '') params.set(k, String(v));
      return `${root}.csv?${params}`;
    },
    useOne: (id: string) =>
      useQuery({
        staleTime: 0,
        queryKey: keys.one(id),
        queryFn: ({ signal }) => apiClient.get<Record<string, One>>(`${root}/${enc(id)}`, { signal }),
        select: unwrap,
        enabled: id !== '',
      }),
    useSignups: (id: string, q: string) =>
      useQuery({
        staleTime: 0,
        queryKey: keys.signups(id, q),
        queryFn: ({ signal }) =>
          apiClient.get<Signups>(`${root}/${enc(id)}/${spec.signups}`, {
            signal,
            query: { q: q || undefined },
          }),
        placeholderData: keepPreviousData,
        enabled: id !== '',
      }),
    signupsCsvUrl: (id: string, q: string) =>
      `${root}/${enc(id)}/${spec.signups}.csv${q ? `?q=${enc(q)}` : ''}`,
    useCreate: () =>
      useKindMutation(spec.cacheKey, (input: Input) =>
        apiClient.post<Record<string, One>>(root, input).then(unwrap),
      ),
    useUpdate: () =>
      useKindMutation(spec.cacheKey, ({ id, input }: { id: string; input: Input }) =>
        apiClient.patch<Record<string, One>>(`${root}/${enc(id)}`, input).then(unwrap),
      ),
    usePublish: () =>
      useKindMutation(spec.cacheKey, (id: string) =>
        apiClient.post<Record<string, One>>(`${root}/${enc(id)}/publish`).then(unwrap),
      ),
    useCancel: () =>
      useKindMutation(spec.cacheKey, ({ id, input }: { id: string; input: CancelEventInput }) =>
        apiClient.post<{ notified: number }>(`${root}/${enc(id)}/cancel`, input),
      ),
    useDelete: () =>
      useKindMutation(spec.cacheKey, (id: string) => apiClient.delete<void>(`${root}/${enc(id)}`)),
  };
}

export type AdminKindApi<Row, One extends { id: string }, Input, Signups> = ReturnType<
  typeof adminKindApi<Row, One, Input, Signups>
>;

/** What an organiser can do to one registration, whatever it is for. */
export type RegistrationActionName =
  | 'confirm'
  | 'waitlist'
  | 'cancel'
  | 'remove'
  | 'check-in'
  | 'undo-check-in';

/** Registrations of every kind share these routes (/api/admin/registrations/:id/…). */
export function useRegistrationAction(cacheKey: readonly string[]) {
  return useKindMutation(cacheKey, ({ id, action }: { id: string; action: RegistrationActionName }) => {
    const base = `/api/admin/registrations/${enc(id)}`;
    switch (action) {
      case 'confirm':
        return apiClient.post<{ promotedCount?: number }>(`${base}/move`, { to: 'confirmed' });
      case 'waitlist':
        return apiClient.post<{ promotedCount?: number }>(`${base}/move`, { to: 'waitlisted' });
      case 'cancel':
        return apiClient.post<{ promotedCount?: number }>(`${base}/cancel`);
      case 'remove':
        return apiClient.delete<{ promotedCount?: number }>(base);
      case 'check-in':
        return apiClient.post<{ promotedCount?: number }>(`${base}/check-in`, { checkedIn: true });
      case 'undo-check-in':
        return apiClient.post<{ promotedCount?: number }>(`${base}/check-in`, { checkedIn: false });
    }
  });
}

/** Adds a walk-in (socials) or a desk entry (a tournament's division): the path names the target. */
export const useAddWalkIn = (cacheKey: readonly string[]) =>
  useKindMutation(cacheKey, ({ path, input }: { path: string; input: WalkInInput }) =>
    apiClient.post<{ registrationId: string }>(path, input),
  );

/** The club's courts, for the editors' place select. */
export function useCourtOptions() {
  return useQuery({
    queryKey: ['courts', 'list'],
    queryFn: ({ signal }) => apiClient.get<{ courts: CourtOption[] }>('/api/courts', { signal }),
    select: (data) => data.courts.map((c) => ({ id: c.id, name: c.name })),
    staleTime: 60_000,
  });
}
