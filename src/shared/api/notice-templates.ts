import { boardStaff } from '../access';
import type {
  NoticeTemplateList,
  NoticeTemplatePreview,
  NoticeTemplateView,
  noticeTemplateDraftSchema,
} from '../schemas/notice-templates';
import { route } from './define';

/** The notice templates (issue 22 §3): the board's editor of the notices the site sends. */
export const noticeTemplatesApi = {
  list: route('GET /api/admin/notice-templates', boardStaff).answers<NoticeTemplateList>(),
  preview: route('POST /api/admin/notice-templates/preview', boardStaff)
    .body<typeof noticeTemplateDraftSchema>()
    .answers<NoticeTemplatePreview>(),
  save: route('PUT /api/admin/notice-templates/:key', boardStaff)
    .body<typeof noticeTemplateDraftSchema>()
    .answers<NoticeTemplateView>(),
  /** Back to the default written in code. */
  reset: route('DELETE /api/admin/notice-templates/:key', boardStaff).answers<NoticeTemplateView>(),
};
