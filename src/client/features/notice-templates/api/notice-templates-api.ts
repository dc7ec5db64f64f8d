import { useWrite } from '@client/lib/api-writes';
import { apiQuery, callApi } from '@client/lib/call-api';
import { noticeTemplatesApi as api } from '@shared/api/notice-templates';
import type { NoticeTemplateKey } from '@shared/notice-templates';
import type { NoticeTemplateDraft } from '@shared/schemas/notice-templates';
import { useMutation, useQuery } from '@tanstack/react-query';

export function useNoticeTemplates() {
  return useQuery(apiQuery(api.list));
}

export function usePreviewNoticeTemplate() {
  return useMutation({ mutationFn: (draft: NoticeTemplateDraft) => callApi(api.preview, { body: draft }) });
}

export function useSaveNoticeTemplate() {
  return useWrite(
    (draft: NoticeTemplateDraft) => callApi(api.save, { params: { key: draft.key }, body: draft }),
    [api.list],
  );
}

export function useResetNoticeTemplate() {
  return useWrite((key: NoticeTemplateKey) => callApi(api.reset, { params: { key } }), [api.list]);
}
