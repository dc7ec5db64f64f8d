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
import { route } from './define';

/** Tournament draws, order of play and results (issue 23 §1–2). */
export const drawsAdminApi = {
  list: route('GET /api/admin/tournaments/:id/draws', adminExec).answers<AdminTournamentDraws>(),
  make: route('POST /api/admin/divisions/:divisionId/draw', adminExec)
    .body<typeof makeDrawSchema>()
    .answers<DrawView>(),
  discard: route('DELETE /api/admin/draws/:id', adminExec).answers<undefined>(),
  swap: route('POST /api/admin/draws/:id/swap', adminExec).body<typeof swapDrawSchema>().answers<DrawView>(),
  publish: route('POST /api/admin/draws/:id/publish', adminExec).answers<DrawView>(),
  withdraw: route('POST /api/admin/draws/:id/withdraw', adminExec)
    .body<typeof withdrawEntrySchema>()
    .answers<DrawView>(),
  schedule: route('PATCH /api/admin/draw-matches/:id/schedule', adminExec)
    .body<typeof scheduleMatchSchema>()
    .answers<DrawView>(),
  todsJson: route('GET /api/admin/draws/:id/tods.json', adminExec).answers<unknown>(),
  resultsCsv: route('GET /api/admin/draws/:id/results.csv', adminExec).answers<string>(),
};

export const drawsApi = {
  published: route('GET /api/tournaments/:slug/draws', 'public').answers<PublicTournamentDraws>(),
  orderOfPlay: route('GET /api/tournaments/:slug/order-of-play', 'public')
    .query<typeof orderOfPlayQuerySchema>()
    .answers<OrderOfPlay>(),
  /** The tournament's order of play as a subscribable calendar (every day's scheduled matches). */
  orderOfPlayCalendar: route('GET /api/tournaments/:slug/order-of-play.ics', 'public').answers<string>(),
  match: route('GET /api/draw-matches/:id', matchPlayerOr(adminExec)).answers<DrawMatchPage>(),
  enter: route('PUT /api/draw-matches/:id/result', matchPlayerOr(adminExec))
    .body<typeof drawResultInputSchema>()
    .answers<DrawMatchPage>(),
  confirm: route('POST /api/draw-matches/:id/result/confirm', matchPlayerOr(adminExec))
    .body<typeof confirmResultSchema>()
    .answers<DrawMatchPage>(),
};
