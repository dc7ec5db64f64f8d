import { eventSeriesApi, eventsApi } from '@shared/api/events';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useViewer } from './auth-store';
import { apiKey, callApi } from './call-api';

/**
 * The signed-in person's own upcoming sign-ups, for every feature that shows them (the profile,
 * the event pages). Nothing is fetched for a visitor.
 */
export function useMyRegistrations() {
  const viewer = useViewer();
  return useQuery({
    queryKey: apiKey(eventsApi.myRegistrations),
    queryFn: ({ signal }) => callApi(eventsApi.myRegistrations, { signal }),
    enabled: viewer.isSignedIn,
    staleTime: 0,
  });
}

/** Cancels one of them; every cached list and count may change, so all queries refresh. */
export function useCancelMyRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(eventsApi.cancelMyRegistration, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

/** Cancels the person's whole-series sign-up: every coming session at once (one e-mail). */
export function useCancelWholeSeries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (seriesId: string) => callApi(eventSeriesApi.cancelMine, { params: { id: seriesId } }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
