import { clubApi } from '@shared/api/content';
import { type ClubIdentity, defaultClubIdentity } from '@shared/club-identity';
import { fillClubPlaceholders } from '@shared/club-placeholders';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { apiKey, callApi } from './call-api';
import { reportConfigurationError } from './error-reporting';

/*
 * The club's identity as the board set it (GET /api/club). It lives in the TanStack Query
 * cache only, under clubQueryKey: the top bar and footer (entry chunk) read it through useClub,
 * which loads the query client on first use and follows that one cache entry; an admin's save
 * (setQueryData) reaches them at once. The neutral defaults show until it has loaded, or when
 * the server cannot be reached.
 */
/** The query key of the club identity (the answer of clubApi.identity). */
export const clubQueryKey = apiKey(clubApi.identity);

const textFields = [
  'name',
  'shortName',
  'email',
  'phone',
  'address',
  'location',
  'timeZone',
  'facebookUrl',
  'instagramUrl',
] as const;

/** Keeps the fields of the answer that have the right type; the rest fall back to the defaults. */
export function mergeClubIdentity(value: unknown): ClubIdentity {
  const merged: ClubIdentity = { ...defaultClubIdentity };
  if (!value || typeof value !== 'object') return merged;
  const raw = value as Record<string, unknown>;
  for (const key of textFields) {
    const field = raw[key];
    if (typeof field === 'string' && field.trim()) merged[key] = field;
  }
  if (typeof raw.foundedYear === 'number' && Number.isInteger(raw.foundedYear))
    merged.foundedYear = raw.foundedYear;
  return merged;
}

/** The one fetch of the identity (the query function of clubQueryKey). */
export async function fetchClubIdentity(signal?: AbortSignal): Promise<{ club: ClubIdentity }> {
  const body = await callApi(clubApi.identity, { signal });
  if (!body || typeof body !== 'object' || !body.club || typeof body.club !== 'object') {
    reportConfigurationError('GET /api/club answered without a club identity.');
    throw new Error('The club identity is missing from the answer.');
  }
  return body;
}

const clubQuery = {
  queryKey: clubQueryKey,
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchClubIdentity(signal),
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
} as const;

let client: QueryClient | null = null;
let clientLoading: Promise<QueryClient> | null = null;
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

/**
 * Loads the query client (once) and follows the identity's cache entry. Awaited before the app
 * mounts over the server's first paint (and before the server paints), so the top bar's first
 * render already shows the club's own name.
 */
export function attachClubCache(): Promise<QueryClient> {
  clientLoading ??= import('./query-client').then(({ queryClient }) => {
    client = queryClient;
    queryClient.getQueryCache().subscribe((event) => {
      if (event.query.queryHash === clubQueryHash) notify();
    });
    notify();
    return queryClient;
  });
  return clientLoading;
}

/** Follows the identity's cache entry and asks for it. */
function ensureLoaded(): Promise<QueryClient> {
  return attachClubCache().then((queryClient) => {
    // Failures keep the defaults (the query records its error); a later use asks again.
    void queryClient.prefetchQuery(clubQuery);
    return queryClient;
  });
}

const clubQueryHash = JSON.stringify(clubQueryKey);

// Derived, not stored: the merged identity of the cached answer, kept while that answer is the same.
let mergedFrom: unknown;
let merged: ClubIdentity = defaultClubIdentity;
function getClub(): ClubIdentity {
  const answer = client?.getQueryData<{ club: ClubIdentity }>(clubQueryKey);
  if (answer !== mergedFrom) {
    mergedFrom = answer;
    merged = answer ? mergeClubIdentity(answer.club) : defaultClubIdentity;
  }
  return merged;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useClub(): ClubIdentity {
  useEffect(() => {
    void ensureLoaded();
  }, []);
  return useSyncExternalStore(subscribe, getClub, getClub);
}

/** Loads GET /api/club again (after it changed elsewhere). */
export async function refreshClubIdentity(): Promise<void> {
  const queryClient = await ensureLoaded();
  await queryClient.invalidateQueries({ queryKey: clubQueryKey });
}

/** A club text with its {{club.…}} placeholders filled from the current club identity. */
export function useClubText(source: string): string {
  const current = useClub();
  return useMemo(() => fillClubPlaceholders(source, current), [source, current]);
}

/** Test helper: back to the defaults (the cached identity is dropped), next use fetches again. */
export function resetClubIdentity() {
  client?.removeQueries({ queryKey: clubQueryKey });
  notify();
}

/** A tel: URL from a displayed phone number. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
