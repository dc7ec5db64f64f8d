import { useWrite } from '@client/lib/api-writes';
import { callApi, fieldQuery } from '@client/lib/call-api';
import { captainsApi } from '@shared/api/captains';
import { rosterInvitationsApi, teamsApi } from '@shared/api/leagues';
import type { RelayMessageInput } from '@shared/schemas/contact-relay';
import { useMutation, useQuery } from '@tanstack/react-query';

export function useCaptains() {
  return useQuery(fieldQuery(captainsApi.list, 'leagues'));
}

export function useMessageCaptain(teamId: string) {
  return useMutation({
    mutationFn: (input: RelayMessageInput) =>
      callApi(captainsApi.message, { params: { teamId }, body: input }),
  });
}

/** A signed-in member asks to join a team (issue 18): the captains accept or decline it. */
export function useRequestToJoin(teamId: string) {
  return useWrite(
    () => callApi(teamsApi.requestToJoin, { params: { id: teamId } }),
    [rosterInvitationsApi.mine],
  );
}
