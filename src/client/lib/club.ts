import { type ClubIdentity, defaultClubIdentity } from '@shared/club-identity';
import { fillClubPlaceholders } from '@shared/club-placeholders';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { apiClient } from './api-client';
import { reportConfigurationError } from './error-reporting';

/*
 * The club's identity as the board set it (GET /api/club). A tiny store rather than
 * TanStack Query: the top bar and footer read it, and they are in the entry chunk, which
 * stays free of the query library. The neutral defaults show until it has loaded or when the
 * server cannot be reached.
 */
/** Query key under which TanStack Query code may set the identity (mirrored into this store). */
export const clubQueryKey = ['club'] as const;

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

let club: ClubIdentity = defaultClubIdentity;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

/** Sets the identity shown everywhere (e.g. right after an admin saved it). */
export function setClubIdentity(next: ClubIdentity) {
  club = next;
  notify();
}

/** Loads GET /api/club again (after it changed). */
export function refreshClubIdentity(): Promise<void> {
  loading = apiClient
    .get<{ club?: unknown }>('/api/club')
    .then((body) => {
      if (!body || typeof body !== 'object' || !body.club || typeof body.club !== 'object') {
        reportConfigurationError('GET /api/club answered without a club identity.');
        return;
      }
      setClubIdentity(mergeClubIdentity(body.club));
    })
    .catch(() => {
      // Unreachable or failing server: keep showing what we have.
    });
  return loading;
}

function ensureLoaded() {
  if (!loading) void refreshClubIdentity();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getClub() {
  return club;
}

export function useClub(): ClubIdentity {
  useEffect(ensureLoaded, []);
  return useSyncExternalStore(subscribe, getClub, getClub);
}

/** A club text with its {{club.…}} placeholders filled from the current club identity. */
export function useClubText(source: string): string {
  const current = useClub();
  return useMemo(() => fillClubPlaceholders(source, current), [source, current]);
}

/** Test helper: back to the defaults, next use fetches again. */
export function resetClubIdentity() {
  club = defaultClubIdentity;
  loading = null;
  notify();
}

/** A tel: URL from a displayed phone number. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
