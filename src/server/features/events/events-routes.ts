import { isAllowed } from '@shared/access';
import type { AnswerOf, ApiRoute, BodySchemaOf, QueryOf, QuerySchemaOf } from '@shared/api/define';
import {
  eventsAdminApi,
  eventsApi,
  registrationsApi,
  socialAdminApi,
  socialEventsApi,
  tournamentAdminApi,
  tournamentsApi,
} from '@shared/api/events';
import { featureAccess } from '@shared/api-access';
import { cancelEventSchema, eventFileMaxBytes, eventMessages } from '@shared/schemas/events';
import { upcomingHighlightsQuerySchema } from '@shared/schemas/events-highlights';
import { socialPlayersQuerySchema } from '@shared/schemas/events-players';
import {
  adminRegistrationsQuerySchema,
  cancelRegistrationSchema,
  cancelTokenSchema,
  checkInSchema,
  moveRegistrationSchema,
  type RegistrationData,
  registrationInputSchema,
  walkInInputSchema,
} from '@shared/schemas/events-registrations';
import {
  adminSocialEventsQuerySchema,
  duplicateSocialEventSchema,
  socialEventInputSchema,
  socialEventListQuerySchema,
} from '@shared/schemas/events-socials';
import { adminTournamentsQuerySchema, tournamentInputSchema } from '@shared/schemas/events-tournaments';
import type { z } from '@shared/zod';
import { type Context, Hono } from 'hono';
import { type AppContext, type AppEnv, anonymousRequestViewer } from '../../context';
import { handle, type RouteSchemas } from '../../lib/api-route';
import { AppError } from '../../lib/app-error';
import { csvFileName, csvResponse } from '../../lib/csv';
import { icsResponse } from '../../lib/ical';
import type { RateLimitRule } from '../../lib/rate-limit';
import { buildClubCalendar, buildEventIcs } from './calendar';
import { registerEventFeePurposes } from './event-fees';
import { eventFileResponse, storeEventFile } from './event-files';
import type { TargetRef } from './event-targets';
import { resolveFamilySignup } from './family-signups';
import { streamLiveAvailability } from './live-availability';
import { cancelMyRegistration, listMyRegistrations, type RegistrationOwner } from './my-registrations';
import { eventReadCacheFor } from './read-cache';
import type { KindLifecycle } from './registrable-events';
import {
  cancelEntryByOrganiser,
  checkInPlayer,
  moveRegistration,
  removeRegistration,
} from './registration-admin';
import { cancelRegistrationByToken, previewCancellation } from './registration-cancel';
import { confirmPlaceByToken, previewPlaceConfirmation } from './registration-holds';
import { addWalkIn, registerForEvent } from './registrations';
import { eventSeriesRoutes } from './series-routes';
import { registrationsCsv } from './signup-lists';
import {
  createSocialEvent,
  duplicateSocialEvent,
  exportSocialEventsCsv,
  findPublicSocialEventId,
  getAdminSocialEvent,
  getPublicSocialEvent,
  listAdminSocialEvents,
  listPublicSocialEvents,
  listSocialEventPlayers,
  socialKind,
  unpublishSocialEvent,
  updateSocialEvent,
} from './social-events';
import { exportSocialPlayersCsv, getSocialPlayer, listSocialPlayers } from './social-players';
import {
  assertDivisionOfTournament,
  createTournament,
  exportTournamentsCsv,
  getAdminTournament,
  listAdminTournaments,
  listTournamentEntries,
  updateTournament,
} from './tournament-admin';
import { getPublicTournament, listPublicTournaments, tournamentKind } from './tournaments';
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

function viewerOf(c: Context<AppEnv>) {
  return c.get('viewer') ?? anonymousRequestViewer;
}

function canManageSocials(c: Context<AppEnv>): boolean {
  return isAllowed(featureAccess.seeDraftEvents, viewerOf(c));
}

