import { apiKey } from '@client/lib/call-api';
import type { ApiRoute } from '@shared/api/define';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Refreshes every cached answer of `reads` (a feature's reads, after one of its writes). */
export function useInvalidateReads(reads: readonly ApiRoute[]): () => Promise<unknown> {
  const queryClient = useQueryClient();
  return () => Promise.all(reads.map((route) => queryClient.invalidateQueries({ queryKey: apiKey(route) })));
}

/**
 * A write whose success refreshes `reads` (the mutation settles once they are refetched). With
 * `isRefreshedOnFailure`, a failure refreshes them too (a reorder the list shows at once).
 */
export function useWrite<I, O>(
  write: (input: I) => Promise<O>,
  reads: readonly ApiRoute[],
  { isRefreshedOnFailure = false } = {},
) {
  const invalidate = useInvalidateReads(reads);
  return useMutation({
    mutationFn: write,
    onSuccess: isRefreshedOnFailure ? undefined : invalidate,
    onSettled: isRefreshedOnFailure ? invalidate : undefined,
  });
}
