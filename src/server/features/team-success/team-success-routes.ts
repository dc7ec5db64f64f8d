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
import type { RateLimitRule } from '../../lib/rate-limit';
import {
  decideTeamSuccess,
  editTeamSuccess,
  exportTeamSuccessCsv,
  getTeamSuccessDetail,
  listPublishedStories,
  listTeamSuccessReports,
  listTeamSuccessTeams,
  reportTeamSuccess,
  storeTeamSuccessPhoto,
} from './team-success-stories';

export const teamSuccessReportRule: RateLimitRule = {
  name: 'team-success-report',
  windowMs: teamSuccessRateLimit.windowMinutes * 60_000,
  max: teamSuccessRateLimit.max,
  message: `You have sent ${teamSuccessRateLimit.max} stories in the last hour, the most we accept. Please try again later.`,
};

/** Anonymous uploads fill the disk: a few photos per visitor address an hour. */
export const teamSuccessPhotoRule: RateLimitRule = {
  name: 'team-success-photo',
  windowMs: teamSuccessPhotoRateLimit.windowMinutes * 60_000,
  max: teamSuccessPhotoRateLimit.max,
  message: `You have uploaded ${teamSuccessPhotoRateLimit.max} photos in the last hour, the most we accept. Please try again later.`,
};

/** Team success: /forms/team_success (public), the public stories, /team_success (staff). */
export function teamSuccessRoutes(ctx: AppContext) {
  const router = new Hono<AppEnv>();
  const viewerId = (c: { get: (key: 'viewer') => { userId: string | null } }) => c.get('viewer').userId;

  handle(
    router,
    api.report,
    {
      body: reportTeamSuccessSchema,
      status: 201,
      rateLimit: teamSuccessReportRule,
    },
    async ({ body }, c) => {
      refuseSpam(body);
      return reportTeamSuccess(ctx.db, body, viewerId(c));
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
    async ({ file }, c) => ({ photo: await storeTeamSuccessPhoto(ctx, file, viewerId(c)) }),
  );
  handle(router, api.teams, {}, async () => ({ teams: await listTeamSuccessTeams(ctx.db) }));
  handle(router, api.published, { query: publishedStoriesQuerySchema }, async ({ query }) => ({
    stories: await listPublishedStories(ctx.db, query.limit),
  }));

  handle(router, api.adminList, { query: teamSuccessListQuerySchema }, async ({ query }) =>
    listTeamSuccessReports(ctx.db, query),
  );
  csvRoute(router, ctx.db, api.adminCsv, teamSuccessListQuerySchema, 'team-success', exportTeamSuccessCsv);
  handle(router, api.adminById, {}, async ({ params }) => getTeamSuccessDetail(ctx.db, params.id));
  handle(router, api.edit, { body: editTeamSuccessSchema }, async ({ params, body }, c) => {
    await editTeamSuccess(ctx, params.id, body, viewerId(c));
    return getTeamSuccessDetail(ctx.db, params.id);
  });
  handle(router, api.approve, {}, async ({ params }, c) => {
    await decideTeamSuccess(ctx.db, params.id, 'approved', viewerId(c));
    return getTeamSuccessDetail(ctx.db, params.id);
  });
  handle(router, api.reject, { body: rejectTeamSuccessSchema }, async ({ params, body }, c) => {
    await decideTeamSuccess(ctx.db, params.id, 'rejected', viewerId(c), body.reason);
    return getTeamSuccessDetail(ctx.db, params.id);
  });
  handle(router, api.publish, {}, async ({ params }, c) => {
    await decideTeamSuccess(ctx.db, params.id, 'published', viewerId(c));
    return getTeamSuccessDetail(ctx.db, params.id);
  });
  handle(router, api.unpublish, {}, async ({ params }, c) => {
    await decideTeamSuccess(ctx.db, params.id, 'unpublished', viewerId(c));
    return getTeamSuccessDetail(ctx.db, params.id);
  });
  return router;
}
