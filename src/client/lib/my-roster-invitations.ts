import { rosterInvitationsApi } from '@shared/api/leagues';
import type { RosterInvitationDecision } from '@shared/schemas/leagues';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useViewer } from './auth-store';
import { apiKey, callApi } from './call-api';

/**
 * The signed-in player's pending roster places (issue 18): captains' invitations to accept or
 * decline, and their own requests to join (to withdraw). Nothing is fetched for a visitor.
 */
export function useMyRosterInvitations() {
  const viewer = useViewer();
  return useQuery({
    queryKey: apiKey(rosterInvitationsApi.mine),
    queryFn: ({ signal }) => callApi(rosterInvitationsApi.mine, { signal }),
    enabled: viewer.isSignedIn,
    select: (d) => d.invitations,
    staleTime: 0,
  });
}

/** Accepts or declines one; rosters, schedules and team lists may change, so all queries refresh. */
export function useAnswerMyRosterInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: RosterInvitationDecision }) =>
      callApi(rosterInvitationsApi.answerMine, { params: { id }, body: { decision } }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
