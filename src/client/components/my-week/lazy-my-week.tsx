import { PaintedSuspense } from '@client/components/painted-suspense';
import { useAuth } from '@client/lib/auth-store';
import { lazy } from 'react';

/*
 * The member's week (issue 21 §1) on the home page, loaded only for a signed-in member: a
 * visitor's page never downloads its code (the home page's JS budget). A member's home page is
 * painted by the server with their week (shared/member-first-reads.ts, decision 045), so the
 * week renders from the first render on, as on the server: it paints with the page instead of
 * pushing the page down after hydration. While its code is still on the way, React leaves the
 * painted week in place and takes it over when the code has come (a suspended part of a
 * hydration; its buttons stay disabled until then, PaintedSuspense). A visitor's painted page has no week, and the app hydrates it signed out.
 */
const MyWeekLoader = lazy(() => import('./my-week-loader'));

export function LazyMyWeek() {
  const { isAuthenticated } = useAuth();
  if (!isAuthenticated) return null;
  return (
    <PaintedSuspense>
      <MyWeekLoader />
    </PaintedSuspense>
  );
}
