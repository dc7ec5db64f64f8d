import { defaultClubIdentity } from '@shared/club';
import { relayMessageSchema } from '@shared/schemas/contact-relay';
import {
  boardMemberListQuerySchema,
  createBoardMemberSchema,
  reorderBoardMembersSchema,
  updateBoardMemberSchema,
} from '@shared/schemas/contacts';
import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../../context';
import { refuseSpam, relayRateLimit } from '../../lib/contact-relay';
import { csvResponse } from '../../lib/csv';
import { readJson, readQuery, readUpload } from '../../lib/http';
import { requireAccess } from '../../lib/require-access';
import {
  createBoardMember,
  deleteBoardMember,
  exportBoardMembersCsv,
  getBoardMember,
  listBoardMembersForAdmin,
  listPublicBoardMembers,
  maxPhotoBytes,
  reorderBoardMembers,
  sendMessageToBoardMember,
  setBoardMemberPhoto,
  updateBoardMember,
} from './board-member-domain';

export function contactsRoutes(ctx: AppContext) {
  return new Hono<AppEnv>()
    .get('/contacts', async (c) => c.json({ members: await listPublicBoardMembers(ctx.db) }))
    .post('/contacts/:id/message', relayRateLimit(ctx), async (c) => {
      const input = await readJson(c, relayMessageSchema);
      refuseSpam(input);
      await sendMessageToBoardMember(ctx.db, c.req.param('id'), input, {
        clubName: defaultClubIdentity.shortName,
        siteUrl: ctx.env.PUBLIC_URL,
      });
      return c.json({ message: 'Thank you! Your message has been sent.' }, 202);
    })
    .post('/contacts', requireAccess('POST /api/contacts'), async (c) => {
      const input = await readJson(c, createBoardMemberSchema);
      return c.json({ member: await createBoardMember(ctx.db, input) }, 201);
    })
    .put('/contacts/order', requireAccess('PUT /api/contacts/order'), async (c) => {
      const { ids } = await readJson(c, reorderBoardMembersSchema);
      return c.json({ members: await reorderBoardMembers(ctx.db, ids) });
    })
    .patch('/contacts/:id', requireAccess('PATCH /api/contacts/:id'), async (c) => {
      const input = await readJson(c, updateBoardMemberSchema);
      return c.json({ member: await updateBoardMember(ctx.db, c.req.param('id'), input, ctx.uploadsDir) });
    })
    .delete('/contacts/:id', requireAccess('DELETE /api/contacts/:id'), async (c) => {
      await deleteBoardMember(ctx.db, c.req.param('id'), ctx.uploadsDir);
      return c.body(null, 204);
    })
    .post('/contacts/:id/photo', requireAccess('POST /api/contacts/:id/photo'), async (c) => {
      const bytes = await readUpload(c, {
        field: 'photo',
        maxBytes: maxPhotoBytes,
        tooLargeMessage: 'The photo is larger than 2 MB. Please choose a smaller one.',
        what: 'a photo',
      });
      return c.json({
        member: await setBoardMemberPhoto(ctx.db, c.req.param('id'), bytes, ctx.uploadsDir),
      });
    })
    .get('/admin/contacts', requireAccess('GET /api/admin/contacts'), async (c) => {
      const query = readQuery(c, boardMemberListQuerySchema);
      return c.json(await listBoardMembersForAdmin(ctx.db, query));
    })
    .get('/admin/contacts.csv', requireAccess('GET /api/admin/contacts.csv'), async (c) => {
      const query = readQuery(c, boardMemberListQuerySchema);
      const date = new Date().toISOString().slice(0, 10);
      return csvResponse(c, `board-members-${date}.csv`, await exportBoardMembersCsv(ctx.db, query));
    })
    .get('/admin/contacts/:id', requireAccess('GET /api/admin/contacts/:id'), async (c) =>
      c.json({ member: await getBoardMember(ctx.db, c.req.param('id')) }),
    );
}
