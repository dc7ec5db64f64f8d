import { PageAccessGate } from '@client/components/page-access-gate';
import type { ReactNode } from 'react';
import type { AdminKindUi } from './admin-kind-ui';

/** The frame of an organiser's page: access gate and width. */
export function AdminEventPage({ ui, children }: { ui: AdminKindUi; children: ReactNode }) {
  return (
    <PageAccessGate rule={ui.rule}>
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">{children}</div>
    </PageAccessGate>
  );
}
