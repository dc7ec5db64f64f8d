import { PageLoading } from '@client/components/page-loading';
import { useAuth } from '@client/lib/auth-store';
import { useClub } from '@client/lib/club';
import { describeError, reportClientError } from '@client/lib/error-reporting';
import {
  applyPageHead,
  mergePageHead,
  notePaintedRouteHead,
  usePageHeadOverride,
} from '@client/lib/page-head';
import { notePaintedRouteTitle } from '@client/lib/page-title';
import { preloadable } from '@client/lib/preloadable';
import { Outlet, useLocation } from '@client/lib/router/router';
import { fillClubPlaceholders } from '@shared/club-placeholders';
import { documentTitle } from '@shared/menu';
import type { PageHead } from '@shared/page-head';
import { type ErrorInfo, type ReactNode, Suspense, useEffect } from 'react';
import { PageErrorBoundary } from '../error-page';
import { QueryProvider } from '../providers';
import { NewsletterSlot } from './newsletter-slot';
import { usePageTitleText } from './page-title-text';
import { useRouteHandle } from './route-handle';
import { TopBar } from './top-bar';
import { useScrollOnNavigate } from './use-scroll-on-navigate';

// Below the fold and the same on every page: loaded beside the first page, not in the entry chunk.
const { Component: Footer, preload: loadFooter } = preloadable(() =>
  import('./footer').then((m) => m.Footer),
);

// Only for a signed-in account whose role needs two-factor login: loaded after sign-in, never
// on a visitor's first page.
const { Component: TwoFactorBanner } = preloadable(() =>
  import('./two-factor-banner').then((m) => m.TwoFactorBanner),
);

/** Starts loading the footer at once (called at start-up, in parallel with the first page). */
export function preloadFooter(): Promise<unknown> {
  return loadFooter();
}

function reportPageError(error: unknown, errorInfo: ErrorInfo) {
  reportClientError('route_error', {
    ...describeError(error),
    path: window.location.pathname,
    componentStack: errorInfo.componentStack?.slice(0, 2000) ?? undefined,
  });
}

/**
 * The page area: the page, "Loading..." while its chunk (or the guard) is on the way, and the
 * error page when it fails; both start afresh on the next path.
 */
function PageArea({ pathname, children }: { pathname: string; children: ReactNode }) {
  return (
    <PageErrorBoundary key={pathname} onError={reportPageError}>
      <QueryProvider fallback={<PageLoading />}>
        <Suspense fallback={<PageLoading />}>{children}</Suspense>
      </QueryProvider>
    </PageErrorBoundary>
  );
}

/** The description of a page that gives none (staff pages, which search engines never see). */
const clubDescription =
  '{{club.name}} — community tennis club and league since {{club.foundedYear}}: socials, tournaments, leagues and courts.';

/** A page's address without a trailing slash ('/about/' → '/about'). */
const canonicalPathOf = (pathname: string) => pathname.replace(/(.)\/+$/, '$1');

/** §2: top bar, page title, the page (or "Loading..."), newsletter section and footer. */
export function Layout() {
  const club = useClub();
  const handle = useRouteHandle();
  const title = usePageTitleText();
  const location = useLocation();
  const isSignedIn = useAuth().user !== null;

  const fullTitle = documentTitle(club.shortName, title);
  notePaintedRouteTitle(club.shortName, title);
  useEffect(() => {
    document.title = fullTitle;
  }, [fullTitle]);

  // The page's description, address and card (shared/page-head.ts): the route's, with what the
  // page says about itself laid over it (each page gives its description: a page's chunk holds
  // its own words); painted by the server, kept by the app on navigation. Descriptions may quote
  // {{club.…}} details.
  const routeHead: PageHead = {
    description: clubDescription,
    canonicalPath: handle.canonical ?? canonicalPathOf(location.pathname),
    type: 'website',
    imageUrl: null,
    structuredData: [],
  };
  const fill = (text: string) => fillClubPlaceholders(text, club);
  notePaintedRouteHead(routeHead, club.name, fill);
  const merged = mergePageHead(routeHead, usePageHeadOverride());
  const head = { ...merged, description: fill(merged.description) };
  const headKey = JSON.stringify(head);
  // biome-ignore lint/correctness/useExhaustiveDependencies: headKey stands for head
  useEffect(() => applyPageHead(head, fullTitle, club.name), [headKey, fullTitle, club.name]);
  useScrollOnNavigate();

  if (handle.standalone) {
    return (
      <PageArea pathname={location.pathname}>
        <Outlet />
      </PageArea>
    );
  }

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-ball px-4 py-2 font-semibold text-ball-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <TopBar />
      {isSignedIn ? (
        <QueryProvider>
          <Suspense fallback={null}>
            <TwoFactorBanner />
          </Suspense>
        </QueryProvider>
      ) : null}
      {/* At least a screen tall: the footer starts below the fold, so the page arriving late
          (lazy chunk, data) does not push it down in view (layout shift). */}
      <main id="main" tabIndex={-1} className="min-h-dvh flex-1 outline-none">
        {title && !handle.hideTitle ? (
          <div className="border-b bg-card">
            <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
              <h1 className="hyphens-auto break-words font-bold text-3xl tracking-tight sm:text-4xl">
                {title}
              </h1>
            </div>
          </div>
        ) : null}
        <PageArea pathname={location.pathname}>
          <Outlet />
        </PageArea>
      </main>
      <QueryProvider>
        <NewsletterSlot />
      </QueryProvider>
      <Suspense fallback={<div aria-hidden="true" className="min-h-72 bg-footer" />}>
        <Footer />
      </Suspense>
    </div>
  );
}
