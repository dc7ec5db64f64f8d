import { accountsApi } from '@shared/api/accounts';
import type { MeResponse } from '@shared/schemas/profiles';
import { apiKey, callApi } from './call-api';

/** The TanStack Query key of GET /api/me (the profile pages' cache entry). */
export const meQueryKey = apiKey(accountsApi.me);

/**
 * GET /api/me, the one fetch of it: the auth store (profile and roles after sign-in) and the
 * profile pages (through TanStack Query under meQueryKey) both call this.
 */
export function fetchMe(signal?: AbortSignal): Promise<MeResponse> {
  return callApi(accountsApi.me, { signal });
}
