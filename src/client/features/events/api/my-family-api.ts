import { useViewer } from '@client/lib/auth-store';
import { apiQuery } from '@client/lib/call-api';
import { membershipApi } from '@shared/api/membership';
import { useQuery } from '@tanstack/react-query';

/**
 * The people the signed-in account manages (its family, from the membership form), for "Who is
 * signing up". Nothing is fetched for a visitor.
 */
export function useMyFamily() {
  const viewer = useViewer();
  return useQuery({
    ...apiQuery(membershipApi.myFamily),
    enabled: viewer.isSignedIn,
  });
}
