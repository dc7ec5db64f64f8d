import { apiKey, apiQuery, apiUrl, callApi } from '@client/lib/call-api';
import { rolesApi } from '@shared/api/roles';
import type { Role } from '@shared/roles';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export interface UserSearch {
  q: string;
  role?: Role;
  page: number;
}

export const usersPageSize = 20;
export const auditPageSize = 20;

export function useAdminUsers(search: UserSearch) {
  const query = { q: search.q || undefined, role: search.role, page: search.page, pageSize: usersPageSize };
  return useQuery({
    ...apiQuery(rolesApi.users, { query }),
    placeholderData: keepPreviousData,
  });
}

export function useRoleAudit(page: number) {
  const query = { page, pageSize: auditPageSize };
  return useQuery({
    ...apiQuery(rolesApi.audit, { query }),
    placeholderData: keepPreviousData,
  });
}

/** Download address of the users CSV for the current search. */
export function usersCsvUrl(search: Pick<UserSearch, 'q' | 'role'>): string {
  return apiUrl(rolesApi.usersCsv, { query: { q: search.q || undefined, role: search.role } });
}

export function useChangeRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: { userId: string; role: Role; action: 'grant' | 'revoke' }) =>
      change.action === 'grant'
        ? callApi(rolesApi.grant, { params: { id: change.userId }, body: { role: change.role } })
        : callApi(rolesApi.revoke, { params: { id: change.userId, role: change.role } }),
    onSuccess: () =>
      Promise.all(
        [rolesApi.users, rolesApi.audit].map((route) =>
          client.invalidateQueries({ queryKey: apiKey(route) }),
        ),
      ),
  });
}
