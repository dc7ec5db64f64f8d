import { ConfirmDialog } from '@client/components/admin-list/confirm-dialog';
import { ListPagination } from '@client/components/admin-list/list-pagination';
import { SearchBox } from '@client/components/admin-list/search-box';
import { ColumnHeaders } from '@client/components/column-headers';
import { gatedPage } from '@client/components/page-access-gate';
import { PageSection } from '@client/components/page-section';
import { ScrollRegion } from '@client/components/scroll-region';
import { Button, buttonVariants } from '@client/components/ui/button';
import { FormError } from '@client/components/ui/form-field';
import { Label } from '@client/components/ui/label';
import { Spinner } from '@client/components/ui/spinner';
import { formErrorOf, submitWith } from '@client/lib/apply-server-errors';
import { useAuth } from '@client/lib/auth-store';
import { Link } from '@client/lib/router/link';
import { zodResolver } from '@hookform/resolvers/zod';
import { isAllowed, pageAccess } from '@shared/access';
import { paths } from '@shared/paths';
import { roles as allRoles, type Role } from '@shared/roles';
import {
  type AdminUserRow,
  type AssignRoleInput,
  assignRoleSchema,
  type RoleAuditEntry,
} from '@shared/schemas/roles';
import { Download, Plus, X } from 'lucide-react';
import { useCallback, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  auditPageSize,
  useAdminUsers,
  useChangeRole,
  useRoleAudit,
  usersCsvUrl,
  usersPageSize,
} from '../api/roles-api';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function capitalize(role: string): string {
  return role.charAt(0).toUpperCase() + role.slice(1);
}

function labelOf(person: { name: string | null; username: string | null }): string {
  return `${person.name ?? 'Unknown'}${person.username ? ` (@${person.username})` : ''}`;
}

interface PendingRemoval {
  user: AdminUserRow;
  role: Role;
  /** The admin is removing a role of their own that this page needs: they lock themselves out. */
  isLosingOwnAccess: boolean;
}

/** True when `userId` is the signed-in admin and `role` is what lets them use the admin tools. */
function losesOwnAdminAccess(user: AdminUserRow, role: Role, myId: string | undefined): boolean {
  if (!myId || user.id !== myId) return false;
  const rule = pageAccess[paths.adminAssignRoles];
  const remaining = user.roles.filter((r) => r !== role);
  return (
    isAllowed(rule, { isSignedIn: true, roles: user.roles }) &&
    !isAllowed(rule, { isSignedIn: true, roles: remaining })
  );
}

