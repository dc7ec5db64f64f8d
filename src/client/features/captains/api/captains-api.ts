import { apiKey, apiQuery, callApi } from '@client/lib/call-api';
import { captainsApi } from '@shared/api/captains';
import { rosterInvitationsApi, teamsApi } from '@shared/api/leagues';
import type { RelayMessageInput } from '@shared/schemas/contact-relay';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export function useCaptains() {
  return useQuery({
    ...apiQuery(captainsApi.list),
    select: (data) => data.leagues,
  });
}

export function useMessageCaptain(teamId: string) {
  return useMutation({
    mutationFn: (input: RelayMessageInput) =>
      callApi(captainsApi.message, { params: { teamId }, body: input }),
  });
}

/** A signed-in member asks to join a team (issue 18): the captains accept or decline it. */
export function useRequestToJoin(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(teamsApi.requestToJoin, { params: { id: teamId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKey(rosterInvitationsApi.mine) }),
  });
}
