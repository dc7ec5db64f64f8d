import { adminExec, matchPlayerOr } from '../access';
import type {
  AdminTournamentDraws,
  confirmResultSchema,
  DrawMatchPage,
  DrawView,
  drawResultInputSchema,
  makeDrawSchema,
  OrderOfPlay,
  orderOfPlayQuerySchema,
  PublicTournamentDraws,
  scheduleMatchSchema,
  swapDrawSchema,
  withdrawEntrySchema,
} from '../schemas/tournament-draws';
import { answer, defineRoute, schema } from './define';

/** Tournament draws, order of play and results (issue 23 §1–2). */
export const drawsAdminApi = {
  list: defineRoute({
    method: 'GET',
    path: '/api/admin/tournaments/:id/draws',
    access: adminExec,
    answer: answer<AdminTournamentDraws>(),
  }),
  make: defineRoute({
    method: 'POST',
    path: '/api/admin/divisions/:divisionId/draw',
    access: adminExec,
    body: schema<typeof makeDrawSchema>(),
    answer: answer<DrawView>(),
  }),
  discard: defineRoute({
    method: 'DELETE',
    path: '/api/admin/draws/:id',
    access: adminExec,
    answer: answer<undefined>(),
  }),
  swap: defineRoute({
    method: 'POST',
    path: '/api/admin/draws/:id/swap',
    access: adminExec,
    body: schema<typeof swapDrawSchema>(),
    answer: answer<DrawView>(),
  }),
  publish: defineRoute({
    method: 'POST',
    path: '/api/admin/draws/:id/publish',
    access: adminExec,
    answer: answer<DrawView>(),
  }),
  withdraw: defineRoute({
    method: 'POST',
    path: '/api/admin/draws/:id/withdraw',
    access: adminExec,
    body: schema<typeof withdrawEntrySchema>(),
    answer: answer<DrawView>(),
  }),
  schedule: defineRoute({
    method: 'PATCH',
    path: '/api/admin/draw-matches/:id/schedule',
    access: adminExec,
    body: schema<typeof scheduleMatchSchema>(),
    answer: answer<DrawView>(),
  }),
  todsJson: defineRoute({
    method: 'GET',
    path: '/api/admin/draws/:id/tods.json',
    access: adminExec,
    answer: answer<unknown>(),
  }),
  resultsCsv: defineRoute({
    method: 'GET',
    path: '/api/admin/draws/:id/results.csv',
    access: adminExec,
    answer: answer<string>(),
  }),
};

export const drawsApi = {
  published: defineRoute({
    method: 'GET',
    path: '/api/tournaments/:slug/draws',
    access: 'public',
    answer: answer<PublicTournamentDraws>(),
  }),
  orderOfPlay: defineRoute({
    method: 'GET',
    path: '/api/tournaments/:slug/order-of-play',
    access: 'public',
    query: schema<typeof orderOfPlayQuerySchema>(),
    answer: answer<OrderOfPlay>(),
  }),
  /** The tournament's order of play as a subscribable calendar (every day's scheduled matches). */
  orderOfPlayCalendar: defineRoute({
    method: 'GET',
    path: '/api/tournaments/:slug/order-of-play.ics',
    access: 'public',
    answer: answer<string>(),
  }),
  match: defineRoute({
    method: 'GET',
    path: '/api/draw-matches/:id',
    access: matchPlayerOr(adminExec),
    answer: answer<DrawMatchPage>(),
  }),
  enter: defineRoute({
    method: 'PUT',
    path: '/api/draw-matches/:id/result',
    access: matchPlayerOr(adminExec),
    body: schema<typeof drawResultInputSchema>(),
    answer: answer<DrawMatchPage>(),
  }),
  confirm: defineRoute({
    method: 'POST',
    path: '/api/draw-matches/:id/result/confirm',
    access: matchPlayerOr(adminExec),
    body: schema<typeof confirmResultSchema>(),
    answer: answer<DrawMatchPage>(),
  }),
};
