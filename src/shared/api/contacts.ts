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
import { answer, defineRoute, schema, upload } from './define';

/** The board's contacts (§ Contacts): the public page and its message form, the admins' list. */
export const contactsApi = {
  board: defineRoute({
    method: 'GET',
    path: '/api/contacts',
    access: 'public',
    answer: answer<PublicBoardMemberList>(),
  }),
  sendMessage: defineRoute({
    method: 'POST',
    path: '/api/contacts/:id/message',
    access: 'public',
    body: schema<typeof relayMessageSchema>(),
    answer: answer<RelayMessageResult>(),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/contacts',
    access: adminExec,
    body: schema<typeof createBoardMemberSchema>(),
    answer: answer<{ member: BoardMember }>(),
  }),
  reorder: defineRoute({
    method: 'PUT',
    path: '/api/contacts/order',
    access: adminExec,
    body: schema<typeof reorderBoardMembersSchema>(),
    answer: answer<{ members: BoardMember[] }>(),
  }),
  update: defineRoute({
    method: 'PATCH',
    path: '/api/contacts/:id',
    access: adminExec,
    body: schema<typeof updateBoardMemberSchema>(),
    answer: answer<{ member: BoardMember }>(),
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/contacts/:id',
    access: adminExec,
    answer: answer<void>(),
  }),
  uploadPhoto: defineRoute({
    method: 'POST',
    path: '/api/contacts/:id/photo',
    access: adminExec,
    upload: upload('photo'),
    answer: answer<{ member: BoardMember }>(),
  }),
  adminList: defineRoute({
    method: 'GET',
    path: '/api/admin/contacts',
    access: adminExec,
    query: schema<typeof boardMemberListQuerySchema>(),
    answer: answer<BoardMemberPage>(),
  }),
  adminCsv: defineRoute({
    method: 'GET',
    path: '/api/admin/contacts.csv',
    access: adminExec,
    query: schema<typeof boardMemberListQuerySchema>(),
    answer: answer<string>(),
  }),
  adminById: defineRoute({
    method: 'GET',
    path: '/api/admin/contacts/:id',
    access: adminExec,
    answer: answer<{ member: BoardMember }>(),
  }),
};
