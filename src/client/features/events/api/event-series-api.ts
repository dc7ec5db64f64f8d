import { apiKey, callApi } from '@client/lib/call-api';
import { eventSeriesAdminApi, eventSeriesApi, eventsApi } from '@shared/api/events';
import type { RepeatEventInput, SeriesSignupInput } from '@shared/schemas/events-series';
import type { SocialEventInput } from '@shared/schemas/events-socials';
import type { SeriesEditScope } from '@shared/series-rules';
import { useQuery } from '@tanstack/react-query';
import { useKindMutation } from './registrable-api';
import { socialAdminApi, socialPublicReads } from './social-events-api';

/* Events in series (issue 23 §3): the organisers' series tools and the whole-series sign-up. */

/** What a change of a series refreshes: the series, its sessions' pages and the lists. */
const seriesReads = [eventSeriesAdminApi.byId, ...socialAdminApi.reads] as const;

export function useAdminSeries(id: string | null) {
  return useQuery({
    staleTime: 0,
    queryKey: apiKey(eventSeriesAdminApi.byId, { params: { id: id ?? '' } }),
    queryFn: ({ signal }) => callApi(eventSeriesAdminApi.byId, { params: { id: id ?? '' }, signal }),
    enabled: !!id,
  });
}

export const useRepeatEvent = () =>
  useKindMutation(seriesReads, ({ id, input }: { id: string; input: RepeatEventInput }) =>
    callApi(eventSeriesAdminApi.repeat, { params: { id }, body: input as never }),
  );

export const usePublishSeries = () =>
  useKindMutation(seriesReads, (id: string) => callApi(eventSeriesAdminApi.publish, { params: { id } }));

export const useEditSeriesSession = () =>
  useKindMutation(
    seriesReads,
    (v: { seriesId: string; id: string; scope: SeriesEditScope; values: SocialEventInput }) =>
      callApi(eventSeriesAdminApi.editSession, {
        params: { seriesId: v.seriesId, id: v.id },
        body: { scope: v.scope, values: v.values } as never,
      }),
  );

export const useMoveSeriesSession = () =>
  useKindMutation(seriesReads, (v: { seriesId: string; id: string; startsAt: string }) =>
    callApi(eventSeriesAdminApi.moveSession, {
      params: { seriesId: v.seriesId, id: v.id },
      body: { startsAt: v.startsAt },
    }),
  );

export const useSkipSeriesSession = () =>
  useKindMutation(seriesReads, (v: { seriesId: string; id: string; message: string }) =>
    callApi(eventSeriesAdminApi.skipSession, {
      params: { seriesId: v.seriesId, id: v.id },
      body: { message: v.message },
    }),
  );

export const useSignUpForSeries = () =>
  useKindMutation(
    [...socialPublicReads, eventsApi.myRegistrations],
    ({ id, input }: { id: string; input: SeriesSignupInput }) =>
      callApi(eventSeriesApi.signUp, { params: { id }, body: input as never }),
  );
