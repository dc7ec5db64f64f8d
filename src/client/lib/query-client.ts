import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/*
 * The one server-state cache of the app: pages, the newsletter section, and the shell's own
 * server data (the club identity, the signed-in user's /api/me) all live here. Loaded on demand
 * (with the first page, and by the shell's stores): the entry chunk stays free of the query
 * library (first-visit budget, issue 8 §5).
 */
function shouldRetry(failureCount: number, error: unknown): boolean {
  // A 4xx answer will not change by asking again.
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
