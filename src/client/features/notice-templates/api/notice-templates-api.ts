import { apiKey, apiQuery, callApi } from '@client/lib/call-api';
import { noticeTemplatesApi as api } from '@shared/api/notice-templates';
import type { NoticeTemplateKey } from '@shared/notice-templates';
import type { NoticeTemplateDraft } from '@shared/schemas/notice-templates';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export function useNoticeTemplates() {
  return useQuery(apiQuery(api.list));
}

export function usePreviewNoticeTemplate() {
  return useMutation({ mutationFn: (draft: NoticeTemplateDraft) => callApi(api.preview, { body: draft }) });
}

export function useSaveNoticeTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: NoticeTemplateDraft) =>
      callApi(api.save, { params: { key: draft.key }, body: draft }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKey(api.list) }),
  });
}

export function useResetNoticeTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: NoticeTemplateKey) => callApi(api.reset, { params: { key } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKey(api.list) }),
  });
}
