import { membershipApi } from '@shared/api/membership';
import { memberStateOn } from '@shared/membership-state';
import {
  createMembershipTypeSchema,
  memberListQuerySchema,
  membershipFormSchema,
  mergeMembersSchema,
  seasonSchema,
  updateMembershipTypeSchema,
  waiverDecisionSchema,
} from '@shared/schemas/membership';
import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../../context';
import { csvRoute, handle } from '../../lib/api-route';
import { AppError } from '../../lib/app-error';
import { clubToday } from '../../lib/club-time-zone';
import type { RateLimitRule } from '../../lib/rate-limit';
import { getMembershipOptions, joinMembership } from './join-membership';
import { exportMembersCsv, getMemberDetail, listMembers, mergeMembers } from './members-list';
import { registerMembershipPayments } from './membership-payments';
import { loadFamily, loadMemberships } from './membership-records';
import {
  createMembershipType,
  deleteMembershipType,
  listSeasonsWithTypes,
  saveSeason,
  updateMembershipType,
} from './membership-seasons';
import { approveWaiver, listWaiverRequests, refuseWaiver } from './membership-waivers';

/** Joining may create an account and send a verification e-mail: limited per address. */
export const joinRateLimit: RateLimitRule = {
  name: 'membership-join',
  windowMs: 10 * 60_000,
  max: 10,
  message: 'Too many membership forms from this address. Please wait a few minutes and try again.',
};

export function membershipRoutes(ctx: AppContext) {
  registerMembershipPayments();
  const router = new Hono<AppEnv>();
  handle(router, membershipApi.options, {}, async (_, c) => getMembershipOptions(ctx, c.var.viewer));
  handle(
    router,
    membershipApi.join,
    { body: membershipFormSchema, rateLimit: joinRateLimit, status: 201 },
    async ({ body }, c) => joinMembership(ctx, c.var.viewer, body),
  );
  handle(router, membershipApi.mine, {}, async (_, c) => {
    const userId = c.var.viewer.userId;
    if (!userId) throw new AppError('UNAUTHENTICATED', 'Please sign in.');
    const records = await loadMemberships(ctx.db, [userId]);
    return {
      state: memberStateOn(
        await clubToday(ctx.db),
        records.map((r) => r.fact),
      ),
      memberships: records.map((r) => r.summary),
      family: await loadFamily(ctx.db, userId),
    };
  });
  handle(router, membershipApi.myFamily, {}, async (_, c) => ({
    family: await loadFamily(ctx.db, c.var.viewer.userId ?? ''),
  }));
  handle(router, membershipApi.seasons, {}, async () => ({ seasons: await listSeasonsWithTypes(ctx.db) }));
  handle(router, membershipApi.saveSeason, { body: seasonSchema }, async ({ params, body }) => ({
    season: await saveSeason(ctx.db, Number(params.year), body),
  }));
  handle(
    router,
    membershipApi.createType,
    { body: createMembershipTypeSchema, status: 201 },
    async ({ body }) => ({
      type: await createMembershipType(ctx.db, body),
    }),
  );
  handle(
    router,
    membershipApi.updateType,
    { body: updateMembershipTypeSchema },
    async ({ params, body }) => ({
      type: await updateMembershipType(ctx.db, params.id, body),
    }),
  );
  handle(router, membershipApi.removeType, {}, async ({ params }) => {
    await deleteMembershipType(ctx.db, params.id);
  });
  handle(router, membershipApi.waivers, {}, async () => ({ waivers: await listWaiverRequests(ctx) }));
  handle(router, membershipApi.approveWaiver, { body: waiverDecisionSchema }, async ({ params }, c) => {
    await approveWaiver(ctx, c.var.viewer, params.id);
    return { ok: true as const };
  });
  handle(router, membershipApi.refuseWaiver, { body: waiverDecisionSchema }, async ({ params }, c) => {
    await refuseWaiver(ctx, c.var.viewer, params.id);
    return { ok: true as const };
  });
  handle(router, membershipApi.members, { query: memberListQuerySchema }, async ({ query }) =>
    listMembers(ctx.db, query),
  );
  csvRoute(router, ctx.db, membershipApi.membersCsv, memberListQuerySchema, 'members', exportMembersCsv);
  handle(router, membershipApi.member, {}, async ({ params }) => getMemberDetail(ctx.db, params.id));
  handle(router, membershipApi.merge, { body: mergeMembersSchema }, async ({ params, body }, c) => ({
    moved: await mergeMembers(ctx.db, c.var.viewer, params.id, body.intoId),
  }));
  return router;
}
