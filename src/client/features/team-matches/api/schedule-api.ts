import { apiKey, callApi } from '@client/lib/call-api';
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

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => Promise.all(reads.map((route) => queryClient.invalidateQueries({ queryKey: apiKey(route) })));
}

export function useTeamSchedule(teamId: string) {
  const input = { params: { id: teamId } };
  return useQuery({
    queryKey: apiKey(scheduleApi.schedule, input),
    queryFn: ({ signal }) => callApi(scheduleApi.schedule, { ...input, signal }),
  });
}

/** A new address for the viewer's own team calendar feed (the old one stops working). */
export function useRotateCalendarKey(teamId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: () => callApi(scheduleApi.rotateCalendarKey, { params: { id: teamId } }),
    onSuccess: invalidate,
  });
}

export function useAvailabilityGrid(teamId: string) {
  const input = { params: { id: teamId } };
  return useQuery({
    queryKey: apiKey(scheduleApi.grid, input),
    queryFn: ({ signal }) => callApi(scheduleApi.grid, { ...input, signal }),
  });
}

export function useMatchPage(matchId: string) {
  const input = { params: { id: matchId } };
  return useQuery({
    queryKey: apiKey(scheduleApi.match, input),
    queryFn: ({ signal }) => callApi(scheduleApi.match, { ...input, signal }),
  });
}

export function useCreateMatch(teamId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: TeamMatchInput) => callApi(scheduleApi.createMatch, { params: { id: teamId }, body }),
    onSuccess: invalidate,
  });
}

export function useUpdateMatch(teamId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ matchId, body }: { matchId: string; body: TeamMatchInput }) =>
      callApi(scheduleApi.updateMatch, { params: { id: teamId, matchId }, body }),
    onSuccess: invalidate,
  });
}

export function useImportSchedule(teamId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: ScheduleImportInput) =>
      callApi(scheduleApi.importMatches, { params: { id: teamId }, body }),
    onSuccess: (result) => (result.added > 0 ? invalidate() : undefined),
  });
}

export function useSaveMatchSettings(teamId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: MatchSettingsInput) => callApi(scheduleApi.settings, { params: { id: teamId }, body }),
    onSuccess: invalidate,
  });
}

export function useRemindNonResponders(teamId: string) {
  return useMutation({
    mutationFn: (matchId: string) => callApi(scheduleApi.remind, { params: { id: teamId, matchId } }),
  });
}

export function useAnswerMatch(matchId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: AvailabilityAnswerInput) =>
      callApi(scheduleApi.answer, { params: { id: matchId }, body }),
    onSuccess: invalidate,
  });
}

/** "Withdraw from this match": the answer page refreshes with the server's new view. */
export function useWithdrawFromMatch(matchId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: WithdrawFromMatchInput) =>
      callApi(scheduleApi.withdraw, { params: { id: matchId }, body }),
    onSuccess: invalidate,
  });
}

export function useAvailabilityLink(token: string) {
  const input = { query: { token } };
  return useQuery({
    queryKey: apiKey(scheduleApi.link, input),
    queryFn: ({ signal }) => callApi(scheduleApi.link, { ...input, signal }),
    enabled: token !== '',
    retry: false,
  });
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
  const input = { query: { token } };
  return useQuery({
    queryKey: apiKey(scheduleApi.linkMatch, input),
    queryFn: ({ signal }) => callApi(scheduleApi.linkMatch, { ...input, signal }),
    enabled: token !== '',
    retry: false,
  });
}
