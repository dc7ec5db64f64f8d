import { useWrite } from '@client/lib/api-writes';
import { apiQuery, apiUrl, callApi, listQuery } from '@client/lib/call-api';
import { membershipApi } from '@shared/api/membership';
import { membershipOptionsKey } from '@shared/first-reads';
import type {
  CreateMembershipTypeInput,
  MemberListQuery,
  MembershipFormInput,
  SeasonInput,
} from '@shared/schemas/membership';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/**
 * The form's options depend on who is signed in (the prefill, the current membership, the waiver
 * rule), so they are cached per viewer: signing in on the way to a renewal link refetches them.
 */
export function useMembershipOptions(viewerId: string | null, isEnabled: boolean) {
  return useQuery({
    queryKey: membershipOptionsKey(viewerId),
    queryFn: ({ signal }) => callApi(membershipApi.options, { signal }),
    enabled: isEnabled,
  });
}

export function useMyMemberships(isEnabled: boolean) {
  return useQuery({
    ...apiQuery(membershipApi.mine),
    enabled: isEnabled,
  });
}

export function useJoinMembership() {
  return useWrite(
    (input: MembershipFormInput) => callApi(membershipApi.join, { body: input }),
    [membershipApi.options, membershipApi.mine],
  );
}

const adminReads = [
  membershipApi.seasons,
  membershipApi.options,
  membershipApi.waivers,
  membershipApi.members,
];

export function useSeasons() {
  return useQuery(apiQuery(membershipApi.seasons));
}

export function useSaveSeason() {
  return useWrite(
    ({ year, input }: { year: number; input: SeasonInput }) =>
      callApi(membershipApi.saveSeason, { params: { year: String(year) }, body: input }),
    adminReads,
  );
}

export function useCreateType() {
  return useWrite(
    (input: CreateMembershipTypeInput) => callApi(membershipApi.createType, { body: input }),
    adminReads,
  );
}

export function useUpdateType() {
  return useWrite(
    ({ id, input }: { id: string; input: Partial<Omit<CreateMembershipTypeInput, 'year'>> }) =>
      callApi(membershipApi.updateType, { params: { id }, body: input }),
    adminReads,
  );
}

export function useRemoveType() {
  return useWrite((id: string) => callApi(membershipApi.removeType, { params: { id } }), adminReads);
}

export function useWaivers(isEnabled = true) {
  return useQuery({
    ...apiQuery(membershipApi.waivers),
    enabled: isEnabled,
  });
}

export function useDecideWaiver() {
  return useWrite(
    ({ id, approve }: { id: string; approve: boolean }) =>
      callApi(approve ? membershipApi.approveWaiver : membershipApi.refuseWaiver, {
        params: { id },
        body: { note: '' },
      }),
    adminReads,
  );
}

export function useMembers(query: MemberListQuery) {
  return useQuery(listQuery(membershipApi.members, query));
}

export function membersCsvUrl(query: MemberListQuery): string {
  const { page: _page, ...rest } = query;
  return apiUrl(membershipApi.membersCsv, { query: rest });
}

export function useMember(id: string) {
  return useQuery(apiQuery(membershipApi.member, { params: { id } }));
}

export function useMergeMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, intoId }: { id: string; intoId: string }) =>
      callApi(membershipApi.merge, { params: { id }, body: { intoId } }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
