import { PageSection } from '@client/components/page-section';
import { Button } from '@client/components/ui/button';
import { authStore, useAuth, useViewer } from '@client/lib/auth-store';
import { Link } from '@client/lib/router/link';
import { isAllowed } from '@shared/access';
import { adminMenu } from '@shared/menu';
import { roleBadgeText } from '@shared/roles';
import { Check, RefreshCw, X } from 'lucide-react';
import { useState } from 'react';

/** /debug-roles: the signed-in user's own id, e-mail, roles and the admin tools they open. */
export function DebugRolesPage() {
  const auth = useAuth();
  const viewer = useViewer();
  const [isReloading, setReloading] = useState(false);
  if (!auth.user) return null;
  const tools = adminMenu.map((link) => ({ link, isOpen: isAllowed(link.requiredRoles, viewer) }));

  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-8 sm:px-6">
      <PageSection
        id="account-heading"
        title="Your account"
        headingClassName="font-semibold text-xl"
        className="space-y-3"
      >
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="font-medium">User id</dt>
          <dd className="break-all font-mono">{auth.user.id}</dd>
          <dt className="font-medium">E-mail</dt>
          <dd className="break-all">{auth.user.email}</dd>
          <dt className="font-medium">Roles</dt>
          <dd>
            {auth.roles.length ? auth.roles.join(', ') : 'none'}{' '}
            <span className="text-muted-foreground">(badge: {roleBadgeText(auth.roles)})</span>
          </dd>
          <dt className="font-medium">Two-factor login</dt>
          <dd>{auth.user.twoFactorEnabled ? 'On' : 'Off'}</dd>
        </dl>
        <Button
          variant="outline"
          size="sm"
          disabled={isReloading}
          onClick={async () => {
            setReloading(true);
            await authStore.refreshSession({ force: true });
            await authStore.reloadAccount();
            setReloading(false);
          }}
        >
          <RefreshCw aria-hidden="true" />
          {isReloading ? 'Reloading...' : 'Reload my roles'}
        </Button>
      </PageSection>

      <PageSection
        id="tools-heading"
        title="Admin tools"
        headingClassName="font-semibold text-xl"
        className="space-y-3"
      >
        <p className="text-muted-foreground text-sm">
          What each tool of the admin strip needs, and whether your roles open it. The server checks the same
          rules on every request.
        </p>
        <ul className="divide-y rounded-lg border">
          {tools.map(({ link, isOpen }) => (
            <li key={link.to} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 text-sm">
              {isOpen ? (
                <Check aria-hidden="true" className="size-4 text-primary" />
              ) : (
                <X aria-hidden="true" className="size-4 text-muted-foreground" />
              )}
              <span className="font-medium">
                {isOpen ? (
                  <Link to={link.to} className="text-link underline underline-offset-4">
                    {link.title}
                  </Link>
                ) : (
                  link.title
                )}
              </span>
              <span className="sr-only">{isOpen ? 'You can open this tool.' : 'Not for your roles.'}</span>
              <span className="ml-auto text-muted-foreground text-xs">
                Roles: {link.requiredRoles.join(', ')}
              </span>
            </li>
          ))}
        </ul>
      </PageSection>
    </div>
  );
}
