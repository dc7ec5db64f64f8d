import { useWrite } from '@client/lib/api-writes';
import { apiUrl, callApi, fieldQuery, listQuery } from '@client/lib/call-api';
import { courtsApi } from '@shared/api/courts';
import type { CourtListQuery, CreateCourtInput, UpdateCourtInput } from '@shared/schemas/courts';
import { useQuery } from '@tanstack/react-query';

/** Every cached court answer (public and admin), invalidated together after a change. */
const courtReads = [courtsApi.list, courtsApi.bySlug, courtsApi.adminList, courtsApi.adminById];

export function useCourts() {
  return useQuery(fieldQuery(courtsApi.list, 'courts'));
}

export function useCourt(slug: string) {
  return useQuery(fieldQuery(courtsApi.bySlug, 'court', { params: { slug } }));
}

export function useAdminCourts(query: CourtListQuery) {
  return useQuery(listQuery(courtsApi.adminList, query));
}

export function useAdminCourt(id: string | undefined) {
  return useQuery({
    ...fieldQuery(courtsApi.adminById, 'court', { params: { id: id ?? '' } }),
    enabled: !!id,
  });
}

/** Download address of the CSV export for the current search and order. */
export function courtsCsvUrl(query: Pick<CourtListQuery, 'q' | 'sort' | 'dir'>): string {
  return apiUrl(courtsApi.adminCsv, { query: { sort: query.sort, dir: query.dir, q: query.q || undefined } });
}

export function useCreateCourt() {
  return useWrite((input: CreateCourtInput) => callApi(courtsApi.create, { body: input }), courtReads);
}

export function useUpdateCourt(id: string) {
  return useWrite(
    (input: UpdateCourtInput) => callApi(courtsApi.update, { params: { id }, body: input }),
    courtReads,
  );
}

export function useDeleteCourt() {
  return useWrite((id: string) => callApi(courtsApi.remove, { params: { id } }), courtReads);
}
