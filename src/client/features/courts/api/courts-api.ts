import { apiClient } from '@client/lib/api-client';
import type {
  Court,
  CourtListQuery,
  CourtListResponse,
  CourtPage,
  CreateCourtInput,
  UpdateCourtInput,
} from '@shared/schemas/courts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const courtKeys = {
  all: ['courts'] as const,
  list: () => [...courtKeys.all, 'list'] as const,
  detail: (slug: string) => [...courtKeys.all, 'detail', slug] as const,
  admin: () => [...courtKeys.all, 'admin'] as const,
  adminList: (query: CourtListQuery) => [...courtKeys.admin(), 'list', query] as const,
  adminOne: (id: string) => [...courtKeys.admin(), 'one', id] as const,
};

export function useCourts() {
  return useQuery({
    queryKey: courtKeys.list(),
    queryFn: ({ signal }) => apiClient.get<CourtListResponse>('/api/courts', { signal }),
    select: (data) => data.courts,
  });
}

export function useCourt(slug: string) {
  return useQuery({
    queryKey: courtKeys.detail(slug),
    queryFn: ({ signal }) =>
      apiClient.get<{ court: Court }>(`/api/courts/${encodeURIComponent(slug)}`, { signal }),
    select: (data) => data.court,
  });
}

export function useAdminCourts(query: CourtListQuery) {
  return useQuery({
    queryKey: courtKeys.adminList(query),
    queryFn: ({ signal }) =>
      apiClient.get<CourtPage>('/api/admin/courts', { signal, query: { ...query, q: query.q || undefined } }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminCourt(id: string | undefined) {
  return useQuery({
    queryKey: courtKeys.adminOne(id ?? ''),
    queryFn: ({ signal }) =>
      apiClient.get<{ court: Court }>(`/api/admin/courts/${encodeURIComponent(id!)}`, { signal }),
    select: (data) => data.court,
    enabled: !!id,
  });
}

/** Download address of the CSV export for the current search and order. */
export function courtsCsvUrl(query: Pick<CourtListQuery, 'q' | 'sort' | 'dir'>): string {
  const params = new URLSearchParams({ sort: query.sort, dir: query.dir });
  if (query.q) params.set('q', query.q);
  return `/api/admin/courts.csv?${params}`;
}

export function useCreateCourt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateCourtInput) => apiClient.post<{ court: Court }>('/api/courts', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courtKeys.all }),
  });
}

export function useUpdateCourt(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateCourtInput) =>
      apiClient.patch<{ court: Court }>(`/api/courts/${encodeURIComponent(id)}`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courtKeys.all }),
  });
}

export function useDeleteCourt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiClient.delete<void>(`/api/courts/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courtKeys.all }),
  });
}
