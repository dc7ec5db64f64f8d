import { eventSeriesAdminApi, eventSeriesApi, tournamentSeriesAdminApi } from '@shared/api/events';
import {
  editSeriesSessionSchema,
  editTournamentSeriesSessionSchema,
  moveSeriesSessionSchema,
  moveTournamentSessionSchema,
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
  moveSocialSession,
  repeatSocialEvent,
  seriesKindOf,
  socialSeries,
} from './event-series';
import { cancelSeriesSignup } from './series-cancel';
import { registerSeriesFeePurpose, signUpForSeries } from './series-signups';
import { getAdminSeries, publishSeries, type SeriesKind, skipSeriesSession } from './series-workflow';
import {
  editTournamentSeriesSession,
  moveTournamentSession,
  repeatTournament,
  tournamentSeries,
} from './tournament-series';

/** Events in series (issue 23 §3): the organisers' series tools and the whole-series sign-up. */
export function eventSeriesRoutes(ctx: AppContext, signupLimit: RateLimitRule) {
  registerSeriesFeePurpose();
  const router = new Hono<AppEnv>();
  const api = eventSeriesAdminApi;
  const carry = async (series: ReturnType<typeof getAdminSeries>) => ({ series: await series });
  handle(router, api.repeat, { body: repeatEventSchema, status: 201 }, ({ params, body }) =>
    carry(repeatSocialEvent(ctx.db, params.id, body)),
  );
  // A series' sessions are socials or tournaments: the shared routes take that kind's steps.
  const kindOf = async (seriesId: string): Promise<SeriesKind> =>
    (await seriesKindOf(ctx.db, seriesId)) === 'tournament' ? tournamentSeries : socialSeries;
  handle(router, api.byId, {}, async ({ params }) =>
    carry(getAdminSeries(ctx.db, await kindOf(params.id), params.id)),
  );
  handle(router, api.publish, {}, async ({ params }) =>
    carry(publishSeries(ctx.db, await kindOf(params.id), params.id)),
  );
  handle(router, api.editSession, { body: editSeriesSessionSchema }, ({ params, body }) =>
    carry(editSeriesSession(ctx, params.seriesId, params.id, body)),
  );
  handle(router, api.moveSession, { body: moveSeriesSessionSchema }, ({ params, body }) =>
    carry(moveSocialSession(ctx, { seriesId: params.seriesId, sessionId: params.id }, body.startsAt)),
  );
  handle(router, api.skipSession, { body: skipSeriesSessionSchema }, async ({ params, body }) =>
    carry(
      skipSeriesSession(
        ctx,
        await kindOf(params.seriesId),
        { seriesId: params.seriesId, sessionId: params.id },
        body.message,
      ),
    ),
  );
  const tApi = tournamentSeriesAdminApi;
  handle(router, tApi.repeat, { body: repeatEventSchema, status: 201 }, ({ params, body }) =>
    carry(repeatTournament(ctx.db, params.id, body)),
  );
  handle(router, tApi.editSession, { body: editTournamentSeriesSessionSchema }, ({ params, body }) =>
    carry(editTournamentSeriesSession(ctx, params.seriesId, params.id, body)),
  );
  handle(router, tApi.moveSession, { body: moveTournamentSessionSchema }, ({ params, body }) =>
    carry(moveTournamentSession(ctx, { seriesId: params.seriesId, sessionId: params.id }, body.startDate)),
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