function canManageTournaments(c: Context<AppEnv>): boolean {
  return isAllowed(featureAccess.seeDraftEvents, viewerOf(c));
}

function rejectSpam(website: string | undefined) {
  if (website && website.trim() !== '') throw new AppError('BAD_REQUEST', eventMessages.spamDetected);
}

/** Public reads through the short cache (off in tests, where factories write behind its back). */
function cachedRead<T>(ctx: AppContext, key: string, load: () => Promise<T>): Promise<T> {
  if (ctx.env.NODE_ENV === 'test') return load();
  return eventReadCacheFor(ctx.db).get(key, load);
}

/** Public pages of socials and tournaments, sign-up and cancellation. */
function publicEventRoutes(ctx: AppContext) {
  const signupLimit = { rateLimit: eventRateLimits.signup, status: 201 as const };
  const router = new Hono<AppEnv>();
  const eventIcs = async (c: Context<AppEnv>, kind: 'social' | 'tournament', slug: string) =>
    icsResponse(c, `${slug}.ics`, await buildEventIcs(ctx.db, ctx.env, kind, slug), true);
  // A sign-up for a social or a division: the signed-in account, or a family member it manages.
  const signUp = async (c: Context<AppEnv>, target: TargetRef, body: RegistrationData) => {
    rejectSpam(body.website);
    const familyMember = await resolveFamilySignup(ctx.db, viewerOf(c), body.who);
    return registerForEvent(ctx, target, body, { ...signerOf(c), familyMember });
  };
  handle(router, socialEventsApi.list, { query: socialEventListQuerySchema }, async ({ query }) =>
    cachedRead(ctx, `socials:${query.pastLimit}`, () =>
      listPublicSocialEvents(ctx.db, { pastLimit: query.pastLimit }),
    ),
  );
  handle(router, socialEventsApi.bySlug, {}, async ({ params }, c) => {
    // Organisers may see drafts: their answer is never cached.
    if (canManageSocials(c)) return getPublicSocialEvent(ctx.db, params.slug, { canSeeDrafts: true });
    return cachedRead(ctx, `social:${params.slug}`, () => getPublicSocialEvent(ctx.db, params.slug));
  });
  handle(router, socialEventsApi.live, { rateLimit: eventRateLimits.live }, async ({ params }, c) => {
    const eventId = await findPublicSocialEventId(ctx.db, params.slug);
    return streamLiveAvailability(ctx, c, eventId);
  });
  handle(router, socialEventsApi.ics, {}, ({ params }, c) => eventIcs(c, 'social', params.slug));
  handle(
    router,
    socialEventsApi.register,
    { body: registrationInputSchema, ...signupLimit },
    ({ params, body }, c) => signUp(c, { kind: 'socialSlug', slug: params.slug }, body),
  );
  handle(
    router,
    registrationsApi.previewCancel,
    { query: cancelTokenSchema, rateLimit: eventRateLimits.cancel, isSecretLink: true },
    async ({ query }) => previewCancellation(ctx, query.token),
  );
  handle(
    router,
    registrationsApi.cancel,
    { body: cancelTokenSchema, rateLimit: eventRateLimits.cancel, isSecretLink: true },
    async ({ body }) => cancelRegistrationByToken(ctx, body.token),
  );
  handle(
    router,
    registrationsApi.previewConfirm,
    { query: cancelTokenSchema, rateLimit: eventRateLimits.cancel },
    async ({ query }) => previewPlaceConfirmation(ctx, query.token),
  );
  handle(
    router,
    registrationsApi.confirm,
    { body: cancelTokenSchema, rateLimit: eventRateLimits.cancel },
    async ({ body }) => confirmPlaceByToken(ctx, body.token),
  );
  handle(router, tournamentsApi.list, {}, async () =>
    cachedRead(ctx, 'tournaments', () => listPublicTournaments(ctx.db)),
  );
  handle(router, tournamentsApi.bySlug, {}, async ({ params }, c) => {
    if (canManageTournaments(c)) return getPublicTournament(ctx.db, params.slug, { canSeeDrafts: true });
    return cachedRead(ctx, `tournament:${params.slug}`, () => getPublicTournament(ctx.db, params.slug));
  });
  handle(router, eventsApi.upcoming, { query: upcomingHighlightsQuerySchema }, async ({ query }) =>
    cachedRead(ctx, `highlights:${query.limit}`, () => listUpcomingHighlights(ctx.db, query.limit)),
  );
  handle(router, registrationsApi.eventFile, {}, async ({ params }) =>
    eventFileResponse(ctx.uploadsDir, params.file),
  );
  handle(router, tournamentsApi.ics, {}, ({ params }, c) => eventIcs(c, 'tournament', params.slug));
  handle(
    router,
    tournamentsApi.enter,
    { body: registrationInputSchema, ...signupLimit },
    ({ params, body }, c) =>
      signUp(c, { kind: 'division', id: params.divisionId, tournamentSlug: params.slug }, body),
  );
  return router;
}

