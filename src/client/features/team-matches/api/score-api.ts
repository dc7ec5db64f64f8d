import { apiKey, apiQuery, apiUrl, callApi } from '@client/lib/call-api';
import { lineupApi, scoresApi, standingsApi } from '@shared/api/team-matches';
import type { LineupInput, ScoreSheetInput, StandingsRulesInput } from '@shared/schemas/team-matches';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** Lineups, score sheets and standings (issue 11 §3–4). */

export function useLineup(matchId: string) {
  return useQuery(apiQuery(lineupApi.get, { params: { id: matchId } }));
}

export function useSaveLineup(matchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LineupInput) => callApi(lineupApi.save, { params: { id: matchId }, body }),
    onSuccess: (data) => queryClient.setQueryData(apiKey(lineupApi.get, { params: { id: matchId } }), data),
  });
}

export function usePublishLineup(matchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(lineupApi.publish, { params: { id: matchId } }),
    onSuccess: (data) => queryClient.setQueryData(apiKey(lineupApi.get, { params: { id: matchId } }), data),
  });
}

/** The published lineup shown on the match page (null until the captain publishes). */
export function usePublishedLineup(matchId: string) {
  return useQuery(apiQuery(lineupApi.published, { params: { id: matchId } }));
}

export function useSharedLineup(token: string) {
  return useQuery({
    ...apiQuery(lineupApi.shared, { params: { token } }),
    retry: false,
  });
}

export function useScoreSheet(matchId: string) {
  return useQuery(apiQuery(scoresApi.get, { params: { id: matchId } }));
}

function useSheetMutation<V>(
  matchId: string,
  run: (v: V) => ReturnType<typeof callApi<typeof scoresApi.get>>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async (data) => {
      queryClient.setQueryData(apiKey(scoresApi.get, { params: { id: matchId } }), data);
      await queryClient.invalidateQueries({ queryKey: apiKey(standingsApi.league) });
      await queryClient.invalidateQueries({ queryKey: apiKey(standingsApi.team) });
    },
  });
}

export const useEnterScores = (matchId: string) =>
  useSheetMutation(matchId, (body: ScoreSheetInput) =>
    callApi(scoresApi.enter, { params: { id: matchId }, body }),
  );

export const useConfirmScores = (matchId: string) =>
  useSheetMutation(matchId, (_: undefined) => callApi(scoresApi.confirm, { params: { id: matchId } }));

export const useDisputeScores = (matchId: string) =>
  useSheetMutation(matchId, (note: string) =>
    callApi(scoresApi.dispute, { params: { id: matchId }, body: { note } }),
  );

export const scorecardCsvUrl = (matchId: string) =>
  apiUrl(scoresApi.scorecardCsv, { params: { id: matchId } });

export function useLeagueStandings(leagueId: string) {
  return useQuery(apiQuery(standingsApi.league, { params: { id: leagueId } }));
}

export const standingsCsvUrl = (leagueId: string) =>
  apiUrl(standingsApi.leagueCsv, { params: { id: leagueId } });

export function useSetStandingsRules(leagueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StandingsRulesInput) =>
      callApi(standingsApi.setRules, { params: { id: leagueId }, body }),
    onSuccess: (data) => {
      queryClient.setQueryData(apiKey(standingsApi.league, { params: { id: leagueId } }), data);
      return queryClient.invalidateQueries({ queryKey: apiKey(standingsApi.team) });
    },
  });
}
