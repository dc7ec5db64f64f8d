import { apiKey, apiQuery, apiUrl, callApi, recordWrite } from '@client/lib/call-api';
import { drawsAdminApi, drawsApi } from '@shared/api/tournament-draws';
import type { DrawResultInput, MakeDrawInput } from '@shared/schemas/tournament-draws';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** Tournament draws, order of play and results (issue 23 §1–2). */

export function usePublishedDraws(slug: string) {
  return useQuery(apiQuery(drawsApi.published, { params: { slug } }));
}

export function useOrderOfPlay(slug: string, date: string | undefined) {
  const query = date ? { date } : {};
  return useQuery(apiQuery(drawsApi.orderOfPlay, { params: { slug }, query }));
}

export function useDrawMatch(id: string) {
  return useQuery(apiQuery(drawsApi.match, { params: { id } }));
}

/** Every draw read (public or admin) may change after a result: drop them all. */
async function refreshDraws(queryClient: ReturnType<typeof useQueryClient>) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: apiKey(drawsApi.published) }),
    queryClient.invalidateQueries({ queryKey: apiKey(drawsApi.orderOfPlay) }),
    queryClient.invalidateQueries({ queryKey: apiKey(drawsAdminApi.list) }),
  ]);
}

export function useEnterResult(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DrawResultInput) => callApi(drawsApi.enter, { params: { id }, body }),
    onSuccess: async (data) => {
      queryClient.setQueryData(apiKey(drawsApi.match, { params: { id } }), data);
      await refreshDraws(queryClient);
    },
  });
}

export function useConfirmResult(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: number) => callApi(drawsApi.confirm, { params: { id }, body: { version } }),
    onSuccess: async (data) => {
      queryClient.setQueryData(apiKey(drawsApi.match, { params: { id } }), data);
      await refreshDraws(queryClient);
    },
  });
}

export function useAdminDraws(tournamentId: string) {
  return useQuery(apiQuery(drawsAdminApi.list, { params: { id: tournamentId } }));
}

function useDrawMutation<V>(run: (v: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => refreshDraws(queryClient) });
}

export const useMakeDraw = () =>
  useDrawMutation((v: { divisionId: string; body: MakeDrawInput }) =>
    callApi(drawsAdminApi.make, { params: { divisionId: v.divisionId }, body: v.body }),
  );
export const usePublishDraw = () =>
  useDrawMutation((drawId: string) => callApi(drawsAdminApi.publish, { params: { id: drawId } }));
export const useDiscardDraw = () =>
  useDrawMutation((drawId: string) => callApi(drawsAdminApi.discard, { params: { id: drawId } }));
// The writes on one draw or match: `{ id, input }`.
export const useSwapInDraw = () => useDrawMutation(recordWrite(drawsAdminApi.swap));
export const useWithdrawEntry = () => useDrawMutation(recordWrite(drawsAdminApi.withdraw));
export const useScheduleMatch = () => useDrawMutation(recordWrite(drawsAdminApi.schedule));
/** The organiser's result from the draw page (final at once). */
export const useOrganiserResult = () => useDrawMutation(recordWrite(drawsApi.enter));

export const todsUrl = (drawId: string) => apiUrl(drawsAdminApi.todsJson, { params: { id: drawId } });
export const resultsCsvUrl = (drawId: string) => apiUrl(drawsAdminApi.resultsCsv, { params: { id: drawId } });
