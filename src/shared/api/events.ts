import { adminExec, boardStaff } from '../access';
import type { cancelEventSchema, RegistrationStatus, UpcomingHighlightList } from '../schemas/events';
import type { upcomingHighlightsQuerySchema } from '../schemas/events-highlights';
import type {
  SocialPlayerDetail,
  SocialPlayerList,
  socialPlayersQuerySchema,
} from '../schemas/events-players';
import type {
  AdminEventPlayers,
  adminRegistrationsQuerySchema,
  CancelPreview,
  CancelResult,
  ConfirmPlaceView,
  cancelRegistrationSchema,
  cancelTokenSchema,
  checkInSchema,
  MyRegistrationList,
  moveRegistrationSchema,
  RegistrationActionResult,
  RegistrationResult,
  registrationInputSchema,
  walkInInputSchema,
} from '../schemas/events-registrations';
import type {
  AdminSeries,
  editSeriesSessionSchema,
  editTournamentSeriesSessionSchema,
  moveSeriesSessionSchema,
  moveTournamentSessionSchema,
  repeatEventSchema,
  SeriesCancelResult,
  SeriesSignupResult,
  seriesSignupSchema,
  skipSeriesSessionSchema,
} from '../schemas/events-series';
import type {
  AdminSocialEvent,
  AdminSocialEventList,
  adminSocialEventsQuerySchema,
  duplicateSocialEventSchema,
  SocialEventList,
  SocialEventResponse,
  socialEventInputSchema,
  socialEventListQuerySchema,
} from '../schemas/events-socials';
import type {
  AdminTournament,
  AdminTournamentEntries,
  AdminTournamentList,
  adminTournamentsQuerySchema,
  TournamentList,
  TournamentResponse,
  tournamentInputSchema,
} from '../schemas/events-tournaments';
import type { z } from '../zod';
import {
  type Answer,
  type ApiRoute,
  answer,
  defineRoute,
  type HttpMethod,
  type SchemaRef,
  schema,
  upload,
} from './define';

/**
 * The registrable events' calls that other features make too: the home page's highlights and a
 * member's own sign-ups (their profile, the event pages).
 */
export const eventsApi = {
  upcoming: defineRoute({
    method: 'GET',
    path: '/api/events/upcoming',
    access: 'public',
    query: schema<typeof upcomingHighlightsQuerySchema>(),
    answer: answer<UpcomingHighlightList>(),
  }),
  myRegistrations: defineRoute({
    method: 'GET',
    path: '/api/me/registrations',
    // The signed-in person's own sign-ups; the domain answers only with their own records.
    access: 'signedIn',
    answer: answer<MyRegistrationList>(),
  }),
  cancelMyRegistration: defineRoute({
    method: 'POST',
    path: '/api/me/registrations/:id/cancel',
    access: 'signedIn',
    answer: answer<CancelResult>(),
  }),
};

/** Public socials: list, page, live spots, calendar file and sign-up. */
export const socialEventsApi = {
  list: defineRoute({
    method: 'GET',
    path: '/api/social-events',
    // Social events and tournaments (issue 4 §1–2).
    access: 'public',
    query: schema<typeof socialEventListQuerySchema>(),
    answer: answer<SocialEventList>(),
  }),
  bySlug: defineRoute({
    method: 'GET',
    path: '/api/social-events/:slug',
    access: 'public',
    answer: answer<SocialEventResponse>(),
  }),
  /** Server-sent events ("availability"), read with an EventSource. */
  live: defineRoute({
    method: 'GET',
    path: '/api/social-events/:slug/live',
    access: 'public',
    answer: answer<string>(),
  }),
  ics: defineRoute({
    method: 'GET',
    path: '/api/social-events/:slug/ics',
    access: 'public',
    answer: answer<string>(),
  }),
  register: defineRoute({
    method: 'POST',
    path: '/api/social-events/:slug/registrations',
    access: 'public',
    body: schema<typeof registrationInputSchema>(),
    answer: answer<RegistrationResult>(),
  }),
};

