import { useInvalidateReads, useWrite } from '@client/lib/api-writes';
import { apiKey, apiQuery, callApi, linkQuery } from '@client/lib/call-api';
import { scheduleApi } from '@shared/api/team-matches';
import type {
  AvailabilityAnswerInput,
  AvailabilityLinkAnswerInput,
  MatchSettingsInput,
  ScheduleImportInput,
  SignedMatchView,
  TeamMatchInput,
  WithdrawFromMatchInput,
} from '@shared/schemas/team-matches';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** Schedule and availability reads: any write refreshes them all (schedule, grid, match page). */
const reads = Object.values(scheduleApi).filter((r) => r.method === 'GET');

export function useTeamSchedule(teamId: string) {
  const input = { params: { id: teamId } };
  return useQuery(apiQuery(scheduleApi.schedule, input));
}

/** A new address for the viewer's own team calendar feed (the old one stops working). */
export function useRotateCalendarKey(teamId: string) {
  return useWrite(() => callApi(scheduleApi.rotateCalendarKey, { params: { id: teamId } }), reads);
}

export function useAvailabilityGrid(teamId: string) {
  const input = { params: { id: teamId } };
  return useQuery(apiQuery(scheduleApi.grid, input));
}

export function useMatchPage(matchId: string) {
  const input = { params: { id: matchId } };
  return useQuery(apiQuery(scheduleApi.match, input));
}

export function useCreateMatch(teamId: string) {
  return useWrite(
    (body: TeamMatchInput) => callApi(scheduleApi.createMatch, { params: { id: teamId }, body }),
    reads,
  );
}

export function useUpdateMatch(teamId: string) {
  return useWrite(
    ({ matchId, body }: { matchId: string; body: TeamMatchInput }) =>
      callApi(scheduleApi.updateMatch, { params: { id: teamId, matchId }, body }),
    reads,
  );
}

export function useImportSchedule(teamId: string) {
  const invalidate = useInvalidateReads(reads);
  return useMutation({
    mutationFn: (body: ScheduleImportInput) =>
      callApi(scheduleApi.importMatches, { params: { id: teamId }, body }),
    onSuccess: (result) => (result.added > 0 ? invalidate() : undefined),
  });
}

export function useSaveMatchSettings(teamId: string) {
  return useWrite(
    (body: MatchSettingsInput) => callApi(scheduleApi.settings, { params: { id: teamId }, body }),
    reads,
  );
}

export function useRemindNonResponders(teamId: string) {
  return useMutation({
    mutationFn: (matchId: string) => callApi(scheduleApi.remind, { params: { id: teamId, matchId } }),
  });
}

export function useAnswerMatch(matchId: string) {
  return useWrite(
    (body: AvailabilityAnswerInput) => callApi(scheduleApi.answer, { params: { id: matchId }, body }),
    reads,
  );
}

/** "Withdraw from this match": the answer page refreshes with the server's new view. */
export function useWithdrawFromMatch(matchId: string) {
  return useWrite(
    (body: WithdrawFromMatchInput) => callApi(scheduleApi.withdraw, { params: { id: matchId }, body }),
    reads,
  );
}

export function useAvailabilityLink(token: string) {
  return useQuery(linkQuery(scheduleApi.link, token));
}

export function useAnswerByLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AvailabilityLinkAnswerInput) => callApi(scheduleApi.linkAnswer, { body }),
    onSuccess: (view, body) => {
      const input = { query: { token: body.token } };
      queryClient.setQueryData(apiKey(scheduleApi.link, input), view);
      // The signed match page shows the same answer.
      queryClient.setQueryData(apiKey(scheduleApi.linkMatch, input), (old: SignedMatchView | undefined) =>
        old ? { ...old, recorded: view.recorded } : old,
      );
    },
  });
}

/** The match page behind the availability e-mail's signed link (no account needed). */
export function useSignedMatch(token: string) {
  return useQuery(linkQuery(scheduleApi.linkMatch, token));
}
