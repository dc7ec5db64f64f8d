import { useWrite } from '@client/lib/api-writes';
import { apiQuery, callApi, fieldQuery } from '@client/lib/call-api';
import { clubMessagesApi as api, newsletterIssuesApi } from '@shared/api/club-messages';
import type { MessageDraft, SendMessageInput } from '@shared/schemas/club-messages';
import { useMutation, useQuery } from '@tanstack/react-query';

export function useMessageLists() {
  return useQuery(apiQuery(api.list));
}

export function useAudienceOptions() {
  return useQuery(fieldQuery(api.audiences, 'audiences'));
}

export function usePreviewMessage() {
  return useMutation({ mutationFn: (draft: MessageDraft) => callApi(api.preview, { body: draft }) });
}

export function useTestMessage() {
  return useMutation({ mutationFn: (draft: MessageDraft) => callApi(api.test, { body: draft }) });
}

export function useSendMessage() {
  return useWrite((input: SendMessageInput) => callApi(api.send, { body: input }), [api.list]);
}

export function useMessage(id: string) {
  return useQuery({
    ...apiQuery(api.get, { params: { id } }),
    retry: false,
    // Delivery states move while the outbox sends: look again now and then while any is queued.
    refetchInterval: (query) => ((query.state.data?.delivery?.counts.queued ?? 0) > 0 ? 5000 : false),
  });
}

export function useNewsletterIssues() {
  return useQuery(fieldQuery(newsletterIssuesApi.issues, 'issues'));
}

export function useNewsletterIssue(id: string) {
  return useQuery({
    ...apiQuery(newsletterIssuesApi.issue, { params: { id } }),
    retry: false,
  });
}

export function useUploadAttachment() {
  return useMutation({
    mutationFn: (file: File) => callApi(api.uploadAttachment, { query: { name: file.name }, file }),
  });
}
