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
import { answer, defineRoute, schema } from './define';

/** Match day: a team's schedule and its players' availability (issue 11 §1–2). */
export const scheduleApi = {
  schedule: defineRoute({
    method: 'GET',
    path: '/api/teams/:id/schedule',
    access: teamMemberOr(leagueStaff),
    answer: answer<TeamSchedule>(),
  }),
  createMatch: defineRoute({
    method: 'POST',
    path: '/api/teams/:id/matches',
    access: teamCaptainOr(leagueStaff),
    body: schema<typeof teamMatchInputSchema>(),
    answer: answer<{ match: TeamMatch }>(),
  }),
  importMatches: defineRoute({
    method: 'POST',
    path: '/api/teams/:id/matches/import',
    access: teamCaptainOr(leagueStaff),
    body: schema<typeof scheduleImportSchema>(),
    answer: answer<ScheduleImportResult>(),
  }),
  updateMatch: defineRoute({
    method: 'PATCH',
    path: '/api/teams/:id/matches/:matchId',
    access: teamCaptainOr(leagueStaff),
    body: schema<typeof teamMatchInputSchema>(),
    answer: answer<{ match: TeamMatch }>(),
  }),
  settings: defineRoute({
    method: 'PUT',
    path: '/api/teams/:id/match-settings',
    access: teamCaptainOr(leagueStaff),
    body: schema<typeof matchSettingsSchema>(),
    answer: answer<{ settings: MatchSettings }>(),
  }),
  grid: defineRoute({
    method: 'GET',
    path: '/api/teams/:id/availability',
    access: teamCaptainOr(leagueStaff),
    answer: answer<AvailabilityGrid>(),
  }),
  remind: defineRoute({
    method: 'POST',
    path: '/api/teams/:id/matches/:matchId/remind',
    access: teamCaptainOr(leagueStaff),
    answer: answer<{ reminded: number }>(),
  }),
  teamCalendar: defineRoute({
    method: 'GET',
    path: '/api/teams/:id/calendar.ics',
    // The feed's key is the player's own (their roster place); they rotate it from the schedule page.
    access: 'public',
    query: schema<typeof calendarFeedQuerySchema>(),
    answer: answer<string>(),
  }),
  /** A new key for the viewer's own team calendar address (the old one stops working). */
  rotateCalendarKey: defineRoute({
    method: 'POST',
    path: '/api/teams/:id/calendar-key',
    access: teamMemberOr(leagueStaff),
    answer: answer<{ calendarUrl: string }>(),
  }),
  match: defineRoute({
    method: 'GET',
    path: '/api/team-matches/:id',
    access: teamMemberOr(leagueStaff),
    answer: answer<MatchPage>(),
  }),
  matchCalendar: defineRoute({
    method: 'GET',
    path: '/api/team-matches/:id/calendar.ics',
    access: teamMemberOr(leagueStaff),
    answer: answer<string>(),
  }),
  answer: defineRoute({
    method: 'PUT',
    path: '/api/team-matches/:id/availability',
    access: teamMemberOr(leagueStaff),
    body: schema<typeof availabilityAnswerSchema>(),
    answer: answer<{ myAnswer: MyAvailability }>(),
  }),
  /**
   * "Withdraw from this match" (issue 22 §3): the team's players may ask; the domain lets only a
   * player of the published lineup, before the match starts.
   */
  withdraw: defineRoute({
    method: 'POST',
    path: '/api/team-matches/:id/withdraw',
    access: teamMemberOr([]),
    body: schema<typeof withdrawFromMatchSchema>(),
    answer: answer<MatchPage>(),
  }),
  link: defineRoute({
    method: 'GET',
    path: '/api/availability/link',
    access: 'public',
    query: schema<typeof availabilityLinkQuerySchema>(),
    answer: answer<AvailabilityLinkView>(),
  }),
  /** The match page behind the same signed link (issue 21 §1): read-only, no account needed. */
  linkMatch: defineRoute({
    method: 'GET',
    path: '/api/availability/link/match',
    access: 'public',
    query: schema<typeof availabilityLinkQuerySchema>(),
    answer: answer<SignedMatchView>(),
  }),
  linkAnswer: defineRoute({
    method: 'POST',
    path: '/api/availability/link',
    access: 'public',
    body: schema<typeof availabilityLinkAnswerSchema>(),
    answer: answer<AvailabilityLinkView>(),
  }),
};

