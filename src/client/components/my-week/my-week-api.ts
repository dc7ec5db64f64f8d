import { apiKey, callApi } from '@client/lib/call-api';
import { myWeekApi } from '@shared/api/my-week';
import { scheduleApi } from '@shared/api/team-matches';
import type { AvailabilityAnswer } from '@shared/schemas/team-matches';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/*
 * The member's week (issue 21 §1): one read, and the writes that change it (an availability
 * answer through the team-matches API, the calendar key). Every write refreshes the week and the
 * match pages that show the same answer.
 */

export function useMyWeek() {
  return useQuery({
    queryKey: apiKey(myWeekApi.week),
    queryFn: ({ signal }) => callApi(myWeekApi.week, { signal }),
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [myWeekApi.week, scheduleApi.match, scheduleApi.schedule, scheduleApi.grid].map((route) =>
        queryClient.invalidateQueries({ queryKey: apiKey(route) }),
      ),
    );
}

export function useAnswerFromWeek() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ matchId, answer }: { matchId: string; answer: AvailabilityAnswer }) =>
      callApi(scheduleApi.answer, { params: { id: matchId }, body: { answer, note: '' } }),
    onSuccess: refresh,
  });
}

export function useRenewCalendarKey() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: () => callApi(myWeekApi.renewCalendarKey), onSuccess: refresh });
}

export function useRevokeCalendarKey() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: () => callApi(myWeekApi.revokeCalendarKey), onSuccess: refresh });
}
