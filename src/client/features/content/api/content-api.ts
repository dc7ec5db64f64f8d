import { apiKey, apiQuery, apiUrl, callApi, fieldQuery, listQuery } from '@client/lib/call-api';
import { clubQueryKey } from '@client/lib/club';
import { clubApi, contentImagesApi, newsAdminApi, newsApi, pagesApi } from '@shared/api/content';
import type {
  AdminNewsPost,
  AdminNewsQuery,
  ContentPage,
  ContentPageKey,
  CreateNewsPostInput,
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

const pageKeyOf = (key: ContentPageKey) => apiKey(pagesApi.byKey, { params: { key } });

export function usePage(key: ContentPageKey) {
  return useQuery(fieldQuery(pagesApi.byKey, 'page', { params: { key } }));
}

/** The page as it is saved now (an editor about to overwrite someone else's save). */
export async function fetchPage(key: ContentPageKey): Promise<ContentPage> {
  return (await callApi(pagesApi.byKey, { params: { key } })).page;
}

export function useAdminPages() {
  return useQuery(fieldQuery(pagesApi.adminList, 'pages'));
}

/** The page as an editor starts from: null while it has never been written (a 404). */
export function useEditablePage(key: ContentPageKey) {
  return useQuery({
    ...fieldQuery(pagesApi.byKey, 'page', { params: { key } }),
    // Editors must start from the latest text, not a cached copy.
    staleTime: 0,
  });
}

function useAfterPageSaved(key: ContentPageKey) {
  const queryClient = useQueryClient();
  return (data: { page: ContentPage }) => {
    queryClient.setQueryData(pageKeyOf(key), data);
    void queryClient.invalidateQueries({ queryKey: apiKey(pagesApi.versions, { params: { key } }) });
    void queryClient.invalidateQueries({ queryKey: apiKey(pagesApi.adminList) });
  };
}

export function useSavePage(key: ContentPageKey) {
  return useMutation({
    mutationFn: (input: SavePageInput) => callApi(pagesApi.save, { params: { key }, body: input }),
    onSuccess: useAfterPageSaved(key),
  });
}

export function usePageVersions(key: ContentPageKey, enabled = true) {
  return useQuery({
    ...apiQuery(pagesApi.versions, { params: { key } }),
    enabled,
    staleTime: 0,
  });
}

export function useRestorePageVersion(key: ContentPageKey) {
  return useMutation({
    mutationFn: (versionId: string) => callApi(pagesApi.restoreVersion, { params: { key, versionId } }),
    onSuccess: useAfterPageSaved(key),
  });
}

export function useNewsList(page: number, pageSize = 10) {
  return useQuery({
    ...apiQuery(newsApi.list, { query: { page, pageSize } }),
    placeholderData: keepPreviousData,
  });
}

export function useNewsPost(slug: string) {
  return useQuery(fieldQuery(newsApi.bySlug, 'post', { params: { slug } }));
}

/** The news as visitors and editors read it (lists and posts), after an editor changed it. */
function invalidateNews(queryClient: QueryClient) {
  for (const route of [newsApi.list, newsApi.bySlug, newsAdminApi.list, newsAdminApi.versions]) {
    void queryClient.invalidateQueries({ queryKey: apiKey(route) });
  }
}

export function useAdminNews(query: AdminNewsQuery) {
  return useQuery(listQuery(newsAdminApi.list, query));
}

/** Download address of the news CSV for the current search, filter and order. */
export function newsCsvUrl(query: Omit<AdminNewsQuery, 'page'>): string {
  return apiUrl(newsAdminApi.csv, {
    query: { sort: query.sort, dir: query.dir, status: query.status, q: query.q || undefined },
  });
}

export function useAdminNewsPost(id: string | undefined) {
  return useQuery({
    ...fieldQuery(newsAdminApi.byId, 'post', { params: { id: id ?? '' } }),
    enabled: !!id,
    staleTime: 0,
  });
}

/** The post as it is saved now (an editor about to overwrite someone else's save). */
export async function fetchAdminNewsPost(id: string): Promise<AdminNewsPost> {
  return (await callApi(newsAdminApi.byId, { params: { id } })).post;
}

function useNewsMutation<I>(run: (input: I) => Promise<{ post: AdminNewsPost }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (data) => {
      queryClient.setQueryData(apiKey(newsAdminApi.byId, { params: { id: data.post.id } }), data);
      invalidateNews(queryClient);
    },
  });
}

export function useCreateNewsPost() {
  return useNewsMutation((input: CreateNewsPostInput) => callApi(newsAdminApi.create, { body: input }));
}

export function useUpdateNewsPost(id: string) {
  return useNewsMutation((input: UpdateNewsPostInput) =>
    callApi(newsAdminApi.update, { params: { id }, body: input }),
  );
}

export function usePublishNewsPost() {
  return useNewsMutation(({ id, ...input }: PublishNewsPostInput & { id: string }) =>
    callApi(newsAdminApi.publish, { params: { id }, body: input }),
  );
}

export function useUnpublishNewsPost() {
  return useNewsMutation((id: string) => callApi(newsAdminApi.unpublish, { params: { id } }));
}

export function useRestoreNewsVersion(id: string) {
  return useNewsMutation((versionId: string) =>
    callApi(newsAdminApi.restoreVersion, { params: { id, versionId } }),
  );
}

export function useDeleteNewsPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(newsAdminApi.remove, { params: { id } }),
    onSuccess: () => invalidateNews(queryClient),
  });
}

export function useNewsVersions(id: string, enabled = true) {
  return useQuery({
    ...apiQuery(newsAdminApi.versions, { params: { id } }),
    enabled,
    staleTime: 0,
  });
}

/** Uploads an image for a page or news post; resolves with its URL (/api/uploads/...). */
export async function uploadContentImage(file: File): Promise<string> {
  return (await callApi(contentImagesApi.upload, { file })).image.url;
}

const clubForEditingKey = [...apiKey(clubApi.identity), 'editing'];

/** The saved club identity, fresh from the server, for the edit form (the layout's copy may be cached). */
export function useClubIdentityForEditing() {
  return useQuery({
    queryKey: clubForEditingKey,
    queryFn: ({ signal }) => callApi(clubApi.identity, { signal }),
    select: (data) => data.club,
    staleTime: 0,
  });
}

export function useSaveClubIdentity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveClubIdentityInput) => callApi(clubApi.save, { body: input }),
    onSuccess: (data) => {
      queryClient.setQueryData(clubForEditingKey, data);
      // The header and footer read this one (see @client/lib/club).
      queryClient.setQueryData(clubQueryKey, data);
    },
  });
}