/** A team match's lineup (issue 11 §3): built and published by the team's captains. */
export const lineupApi = {
  get: defineRoute({
    method: 'GET',
    path: '/api/team-matches/:id/lineup',
    // Match-day results (issue 11 §3–4). A shared lineup is read by its unguessable token.
    access: teamCaptainOr(leagueStaff),
    answer: answer<LineupBuilder>(),
  }),
  save: defineRoute({
    method: 'PUT',
    path: '/api/team-matches/:id/lineup',
    access: teamCaptainOr(leagueStaff),
    body: schema<typeof lineupInputSchema>(),
    answer: answer<LineupBuilder>(),
  }),
  publish: defineRoute({
    method: 'POST',
    path: '/api/team-matches/:id/lineup/publish',
    access: teamCaptainOr(leagueStaff),
    answer: answer<LineupBuilder & { notified: number }>(),
  }),
  /** The published lineup for the match page (players of the team); null until published. */
  published: defineRoute({
    method: 'GET',
    path: '/api/team-matches/:id/lineup/published',
    access: teamMemberOr(leagueStaff),
    answer: answer<{ lineup: Lineup | null }>(),
  }),
  shared: defineRoute({
    method: 'GET',
    path: '/api/lineups/:token',
    access: 'public',
    answer: answer<Lineup>(),
  }),
};

/** Scores per line, confirmation, dispute and the USTA scorecard (issue 11 §4). */
export const scoresApi = {
  get: defineRoute({
    method: 'GET',
    path: '/api/team-matches/:id/score',
    access: captainOrCoordinatorOr(leagueStaff),
    answer: answer<ScoreSheet>(),
  }),
  enter: defineRoute({
    method: 'PUT',
    path: '/api/team-matches/:id/score',
    access: teamCaptainOr(leagueStaff),
    body: schema<typeof scoreSheetInputSchema>(),
    answer: answer<ScoreSheet>(),
  }),
  confirm: defineRoute({
    method: 'POST',
    path: '/api/team-matches/:id/score/confirm',
    access: captainOrCoordinatorOr(leagueStaff),
    answer: answer<ScoreSheet>(),
  }),
  dispute: defineRoute({
    method: 'POST',
    path: '/api/team-matches/:id/score/dispute',
    access: captainOrCoordinatorOr(leagueStaff),
    body: schema<typeof scoreDisputeSchema>(),
    answer: answer<ScoreSheet>(),
  }),
  scorecardCsv: defineRoute({
    method: 'GET',
    path: '/api/team-matches/:id/scorecard.csv',
    access: captainOrCoordinatorOr(leagueStaff),
    answer: answer<string>(),
  }),
};

/** Public standings per league and per team; the tie-break order is the coordinator's. */
export const standingsApi = {
  league: defineRoute({
    method: 'GET',
    path: '/api/leagues/:id/standings',
    access: 'public',
    answer: answer<LeagueStandings>(),
  }),
  leagueCsv: defineRoute({
    method: 'GET',
    path: '/api/leagues/:id/standings.csv',
    access: 'public',
    answer: answer<string>(),
  }),
  team: defineRoute({
    method: 'GET',
    path: '/api/teams/:id/standings',
    access: 'public',
    answer: answer<TeamStandings>(),
  }),
  setRules: defineRoute({
    method: 'PUT',
    path: '/api/leagues/:id/standings-rules',
    access: coordinatorOr(leagueStaff),
    body: schema<typeof standingsRulesInputSchema>(),
    answer: answer<LeagueStandings>(),
  }),
};

/** The sub finder (issue 21 §2). */
export const subsApi = {
  myPreferences: defineRoute({
    method: 'GET',
    path: '/api/me/sub-preferences',
    access: 'signedIn',
    answer: answer<{ preferences: SubPreferences }>(),
  }),
  savePreferences: defineRoute({
    method: 'PUT',
    path: '/api/me/sub-preferences',
    access: 'signedIn',
    body: schema<typeof subPreferencesSchema>(),
    answer: answer<{ preferences: SubPreferences }>(),
  }),
  /** Candidates for the match (or one line: ?lineId=D1) and the match's requests. */
  finder: defineRoute({
    method: 'GET',
    path: '/api/team-matches/:id/subs',
    access: teamCaptainOr(leagueStaff),
    query: schema<typeof subFinderQuerySchema>(),
    answer: answer<SubFinder>(),
  }),
  send: defineRoute({
    method: 'POST',
    path: '/api/team-matches/:id/sub-requests',
    access: teamCaptainOr(leagueStaff),
    body: schema<typeof sendSubRequestSchema>(),
    answer: answer<{ request: SubRequestView; asked: number }>(),
  }),
  cancel: defineRoute({
    method: 'POST',
    path: '/api/sub-requests/:id/cancel',
    access: teamCaptainOr(leagueStaff),
    answer: answer<{ request: SubRequestView }>(),
  }),
  link: defineRoute({
    method: 'GET',
    path: '/api/sub-requests/answer',
    access: 'public',
    query: schema<typeof subAnswerQuerySchema>(),
    answer: answer<SubAnswerView>(),
  }),
  answer: defineRoute({
    method: 'POST',
    path: '/api/sub-requests/answer',
    access: 'public',
    body: schema<typeof subAnswerSchema>(),
    answer: answer<SubAnswerView>(),
  }),
};
