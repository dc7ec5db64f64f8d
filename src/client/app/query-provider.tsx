import { ApiError } from '@client/lib/api-client';
import { clubQueryKey, mergeClubIdentity, setClubIdentity } from '@client/lib/club';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

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

/** The one server-state cache of the app (pages and the newsletter section share it). */
export const queryClient = createQueryClient();

// Identity saved through the query cache (setQueryData(clubQueryKey, club)) reaches the
// shell's club store, so the top bar and footer show it at once.
queryClient.getQueryCache().subscribe((event) => {
  if (event.type !== 'updated' || event.query.queryKey[0] !== clubQueryKey[0]) return;
  const data = event.query.state.data;
  if (data && typeof data === 'object') setClubIdentity(mergeClubIdentity(data));
});

export function QueryProviderImpl({
  children,
  client = queryClient,
}: {
  children: ReactNode;
  client?: QueryClient;
}) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
