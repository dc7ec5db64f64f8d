import { type ApiOperation, apiAccess, isAllowed } from '@shared/access';
import { upcomingHighlightsQuerySchema } from '@shared/schemas/event-highlights';
import {
  adminRegistrationsQuerySchema,
  adminSocialEventsQuerySchema,
  adminTournamentsQuerySchema,
  cancelEventSchema,
  cancelTokenSchema,
  checkInSchema,
  duplicateSocialEventSchema,
  eventFileFieldName,
  eventFileMaxBytes,
  eventMessages,
  moveRegistrationSchema,
  registrationInputSchema,
  socialEventInputSchema,
  socialPlayersQuerySchema,
  tournamentInputSchema,
  walkInInputSchema,
} from '@shared/schemas/events';
import { type Context, Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { z } from 'zod';
import { type AppContext, type AppEnv, anonymousRequestViewer } from '../../context';
import { AppError } from '../../lib/app-error';
import { resolveClubTimeZone } from '../../lib/club-time-zone';
import { csvResponse } from '../../lib/csv';
import { readJson, readQuery, readUpload } from '../../lib/http';
import type { RateLimitRule } from '../../lib/rate-limit';
import { requireAccess } from '../../lib/require-access';
import { buildClubCalendar, buildSocialEventIcs, buildTournamentIcs } from './calendar';
import { registerEventFeePurposes } from './event-fees';
import { eventFileResponse, storeEventFile } from './event-files';
import { countRegistrations, loadEventTarget } from './event-targets';
import { cancelMyRegistration, listMyRegistrations, type RegistrationOwner } from './my-registrations';
import { eventReadCacheFor } from './read-cache';
import {
  addWalkIn,
  cancelRegistration,
  cancelRegistrationByToken,
  checkInPlayer,
  liveAvailabilityOf,
  liveFeedOf,
  moveRegistration,
  previewCancellation,
  registerForEvent,
  removeRegistration,
} from './registrations';
import {
  cancelSocialEvent,
  createSocialEvent,
  deleteSocialEvent,
  duplicateSocialEvent,
  exportSocialEventsCsv,
  findPublicSocialEventId,
  getAdminSocialEvent,
  getPublicSocialEvent,
  listAdminSocialEvents,
  listPublicSocialEvents,
  listSocialEventPlayers,
  publishSocialEvent,
  registrationsCsv,
  unpublishSocialEvent,
  updateSocialEvent,
} from './social-events';
import { exportSocialPlayersCsv, getSocialPlayer, listSocialPlayers } from './social-players';
import {
  assertDivisionOfTournament,
  cancelTournament,
  createTournament,
  deleteTournament,
  exportTournamentsCsv,
  getAdminTournament,
  getPublicTournament,
  listAdminTournaments,
  listPublicTournaments,
  listTournamentEntries,
  publishTournament,
  updateTournament,
} from './tournaments';
import { listUpcomingHighlights } from './upcoming-highlights';

/** Per client address: sign-ups send e-mail, cancel tokens must not be guessable by brute force. */
export const eventRateLimits = {
  signup: { name: 'event-signup', windowMs: 10 * 60_000, max: 20, message: eventMessages.tooManySignups },
  cancel: {
    name: 'event-cancel',
    windowMs: 10 * 60_000,
    max: 30,
    message: 'Too many attempts. Please wait a few minutes and try again.',
  },
  live: {
    name: 'event-live',
    windowMs: 60_000,
    max: 60,
    message: 'Too many connections. Please wait a minute and reload the page.',
  },
} as const satisfies Record<string, RateLimitRule>;

const pastLimitSchema = z.object({
  pastLimit: z.coerce
    .number({ error: 'pastLimit must be a number.' })
    .int()
    .min(0, 'pastLimit cannot be negative.')
    .max(200, 'pastLimit is at most 200.')
    .default(12),
});

const keepAliveMs = 25_000;

function viewerOf(c: Context<AppEnv>) {
  return c.get('viewer') ?? anonymousRequestViewer;
}

function canManageSocials(c: Context<AppEnv>): boolean {
  return isAllowed(apiAccess['GET /api/admin/social-events'], viewerOf(c));
}

function canManageTournaments(c: Context<AppEnv>): boolean {
  return isAllowed(apiAccess['GET /api/admin/tournaments'], viewerOf(c));
}

function rejectSpam(website: string | undefined) {
  if (website && website.trim() !== '') throw new AppError('BAD_REQUEST', eventMessages.spamDetected);
}

function icsResponse(c: Context, filename: string, body: string, asDownload: boolean): Response {
  c.header('Content-Type', 'text/calendar; charset=utf-8');
  c.header('Cache-Control', 'public, max-age=300');
  if (asDownload)
    c.header('Content-Disposition', `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`);
  return c.body(body);
}

const today = () => new Date().toISOString().slice(0, 10);

/** Public reads through the short cache (off in tests, where factories write behind its back). */
function cachedRead<T>(ctx: AppContext, key: string, load: () => Promise<T>): Promise<T> {
  if (ctx.env.NODE_ENV === 'test') return load();
  return eventReadCacheFor(ctx.db).get(key, load);
}

/** Public pages of socials and tournaments, sign-up and cancellation. */
function publicEventRoutes(ctx: AppContext) {
  const limit = ctx.rateLimiter;
  return new Hono<AppEnv>()
    .get('/social-events', async (c) => {
      const { pastLimit } = readQuery(c, pastLimitSchema);
      return c.json(
        await cachedRead(ctx, `socials:${pastLimit}`, () => listPublicSocialEvents(ctx.db, { pastLimit })),
      );
    })
    .get('/social-events/:slug', async (c) => {
      const slug = c.req.param('slug');
      // Organisers may see drafts: their answer is never cached.
      if (canManageSocials(c))
        return c.json(await getPublicSocialEvent(ctx.db, slug, { canSeeDrafts: true }));
      return c.json(await cachedRead(ctx, `social:${slug}`, () => getPublicSocialEvent(ctx.db, slug)));
    })
    .get('/social-events/:slug/live', limit.perAddress(eventRateLimits.live), async (c) => {
      const eventId = await findPublicSocialEventId(ctx.db, c.req.param('slug'));
      const timeZone = await resolveClubTimeZone(ctx.db);
      c.header('X-Accel-Buffering', 'no');
      return streamSSE(c, async (stream) => {
        const feed = liveFeedOf(ctx.db);
        // Writes go one after another, whatever order updates arrive in.
        let queue = Promise.resolve();
        const send = (event: string, data: string) => {
          queue = queue.then(() => stream.writeSSE({ event, data })).catch(() => {});
          return queue;
        };
        const unsubscribe = feed.subscribe(eventId, (update) => {
          void send('availability', JSON.stringify(update));
        });
        const ping = setInterval(() => void send('ping', '{}'), keepAliveMs);
        const closed = new Promise<void>((resolve) => stream.onAbort(resolve));
        try {
          const target = await loadEventTarget(ctx.db, { kind: 'social', id: eventId }, timeZone, {
            lock: false,
          });
          const counts = await countRegistrations(ctx.db, eventId);
          await stream.writeSSE({
            event: 'availability',
            data: JSON.stringify(liveAvailabilityOf(target, counts)),
            retry: 5000,
          });
          await closed;
        } finally {
          clearInterval(ping);
          unsubscribe();
        }
      });
    })
    .get('/social-events/:slug/ics', async (c) => {
      const slug = c.req.param('slug');
      return icsResponse(c, `${slug}.ics`, await buildSocialEventIcs(ctx.db, ctx.env, slug), true);
    })
    .post('/social-events/:slug/registrations', limit.perAddress(eventRateLimits.signup), async (c) => {
      const input = await readJson(c, registrationInputSchema);
      rejectSpam(input.website);
      const result = await registerForEvent(ctx, { kind: 'socialSlug', slug: c.req.param('slug') }, input, {
        userId: viewerOf(c).userId,
        accountEmail: viewerOf(c).email,
      });
      return c.json(result, 201);
    })
    .get('/registrations/cancel', limit.perAddress(eventRateLimits.cancel), async (c) => {
      const { token } = readQuery(c, cancelTokenSchema);
      return c.json(await previewCancellation(ctx, token));
    })
    .post('/registrations/cancel', limit.perAddress(eventRateLimits.cancel), async (c) => {
      const { token } = await readJson(c, cancelTokenSchema);
      return c.json(await cancelRegistrationByToken(ctx, token));
    })
    .get('/tournaments', async (c) =>
      c.json(await cachedRead(ctx, 'tournaments', () => listPublicTournaments(ctx.db))),
    )
    .get('/tournaments/:slug', async (c) => {
      const slug = c.req.param('slug');
      if (canManageTournaments(c))
        return c.json(await getPublicTournament(ctx.db, slug, { canSeeDrafts: true }));
      return c.json(await cachedRead(ctx, `tournament:${slug}`, () => getPublicTournament(ctx.db, slug)));
    })
    .get('/events/upcoming', async (c) => {
      const { limit } = readQuery(c, upcomingHighlightsQuerySchema);
      return c.json(
        await cachedRead(ctx, `highlights:${limit}`, () => listUpcomingHighlights(ctx.db, limit)),
      );
    })
    .get('/event-files/:file', async (c) => eventFileResponse(ctx.uploadsDir, c.req.param('file')))
    .get('/tournaments/:slug/ics', async (c) => {
      const slug = c.req.param('slug');
      return icsResponse(c, `${slug}.ics`, await buildTournamentIcs(ctx.db, ctx.env, slug), true);
    })
    .post(
      '/tournaments/:slug/divisions/:divisionId/entries',
      limit.perAddress(eventRateLimits.signup),
      async (c) => {
        const input = await readJson(c, registrationInputSchema);
        rejectSpam(input.website);
        const result = await registerForEvent(
          ctx,
          { kind: 'division', id: c.req.param('divisionId'), tournamentSlug: c.req.param('slug') },
          input,
          { userId: viewerOf(c).userId, accountEmail: viewerOf(c).email },
        );
        return c.json(result, 201);
      },
    );
}

type RegistrableBase = 'social-events' | 'tournaments';

/**
 * What the admin routes of one registrable kind need: its URL base, the key its answers
 * carry the event under, its query schema and its domain functions. Every kind gets the
 * same list / CSV / create / read / update / delete / publish / cancel / players routes.
 */
interface AdminKindRoutes<B extends RegistrableBase, Q, I, E> {
  base: B;
  key: 'event' | 'tournament';
  /** Sub-path of its sign-ups: socials say "registrations", tournaments "entries". */
  signups: 'registrations' | 'entries';
  signupsCsvPrefix: string;
  querySchema: z.ZodType<Q>;
  inputSchema: z.ZodType<I>;
  list(db: AppContext['db'], query: Q): Promise<unknown>;
  exportCsv(db: AppContext['db'], query: Q): Promise<string>;
  create(db: AppContext['db'], input: I): Promise<E>;
  get(db: AppContext['db'], id: string): Promise<E>;
  update(ctx: AppContext, id: string, input: I): Promise<E>;
  remove(db: AppContext['db'], id: string): Promise<void>;
  publish(ctx: AppContext, id: string): Promise<E>;
  cancel(ctx: AppContext, id: string, message: string): Promise<{ notified: number }>;
  signupList(db: AppContext['db'], id: string, q: string): Promise<unknown>;
  signupCsv(db: AppContext['db'], id: string, q: string): Promise<{ slug: string; csv: string }>;
}

function adminKindRoutes<B extends RegistrableBase, Q, I, E>(
  ctx: AppContext,
  k: AdminKindRoutes<B, Q, I, E>,
) {
  const op = <M extends string, S extends string>(method: M, suffix: S) =>
    `${method} /api/admin/${k.base}${suffix}` as `${M} /api/admin/${B}${S}` & ApiOperation;
  const root = `/admin/${k.base}`;
  return new Hono<AppEnv>()
    .get(root, requireAccess(op('GET', '')), async (c) =>
      c.json(await k.list(ctx.db, readQuery(c, k.querySchema))),
    )
    .get(`${root}.csv`, requireAccess(op('GET', '.csv')), async (c) => {
      const csv = await k.exportCsv(ctx.db, readQuery(c, k.querySchema));
      return csvResponse(c, `${k.base}-${today()}.csv`, csv);
    })
    .post(root, requireAccess(op('POST', '')), async (c) => {
      const input = await readJson(c, k.inputSchema);
      return c.json({ [k.key]: await k.create(ctx.db, input) }, 201);
    })
    .get(`${root}/:id`, requireAccess(op('GET', '/:id')), async (c) =>
      c.json({ [k.key]: await k.get(ctx.db, c.req.param('id')) }),
    )
    .patch(`${root}/:id`, requireAccess(op('PATCH', '/:id')), async (c) => {
      const input = await readJson(c, k.inputSchema);
      return c.json({ [k.key]: await k.update(ctx, c.req.param('id'), input) });
    })
    .delete(`${root}/:id`, requireAccess(op('DELETE', '/:id')), async (c) => {
      await k.remove(ctx.db, c.req.param('id'));
      return c.body(null, 204);
    })
    .post(`${root}/:id/publish`, requireAccess(op('POST', '/:id/publish')), async (c) =>
      c.json({ [k.key]: await k.publish(ctx, c.req.param('id')) }),
    )
    .post(`${root}/:id/cancel`, requireAccess(op('POST', '/:id/cancel')), async (c) => {
      const { message } = await readJson(c, cancelEventSchema);
      return c.json(await k.cancel(ctx, c.req.param('id'), message));
    })
    .get(`${root}/:id/${k.signups}`, requireAccess(op('GET', `/:id/${k.signups}`)), async (c) => {
      const { q } = readQuery(c, adminRegistrationsQuerySchema);
      return c.json(await k.signupList(ctx.db, c.req.param('id'), q));
    })
    .get(`${root}/:id/${k.signups}.csv`, requireAccess(op('GET', `/:id/${k.signups}.csv`)), async (c) => {
      const { q } = readQuery(c, adminRegistrationsQuerySchema);
      const { slug, csv } = await k.signupCsv(ctx.db, c.req.param('id'), q);
      return csvResponse(c, `${k.signupsCsvPrefix}-${slug}.csv`, csv);
    });
}

/** Organisers: socials (the shared admin routes plus unpublish and duplicate), their players, and registrations of any event. */
function adminSocialRoutes(ctx: AppContext) {
  return (
    adminKindRoutes(ctx, {
      base: 'social-events',
      key: 'event',
      signups: 'registrations',
      signupsCsvPrefix: 'players',
      querySchema: adminSocialEventsQuerySchema,
      inputSchema: socialEventInputSchema,
      list: listAdminSocialEvents,
      exportCsv: exportSocialEventsCsv,
      create: createSocialEvent,
      get: getAdminSocialEvent,
      update: updateSocialEvent,
      remove: deleteSocialEvent,
      publish: publishSocialEvent,
      cancel: cancelSocialEvent,
      signupList: listSocialEventPlayers,
      signupCsv: async (db, id, q) => {
        const list = await listSocialEventPlayers(db, id, q);
        return { slug: list.event.slug, csv: registrationsCsv(list.registrations, list.timeZone, false) };
      },
    })
      .post(
        '/admin/social-events/:id/unpublish',
        requireAccess('POST /api/admin/social-events/:id/unpublish'),
        async (c) => c.json({ event: await unpublishSocialEvent(ctx, c.req.param('id')) }),
      )
      .post(
        '/admin/social-events/:id/duplicate',
        requireAccess('POST /api/admin/social-events/:id/duplicate'),
        async (c) => {
          const { startsAt } = await readJson(c, duplicateSocialEventSchema);
          return c.json({ event: await duplicateSocialEvent(ctx.db, c.req.param('id'), startsAt) }, 201);
        },
      )
      .post(
        '/admin/social-events/:id/registrations',
        requireAccess('POST /api/admin/social-events/:id/registrations'),
        async (c) => {
          const input = await readJson(c, walkInInputSchema);
          const row = await addWalkIn(ctx, { kind: 'social', id: c.req.param('id') }, input);
          return c.json({ registrationId: row.id }, 201);
        },
      )
      .post(
        '/admin/registrations/:id/check-in',
        requireAccess('POST /api/admin/registrations/:id/check-in'),
        async (c) => {
          const { checkedIn } = await readJson(c, checkInSchema);
          const row = await checkInPlayer(ctx, c.req.param('id'), checkedIn);
          return c.json({ registrationId: row.id, checkedInAt: row.checkedInAt?.toISOString() ?? null });
        },
      )
      .post(
        '/admin/registrations/:id/move',
        requireAccess('POST /api/admin/registrations/:id/move'),
        async (c) => {
          const { to } = await readJson(c, moveRegistrationSchema);
          const row = await moveRegistration(ctx, c.req.param('id'), to);
          return c.json({
            registrationId: row.id,
            status: row.status,
            waitlistPosition: row.waitlistPosition,
          });
        },
      )
      .post(
        '/admin/registrations/:id/cancel',
        requireAccess('POST /api/admin/registrations/:id/cancel'),
        async (c) => c.json(await cancelRegistration(ctx, c.req.param('id'))),
      )
      .delete('/admin/registrations/:id', requireAccess('DELETE /api/admin/registrations/:id'), async (c) =>
        c.json(await removeRegistration(ctx, c.req.param('id'))),
      )
      // Pictures, draw sheets and results: images through the shared upload, or a PDF.
      .post('/admin/event-files', requireAccess('POST /api/admin/event-files'), async (c) => {
        const bytes = await readUpload(c, {
          field: eventFileFieldName,
          maxBytes: eventFileMaxBytes,
          tooLargeMessage: 'The file is larger than 10 MB. Please choose a smaller one.',
          what: 'a file',
        });
        return c.json({ file: await storeEventFile(ctx, bytes, viewerOf(c).userId) }, 201);
      })
      .get('/admin/social-players', requireAccess('GET /api/admin/social-players'), async (c) =>
        c.json(await listSocialPlayers(ctx.db, readQuery(c, socialPlayersQuerySchema))),
      )
      .get('/admin/social-players.csv', requireAccess('GET /api/admin/social-players.csv'), async (c) => {
        const csv = await exportSocialPlayersCsv(ctx.db, readQuery(c, socialPlayersQuerySchema));
        return csvResponse(c, `social-players-${today()}.csv`, csv);
      })
      .get('/admin/social-players/:id', requireAccess('GET /api/admin/social-players/:id'), async (c) =>
        c.json(await getSocialPlayer(ctx.db, c.req.param('id'))),
      )
  );
}

function adminTournamentRoutes(ctx: AppContext) {
  return adminKindRoutes(ctx, {
    base: 'tournaments',
    key: 'tournament',
    signups: 'entries',
    signupsCsvPrefix: 'entries',
    querySchema: adminTournamentsQuerySchema,
    inputSchema: tournamentInputSchema,
    list: listAdminTournaments,
    exportCsv: exportTournamentsCsv,
    create: createTournament,
    get: getAdminTournament,
    update: updateTournament,
    remove: deleteTournament,
    publish: publishTournament,
    cancel: cancelTournament,
    signupList: listTournamentEntries,
    signupCsv: async (db, id, q) => {
      const list = await listTournamentEntries(db, id, q);
      return { slug: list.tournament.slug, csv: registrationsCsv(list.entries, list.timeZone, true) };
    },
  }).post(
    '/admin/tournaments/:id/divisions/:divisionId/entries',
    requireAccess('POST /api/admin/tournaments/:id/divisions/:divisionId/entries'),
    async (c) => {
      const input = await readJson(c, walkInInputSchema);
      await assertDivisionOfTournament(ctx.db, c.req.param('id'), c.req.param('divisionId'));
      const row = await addWalkIn(ctx, { kind: 'division', id: c.req.param('divisionId') }, input);
      return c.json({ registrationId: row.id }, 201);
    },
  );
}

function ownerOf(c: Context<AppEnv>): RegistrationOwner {
  const viewer = viewerOf(c);
  return { userId: viewer.userId ?? '', email: viewer.email };
}

/** A signed-in person's own sign-ups: their profile and the "You're signed up" of event pages. */
function myRegistrationRoutes(ctx: AppContext) {
  return new Hono<AppEnv>()
    .get('/me/registrations', requireAccess('GET /api/me/registrations'), async (c) =>
      c.json(await listMyRegistrations(ctx.db, ownerOf(c))),
    )
    .post('/me/registrations/:id/cancel', requireAccess('POST /api/me/registrations/:id/cancel'), async (c) =>
      c.json(await cancelMyRegistration(ctx, ownerOf(c), c.req.param('id'))),
    );
}

/** Everything under /api for socials and tournaments. */
export function eventsRoutes(ctx: AppContext) {
  registerEventFeePurposes();
  return new Hono<AppEnv>()
    .route('/', publicEventRoutes(ctx))
    .route('/', myRegistrationRoutes(ctx))
    .route('/', adminSocialRoutes(ctx))
    .route('/', adminTournamentRoutes(ctx));
}

/** GET /calendar.ics, outside /api: the address people paste into their calendar app. */
export function calendarFeedRoutes(ctx: AppContext) {
  return new Hono().get('/calendar.ics', async (c) =>
    icsResponse(
      c,
      'njtc-events.ics',
      await cachedRead(ctx, 'calendar.ics', () => buildClubCalendar(ctx.db, ctx.env)),
      false,
    ),
  );
}
