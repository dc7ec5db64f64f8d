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
import { csvOf, route, withCsv } from './define';

/**
 * The registrable events' calls that other features make too: the home page's highlights and a
 * member's own sign-ups (their profile, the event pages).
 */
export const eventsApi = {
  upcoming: route('GET /api/events/upcoming', 'public')
    .query<typeof upcomingHighlightsQuerySchema>()
    .answers<UpcomingHighlightList>(),
  // The signed-in person's own sign-ups; the domain answers only with their own records.
  myRegistrations: route('GET /api/me/registrations', 'signedIn').answers<MyRegistrationList>(),
  cancelMyRegistration: route('POST /api/me/registrations/:id/cancel', 'signedIn').answers<CancelResult>(),
};

/** Public socials: list, page, live spots, calendar file and sign-up. */
export const socialEventsApi = {
  // Social events and tournaments (issue 4 §1–2).
  list: route('GET /api/social-events', 'public')
    .query<typeof socialEventListQuerySchema>()
    .answers<SocialEventList>(),
  bySlug: route('GET /api/social-events/:slug', 'public').answers<SocialEventResponse>(),
  /** Server-sent events ("availability"), read with an EventSource. */
  live: route('GET /api/social-events/:slug/live', 'public').answers<string>(),
  ics: route('GET /api/social-events/:slug/ics', 'public').answers<string>(),
  register: route('POST /api/social-events/:slug/registrations', 'public')
    .body<typeof registrationInputSchema>()
    .answers<RegistrationResult>(),
};

/** Public tournaments: list, page, calendar file and entry into a division. */
export const tournamentsApi = {
  list: route('GET /api/tournaments', 'public').answers<TournamentList>(),
  bySlug: route('GET /api/tournaments/:slug', 'public').answers<TournamentResponse>(),
  ics: route('GET /api/tournaments/:slug/ics', 'public').answers<string>(),
  enter: route('POST /api/tournaments/:slug/divisions/:divisionId/entries', 'public')
    .body<typeof registrationInputSchema>()
    .answers<RegistrationResult>(),
};

/** The cancel link of a confirmation e-mail, and event files (pictures, draws, results). */
export const registrationsApi = {
  previewCancel: route('GET /api/registrations/cancel', 'public')
    .query<typeof cancelTokenSchema>()
    .answers<CancelPreview>(),
  cancel: route('POST /api/registrations/cancel', 'public')
    .body<typeof cancelTokenSchema>()
    .answers<CancelResult>(),
  eventFile: route('GET /api/event-files/:file', 'public').answers<Blob>(),
  /** A visitor's held place (issue 18): the e-mailed link's page shows it, the tap confirms it. */
  // A visitor confirms a held place from the e-mail (signed link; the page confirms with a POST).
  previewConfirm: route('GET /api/registrations/confirm', 'public')
    .query<typeof cancelTokenSchema>()
    .answers<ConfirmPlaceView>(),
  confirm: route('POST /api/registrations/confirm', 'public')
    .body<typeof cancelTokenSchema>()
    .answers<ConfirmPlaceView>(),
};

/* ------------------------------------------------------------- organisers */

