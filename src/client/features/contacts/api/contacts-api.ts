import { useWrite } from '@client/lib/api-writes';
import { apiUrl, callApi, fieldQuery, listQuery, recordWrite } from '@client/lib/call-api';
import { contactsApi } from '@shared/api/contacts';
import type { RelayMessageInput } from '@shared/schemas/contact-relay';
import type { BoardMemberListQuery, CreateBoardMemberInput } from '@shared/schemas/contacts';
import { useMutation, useQuery } from '@tanstack/react-query';

/** Every cached contacts answer (public and admin), invalidated together after a change. */
const contactReads = [contactsApi.board, contactsApi.adminList, contactsApi.adminById];

export function useBoard() {
  return useQuery(fieldQuery(contactsApi.board, 'members'));
}

export function useSendContactMessage(memberId: string) {
  return useMutation({
    mutationFn: (input: RelayMessageInput) =>
      callApi(contactsApi.sendMessage, { params: { id: memberId }, body: input }),
  });
}

export function useAdminBoard(query: BoardMemberListQuery) {
  return useQuery(listQuery(contactsApi.adminList, query));
}

/** Every member id in display order (the reorder call needs the whole list). */
export async function fetchAllBoardIdsInOrder(): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ; page++) {
    const data = await callApi(contactsApi.adminList, { query: { sort: 'sortOrder', dir: 'asc', page } });
    ids.push(...data.items.map((m) => m.id));
    if (ids.length >= data.total || data.items.length === 0) return ids;
  }
}

export function boardCsvUrl(query: Pick<BoardMemberListQuery, 'q' | 'sort' | 'dir'>): string {
  return apiUrl(contactsApi.adminCsv, {
    query: { sort: query.sort, dir: query.dir, q: query.q || undefined },
  });
}

export function useCreateBoardMember() {
  return useWrite(
    (input: CreateBoardMemberInput) => callApi(contactsApi.create, { body: input }),
    contactReads,
  );
}

export function useUpdateBoardMember() {
  return useWrite(recordWrite(contactsApi.update), contactReads);
}

export function useDeleteBoardMember() {
  return useWrite((id: string) => callApi(contactsApi.remove, { params: { id } }), contactReads);
}

export function useReorderBoard() {
  return useWrite((ids: string[]) => callApi(contactsApi.reorder, { body: { ids } }), contactReads, {
    isRefreshedOnFailure: true,
  });
}

/** Multipart upload of a member's photo (JPEG, PNG or WebP, at most 2 MB: checked again by the server). */
export function useUploadBoardMemberPhoto() {
  return useWrite(
    ({ id, file }: { id: string; file: File }) =>
      callApi(contactsApi.uploadPhoto, { params: { id }, file }).then((data) => data.member),
    contactReads,
    { isRefreshedOnFailure: true },
  );
}
