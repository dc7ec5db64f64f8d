import { apiClient } from '@client/lib/api-client';
import type {
  AdminTournament,
  AdminTournamentEntries,
  AdminTournamentList,
  CancelEventInput,
  RegistrationInput,
  RegistrationResult,
  TournamentInput,
  TournamentList,
  TournamentResponse,
  WalkInInput,
} from '@shared/schemas/events';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const enc = encodeURIComponent;

export const tournamentKeys = {
  all: ['tournaments'] as const,
  list: () => [...tournamentKeys.all, 'list'] as const,
  detail: (slug: string) => [...tournamentKeys.all, 'detail', slug] as const,
  adminList: (query: object) => [...tournamentKeys.all, 'admin', 'list', query] as const,
  adminOne: (id: string) => [...tournamentKeys.all, 'admin', 'one', id] as const,
  entries: (id: string, q: string) => [...tournamentKeys.all, 'admin', 'entries', id, q] as const,
};

export function useTournaments() {
  return useQuery({
    queryKey: tournamentKeys.list(),
    queryFn: ({ signal }) => apiClient.get<TournamentList>('/api/tournaments', { signal }),
  });
}

export function useTournament(slug: string) {
  return useQuery({
    queryKey: tournamentKeys.detail(slug),
    queryFn: ({ signal }) => apiClient.get<TournamentResponse>(`/api/tournaments/${enc(slug)}`, { signal }),
    enabled: slug !== '',
  });
}

export const tournamentIcsUrl = (slug: string) => `/api/tournaments/${enc(slug)}/ics`;

function useTournamentMutation<V, R>(fn: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tournamentKeys.all }),
  });
}

export const useEnterTournament = () =>
  useTournamentMutation(
    ({ slug, divisionId, input }: { slug: string; divisionId: string; input: RegistrationInput }) =>
      apiClient.post<RegistrationResult>(
        `/api/tournaments/${enc(slug)}/divisions/${enc(divisionId)}/entries`,
        input,
      ),
  );

/* ------------------------------------------------------------------ admin */

export interface AdminTournamentQuery {
  q: string;
  sort: 'startDate' | 'title' | 'status' | 'entries';
  dir: 'asc' | 'desc';
  page: number;
}

export function useAdminTournaments(query: AdminTournamentQuery) {
  return useQuery({
    // Organisers act on these numbers: always refetch when the view opens.
    staleTime: 0,
    queryKey: tournamentKeys.adminList(query),
    queryFn: ({ signal }) =>
      apiClient.get<AdminTournamentList>('/api/admin/tournaments', {
        signal,
        query: { ...query, q: query.q || undefined },
      }),
    placeholderData: keepPreviousData,
  });
}

export function tournamentsCsvUrl(query: Omit<AdminTournamentQuery, 'page'>): string {
  const params = new URLSearchParams({ sort: query.sort, dir: query.dir });
  if (query.q) params.set('q', query.q);
  return `/api/admin/tournaments.csv?${params}`;
}

export function useAdminTournament(id: string | null) {
  return useQuery({
    // Organisers act on these numbers: always refetch when the view opens.
    staleTime: 0,
    queryKey: tournamentKeys.adminOne(id ?? ''),
    queryFn: ({ signal }) =>
      apiClient.get<{ tournament: AdminTournament }>(`/api/admin/tournaments/${enc(id!)}`, { signal }),
    select: (data) => data.tournament,
    enabled: !!id,
  });
}

export function useTournamentEntries(id: string | null, q: string) {
  return useQuery({
    // Organisers act on these numbers: always refetch when the view opens.
    staleTime: 0,
    queryKey: tournamentKeys.entries(id ?? '', q),
    queryFn: ({ signal }) =>
      apiClient.get<AdminTournamentEntries>(`/api/admin/tournaments/${enc(id!)}/entries`, {
        signal,
        query: { q: q || undefined },
      }),
    placeholderData: keepPreviousData,
    enabled: !!id,
  });
}

export const tournamentEntriesCsvUrl = (id: string, q: string) =>
  `/api/admin/tournaments/${enc(id)}/entries.csv${q ? `?q=${enc(q)}` : ''}`;

type Answer = { tournament: AdminTournament };

export const useCreateTournament = () =>
  useTournamentMutation((input: TournamentInput) => apiClient.post<Answer>('/api/admin/tournaments', input));

export const useUpdateTournament = () =>
  useTournamentMutation(({ id, input }: { id: string; input: TournamentInput }) =>
    apiClient.patch<Answer>(`/api/admin/tournaments/${enc(id)}`, input),
  );

export const usePublishTournament = () =>
  useTournamentMutation((id: string) => apiClient.post<Answer>(`/api/admin/tournaments/${enc(id)}/publish`));

export const useCancelTournament = () =>
  useTournamentMutation(({ id, input }: { id: string; input: CancelEventInput }) =>
    apiClient.post<Answer & { notified: number }>(`/api/admin/tournaments/${enc(id)}/cancel`, input),
  );

export const useDeleteTournament = () =>
  useTournamentMutation((id: string) => apiClient.delete<void>(`/api/admin/tournaments/${enc(id)}`));

export const useAddTournamentEntry = () =>
  useTournamentMutation(({ id, divisionId, input }: { id: string; divisionId: string; input: WalkInInput }) =>
    apiClient.post<{ registrationId: string }>(
      `/api/admin/tournaments/${enc(id)}/divisions/${enc(divisionId)}/entries`,
      input,
    ),
  );

/** Entries are registrations: the same organiser actions as for socials. */
export const useEntryAction = () =>
  useTournamentMutation(
    ({
      id,
      action,
    }: {
      id: string;
      action: 'confirm' | 'waitlist' | 'cancel' | 'remove' | 'check-in' | 'undo-check-in';
    }) => {
      const base = `/api/admin/registrations/${enc(id)}`;
      switch (action) {
        case 'confirm':
          return apiClient.post<unknown>(`${base}/move`, { to: 'confirmed' });
        case 'waitlist':
          return apiClient.post<unknown>(`${base}/move`, { to: 'waitlisted' });
        case 'cancel':
          return apiClient.post<unknown>(`${base}/cancel`);
        case 'remove':
          return apiClient.delete<unknown>(base);
        case 'check-in':
          return apiClient.post<unknown>(`${base}/check-in`, { checkedIn: true });
        case 'undo-check-in':
          return apiClient.post<unknown>(`${base}/check-in`, { checkedIn: false });
      }
    },
  );
