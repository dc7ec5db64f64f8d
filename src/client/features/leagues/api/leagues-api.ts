import { useWrite } from '@client/lib/api-writes';
import { apiQuery, apiUrl, callApi, fieldQuery, linkQuery, listQuery } from '@client/lib/call-api';
import { leaguesAdminApi, rosterInvitationsApi, teamsApi } from '@shared/api/leagues';
import { standingsApi } from '@shared/api/team-matches';
import type {
  CaptainsMessageInput,
  CoordinationQuery,
  LeagueInput,
  LeagueListQuery,
  RosterAddInput,
  RosterInvitationDecision,
  RosterInvitationLinkAnswer,
  RostersQuery,
  TeamDecisionInput,
  TeamListQuery,
  TeamRegistrationInput,
  TeamUpdateInput,
} from '@shared/schemas/leagues';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';

/** Every league and team read: one change can touch lists, desk and rosters, so all are refreshed. */
const reads = [
  ...Object.values(leaguesAdminApi),
  ...Object.values(teamsApi),
  ...Object.values(rosterInvitationsApi),
].filter((r) => r.method === 'GET');

export function useLeagues(query: LeagueListQuery) {
  return useQuery(listQuery(leaguesAdminApi.list, query));
}

export const leaguesCsvUrl = (query: LeagueListQuery) =>
  apiUrl(leaguesAdminApi.listCsv, { query: { ...query, page: undefined } });

export function useLeague(id: string | undefined) {
  return useQuery({
    ...fieldQuery(leaguesAdminApi.byId, 'league', { params: { id: id ?? '' } }),
    enabled: !!id,
  });
}

export function useSaveLeague(id: string | undefined) {
  return useWrite(
    (input: LeagueInput) =>
      id
        ? callApi(leaguesAdminApi.update, { params: { id }, body: input })
        : callApi(leaguesAdminApi.create, { body: input }),
    reads,
  );
}

export function useDeleteLeague() {
  return useWrite((id: string) => callApi(leaguesAdminApi.remove, { params: { id } }), reads);
}

export function useMessageCaptains(leagueId: string) {
  return useMutation({
    mutationFn: (input: CaptainsMessageInput) =>
      callApi(leaguesAdminApi.messageCaptains, { params: { id: leagueId }, body: input }),
  });
}

export function useUstaTeams(query: TeamListQuery) {
  return useQuery(listQuery(leaguesAdminApi.ustaTeams, query));
}

export const ustaTeamsCsvUrl = (query: TeamListQuery) =>
  apiUrl(leaguesAdminApi.ustaTeamsCsv, { query: { ...query, page: undefined } });

export function useSetTeamNumber() {
  return useWrite(
    ({ id, ustaTeamNumber, flight }: { id: string; ustaTeamNumber: string; flight?: string }) =>
      callApi(leaguesAdminApi.setTeamNumber, { params: { id }, body: { ustaTeamNumber, flight } }),
    reads,
  );
}

export function useCoordination(query: CoordinationQuery) {
  return useQuery(listQuery(leaguesAdminApi.coordination, query));
}

export const coordinationCsvUrl = (query: CoordinationQuery) =>
  apiUrl(leaguesAdminApi.coordinationCsv, { query });

export function useDecideTeam() {
  return useWrite(
    ({ id, decision }: { id: string; decision: TeamDecisionInput }) =>
      callApi(leaguesAdminApi.decide, { params: { id }, body: decision }),
    reads,
  );
}

export function useOpenLeagues() {
  return useQuery(fieldQuery(teamsApi.openLeagues, 'leagues'));
}

export function useMemberOptions(q: string) {
  return useQuery({
    ...fieldQuery(teamsApi.memberOptions, 'members', { query: { q } }),
    placeholderData: keepPreviousData,
  });
}

export function useTeams(query: TeamListQuery) {
  return useQuery(listQuery(teamsApi.list, query));
}

export const teamsCsvUrl = (query: TeamListQuery) =>
  apiUrl(teamsApi.listCsv, { query: { ...query, page: undefined } });

export function useRegisterTeam() {
  return useWrite((input: TeamRegistrationInput) => callApi(teamsApi.register, { body: input }), reads);
}

export function useUpdateTeam(id: string) {
  return useWrite(
    (input: TeamUpdateInput) => callApi(teamsApi.update, { params: { id }, body: input }),
    reads,
  );
}

export function useRosters(query: RostersQuery) {
  return useQuery({
    ...listQuery(teamsApi.rosters, query),
    select: (d) => d.rosters,
  });
}

export function useRoster(id: string) {
  return useQuery(apiQuery(teamsApi.roster, { params: { id } }));
}

export const rosterCsvUrl = (id: string) => apiUrl(teamsApi.rosterCsv, { params: { id } });

export function useAddPlayer(teamId: string) {
  return useWrite(
    (input: RosterAddInput) => callApi(teamsApi.addPlayer, { params: { id: teamId }, body: input }),
    reads,
  );
}

export function useRemovePlayer(teamId: string) {
  return useWrite(
    (entryId: string) => callApi(teamsApi.removePlayer, { params: { id: teamId, entryId } }),
    reads,
  );
}

export function useWithdrawInvitation(teamId: string) {
  return useWrite(
    (invitationId: string) => callApi(teamsApi.withdrawInvitation, { params: { id: teamId, invitationId } }),
    reads,
  );
}

export function useDecideJoinRequest(teamId: string) {
  return useWrite(
    ({ invitationId, decision }: { invitationId: string; decision: RosterInvitationDecision }) =>
      callApi(teamsApi.decideJoinRequest, { params: { id: teamId, invitationId }, body: { decision } }),
    reads,
  );
}

/** The team's league standings (issue 11 §4), shown on the team's page. */
export function useTeamStandings(teamId: string) {
  return useQuery(apiQuery(standingsApi.team, { params: { id: teamId } }));
}

/** The e-mailed invitation link's page: GET shows (records nothing), the player's tap answers. */
export function useInvitationLink(token: string) {
  return useQuery(linkQuery(rosterInvitationsApi.link, token));
}

export function useAnswerInvitationLink() {
  return useWrite(
    (body: RosterInvitationLinkAnswer) => callApi(rosterInvitationsApi.answerLink, { body }),
    reads,
  );
}
