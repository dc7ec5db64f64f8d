import { apiKey, callApi } from '@client/lib/call-api';
import { captainsApi } from '@shared/api/captains';
import type { RelayMessageInput } from '@shared/schemas/contact-relay';
import { useMutation, useQuery } from '@tanstack/react-query';

export function useCaptains() {
  return useQuery({
    queryKey: apiKey(captainsApi.list),
    queryFn: ({ signal }) => callApi(captainsApi.list, { signal }),
    select: (data) => data.leagues,
  });
}

export function useMessageCaptain(teamId: string) {
  return useMutation({
    mutationFn: (input: RelayMessageInput) =>
      callApi(captainsApi.message, { params: { teamId }, body: input }),
  });
}
