import { clubMessagesApi as api, newsletterIssuesApi } from '@shared/api/club-messages';
import { messageLimits } from '@shared/club-messages';
import {
  attachmentUploadQuerySchema,
  messageDraftSchema,
  sendMessageSchema,
} from '@shared/schemas/club-messages';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppContext, AppEnv, RequestViewer } from '../../context';
import { profiles } from '../../db/schema/profiles';
import { handle } from '../../lib/api-route';
import type { RateLimitRule } from '../../lib/rate-limit';
import { storeMessageAttachment } from './message-attachments';
import { listAudienceOptions } from './message-audiences';
import {
  getMessage,
  getMessageAttachment,
  getNewsletterIssue,
  listMessages,
  listNewsletterIssues,
  listRecordMessages,
} from './message-reading';
import { previewMessage, sendMessage, sendTestMessage } from './message-sending';

/** Per user: sending and test-sending write to many mailboxes; a slip should not repeat itself. */
export const messageRateLimits = {
  send: {
    name: 'club-message-send',
    windowMs: 10 * 60_000,
    max: 20,
    message: 'Too many messages sent in a short time. Please wait a few minutes.',
  },
  test: {
    name: 'club-message-test',
    windowMs: 10 * 60_000,
    max: 20,
    message: 'Too many test e-mails. Please wait a few minutes.',
  },
  attach: {
    name: 'club-message-attach',
    windowMs: 10 * 60_000,
    max: 30,
    message: 'Too many files attached in a short time. Please wait a few minutes.',
  },
} as const satisfies Record<string, RateLimitRule>;

/** Club messages (issue 22 §1) and the newsletter's public archive (§2). */
export function clubMessagesRoutes(ctx: AppContext) {
  const router = new Hono<AppEnv>();
  const nameOf = async (viewer: RequestViewer) => {
    const [me] = await ctx.db
      .select({ name: profiles.fullName })
      .from(profiles)
      .where(eq(profiles.id, viewer.userId ?? ''));
    return me?.name ?? '';
  };
  handle(router, api.list, {}, async (_input, c) => listMessages(ctx, c.var.viewer));
  handle(router, api.audiences, {}, async (_input, c) => ({
    audiences: await listAudienceOptions(ctx.db, c.var.viewer),
  }));
  handle(router, api.preview, { body: messageDraftSchema }, async ({ body }, c) =>
    previewMessage(ctx, c.var.viewer, await nameOf(c.var.viewer), body),
  );
  handle(
    router,
    api.test,
    { body: messageDraftSchema, rateLimit: { rule: messageRateLimits.test, per: 'account' } },
    async ({ body }, c) => sendTestMessage(ctx, c.var.viewer, await nameOf(c.var.viewer), body),
  );
  handle(
    router,
    api.send,
    { body: sendMessageSchema, rateLimit: { rule: messageRateLimits.send, per: 'account' }, status: 201 },
    async ({ body }, c) => sendMessage(ctx, c.var.viewer, await nameOf(c.var.viewer), body),
  );
  handle(router, api.get, {}, async ({ params }, c) => getMessage(ctx, c.var.viewer, params.id));
  handle(router, api.about, {}, async ({ params }, c) =>
    listRecordMessages(ctx, c.var.viewer, params.kind, params.id),
  );
  handle(
    router,
    api.uploadAttachment,
    {
      query: attachmentUploadQuerySchema,
      rateLimit: { rule: messageRateLimits.attach, per: 'account' },
      status: 201,
      upload: {
        maxBytes: messageLimits.attachmentMaxBytes,
        tooLargeMessage: `The file is larger than ${messageLimits.attachmentMaxBytes / 1024 / 1024} MB. Please choose a smaller one.`,
        what: 'a file',
      },
    },
    async ({ query, file }, c) => storeMessageAttachment(ctx, c.var.viewer, file, query.name),
  );
  handle(router, api.attachment, {}, async ({ params }, c) =>
    getMessageAttachment(ctx, c.var.viewer, params.id, params.attachmentId),
  );
  handle(router, newsletterIssuesApi.issues, {}, async () => listNewsletterIssues(ctx));
  handle(router, newsletterIssuesApi.issue, {}, async ({ params }) => getNewsletterIssue(ctx, params.id));
  return router;
}
