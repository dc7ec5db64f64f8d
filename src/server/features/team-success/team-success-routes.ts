import { teamSuccessApi as api } from '@shared/api/team-success';
import {
  editTeamSuccessSchema,
  publishedStoriesQuerySchema,
  rejectTeamSuccessSchema,
  reportTeamSuccessSchema,
  teamSuccessListQuerySchema,
  teamSuccessPhotoMaxBytes,
  teamSuccessPhotoRateLimit,
  teamSuccessRateLimit,
} from '@shared/schemas/team-success';
import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../../context';
import { csvRoute, handle } from '../../lib/api-route';
import { refuseSpam } from '../../lib/contact-relay';
import { publicFormRule } from '../../lib/rate-limit';
import {
  decideTeamSuccess,
  editTeamSuccess,
  getTeamSuccessDetail,
  listPublishedStories,
  listTeamSuccessTeams,
  reportTeamSuccess,
  storeTeamSuccessPhoto,
  teamSuccessAdminList,
} from './team-success-stories';

export const teamSuccessReportRule = publicFormRule('team-success-report', teamSuccessRateLimit, {
  verb: 'sent',
  things: 'stories',
});

/** Anonymous uploads fill the disk: a few photos per visitor address an hour. */
export const teamSuccessPhotoRule = publicFormRule('team-success-photo', teamSuccessPhotoRateLimit, {
  verb: 'uploaded',
  things: 'photos',
});

/** Team success: /forms/team_success (public), the public stories, /team_success (staff). */
export function teamSuccessRoutes(ctx: AppContext) {
  const router = new Hono<AppEnv>();

  handle(
    router,
    api.report,
    {
      body: reportTeamSuccessSchema,
      status: 201,
      rateLimit: teamSuccessReportRule,
    },
    async ({ body, viewer }) => {
      refuseSpam(body);
      return reportTeamSuccess(ctx.db, body, viewer?.userId ?? null);
    },
  );
  handle(
    router,
    api.uploadPhoto,
    {
      status: 201,
      rateLimit: teamSuccessPhotoRule,
      upload: {
        maxBytes: teamSuccessPhotoMaxBytes,
        tooLargeMessage: 'The photo is larger than 5 MB. Please choose a smaller one.',
        what: 'a photo',
      },
    },
    async ({ file, viewer }) => ({ photo: await storeTeamSuccessPhoto(ctx, file, viewer?.userId ?? null) }),
  );
  handle(router, api.teams, {}, async () => ({ teams: await listTeamSuccessTeams(ctx.db) }));
  handle(router, api.published, { query: publishedStoriesQuerySchema }, async ({ query }) => ({
    stories: await listPublishedStories(ctx.db, query.limit),
  }));

  handle(router, api.adminList, { query: teamSuccessListQuerySchema }, async ({ query }) =>
    teamSuccessAdminList.page(ctx.db, query),
  );
  csvRoute(router, ctx.db, api.adminCsv, teamSuccessListQuerySchema, 'team-success', (db, q) =>
    teamSuccessAdminList.csv(db, q),
  );
  handle(router, api.adminById, {}, async ({ params }) => getTeamSuccessDetail(ctx.db, params.id));
  handle(router, api.edit, { body: editTeamSuccessSchema }, async ({ params, body, viewer }) => {
    await editTeamSuccess(ctx, params.id, body, viewer.userId);
    return getTeamSuccessDetail(ctx.db, params.id);
  });
  handle(router, api.approve, {}, async ({ params, viewer }) => {
    await decideTeamSuccess(ctx.db, params.id, 'approved', viewer.userId);
    return getTeamSuccessDetail(ctx.db, params.id);
  });
  handle(router, api.reject, { body: rejectTeamSuccessSchema }, async ({ params, body, viewer }) => {
    await decideTeamSuccess(ctx.db, params.id, 'rejected', viewer.userId, body.reason);
    return getTeamSuccessDetail(ctx.db, params.id);
  });
  handle(router, api.publish, {}, async ({ params, viewer }) => {
    await decideTeamSuccess(ctx.db, params.id, 'published', viewer.userId);
    return getTeamSuccessDetail(ctx.db, params.id);
  });
  handle(router, api.unpublish, {}, async ({ params, viewer }) => {
    await decideTeamSuccess(ctx.db, params.id, 'unpublished', viewer.userId);
    return getTeamSuccessDetail(ctx.db, params.id);
  });
  return router;
}
