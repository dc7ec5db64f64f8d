import { subsApi } from '@shared/api/team-matches';
import {
  sendSubRequestSchema,
  subAnswerQuerySchema,
  subAnswerSchema,
  subFinderQuerySchema,
  subPreferencesSchema,
} from '@shared/schemas/team-matches-subs';
import { type Context, Hono } from 'hono';
import { type AppContext, type AppEnv, anonymousRequestViewer, type RequestViewer } from '../../context';
import { handle } from '../../lib/api-route';
import { AppError } from '../../lib/app-error';
import type { RateLimitRule } from '../../lib/rate-limit';
import { loadMatchFacts } from './lineup-match-context';
import { answerSubRequest, getSubAnswerLink } from './sub-answers';
import {
  cancelSubRequest,
  getSubFinder,
  getSubPreferences,
  matchIdOfRequest,
  saveSubPreferences,
  sendSubRequest,
} from './sub-finder';

/** Sending and cancelling sub requests e-mail players: counted per account. */
const subMailRule: RateLimitRule = {
  name: 'sub-requests',
  windowMs: 60 * 60_000,
  max: 30,
  message: 'You have sent the most sub requests we accept in an hour. Please try again later.',
};

/** The answer link: a page view and an answer per try, counted per address. */
const subLinkRule: RateLimitRule = {
  name: 'sub-answer-link',
  windowMs: 15 * 60_000,
  max: 60,
  message: 'Too many tries with answer links. Please wait 15 minutes.',
};

const viewerOf = (c: Context<AppEnv>): RequestViewer => c.get('viewer') ?? anonymousRequestViewer;

function signedInId(c: Context<AppEnv>): string {
  const id = viewerOf(c).userId;
  if (!id) throw new AppError('UNAUTHENTICATED', 'Please sign in.');
  return id;
}

export function subRoutes(ctx: AppContext) {
  const router = new Hono<AppEnv>();
  const mailLimit = (c: Context<AppEnv>) =>
    ctx.rateLimiter.hit(subMailRule, viewerOf(c).userId ?? 'anonymous');
  const matchRecord = (params: { id: string }) => loadMatchFacts(ctx.db, params.id);
  const requestRecord = async (params: { id: string }) =>
    loadMatchFacts(ctx.db, await matchIdOfRequest(ctx.db, params.id));

  handle(router, subsApi.myPreferences, {}, async (_input, c) => ({
    preferences: await getSubPreferences(ctx.db, signedInId(c)),
  }));
  handle(router, subsApi.savePreferences, { body: subPreferencesSchema }, async ({ body }, c) => ({
    preferences: await saveSubPreferences(ctx.db, signedInId(c), body),
  }));
  handle(
    router,
    subsApi.finder,
    { query: subFinderQuerySchema, record: matchRecord },
    async ({ params, query }) => getSubFinder(ctx.db, params.id, query.lineId ?? null),
  );
  handle(
    router,
    subsApi.send,
    { body: sendSubRequestSchema, record: matchRecord, status: 201 },
    async ({ params, body }, c) => {
      await mailLimit(c);
      return sendSubRequest(ctx, params.id, body, viewerOf(c).userId);
    },
  );
  handle(router, subsApi.cancel, { record: requestRecord }, async ({ params }, c) => {
    await mailLimit(c);
    return cancelSubRequest(ctx, params.id, viewerOf(c).userId);
  });
  const linkLimit = ctx.rateLimiter.perAddress(subLinkRule);
  handle(
    router,
    subsApi.link,
    { query: subAnswerQuerySchema, before: [linkLimit], isSecretLink: true },
    async ({ query }) => getSubAnswerLink(ctx, query.token),
  );
  handle(
    router,
    subsApi.answer,
    { body: subAnswerSchema, before: [linkLimit], isSecretLink: true },
    async ({ body }) => (await answerSubRequest(ctx, body.token, body.answer)).view,
  );
  return router;
}
