import { lookingForTeamApi } from '@shared/api/looking-for-team';
import {
  closeRequestSchema,
  lookingForTeamRateLimit,
  lookingForTeamRequestSchema,
  lookingListQuerySchema,
  placePlayerSchema,
  recordContactSchema,
  withdrawTokenSchema,
} from '@shared/schemas/looking-for-team';
import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../../context';
import { handle } from '../../lib/api-route';
import { refuseSpam } from '../../lib/contact-relay';
import { csvFileName, csvResponse } from '../../lib/csv';
import { linkTriesRule, publicFormRule } from '../../lib/rate-limit';
import { getWithdrawLinkInfo, recordRepAction, withdrawRequestByLink } from './looking-closing';
import { entryExtrasFor, getLookingRequestDetail } from './looking-detail';
import { fileLookingRequest } from './looking-filing';
import { listLookingLeagueOptions } from './looking-leagues';
import { placePlayer } from './looking-placement';
import { exportLookingRequestsCsv, getLookingForTeamPrefill, listLookingRequests } from './looking-requests';

/** The form sends a confirmation e-mail: a few requests per visitor address an hour. */
export const lookingForTeamRule = publicFormRule('looking-for-team', lookingForTeamRateLimit, {
  verb: 'sent',
  things: 'requests',
  next: 'Please try again later, or write to the league coordinator on the Contacts page.',
});

/** Withdraw links: enough for a player, too few to try tokens. */
const withdrawLinkRule = linkTriesRule('looking-for-team-withdraw', 'withdraw links', 30);

/** Looking for a team (/forms/looking, /looking_for_team). */
export function lookingForTeamRoutes(ctx: AppContext) {
  const router = new Hono<AppEnv>();
  const api = lookingForTeamApi;

  handle(
    router,
    api.file,
    {
      body: lookingForTeamRequestSchema,
      status: 201,
      rateLimit: lookingForTeamRule,
    },
    async ({ body, viewer }) => {
      refuseSpam(body);
      return fileLookingRequest(ctx, body, viewer?.userId ?? null);
    },
  );
  handle(router, api.prefill, {}, async ({ viewer }) => getLookingForTeamPrefill(ctx.db, viewer.userId));
  handle(router, api.leagues, {}, async () => ({ leagues: await listLookingLeagueOptions(ctx.db) }));
  handle(
    router,
    api.withdrawInfo,
    {
      query: withdrawTokenSchema,
      rateLimit: withdrawLinkRule,
      isSecretLink: true,
    },
    async ({ query }) => getWithdrawLinkInfo(ctx, query.token),
  );
  handle(
    router,
    api.withdraw,
    { body: withdrawTokenSchema, rateLimit: withdrawLinkRule, isSecretLink: true },
    async ({ body }) => withdrawRequestByLink(ctx, body.token),
  );

  const extras = (rows: Parameters<typeof entryExtrasFor>[1]) => entryExtrasFor(ctx.db, rows);
  handle(router, api.adminList, { query: lookingListQuerySchema }, async ({ query }) =>
    listLookingRequests(ctx.db, query, extras),
  );
  handle(router, api.adminCsv, { query: lookingListQuerySchema }, async ({ query }, c) => {
    return csvResponse(
      c,
      await csvFileName(ctx.db, 'looking-for-team'),
      await exportLookingRequestsCsv(ctx.db, query, extras),
    );
  });
  handle(router, api.adminById, {}, async ({ params }) => getLookingRequestDetail(ctx.db, params.id));
  handle(router, api.recordContact, { body: recordContactSchema }, async ({ params, body, viewer }) => {
    await recordRepAction(
      ctx.db,
      params.id,
      { kind: 'contacted', method: body.method, note: body.note },
      viewer.userId,
    );
    return getLookingRequestDetail(ctx.db, params.id);
  });
  handle(router, api.place, { body: placePlayerSchema }, async ({ params, body, viewer }) => {
    const placed = await placePlayer(ctx, params.id, body, viewer.userId);
    return { ...placed, detail: await getLookingRequestDetail(ctx.db, params.id) };
  });
  handle(router, api.withdrawByRep, { body: closeRequestSchema }, async ({ params, body, viewer }) => {
    await recordRepAction(ctx.db, params.id, { kind: 'withdrawn', note: body.note }, viewer.userId);
    return getLookingRequestDetail(ctx.db, params.id);
  });

  return router;
}
