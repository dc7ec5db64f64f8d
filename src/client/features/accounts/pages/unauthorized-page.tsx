import { Button, buttonVariants } from '@client/components/ui/button';
import { useAuth } from '@client/lib/auth-store';
import { usePageHead } from '@client/lib/page-head';
import { Link } from '@client/lib/router/link';
import { useNavigate } from '@client/lib/router/router';
import { paths } from '@shared/paths';
import { roleBadgeText } from '@shared/roles';
import { ArrowLeft, Home, ShieldAlert } from 'lucide-react';

/** /unauthorized: a signed-in user opened a page their roles do not allow. */
export function UnauthorizedPage() {
  usePageHead({
    description: 'This {{club.shortName}} page is for club officers, captains or members only.',
  });
  const navigate = useNavigate();
  const auth = useAuth();
  // history.state.idx is React Router's position: 0 means this was the first page opened.
  const canGoBack = typeof window !== 'undefined' && (window.history.state?.idx ?? 0) > 0;
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-12 text-center sm:px-6">
      <ShieldAlert aria-hidden="true" className="size-14 text-muted-foreground" />
      <h2 className="mt-4 font-bold text-2xl tracking-tight">You don’t have access to that page</h2>
      <p className="mt-3 text-muted-foreground">
        {auth.isAuthenticated
          ? `That page is for club volunteers with a particular role. Your roles: ${roleBadgeText(auth.roles)}.`
          : 'That page is for signed-in club volunteers.'}{' '}
        If you think you should have access, ask a board member through the Contacts page.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {canGoBack ? (
          <Button variant="outline" onClick={() => navigate(-1)}>
            <ArrowLeft aria-hidden="true" />
            Go back
          </Button>
        ) : null}
        <Link to={paths.home} className={buttonVariants()}>
          <Home aria-hidden="true" />
          Go to the home page
        </Link>
        <Link to={paths.contacts} className={buttonVariants({ variant: 'outline' })}>
          Contact the board
        </Link>
      </div>
      {auth.isAuthenticated ? (
        <p className="mt-6 text-sm">
          <Link to={paths.debugRoles} className="text-link underline underline-offset-4">
            See which tools your roles open
          </Link>
        </p>
      ) : null}
    </div>
  );
}
