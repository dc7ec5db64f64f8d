import { apiQuery, apiUrl, callApi, listQuery } from '@client/lib/call-api';
import { pathOf } from '@shared/api/define';
import {
  eventsAdminApi,
  eventsApi,
  socialAdminApi as socialAdminRoutes,
  socialEventsApi,
} from '@shared/api/events';
import { socialEventsFirstPastLimit } from '@shared/first-reads';
import type { SocialPlayersQuery } from '@shared/schemas/events-players';
import type { RegistrationInput } from '@shared/schemas/events-registrations';
import type { LiveAvailability } from '@shared/schemas/events-socials';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { adminKindApi, useKindMutation } from './registrable-api';

/** What visitors see of socials: refreshed after a sign-up or an organiser's change. */
export const socialPublicReads = [socialEventsApi.list, socialEventsApi.bySlug, eventsApi.upcoming] as const;

export function useSocialEvents(pastLimit = socialEventsFirstPastLimit) {
  return useQuery({
    ...apiQuery(socialEventsApi.list, { query: { pastLimit } }),
    placeholderData: keepPreviousData,
  });
}

export function useSocialEvent(slug: string) {
  return useQuery({
    ...apiQuery(socialEventsApi.bySlug, { params: { slug } }),
    enabled: slug !== '',
  });
}

export type LiveState = 'connecting' | 'live' | 'reconnecting' | 'unsupported';

/** The wait before trying again after the server refused a stream: 5 s, doubling, at most 5 minutes. */
export function liveRetryDelayMs(attempt: number): number {
  return Math.min(5 * 60_000, 5_000 * 2 ** attempt);
}

/**
 * Spots left, pushed by the server (server-sent events) while the page is open. EventSource
 * reconnects by itself after a drop, and the server ends each stream after a while (it
 * reconnects then too). A refused stream (too many open pages, a busy server) makes
 * EventSource give up: the page tries again later, waiting longer each time.
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
    let source: EventSource | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    const onAvailability = (event: MessageEvent<string>) => {
      try {
        setData(JSON.parse(event.data) as LiveAvailability);
        setState('live');
        attempt = 0;
      } catch {
        // A malformed message is ignored; the next one replaces it.
      }
    };
    const connect = () => {
      const current = new EventSource(pathOf(socialEventsApi.live.path, { slug }));
      source = current;
      current.addEventListener('availability', onAvailability as EventListener);
      current.onerror = () => {
        setState('reconnecting');
        if (current.readyState !== EventSource.CLOSED) return;
        current.close();
        retryTimer = setTimeout(connect, liveRetryDelayMs(attempt++));
      };
    };
    connect();
    return () => {
      clearTimeout(retryTimer);
      source?.removeEventListener('availability', onAvailability as EventListener);
      source?.close();
    };
  }, [slug, enabled]);
  return { data, state };
}

export const useRegisterForSocial = () =>
  useKindMutation(
    [...socialPublicReads, eventsApi.myRegistrations],
    ({ slug, input }: { slug: string; input: RegistrationInput }) =>
      callApi(socialEventsApi.register, { params: { slug }, body: input }),
  );

/** Download address of the "Add to calendar" file. */
export const socialIcsUrl = (slug: string) => apiUrl(socialEventsApi.ics, { params: { slug } });

/* ------------------------------------------------------------------ admin */

export const socialAdminApi = adminKindApi({
  routes: socialAdminRoutes,
  key: 'event',
  publicReads: [...socialPublicReads, eventsAdminApi.socialPlayers, eventsAdminApi.socialPlayer],
});

export const useUnpublishSocialEvent = () =>
  useKindMutation(socialAdminApi.reads, (id: string) =>
    callApi(eventsAdminApi.unpublishSocial, { params: { id } }),
  );

export const useDuplicateSocialEvent = () =>
  useKindMutation(socialAdminApi.reads, ({ id, startsAt }: { id: string; startsAt: string }) =>
    callApi(eventsAdminApi.duplicateSocial, { params: { id }, body: { startsAt } }),
  );

/* -------------------------------------------------------- social players */

export type SocialPlayersListQuery = Pick<SocialPlayersQuery, 'q' | 'sort' | 'dir' | 'page'>;

export function useSocialPlayers(query: SocialPlayersListQuery) {
  return useQuery({
    // Organisers act on these numbers: always refetch when the view opens.
    staleTime: 0,
    ...listQuery(eventsAdminApi.socialPlayers, query),
  });
}

export function socialPlayersCsvUrl(query: Omit<SocialPlayersListQuery, 'page'>): string {
  return apiUrl(eventsAdminApi.socialPlayersCsv, {
    query: { sort: query.sort, dir: query.dir, q: query.q || undefined },
  });
}

export function useSocialPlayer(id: string) {
  return useQuery({
    // Organisers act on these numbers: always refetch when the view opens.
    staleTime: 0,
    ...apiQuery(eventsAdminApi.socialPlayer, { params: { id } }),
    enabled: id !== '',
  });
}
