import { courtListQuerySchema, createCourtSchema, updateCourtSchema } from '@shared/schemas/courts';
import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../../context';
import { csvResponse } from '../../lib/csv';
import { readJson, readQuery } from '../../lib/http';
import { requireAccess } from '../../lib/require-access';
import {
  createCourt,
  deleteCourt,
  exportCourtsCsv,
  getCourtById,
  getCourtBySlug,
  listCourts,
  listCourtsForAdmin,
  updateCourt,
} from './court-domain';

export function courtsRoutes(ctx: AppContext) {
  return new Hono<AppEnv>()
    .get('/courts', async (c) => c.json({ courts: await listCourts(ctx.db) }))
    .get('/courts/:slug', async (c) => c.json({ court: await getCourtBySlug(ctx.db, c.req.param('slug')) }))
    .post('/courts', requireAccess('POST /api/courts'), async (c) => {
      const input = await readJson(c, createCourtSchema);
      return c.json({ court: await createCourt(ctx.db, input) }, 201);
    })
    .patch('/courts/:id', requireAccess('PATCH /api/courts/:id'), async (c) => {
      const input = await readJson(c, updateCourtSchema);
      return c.json({ court: await updateCourt(ctx.db, c.req.param('id'), input) });
    })
    .delete('/courts/:id', requireAccess('DELETE /api/courts/:id'), async (c) => {
      await deleteCourt(ctx.db, c.req.param('id'));
      return c.body(null, 204);
    })
    .get('/admin/courts', requireAccess('GET /api/admin/courts'), async (c) => {
      const query = readQuery(c, courtListQuerySchema);
      return c.json(await listCourtsForAdmin(ctx.db, query));
    })
    .get('/admin/courts.csv', requireAccess('GET /api/admin/courts.csv'), async (c) => {
      const query = readQuery(c, courtListQuerySchema);
      const date = new Date().toISOString().slice(0, 10);
      return csvResponse(c, `court-locations-${date}.csv`, await exportCourtsCsv(ctx.db, query));
    })
    .get('/admin/courts/:id', requireAccess('GET /api/admin/courts/:id'), async (c) =>
      c.json({ court: await getCourtById(ctx.db, c.req.param('id')) }),
    );
}
