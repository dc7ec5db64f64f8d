import { apiKey, apiUrl, callApi } from '@client/lib/call-api';
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
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** Every league and team read: one change can touch lists, desk and rosters, so all are refreshed. */
const reads = [
  ...Object.values(leaguesAdminApi),
  ...Object.values(teamsApi),
  ...Object.values(rosterInvitationsApi),
].filter((r) => r.method === 'GET');

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => Promise.all(reads.map((route) => queryClient.invalidateQueries({ queryKey: apiKey(route) })));
}

const blankToUndefined = <T extends Record<string, unknown>>(query: T) =>
  Object.fromEntries(Object.entries(query).filter(([, v]) => v !== '' && v !== undefined && v !== null)) as T;

export function useLeagues(query: LeagueListQuery) {
  const sent = blankToUndefined(query);
  return useQuery({
    queryKey: apiKey(leaguesAdminApi.list, { query: sent }),
    queryFn: ({ signal }) => callApi(leaguesAdminApi.list, { query: sent, signal }),
    placeholderData: keepPreviousData,
  });
}

export const leaguesCsvUrl = (query: LeagueListQuery) =>
  apiUrl(leaguesAdminApi.listCsv, { query: blankToUndefined({ ...query, page: undefined }) });

export function useLeague(id: string | undefined) {
  return useQuery({
    queryKey: apiKey(leaguesAdminApi.byId, { params: { id: id ?? '' } }),
    queryFn: ({ signal }) => callApi(leaguesAdminApi.byId, { params: { id: id! }, signal }),
    select: (d) => d.league,
    enabled: !!id,
  });
}

export function useSaveLeague(id: string | undefined) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: LeagueInput) =>
      id
        ? callApi(leaguesAdminApi.update, { params: { id }, body: input })
        : callApi(leaguesAdminApi.create, { body: input }),
    onSuccess: invalidate,
  });
}

export function useDeleteLeague() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => callApi(leaguesAdminApi.remove, { params: { id } }),
    onSuccess: invalidate,
  });
}

export function useMessageCaptains(leagueId: string) {
  return useMutation({
    mutationFn: (input: CaptainsMessageInput) =>
      callApi(leaguesAdminApi.messageCaptains, { params: { id: leagueId }, body: input }),
  });
}

export function useUstaTeams(query: TeamListQuery) {
  const sent = blankToUndefined(query);
  return useQuery({
    queryKey: apiKey(leaguesAdminApi.ustaTeams, { query: sent }),
    queryFn: ({ signal }) => callApi(leaguesAdminApi.ustaTeams, { query: sent, signal }),
    placeholderData: keepPreviousData,
  });
}

export const ustaTeamsCsvUrl = (query: TeamListQuery) =>
  apiUrl(leaguesAdminApi.ustaTeamsCsv, { query: blankToUndefined({ ...query, page: undefined }) });

export function useSetTeamNumber() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, ustaTeamNumber, flight }: { id: string; ustaTeamNumber: string; flight?: string }) =>
      callApi(leaguesAdminApi.setTeamNumber, { params: { id }, body: { ustaTeamNumber, flight } }),
    onSuccess: invalidate,
  });
}

export function useCoordination(query: CoordinationQuery) {
  const sent = blankToUndefined(query);
  return useQuery({
    queryKey: apiKey(leaguesAdminApi.coordination, { query: sent }),
    queryFn: ({ signal }) => callApi(leaguesAdminApi.coordination, { query: sent, signal }),
    placeholderData: keepPreviousData,
  });
}

export const coordinationCsvUrl = (query: CoordinationQuery) =>
  apiUrl(leaguesAdminApi.coordinationCsv, { query: blankToUndefined(query) });

export function useDecideTeam() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: TeamDecisionInput }) =>
      callApi(leaguesAdminApi.decide, { params: { id }, body: decision }),
    onSuccess: invalidate,
  });
}

