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
import { route, withCsv } from './define';

/** League catalogue (/admin/usta-leagues), coordination desk, USTA teams (issue 10 §1, §3). */
export const leaguesAdminApi = withCsv(
  {
    // Leagues and teams (issue 10). Lists open to captains answer with the captain's own teams
    // only; a single team's routes are "a captain of this team, or league staff".
    list: route('GET /api/admin/leagues', leagueStaff)
      .query<typeof leagueListQuerySchema>()
      .answers<Page<LeagueSummary>>(),
    create: route('POST /api/admin/leagues', leagueStaff)
      .body<typeof leagueInputSchema>()
      .answers<{ league: League }>(),
    byId: route('GET /api/admin/leagues/:id', leagueStaff).answers<{ league: League }>(),
    update: route('PATCH /api/admin/leagues/:id', leagueStaff)
      .body<typeof leagueInputSchema>()
      .answers<{ league: League }>(),
    remove: route('DELETE /api/admin/leagues/:id', leagueStaff).answers<void>(),
    messageCaptains: route('POST /api/admin/leagues/:id/message', leagueStaff)
      .body<typeof captainsMessageSchema>()
      .answers<{ recipients: number }>(),
    ustaTeams: route('GET /api/admin/usta-teams', leagueStaff)
      .query<typeof teamListQuerySchema>()
      .answers<Page<TeamSummary>>(),
    setTeamNumber: route('PATCH /api/admin/usta-teams/:id', leagueStaff)
      .body<typeof teamNumberSchema>()
      .answers<{ team: Team }>(),
    coordination: route('GET /api/admin/league-coordination', leagueStaff)
      .query<typeof coordinationQuerySchema>()
      .answers<{ leagues: CoordinationLeague[] }>(),
    decide: route('POST /api/admin/teams/:id/decision', leagueStaff)
      .body<typeof teamDecisionSchema>()
      .answers<{ team: Team }>(),
  },
  { listCsv: 'list', ustaTeamsCsv: 'ustaTeams', coordinationCsv: 'coordination' },
);

/** Team registration (/leagues), team management and rosters (issue 10 §2, §4). */
export const teamsApi = withCsv(
  {
    openLeagues: route('GET /api/leagues/open', leagueStaffAndCaptains).answers<{ leagues: League[] }>(),
    memberOptions: route('GET /api/leagues/member-options', leagueStaffAndCaptains)
      .query<typeof memberOptionsQuerySchema>()
      .answers<{ members: MemberOption[] }>(),
    list: route('GET /api/teams', leagueStaffAndCaptains)
      .query<typeof teamListQuerySchema>()
      .answers<Page<TeamSummary>>(),
    register: route('POST /api/teams', leagueStaffAndCaptains)
      .body<typeof teamRegistrationSchema>()
      .answers<{ team: Team; warnings: string[]; invited: number }>(),
    rosters: route('GET /api/rosters', leagueStaffAndCaptains)
      .query<typeof rostersQuerySchema>()
      .answers<{ rosters: Roster[] }>(),
    byId: route('GET /api/teams/:id', teamCaptainOr(leagueStaff)).answers<{ team: Team }>(),
    update: route('PATCH /api/teams/:id', teamCaptainOr(leagueStaff))
      .body<typeof teamUpdateSchema>()
      .answers<{ team: Team }>(),
    roster: route('GET /api/teams/:id/roster', teamCaptainOr(leagueStaff)).answers<Roster>(),
    rosterCsv: route('GET /api/teams/:id/roster.csv', teamCaptainOr(leagueStaff)).answers<string>(),
    addPlayer: route('POST /api/teams/:id/roster', teamCaptainOr(leagueStaff))
      .body<typeof rosterAddSchema>()
      .answers<Roster>(),
    removePlayer: route(
      'DELETE /api/teams/:id/roster/:entryId',
      teamCaptainOr(leagueStaff),
    ).answers<Roster>(),
    // Roster places by consent (issue 18): captains withdraw invitations and answer requests; any
    // member may ask to join; the player answers on their profile (the domain checks it is theirs)
    // or from the e-mailed link (signed, answered by POST).
    withdrawInvitation: route(
      'DELETE /api/teams/:id/invitations/:invitationId',
      teamCaptainOr(leagueStaff),
    ).answers<Roster>(),
    decideJoinRequest: route('POST /api/teams/:id/join-requests/:invitationId', teamCaptainOr(leagueStaff))
      .body<typeof rosterInvitationDecisionSchema>()
      .answers<Roster>(),
    requestToJoin: route('POST /api/teams/:id/join-requests', 'signedIn').answers<{
      request: MyRosterInvitation;
    }>(),
  },
  { listCsv: 'list' },
);

/** A player's side of roster places (issue 18): the profile's notice and the e-mailed link. */
export const rosterInvitationsApi = {
  mine: route('GET /api/me/roster-invitations', 'signedIn').answers<{ invitations: MyRosterInvitation[] }>(),
  answerMine: route('POST /api/me/roster-invitations/:id', 'signedIn')
    .body<typeof rosterInvitationDecisionSchema>()
    .answers<RosterInvitationAnswer>(),
  link: route('GET /api/roster-invitations/link', 'public')
    .query<typeof rosterInvitationLinkQuerySchema>()
    .answers<RosterInvitationLink>(),
  answerLink: route('POST /api/roster-invitations/link', 'public')
    .body<typeof rosterInvitationLinkAnswerSchema>()
    .answers<RosterInvitationAnswer>(),
};
