import { existsSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { forwardOf, isAppPath } from '@shared/app-paths';
import { memberFirstReads, signedInPaintedPages } from '@shared/first-reads';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { Logger } from 'pino';
import { authRoutes } from './auth/auth-routes';
import { hasSessionCookie, sessionMiddleware } from './auth/session-middleware';
import type { AppContext, AppEnv } from './context';
import { accountRoutes } from './features/accounts/accounts-routes';
import { captainsRoutes } from './features/captains/captains-routes';
import { clubMessagesRoutes } from './features/club-messages/club-messages-routes';
import { contactsRoutes } from './features/contacts/contacts-routes';
import { contentRoutes } from './features/content/content-routes';
import { courtsRoutes } from './features/courts/courts-routes';
import { errorLogRoutes } from './features/error-log/error-log-routes';
import { calendarFeedRoutes, eventsRoutes } from './features/events/events-routes';
import { healthRoutes } from './features/health/health-routes';
import { leaguesRoutes } from './features/leagues/leagues-routes';
import { lookingForTeamRoutes } from './features/looking-for-team/looking-for-team-routes';
import { mailListRoutes } from './features/mail-lists/mail-lists-routes';
import { membershipRoutes } from './features/membership/membership-routes';
import { myWeekRoutes } from './features/my-week/my-week-routes';
import { newsletterRoutes } from './features/newsletter/newsletter-routes';
import { noticeTemplatesRoutes } from './features/notice-templates/notice-templates-routes';
import { paymentsRoutes } from './features/payments/payments-routes';
import { profileRoutes } from './features/profiles/profiles-routes';
import { pushRoutes } from './features/push/push-routes';
import { roleRoutes } from './features/roles/roles-routes';
import { siteIndexRoutes } from './features/site-index/site-index-routes';
import { lineupRoutes } from './features/team-matches/lineup-routes';
import { scheduleRoutes } from './features/team-matches/schedule-routes';
import { scoreRoutes } from './features/team-matches/score-routes';
import { subRoutes } from './features/team-matches/sub-routes';
import { teamSuccessRoutes } from './features/team-success/team-success-routes';
import { tournamentDrawsRoutes } from './features/tournament-draws/tournament-draws-routes';
import { uploadRoutes } from './features/uploads/upload-routes';
import { AppError } from './lib/app-error';
import { parseTrustProxy, recordTrustProxy } from './lib/client-address';
import { clientHtmlFor, matchesRoute, type PagePaint } from './lib/client-html';
import { pagePainter } from './lib/first-paint';
import { setNoticeSiteUrl } from './lib/mail/notice-email';
import { memberOf } from './lib/member-paint';
import { apiGuards } from './lib/request-guards';
import { RouteMatchCache } from './lib/route-match-cache';
import { securityHeaders } from './lib/security-headers';

/**
 * POSTs that other sites' servers send on purpose and that act on a secret token in the
 * request, never on the visitor's session: RFC 8058 one-click unsubscribes from mail providers,
 * and Stripe's webhook (its signature is checked over the raw body).
 */
const crossSitePosts = [
  '/api/newsletter/unsubscribe',
  '/api/mail-lists/unsubscribe',
  '/api/payments/stripe-webhook',
];

export interface AppOptions {
  /** Folder of the built client; omitted in API-only tests. */
  clientDir?: string;
}

/** Builds the whole HTTP app: JSON API under /api, the built client elsewhere. */
export function createApp(ctx: AppContext, options: AppOptions = {}) {
  // Routes matched through a memory of earlier matches (route-match-cache.ts, decision 044).
  const app = new Hono({ router: new RouteMatchCache() });
  // Before the security headers: a hashed asset's answer ends here (see mountAssets).
  if (options.clientDir && existsSync(path.join(options.clientDir, 'index.html'))) {
    mountAssets(app, options.clientDir);
  }

  // Every answer but a hashed asset's: CSP, framing, referrer and the other document policies.
  // In the same step (one step of Hono's chain fewer per request, decision 044): the client's
  // address setting (TRUST_PROXY), before anything counts requests per address.
  const setSecurityHeaders = securityHeaders(ctx.env.PUBLIC_URL);
  const trustProxy = parseTrustProxy(ctx.env.TRUST_PROXY);
  app.use('*', (c, next) => {
    recordTrustProxy(c, trustProxy);
    return setSecurityHeaders(c, next);
  });

  app.onError((err, c) => {
    if (err instanceof AppError) {
      if (err.code === 'RATE_LIMITED' || err.code === 'UNAVAILABLE') {
        const retry = (err.details as { retryAfter?: number } | undefined)?.retryAfter;
        if (retry) c.header('Retry-After', String(retry));
      }
      return c.json(err.toBody(), err.status);
    }
    ctx.logger.error({ err, path: c.req.path, method: c.req.method }, 'unhandled error');
    return c.json({ error: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' }, 500);
  });

  // Cheap refusals first, before any session lookup or body read.
  app.use('/api/*', apiGuards(ctx.env, { exemptPaths: crossSitePosts }));

  const api = new Hono<AppEnv>();
  // Who is calling (c.var.viewer), before any feature route; Better Auth under /api/auth/*.
  const readSession = sessionMiddleware(ctx);
  api.use('*', (c, next) => {
    // The routes' `rateLimit` option counts on the app's limiter (lib/api-route.ts). In the
    // session's step: one step of Hono's chain fewer per request (decision 044).
    c.set('rateLimiter', ctx.rateLimiter);
    return readSession(c, next);
  });
  api.route('/', authRoutes(ctx));
  api.route('/', healthRoutes(ctx));
  // The notices' links (code configuration: PUBLIC_URL is the same in every process).
  setNoticeSiteUrl(ctx.env.PUBLIC_URL);
  // Feature routes are mounted here, one line each.
  api.route('/', courtsRoutes(ctx));
  api.route('/', contactsRoutes(ctx));
  api.route('/', newsletterRoutes(ctx));
  api.route('/', mailListRoutes(ctx));
  api.route('/', clubMessagesRoutes(ctx));
  api.route('/', noticeTemplatesRoutes(ctx));
  api.route('/', errorLogRoutes(ctx));
  api.route('/', contentRoutes(ctx));
  api.route('/', eventsRoutes(ctx));
  api.route('/', accountRoutes(ctx));
  api.route('/', profileRoutes(ctx));
  api.route('/', pushRoutes(ctx));
  api.route('/', roleRoutes(ctx));
  api.route('/', uploadRoutes(ctx));
  api.route('/', paymentsRoutes(ctx));
  api.route('/', leaguesRoutes(ctx));
  api.route('/', membershipRoutes(ctx));
  api.route('/', lookingForTeamRoutes(ctx));
  api.route('/', captainsRoutes(ctx));
  api.route('/', scheduleRoutes(ctx));
  api.route('/', myWeekRoutes(ctx));
  api.route('/', lineupRoutes(ctx));
  api.route('/', subRoutes(ctx));
  api.route('/', scoreRoutes(ctx));
  api.route('/', teamSuccessRoutes(ctx));
  api.route('/', tournamentDrawsRoutes(ctx));

  app.route('/api', api);
  app.route('/', calendarFeedRoutes(ctx));
  app.route('/', siteIndexRoutes(ctx));
  app.all('/api/*', (c) => c.json({ error: 'No such API route.', code: 'NOT_FOUND' }, 404));

  if (options.clientDir && existsSync(path.join(options.clientDir, 'index.html'))) {
    mountClient(app, options.clientDir, ctx.logger, ctx.env.PUBLIC_URL);
  }
  return app;
}

/**
 * The build's hashed JS and CSS. Answered before the global security headers: CSP, framing and
 * the other document policies do not apply to a script or a stylesheet, and the home page loads
 * some 40 of them (about 0.7 KB of headers each on a phone's first visit). nosniff and the
 * same-origin resource policy, which do apply, are set here.
 */
function mountAssets(app: Hono, clientDir: string) {
  app.use(
    '/assets/*',
    compress(),
    async (c, next) => {
      await next();
      c.header('X-Content-Type-Options', 'nosniff');
      c.header('Cross-Origin-Resource-Policy', 'same-origin');
      // Hashed file names: safe to cache for a year.
      if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
    // The build writes .br and .gz beside each file (vite.config.ts): sent as they are.
    serveStatic({ root: clientDir, precompressed: true }),
    // A missing chunk (e.g. from an older build) is a 404, not the app shell cached for a year.
    async (c) => c.text('Not found', 404),
  );
}

/**
 * The files of `public/` (theme-init.js, the logo, the icons, sw.js) have no hash in their names: kept
 * for a day, then used while the browser checks for a newer one, so a deploy reaches everyone
 * within a day without each visit asking again. The build's index.html and route-chunks.json
 * name the current build's files: always checked.
 */
function cacheOfFile(file: string): string {
  // The service worker and the app manifest too: an update must reach installed apps at once.
  return /\.(?:html|json|webmanifest)$/.test(file) || file === '/sw.js'
    ? 'no-cache'
    : 'public, max-age=86400, stale-while-revalidate=604800';
}

/** Is this one of the pages painted for a member too (issue 24)? */
function isSignedInPaintedPage(pathname: string): boolean {
  return signedInPaintedPages.some((page) => matchesRoute(page, pathname));
}

function mountClient(app: Hono, clientDir: string, logger: Pick<Logger, 'warn'>, publicUrl: string) {
  const { htmlFor, firstReadsFor, recordReadsFor, memberReadsFor } = clientHtmlFor(clientDir);
  // `vite build --ssr` writes the first-paint renderer beside the client build.
  const paint = pagePainter(path.join(clientDir, '..', 'ssr'), logger, publicUrl);
  app.use('*', compress());
  const serveFiles = serveStatic({ root: clientDir, index: '' });
  // Only paths that name a file: serveStatic would stream a folder ('/', '/assets/') as a broken download.
  app.use('*', async (c, next) => {
    if (!path.extname(c.req.path)) return next();
    // A file's answer, or (no such file) the history fallback's, already in c.res.
    const found = await serveFiles(c, next);
    if (!(found instanceof Response)) return;
    c.res = found;
    if (found.ok) c.header('Cache-Control', cacheOfFile(c.req.path));
  });
  // History fallback: any other GET is a client route (with its preload hints).
  app.get('*', async (c) => {
    const { pathname, search } = new URL(c.req.url);
    // Old and alias addresses (the footer's /membership and /tournaments): moved for good.
    const forward = forwardOf(pathname);
    if (forward) return c.redirect(`${forward}${search}`, 301);
    const cookie = c.req.header('cookie');
    const hasSession = hasSessionCookie(cookie);
    // With a session the page may carry the member's name and reads: theirs alone, kept nowhere.
    c.header('Cache-Control', hasSession ? 'private, no-store' : 'no-cache');
    // A path the app has no page for still gets the app (its not-found page, painted), as a
    // 404; so does a detail page whose record does not exist (found out by painting it, for
    // visitors without a session: with one, a draft may be theirs to see).
    let isMissing = !isAppPath(pathname);
    const recordUrls = new Set(recordReadsFor(pathname).map((read) => read.url));
    // A visitor without a session gets the page painted (first-paint.ts), read as they would;
    // a member gets the pages of signedInPaintedPages painted, read as their own requests.
    const readAnswer = async (url: string, headers: Record<string, string> = {}) => {
      const res = await app.request(url, { headers: { accept: 'application/json', ...headers } }, c.env);
      if (res.status === 404 && recordUrls.has(url) && !hasSession) isMissing = true;
      return res.ok ? ((await res.json()) as unknown) : undefined;
    };
    let painted: PagePaint | null = null;
    if (paint && !hasSession) {
      painted = await paint({ pathname, search, reads: firstReadsFor(pathname), readAnswer });
    } else if (paint && cookie && isSignedInPaintedPage(pathname)) {
      const member = await memberOf(app, cookie, c.env);
      for (const setCookie of member?.setCookies ?? []) c.header('Set-Cookie', setCookie, { append: true });
      if (member)
        painted = await paint({
          pathname,
          search,
          reads: memberFirstReads(
            [...firstReadsFor(pathname), ...memberReadsFor(pathname, member.session.user)],
            member.session.user.id,
          ),
          readAnswer: (url) => readAnswer(url, { cookie }),
          member,
        });
    }
    return c.html(htmlFor(c.req.path, { hasSession, paint: painted }), isMissing ? 404 : 200);
  });
}