/** Public tournaments: list, page, calendar file and entry into a division. */
export const tournamentsApi = {
  list: defineRoute({
    method: 'GET',
    path: '/api/tournaments',
    access: 'public',
    answer: answer<TournamentList>(),
  }),
  bySlug: defineRoute({
    method: 'GET',
    path: '/api/tournaments/:slug',
    access: 'public',
    answer: answer<TournamentResponse>(),
  }),
  ics: defineRoute({
    method: 'GET',
    path: '/api/tournaments/:slug/ics',
    access: 'public',
    answer: answer<string>(),
  }),
  enter: defineRoute({
    method: 'POST',
    path: '/api/tournaments/:slug/divisions/:divisionId/entries',
    access: 'public',
    body: schema<typeof registrationInputSchema>(),
    answer: answer<RegistrationResult>(),
  }),
};

/** The cancel link of a confirmation e-mail, and event files (pictures, draws, results). */
export const registrationsApi = {
  previewCancel: defineRoute({
    method: 'GET',
    path: '/api/registrations/cancel',
    access: 'public',
    query: schema<typeof cancelTokenSchema>(),
    answer: answer<CancelPreview>(),
  }),
  cancel: defineRoute({
    method: 'POST',
    path: '/api/registrations/cancel',
    access: 'public',
    body: schema<typeof cancelTokenSchema>(),
    answer: answer<CancelResult>(),
  }),
  eventFile: defineRoute({
    method: 'GET',
    path: '/api/event-files/:file',
    access: 'public',
    answer: answer<Blob>(),
  }),
  /** A visitor's held place (issue 18): the e-mailed link's page shows it, the tap confirms it. */
  previewConfirm: defineRoute({
    method: 'GET',
    path: '/api/registrations/confirm',
    // A visitor confirms a held place from the e-mail (signed link; the page confirms with a POST).
    access: 'public',
    query: schema<typeof cancelTokenSchema>(),
    answer: answer<ConfirmPlaceView>(),
  }),
  confirm: defineRoute({
    method: 'POST',
    path: '/api/registrations/confirm',
    access: 'public',
    body: schema<typeof cancelTokenSchema>(),
    answer: answer<ConfirmPlaceView>(),
  }),
};

/* ------------------------------------------------------------- organisers */

/** A kind's admin URL base and the sub-path of its sign-ups. */
type KindBase = 'social-events' | 'tournaments';

/** One route of a kind's family: organisers' (adminExec), like the family's pages. */
function kindRoute<
  M extends HttpMethod,
  P extends string,
  O,
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
>(
  method: M,
  path: P,
  parts: { body?: SchemaRef<NonNullable<B>>; query?: SchemaRef<NonNullable<Q>>; answer: Answer<O> },
): ApiRoute<M, P, B, Q, O, undefined> {
  type R = ApiRoute<M, P, B, Q, O, undefined>;
  return {
    method,
    path,
    access: adminExec,
    upload: undefined,
    hasBody: (parts.body !== undefined) as R['hasBody'],
    hasQuery: (parts.query !== undefined) as R['hasQuery'],
    answer: {},
  };
}

/**
 * The organisers' routes every registrable kind has (server: adminKindRoutes): list, CSV, one,
 * create, update, delete, publish, cancel and its sign-ups. One family per kind.
 */
function adminKindRoutes<
  const Base extends KindBase,
  const Signups extends 'registrations' | 'entries',
  const Key extends string,
  QuerySchema extends z.ZodType,
  InputSchema extends z.ZodType,
  List,
  One,
  SignupList,