/** A kind's admin URL base and the sub-path of its sign-ups. */
type KindBase = 'social-events' | 'tournaments';

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
  // Organisers' routes (adminExec), like the family's pages; each CSV export is its list's.
  const list = route(`GET ${root}`, adminExec).query<QuerySchema>().answers<List>();
  const signupList = route(`GET ${root}/:id/${signups}`, adminExec)
    .query<typeof adminRegistrationsQuerySchema>()
    .answers<SignupList>();
  return {
    list,
    csv: csvOf(list),
    create: route(`POST ${root}`, adminExec).body<InputSchema>().answers<Carried>(),
    byId: route(`GET ${root}/:id`, adminExec).answers<Carried>(),
    update: route(`PATCH ${root}/:id`, adminExec).body<InputSchema>().answers<Carried>(),
    remove: route(`DELETE ${root}/:id`, adminExec).answers<void>(),
    publish: route(`POST ${root}/:id/publish`, adminExec).answers<Carried>(),
    cancel: route(`POST ${root}/:id/cancel`, adminExec)
      .body<typeof cancelEventSchema>()
      .answers<{ notified: number }>(),
    signups: signupList,
    signupsCsv: csvOf(signupList),
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
export const eventsAdminApi = withCsv(
  {
    unpublishSocial: route('POST /api/admin/social-events/:id/unpublish', adminExec).answers<{
      event: AdminSocialEvent;
    }>(),
    duplicateSocial: route('POST /api/admin/social-events/:id/duplicate', adminExec)
      .body<typeof duplicateSocialEventSchema>()
      .answers<{ event: AdminSocialEvent }>(),
    addSocialWalkIn: route('POST /api/admin/social-events/:id/registrations', adminExec)
      .body<typeof walkInInputSchema>()
      .answers<{ registrationId: string }>(),
    addDivisionEntry: route('POST /api/admin/tournaments/:id/divisions/:divisionId/entries', adminExec)
      .body<typeof walkInInputSchema>()
      .answers<{ registrationId: string }>(),
    checkIn: route('POST /api/admin/registrations/:id/check-in', adminExec)
      .body<typeof checkInSchema>()
      .answers<{ registrationId: string; checkedInAt: string | null }>(),
    move: route('POST /api/admin/registrations/:id/move', adminExec)
      .body<typeof moveRegistrationSchema>()
      .answers<{ registrationId: string; status: RegistrationStatus; waitlistPosition: number | null }>(),
    cancelRegistration: route('POST /api/admin/registrations/:id/cancel', adminExec)
      .body<typeof cancelRegistrationSchema>()
      .answers<RegistrationActionResult>(),
    removeRegistration: route(
      'DELETE /api/admin/registrations/:id',
      adminExec,
    ).answers<RegistrationActionResult>(),
    uploadFile: route('POST /api/admin/event-files', adminExec)
      .upload('file')
      .answers<{ file: { url: string; kind: 'image' | 'pdf' } }>(),
    socialPlayers: route('GET /api/admin/social-players', boardStaff)
      .query<typeof socialPlayersQuerySchema>()
      .answers<SocialPlayerList>(),
    socialPlayer: route('GET /api/admin/social-players/:id', boardStaff).answers<SocialPlayerDetail>(),
  },
  { socialPlayersCsv: 'socialPlayers' },
);

/** Events in series (issue 23 §3): the organisers' series tools and the whole-series sign-up. */
export const eventSeriesAdminApi = {
  // Events in series (issue 23 §3): the organisers' tools; a whole-series sign-up needs an account.
  repeat: route('POST /api/admin/social-events/:id/series', adminExec)
    .body<typeof repeatEventSchema>()
    .answers<{ series: AdminSeries }>(),
  byId: route('GET /api/admin/event-series/:id', adminExec).answers<{ series: AdminSeries }>(),
  publish: route('POST /api/admin/event-series/:id/publish', adminExec).answers<{ series: AdminSeries }>(),
  editSession: route('PATCH /api/admin/event-series/:seriesId/sessions/:id', adminExec)
    .body<typeof editSeriesSessionSchema>()
    .answers<{ series: AdminSeries }>(),
  moveSession: route('POST /api/admin/event-series/:seriesId/sessions/:id/move', adminExec)
    .body<typeof moveSeriesSessionSchema>()
    .answers<{ series: AdminSeries }>(),
  skipSession: route('POST /api/admin/event-series/:seriesId/sessions/:id/skip', adminExec)
    .body<typeof skipSeriesSessionSchema>()
    .answers<{ series: AdminSeries }>(),
};

/** Tournaments in series (decision 041): repeat, and the edits that differ from a social's (dates, divisions). */
export const tournamentSeriesAdminApi = {
  repeat: route('POST /api/admin/tournaments/:id/series', adminExec)
    .body<typeof repeatEventSchema>()
    .answers<{ series: AdminSeries }>(),
  editSession: route('PATCH /api/admin/tournament-series/:seriesId/sessions/:id', adminExec)
    .body<typeof editTournamentSeriesSessionSchema>()
    .answers<{ series: AdminSeries }>(),
  moveSession: route('POST /api/admin/tournament-series/:seriesId/sessions/:id/move', adminExec)
    .body<typeof moveTournamentSessionSchema>()
    .answers<{ series: AdminSeries }>(),
};

export const eventSeriesApi = {
  signUp: route('POST /api/event-series/:id/signups', 'signedIn')
    .body<typeof seriesSignupSchema>()
    .answers<SeriesSignupResult>(),
  /** The signed-in person cancels their whole-series sign-up: every coming session at once. */
  cancelMine: route('DELETE /api/event-series/:id/signups/mine', 'signedIn').answers<SeriesCancelResult>(),
};
