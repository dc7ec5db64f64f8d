import { apiClient, uploadTimeoutMs } from '@client/lib/api-client';
import { fetchMe, meQueryKey } from '@client/lib/me';
import type {
  MemberProfile,
  MeResponse,
  Profile,
  PublicProfile,
  UpdateProfileInput,
} from '@shared/schemas/profile';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const profileKeys = {
  me: meQueryKey,
  public: (username: string) => ['profiles', username.toLowerCase()] as const,
  member: (id: string) => ['profiles', 'member', id] as const,
};

const memberProfileUrl = (id: string) => `/api/admin/users/${encodeURIComponent(id)}/profile`;
const memberAvatarUrl = (id: string) => `/api/admin/users/${encodeURIComponent(id)}/avatar`;

/** A member's profile as an admin edits it. */
export function useMemberProfile(id: string) {
  return useQuery({
    queryKey: profileKeys.member(id),
    queryFn: ({ signal }) => apiClient.get<{ member: MemberProfile }>(memberProfileUrl(id), { signal }),
    select: (data) => data.member,
  });
}

export function useUpdateMemberProfile(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProfileInput) =>
      apiClient.patch<{ member: MemberProfile }>(memberProfileUrl(id), input).then((r) => r.member),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['profiles'] });
      void client.invalidateQueries({ queryKey: ['admin'] });
    },
  });
}

/** An admin replaces a member's picture (multipart, like one's own). */
export function useUploadMemberAvatar(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('avatar', file);
      return apiClient
        .post<{ member: MemberProfile }>(memberAvatarUrl(id), body, {
          timeoutMs: uploadTimeoutMs,
        })
        .then((r) => r.member);
    },
    onSuccess: (member) => {
      client.setQueryData(profileKeys.member(id), { member });
      void client.invalidateQueries({ queryKey: ['profiles'] });
    },
  });
}

export function useRemoveMemberAvatar(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.delete<{ member: MemberProfile }>(memberAvatarUrl(id)).then((r) => r.member),
    onSuccess: (member) => {
      client.setQueryData(profileKeys.member(id), { member });
      void client.invalidateQueries({ queryKey: ['profiles'] });
    },
  });
}

export function useMe() {
  return useQuery({
    queryKey: profileKeys.me,
    queryFn: ({ signal }) => fetchMe(signal),
    staleTime: 0,
  });
}

export function usePublicProfile(username: string) {
  return useQuery({
    queryKey: profileKeys.public(username),
    queryFn: ({ signal }) =>
      apiClient.get<{ profile: PublicProfile }>(`/api/profiles/${encodeURIComponent(username)}`, { signal }),
    select: (data) => data.profile,
  });
}

function useAfterProfileChange() {
  const client = useQueryClient();
  return (profile: Profile) => {
    client.setQueryData<MeResponse>(profileKeys.me, (me) => (me ? { ...me, profile } : me));
    void client.invalidateQueries({ queryKey: ['profiles'] });
  };
}

export function useUpdateProfile() {
  const after = useAfterProfileChange();
  return useMutation({
    mutationFn: (input: UpdateProfileInput) =>
      apiClient.patch<{ profile: Profile }>('/api/profiles/me', input).then((r) => r.profile),
    onSuccess: after,
  });
}

/** Multipart upload; errors carry the server's message. */
async function uploadAvatar(file: File): Promise<Profile> {
  const body = new FormData();
  body.append('avatar', file);
  const data = await apiClient.post<{ profile: Profile }>('/api/profiles/me/avatar', body, {
    timeoutMs: uploadTimeoutMs,
  });
  return data.profile;
}

export function useUploadAvatar() {
  const after = useAfterProfileChange();
  return useMutation({ mutationFn: uploadAvatar, onSuccess: after });
}

export function useRemoveAvatar() {
  const after = useAfterProfileChange();
  return useMutation({
    mutationFn: () =>
      apiClient.delete<{ profile: Profile }>('/api/profiles/me/avatar').then((r) => r.profile),
    onSuccess: after,
  });
}
