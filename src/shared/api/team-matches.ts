import { captainOrCoordinatorOr, coordinatorOr, leagueStaff, teamCaptainOr, teamMemberOr } from '../access';
import type {
  AvailabilityGrid,
  AvailabilityLinkView,
  availabilityAnswerSchema,
  availabilityLinkAnswerSchema,
  availabilityLinkQuerySchema,
  calendarFeedQuerySchema,
  LeagueStandings,
  Lineup,
  LineupBuilder,
  lineupInputSchema,
  MatchPage,
  MatchSettings,
  MyAvailability,
  matchSettingsSchema,
  ScheduleImportResult,
  ScoreSheet,
  SignedMatchView,
  scheduleImportSchema,
  scoreDisputeSchema,
  scoreSheetInputSchema,
  standingsRulesInputSchema,
  TeamMatch,
  TeamSchedule,
  TeamStandings,
  teamMatchInputSchema,
  withdrawFromMatchSchema,
} from '../schemas/team-matches';
import type {
  SubAnswerView,
  SubFinder,
  SubPreferences,
  SubRequestView,
  sendSubRequestSchema,
  subAnswerQuerySchema,
  subAnswerSchema,
  subFinderQuerySchema,
  subPreferencesSchema,
} from '../schemas/team-matches-subs';
import { route } from './define';

/** Match day: a team's schedule and its players' availability (issue 11 §1–2). */
export const scheduleApi = {
  schedule: route('GET /api/teams/:id/schedule', teamMemberOr(leagueStaff)).answers<TeamSchedule>(),
  createMatch: route('POST /api/teams/:id/matches', teamCaptainOr(leagueStaff))
    .body<typeof teamMatchInputSchema>()
    .answers<{ match: TeamMatch }>(),
  importMatches: route('POST /api/teams/:id/matches/import', teamCaptainOr(leagueStaff))
    .body<typeof scheduleImportSchema>()
    .answers<ScheduleImportResult>(),
  updateMatch: route('PATCH /api/teams/:id/matches/:matchId', teamCaptainOr(leagueStaff))
    .body<typeof teamMatchInputSchema>()
    .answers<{ match: TeamMatch }>(),
  settings: route('PUT /api/teams/:id/match-settings', teamCaptainOr(leagueStaff))
    .body<typeof matchSettingsSchema>()
    .answers<{ settings: MatchSettings }>(),
  grid: route('GET /api/teams/:id/availability', teamCaptainOr(leagueStaff)).answers<AvailabilityGrid>(),
  remind: route('POST /api/teams/:id/matches/:matchId/remind', teamCaptainOr(leagueStaff)).answers<{
    reminded: number;
  }>(),
  // The feed's key is the player's own (their roster place); they rotate it from the schedule page.
  teamCalendar: route('GET /api/teams/:id/calendar.ics', 'public')
    .query<typeof calendarFeedQuerySchema>()
    .answers<string>(),
  /** A new key for the viewer's own team calendar address (the old one stops working). */
  rotateCalendarKey: route('POST /api/teams/:id/calendar-key', teamMemberOr(leagueStaff)).answers<{
    calendarUrl: string;
  }>(),
  match: route('GET /api/team-matches/:id', teamMemberOr(leagueStaff)).answers<MatchPage>(),
  matchCalendar: route('GET /api/team-matches/:id/calendar.ics', teamMemberOr(leagueStaff)).answers<string>(),
  answer: route('PUT /api/team-matches/:id/availability', teamMemberOr(leagueStaff))
    .body<typeof availabilityAnswerSchema>()
    .answers<{ myAnswer: MyAvailability }>(),
  /**
   * "Withdraw from this match" (issue 22 §3): the team's players may ask; the domain lets only a
   * player of the published lineup, before the match starts.
   */
  withdraw: route('POST /api/team-matches/:id/withdraw', teamMemberOr([]))
    .body<typeof withdrawFromMatchSchema>()
    .answers<MatchPage>(),
  link: route('GET /api/availability/link', 'public')
    .query<typeof availabilityLinkQuerySchema>()
    .answers<AvailabilityLinkView>(),
  /** The match page behind the same signed link (issue 21 §1): read-only, no account needed. */
  linkMatch: route('GET /api/availability/link/match', 'public')
    .query<typeof availabilityLinkQuerySchema>()
    .answers<SignedMatchView>(),
  linkAnswer: route('POST /api/availability/link', 'public')
    .body<typeof availabilityLinkAnswerSchema>()
    .answers<AvailabilityLinkView>(),
};

