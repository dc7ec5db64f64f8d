import { preloadable } from '@client/lib/preloadable';
import { getToastState, subscribeToasts } from '@client/lib/toast-store';
import { lazy, type ReactNode, Suspense, useSyncExternalStore } from 'react';

/*
 * The entry chunk holds only the shell (budget: 120 KB gzip). TanStack Query and the Radix
 * toaster are loaded on demand: the query cache with the first page (every page's chunk needs
 * it anyway), the toaster with the first toast.
 */
const { Component: LazyQueryProvider, preload: loadQueryProvider } = preloadable(() =>
  import('./query-provider').then((m) => m.QueryProviderImpl),
);
const Toaster = lazy(() => import('@client/components/ui/toaster').then((m) => ({ default: m.Toaster })));

/** Starts loading the query cache early, in parallel with the first page. */
export function preloadQueryProvider(): Promise<unknown> {
  return loadQueryProvider();
}

/**
 * Gives its children the app's TanStack Query client (one shared cache). Wraps the page
 * area and the newsletter section; `fallback` shows until the query library has loaded.
 */
export function QueryProvider({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <LazyQueryProvider>{children}</LazyQueryProvider>
    </Suspense>
  );
}

function hasToasts() {
  return getToastState().toasts.length > 0;
}

/** Renders the toast store once there is something to show. */
function LazyToaster() {
  const needed = useSyncExternalStore(subscribeToasts, hasToasts, hasToasts);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

/** App-wide pieces outside the router: the toaster. (The theme store needs no provider.) */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <LazyToaster />
    </>
  );
}
