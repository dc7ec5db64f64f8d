import { captainsApi } from '@shared/api/captains';
import { defaultClubIdentity } from '@shared/club';
import { relayMessageSchema } from '@shared/schemas/contact-relay';
import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../../context';
import { handle } from '../../lib/api-route';
import { refuseSpam, relayMessageRule } from '../../lib/contact-relay';
import { listCaptains, sendMessageToCaptains } from './captains';

/** The captains page (/captains): the listed teams and the relay to a team's captains. */
export function captainsRoutes(ctx: AppContext) {
  const router = new Hono<AppEnv>();
  const site = () => ({ clubName: defaultClubIdentity.shortName, siteUrl: ctx.env.PUBLIC_URL });

  handle(router, captainsApi.list, {}, async () => listCaptains(ctx.db));
  handle(
    router,
    captainsApi.message,
    { body: relayMessageSchema, status: 202, rateLimit: relayMessageRule },
    async ({ params, body }) => {
      refuseSpam(body);
      await ctx.db.transaction((tx) => sendMessageToCaptains(tx, params.teamId, body, site()));
      return { message: 'Thank you! Your message has been sent.' };
    },
  );
  return router;
}
