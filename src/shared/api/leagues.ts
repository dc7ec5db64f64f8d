import { leagueStaff, leagueStaffAndCaptains, teamCaptainOr } from '../access';
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
    // Leagues and teams (issue 10). Lists open to captains answer with the captain's own teams
    // only; a single team's routes are "a captain of this team, or league staff".
    access: leagueStaff,
    query: schema<typeof leagueListQuerySchema>(),
    answer: answer<Page<LeagueSummary>>(),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/admin/leagues',
    access: leagueStaff,
    body: schema<typeof leagueInputSchema>(),
    answer: answer<{ league: League }>(),
  }),
  byId: defineRoute({
    method: 'GET',
    path: '/api/admin/leagues/:id',
    access: leagueStaff,
    answer: answer<{ league: League }>(),
  }),
  update: defineRoute({
    method: 'PATCH',
    path: '/api/admin/leagues/:id',
    access: leagueStaff,
    body: schema<typeof leagueInputSchema>(),
    answer: answer<{ league: League }>(),
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/admin/leagues/:id',
    access: leagueStaff,
    answer: answer<void>(),
  }),
  messageCaptains: defineRoute({
    method: 'POST',
    path: '/api/admin/leagues/:id/message',
    access: leagueStaff,
    body: schema<typeof captainsMessageSchema>(),
    answer: answer<{ recipients: number }>(),
  }),
  ...defineListWithCsv('ustaTeams', {
    path: '/api/admin/usta-teams',
    access: leagueStaff,
    query: schema<typeof teamListQuerySchema>(),
    answer: answer<Page<TeamSummary>>(),
  }),
  setTeamNumber: defineRoute({
    method: 'PATCH',
    path: '/api/admin/usta-teams/:id',
    access: leagueStaff,
    body: schema<typeof teamNumberSchema>(),
    answer: answer<{ team: Team }>(),
  }),
  ...defineListWithCsv('coordination', {
    path: '/api/admin/league-coordination',
    access: leagueStaff,
    query: schema<typeof coordinationQuerySchema>(),
    answer: answer<{ leagues: CoordinationLeague[] }>(),
  }),
  decide: defineRoute({
    method: 'POST',
    path: '/api/admin/teams/:id/decision',
    access: leagueStaff,
    body: schema<typeof teamDecisionSchema>(),
    answer: answer<{ team: Team }>(),
  }),
};

/** Team registration (/leagues), team management and rosters (issue 10 §2, §4). */
export const teamsApi = {
  openLeagues: defineRoute({
    method: 'GET',
    path: '/api/leagues/open',
    access: leagueStaffAndCaptains,
    answer: answer<{ leagues: League[] }>(),
  }),
  memberOptions: defineRoute({
    method: 'GET',
    path: '/api/leagues/member-options',
    access: leagueStaffAndCaptains,
    query: schema<typeof memberOptionsQuerySchema>(),
    answer: answer<{ members: MemberOption[] }>(),
  }),
  ...defineListWithCsv('list', {
    path: '/api/teams',
    access: leagueStaffAndCaptains,
    query: schema<typeof teamListQuerySchema>(),
    answer: answer<Page<TeamSummary>>(),
  }),
  register: defineRoute({
    method: 'POST',
    path: '/api/teams',
    access: leagueStaffAndCaptains,
    body: schema<typeof teamRegistrationSchema>(),
    answer: answer<{ team: Team; warnings: string[]; invited: number }>(),
  }),
  rosters: defineRoute({
    method: 'GET',
    path: '/api/rosters',
    access: leagueStaffAndCaptains,
    query: schema<typeof rostersQuerySchema>(),
    answer: answer<{ rosters: Roster[] }>(),
  }),
  byId: defineRoute({
    method: 'GET',
    path: '/api/teams/:id',
    access: teamCaptainOr(leagueStaff),
    answer: answer<{ team: Team }>(),
  }),
  update: defineRoute({
    method: 'PATCH',
    path: '/api/teams/:id',
    access: teamCaptainOr(leagueStaff),
    body: schema<typeof teamUpdateSchema>(),
    answer: answer<{ team: Team }>(),
  }),
  roster: defineRoute({
    method: 'GET',
    path: '/api/teams/:id/roster',
    access: teamCaptainOr(leagueStaff),
    answer: answer<Roster>(),
  }),
  rosterCsv: defineRoute({
    method: 'GET',
    path: '/api/teams/:id/roster.csv',
    access: teamCaptainOr(leagueStaff),
    answer: answer<string>(),
  }),
  addPlayer: defineRoute({
    method: 'POST',
    path: '/api/teams/:id/roster',
    access: teamCaptainOr(leagueStaff),
    body: schema<typeof rosterAddSchema>(),
    answer: answer<Roster>(),
  }),
  removePlayer: defineRoute({
    method: 'DELETE',
    path: '/api/teams/:id/roster/:entryId',
    access: teamCaptainOr(leagueStaff),
    answer: answer<Roster>(),
  }),
  withdrawInvitation: defineRoute({
    method: 'DELETE',
    path: '/api/teams/:id/invitations/:invitationId',
    // Roster places by consent (issue 18): captains withdraw invitations and answer requests; any
    // member may ask to join; the player answers on their profile (the domain checks it is theirs)
    // or from the e-mailed link (signed, answered by POST).
    access: teamCaptainOr(leagueStaff),
    answer: answer<Roster>(),
  }),
  decideJoinRequest: defineRoute({
    method: 'POST',
    path: '/api/teams/:id/join-requests/:invitationId',
    access: teamCaptainOr(leagueStaff),
    body: schema<typeof rosterInvitationDecisionSchema>(),
    answer: answer<Roster>(),
  }),
  requestToJoin: defineRoute({
    method: 'POST',
    path: '/api/teams/:id/join-requests',
    access: 'signedIn',
    answer: answer<{ request: MyRosterInvitation }>(),
  }),
};

/** A player's side of roster places (issue 18): the profile's notice and the e-mailed link. */
export const rosterInvitationsApi = {
  mine: defineRoute({
    method: 'GET',
    path: '/api/me/roster-invitations',
    access: 'signedIn',
    answer: answer<{ invitations: MyRosterInvitation[] }>(),
  }),
  answerMine: defineRoute({
    method: 'POST',
    path: '/api/me/roster-invitations/:id',
    access: 'signedIn',
    body: schema<typeof rosterInvitationDecisionSchema>(),
    answer: answer<RosterInvitationAnswer>(),
  }),
  link: defineRoute({
    method: 'GET',
    path: '/api/roster-invitations/link',
    access: 'public',
    query: schema<typeof rosterInvitationLinkQuerySchema>(),
    answer: answer<RosterInvitationLink>(),
  }),
  answerLink: defineRoute({
    method: 'POST',
    path: '/api/roster-invitations/link',
    access: 'public',
    body: schema<typeof rosterInvitationLinkAnswerSchema>(),
    answer: answer<RosterInvitationAnswer>(),
  }),
};
