import { displayNameOf, useAuth } from '@client/lib/auth-store';
import { Link } from '@client/lib/router/link';
import { initialsOf } from '@shared/club-identity';
import { paths } from '@shared/paths';
import { LogIn } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { barIconButton } from './bar-styles';

// The Radix dropdown is only needed by signed-in users: keep it out of the entry chunk.
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));

/** The avatar menu for signed-in users, a sign-in icon for everyone else. */
export function AccountControl() {
  const auth = useAuth();
  if (!auth.isAuthenticated) {
    return (
      <Link to={paths.login} aria-label="Sign in" title="Sign in" className={barIconButton}>
        <LogIn aria-hidden="true" />
      </Link>
    );
  }
  const initials = initialsOf(displayNameOf(auth));
  return (
    <Suspense
      fallback={
        <span
          aria-hidden="true"
          className="inline-flex size-9 items-center justify-center rounded-full bg-ball font-semibold text-ball-foreground text-xs"
        >
          {initials}
        </span>
      }
    >
      <UserMenu />
    </Suspense>
  );
}
