import { apiClient } from '@client/lib/api-client';
import type { Role } from '@shared/roles';
import type { AdminUserRow, Page, RoleAuditEntry, UserRolesResponse } from '@shared/schemas/roles';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export interface UserSearch {
  q: string;
  role?: Role;
  page: number;
}

export const roleKeys = {
  all: ['admin-roles'] as const,
  users: (search: UserSearch) => [...roleKeys.all, 'users', search] as const,
  audit: (page: number) => [...roleKeys.all, 'audit', page] as const,
};

export const usersPageSize = 20;
export const auditPageSize = 20;

export function useAdminUsers(search: UserSearch) {
  return useQuery({
    queryKey: roleKeys.users(search),
    queryFn: ({ signal }) =>
      apiClient.get<Page<AdminUserRow>>('/api/admin/users', {
        signal,
        query: { q: search.q || undefined, role: search.role, page: search.page, pageSize: usersPageSize },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useRoleAudit(page: number) {
  return useQuery({
    queryKey: roleKeys.audit(page),
    queryFn: ({ signal }) =>
      apiClient.get<Page<RoleAuditEntry>>('/api/admin/role-audit', {
        signal,
        query: { page, pageSize: auditPageSize },
      }),
    placeholderData: keepPreviousData,
  });
}

/** Download address of the users CSV for the current search. */
export function usersCsvUrl(search: Pick<UserSearch, 'q' | 'role'>): string {
  const params = new URLSearchParams();
  if (search.q) params.set('q', search.q);
  if (search.role) params.set('role', search.role);
  const qs = params.toString();
  return `/api/admin/users.csv${qs ? `?${qs}` : ''}`;
}

export function useChangeRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: { userId: string; role: Role; action: 'grant' | 'revoke' }) =>
      change.action === 'grant'
        ? apiClient.post<UserRolesResponse>(`/api/admin/users/${encodeURIComponent(change.userId)}/roles`, {
            role: change.role,
          })
        : apiClient.delete<UserRolesResponse>(
            `/api/admin/users/${encodeURIComponent(change.userId)}/roles/${encodeURIComponent(change.role)}`,
          ),
    onSuccess: () => client.invalidateQueries({ queryKey: roleKeys.all }),
  });
}
