import { apiKey, apiUrl, callApi } from '@client/lib/call-api';
import { membershipApi } from '@shared/api/membership';
import { membershipOptionsKey } from '@shared/first-reads';
import type {
  CreateMembershipTypeInput,
  MemberListQuery,
  MembershipFormInput,
  SeasonInput,
} from '@shared/schemas/membership';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

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
    queryKey: apiKey(membershipApi.mine),
    queryFn: ({ signal }) => callApi(membershipApi.mine, { signal }),
    enabled: isEnabled,
  });
}

export function useJoinMembership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MembershipFormInput) => callApi(membershipApi.join, { body: input }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: apiKey(membershipApi.options) }),
        queryClient.invalidateQueries({ queryKey: apiKey(membershipApi.mine) }),
      ]),
  });
}

const adminReads = [
  membershipApi.seasons,
  membershipApi.options,
  membershipApi.waivers,
  membershipApi.members,
];

function useInvalidateAdmin() {
  const queryClient = useQueryClient();
  return () => Promise.all(adminReads.map((r) => queryClient.invalidateQueries({ queryKey: apiKey(r) })));
}

export function useSeasons() {
  return useQuery({
    queryKey: apiKey(membershipApi.seasons),
    queryFn: ({ signal }) => callApi(membershipApi.seasons, { signal }),
  });
}

export function useSaveSeason() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: ({ year, input }: { year: number; input: SeasonInput }) =>
      callApi(membershipApi.saveSeason, { params: { year: String(year) }, body: input }),
    onSuccess: invalidate,
  });
}

export function useCreateType() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (input: CreateMembershipTypeInput) => callApi(membershipApi.createType, { body: input }),
    onSuccess: invalidate,
  });
}

export function useUpdateType() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: Partial<Omit<CreateMembershipTypeInput, 'year'>> }) =>
      callApi(membershipApi.updateType, { params: { id }, body: input }),
    onSuccess: invalidate,
  });
}

export function useRemoveType() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (id: string) => callApi(membershipApi.removeType, { params: { id } }),
    onSuccess: invalidate,
  });
}

export function useWaivers(isEnabled = true) {
  return useQuery({
    queryKey: apiKey(membershipApi.waivers),
    queryFn: ({ signal }) => callApi(membershipApi.waivers, { signal }),
    enabled: isEnabled,
  });
}

export function useDecideWaiver() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: ({ id, approve }: { id: string; approve: boolean }) =>
      callApi(approve ? membershipApi.approveWaiver : membershipApi.refuseWaiver, {
        params: { id },
        body: { note: '' },
      }),
    onSuccess: invalidate,
  });
}

function sentQuery(query: MemberListQuery) {
  return { ...query, q: query.q || undefined, type: query.type || undefined };
}

export function useMembers(query: MemberListQuery) {
  const sent = sentQuery(query);
  return useQuery({
    queryKey: apiKey(membershipApi.members, { query: sent }),
    queryFn: ({ signal }) => callApi(membershipApi.members, { query: sent, signal }),
    placeholderData: keepPreviousData,
  });
}

export function membersCsvUrl(query: MemberListQuery): string {
  const { page: _page, ...rest } = sentQuery(query);
  return apiUrl(membershipApi.membersCsv, { query: rest });
}

export function useMember(id: string) {
  return useQuery({
    queryKey: apiKey(membershipApi.member, { params: { id } }),
    queryFn: ({ signal }) => callApi(membershipApi.member, { params: { id }, signal }),
  });
}

export function useMergeMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, intoId }: { id: string; intoId: string }) =>
      callApi(membershipApi.merge, { params: { id }, body: { intoId } }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
