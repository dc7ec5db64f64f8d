import { apiKey, apiQuery, callApi } from '@client/lib/call-api';
import { subsApi } from '@shared/api/team-matches';
import type { SubPreferences } from '@shared/schemas/team-matches-subs';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** The signed-in member's subbing preferences (issue 21 §2). */
export function useMySubPreferences() {
  return useQuery(apiQuery(subsApi.myPreferences));
}

export function useSaveSubPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SubPreferences) => callApi(subsApi.savePreferences, { body }),
    onSuccess: (data) => queryClient.setQueryData(apiKey(subsApi.myPreferences), data),
  });
}