function UserRow({
  user,
  onRemove,
  onAdded,
}: {
  user: AdminUserRow;
  onRemove: (role: Role) => void;
  onAdded: (message: string) => void;
}) {
  const selectId = useId();
  const change = useChangeRole();
  const missing = allRoles.filter((r) => !user.roles.includes(r));
  const form = useForm<AssignRoleInput>({
    resolver: zodResolver(assignRoleSchema),
    defaultValues: { role: undefined },
  });
  const role = form.watch('role');
  const submit = form.handleSubmit(({ role: granted }) =>
    submitWith(form, async () => {
      await change.mutateAsync({ userId: user.id, role: granted, action: 'grant' });
      onAdded(`${user.name} now has the ${granted} role.`);
      form.reset({ role: undefined });
    }),
  );
  return (
    <li className="space-y-3 rounded-lg border bg-card p-4">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h3 className="font-semibold">{user.name}</h3>
        {user.username ? <span className="text-muted-foreground text-sm">@{user.username}</span> : null}
        <span className="break-all text-muted-foreground text-sm">{user.email}</span>
        {!user.emailVerified ? (
          <span className="rounded bg-muted px-1.5 py-0.5 text-xs">e-mail not confirmed</span>
        ) : null}
        {user.twoFactorEnabled ? (
          <span className="rounded bg-muted px-1.5 py-0.5 text-xs">two-factor on</span>
        ) : null}
        <Link
          to={paths.adminMemberProfile(user.id)}
          className="text-link text-sm underline-offset-4 hover:underline"
        >
          Edit profile<span className="sr-only"> of {user.name}</span>
        </Link>
      </div>
      <ul aria-label={`Roles of ${user.name}`} className="flex flex-wrap gap-2">
        {user.roles.length === 0 ? <li className="text-muted-foreground text-sm">No roles</li> : null}
        {user.roles.map((r) => (
          <li
            key={r}
            className="inline-flex items-center gap-1 rounded-full bg-secondary py-0.5 pr-1 pl-3 font-medium text-sm"
          >
            {capitalize(r)}
            <button
              type="button"
              aria-label={`Remove the ${r} role from ${user.name}`}
              onClick={() => onRemove(r)}
              className="inline-flex size-6 items-center justify-center rounded-full hover:bg-background focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <X aria-hidden="true" className="size-3.5" />
            </button>
          </li>
        ))}
      </ul>
      {missing.length ? (
        <form className="flex flex-wrap items-end gap-2" noValidate onSubmit={submit}>
          <div className="space-y-1">
            <Label htmlFor={selectId}>Add a role to {user.name}</Label>
            <select
              id={selectId}
              aria-invalid={form.formState.errors.role ? true : undefined}
              {...form.register('role')}
              className="flex h-9 rounded-md border border-input bg-background px-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <option value="">Choose a role</option>
              {missing.map((r) => (
                <option key={r} value={r}>
                  {capitalize(r)}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" size="sm" disabled={!role || change.isPending}>
            <Plus aria-hidden="true" />
            {change.isPending ? 'Adding...' : 'Add role'}
          </Button>
        </form>
      ) : null}
      <FormError title="Role not added" message={form.formState.errors.role?.message ?? formErrorOf(form)} />
    </li>
  );
}

function AuditLog() {
  const [page, setPage] = useState(1);
  const audit = useRoleAudit(page);
  return (
    <PageSection
      id="audit-heading"
      title="Role changes"
      headingClassName="font-semibold text-xl"
      className="space-y-3"
    >
      {audit.isPending ? <Spinner label="Loading role changes..." /> : null}
      {audit.isError ? (
        <FormError title="Role changes could not be loaded" message={audit.error.message} />
      ) : null}
      {audit.data ? (
        audit.data.items.length === 0 ? (
          <p className="text-muted-foreground text-sm">No role has been changed yet.</p>
        ) : (
          <>
            <ScrollRegion label="Role changes" className="rounded-lg border">
              <table className="list-table w-full text-sm sm:min-w-[40rem]">
                <caption className="sr-only">Role changes, newest first</caption>
                <thead className="bg-muted/50">
                  <tr>
                    <ColumnHeaders columns={['When', 'Who', 'Change', 'User', 'Roles before → after']} />
                  </tr>
                </thead>
                <tbody className="divide-y">
                  {audit.data.items.map((entry: RoleAuditEntry) => (
                    <tr key={entry.id}>
                      <td className="px-3 py-2 font-medium sm:whitespace-nowrap sm:font-normal">
                        {when.format(new Date(entry.at))}
                      </td>
                      <td data-label="Who" className="px-3 py-2">
                        {entry.actor.id || entry.actor.name ? labelOf(entry.actor) : 'Operator'}
                      </td>
                      <td data-label="Change" className="px-3 py-2">
                        {entry.action === 'grant' ? 'Gave' : 'Removed'} <strong>{entry.role}</strong>
                      </td>
                      <td data-label="User" className="px-3 py-2">
                        {labelOf(entry.target)}
                      </td>
                      <td data-label="Roles before → after" className="px-3 py-2">
                        {entry.before.join(', ') || 'none'} → {entry.after.join(', ') || 'none'}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
            <ListPagination
              page={page}
              pageSize={auditPageSize}
              total={audit.data.total}
              onPage={setPage}
              noun="changes"
            />
          </>
        )
      ) : null}
    </PageSection>
  );
}

function AssignRoles() {
  const filterId = useId();
  const [q, setQ] = useState('');
  const [role, setRole] = useState<Role | ''>('');
  const [page, setPage] = useState(1);
  const [pending, setPending] = useState<PendingRemoval | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const users = useAdminUsers({ q, role: role || undefined, page });
  const removal = useChangeRole();
  const myId = useAuth().user?.id;
  const onSearch = useCallback((value: string) => {
    setQ(value);
    setPage(1);
  }, []);

  return (
    <div className="mx-auto max-w-5xl space-y-10 px-4 py-8 sm:px-6">
      <PageSection
        id="users-heading"
        title="Users"
        headingClassName="font-semibold text-xl"
        className="space-y-4"
      >
        <div className="flex flex-wrap items-end gap-4">
          <SearchBox label="Search by name, username or e-mail" value={q} onSearch={onSearch} />
          <div className="space-y-1.5">
            <Label htmlFor={filterId}>Holding role</Label>
            <select
              id={filterId}
              value={role}
              onChange={(e) => {
                setRole(e.target.value as Role | '');
                setPage(1);
              }}
              className="flex h-10 rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <option value="">Any role</option>
              {allRoles.map((r) => (
                <option key={r} value={r}>
                  {capitalize(r)}
                </option>
              ))}
            </select>
          </div>
          <a
            href={usersCsvUrl({ q, role: role || undefined })}
            download
            className={buttonVariants({ variant: 'outline' })}
          >
            <Download aria-hidden="true" />
            Export CSV
          </a>
        </div>
        <p aria-live="polite" className="text-sm empty:hidden">
          {notice}
        </p>
        {users.isPending ? <Spinner label="Loading users..." /> : null}
        {users.isError ? <FormError title="Users could not be loaded" message={users.error.message} /> : null}
        {users.data ? (
          users.data.items.length === 0 ? (
            <p className="text-muted-foreground text-sm">No user matches this search.</p>
          ) : (
            <>
              <ul aria-label="Users" className="space-y-3" aria-busy={users.isFetching || undefined}>
                {users.data.items.map((user) => (
                  <UserRow
                    key={user.id}
                    user={user}
                    onAdded={setNotice}
                    onRemove={(r) => {
                      removal.reset();
                      setPending({ user, role: r, isLosingOwnAccess: losesOwnAdminAccess(user, r, myId) });
                    }}
                  />
                ))}
              </ul>
              <ListPagination
                page={page}
                pageSize={usersPageSize}
                total={users.data.total}
                onPage={setPage}
                noun="users"
              />
            </>
          )
        ) : null}
      </PageSection>

      <AuditLog />

      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        title={
          pending?.isLosingOwnAccess
            ? `Remove your own ${pending.role} role?`
            : pending
              ? `Remove the ${pending.role} role?`
              : ''
        }
        description={
          pending?.isLosingOwnAccess
            ? `This is your own account (${labelOf(pending.user)}). You will lose admin access, including this page, and cannot give the role back yourself: another admin would have to.`
            : pending
              ? `${labelOf(pending.user)} loses what the ${pending.role} role allows the next time they sign in.`
              : ''
        }
        confirmLabel="Remove role"
        isPending={removal.isPending}
        error={removal.error?.message}
        onConfirm={async () => {
          if (!pending) return;
          await removal.mutateAsync({ userId: pending.user.id, role: pending.role, action: 'revoke' });
          setNotice(`${pending.user.name} no longer has the ${pending.role} role.`);
          setPending(null);
        }}
      />
    </div>
  );
}

/** /admin/AssignRolePage (admin only): find users, add and remove roles, see the audit log. */
export const AssignRolePage = gatedPage(paths.adminAssignRoles, AssignRoles);
