import { clubApi, contentImagesApi, newsAdminApi, newsApi, pagesApi } from '@shared/api/content';
import {
  adminNewsQuerySchema,
  contentImageMaxBytes,
  createNewsPostSchema,
  newsListQuerySchema,
  publishNewsPostSchema,
  saveClubIdentitySchema,
  savePageSchema,
  updateNewsPostSchema,
} from '@shared/schemas/content';
import { type Context, Hono } from 'hono';
import type { AppContext, AppEnv } from '../../context';
import { csvRoute, handle } from '../../lib/api-route';
import { getClubIdentity } from '../../lib/club-identity';
import { saveClubIdentity } from './club-settings-domain';
import { contentImageTooLargeMessage, storeContentImage } from './content-images';
import { editorOf } from './editor';
import {
  createNewsPost,
  deleteNewsPost,
  exportNewsCsv,
  getNewsPostForAdmin,
  getPublishedNewsPost,
  listNewsForAdmin,
  listNewsVersions,
  listPublishedNews,
  publishNewsPost,
  restoreNewsVersion,
  unpublishNewsPost,
  updateNewsPost,
} from './news-domain';
import {
  getPage,
  listPageSummaries,
  listPageVersions,
  parsePageKey,
  restorePageVersion,
  savePage,
} from './page-domain';

/** Club content: editable pages, news posts and the club identity. */
export function contentRoutes(ctx: AppContext) {
  const editorFor = (c: Context<AppEnv>) => editorOf(ctx.db, c.get('viewer'));
  const router = new Hono<AppEnv>();
  // Pages
  handle(router, pagesApi.byKey, {}, async ({ params }) => ({
    page: await getPage(ctx.db, parsePageKey(params.key)),
  }));
  handle(router, pagesApi.save, { body: savePageSchema }, async ({ params, body }, c) => {
    const key = parsePageKey(params.key);
    return { page: await savePage(ctx.db, key, body, await editorFor(c)) };
  });
  handle(router, pagesApi.versions, {}, async ({ params }) =>
    listPageVersions(ctx.db, parsePageKey(params.key)),
  );
  handle(router, pagesApi.restoreVersion, {}, async ({ params }, c) => {
    const key = parsePageKey(params.key);
    const editor = await editorFor(c);
    return { page: await restorePageVersion(ctx.db, key, params.versionId, editor) };
  });
  handle(router, pagesApi.adminList, {}, async () => ({ pages: await listPageSummaries(ctx.db) }));
  // News
  handle(router, newsApi.list, { query: newsListQuerySchema }, async ({ query }) =>
    listPublishedNews(ctx.db, query),
  );
  handle(router, newsApi.bySlug, {}, async ({ params }) => ({
    post: await getPublishedNewsPost(ctx.db, params.slug),
  }));
  handle(router, newsAdminApi.list, { query: adminNewsQuerySchema }, async ({ query }) =>
    listNewsForAdmin(ctx.db, query),
  );
  csvRoute(router, ctx.db, newsAdminApi.csv, adminNewsQuerySchema, 'news-posts', exportNewsCsv);
  handle(router, newsAdminApi.create, { body: createNewsPostSchema, status: 201 }, async ({ body }, c) => ({
    post: await createNewsPost(ctx.db, body, await editorFor(c)),
  }));
  handle(router, newsAdminApi.byId, {}, async ({ params }) => ({
    post: await getNewsPostForAdmin(ctx.db, params.id),
  }));
  handle(router, newsAdminApi.update, { body: updateNewsPostSchema }, async ({ params, body }, c) => ({
    post: await updateNewsPost(ctx.db, params.id, body, await editorFor(c)),
  }));
  handle(router, newsAdminApi.remove, {}, async ({ params }, c) => {
    const deleted = await deleteNewsPost(ctx.db, params.id);
    ctx.logger.info({ post: deleted, by: c.get('viewer').userId }, 'news post deleted');
  });
  handle(router, newsAdminApi.publish, { body: publishNewsPostSchema }, async ({ params, body }, c) => ({
    post: await publishNewsPost(ctx.db, params.id, body, await editorFor(c)),
  }));
  handle(router, newsAdminApi.unpublish, {}, async ({ params }, c) => ({
    post: await unpublishNewsPost(ctx.db, params.id, await editorFor(c)),
  }));
  handle(router, newsAdminApi.versions, {}, async ({ params }) => listNewsVersions(ctx.db, params.id));
  handle(router, newsAdminApi.restoreVersion, {}, async ({ params }, c) => {
    const editor = await editorFor(c);
    return { post: await restoreNewsVersion(ctx.db, params.id, params.versionId, editor) };
  });
  // Images for pages and news: the same validated upload as avatars.
  handle(
    router,
    contentImagesApi.upload,
    {
      status: 201,
      upload: {
        maxBytes: contentImageMaxBytes,
        tooLargeMessage: contentImageTooLargeMessage,
        what: 'an image',
      },
    },
    async ({ file }, c) => ({ image: await storeContentImage(ctx, file, c.get('viewer').userId) }),
  );
  // Club identity
  handle(router, clubApi.identity, {}, async () => ({ club: await getClubIdentity(ctx.db) }));
  handle(router, clubApi.save, { body: saveClubIdentitySchema }, async ({ body }, c) => ({
    club: await saveClubIdentity(ctx.db, body, await editorFor(c)),
  }));
  return router;
}
