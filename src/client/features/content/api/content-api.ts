import { apiClient } from '@client/lib/api-client';
import { apiKey, callApi } from '@client/lib/call-api';
import { clubQueryKey } from '@client/lib/club';
import { newsApi } from '@shared/api/content';
import type { ClubIdentity } from '@shared/club';
import type {
  AdminNewsListResponse,
  AdminNewsPost,
  AdminNewsQuery,
  ContentPage,
  ContentPageKey,
  ContentPageSummary,
  ContentPageVersionList,
  CreateNewsPostInput,
  NewsPostVersionList,
  PublishNewsPostInput,
  SaveClubIdentityInput,
  SavePageInput,
  UpdateNewsPostInput,
} from '@shared/schemas/content';
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';

export const contentKeys = {
  all: ['content'] as const,
  page: (key: ContentPageKey) => [...contentKeys.all, 'page', key] as const,
  pageVersions: (key: ContentPageKey) => [...contentKeys.all, 'page-versions', key] as const,
  adminPages: () => [...contentKeys.all, 'admin-pages'] as const,
  adminNews: () => [...contentKeys.all, 'admin-news'] as const,
  adminNewsList: (query: AdminNewsQuery) => [...contentKeys.adminNews(), 'list', query] as const,
  adminNewsPost: (id: string) => [...contentKeys.adminNews(), 'one', id] as const,
  newsVersions: (id: string) => [...contentKeys.adminNews(), 'versions', id] as const,
};

const pageUrl = (key: ContentPageKey) => `/api/pages/${encodeURIComponent(key)}`;
const adminNewsUrl = (id: string) => `/api/admin/news/${encodeURIComponent(id)}`;

export function usePage(key: ContentPageKey) {
  return useQuery({
    queryKey: contentKeys.page(key),
    queryFn: ({ signal }) => apiClient.get<{ page: ContentPage }>(pageUrl(key), { signal }),
    select: (data) => data.page,
  });
}

export function useAdminPages() {
  return useQuery({
    queryKey: contentKeys.adminPages(),
    queryFn: ({ signal }) => apiClient.get<{ pages: ContentPageSummary[] }>('/api/admin/pages', { signal }),
    select: (data) => data.pages,
  });
}

/** The page as an editor starts from: null while it has never been written (a 404). */
export function useEditablePage(key: ContentPageKey) {
  return useQuery({
    queryKey: contentKeys.page(key),
    queryFn: ({ signal }) => apiClient.get<{ page: ContentPage }>(pageUrl(key), { signal }),
    select: (data) => data.page,
    // Editors must start from the latest text, not a cached copy.
    staleTime: 0,
  });
}

export function useSavePage(key: ContentPageKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SavePageInput) => apiClient.put<{ page: ContentPage }>(pageUrl(key), input),
    onSuccess: (data) => {
      queryClient.setQueryData(contentKeys.page(key), data);
      void queryClient.invalidateQueries({ queryKey: contentKeys.pageVersions(key) });
      void queryClient.invalidateQueries({ queryKey: contentKeys.adminPages() });
    },
  });
}

export function usePageVersions(key: ContentPageKey, enabled = true) {
  return useQuery({
    queryKey: contentKeys.pageVersions(key),
    queryFn: ({ signal }) => apiClient.get<ContentPageVersionList>(`${pageUrl(key)}/versions`, { signal }),
    enabled,
    staleTime: 0,
  });
}

export function useRestorePageVersion(key: ContentPageKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (versionId: string) =>
      apiClient.post<{ page: ContentPage }>(
        `${pageUrl(key)}/versions/${encodeURIComponent(versionId)}/restore`,
      ),
    onSuccess: (data) => {
      queryClient.setQueryData(contentKeys.page(key), data);
      void queryClient.invalidateQueries({ queryKey: contentKeys.pageVersions(key) });
      void queryClient.invalidateQueries({ queryKey: contentKeys.adminPages() });
    },
  });
}

