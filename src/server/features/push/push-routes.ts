import { pushApi } from '@shared/api/push';
import {
  noticePreferencesSchema,
  pushSubscriptionSchema,
  removePushSubscriptionSchema,
} from '@shared/schemas/push';
import { type Context, Hono } from 'hono';
import type { AppContext, AppEnv } from '../../context';
import { handle } from '../../lib/api-route';
import { AppError } from '../../lib/app-error';
import { resolveVapidKeys } from '../../lib/push/vapid-keys';
import type { RateLimitRule } from '../../lib/rate-limit';
import {
  getNoticePreferences,
  subscribePush,
  unsubscribePush,
  updateNoticePreferences,
} from './push-subscriptions';

const subscribeLimit: RateLimitRule = {
  name: 'push-subscribe',
  windowMs: 60_000,
  max: 20,
  message: 'Too many attempts. Please wait a minute and try again.',
};

function signedInUserId(c: Context<AppEnv>): string {
  const id = c.get('viewer').userId;
  if (!id) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
  return id;
}

/** Web Push (issue 21 §3): the VAPID public key, a member's devices and notice choices. */
export function pushRoutes(ctx: AppContext) {
  const router = new Hono<AppEnv>();
  // Per member: a phone re-sends its subscription at each start; a script flooding it is cut off.
  const rateLimit = { rule: subscribeLimit, per: 'account' } as const;
  handle(router, pushApi.publicKey, {}, async () => ({ publicKey: resolveVapidKeys(ctx.env).publicKey }));
  handle(router, pushApi.subscribe, { body: pushSubscriptionSchema, rateLimit }, async ({ body }, c) =>
    subscribePush(ctx.db, ctx.env, signedInUserId(c), body, c.req.header('user-agent') ?? null),
  );
  handle(
    router,
    pushApi.unsubscribe,
    { body: removePushSubscriptionSchema, rateLimit },
    async ({ body }, c) => unsubscribePush(ctx.db, signedInUserId(c), body.endpoint),
  );
  handle(router, pushApi.preferences, {}, async (_input, c) =>
    getNoticePreferences(ctx.db, signedInUserId(c)),
  );
  handle(router, pushApi.updatePreferences, { body: noticePreferencesSchema }, async ({ body }, c) =>
    updateNoticePreferences(ctx.db, signedInUserId(c), body),
  );
  return router;
}
