import { courtsApi } from '@shared/api/courts';
import { courtListQuerySchema, createCourtSchema, updateCourtSchema } from '@shared/schemas/courts';
import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../../context';
import { csvRoute, handle } from '../../lib/api-route';
import {
  courtsAdminList,
  createCourt,
  deleteCourt,
  getCourtById,
  getCourtBySlug,
  listCourts,
  updateCourt,
} from './court-domain';

export function courtsRoutes(ctx: AppContext) {
  const router = new Hono<AppEnv>();
  handle(router, courtsApi.list, {}, async () => ({ courts: await listCourts(ctx.db) }));
  handle(router, courtsApi.bySlug, {}, async ({ params }) => ({
    court: await getCourtBySlug(ctx.db, params.slug),
  }));
  handle(router, courtsApi.create, { body: createCourtSchema, status: 201 }, async ({ body }) => ({
    court: await createCourt(ctx.db, body),
  }));
  handle(router, courtsApi.update, { body: updateCourtSchema }, async ({ params, body }) => ({
    court: await updateCourt(ctx.db, params.id, body),
  }));
  handle(router, courtsApi.remove, {}, async ({ params }) => {
    await deleteCourt(ctx.db, params.id);
  });
  handle(router, courtsApi.adminList, { query: courtListQuerySchema }, async ({ query }) =>
    courtsAdminList.page(ctx.db, query),
  );
  csvRoute(router, ctx.db, courtsApi.adminCsv, courtListQuerySchema, 'court-locations', (db, q) =>
    courtsAdminList.csv(db, q),
  );
  handle(router, courtsApi.adminById, {}, async ({ params }) => ({
    court: await getCourtById(ctx.db, params.id),
  }));
  return router;
}
