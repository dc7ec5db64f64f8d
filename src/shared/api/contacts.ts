import { adminExec } from '../access';
import type { RelayMessageResult, relayMessageSchema } from '../schemas/contact-relay';
import type {
  BoardMember,
  BoardMemberPage,
  boardMemberListQuerySchema,
  createBoardMemberSchema,
  PublicBoardMemberList,
  reorderBoardMembersSchema,
  updateBoardMemberSchema,
} from '../schemas/contacts';
import { route, withCsv } from './define';

/** The board's contacts (§ Contacts): the public page and its message form, the admins' list. */
export const contactsApi = withCsv(
  {
    board: route('GET /api/contacts', 'public').answers<PublicBoardMemberList>(),
    sendMessage: route('POST /api/contacts/:id/message', 'public')
      .body<typeof relayMessageSchema>()
      .answers<RelayMessageResult>(),
    create: route('POST /api/contacts', adminExec)
      .body<typeof createBoardMemberSchema>()
      .answers<{ member: BoardMember }>(),
    reorder: route('PUT /api/contacts/order', adminExec)
      .body<typeof reorderBoardMembersSchema>()
      .answers<{ members: BoardMember[] }>(),
    update: route('PATCH /api/contacts/:id', adminExec)
      .body<typeof updateBoardMemberSchema>()
      .answers<{ member: BoardMember }>(),
    remove: route('DELETE /api/contacts/:id', adminExec).answers<void>(),
    uploadPhoto: route('POST /api/contacts/:id/photo', adminExec)
      .upload('photo')
      .answers<{ member: BoardMember }>(),
    adminList: route('GET /api/admin/contacts', adminExec)
      .query<typeof boardMemberListQuerySchema>()
      .answers<BoardMemberPage>(),
    adminById: route('GET /api/admin/contacts/:id', adminExec).answers<{ member: BoardMember }>(),
  },
  { adminCsv: 'adminList' },
);
