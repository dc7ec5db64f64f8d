import { avatarFieldName, avatarMaxBytes, updateProfileSchema } from '@shared/schemas/profile';
import { type Context, Hono } from 'hono';
import { getAuth } from '../../auth/auth';
import { announceUserChanged } from '../../auth/session-liveness';
import type { AppContext, AppEnv } from '../../context';
import { AppError } from '../../lib/app-error';
import { readJson, readUpload } from '../../lib/http';
import { requireAccess } from '../../lib/require-access';
import {
  avatarTooLargeMessage,
  getMemberProfile,
  getPublicProfile,
  removeAvatar,
  setAvatar,
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
        headers: c.req.raw.headers,
        query: { disableCookieCache: true },
        returnHeaders: true,
      });
      for (const value of headers?.getSetCookie() ?? []) c.header('set-cookie', value, { append: true });
    } catch (err) {
      ctx.logger.warn({ err }, 'could not refresh the session cookie after a profile change');
    }
  }

  return (
    new Hono<AppEnv>()
      .get('/profiles/:username', async (c) =>
        c.json({ profile: await getPublicProfile(ctx.db, c.req.param('username'), c.get('viewer')) }),
      )
      .patch('/profiles/me', requireAccess('PATCH /api/profiles/me'), async (c) => {
        const input = await readJson(c, updateProfileSchema);
        const profile = await updateProfile(ctx.db, signedInUserId(c), input);
        await refreshSessionCookie(c);
        return c.json({ profile });
      })
      .post('/profiles/me/avatar', requireAccess('POST /api/profiles/me/avatar'), async (c) => {
        const bytes = await readUpload(c, {
          field: avatarFieldName,
          maxBytes: avatarMaxBytes,
          tooLargeMessage: avatarTooLargeMessage,
          what: 'a picture',
        });
        const profile = await setAvatar(ctx, signedInUserId(c), bytes);
        await refreshSessionCookie(c);
        return c.json({ profile });
      })
      // Admins correct a member's details with the same schema and domain function as the member.
      .get('/admin/users/:id/profile', requireAccess('GET /api/admin/users/:id/profile'), async (c) =>
        c.json({ member: await getMemberProfile(ctx.db, c.req.param('id')) }),
      )
      .patch('/admin/users/:id/profile', requireAccess('PATCH /api/admin/users/:id/profile'), async (c) => {
        const input = await readJson(c, updateProfileSchema);
        const id = c.req.param('id');
        await getMemberProfile(ctx.db, id);
        await updateProfile(ctx.db, id, input);
        // The member's sessions show the new name on their next request, not after the cache expires.
        await announceUserChanged(ctx, id);
        return c.json({ member: await getMemberProfile(ctx.db, id) });
      })
      // An admin replaces or removes a member's picture: the upload is the member's profile's
      // (decisions/006), recorded as sent by the admin; the member's sessions show it next read.
      .post('/admin/users/:id/avatar', requireAccess('POST /api/admin/users/:id/avatar'), async (c) => {
        const id = c.req.param('id');
        await getMemberProfile(ctx.db, id);
        const bytes = await readUpload(c, {
          field: avatarFieldName,
          maxBytes: avatarMaxBytes,
          tooLargeMessage: avatarTooLargeMessage,
          what: 'a picture',
        });
        await setAvatar(ctx, id, bytes, signedInUserId(c));
        await announceUserChanged(ctx, id);
        return c.json({ member: await getMemberProfile(ctx.db, id) });
      })
      .delete('/admin/users/:id/avatar', requireAccess('DELETE /api/admin/users/:id/avatar'), async (c) => {
        const id = c.req.param('id');
        await getMemberProfile(ctx.db, id);
        await removeAvatar(ctx, id);
        await announceUserChanged(ctx, id);
        return c.json({ member: await getMemberProfile(ctx.db, id) });
      })
      .delete('/profiles/me/avatar', requireAccess('DELETE /api/profiles/me/avatar'), async (c) => {
        const profile = await removeAvatar(ctx, signedInUserId(c));
        await refreshSessionCookie(c);
        return c.json({ profile });
      })
  );
}
