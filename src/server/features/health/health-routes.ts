import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../../context';

const pingTimeoutMs = 2000;

export function healthRoutes(ctx: AppContext) {
  return new Hono<AppEnv>().get('/health', async (c) => {
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
      return c.json({ status: 'unavailable', error: 'The database is not reachable.' }, 503);
    }
  });
}
