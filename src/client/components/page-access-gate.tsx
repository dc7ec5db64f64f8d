import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { useViewer } from '@client/lib/auth-store';
import { Link } from '@client/lib/router/link';
import { useLocation } from '@client/lib/router/router';
import { type AccessRule, mayOpenPage, type PagePattern, pageAccess } from '@shared/access';
import { paths } from '@shared/paths';
import { Lock } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';

/**
 * Shows a restricted page only to viewers its access rule allows, with a clear note
 * (and a sign-in link) for everyone else. The server enforces the same rule on every
 * API call; this only saves people from a page of failing requests.
 */
export function PageAccessGate({ rule, children }: { rule: AccessRule; children: ReactNode }) {
  const viewer = useViewer();
  const location = useLocation();
  if (mayOpenPage(rule, viewer)) return <>{children}</>;
  const wanted = `${location.pathname}${location.search}${location.hash}`;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <Alert>
        <Lock aria-hidden="true" />
        <AlertTitle>
          {viewer.isSignedIn ? 'This page is for the club’s volunteers' : 'Please sign in'}
        </AlertTitle>
        <AlertDescription>
          {viewer.isSignedIn ? (
            <p>
              Your account does not have a role that may use this page. If you think it should, ask a board
              member through the{' '}
              <Link to={paths.contacts} className="text-link underline">
                Contacts
              </Link>{' '}
              page.
            </p>
          ) : (
            <p>
              This page is part of the club’s admin tools.{' '}
              <Link
                to={paths.login}
                className="text-link underline"
                onClick={() => localStorage.setItem('redirectPath', wanted)}
              >
                Sign in
              </Link>{' '}
              to continue.
            </p>
          )}
        </AlertDescription>
      </Alert>
    </div>
  );
}

/**
 * A page behind the access rule of its path: `export const AdminCourtsPage = gatedPage(paths.adminCourts, Courts)`.
 * `Page` renders (and starts its queries) only for viewers the rule lets in.
 */
export function gatedPage(path: PagePattern, Page: ComponentType): ComponentType {
  function GatedPage() {
    return (
      <PageAccessGate rule={pageAccess[path]}>
        <Page />
      </PageAccessGate>
    );
  }
  return GatedPage;
}
