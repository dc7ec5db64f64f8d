import { boardStaff } from '../access';
import type {
  NoticeTemplateList,
  NoticeTemplatePreview,
  NoticeTemplateView,
  noticeTemplateDraftSchema,
} from '../schemas/notice-templates';
import { answer, defineRoute, schema } from './define';

/** The notice templates (issue 22 §3): the board's editor of the notices the site sends. */
export const noticeTemplatesApi = {
  list: defineRoute({
    method: 'GET',
    path: '/api/admin/notice-templates',
    access: boardStaff,
    answer: answer<NoticeTemplateList>(),
  }),
  preview: defineRoute({
    method: 'POST',
    path: '/api/admin/notice-templates/preview',
    access: boardStaff,
    body: schema<typeof noticeTemplateDraftSchema>(),
    answer: answer<NoticeTemplatePreview>(),
  }),
  save: defineRoute({
    method: 'PUT',
    path: '/api/admin/notice-templates/:key',
    access: boardStaff,
    body: schema<typeof noticeTemplateDraftSchema>(),
    answer: answer<NoticeTemplateView>(),
  }),
  /** Back to the default written in code. */
  reset: defineRoute({
    method: 'DELETE',
    path: '/api/admin/notice-templates/:key',
    access: boardStaff,
    answer: answer<NoticeTemplateView>(),
  }),
};
