import { adminExec } from '../access';
import type { ClubIdentity } from '../club-identity';
import type {
  AdminNewsListResponse,
  AdminNewsPost,
  adminNewsQuerySchema,
  ContentPage,
  ContentPageSummary,
  ContentPageVersionList,
  createNewsPostSchema,
  NewsListResponse,
  NewsPost,
  NewsPostVersionList,
  newsListQuerySchema,
  publishNewsPostSchema,
  saveClubIdentitySchema,
  savePageSchema,
  updateNewsPostSchema,
} from '../schemas/content';
import { route, withCsv } from './define';

/** Published news, read by the news pages and the home page's latest news. */
export const newsApi = {
  list: route('GET /api/news', 'public').query<typeof newsListQuerySchema>().answers<NewsListResponse>(),
  bySlug: route('GET /api/news/:slug', 'public').answers<{ post: NewsPost }>(),
};

/** The editable club pages (About, Rules…) and their version history. */
export const pagesApi = {
  byKey: route('GET /api/pages/:key', 'public').answers<{ page: ContentPage }>(),
  save: route('PUT /api/pages/:key', adminExec)
    .body<typeof savePageSchema>()
    .answers<{ page: ContentPage }>(),
  versions: route('GET /api/pages/:key/versions', adminExec).answers<ContentPageVersionList>(),
  restoreVersion: route('POST /api/pages/:key/versions/:versionId/restore', adminExec).answers<{
    page: ContentPage;
  }>(),
  adminList: route('GET /api/admin/pages', adminExec).answers<{ pages: ContentPageSummary[] }>(),
};

/** The news editors' list, editor, publishing and version history. */
export const newsAdminApi = withCsv(
  {
    list: route('GET /api/admin/news', adminExec)
      .query<typeof adminNewsQuerySchema>()
      .answers<AdminNewsListResponse>(),
    create: route('POST /api/admin/news', adminExec)
      .body<typeof createNewsPostSchema>()
      .answers<{ post: AdminNewsPost }>(),
    byId: route('GET /api/admin/news/:id', adminExec).answers<{ post: AdminNewsPost }>(),
    update: route('PUT /api/admin/news/:id', adminExec)
      .body<typeof updateNewsPostSchema>()
      .answers<{ post: AdminNewsPost }>(),
    remove: route('DELETE /api/admin/news/:id', adminExec).answers<void>(),
    publish: route('POST /api/admin/news/:id/publish', adminExec)
      .body<typeof publishNewsPostSchema>()
      .answers<{ post: AdminNewsPost }>(),
    unpublish: route('POST /api/admin/news/:id/unpublish', adminExec).answers<{ post: AdminNewsPost }>(),
    versions: route('GET /api/admin/news/:id/versions', adminExec).answers<NewsPostVersionList>(),
    restoreVersion: route('POST /api/admin/news/:id/versions/:versionId/restore', adminExec).answers<{
      post: AdminNewsPost;
    }>(),
  },
  { csv: 'list' },
);

/** Pictures in pages and news posts (markdown editor). */
export const contentImagesApi = {
  upload: route('POST /api/admin/content/images', adminExec)
    .upload('image')
    .answers<{ image: { url: string } }>(),
};

/** The club's identity as the board set it: the shell (top bar, footer, titles) and club texts read it. */
export const clubApi = {
  identity: route('GET /api/club', 'public').answers<{ club: ClubIdentity }>(),
  save: route('PUT /api/club', adminExec)
    .body<typeof saveClubIdentitySchema>()
    .answers<{ club: ClubIdentity }>(),
};
