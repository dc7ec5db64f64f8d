import { apiClient } from '@client/lib/api-client';
import type {
  AdminEventPlayers,
  AdminSocialEvent,
  AdminSocialEventRow,
  LiveAvailability,
  RegistrationInput,
  RegistrationResult,
  SocialEventInput,
  SocialEventList,
  SocialEventResponse,
  SocialPlayerDetail,
  SocialPlayerList,
  SocialPlayerSortKey,
} from '@shared/schemas/events';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { adminKindApi, useKindMutation } from './registrable-api';

const enc = encodeURIComponent;

export const socialKeys = {
  all: ['social-events'],
  list: (pastLimit: number) => [...socialKeys.all, 'list', pastLimit] as const,
  detail: (slug: string) => [...socialKeys.all, 'detail', slug] as const,
  socialPlayers: (query: object) => [...socialKeys.all, 'social-players', query] as const,
  socialPlayer: (id: string) => [...socialKeys.all, 'social-player', id] as const,
};

export function useSocialEvents(pastLimit = 12) {
  return useQuery({
    queryKey: socialKeys.list(pastLimit),
    queryFn: ({ signal }) =>
      apiClient.get<SocialEventList>('/api/social-events', { signal, query: { pastLimit } }),
    placeholderData: keepPreviousData,
  });
}

export function useSocialEvent(slug: string) {
  return useQuery({
    queryKey: socialKeys.detail(slug),
    queryFn: ({ signal }) =>
      apiClient.get<SocialEventResponse>(`/api/social-events/${enc(slug)}`, { signal }),
    enabled: slug !== '',
  });
}

export type LiveState = 'connecting' | 'live' | 'reconnecting' | 'unsupported';

/**
 * Spots left, pushed by the server (server-sent events) while the page is open.
 * EventSource reconnects by itself after a drop; the state says whether we are live.
 */
export function useLiveAvailability(slug: string, enabled = true) {
  const [data, setData] = useState<LiveAvailability | null>(null);
  const [state, setState] = useState<LiveState>('connecting');
  useEffect(() => {
    if (!enabled || !slug) return;
    if (typeof EventSource === 'undefined') {
      setState('unsupported');
      return;
    }
    const source = new EventSource(`/api/social-events/${enc(slug)}/live`);
    const onAvailability = (event: MessageEvent<string>) => {
      try {
        setData(JSON.parse(event.data) as LiveAvailability);
        setState('live');
      } catch {
        // A malformed message is ignored; the next one replaces it.
      }
    };
    source.addEventListener('availability', onAvailability as EventListener);
    source.onerror = () =>
      setState(source.readyState === EventSource.CLOSED ? 'unsupported' : 'reconnecting');
    return () => {
      source.removeEventListener('availability', onAvailability as EventListener);
      source.close();
    };
  }, [slug, enabled]);
  return { data, state };
}

export const useRegisterForSocial = () =>
  useKindMutation(socialKeys.all, ({ slug, input }: { slug: string; input: RegistrationInput }) =>
    apiClient.post<RegistrationResult>(`/api/social-events/${enc(slug)}/registrations`, input),
  );

/** Download address of the "Add to calendar" file. */
export const socialIcsUrl = (slug: string) => `/api/social-events/${enc(slug)}/ics`;

/* ------------------------------------------------------------------ admin */

export const socialAdminApi = adminKindApi<
  AdminSocialEventRow,
  AdminSocialEvent,
  SocialEventInput,
  AdminEventPlayers
>({ base: 'social-events', key: 'event', signups: 'registrations', cacheKey: socialKeys.all });

type EventAnswer = { event: AdminSocialEvent };

export const useUnpublishSocialEvent = () =>
  useKindMutation(socialKeys.all, (id: string) =>
    apiClient.post<EventAnswer>(`/api/admin/social-events/${enc(id)}/unpublish`),
  );

export const useDuplicateSocialEvent = () =>
  useKindMutation(socialKeys.all, ({ id, startsAt }: { id: string; startsAt: string }) =>
    apiClient.post<EventAnswer>(`/api/admin/social-events/${enc(id)}/duplicate`, { startsAt }),
  );

/* -------------------------------------------------------- social players */

export interface SocialPlayersQuery {
  q: string;
  sort: SocialPlayerSortKey;
  dir: 'asc' | 'desc';
  page: number;
}

export function useSocialPlayers(query: SocialPlayersQuery) {
  return useQuery({
    // Organisers act on these numbers: always refetch when the view opens.
    staleTime: 0,
    queryKey: socialKeys.socialPlayers(query),
    queryFn: ({ signal }) =>
      apiClient.get<SocialPlayerList>('/api/admin/social-players', {
        signal,
        query: { ...query, q: query.q || undefined },
      }),
    placeholderData: keepPreviousData,
  });
}

export function socialPlayersCsvUrl(query: Omit<SocialPlayersQuery, 'page'>): string {
  const params = new URLSearchParams({ sort: query.sort, dir: query.dir });
  if (query.q) params.set('q', query.q);
  return `/api/admin/social-players.csv?${params}`;
}

export function useSocialPlayer(id: string) {
  return useQuery({
    // Organisers act on these numbers: always refetch when the view opens.
    staleTime: 0,
    queryKey: socialKeys.socialPlayer(id),
    queryFn: ({ signal }) =>
      apiClient.get<SocialPlayerDetail>(`/api/admin/social-players/${enc(id)}`, { signal }),
    enabled: id !== '',
  });
}
