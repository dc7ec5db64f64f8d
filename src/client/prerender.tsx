import { StaticRouter } from '@client/lib/router/router';
import type { PaintedSession } from '@shared/first-paint';
import { documentTitle } from '@shared/menu';
import { type HeadTag, headTags } from '@shared/page-head';
import type { MeResponse } from '@shared/schemas/profiles';
import { prerender } from 'react-dom/static';
import { AppErrorBoundary } from './app/error-page';
import { markPaintedForMember } from './app/navigation-guard';
import { disablePaintedControls } from './app/painted-page-gate';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/router';
import { authStore, signedOutState } from './lib/auth-store';
import { attachClubCache } from './lib/club';
import { meQueryKey } from './lib/me';
import { setSiteOrigin, startPaintedHead, takePaintedHead } from './lib/page-head';
import { seedPageTitle, startPaintedTitle, takePaintedTitle } from './lib/page-title';
import { queryClient } from './lib/query-client';

/*
 * The server's first paint of a page (docs/decisions/020-server-first-paint.md): the very
 * components the app renders, rendered to HTML on the server for a visitor without a session,
 * with the page's first reads (src/shared/first-reads.ts) already in the query cache. Built by
 * `vite build --ssr` into dist/ssr; the server imports it from there. The browser shows this
 * HTML at once; the app then takes it over (hydrates it, app-main.tsx) with the same answers,
 * which is why both render the same tree: App's routes and error boundary.
 */

/** A first read's answer under its client cache key. */
export interface PaintedRead {
  key: readonly unknown[];
  data: unknown;
}

/** A painted page: the content of #root and its document title (what the app would set). */
export interface PaintedPage {
  html: string;
  title: string | null;
  /** The title the page set from its data (an event's name), shown by its heading; null: none. */
  pageTitle: string | null;
  /** The page's description, canonical link, card and schema.org data (shared/page-head.ts). */
  headTags: HeadTag[];
}

/** Gives up on painting (the page then comes without it) after this long. */
const paintTimeoutMs = 2000;

// One page at a time: the query cache and the club identity are this module's singletons, as
// in the browser. A render takes a few milliseconds; the next one waits for it.
let previous: Promise<unknown> = Promise.resolve();

/**
 * The page at `url` as HTML (the content of #root), or null when it cannot be painted (a
 * component failed: the browser then renders it as before, and shows the error if it is real).
 */
export function paintPage(
  url: string,
  reads: readonly PaintedRead[],
  origin: string,
  /** The member the page is painted for (issue 24); null or absent: a visitor without a session. */
  session?: PaintedSession | null,
): Promise<PaintedPage | null> {
  const painted = previous.then(() => paint(url, reads, origin, session ?? null));
  previous = painted.catch(() => undefined);
  return painted;
}

async function paint(
  url: string,
  reads: readonly PaintedRead[],
  origin: string,
  session: PaintedSession | null,
): Promise<PaintedPage | null> {
  await attachClubCache();
  queryClient.clear();
  for (const read of reads) queryClient.setQueryData(read.key, read.data);
  setSiteOrigin(origin);
  try {
    if (session) {
      signInAs(session, reads);
      markPaintedForMember(new URL(url, 'http://painted.invalid').pathname);
    }
    startPaintedTitle();
    startPaintedHead();
    const first = await render(url);
    const noted = takePaintedTitle();
    const head = takePaintedHead();
    if (first === null) return null;
    const title = noted ? documentTitle(noted.shortName, noted.title) : null;
    const pageTitle = noted?.pageTitle ?? null;
    const tags = head
      ? headTags(head.head, { origin, title: title ?? documentTitle(head.siteName), siteName: head.siteName })
      : [];
    if (pageTitle === null) return { html: first, title, pageTitle, headTags: tags };
    // The layout's heading renders before the page that names it (usePageTitle sets it in an
    // effect): a second pass with the name known paints the heading the app shows.
    seedPageTitle(pageTitle, new URL(url, 'http://painted.invalid').pathname);
    const html = await render(url);
    return html === null ? null : { html, title, pageTitle, headTags: tags };
  } finally {
    takePaintedTitle();
    takePaintedHead();
    seedPageTitle(null, '');
    queryClient.clear();
    authStore.setState(signedOutState);
    markPaintedForMember(null);
  }
}

/**
 * The auth store as the app has it once it has established `session` (auth-store.ts establish):
 * the session's user, the profile and roles of their /api/me. So the header paints their avatar
 * menu as the app renders it, and the §4 guard lets them in where it lets them in.
 */
function signInAs(session: PaintedSession, reads: readonly PaintedRead[]) {
  const meKey = JSON.stringify(meQueryKey);
  const me = reads.find((read) => JSON.stringify(read.key) === meKey)?.data as MeResponse | undefined;
  if (!me || me.profile.id !== session.user.id) throw new Error('The painted session has no /api/me.');
  const { profile } = me;
  authStore.setState({
    user: session.user,
    profile: {
      id: profile.id,
      fullName: profile.fullName,
      avatarUrl: profile.avatarUrl,
      username: profile.username,
    },
    roles: me.roles,
    loading: false,
    error: null,
  });
}

/** One server render of the app at `url`, or null when a component failed. */
async function render(url: string): Promise<string | null> {
  let hasFailed = false;
  const { prelude } = await prerender(
    <StaticRouter location={url}>
      <AppErrorBoundary>
        <AppProviders>
          <AppRoutes />
        </AppProviders>
      </AppErrorBoundary>
    </StaticRouter>,
    {
      signal: AbortSignal.timeout(paintTimeoutMs),
      // Every boundary inline, in place: the streaming form (fallbacks swapped by inline
      // scripts) needs script, and the CSP allows none inline.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: () => {
        hasFailed = true;
      },
    },
  );
  const html = await new Response(prelude).text();
  // Its fields and buttons stay disabled until the app has taken the page over (painted-page-gate.tsx).
  return hasFailed ? null : disablePaintedControls(html);
}