>(base: Base, signups: Signups, _key: Key) {
  const root = `/api/admin/${base}` as const;
  type Carried = { [K in Key]: One };
  return {
    list: kindRoute('GET', root, { query: schema<QuerySchema>(), answer: answer<List>() }),
    csv: kindRoute('GET', `${root}.csv`, {
      query: schema<QuerySchema>(),
      answer: answer<string>(),
    }),
    create: kindRoute('POST', root, { body: schema<InputSchema>(), answer: answer<Carried>() }),
    byId: kindRoute('GET', `${root}/:id`, { answer: answer<Carried>() }),
    update: kindRoute('PATCH', `${root}/:id`, {
      body: schema<InputSchema>(),
      answer: answer<Carried>(),
    }),
    remove: kindRoute('DELETE', `${root}/:id`, { answer: answer<void>() }),
    publish: kindRoute('POST', `${root}/:id/publish`, { answer: answer<Carried>() }),
    cancel: kindRoute('POST', `${root}/:id/cancel`, {
      body: schema<typeof cancelEventSchema>(),
      answer: answer<{ notified: number }>(),
    }),
    signups: kindRoute('GET', `${root}/:id/${signups}`, {
      query: schema<typeof adminRegistrationsQuerySchema>(),
      answer: answer<SignupList>(),
    }),
    signupsCsv: kindRoute('GET', `${root}/:id/${signups}.csv`, {
      query: schema<typeof adminRegistrationsQuerySchema>(),
      answer: answer<string>(),
    }),
  };
}

export const socialAdminApi = adminKindRoutes<
  'social-events',
  'registrations',
  'event',
  typeof adminSocialEventsQuerySchema,
  typeof socialEventInputSchema,
  AdminSocialEventList,
  AdminSocialEvent,
  AdminEventPlayers
>('social-events', 'registrations', 'event');

export const tournamentAdminApi = adminKindRoutes<
  'tournaments',
  'entries',
  'tournament',
  typeof adminTournamentsQuerySchema,
  typeof tournamentInputSchema,
  AdminTournamentList,
  AdminTournament,
  AdminTournamentEntries
>('tournaments', 'entries', 'tournament');

/** What only socials have, walk-ins and desk entries, registration actions, event files, players. */
export const eventsAdminApi = {
  unpublishSocial: defineRoute({
    method: 'POST',
    path: '/api/admin/social-events/:id/unpublish',
    access: adminExec,
    answer: answer<{ event: AdminSocialEvent }>(),
  }),
  duplicateSocial: defineRoute({
    method: 'POST',
    path: '/api/admin/social-events/:id/duplicate',
    access: adminExec,
    body: schema<typeof duplicateSocialEventSchema>(),
    answer: answer<{ event: AdminSocialEvent }>(),
  }),
  addSocialWalkIn: defineRoute({
    method: 'POST',
    path: '/api/admin/social-events/:id/registrations',
    access: adminExec,
    body: schema<typeof walkInInputSchema>(),
    answer: answer<{ registrationId: string }>(),
  }),
  addDivisionEntry: defineRoute({
    method: 'POST',
    path: '/api/admin/tournaments/:id/divisions/:divisionId/entries',
    access: adminExec,
    body: schema<typeof walkInInputSchema>(),
    answer: answer<{ registrationId: string }>(),
  }),
  checkIn: defineRoute({
    method: 'POST',
    path: '/api/admin/registrations/:id/check-in',
    access: adminExec,
    body: schema<typeof checkInSchema>(),
    answer: answer<{ registrationId: string; checkedInAt: string | null }>(),
  }),
  move: defineRoute({
    method: 'POST',
    path: '/api/admin/registrations/:id/move',
    access: adminExec,
    body: schema<typeof moveRegistrationSchema>(),
    answer: answer<{ registrationId: string; status: RegistrationStatus; waitlistPosition: number | null }>(),
  }),
  cancelRegistration: defineRoute({
    method: 'POST',
    path: '/api/admin/registrations/:id/cancel',
    access: adminExec,
    body: schema<typeof cancelRegistrationSchema>(),
    answer: answer<RegistrationActionResult>(),
  }),
  removeRegistration: defineRoute({
    method: 'DELETE',
    path: '/api/admin/registrations/:id',
    access: adminExec,
    answer: answer<RegistrationActionResult>(),
  }),
  uploadFile: defineRoute({
    method: 'POST',
    path: '/api/admin/event-files',
    access: adminExec,
    upload: upload('file'),
    answer: answer<{ file: { url: string; kind: 'image' | 'pdf' } }>(),
  }),
  socialPlayers: defineRoute({
    method: 'GET',
    path: '/api/admin/social-players',
    access: boardStaff,
    query: schema<typeof socialPlayersQuerySchema>(),
    answer: answer<SocialPlayerList>(),
  }),
  socialPlayersCsv: defineRoute({
    method: 'GET',
    path: '/api/admin/social-players.csv',
    access: boardStaff,
    query: schema<typeof socialPlayersQuerySchema>(),
    answer: answer<string>(),
  }),
  socialPlayer: defineRoute({
    method: 'GET',
    path: '/api/admin/social-players/:id',
    access: boardStaff,
    answer: answer<SocialPlayerDetail>(),
  }),
};

