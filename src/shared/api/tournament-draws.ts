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
    answer: answer<AdminTournamentDraws>(),
  }),
  make: defineRoute({
    method: 'POST',
    path: '/api/admin/divisions/:divisionId/draw',
    body: schema<typeof makeDrawSchema>(),
    answer: answer<DrawView>(),
  }),
  discard: defineRoute({ method: 'DELETE', path: '/api/admin/draws/:id', answer: answer<undefined>() }),
  swap: defineRoute({
    method: 'POST',
    path: '/api/admin/draws/:id/swap',
    body: schema<typeof swapDrawSchema>(),
    answer: answer<DrawView>(),
  }),
  publish: defineRoute({ method: 'POST', path: '/api/admin/draws/:id/publish', answer: answer<DrawView>() }),
  withdraw: defineRoute({
    method: 'POST',
    path: '/api/admin/draws/:id/withdraw',
    body: schema<typeof withdrawEntrySchema>(),
    answer: answer<DrawView>(),
  }),
  schedule: defineRoute({
    method: 'PATCH',
    path: '/api/admin/draw-matches/:id/schedule',
    body: schema<typeof scheduleMatchSchema>(),
    answer: answer<DrawView>(),
  }),
  todsJson: defineRoute({ method: 'GET', path: '/api/admin/draws/:id/tods.json', answer: answer<unknown>() }),
  resultsCsv: defineRoute({
    method: 'GET',
    path: '/api/admin/draws/:id/results.csv',
    answer: answer<string>(),
  }),
};

export const drawsApi = {
  published: defineRoute({
    method: 'GET',
    path: '/api/tournaments/:slug/draws',
    answer: answer<PublicTournamentDraws>(),
  }),
  orderOfPlay: defineRoute({
    method: 'GET',
    path: '/api/tournaments/:slug/order-of-play',
    query: schema<typeof orderOfPlayQuerySchema>(),
    answer: answer<OrderOfPlay>(),
  }),
  match: defineRoute({ method: 'GET', path: '/api/draw-matches/:id', answer: answer<DrawMatchPage>() }),
  enter: defineRoute({
    method: 'PUT',
    path: '/api/draw-matches/:id/result',
    body: schema<typeof drawResultInputSchema>(),
    answer: answer<DrawMatchPage>(),
  }),
  confirm: defineRoute({
    method: 'POST',
    path: '/api/draw-matches/:id/result/confirm',
    body: schema<typeof confirmResultSchema>(),
    answer: answer<DrawMatchPage>(),
  }),
};
