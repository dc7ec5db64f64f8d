import { apiKey, apiUrl, callApi, listQuery } from '@client/lib/call-api';
import { newsletterIssuesApi as api } from '@shared/api/club-messages';
import type { SubscriberListQuery } from '@shared/schemas/newsletter';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export function useSubscribers(query: SubscriberListQuery) {
  return useQuery(listQuery(api.subscribers, query));
}

export function subscribersCsvUrl(query: SubscriberListQuery): string {
  const { page: _, ...rest } = query;
  return apiUrl(api.subscribersCsv, { query: rest });
}

export function useRemoveSubscriber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(api.remove, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKey(api.subscribers) }),
  });
}

export function useImportSubscribers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (csv: string) => callApi(api.import, { body: { csv } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKey(api.subscribers) }),
  });
}
