import { apiClient } from '@client/lib/api-client';
import type {
  AdminTournament,
  AdminTournamentEntries,
  AdminTournamentRow,
  RegistrationInput,
  RegistrationResult,
  TournamentInput,
  TournamentList,
  TournamentResponse,
} from '@shared/schemas/events';
import { useQuery } from '@tanstack/react-query';
import { adminKindApi, useKindMutation } from './registrable-api';

const enc = encodeURIComponent;

export const tournamentKeys = {
  all: ['tournaments'],
  list: () => [...tournamentKeys.all, 'list'] as const,
  detail: (slug: string) => [...tournamentKeys.all, 'detail', slug] as const,
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

export const useEnterTournament = () =>
  useKindMutation(
    tournamentKeys.all,
    ({ slug, divisionId, input }: { slug: string; divisionId: string; input: RegistrationInput }) =>
      apiClient.post<RegistrationResult>(
        `/api/tournaments/${enc(slug)}/divisions/${enc(divisionId)}/entries`,
        input,
      ),
  );

export const tournamentAdminApi = adminKindApi<
  AdminTournamentRow,
  AdminTournament,
  TournamentInput,
  AdminTournamentEntries
>({ base: 'tournaments', key: 'tournament', signups: 'entries', cacheKey: tournamentKeys.all });
