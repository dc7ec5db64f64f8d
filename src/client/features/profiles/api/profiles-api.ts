import { apiKey, callApi, fieldQuery } from '@client/lib/call-api';
import { fetchMe, meQueryKey } from '@client/lib/me';
import { profilesApi } from '@shared/api/profiles';
import { rolesApi } from '@shared/api/roles';
import type { UpdatePlayerDetailsInput } from '@shared/player-details';
import type { MemberProfile, MeResponse, Profile, UpdateProfileInput } from '@shared/schemas/profiles';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const profileKeys = { me: meQueryKey };

/** Every cached profile read, invalidated together after a change. */
const profileReads = [profilesApi.byUsername, profilesApi.member];

/** A member's profile as an admin edits it. */
export function useMemberProfile(id: string) {
  return useQuery(fieldQuery(profilesApi.member, 'member', { params: { id } }));
}

export function useUpdateMemberProfile(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProfileInput) =>
      callApi(profilesApi.updateMember, { params: { id }, body: input }).then((r) => r.member),
    onSuccess: () => {
      // The users list of Assign Roles shows names and usernames too.
      for (const route of [...profileReads, rolesApi.users]) {
        void client.invalidateQueries({ queryKey: apiKey(route) });
      }
    },
  });
}

/** After an admin changed a member's picture: the editor's copy, then every profile read. */
function useAfterMemberChange(id: string) {
  const client = useQueryClient();
  return (member: MemberProfile) => {
    client.setQueryData(apiKey(profilesApi.member, { params: { id } }), { member });
    for (const route of profileReads) void client.invalidateQueries({ queryKey: apiKey(route) });
  };
}

/** An admin replaces a member's picture (multipart, like one's own). */
export function useUploadMemberAvatar(id: string) {
  return useMutation({
    mutationFn: (file: File) =>
      callApi(profilesApi.uploadMemberAvatar, { params: { id }, file }).then((r) => r.member),
    onSuccess: useAfterMemberChange(id),
  });
}

export function useRemoveMemberAvatar(id: string) {
  return useMutation({
    mutationFn: () => callApi(profilesApi.removeMemberAvatar, { params: { id } }).then((r) => r.member),
    onSuccess: useAfterMemberChange(id),
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
    queryKey: apiKey(profilesApi.byUsername, { params: { username: username.toLowerCase() } }),
    queryFn: ({ signal }) => callApi(profilesApi.byUsername, { params: { username }, signal }),
    select: (data) => data.profile,
  });
}

function useAfterProfileChange() {
  const client = useQueryClient();
  return (profile: Profile) => {
    client.setQueryData<MeResponse>(profileKeys.me, (me) => (me ? { ...me, profile } : me));
    for (const route of profileReads) void client.invalidateQueries({ queryKey: apiKey(route) });
  };
}

/**
 * One's own player details, or a member's by an admin (same route): the caller's copy of the
 * profile, then every profile read.
 */
export function useUpdatePlayerDetails(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdatePlayerDetailsInput) =>
      callApi(profilesApi.updatePlayerDetails, { params: { userId }, body: input }).then((r) => r.profile),
    onSuccess: (profile) => {
      client.setQueryData<MeResponse>(profileKeys.me, (me) =>
        me && me.user.id === profile.id ? { ...me, profile } : me,
      );
      for (const route of profileReads) void client.invalidateQueries({ queryKey: apiKey(route) });
    },
  });
}

export function useUpdateProfile() {
  const after = useAfterProfileChange();
  return useMutation({
    mutationFn: (input: UpdateProfileInput) =>
      callApi(profilesApi.updateMine, { body: input }).then((r) => r.profile),
    onSuccess: after,
  });
}

/** Multipart upload; errors carry the server's message. */
export function useUploadAvatar() {
  const after = useAfterProfileChange();
  return useMutation({
    mutationFn: (file: File) => callApi(profilesApi.uploadAvatar, { file }).then((r) => r.profile),
    onSuccess: after,
  });
}

export function useRemoveAvatar() {
  const after = useAfterProfileChange();
  return useMutation({
    mutationFn: () => callApi(profilesApi.removeAvatar).then((r) => r.profile),
    onSuccess: after,
  });
}
