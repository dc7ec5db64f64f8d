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
  board: defineRoute({ method: 'GET', path: '/api/contacts', answer: answer<PublicBoardMemberList>() }),
  sendMessage: defineRoute({
    method: 'POST',
    path: '/api/contacts/:id/message',
    body: schema<typeof relayMessageSchema>(),
    answer: answer<RelayMessageResult>(),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/contacts',
    body: schema<typeof createBoardMemberSchema>(),
    answer: answer<{ member: BoardMember }>(),
  }),
  reorder: defineRoute({
    method: 'PUT',
    path: '/api/contacts/order',
    body: schema<typeof reorderBoardMembersSchema>(),
    answer: answer<{ members: BoardMember[] }>(),
  }),
  update: defineRoute({
    method: 'PATCH',
    path: '/api/contacts/:id',
    body: schema<typeof updateBoardMemberSchema>(),
    answer: answer<{ member: BoardMember }>(),
  }),
  remove: defineRoute({ method: 'DELETE', path: '/api/contacts/:id', answer: answer<void>() }),
  uploadPhoto: defineRoute({
    method: 'POST',
    path: '/api/contacts/:id/photo',
    upload: upload('photo'),
    answer: answer<{ member: BoardMember }>(),
  }),
  adminList: defineRoute({
    method: 'GET',
    path: '/api/admin/contacts',
    query: schema<typeof boardMemberListQuerySchema>(),
    answer: answer<BoardMemberPage>(),
  }),
  adminCsv: defineRoute({
    method: 'GET',
    path: '/api/admin/contacts.csv',
    query: schema<typeof boardMemberListQuerySchema>(),
    answer: answer<string>(),
  }),
  adminById: defineRoute({
    method: 'GET',
    path: '/api/admin/contacts/:id',
    answer: answer<{ member: BoardMember }>(),
  }),
};
