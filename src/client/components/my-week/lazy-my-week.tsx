import { useAuth } from '@client/lib/auth-store';
import { lazy, Suspense, useEffect, useState } from 'react';

/*
 * The member's week (issue 21 §1) on the home page, loaded only for a signed-in member: a
 * visitor's page never downloads its code (the home page's JS budget), and the first render
 * matches the server's painted page (a visitor's), so the week appears after hydration.
 */
const MyWeekLoader = lazy(() => import('./my-week-loader'));

export function LazyMyWeek() {
  const { isAuthenticated } = useAuth();
  const [isHydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!isHydrated || !isAuthenticated) return null;
  return (
    <Suspense fallback={null}>
      <MyWeekLoader />
    </Suspense>
  );
}
