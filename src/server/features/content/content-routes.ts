import {
  adminNewsQuerySchema,
  contentImageFieldName,
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
import { csvResponse } from '../../lib/csv';
import { readJson, readQuery, readUpload } from '../../lib/http';
import { requireAccess } from '../../lib/require-access';
import { getClubIdentity, saveClubIdentity } from './club-settings-domain';
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
  return (
    new Hono<AppEnv>()
      // Pages
      .get('/pages/:key', async (c) =>
        c.json({ page: await getPage(ctx.db, parsePageKey(c.req.param('key'))) }),
      )
      .put('/pages/:key', requireAccess('PUT /api/pages/:key'), async (c) => {
        const key = parsePageKey(c.req.param('key'));
        const input = await readJson(c, savePageSchema);
        return c.json({ page: await savePage(ctx.db, key, input, await editorFor(c)) });
      })
      .get('/pages/:key/versions', requireAccess('GET /api/pages/:key/versions'), async (c) =>
        c.json(await listPageVersions(ctx.db, parsePageKey(c.req.param('key')))),
      )
      .post(
        '/pages/:key/versions/:versionId/restore',
        requireAccess('POST /api/pages/:key/versions/:versionId/restore'),
        async (c) => {
          const key = parsePageKey(c.req.param('key'));
          const editor = await editorFor(c);
          return c.json({ page: await restorePageVersion(ctx.db, key, c.req.param('versionId'), editor) });
        },
      )
      .get('/admin/pages', requireAccess('GET /api/admin/pages'), async (c) =>
        c.json({ pages: await listPageSummaries(ctx.db) }),
      )
      // News
      .get('/news', async (c) => c.json(await listPublishedNews(ctx.db, readQuery(c, newsListQuerySchema))))
      .get('/news/:slug', async (c) =>
        c.json({ post: await getPublishedNewsPost(ctx.db, c.req.param('slug')) }),
      )
      .get('/admin/news', requireAccess('GET /api/admin/news'), async (c) =>
        c.json(await listNewsForAdmin(ctx.db, readQuery(c, adminNewsQuerySchema))),
      )
      .get('/admin/news.csv', requireAccess('GET /api/admin/news.csv'), async (c) => {
        const csv = await exportNewsCsv(ctx.db, readQuery(c, adminNewsQuerySchema));
        return csvResponse(c, `news-posts-${new Date().toISOString().slice(0, 10)}.csv`, csv);
      })
      .post('/admin/news', requireAccess('POST /api/admin/news'), async (c) => {
        const input = await readJson(c, createNewsPostSchema);
        return c.json({ post: await createNewsPost(ctx.db, input, await editorFor(c)) }, 201);
      })
      .get('/admin/news/:id', requireAccess('GET /api/admin/news/:id'), async (c) =>
        c.json({ post: await getNewsPostForAdmin(ctx.db, c.req.param('id')) }),
      )
      .put('/admin/news/:id', requireAccess('PUT /api/admin/news/:id'), async (c) => {
        const input = await readJson(c, updateNewsPostSchema);
        return c.json({
          post: await updateNewsPost(ctx.db, c.req.param('id'), input, await editorFor(c)),
        });
      })
      .delete('/admin/news/:id', requireAccess('DELETE /api/admin/news/:id'), async (c) => {
        const deleted = await deleteNewsPost(ctx.db, c.req.param('id'));
        ctx.logger.info({ post: deleted, by: c.get('viewer').userId }, 'news post deleted');
        return c.body(null, 204);
      })
      .post('/admin/news/:id/publish', requireAccess('POST /api/admin/news/:id/publish'), async (c) => {
        const input = await readJson(c, publishNewsPostSchema);
        return c.json({
          post: await publishNewsPost(ctx.db, c.req.param('id'), input, await editorFor(c)),
        });
      })
      .post('/admin/news/:id/unpublish', requireAccess('POST /api/admin/news/:id/unpublish'), async (c) =>
        c.json({ post: await unpublishNewsPost(ctx.db, c.req.param('id'), await editorFor(c)) }),
      )
      .get('/admin/news/:id/versions', requireAccess('GET /api/admin/news/:id/versions'), async (c) =>
        c.json(await listNewsVersions(ctx.db, c.req.param('id'))),
      )
      .post(
        '/admin/news/:id/versions/:versionId/restore',
        requireAccess('POST /api/admin/news/:id/versions/:versionId/restore'),
        async (c) => {
          const editor = await editorFor(c);
          const { id, versionId } = c.req.param();
          return c.json({ post: await restoreNewsVersion(ctx.db, id, versionId, editor) });
        },
      )
      // Images for pages and news: the same validated upload as avatars.
      .post('/admin/content/images', requireAccess('POST /api/admin/content/images'), async (c) => {
        const bytes = await readUpload(c, {
          field: contentImageFieldName,
          maxBytes: contentImageMaxBytes,
          tooLargeMessage: contentImageTooLargeMessage,
          what: 'an image',
        });
        const image = await storeContentImage(ctx, bytes, c.get('viewer').userId);
        return c.json({ image }, 201);
      })
      // Club identity
      .get('/club', async (c) => c.json({ club: await getClubIdentity(ctx.db) }))
      .put('/club', requireAccess('PUT /api/club'), async (c) => {
        const input = await readJson(c, saveClubIdentitySchema);
        return c.json({ club: await saveClubIdentity(ctx.db, input, await editorFor(c)) });
      })
  );
}
