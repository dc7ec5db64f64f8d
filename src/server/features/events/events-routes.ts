import { apiAccess, isAllowed } from '@shared/access';
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
import { bodyLimit } from 'hono/body-limit';
import { streamSSE } from 'hono/streaming';
import { z } from 'zod';
import { type AppContext, type AppEnv, anonymousRequestViewer } from '../../context';
import { AppError } from '../../lib/app-error';
import { csvResponse } from '../../lib/csv';
import { readJson, readQuery } from '../../lib/http';
import type { RateLimitRule } from '../../lib/rate-limit';
import { requireAccess } from '../../lib/require-access';
import { buildClubCalendar, buildSocialEventIcs, buildTournamentIcs } from './calendar';
import { resolveClubTimeZone } from './club-time-zone';
import { eventFileResponse, storeEventFile } from './event-files';
import { countRegistrations, loadEventTarget } from './event-targets';
import { eventReadCacheFor } from './read-cache';
import { registrationFeedFor } from './registration-feed';
import {
  addWalkIn,
  cancelRegistration,
  cancelRegistrationByToken,
  checkInPlayer,
  liveAvailabilityOf,
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
        const feed = registrationFeedFor(ctx.db);
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

/** Organisers: socials, their players, and registrations of any event. */
function adminSocialRoutes(ctx: AppContext) {
  return (
    new Hono<AppEnv>()
      .get('/admin/social-events', requireAccess('GET /api/admin/social-events'), async (c) =>
        c.json(await listAdminSocialEvents(ctx.db, readQuery(c, adminSocialEventsQuerySchema))),
      )
      .get('/admin/social-events.csv', requireAccess('GET /api/admin/social-events.csv'), async (c) => {
        const csv = await exportSocialEventsCsv(ctx.db, readQuery(c, adminSocialEventsQuerySchema));
        return csvResponse(c, `social-events-${today()}.csv`, csv);
      })
      .post('/admin/social-events', requireAccess('POST /api/admin/social-events'), async (c) => {
        const input = await readJson(c, socialEventInputSchema);
        return c.json({ event: await createSocialEvent(ctx.db, input) }, 201);
      })
      .get('/admin/social-events/:id', requireAccess('GET /api/admin/social-events/:id'), async (c) =>
        c.json({ event: await getAdminSocialEvent(ctx.db, c.req.param('id')) }),
      )
      .patch('/admin/social-events/:id', requireAccess('PATCH /api/admin/social-events/:id'), async (c) => {
        const input = await readJson(c, socialEventInputSchema);
        return c.json({ event: await updateSocialEvent(ctx, c.req.param('id'), input) });
      })
      .delete('/admin/social-events/:id', requireAccess('DELETE /api/admin/social-events/:id'), async (c) => {
        await deleteSocialEvent(ctx.db, c.req.param('id'));
        return c.body(null, 204);
      })
      .post(
        '/admin/social-events/:id/publish',
        requireAccess('POST /api/admin/social-events/:id/publish'),
        async (c) => c.json({ event: await publishSocialEvent(ctx, c.req.param('id')) }),
      )
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
        '/admin/social-events/:id/cancel',
        requireAccess('POST /api/admin/social-events/:id/cancel'),
        async (c) => {
          const { message } = await readJson(c, cancelEventSchema);
          return c.json(await cancelSocialEvent(ctx, c.req.param('id'), message));
        },
      )
      .get(
        '/admin/social-events/:id/registrations',
        requireAccess('GET /api/admin/social-events/:id/registrations'),
        async (c) => {
          const { q } = readQuery(c, adminRegistrationsQuerySchema);
          return c.json(await listSocialEventPlayers(ctx.db, c.req.param('id'), q));
        },
      )
      .get(
        '/admin/social-events/:id/registrations.csv',
        requireAccess('GET /api/admin/social-events/:id/registrations.csv'),
        async (c) => {
          const { q } = readQuery(c, adminRegistrationsQuerySchema);
          const list = await listSocialEventPlayers(ctx.db, c.req.param('id'), q);
          return csvResponse(
            c,
            `players-${list.event.slug}.csv`,
            registrationsCsv(list.registrations, list.timeZone, false),
          );
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
      .post(
        '/admin/event-files',
        requireAccess('POST /api/admin/event-files'),
        bodyLimit({
          maxSize: eventFileMaxBytes + 64 * 1024,
          onError: (c) =>
            c.json({ error: 'The file is larger than 10 MB. Please choose a smaller one.' }, 413),
        }),
        async (c) => {
          if (!c.req.header('content-type')?.toLowerCase().startsWith('multipart/form-data')) {
            throw new AppError(
              'UNSUPPORTED_MEDIA_TYPE',
              `Send the file as multipart/form-data in the "${eventFileFieldName}" field.`,
            );
          }
          const form = await c.req.parseBody().catch(() => {
            throw new AppError('BAD_REQUEST', 'The upload could not be read. Please try again.');
          });
          const file = form[eventFileFieldName];
          if (!(file instanceof File)) throw new AppError('BAD_REQUEST', 'Choose a file to upload.');
          return c.json(
            { file: await storeEventFile(ctx.uploadsDir, new Uint8Array(await file.arrayBuffer())) },
            201,
          );
        },
      )
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
  return new Hono<AppEnv>()
    .get('/admin/tournaments', requireAccess('GET /api/admin/tournaments'), async (c) =>
      c.json(await listAdminTournaments(ctx.db, readQuery(c, adminTournamentsQuerySchema))),
    )
    .get('/admin/tournaments.csv', requireAccess('GET /api/admin/tournaments.csv'), async (c) => {
      const csv = await exportTournamentsCsv(ctx.db, readQuery(c, adminTournamentsQuerySchema));
      return csvResponse(c, `tournaments-${today()}.csv`, csv);
    })
    .post('/admin/tournaments', requireAccess('POST /api/admin/tournaments'), async (c) => {
      const input = await readJson(c, tournamentInputSchema);
      return c.json({ tournament: await createTournament(ctx.db, input) }, 201);
    })
    .get('/admin/tournaments/:id', requireAccess('GET /api/admin/tournaments/:id'), async (c) =>
      c.json({ tournament: await getAdminTournament(ctx.db, c.req.param('id')) }),
    )
    .patch('/admin/tournaments/:id', requireAccess('PATCH /api/admin/tournaments/:id'), async (c) => {
      const input = await readJson(c, tournamentInputSchema);
      return c.json({ tournament: await updateTournament(ctx, c.req.param('id'), input) });
    })
    .delete('/admin/tournaments/:id', requireAccess('DELETE /api/admin/tournaments/:id'), async (c) => {
      await deleteTournament(ctx.db, c.req.param('id'));
      return c.body(null, 204);
    })
    .post(
      '/admin/tournaments/:id/publish',
      requireAccess('POST /api/admin/tournaments/:id/publish'),
      async (c) => c.json({ tournament: await publishTournament(ctx, c.req.param('id')) }),
    )
    .post(
      '/admin/tournaments/:id/cancel',
      requireAccess('POST /api/admin/tournaments/:id/cancel'),
      async (c) => {
        const { message } = await readJson(c, cancelEventSchema);
        return c.json(await cancelTournament(ctx, c.req.param('id'), message));
      },
    )
    .get(
      '/admin/tournaments/:id/entries',
      requireAccess('GET /api/admin/tournaments/:id/entries'),
      async (c) => {
        const { q } = readQuery(c, adminRegistrationsQuerySchema);
        return c.json(await listTournamentEntries(ctx.db, c.req.param('id'), q));
      },
    )
    .get(
      '/admin/tournaments/:id/entries.csv',
      requireAccess('GET /api/admin/tournaments/:id/entries.csv'),
      async (c) => {
        const { q } = readQuery(c, adminRegistrationsQuerySchema);
        const list = await listTournamentEntries(ctx.db, c.req.param('id'), q);
        return csvResponse(
          c,
          `entries-${list.tournament.slug}.csv`,
          registrationsCsv(list.entries, list.timeZone, true),
        );
      },
    )
    .post(
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

/** Everything under /api for socials and tournaments. */
export function eventsRoutes(ctx: AppContext) {
  return new Hono<AppEnv>()
    .route('/', publicEventRoutes(ctx))
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
