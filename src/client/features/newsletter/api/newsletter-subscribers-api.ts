import { useWrite } from '@client/lib/api-writes';
import { apiUrl, callApi, listQuery } from '@client/lib/call-api';
import { newsletterIssuesApi as api } from '@shared/api/club-messages';
import type { SubscriberListQuery } from '@shared/schemas/newsletter';
import { useQuery } from '@tanstack/react-query';

export function useSubscribers(query: SubscriberListQuery) {
  return useQuery(listQuery(api.subscribers, query));
}

export function subscribersCsvUrl(query: SubscriberListQuery): string {
  const { page: _, ...rest } = query;
  return apiUrl(api.subscribersCsv, { query: rest });
}

export function useRemoveSubscriber() {
  return useWrite((id: string) => callApi(api.remove, { params: { id } }), [api.subscribers]);
}

export function useImportSubscribers() {
  return useWrite((csv: string) => callApi(api.import, { body: { csv } }), [api.subscribers]);
}
