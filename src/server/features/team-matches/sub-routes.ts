import { subsApi } from '@shared/api/team-matches';
import {
  sendSubRequestSchema,
  subAnswerQuerySchema,
  subAnswerSchema,
  subFinderQuerySchema,
  subPreferencesSchema,
} from '@shared/schemas/team-matches-subs';
import { Hono } from 'hono';
import type { AppContext, AppEnv, RequestViewer } from '../../context';
import { handle } from '../../lib/api-route';
import { AppError } from '../../lib/app-error';
import { hourlyMailRule, linkTriesRule } from '../../lib/rate-limit';
import { loadMatchRecord } from './lineup-match-context';
import { answerSubRequest, getSubAnswerLink } from './sub-answers';
import { getSubFinder } from './sub-candidates-read';
import { getSubPreferences, saveSubPreferences } from './sub-preferences';
import { cancelSubRequest, matchIdOfRequest, sendSubRequest } from './sub-requests';

/** Sending and cancelling sub requests e-mail players: counted per account. */
const subMailRule = hourlyMailRule('sub-requests', 30, 'sent the most sub requests');

/** The answer link: a page view and an answer per try, counted per address. */
const subLinkRule = linkTriesRule('sub-answer-link', 'answer links');

function signedInId(viewer: RequestViewer): string {
  if (!viewer.userId) throw new AppError('UNAUTHENTICATED', 'Please sign in.');
  return viewer.userId;
}

export function subRoutes(ctx: AppContext) {
  const router = new Hono<AppEnv>();
  const matchRecord = (params: { id: string }) => loadMatchRecord(ctx.db, params.id);
  const requestRecord = async (params: { id: string }) =>
    loadMatchRecord(ctx.db, await matchIdOfRequest(ctx.db, params.id));
  const mailLimit = { rule: subMailRule, per: 'account' } as const;

  handle(router, subsApi.myPreferences, {}, async ({ viewer }) => ({
    preferences: await getSubPreferences(ctx.db, signedInId(viewer)),
  }));
  handle(router, subsApi.savePreferences, { body: subPreferencesSchema }, async ({ body, viewer }) => ({
    preferences: await saveSubPreferences(ctx.db, signedInId(viewer), body),
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
    { body: sendSubRequestSchema, record: matchRecord, status: 201, rateLimit: mailLimit },
    async ({ params, body, viewer }) => sendSubRequest(ctx, params.id, body, viewer.userId),
  );
  handle(
    router,
    subsApi.cancel,
    { record: requestRecord, rateLimit: mailLimit },
    async ({ params, viewer }) => cancelSubRequest(ctx, params.id, viewer.userId),
  );
  handle(
    router,
    subsApi.link,
    { query: subAnswerQuerySchema, rateLimit: subLinkRule, isSecretLink: true },
    async ({ query }) => getSubAnswerLink(ctx, query.token),
  );
  handle(
    router,
    subsApi.answer,
    { body: subAnswerSchema, rateLimit: subLinkRule, isSecretLink: true },
    async ({ body }) => (await answerSubRequest(ctx, body.token, body.answer)).view,
  );
  return router;
}
