import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../../context';
import { requireAccess } from '../../lib/require-access';

const pingTimeoutMs = 2000;

// Built once: the liveness answer is the same for every request.
const liveBody = JSON.stringify({ status: 'ok' });

// Both answer the same to everyone: a signed-in browser's or a probe's cookie is never read.
const publicNoViewer = () => requireAccess('public', { isViewerUnused: true });

export function healthRoutes(ctx: AppContext) {
  return (
    new Hono<AppEnv>()
      // Liveness: the process answers HTTP, nothing else (no database). A proxy's probe that
      // should not wake the database, and the bench's no-database floor.
      .get('/health/live', publicNoViewer(), (c) =>
        c.body(liveBody, 200, { 'content-type': 'application/json' }),
      )
      // Readiness: the database answers too.
      .get('/health', publicNoViewer(), async (c) => {
        try {
          await Promise.race([
            ctx.database.ping(),
            new Promise((_, reject) =>
              setTimeout(() => reject(new Error('ping timeout')), pingTimeoutMs).unref(),
            ),
          ]);
          return c.json({ status: 'ok' });
        } catch (err) {
          ctx.logger.warn({ err }, 'health check: database unreachable');
          return c.json(
            { status: 'unavailable', error: 'The database is not reachable.', code: 'UNAVAILABLE' },
            503,
          );
        }
      })
  );
}