/** Who signs up: the account (if signed in), so the sign-up shows on their profile. */
function signerOf(c: Context<AppEnv>) {
  return { userId: viewerOf(c).userId, accountEmail: viewerOf(c).email };
}

/** The organisers' routes of one kind, as src/shared/api defines them (socialAdminApi…). */
type KindRoutes = typeof socialAdminApi | typeof tournamentAdminApi;

/**
 * What the admin routes of one registrable kind need: its route family, the key its answers
 * carry the event under, its schemas and its domain functions. Every kind gets the same
 * list / CSV / create / read / update / delete / publish / cancel / sign-ups routes.
 */
interface AdminKindRoutes<A extends KindRoutes> {
  api: A;
  key: keyof AnswerOf<A['byId']>;
  /** File names of the CSV exports: "<listCsvPrefix>-<date>.csv", "<signupsCsvPrefix>-<slug>.csv". */
  listCsvPrefix: string;
  signupsCsvPrefix: string;
  querySchema: QuerySchemaOf<A['list']>;
  inputSchema: BodySchemaOf<A['create']>;
  list(db: AppContext['db'], query: QueryOf<A['list']>): Promise<AnswerOf<A['list']>>;
  exportCsv(db: AppContext['db'], query: QueryOf<A['list']>): Promise<string>;
  create(db: AppContext['db'], input: BodyOfKind<A>): Promise<EventOf<A>>;
  get(db: AppContext['db'], id: string): Promise<EventOf<A>>;
  update(ctx: AppContext, id: string, input: BodyOfKind<A>): Promise<EventOf<A>>;
  /** Publish, cancel and delete: the engine's lifecycle on this kind. */
  kind: KindLifecycle;
  signupList(db: AppContext['db'], id: string, q: string): Promise<AnswerOf<A['signups']>>;
  signupCsv(db: AppContext['db'], id: string, q: string): Promise<{ slug: string; csv: string }>;
}
type EventOf<A extends KindRoutes> = AnswerOf<A['byId']>[keyof AnswerOf<A['byId']>];
type BodyOfKind<A extends KindRoutes> = z.output<BodySchemaOf<A['create']>>;

/**
 * Registers one kind's family. Inside, the family's types are generic, so the schemas are
 * passed as the definition's own (checked where adminKindRoutes is called).
 */
