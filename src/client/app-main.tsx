import {
  type PaintedSession,
  paintedPageTitleElementId,
  paintedReadsElementId,
  paintedSessionElementId,
} from '@shared/first-paint';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadFooter } from './app/layout/layout';
import { preloadNewsletterSection } from './app/layout/newsletter-slot';
import { markPaintedForMember } from './app/navigation-guard';
import { PaintedPageGate } from './app/painted-page-gate';
import { preloadQueryProvider } from './app/providers';
import { preloadRoute } from './app/router';
import { authStore } from './lib/auth-store';
import { acceptPaintedMe } from './lib/auth-transport';
import { attachClubCache } from './lib/club';
import {
  describeError,
  installErrorReporting,
  reportClientError,
  reportConfigurationError,
} from './lib/error-reporting';
import { seedPageTitle } from './lib/page-title';
import { readPaintedJson } from './lib/painted-page';

/*
 * The app itself, loaded by the entry (main.tsx): at once, or over a page the server painted,
 * once the browser has shown that page.
 */
installErrorReporting();
const queryProviderLoaded = preloadQueryProvider();
const footerLoaded = preloadFooter();

/**
 * The answers the server painted this page with (docs/decisions/020-server-first-paint.md), or
 * null when it came unpainted (a session, a page behind the guard, no SSR build).
 */
function paintedReads(): Array<{ key: readonly unknown[]; data: unknown }> | null {
  const reads = readPaintedJson(paintedReadsElementId);
  return Array.isArray(reads) ? reads : null;
}

const reads = paintedReads();

/** The member the server painted this page for, or null (a visitor, or an unpainted page). */
function paintedSessionOf(): PaintedSession | null {
  const session = readPaintedJson(paintedSessionElementId) as PaintedSession | null;
  return reads && session && typeof session.user?.id === 'string' ? session : null;
}

/**
 * Over a painted page the app starts once that page's chunks and answers are in place, so its
 * first render is the same page (not "Loading..." in its place). Unpainted, nothing to wait for.
 */
function paintedPageReady(): Promise<unknown> {
  if (!reads) return Promise.resolve();
  return Promise.all([
    attachClubCache().then((queryClient) => {
      for (const read of reads) queryClient.setQueryData(read.key, read.data);
    }),
    queryProviderLoaded,
    footerLoaded,
    preloadNewsletterSection(),
    preloadRoute(window.location.pathname),
    // A chunk that failed to load: mount anyway, the page shows its own error.
  ]).catch(() => undefined);
}

/*
 * The installable app is a member's (their week offline, notices by push, issue 21 §3): the
 * service worker and the offline mark start once someone is signed in on this device, so a
 * visitor's phone downloads none of it (the home page's JS budget).
 */
let isAppInstallStarted = false;
function startAppInstallForMember() {
  if (isAppInstallStarted || !authStore.getState().user) return;
  isAppInstallStarted = true;
  void import('./lib/app-install').then((module) => module.startAppInstall());
}
authStore.subscribe(startAppInstallForMember);

const container = document.getElementById('root');
if (!container) {
  reportConfigurationError('The page has no #root element to mount the app in.');
} else {
  // §4: the app mounts once the auth store is initialised (snapshot restored, session confirmed).
  // A promise chain, not top-level await: top-level await makes the bundler split the entry
  // into dozens of small chunks.
  // A page painted for a member (issue 24) carries their session and /api/me: the store starts
  // with them once the painted answers are in the query cache, instead of asking again.
  const session = paintedSessionOf();
  const ready = session
    ? paintedPageReady().then(() => {
        acceptPaintedMe();
        return authStore.initialize(session);
      })
    : Promise.all([authStore.initialize(), paintedPageReady()]);
  void ready.then(() => {
    startAppInstallForMember();
    const onUncaughtError = (error: unknown, errorInfo: { componentStack?: string }) => {
      reportClientError('react_error', {
        ...describeError(error),
        componentStack: errorInfo.componentStack?.slice(0, 2000),
      });
    };
    if (reads) {
      // The heading the server painted from the page's data, so the first render matches it.
      const pageTitle = readPaintedJson(paintedPageTitleElementId);
      if (typeof pageTitle === 'string') seedPageTitle(pageTitle, window.location.pathname);
      // Painted for this member: the page opens as painted, the guard checks after (decision 045).
      if (session) markPaintedForMember(window.location.pathname);
      // The server painted this page: the app takes over its HTML (hydration) instead of
      // building it again, in slices that leave the phone free to scroll. A part that renders
      // differently here is rebuilt by React and reported, not shown wrong.
      // In a transition: React then hydrates in slices of a few milliseconds and yields between
      // them (a transition's lane is time-sliced; the default lane renders the whole tree in one
      // task, which Lighthouse showed as a 0.3–1 s long task on a phone, decision 045). What is
      // pressed meanwhile hydrates its part at once and is replayed.
      startTransition(() => {
        hydrateRoot(
          container,
          <StrictMode>
            <PaintedPageGate>
              <App />
            </PaintedPageGate>
          </StrictMode>,
          {
            onUncaughtError,
            onRecoverableError: (error, errorInfo) => {
              reportClientError('hydration_mismatch', {
                ...describeError(error),
                componentStack: errorInfo.componentStack?.slice(0, 2000),
              });
            },
          },
        );
      });
      return;
    }
    // Errors no route boundary caught (e.g. in the providers around the router).
    createRoot(container, { onUncaughtError }).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
