import { drawsAdminApi, drawsApi } from '@shared/api/tournament-draws';
import {
  confirmResultSchema,
  drawResultInputSchema,
  makeDrawSchema,
  orderOfPlayQuerySchema,
  scheduleMatchSchema,
  swapDrawSchema,
  withdrawEntrySchema,
} from '@shared/schemas/tournament-draws';
import { type Context, Hono } from 'hono';
import { type AppContext, type AppEnv, anonymousRequestViewer, type RequestViewer } from '../../context';
import { handle } from '../../lib/api-route';
import { csvResponse } from '../../lib/csv';
import { icsResponse } from '../../lib/ical';
import { discardDraw, makeDraw, publishDraw, swapInDraw, withdrawFromDraw } from './draw-making';
import {
  buildOrderOfPlayCalendar,
  exportResultsCsv,
  exportTods,
  getOrderOfPlay,
  getPublishedDraws,
  listAdminDraws,
} from './draw-reads';
import {
  confirmDrawResult,
  enterDrawResult,
  getDrawMatch,
  loadMatchFacts,
  scheduleDrawMatch,
} from './draw-results';

const viewerOf = (c: Context<AppEnv>): RequestViewer => c.get('viewer') ?? anonymousRequestViewer;

/** Tournament draws, order of play and results (issue 23 §1–2). */
export function tournamentDrawsRoutes(ctx: AppContext) {
  const router = new Hono<AppEnv>();
  const a = drawsAdminApi;
  handle(router, a.list, {}, async ({ params }) => listAdminDraws(ctx, params.id));
  handle(router, a.make, { body: makeDrawSchema, status: 201 }, async ({ params, body }, c) =>
    makeDraw(ctx, params.divisionId, body, viewerOf(c).userId),
  );
  handle(router, a.discard, {}, async ({ params }, c) => {
    await discardDraw(ctx, params.id, viewerOf(c).userId);
    return undefined;
  });
  handle(router, a.swap, { body: swapDrawSchema }, async ({ params, body }, c) =>
    swapInDraw(ctx, params.id, body, viewerOf(c).userId),
  );
  handle(router, a.publish, {}, async ({ params }, c) => publishDraw(ctx, params.id, viewerOf(c).userId));
  handle(router, a.withdraw, { body: withdrawEntrySchema }, async ({ params, body }, c) =>
    withdrawFromDraw(ctx, params.id, body, viewerOf(c).userId),
  );
  handle(router, a.schedule, { body: scheduleMatchSchema }, async ({ params, body }) =>
    scheduleDrawMatch(ctx, params.id, body),
  );
  handle(router, a.todsJson, {}, async ({ params }, c) => {
    const tods = await exportTods(ctx, params.id);
    c.header('Content-Disposition', `attachment; filename="draw-${params.id}.tods.json"`);
    return c.json(tods);
  });
  handle(router, a.resultsCsv, {}, async ({ params }, c) => {
    const { filename, csv } = await exportResultsCsv(ctx, params.id);
    return csvResponse(c, filename, csv);
  });

  const p = drawsApi;
  handle(router, p.published, {}, async ({ params }, c) => getPublishedDraws(ctx, params.slug, viewerOf(c)));
  handle(router, p.orderOfPlay, { query: orderOfPlayQuerySchema }, async ({ params, query }, c) =>
    getOrderOfPlay(ctx, params.slug, query.date, viewerOf(c)),
  );
  handle(router, p.orderOfPlayCalendar, {}, async ({ params }, c) =>
    icsResponse(
      c,
      `${params.slug}-order-of-play.ics`,
      await buildOrderOfPlayCalendar(ctx, params.slug),
      false,
    ),
  );
  const record = (params: { id: string }) => loadMatchFacts(ctx.db, params.id);
  handle(router, p.match, { record }, async ({ params }, c) => getDrawMatch(ctx, params.id, viewerOf(c)));
  handle(router, p.enter, { body: drawResultInputSchema, record }, async ({ params, body }, c) =>
    enterDrawResult(ctx, params.id, body, viewerOf(c)),
  );
  handle(router, p.confirm, { body: confirmResultSchema, record }, async ({ params, body }, c) =>
    confirmDrawResult(ctx, params.id, body.version, viewerOf(c)),
  );
  return router;
}
