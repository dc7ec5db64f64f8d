import type {
  AdminSeries,
  editSeriesSessionSchema,
  moveSeriesSessionSchema,
  repeatEventSchema,
  SeriesSignupResult,
  seriesSignupSchema,
  skipSeriesSessionSchema,
} from '../schemas/events-series';
import { answer, defineRoute, schema } from './define';

/** Events in series (issue 23 §3): the organisers' series tools and the whole-series sign-up. */
export const eventSeriesAdminApi = {
  repeat: defineRoute({
    method: 'POST',
    path: '/api/admin/social-events/:id/series',
    body: schema<typeof repeatEventSchema>(),
    answer: answer<{ series: AdminSeries }>(),
  }),
  byId: defineRoute({
    method: 'GET',
    path: '/api/admin/event-series/:id',
    answer: answer<{ series: AdminSeries }>(),
  }),
  publish: defineRoute({
    method: 'POST',
    path: '/api/admin/event-series/:id/publish',
    answer: answer<{ series: AdminSeries }>(),
  }),
  editSession: defineRoute({
    method: 'PATCH',
    path: '/api/admin/event-series/:seriesId/sessions/:id',
    body: schema<typeof editSeriesSessionSchema>(),
    answer: answer<{ series: AdminSeries }>(),
  }),
  moveSession: defineRoute({
    method: 'POST',
    path: '/api/admin/event-series/:seriesId/sessions/:id/move',
    body: schema<typeof moveSeriesSessionSchema>(),
    answer: answer<{ series: AdminSeries }>(),
  }),
  skipSession: defineRoute({
    method: 'POST',
    path: '/api/admin/event-series/:seriesId/sessions/:id/skip',
    body: schema<typeof skipSeriesSessionSchema>(),
    answer: answer<{ series: AdminSeries }>(),
  }),
};

export const eventSeriesApi = {
  signUp: defineRoute({
    method: 'POST',
    path: '/api/event-series/:id/signups',
    body: schema<typeof seriesSignupSchema>(),
    answer: answer<SeriesSignupResult>(),
  }),
};
