import { apiQuery, callApi } from '@client/lib/call-api';
import type { ApiRoute } from '@shared/api/define';
import { eventSeriesAdminApi, eventSeriesApi, eventsApi, tournamentSeriesAdminApi } from '@shared/api/events';
import type { AdminSeries, RepeatEventInput, SeriesSignupInput } from '@shared/schemas/events-series';
import type { SocialEventInput } from '@shared/schemas/events-socials';
import type { TournamentData } from '@shared/schemas/events-tournaments';
import type { SeriesEditScope } from '@shared/series-rules';
import { useQuery } from '@tanstack/react-query';
import { useKindMutation } from './registrable-api';
import { socialAdminApi, socialPublicReads } from './social-events-api';
import { tournamentAdminApi } from './tournaments-api';

/* Events in series (issue 23 §3): the organisers' series tools and the whole-series sign-up. */

/**
 * The kinds of event a series is made of (decisions 036, 041): the routes that differ and what a
 * change refreshes (the series, its sessions' pages and the kind's lists). Read, publish all and
 * skip are the same routes for every kind.
 */
const seriesKindRoutes = {
  social: {
    reads: [eventSeriesAdminApi.byId, ...socialAdminApi.reads],
    repeat: eventSeriesAdminApi.repeat,
    editSession: eventSeriesAdminApi.editSession,
    moveSession: eventSeriesAdminApi.moveSession,
    // A social moves to a new date and time; a tournament to a new date (its days keep their length).
    moveBody: (when: string) => ({ startsAt: when }),
  },
  tournament: {
    reads: [eventSeriesAdminApi.byId, ...tournamentAdminApi.reads],
    repeat: tournamentSeriesAdminApi.repeat,
    editSession: tournamentSeriesAdminApi.editSession,
    moveSession: tournamentSeriesAdminApi.moveSession,
    moveBody: (when: string) => ({ startDate: when }),
  },
} satisfies Record<
  string,
  {
    reads: readonly ApiRoute[];
    repeat: ApiRoute;
    editSession: ApiRoute;
    moveSession: ApiRoute;
    moveBody: (when: string) => object;
  }
>;

export type SeriesKind = keyof typeof seriesKindRoutes;

/** The form values a scoped edit of a session sends, per kind. */
export interface SeriesSessionValues {
  social: SocialEventInput;
  tournament: TournamentData;
}

export function useAdminSeries(id: string | null) {
  return useQuery({
    staleTime: 0,
    ...apiQuery(eventSeriesAdminApi.byId, { params: { id: id ?? '' } }),
    enabled: !!id,
  });
}

type SeriesAnswer = { series: AdminSeries };

export const useRepeatEvent = (kind: SeriesKind) =>
  useKindMutation(
    seriesKindRoutes[kind].reads,
    ({ id, input }: { id: string; input: RepeatEventInput }): Promise<SeriesAnswer> =>
      callApi(seriesKindRoutes[kind].repeat, { params: { id }, body: input as never }),
  );

export const usePublishSeries = (kind: SeriesKind) =>
  useKindMutation(seriesKindRoutes[kind].reads, (id: string) =>
    callApi(eventSeriesAdminApi.publish, { params: { id } }),
  );

export const useEditSeriesSession = <K extends SeriesKind>(kind: K) =>
  useKindMutation(
    seriesKindRoutes[kind].reads,
    (v: { seriesId: string; id: string; scope: SeriesEditScope; values: SeriesSessionValues[K] }) =>
      callApi(seriesKindRoutes[kind].editSession, {
        params: { seriesId: v.seriesId, id: v.id },
        body: { scope: v.scope, values: v.values } as never,
      }) as Promise<SeriesAnswer>,
  );

/** `when` is a wall time ("2031-06-12T18:30") for a social, a date ("2031-06-12") for a tournament. */
export const useMoveSeriesSession = (kind: SeriesKind) =>
  useKindMutation(
    seriesKindRoutes[kind].reads,
    (v: { seriesId: string; id: string; when: string }) =>
      callApi(seriesKindRoutes[kind].moveSession, {
        params: { seriesId: v.seriesId, id: v.id },
        body: seriesKindRoutes[kind].moveBody(v.when) as never,
      }) as Promise<SeriesAnswer>,
  );

export const useSkipSeriesSession = (kind: SeriesKind) =>
  useKindMutation(seriesKindRoutes[kind].reads, (v: { seriesId: string; id: string; message: string }) =>
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
