import { queryClient } from '@client/lib/query-client';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

export { createQueryClient, queryClient } from '@client/lib/query-client';

export function QueryProviderImpl({
  children,
  client = queryClient,
}: {
  children: ReactNode;
  client?: QueryClient;
}) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
