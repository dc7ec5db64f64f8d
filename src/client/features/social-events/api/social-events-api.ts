import { apiClient } from '@client/lib/api-client';
import type {
  AdminEventPlayers,
  AdminSocialEvent,
  AdminSocialEventList,
  CancelEventInput,
  CourtOption,
  LiveAvailability,
  RegistrationInput,
  RegistrationResult,
  SocialEventInput,
  SocialEventList,
  SocialEventResponse,
  SocialPlayerDetail,
  SocialPlayerList,
  SocialPlayerSortKey,
  WalkInInput,
} from '@shared/schemas/events';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

const enc = encodeURIComponent;

export const socialKeys = {
  all: ['social-events'] as const,
  list: (pastLimit: number) => [...socialKeys.all, 'list', pastLimit] as const,
  detail: (slug: string) => [...socialKeys.all, 'detail', slug] as const,
  admin: () => [...socialKeys.all, 'admin'] as const,
  adminList: (query: object) => [...socialKeys.admin(), 'list', query] as const,
  adminOne: (id: string) => [...socialKeys.admin(), 'one', id] as const,
  players: (id: string, q: string) => [...socialKeys.admin(), 'players', id, q] as const,
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

export function useRegisterForSocial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, input }: { slug: string; input: RegistrationInput }) =>
      apiClient.post<RegistrationResult>(`/api/social-events/${enc(slug)}/registrations`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: socialKeys.all }),
  });
}

/** Download address of the "Add to calendar" file. */
export const socialIcsUrl = (slug: string) => `/api/social-events/${enc(slug)}/ics`;

/* ------------------------------------------------------------------ admin */

export interface AdminSocialQuery {
  q: string;
  status: string;
  sort: string;
  dir: 'asc' | 'desc';
  page: number;
}

export function useAdminSocialEvents(query: AdminSocialQuery) {
  return useQuery({
    // Organisers act on these numbers: always refetch when the view opens.
    staleTime: 0,
    queryKey: socialKeys.adminList(query),
    queryFn: ({ signal }) =>
      apiClient.get<AdminSocialEventList>('/api/admin/social-events', {
        signal,
        query: { ...query, q: query.q || undefined },
      }),
    placeholderData: keepPreviousData,
  });
}

export function socialEventsCsvUrl(query: Omit<AdminSocialQuery, 'page'>): string {
  const params = new URLSearchParams({ status: query.status, sort: query.sort, dir: query.dir });
  if (query.q) params.set('q', query.q);
  return `/api/admin/social-events.csv?${params}`;
}

export function useAdminSocialEvent(id: string | null) {
  return useQuery({
    // Organisers act on these numbers: always refetch when the view opens.
    staleTime: 0,
    queryKey: socialKeys.adminOne(id ?? ''),
    queryFn: ({ signal }) =>
      apiClient.get<{ event: AdminSocialEvent }>(`/api/admin/social-events/${enc(id!)}`, { signal }),
    select: (data) => data.event,
    enabled: !!id,
  });
}

export function useCourtOptions() {
  return useQuery({
    queryKey: ['courts', 'list'],
    queryFn: ({ signal }) => apiClient.get<{ courts: CourtOption[] }>('/api/courts', { signal }),
    select: (data) => data.courts.map((c) => ({ id: c.id, name: c.name })),
    staleTime: 60_000,
  });
}

function useSocialMutation<V, R>(fn: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: socialKeys.all }),
  });
}

type EventAnswer = { event: AdminSocialEvent };

export const useCreateSocialEvent = () =>
  useSocialMutation((input: SocialEventInput) =>
    apiClient.post<EventAnswer>('/api/admin/social-events', input),
  );

export const useUpdateSocialEvent = () =>
  useSocialMutation(({ id, input }: { id: string; input: SocialEventInput }) =>
    apiClient.patch<EventAnswer>(`/api/admin/social-events/${enc(id)}`, input),
  );

export const usePublishSocialEvent = () =>
  useSocialMutation((id: string) =>
    apiClient.post<EventAnswer>(`/api/admin/social-events/${enc(id)}/publish`),
  );

export const useUnpublishSocialEvent = () =>
  useSocialMutation((id: string) =>
    apiClient.post<EventAnswer>(`/api/admin/social-events/${enc(id)}/unpublish`),
  );

export const useDuplicateSocialEvent = () =>
  useSocialMutation(({ id, startsAt }: { id: string; startsAt: string }) =>
    apiClient.post<EventAnswer>(`/api/admin/social-events/${enc(id)}/duplicate`, { startsAt }),
  );

export const useCancelSocialEvent = () =>
  useSocialMutation(({ id, input }: { id: string; input: CancelEventInput }) =>
    apiClient.post<EventAnswer & { notified: number }>(`/api/admin/social-events/${enc(id)}/cancel`, input),
  );

export const useDeleteSocialEvent = () =>
  useSocialMutation((id: string) => apiClient.delete<void>(`/api/admin/social-events/${enc(id)}`));

/* ------------------------------------------------- players of one event */

export function useEventPlayers(id: string, q: string) {
  return useQuery({
    // Organisers act on these numbers: always refetch when the view opens.
    staleTime: 0,
    queryKey: socialKeys.players(id, q),
    queryFn: ({ signal }) =>
      apiClient.get<AdminEventPlayers>(`/api/admin/social-events/${enc(id)}/registrations`, {
        signal,
        query: { q: q || undefined },
      }),
    placeholderData: keepPreviousData,
    enabled: id !== '',
  });
}

export const eventPlayersCsvUrl = (id: string, q: string) =>
  `/api/admin/social-events/${enc(id)}/registrations.csv${q ? `?q=${enc(q)}` : ''}`;

export const useAddWalkIn = () =>
  useSocialMutation(({ eventId, input }: { eventId: string; input: WalkInInput }) =>
    apiClient.post<{ registrationId: string }>(
      `/api/admin/social-events/${enc(eventId)}/registrations`,
      input,
    ),
  );

export const useCheckIn = () =>
  useSocialMutation(({ id, checkedIn }: { id: string; checkedIn: boolean }) =>
    apiClient.post<{ checkedInAt: string | null }>(`/api/admin/registrations/${enc(id)}/check-in`, {
      checkedIn,
    }),
  );

export const useMoveRegistration = () =>
  useSocialMutation(({ id, to }: { id: string; to: 'confirmed' | 'waitlisted' }) =>
    apiClient.post<{ status: string; waitlistPosition: number | null }>(
      `/api/admin/registrations/${enc(id)}/move`,
      { to },
    ),
  );

export const useAdminCancelRegistration = () =>
  useSocialMutation((id: string) =>
    apiClient.post<{ promotedCount: number }>(`/api/admin/registrations/${enc(id)}/cancel`),
  );

export const useRemoveRegistration = () =>
  useSocialMutation((id: string) =>
    apiClient.delete<{ promotedCount: number }>(`/api/admin/registrations/${enc(id)}`),
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
