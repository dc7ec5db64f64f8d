import { apiKey, callApi } from '@client/lib/call-api';
import { clubMessagesApi as api, newsletterIssuesApi } from '@shared/api/club-messages';
import type { MessageDraft, SendMessageInput } from '@shared/schemas/club-messages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export function useMessageLists() {
  return useQuery({ queryKey: apiKey(api.list), queryFn: ({ signal }) => callApi(api.list, { signal }) });
}

export function useAudienceOptions() {
  return useQuery({
    queryKey: apiKey(api.audiences),
    queryFn: ({ signal }) => callApi(api.audiences, { signal }),
    select: (data) => data.audiences,
  });
}

export function usePreviewMessage() {
  return useMutation({ mutationFn: (draft: MessageDraft) => callApi(api.preview, { body: draft }) });
}

export function useTestMessage() {
  return useMutation({ mutationFn: (draft: MessageDraft) => callApi(api.test, { body: draft }) });
}

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendMessageInput) => callApi(api.send, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKey(api.list) }),
  });
}

export function useMessage(id: string) {
  return useQuery({
    queryKey: apiKey(api.get, { params: { id } }),
    queryFn: ({ signal }) => callApi(api.get, { params: { id }, signal }),
    retry: false,
    // Delivery states move while the outbox sends: look again now and then while any is queued.
    refetchInterval: (query) => ((query.state.data?.delivery?.counts.queued ?? 0) > 0 ? 5000 : false),
  });
}

export function useNewsletterIssues() {
  return useQuery({
    queryKey: apiKey(newsletterIssuesApi.issues),
    queryFn: ({ signal }) => callApi(newsletterIssuesApi.issues, { signal }),
    select: (data) => data.issues,
  });
}

export function useNewsletterIssue(id: string) {
  return useQuery({
    queryKey: apiKey(newsletterIssuesApi.issue, { params: { id } }),
    queryFn: ({ signal }) => callApi(newsletterIssuesApi.issue, { params: { id }, signal }),
    retry: false,
  });
}

export function useUploadAttachment() {
  return useMutation({
    mutationFn: (file: File) => callApi(api.uploadAttachment, { query: { name: file.name }, file }),
  });
}
