import { apiQuery, apiUrl, callApi } from '@client/lib/call-api';
import { eventsApi, tournamentAdminApi as tournamentAdminRoutes, tournamentsApi } from '@shared/api/events';
import type { RegistrationInput } from '@shared/schemas/events-registrations';
import { useQuery } from '@tanstack/react-query';
import { adminKindApi, useKindMutation } from './registrable-api';

/** What visitors see of tournaments: refreshed after an entry or an organiser's change. */
export const tournamentPublicReads = [
  tournamentsApi.list,
  tournamentsApi.bySlug,
  eventsApi.upcoming,
] as const;

export function useTournaments() {
  return useQuery(apiQuery(tournamentsApi.list));
}

export function useTournament(slug: string) {
  return useQuery({
    ...apiQuery(tournamentsApi.bySlug, { params: { slug } }),
    enabled: slug !== '',
  });
}

export const tournamentIcsUrl = (slug: string) => apiUrl(tournamentsApi.ics, { params: { slug } });

export const useEnterTournament = () =>
  useKindMutation(
    [...tournamentPublicReads, eventsApi.myRegistrations],
    ({ slug, divisionId, input }: { slug: string; divisionId: string; input: RegistrationInput }) =>
      callApi(tournamentsApi.enter, { params: { slug, divisionId }, body: input }),
  );

export const tournamentAdminApi = adminKindApi({
  routes: tournamentAdminRoutes,
  key: 'tournament',
  publicReads: tournamentPublicReads,
});
