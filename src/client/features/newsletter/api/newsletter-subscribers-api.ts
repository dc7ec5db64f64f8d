import { apiKey, apiUrl, callApi } from '@client/lib/call-api';
import { newsletterIssuesApi as api } from '@shared/api/club-messages';
import type { SubscriberListQuery } from '@shared/schemas/newsletter';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

function sent(query: SubscriberListQuery): SubscriberListQuery {
  return { ...query, q: query.q || undefined };
}

export function useSubscribers(query: SubscriberListQuery) {
  return useQuery({
    queryKey: apiKey(api.subscribers, { query: sent(query) }),
    queryFn: ({ signal }) => callApi(api.subscribers, { query: sent(query), signal }),
    placeholderData: keepPreviousData,
  });
}

export function subscribersCsvUrl(query: SubscriberListQuery): string {
  const { page: _, ...rest } = sent(query);
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
