import { useAuth, usernameOf } from '@client/lib/auth-store';
import { fetchMe, meQueryKey } from '@client/lib/me';
import { Link } from '@client/lib/router/link';
import { paths } from '@shared/paths';
import { useQuery } from '@tanstack/react-query';
import { ShieldAlert } from 'lucide-react';

function dateText(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric' });
}

/**
 * Every page, for an account whose admin or executive role requires two-factor login that is
 * still off (the server's notice in GET /api/me): the deadline while it runs, then that the
 * role's tools are paused until it is on (docs/decisions/025).
 */
export function TwoFactorBanner() {
  const auth = useAuth();
  const me = useQuery({ queryKey: meQueryKey, queryFn: ({ signal }) => fetchMe(signal), staleTime: 60_000 });
  const notice = me.data?.profile.id === auth.user?.id ? me.data?.twoFactor : null;
  if (!notice) return null;
  const username = usernameOf(auth);
  const where = username ? paths.user(username) : paths.profileEdit;
  const roles = notice.suspendedRoles.join(' and ');
  return (
    <div
      role={notice.isOverdue ? 'alert' : 'status'}
      className={
        notice.isOverdue
          ? 'border-b border-destructive bg-destructive/10 text-sm'
          : 'border-b border-amber-400 bg-amber-50 text-amber-950 text-sm dark:bg-amber-950/40 dark:text-amber-50'
      }
    >
      <div className="mx-auto flex max-w-7xl items-start gap-2 px-4 py-2 sm:px-6">
        <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <p>
          {notice.isOverdue
            ? `Your ${roles} tools are paused: your role needs two-factor login, which is still off. `
            : `Your role can change club data: turn on two-factor login by ${dateText(notice.deadline)}, or its tools pause until you do. `}
          <Link to={where} className="font-medium underline underline-offset-4">
            Turn on two-factor login
          </Link>
        </p>
      </div>
    </div>
  );
}