function adminKindRoutes<A extends KindRoutes>(ctx: AppContext, router: Hono<AppEnv>, k: AdminKindRoutes<A>) {
  const on = <R extends ApiRoute>(
    route: R,
    schemas: object,
    handler: (
      input: { params: Record<string, string>; query: never; body: never },
      c: Context<AppEnv>,
    ) => unknown,
  ) => handle(router, route, schemas as RouteSchemas<R>, handler as never);
  const carry = async (event: Promise<unknown>) => ({ [k.key]: await event });
  on(k.api.list, { query: k.querySchema }, ({ query }) => k.list(ctx.db, query));
  on(k.api.csv, { query: k.querySchema }, async ({ query }, c) =>
    csvResponse(c, await csvFileName(ctx.db, k.listCsvPrefix), await k.exportCsv(ctx.db, query)),
  );
  on(k.api.create, { body: k.inputSchema, status: 201 }, ({ body }) => carry(k.create(ctx.db, body)));
  on(k.api.byId, {}, ({ params }) => carry(k.get(ctx.db, params.id!)));
  on(k.api.update, { body: k.inputSchema }, ({ params, body }) => carry(k.update(ctx, params.id!, body)));
  on(k.api.remove, {}, async ({ params }) => {
    await k.kind.remove(ctx.db, params.id!);
  });
  on(k.api.publish, {}, async ({ params }) => {
    await k.kind.publish(ctx, params.id!);
    return carry(k.get(ctx.db, params.id!));
  });
  on(k.api.cancel, { body: cancelEventSchema }, async ({ params, body }) => {
    const message = (body as { message: string }).message;
    const notified = await k.kind.cancel(ctx, params.id!, message);
    return { ...(await carry(k.get(ctx.db, params.id!))), notified };
  });
  on(k.api.signups, { query: adminRegistrationsQuerySchema }, ({ params, query }) =>
    k.signupList(ctx.db, params.id!, (query as { q: string }).q),
  );
  on(k.api.signupsCsv, { query: adminRegistrationsQuerySchema }, async ({ params, query }, c) => {
    const { slug, csv } = await k.signupCsv(ctx.db, params.id!, (query as { q: string }).q);
    return csvResponse(c, await csvFileName(ctx.db, k.signupsCsvPrefix, slug), csv);
  });
}

/** Organisers: socials (the shared admin routes plus unpublish and duplicate), their players, and registrations of any event. */
function adminSocialRoutes(ctx: AppContext) {
  const router = new Hono<AppEnv>();
  adminKindRoutes(ctx, router, {
    api: socialAdminApi,
    key: 'event',
    listCsvPrefix: 'social-events',
    signupsCsvPrefix: 'players',
    querySchema: adminSocialEventsQuerySchema,
    inputSchema: socialEventInputSchema,
    list: listAdminSocialEvents,
    exportCsv: exportSocialEventsCsv,
    create: createSocialEvent,
    get: getAdminSocialEvent,
    update: updateSocialEvent,
    kind: socialKind,
    signupList: listSocialEventPlayers,
    signupCsv: async (db, id, q) => {
      const list = await listSocialEventPlayers(db, id, q);
      return { slug: list.event.slug, csv: registrationsCsv(list.registrations, list.timeZone, false) };
    },
  });
  const api = eventsAdminApi;
  handle(router, api.unpublishSocial, {}, async ({ params }) => ({
    event: await unpublishSocialEvent(ctx, params.id),
  }));
  handle(
    router,
    api.duplicateSocial,
    { body: duplicateSocialEventSchema, status: 201 },
    async ({ params, body }) => ({
      event: await duplicateSocialEvent(ctx.db, params.id, body.startsAt),
    }),
  );
  handle(router, api.addSocialWalkIn, { body: walkInInputSchema, status: 201 }, async ({ params, body }) => {
    const row = await addWalkIn(ctx, { kind: 'social', id: params.id }, body);
    return { registrationId: row.id };
  });
  handle(router, api.checkIn, { body: checkInSchema }, async ({ params, body }) => {
    const row = await checkInPlayer(ctx, params.id, body.checkedIn);
    return { registrationId: row.id, checkedInAt: row.checkedInAt?.toISOString() ?? null };
  });
  handle(router, api.move, { body: moveRegistrationSchema }, async ({ params, body }) => {
    const row = await moveRegistration(ctx, params.id, body.to);
    return { registrationId: row.id, status: row.status, waitlistPosition: row.waitlistPosition };
  });
  handle(router, api.cancelRegistration, { body: cancelRegistrationSchema }, async ({ params, body }, c) =>
    cancelEntryByOrganiser(ctx, params.id, body, viewerOf(c).userId),
  );
  handle(router, api.removeRegistration, {}, async ({ params }) => removeRegistration(ctx, params.id));
  // Pictures, draw sheets and results: images through the shared upload, or a PDF.
  handle(
    router,
    api.uploadFile,
    {
      status: 201,
      upload: {
        maxBytes: eventFileMaxBytes,
        tooLargeMessage: 'The file is larger than 10 MB. Please choose a smaller one.',
        what: 'a file',
      },
    },
    async ({ file }, c) => ({ file: await storeEventFile(ctx, file, viewerOf(c).userId) }),
  );
  handle(router, api.socialPlayers, { query: socialPlayersQuerySchema }, async ({ query }) =>
    listSocialPlayers(ctx.db, query),
  );
  handle(router, api.socialPlayersCsv, { query: socialPlayersQuerySchema }, async ({ query }, c) =>
    csvResponse(c, await csvFileName(ctx.db, 'social-players'), await exportSocialPlayersCsv(ctx.db, query)),
  );
  handle(router, api.socialPlayer, {}, async ({ params }) => getSocialPlayer(ctx.db, params.id));
  return router;
}

