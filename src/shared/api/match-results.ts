import type {
  LeagueStandings,
  Lineup,
  LineupBuilder,
  lineupInputSchema,
  ScoreSheet,
  scoreDisputeSchema,
  scoreSheetInputSchema,
  standingsRulesInputSchema,
  TeamStandings,
} from '../schemas/match-results';
import { answer, defineRoute, schema } from './define';

/** A team match's lineup (issue 11 §3): built and published by the team's captains. */
export const lineupApi = {
  get: defineRoute({
    method: 'GET',
    path: '/api/team-matches/:id/lineup',
    answer: answer<LineupBuilder>(),
  }),
  save: defineRoute({
    method: 'PUT',
    path: '/api/team-matches/:id/lineup',
    body: schema<typeof lineupInputSchema>(),
    answer: answer<LineupBuilder>(),
  }),
  publish: defineRoute({
    method: 'POST',
    path: '/api/team-matches/:id/lineup/publish',
    answer: answer<LineupBuilder & { emailed: number }>(),
  }),
  /** The published lineup for the match page (players of the team); null until published. */
  published: defineRoute({
    method: 'GET',
    path: '/api/team-matches/:id/lineup/published',
    answer: answer<{ lineup: Lineup | null }>(),
  }),
  shared: defineRoute({ method: 'GET', path: '/api/lineups/:token', answer: answer<Lineup>() }),
};

/** Scores per line, confirmation, dispute and the USTA scorecard (issue 11 §4). */
export const scoresApi = {
  get: defineRoute({ method: 'GET', path: '/api/team-matches/:id/score', answer: answer<ScoreSheet>() }),
  enter: defineRoute({
    method: 'PUT',
    path: '/api/team-matches/:id/score',
    body: schema<typeof scoreSheetInputSchema>(),
    answer: answer<ScoreSheet>(),
  }),
  confirm: defineRoute({
    method: 'POST',
    path: '/api/team-matches/:id/score/confirm',
    answer: answer<ScoreSheet>(),
  }),
  dispute: defineRoute({
    method: 'POST',
    path: '/api/team-matches/:id/score/dispute',
    body: schema<typeof scoreDisputeSchema>(),
    answer: answer<ScoreSheet>(),
  }),
  scorecardCsv: defineRoute({
    method: 'GET',
    path: '/api/team-matches/:id/scorecard.csv',
    answer: answer<string>(),
  }),
};

/** Public standings per league and per team; the tie-break order is the coordinator's. */
export const standingsApi = {
  league: defineRoute({
    method: 'GET',
    path: '/api/leagues/:id/standings',
    answer: answer<LeagueStandings>(),
  }),
  leagueCsv: defineRoute({
    method: 'GET',
    path: '/api/leagues/:id/standings.csv',
    answer: answer<string>(),
  }),
  team: defineRoute({ method: 'GET', path: '/api/teams/:id/standings', answer: answer<TeamStandings>() }),
  setRules: defineRoute({
    method: 'PUT',
    path: '/api/leagues/:id/standings-rules',
    body: schema<typeof standingsRulesInputSchema>(),
    answer: answer<LeagueStandings>(),
  }),
};
