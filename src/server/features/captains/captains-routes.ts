import { captainsApi } from '@shared/api/captains';
import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../../context';
import { handle } from '../../lib/api-route';
import { answerRelay, relayRouteSchemas } from '../../lib/contact-relay';
import { listCaptains, sendMessageToCaptains } from './captains';

/** The captains page (/captains): the listed teams and the relay to a team's captains. */
export function captainsRoutes(ctx: AppContext) {
  const router = new Hono<AppEnv>();
  handle(router, captainsApi.list, {}, async () => listCaptains(ctx.db));
  handle(router, captainsApi.message, relayRouteSchemas, async ({ params, body }) =>
    answerRelay(body, ctx.env.PUBLIC_URL, (site) =>
      ctx.db.transaction((tx) => sendMessageToCaptains(tx, params.teamId, body, site)),
    ),
  );
  return router;
}