function adminTournamentRoutes(ctx: AppContext) {
  const router = new Hono<AppEnv>();
  adminKindRoutes(ctx, router, {
    api: tournamentAdminApi,
    key: 'tournament',
    listCsvPrefix: 'tournaments',
    signupsCsvPrefix: 'entries',
    querySchema: adminTournamentsQuerySchema,
    inputSchema: tournamentInputSchema,
    list: listAdminTournaments,
    exportCsv: exportTournamentsCsv,
    create: createTournament,
    get: getAdminTournament,
    update: updateTournament,
    kind: tournamentKind,
    signupList: listTournamentEntries,
    signupCsv: async (db, id, q) => {
      const list = await listTournamentEntries(db, id, q);
      return { slug: list.tournament.slug, csv: registrationsCsv(list.entries, list.timeZone, true) };
    },
  });
  handle(
    router,
    eventsAdminApi.addDivisionEntry,
    { body: walkInInputSchema, status: 201 },
    async ({ params, body }) => {
      await assertDivisionOfTournament(ctx.db, params.id, params.divisionId);
      const row = await addWalkIn(ctx, { kind: 'division', id: params.divisionId }, body);
      return { registrationId: row.id };
    },
  );
  return router;
}

function ownerOf(c: Context<AppEnv>): RegistrationOwner {
  const viewer = viewerOf(c);
  return { userId: viewer.userId ?? '', email: viewer.email };
}

/** A signed-in person's own sign-ups: their profile and the "You're signed up" of event pages. */
function myRegistrationRoutes(ctx: AppContext) {
  const router = new Hono<AppEnv>();
  handle(router, eventsApi.myRegistrations, {}, async (_, c) => listMyRegistrations(ctx.db, ownerOf(c)));
  handle(router, eventsApi.cancelMyRegistration, {}, async ({ params }, c) =>
    cancelMyRegistration(ctx, ownerOf(c), params.id),
  );
  return router;
}

/** Everything under /api for socials and tournaments. */
export function eventsRoutes(ctx: AppContext) {
  registerEventFeePurposes();
  return new Hono<AppEnv>()
    .route('/', publicEventRoutes(ctx))
    .route('/', myRegistrationRoutes(ctx))
    .route('/', adminSocialRoutes(ctx))
    .route('/', adminTournamentRoutes(ctx))
    .route('/', eventSeriesRoutes(ctx, eventRateLimits.signup));
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
