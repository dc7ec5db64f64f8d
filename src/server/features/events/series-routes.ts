import { eventSeriesAdminApi, eventSeriesApi } from '@shared/api/events';
import {
  editSeriesSessionSchema,
  moveSeriesSessionSchema,
  repeatEventSchema,
  seriesSignupSchema,
  skipSeriesSessionSchema,
} from '@shared/schemas/events-series';
import { Hono } from 'hono';
import { type AppContext, type AppEnv, anonymousRequestViewer } from '../../context';
import { handle } from '../../lib/api-route';
import { AppError } from '../../lib/app-error';
import type { RateLimitRule } from '../../lib/rate-limit';
import {
  editSeriesSession,
  getAdminSeries,
  moveSeriesSession,
  publishSeries,
  repeatSocialEvent,
  skipSeriesSession,
} from './event-series';
import { cancelSeriesSignup } from './series-cancel';
import { registerSeriesFeePurpose, signUpForSeries } from './series-signups';

/** Events in series (issue 23 §3): the organisers' series tools and the whole-series sign-up. */
export function eventSeriesRoutes(ctx: AppContext, signupLimit: RateLimitRule) {
  registerSeriesFeePurpose();
  const router = new Hono<AppEnv>();
  const api = eventSeriesAdminApi;
  const carry = async (series: ReturnType<typeof getAdminSeries>) => ({ series: await series });
  handle(router, api.repeat, { body: repeatEventSchema, status: 201 }, ({ params, body }) =>
    carry(repeatSocialEvent(ctx.db, params.id, body)),
  );
  handle(router, api.byId, {}, ({ params }) => carry(getAdminSeries(ctx.db, params.id)));
  handle(router, api.publish, {}, ({ params }) => carry(publishSeries(ctx.db, params.id)));
  handle(router, api.editSession, { body: editSeriesSessionSchema }, ({ params, body }) =>
    carry(editSeriesSession(ctx, params.seriesId, params.id, body)),
  );
  handle(router, api.moveSession, { body: moveSeriesSessionSchema }, ({ params, body }) =>
    carry(moveSeriesSession(ctx, params.seriesId, params.id, body.startsAt)),
  );
  handle(router, api.skipSession, { body: skipSeriesSessionSchema }, ({ params, body }) =>
    carry(skipSeriesSession(ctx, params.seriesId, params.id, body.message)),
  );
  handle(
    router,
    eventSeriesApi.signUp,
    { body: seriesSignupSchema, rateLimit: signupLimit, status: 201 },
    async ({ params, body }, c) => {
      const viewer = c.get('viewer') ?? anonymousRequestViewer;
      if (!viewer.userId || !viewer.email)
        throw new AppError('UNAUTHENTICATED', 'Please sign in to sign up for the whole series.');
      return signUpForSeries(ctx, params.id, { userId: viewer.userId, email: viewer.email }, body);
    },
  );
  handle(router, eventSeriesApi.cancelMine, { rateLimit: signupLimit }, async ({ params }, c) => {
    const userId = c.get('viewer')?.userId;
    if (!userId) throw new AppError('UNAUTHENTICATED', 'Please sign in to cancel your series sign-up.');
    return cancelSeriesSignup(ctx, params.id, userId);
  });
  return router;
}
