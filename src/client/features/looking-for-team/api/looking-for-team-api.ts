import { useWrite } from '@client/lib/api-writes';
import { apiQuery, apiUrl, callApi, fieldQuery, linkQuery, listQuery } from '@client/lib/call-api';
import { lookingForTeamApi as api } from '@shared/api/looking-for-team';
import type {
  CloseRequestInput,
  LookingForTeamRequestInput,
  LookingListQuery,
  PlacePlayerInput,
  RecordContactInput,
} from '@shared/schemas/looking-for-team';
import { useMutation, useQuery } from '@tanstack/react-query';

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
  return useQuery(fieldQuery(api.leagues, 'leagues'));
}

export function useWithdrawInfo(token: string) {
  return useQuery(linkQuery(api.withdrawInfo, token));
}

export function useWithdrawByLink() {
  return useWrite((token: string) => callApi(api.withdraw, { body: { token } }), [api.withdrawInfo]);
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

/** What a change of a request makes stale. */
const lookingReads = [api.adminList, api.adminById];

export function useRecordContact(id: string) {
  return useWrite(
    (input: RecordContactInput) => callApi(api.recordContact, { params: { id }, body: input }),
    lookingReads,
  );
}

export function usePlacePlayer(id: string) {
  return useWrite(
    (input: PlacePlayerInput) => callApi(api.place, { params: { id }, body: input }),
    lookingReads,
  );
}

export function useWithdrawByRep(id: string) {
  return useWrite(
    (input: CloseRequestInput) => callApi(api.withdrawByRep, { params: { id }, body: input }),
    lookingReads,
  );
}
