import { apiKey, apiQuery, apiUrl, callApi, listQuery } from '@client/lib/call-api';
import { lookingForTeamApi as api } from '@shared/api/looking-for-team';
import type {
  CloseRequestInput,
  LookingForTeamRequestInput,
  LookingListQuery,
  PlacePlayerInput,
  RecordContactInput,
} from '@shared/schemas/looking-for-team';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export function useFileLookingRequest() {
  return useMutation({
    mutationFn: (input: LookingForTeamRequestInput) => callApi(api.file, { body: input }),
  });
}

/** The signed-in player's details to fill the form in (nothing for visitors). */
export function useLookingPrefill(isSignedIn: boolean) {
  return useQuery({
    ...apiQuery(api.prefill),
    enabled: isSignedIn,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useLookingLeagues() {
  return useQuery({
    ...apiQuery(api.leagues),
    select: (data) => data.leagues,
  });
}

export function useWithdrawInfo(token: string) {
  return useQuery({
    ...apiQuery(api.withdrawInfo, { query: { token } }),
    enabled: token.length > 0,
    retry: false,
  });
}

export function useWithdrawByLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => callApi(api.withdraw, { body: { token } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKey(api.withdrawInfo) }),
  });
}

export function useLookingList(query: LookingListQuery) {
  return useQuery(listQuery(api.adminList, query));
}

export function lookingCsvUrl(query: LookingListQuery): string {
  const { page: _, ...rest } = query;
  return apiUrl(api.adminCsv, { query: rest });
}

export function useLookingDetail(id: string) {
  return useQuery(apiQuery(api.adminById, { params: { id } }));
}

function useRefreshLooking() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [api.adminList, api.adminById].map((route) =>
        queryClient.invalidateQueries({ queryKey: apiKey(route) }),
      ),
    );
}

export function useRecordContact(id: string) {
  const refresh = useRefreshLooking();
  return useMutation({
    mutationFn: (input: RecordContactInput) => callApi(api.recordContact, { params: { id }, body: input }),
    onSuccess: refresh,
  });
}

export function usePlacePlayer(id: string) {
  const refresh = useRefreshLooking();
  return useMutation({
    mutationFn: (input: PlacePlayerInput) => callApi(api.place, { params: { id }, body: input }),
    onSuccess: refresh,
  });
}

export function useWithdrawByRep(id: string) {
  const refresh = useRefreshLooking();
  return useMutation({
    mutationFn: (input: CloseRequestInput) => callApi(api.withdrawByRep, { params: { id }, body: input }),
    onSuccess: refresh,
  });
}
