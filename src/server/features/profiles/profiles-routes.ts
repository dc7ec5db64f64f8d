import { profilesApi } from '@shared/api/profiles';
import { updatePlayerDetailsSchema } from '@shared/player-details';
import { avatarMaxBytes, updateProfileSchema } from '@shared/schemas/profiles';
import { type Context, Hono } from 'hono';
import { getAuth } from '../../auth/auth';
import { withoutMalformedCookieCache } from '../../auth/cookie-cache-guard';
import { announceUserChanged } from '../../auth/session-liveness';
import type { AppContext, AppEnv } from '../../context';
import { handle } from '../../lib/api-route';
import { AppError } from '../../lib/app-error';
import { avatarTooLargeMessage } from '../../lib/profile-avatar';
import {
  getMemberProfile,
  getPublicProfile,
  removeAvatar,
  setAvatar,
  updatePlayerDetails,
  updateProfile,
} from './profile-domain';

function signedInUserId(c: Context<AppEnv>): string {
  const id = c.get('viewer').userId;
  if (!id) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
  return id;
}

export function profileRoutes(ctx: AppContext) {
  const auth = getAuth(ctx);

  /**
   * Name, username and picture are in the session cookie cache: every cached session of the
   * user stops matching (announceUserChanged), and the caller's own is re-issued at once.
   */
  async function refreshSessionCookie(c: Context<AppEnv>) {
    await announceUserChanged(ctx, signedInUserId(c));
    try {
      const { headers } = await auth.api.getSession({
        headers: withoutMalformedCookieCache(c.req.raw.headers),
        query: { disableCookieCache: true },
        returnHeaders: true,
      });
      for (const value of headers?.getSetCookie() ?? []) c.header('set-cookie', value, { append: true });
    } catch (err) {
      ctx.logger.warn({ err }, 'could not refresh the session cookie after a profile change');
    }
  }

  const router = new Hono<AppEnv>();
  handle(router, profilesApi.byUsername, {}, async ({ params }, c) => ({
    profile: await getPublicProfile(ctx.db, params.username, c.get('viewer')),
  }));
  handle(router, profilesApi.updateMine, { body: updateProfileSchema }, async ({ body }, c) => {
    const profile = await updateProfile(ctx.db, signedInUserId(c), body);
    await refreshSessionCookie(c);
    return { profile };
  });
  handle(
    router,
    profilesApi.uploadAvatar,
    { upload: { maxBytes: avatarMaxBytes, tooLargeMessage: avatarTooLargeMessage, what: 'a picture' } },
    async ({ file }, c) => {
      const profile = await setAvatar(ctx, signedInUserId(c), file);
      await refreshSessionCookie(c);
      return { profile };
    },
  );
  handle(router, profilesApi.removeAvatar, {}, async (_, c) => {
    const profile = await removeAvatar(ctx, signedInUserId(c));
    await refreshSessionCookie(c);
    return { profile };
  });
  handle(
    router,
    profilesApi.updatePlayerDetails,
    { body: updatePlayerDetailsSchema, record: async ({ userId }) => ({ ownerId: userId }) },
    async ({ params, body }) => ({ profile: await updatePlayerDetails(ctx.db, params.userId, body) }),
  );
  // Admins correct a member's details with the same schema and domain function as the member.
  handle(router, profilesApi.member, {}, async ({ params }) => ({
    member: await getMemberProfile(ctx.db, params.id),
  }));
  handle(router, profilesApi.updateMember, { body: updateProfileSchema }, async ({ params, body }) => {
    await getMemberProfile(ctx.db, params.id);
    await updateProfile(ctx.db, params.id, body);
    // The member's sessions show the new name on their next request, not after the cache expires.
    await announceUserChanged(ctx, params.id);
    return { member: await getMemberProfile(ctx.db, params.id) };
  });
  // An admin replaces or removes a member's picture: the upload is the member's profile's
  // (decisions/006), recorded as sent by the admin; the member's sessions show it next read.
  handle(
    router,
    profilesApi.uploadMemberAvatar,
    { upload: { maxBytes: avatarMaxBytes, tooLargeMessage: avatarTooLargeMessage, what: 'a picture' } },
    async ({ params, file }, c) => {
      await getMemberProfile(ctx.db, params.id);
      await setAvatar(ctx, params.id, file, signedInUserId(c));
      await announceUserChanged(ctx, params.id);
      return { member: await getMemberProfile(ctx.db, params.id) };
    },
  );
  handle(router, profilesApi.removeMemberAvatar, {}, async ({ params }) => {
    await getMemberProfile(ctx.db, params.id);
    await removeAvatar(ctx, params.id);
    await announceUserChanged(ctx, params.id);
    return { member: await getMemberProfile(ctx.db, params.id) };
  });
  return router;
}
