import { ConfirmDialog } from '@client/components/admin-list/confirm-dialog';
import { useNavigationBlocker } from '@client/lib/navigation-blocker';
import { useCallback, useEffect } from 'react';

/**
 * Asks before leaving an editor with unsaved text: the browser's own prompt on reload
 * or closing the tab, and a dialog on navigation inside the site.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const blocker = useNavigationBlocker(
    useCallback(({ currentPathname, nextPathname }) => when && currentPathname !== nextPathname, [when]),
  );

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  return (
    <ConfirmDialog
      role="dialog"
      errorTitle={null}
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => !open && blocker.reset?.()}
      title="Leave without saving?"
      description="Your changes have not been saved. If you leave now, they are lost."
      confirmLabel="Leave without saving"
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
