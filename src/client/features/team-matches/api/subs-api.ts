import { apiKey, apiQuery, callApi, linkQuery } from '@client/lib/call-api';
import { lineupApi, subsApi } from '@shared/api/team-matches';
import type { SendSubRequestInput, SubAnswerInput } from '@shared/schemas/team-matches-subs';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** The sub finder (issue 21 §2): the captain's page and the asked player's answer link. */

export function useSubFinder(matchId: string, lineId: string | null) {
  const input = { params: { id: matchId }, query: lineId ? { lineId } : {} };
  return useQuery(apiQuery(subsApi.finder, input));
}

function useRefresh(matchId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: apiKey(subsApi.finder) }),
      queryClient.invalidateQueries({ queryKey: apiKey(lineupApi.get, { params: { id: matchId } }) }),
    ]);
}

export function useSendSubRequest(matchId: string) {
  const refresh = useRefresh(matchId);
  return useMutation({
    mutationFn: (body: SendSubRequestInput) => callApi(subsApi.send, { params: { id: matchId }, body }),
    onSuccess: refresh,
  });
}

export function useCancelSubRequest(matchId: string) {
  const refresh = useRefresh(matchId);
  return useMutation({
    mutationFn: (requestId: string) => callApi(subsApi.cancel, { params: { id: requestId } }),
    onSuccess: refresh,
  });
}

export function useSubAnswerLink(token: string) {
  return useQuery(linkQuery(subsApi.link, token));
}

export function useAnswerSubRequest(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SubAnswerInput) => callApi(subsApi.answer, { body }),
    onSuccess: (view) => queryClient.setQueryData(apiKey(subsApi.link, { query: { token } }), view),
  });
}