/** Events in series (issue 23 §3): the organisers' series tools and the whole-series sign-up. */
export const eventSeriesAdminApi = {
  repeat: defineRoute({
    method: 'POST',
    path: '/api/admin/social-events/:id/series',
    // Events in series (issue 23 §3): the organisers' tools; a whole-series sign-up needs an account.
    access: adminExec,
    body: schema<typeof repeatEventSchema>(),
    answer: answer<{ series: AdminSeries }>(),
  }),
  byId: defineRoute({
    method: 'GET',
    path: '/api/admin/event-series/:id',
    access: adminExec,
    answer: answer<{ series: AdminSeries }>(),
  }),
  publish: defineRoute({
    method: 'POST',
    path: '/api/admin/event-series/:id/publish',
    access: adminExec,
    answer: answer<{ series: AdminSeries }>(),
  }),
  editSession: defineRoute({
    method: 'PATCH',
    path: '/api/admin/event-series/:seriesId/sessions/:id',
    access: adminExec,
    body: schema<typeof editSeriesSessionSchema>(),
    answer: answer<{ series: AdminSeries }>(),
  }),
  moveSession: defineRoute({
    method: 'POST',
    path: '/api/admin/event-series/:seriesId/sessions/:id/move',
    access: adminExec,
    body: schema<typeof moveSeriesSessionSchema>(),
    answer: answer<{ series: AdminSeries }>(),
  }),
  skipSession: defineRoute({
    method: 'POST',
    path: '/api/admin/event-series/:seriesId/sessions/:id/skip',
    access: adminExec,
    body: schema<typeof skipSeriesSessionSchema>(),
    answer: answer<{ series: AdminSeries }>(),
  }),
};

/** Tournaments in series (decision 041): repeat, and the edits that differ from a social's (dates, divisions). */
export const tournamentSeriesAdminApi = {
  repeat: defineRoute({
    method: 'POST',
    path: '/api/admin/tournaments/:id/series',
    access: adminExec,
    body: schema<typeof repeatEventSchema>(),
    answer: answer<{ series: AdminSeries }>(),
  }),
  editSession: defineRoute({
    method: 'PATCH',
    path: '/api/admin/tournament-series/:seriesId/sessions/:id',
    access: adminExec,
    body: schema<typeof editTournamentSeriesSessionSchema>(),
    answer: answer<{ series: AdminSeries }>(),
  }),
  moveSession: defineRoute({
    method: 'POST',
    path: '/api/admin/tournament-series/:seriesId/sessions/:id/move',
    access: adminExec,
    body: schema<typeof moveTournamentSessionSchema>(),
    answer: answer<{ series: AdminSeries }>(),
  }),
};

export const eventSeriesApi = {
  signUp: defineRoute({
    method: 'POST',
    path: '/api/event-series/:id/signups',
    access: 'signedIn',
    body: schema<typeof seriesSignupSchema>(),
    answer: answer<SeriesSignupResult>(),
  }),
  /** The signed-in person cancels their whole-series sign-up: every coming session at once. */
  cancelMine: defineRoute({
    method: 'DELETE',
    path: '/api/event-series/:id/signups/mine',
    access: 'signedIn',
    answer: answer<SeriesCancelResult>(),
  }),
};
