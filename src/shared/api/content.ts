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
import { answer, defineRoute, schema, upload } from './define';

/** Published news, read by the news pages and the home page's latest news. */
export const newsApi = {
  list: defineRoute({
    method: 'GET',
    path: '/api/news',
    access: 'public',
    query: schema<typeof newsListQuerySchema>(),
    answer: answer<NewsListResponse>(),
  }),
  bySlug: defineRoute({
    method: 'GET',
    path: '/api/news/:slug',
    access: 'public',
    answer: answer<{ post: NewsPost }>(),
  }),
};

/** The editable club pages (About, Rules…) and their version history. */
export const pagesApi = {
  byKey: defineRoute({
    method: 'GET',
    path: '/api/pages/:key',
    access: 'public',
    answer: answer<{ page: ContentPage }>(),
  }),
  save: defineRoute({
    method: 'PUT',
    path: '/api/pages/:key',
    access: adminExec,
    body: schema<typeof savePageSchema>(),
    answer: answer<{ page: ContentPage }>(),
  }),
  versions: defineRoute({
    method: 'GET',
    path: '/api/pages/:key/versions',
    access: adminExec,
    answer: answer<ContentPageVersionList>(),
  }),
  restoreVersion: defineRoute({
    method: 'POST',
    path: '/api/pages/:key/versions/:versionId/restore',
    access: adminExec,
    answer: answer<{ page: ContentPage }>(),
  }),
  adminList: defineRoute({
    method: 'GET',
    path: '/api/admin/pages',
    access: adminExec,
    answer: answer<{ pages: ContentPageSummary[] }>(),
  }),
};

/** The news editors' list, editor, publishing and version history. */
export const newsAdminApi = {
  list: defineRoute({
    method: 'GET',
    path: '/api/admin/news',
    access: adminExec,
    query: schema<typeof adminNewsQuerySchema>(),
    answer: answer<AdminNewsListResponse>(),
  }),
  csv: defineRoute({
    method: 'GET',
    path: '/api/admin/news.csv',
    access: adminExec,
    query: schema<typeof adminNewsQuerySchema>(),
    answer: answer<string>(),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/admin/news',
    access: adminExec,
    body: schema<typeof createNewsPostSchema>(),
    answer: answer<{ post: AdminNewsPost }>(),
  }),
  byId: defineRoute({
    method: 'GET',
    path: '/api/admin/news/:id',
    access: adminExec,
    answer: answer<{ post: AdminNewsPost }>(),
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/admin/news/:id',
    access: adminExec,
    body: schema<typeof updateNewsPostSchema>(),
    answer: answer<{ post: AdminNewsPost }>(),
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/admin/news/:id',
    access: adminExec,
    answer: answer<void>(),
  }),
  publish: defineRoute({
    method: 'POST',
    path: '/api/admin/news/:id/publish',
    access: adminExec,
    body: schema<typeof publishNewsPostSchema>(),
    answer: answer<{ post: AdminNewsPost }>(),
  }),
  unpublish: defineRoute({
    method: 'POST',
    path: '/api/admin/news/:id/unpublish',
    access: adminExec,
    answer: answer<{ post: AdminNewsPost }>(),
  }),
  versions: defineRoute({
    method: 'GET',
    path: '/api/admin/news/:id/versions',
    access: adminExec,
    answer: answer<NewsPostVersionList>(),
  }),
  restoreVersion: defineRoute({
    method: 'POST',
    path: '/api/admin/news/:id/versions/:versionId/restore',
    access: adminExec,
    answer: answer<{ post: AdminNewsPost }>(),
  }),
};

/** Pictures in pages and news posts (markdown editor). */
export const contentImagesApi = {
  upload: defineRoute({
    method: 'POST',
    path: '/api/admin/content/images',
    access: adminExec,
    upload: upload('image'),
    answer: answer<{ image: { url: string } }>(),
  }),
};

/** The club's identity as the board set it: the shell (top bar, footer, titles) and club texts read it. */
export const clubApi = {
  identity: defineRoute({
    method: 'GET',
    path: '/api/club',
    access: 'public',
    answer: answer<{ club: ClubIdentity }>(),
  }),
  save: defineRoute({
    method: 'PUT',
    path: '/api/club',
    access: adminExec,
    body: schema<typeof saveClubIdentitySchema>(),
    answer: answer<{ club: ClubIdentity }>(),
  }),
};
