import { contactsApi } from '@shared/api/contacts';
import {
  boardMemberListQuerySchema,
  createBoardMemberSchema,
  reorderBoardMembersSchema,
  updateBoardMemberSchema,
} from '@shared/schemas/contacts';
import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../../context';
import { csvRoute, handle } from '../../lib/api-route';
import { answerRelay, relayRouteSchemas } from '../../lib/contact-relay';
import {
  boardMembersAdminList,
  createBoardMember,
  deleteBoardMember,
  getBoardMember,
  listPublicBoardMembers,
  maxPhotoBytes,
  reorderBoardMembers,
  sendMessageToBoardMember,
  setBoardMemberPhoto,
  updateBoardMember,
} from './board-member-domain';

export function contactsRoutes(ctx: AppContext) {
  const router = new Hono<AppEnv>();
  handle(router, contactsApi.board, {}, async () => ({ members: await listPublicBoardMembers(ctx.db) }));
  handle(router, contactsApi.sendMessage, relayRouteSchemas, async ({ params, body }) =>
    answerRelay(body, ctx.env.PUBLIC_URL, (site) => sendMessageToBoardMember(ctx.db, params.id, body, site)),
  );
  handle(router, contactsApi.create, { body: createBoardMemberSchema, status: 201 }, async ({ body }) => ({
    member: await createBoardMember(ctx.db, body),
  }));
  handle(router, contactsApi.reorder, { body: reorderBoardMembersSchema }, async ({ body }) => ({
    members: await reorderBoardMembers(ctx.db, body.ids),
  }));
  handle(router, contactsApi.update, { body: updateBoardMemberSchema }, async ({ params, body }) => ({
    member: await updateBoardMember(ctx.db, params.id, body, ctx.uploadsDir),
  }));
  handle(router, contactsApi.remove, {}, async ({ params }) => {
    await deleteBoardMember(ctx.db, params.id, ctx.uploadsDir);
  });
  handle(
    router,
    contactsApi.uploadPhoto,
    {
      upload: {
        maxBytes: maxPhotoBytes,
        tooLargeMessage: 'The photo is larger than 2 MB. Please choose a smaller one.',
        what: 'a photo',
      },
    },
    async ({ params, file }) => ({
      member: await setBoardMemberPhoto(ctx.db, params.id, file, ctx.uploadsDir),
    }),
  );
  handle(router, contactsApi.adminList, { query: boardMemberListQuerySchema }, async ({ query }) =>
    boardMembersAdminList.page(ctx.db, query),
  );
  csvRoute(router, ctx.db, contactsApi.adminCsv, boardMemberListQuerySchema, 'board-members', (db, q) =>
    boardMembersAdminList.csv(db, q),
  );
  handle(router, contactsApi.adminById, {}, async ({ params }) => ({
    member: await getBoardMember(ctx.db, params.id),
  }));
  return router;
}
