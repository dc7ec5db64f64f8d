import { apiClient, uploadTimeoutMs } from '@client/lib/api-client';
import type { RelayMessageInput, RelayMessageResult } from '@shared/schemas/contact-relay';
import type {
  BoardMember,
  BoardMemberListQuery,
  BoardMemberPage,
  CreateBoardMemberInput,
  PublicBoardMemberList,
  UpdateBoardMemberInput,
} from '@shared/schemas/contacts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const contactKeys = {
  all: ['contacts'] as const,
  board: () => [...contactKeys.all, 'board'] as const,
  admin: () => [...contactKeys.all, 'admin'] as const,
  adminList: (query: BoardMemberListQuery) => [...contactKeys.admin(), 'list', query] as const,
};

export function useBoard() {
  return useQuery({
    queryKey: contactKeys.board(),
    queryFn: ({ signal }) => apiClient.get<PublicBoardMemberList>('/api/contacts', { signal }),
    select: (data) => data.members,
  });
}

export function useSendContactMessage(memberId: string) {
  return useMutation({
    mutationFn: (input: RelayMessageInput) =>
      apiClient.post<RelayMessageResult>(`/api/contacts/${encodeURIComponent(memberId)}/message`, input),
  });
}

export function useAdminBoard(query: BoardMemberListQuery) {
  return useQuery({
    queryKey: contactKeys.adminList(query),
    queryFn: ({ signal }) =>
      apiClient.get<BoardMemberPage>('/api/admin/contacts', {
        signal,
        query: { ...query, q: query.q || undefined },
      }),
    placeholderData: keepPreviousData,
  });
}

export function boardCsvUrl(query: Pick<BoardMemberListQuery, 'q' | 'sort' | 'dir'>): string {
  const params = new URLSearchParams({ sort: query.sort, dir: query.dir });
  if (query.q) params.set('q', query.q);
  return `/api/admin/contacts.csv?${params}`;
}

export function useCreateBoardMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateBoardMemberInput) =>
      apiClient.post<{ member: BoardMember }>('/api/contacts', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactKeys.all }),
  });
}

export function useUpdateBoardMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateBoardMemberInput }) =>
      apiClient.patch<{ member: BoardMember }>(`/api/contacts/${encodeURIComponent(id)}`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactKeys.all }),
  });
}

export function useDeleteBoardMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiClient.delete<void>(`/api/contacts/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactKeys.all }),
  });
}

export function useReorderBoard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => apiClient.put<{ members: BoardMember[] }>('/api/contacts/order', { ids }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contactKeys.all }),
  });
}

/** Multipart upload of a member's photo (JPEG, PNG or WebP, at most 2 MB: checked again by the server). */
export async function uploadBoardMemberPhoto(id: string, file: File): Promise<BoardMember> {
  const body = new FormData();
  body.set('photo', file);
  const data = await apiClient.post<{ member: BoardMember }>(
    `/api/contacts/${encodeURIComponent(id)}/photo`,
    body,
    {
      timeoutMs: uploadTimeoutMs,
    },
  );
  return data.member;
}

export function useUploadBoardMemberPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file }: { id: string; file: File }) => uploadBoardMemberPhoto(id, file),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contactKeys.all }),
  });
}