export function useOpenLeagues() {
  return useQuery({
    queryKey: apiKey(teamsApi.openLeagues),
    queryFn: ({ signal }) => callApi(teamsApi.openLeagues, { signal }),
    select: (d) => d.leagues,
  });
}

export function useMemberOptions(q: string) {
  return useQuery({
    queryKey: apiKey(teamsApi.memberOptions, { query: { q } }),
    queryFn: ({ signal }) => callApi(teamsApi.memberOptions, { query: { q }, signal }),
    select: (d) => d.members,
    placeholderData: keepPreviousData,
  });
}

export function useTeams(query: TeamListQuery) {
  const sent = blankToUndefined(query);
  return useQuery({
    queryKey: apiKey(teamsApi.list, { query: sent }),
    queryFn: ({ signal }) => callApi(teamsApi.list, { query: sent, signal }),
    placeholderData: keepPreviousData,
  });
}

export const teamsCsvUrl = (query: TeamListQuery) =>
  apiUrl(teamsApi.listCsv, { query: blankToUndefined({ ...query, page: undefined }) });

export function useRegisterTeam() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: TeamRegistrationInput) => callApi(teamsApi.register, { body: input }),
    onSuccess: invalidate,
  });
}

export function useUpdateTeam(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: TeamUpdateInput) => callApi(teamsApi.update, { params: { id }, body: input }),
    onSuccess: invalidate,
  });
}

export function useRosters(query: RostersQuery) {
  const sent = blankToUndefined(query);
  return useQuery({
    queryKey: apiKey(teamsApi.rosters, { query: sent }),
    queryFn: ({ signal }) => callApi(teamsApi.rosters, { query: sent, signal }),
    select: (d) => d.rosters,
    placeholderData: keepPreviousData,
  });
}

export function useRoster(id: string) {
  return useQuery({
    queryKey: apiKey(teamsApi.roster, { params: { id } }),
    queryFn: ({ signal }) => callApi(teamsApi.roster, { params: { id }, signal }),
  });
}

export const rosterCsvUrl = (id: string) => apiUrl(teamsApi.rosterCsv, { params: { id } });

export function useAddPlayer(teamId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: RosterAddInput) =>
      callApi(teamsApi.addPlayer, { params: { id: teamId }, body: input }),
    onSuccess: invalidate,
  });
}

export function useRemovePlayer(teamId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (entryId: string) => callApi(teamsApi.removePlayer, { params: { id: teamId, entryId } }),
    onSuccess: invalidate,
  });
}

export function useWithdrawInvitation(teamId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (invitationId: string) =>
      callApi(teamsApi.withdrawInvitation, { params: { id: teamId, invitationId } }),
    onSuccess: invalidate,
  });
}

export function useDecideJoinRequest(teamId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ invitationId, decision }: { invitationId: string; decision: RosterInvitationDecision }) =>
      callApi(teamsApi.decideJoinRequest, { params: { id: teamId, invitationId }, body: { decision } }),
    onSuccess: invalidate,
  });
}

/** The team's league standings (issue 11 §4), shown on the team's page. */
export function useTeamStandings(teamId: string) {
  return useQuery({
    queryKey: apiKey(standingsApi.team, { params: { id: teamId } }),
    queryFn: ({ signal }) => callApi(standingsApi.team, { params: { id: teamId }, signal }),
  });
}

/** The e-mailed invitation link's page: GET shows (records nothing), the player's tap answers. */
export function useInvitationLink(token: string) {
  return useQuery({
    queryKey: apiKey(rosterInvitationsApi.link, { query: { token } }),
    queryFn: ({ signal }) => callApi(rosterInvitationsApi.link, { query: { token }, signal }),
    enabled: !!token,
    retry: false,
  });
}

export function useAnswerInvitationLink() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: RosterInvitationLinkAnswer) => callApi(rosterInvitationsApi.answerLink, { body }),
    onSuccess: invalidate,
  });
}