export function useNewsList(page: number, pageSize = 10) {
  return useQuery({
    queryKey: apiKey(newsApi.list, { query: { page, pageSize } }),
    queryFn: ({ signal }) => callApi(newsApi.list, { query: { page, pageSize }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useNewsPost(slug: string) {
  return useQuery({
    queryKey: apiKey(newsApi.bySlug, { params: { slug } }),
    queryFn: ({ signal }) => callApi(newsApi.bySlug, { params: { slug }, signal }),
    select: (data) => data.post,
  });
}

/** The published news as visitors read it (list and posts), after an editor changed it. */
function invalidatePublishedNews(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: apiKey(newsApi.list) });
  void queryClient.invalidateQueries({ queryKey: apiKey(newsApi.bySlug) });
}

export function useAdminNews(query: AdminNewsQuery) {
  return useQuery({
    queryKey: contentKeys.adminNewsList(query),
    queryFn: ({ signal }) =>
      apiClient.get<AdminNewsListResponse>('/api/admin/news', {
        signal,
        query: { ...query, q: query.q || undefined },
      }),
    placeholderData: keepPreviousData,
  });
}

/** Download address of the news CSV for the current search, filter and order. */
export function newsCsvUrl(query: Omit<AdminNewsQuery, 'page'>): string {
  const params = new URLSearchParams({ sort: query.sort, dir: query.dir, status: query.status });
  if (query.q) params.set('q', query.q);
  return `/api/admin/news.csv?${params}`;
}

export function useAdminNewsPost(id: string | undefined) {
  return useQuery({
    queryKey: contentKeys.adminNewsPost(id ?? ''),
    queryFn: ({ signal }) => apiClient.get<{ post: AdminNewsPost }>(adminNewsUrl(id!), { signal }),
    select: (data) => data.post,
    enabled: !!id,
    staleTime: 0,
  });
}

function useNewsMutation<I>(run: (input: I) => Promise<{ post: AdminNewsPost }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (data) => {
      queryClient.setQueryData(contentKeys.adminNewsPost(data.post.id), data);
      void queryClient.invalidateQueries({ queryKey: contentKeys.adminNews() });
      invalidatePublishedNews(queryClient);
    },
  });
}

export function useCreateNewsPost() {
  return useNewsMutation((input: CreateNewsPostInput) =>
    apiClient.post<{ post: AdminNewsPost }>('/api/admin/news', input),
  );
}

export function useUpdateNewsPost(id: string) {
  return useNewsMutation((input: UpdateNewsPostInput) =>
    apiClient.put<{ post: AdminNewsPost }>(adminNewsUrl(id), input),
  );
}

export function usePublishNewsPost() {
  return useNewsMutation(({ id, ...input }: PublishNewsPostInput & { id: string }) =>
    apiClient.post<{ post: AdminNewsPost }>(`${adminNewsUrl(id)}/publish`, input),
  );
}

export function useUnpublishNewsPost() {
  return useNewsMutation((id: string) =>
    apiClient.post<{ post: AdminNewsPost }>(`${adminNewsUrl(id)}/unpublish`),
  );
}

export function useRestoreNewsVersion(id: string) {
  return useNewsMutation((versionId: string) =>
    apiClient.post<{ post: AdminNewsPost }>(
      `${adminNewsUrl(id)}/versions/${encodeURIComponent(versionId)}/restore`,
    ),
  );
}

export function useDeleteNewsPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiClient.delete<void>(adminNewsUrl(id)),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: contentKeys.adminNews() });
      invalidatePublishedNews(queryClient);
    },
  });
}

export function useNewsVersions(id: string, enabled = true) {
  return useQuery({
    queryKey: contentKeys.newsVersions(id),
    queryFn: ({ signal }) => apiClient.get<NewsPostVersionList>(`${adminNewsUrl(id)}/versions`, { signal }),
    enabled,
    staleTime: 0,
  });
}

/** The saved club identity, fresh from the server, for the edit form (the layout's copy may be cached). */
export function useClubIdentityForEditing() {
  return useQuery({
    queryKey: [...contentKeys.all, 'club'] as const,
    queryFn: ({ signal }) => apiClient.get<{ club: ClubIdentity }>('/api/club', { signal }),
    select: (data) => data.club,
    staleTime: 0,
  });
}

export function useSaveClubIdentity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveClubIdentityInput) => apiClient.put<{ club: ClubIdentity }>('/api/club', input),
    onSuccess: (data) => {
      queryClient.setQueryData([...contentKeys.all, 'club'], data);
      // The header and footer read this one (see @client/lib/club).
      queryClient.setQueryData(clubQueryKey, data);
    },
  });
}
