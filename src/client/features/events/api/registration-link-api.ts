import { apiKey, type CallArgs, callApi } from '@client/lib/call-api';
import { useSearchParams } from '@client/lib/router/router';
import type { ApiRoute, QueryInputOf } from '@shared/api/define';
import { useMutation, useQuery } from '@tanstack/react-query';

/**
 * The page of a registration's e-mailed link (?token=…): what the link is about, read once (a
 * bad token stays bad), and the POST its button sends. Opening the link changes nothing, since
 * mail scanners open links too.
 */
export function useRegistrationLink<P extends ApiRoute, A extends ApiRoute>(previewRoute: P, actionRoute: A) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const query = { token } as QueryInputOf<P>;
  const preview = useQuery({
    queryKey: apiKey(previewRoute, { query }),
    queryFn: ({ signal }) => callApi(previewRoute, ...([{ query, signal }] as unknown as CallArgs<P>)),
    enabled: token !== '',
    retry: false,
  });
  const action = useMutation({
    mutationFn: () => callApi(actionRoute, ...([{ body: { token } }] as unknown as CallArgs<A>)),
  });
  return { token, preview, action };
}