/** A team match's lineup (issue 11 §3): built and published by the team's captains. */
export const lineupApi = {
  // Match-day results (issue 11 §3–4). A shared lineup is read by its unguessable token.
  get: route('GET /api/team-matches/:id/lineup', teamCaptainOr(leagueStaff)).answers<LineupBuilder>(),
  save: route('PUT /api/team-matches/:id/lineup', teamCaptainOr(leagueStaff))
    .body<typeof lineupInputSchema>()
    .answers<LineupBuilder>(),
  publish: route('POST /api/team-matches/:id/lineup/publish', teamCaptainOr(leagueStaff)).answers<
    LineupBuilder & { notified: number }
  >(),
  /** The published lineup for the match page (players of the team); null until published. */
  published: route('GET /api/team-matches/:id/lineup/published', teamMemberOr(leagueStaff)).answers<{
    lineup: Lineup | null;
  }>(),
  shared: route('GET /api/lineups/:token', 'public').answers<Lineup>(),
};

/** Scores per line, confirmation, dispute and the USTA scorecard (issue 11 §4). */
export const scoresApi = {
  get: route('GET /api/team-matches/:id/score', captainOrCoordinatorOr(leagueStaff)).answers<ScoreSheet>(),
  enter: route('PUT /api/team-matches/:id/score', teamCaptainOr(leagueStaff))
    .body<typeof scoreSheetInputSchema>()
    .answers<ScoreSheet>(),
  confirm: route(
    'POST /api/team-matches/:id/score/confirm',
    captainOrCoordinatorOr(leagueStaff),
  ).answers<ScoreSheet>(),
  dispute: route('POST /api/team-matches/:id/score/dispute', captainOrCoordinatorOr(leagueStaff))
    .body<typeof scoreDisputeSchema>()
    .answers<ScoreSheet>(),
  scorecardCsv: route(
    'GET /api/team-matches/:id/scorecard.csv',
    captainOrCoordinatorOr(leagueStaff),
  ).answers<string>(),
};

/** Public standings per league and per team; the tie-break order is the coordinator's. */
export const standingsApi = {
  league: route('GET /api/leagues/:id/standings', 'public').answers<LeagueStandings>(),
  leagueCsv: route('GET /api/leagues/:id/standings.csv', 'public').answers<string>(),
  team: route('GET /api/teams/:id/standings', 'public').answers<TeamStandings>(),
  setRules: route('PUT /api/leagues/:id/standings-rules', coordinatorOr(leagueStaff))
    .body<typeof standingsRulesInputSchema>()
    .answers<LeagueStandings>(),
};

/** The sub finder (issue 21 §2). */
export const subsApi = {
  myPreferences: route('GET /api/me/sub-preferences', 'signedIn').answers<{ preferences: SubPreferences }>(),
  savePreferences: route('PUT /api/me/sub-preferences', 'signedIn')
    .body<typeof subPreferencesSchema>()
    .answers<{ preferences: SubPreferences }>(),
  /** Candidates for the match (or one line: ?lineId=D1) and the match's requests. */
  finder: route('GET /api/team-matches/:id/subs', teamCaptainOr(leagueStaff))
    .query<typeof subFinderQuerySchema>()
    .answers<SubFinder>(),
  send: route('POST /api/team-matches/:id/sub-requests', teamCaptainOr(leagueStaff))
    .body<typeof sendSubRequestSchema>()
    .answers<{ request: SubRequestView; asked: number }>(),
  cancel: route('POST /api/sub-requests/:id/cancel', teamCaptainOr(leagueStaff)).answers<{
    request: SubRequestView;
  }>(),
  link: route('GET /api/sub-requests/answer', 'public')
    .query<typeof subAnswerQuerySchema>()
    .answers<SubAnswerView>(),
  answer: route('POST /api/sub-requests/answer', 'public')
    .body<typeof subAnswerSchema>()
    .answers<SubAnswerView>(),
};
