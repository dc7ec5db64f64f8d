import type {
  CoordinationLeague,
  captainsMessageSchema,
  coordinationQuerySchema,
  League,
  LeagueSummary,
  leagueInputSchema,
  leagueListQuerySchema,
  MemberOption,
  MyRosterInvitation,
  memberOptionsQuerySchema,
  Roster,
  RosterInvitationAnswer,
  RosterInvitationLink,
  rosterAddSchema,
  rosterInvitationDecisionSchema,
  rosterInvitationLinkAnswerSchema,
  rosterInvitationLinkQuerySchema,
  rostersQuerySchema,
  Team,
  TeamSummary,
  teamDecisionSchema,
  teamListQuerySchema,
  teamNumberSchema,
  teamRegistrationSchema,
  teamUpdateSchema,
} from '../schemas/leagues';
import type { Page } from '../schemas/paging';
import { answer, defineListWithCsv, defineRoute, schema } from './define';

/** League catalogue (/admin/usta-leagues), coordination desk, USTA teams (issue 10 §1, §3). */
export const leaguesAdminApi = {
  ...defineListWithCsv('list', {
    path: '/api/admin/leagues',
    query: schema<typeof leagueListQuerySchema>(),
    answer: answer<Page<LeagueSummary>>(),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/admin/leagues',
    body: schema<typeof leagueInputSchema>(),
    answer: answer<{ league: League }>(),
  }),
  byId: defineRoute({ method: 'GET', path: '/api/admin/leagues/:id', answer: answer<{ league: League }>() }),
  update: defineRoute({
    method: 'PATCH',
    path: '/api/admin/leagues/:id',
    body: schema<typeof leagueInputSchema>(),
    answer: answer<{ league: League }>(),
  }),
  remove: defineRoute({ method: 'DELETE', path: '/api/admin/leagues/:id', answer: answer<void>() }),
  messageCaptains: defineRoute({
    method: 'POST',
    path: '/api/admin/leagues/:id/message',
    body: schema<typeof captainsMessageSchema>(),
    answer: answer<{ recipients: number }>(),
  }),
  ...defineListWithCsv('ustaTeams', {
    path: '/api/admin/usta-teams',
    query: schema<typeof teamListQuerySchema>(),
    answer: answer<Page<TeamSummary>>(),
  }),
  setTeamNumber: defineRoute({
    method: 'PATCH',
    path: '/api/admin/usta-teams/:id',
    body: schema<typeof teamNumberSchema>(),
    answer: answer<{ team: Team }>(),
  }),
  ...defineListWithCsv('coordination', {
    path: '/api/admin/league-coordination',
    query: schema<typeof coordinationQuerySchema>(),
    answer: answer<{ leagues: CoordinationLeague[] }>(),
  }),
  decide: defineRoute({
    method: 'POST',
    path: '/api/admin/teams/:id/decision',
    body: schema<typeof teamDecisionSchema>(),
    answer: answer<{ team: Team }>(),
  }),
};

/** Team registration (/leagues), team management and rosters (issue 10 §2, §4). */
export const teamsApi = {
  openLeagues: defineRoute({
    method: 'GET',
    path: '/api/leagues/open',
    answer: answer<{ leagues: League[] }>(),
  }),
  memberOptions: defineRoute({
    method: 'GET',
    path: '/api/leagues/member-options',
    query: schema<typeof memberOptionsQuerySchema>(),
    answer: answer<{ members: MemberOption[] }>(),
  }),
  ...defineListWithCsv('list', {
    path: '/api/teams',
    query: schema<typeof teamListQuerySchema>(),
    answer: answer<Page<TeamSummary>>(),
  }),
  register: defineRoute({
    method: 'POST',
    path: '/api/teams',
    body: schema<typeof teamRegistrationSchema>(),
    answer: answer<{ team: Team; warnings: string[]; invited: number }>(),
  }),
  rosters: defineRoute({
    method: 'GET',
    path: '/api/rosters',
    query: schema<typeof rostersQuerySchema>(),
    answer: answer<{ rosters: Roster[] }>(),
  }),
  byId: defineRoute({ method: 'GET', path: '/api/teams/:id', answer: answer<{ team: Team }>() }),
  update: defineRoute({
    method: 'PATCH',
    path: '/api/teams/:id',
    body: schema<typeof teamUpdateSchema>(),
    answer: answer<{ team: Team }>(),
  }),
  roster: defineRoute({ method: 'GET', path: '/api/teams/:id/roster', answer: answer<Roster>() }),
  rosterCsv: defineRoute({ method: 'GET', path: '/api/teams/:id/roster.csv', answer: answer<string>() }),
  addPlayer: defineRoute({
    method: 'POST',
    path: '/api/teams/:id/roster',
    body: schema<typeof rosterAddSchema>(),
    answer: answer<Roster>(),
  }),
  removePlayer: defineRoute({
    method: 'DELETE',
    path: '/api/teams/:id/roster/:entryId',
    answer: answer<Roster>(),
  }),
  withdrawInvitation: defineRoute({
    method: 'DELETE',
    path: '/api/teams/:id/invitations/:invitationId',
    answer: answer<Roster>(),
  }),
  decideJoinRequest: defineRoute({
    method: 'POST',
    path: '/api/teams/:id/join-requests/:invitationId',
    body: schema<typeof rosterInvitationDecisionSchema>(),
    answer: answer<Roster>(),
  }),
  requestToJoin: defineRoute({
    method: 'POST',
    path: '/api/teams/:id/join-requests',
    answer: answer<{ request: MyRosterInvitation }>(),
  }),
};

/** A player's side of roster places (issue 18): the profile's notice and the e-mailed link. */
export const rosterInvitationsApi = {
  mine: defineRoute({
    method: 'GET',
    path: '/api/me/roster-invitations',
    answer: answer<{ invitations: MyRosterInvitation[] }>(),
  }),
  answerMine: defineRoute({
    method: 'POST',
    path: '/api/me/roster-invitations/:id',
    body: schema<typeof rosterInvitationDecisionSchema>(),
    answer: answer<RosterInvitationAnswer>(),
  }),
  link: defineRoute({
    method: 'GET',
    path: '/api/roster-invitations/link',
    query: schema<typeof rosterInvitationLinkQuerySchema>(),
    answer: answer<RosterInvitationLink>(),
  }),
  answerLink: defineRoute({
    method: 'POST',
    path: '/api/roster-invitations/link',
    body: schema<typeof rosterInvitationLinkAnswerSchema>(),
    answer: answer<RosterInvitationAnswer>(),
  }),
};
