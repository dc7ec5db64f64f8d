import { noticeTemplatesApi as api } from '@shared/api/notice-templates';
import { noticeTemplateDraftSchema } from '@shared/schemas/notice-templates';
import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../../context';
import { handle } from '../../lib/api-route';
import {
  listNoticeTemplates,
  previewNoticeTemplate,
  resetNoticeTemplate,
  saveNoticeTemplate,
} from './template-editing';

/** The notice templates' editor (issue 22 §3): board, executive and admin. */
export function noticeTemplatesRoutes(ctx: AppContext) {
  const router = new Hono<AppEnv>();
  handle(router, api.list, {}, async () => listNoticeTemplates(ctx.db));
  handle(router, api.preview, { body: noticeTemplateDraftSchema }, async ({ body, viewer }) =>
    previewNoticeTemplate(ctx, viewer, body),
  );
  handle(router, api.save, { body: noticeTemplateDraftSchema }, async ({ params, body, viewer }) =>
    saveNoticeTemplate(ctx, viewer, params.key, body),
  );
  handle(router, api.reset, {}, async ({ params, viewer }) => resetNoticeTemplate(ctx, viewer, params.key));
  return router;
}
