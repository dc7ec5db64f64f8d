import { isSameSitePath } from '../same-site-path';
import { z } from '../zod';
import { type Page, searchSchema, sortedPage } from './paging';

/**
 * A photo is an upload on this site (/api/uploads/…), set by the photo upload; the
 * site's CSP shows no images from elsewhere. Empty: the page shows the initials.
 */
const photoUrlSchema = z
  .string()
  .trim()
  .max(500, 'The photo address can be at most 500 characters.')
  .refine((v) => v === '' || isSameSitePath(v), 'Upload the photo instead of giving an address.');

const boardMemberFields = {
  position: z
    .string()
    .trim()
    .min(2, 'Please enter the position (e.g. President).')
    .max(80, 'The position can be at most 80 characters.'),
  name: z
    .string()
    .trim()
    .min(2, 'Please enter the name.')
    .max(120, 'The name can be at most 120 characters.'),
  email: z
    .string()
    .trim()
    .max(254, 'The e-mail address is too long.')
    .pipe(z.email('Please enter a valid e-mail address; messages from the contact form go there.')),
  photoUrl: photoUrlSchema,
  isActive: z.boolean({ error: 'Say whether the member is shown on the Contacts page.' }),
};

/** POST /api/contacts and the create form. New members go to the end of the list. */
export const createBoardMemberSchema = z.object(boardMemberFields);
export type CreateBoardMemberInput = z.infer<typeof createBoardMemberSchema>;

/** PATCH /api/contacts/:id: any subset of the fields. */
export const updateBoardMemberSchema = z
  .object(boardMemberFields)
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'Nothing to change.');
export type UpdateBoardMemberInput = z.infer<typeof updateBoardMemberSchema>;

/** PUT /api/contacts/order: every member id, in the new display order. */
export const reorderBoardMembersSchema = z.object({
  ids: z
    .array(z.uuid('Unknown board member.'), { error: 'Send the list of member ids.' })
    .min(1, 'Send at least one member.')
    .max(500, 'Too many members.')
    .refine((ids) => new Set(ids).size === ids.length, 'A member appears twice in the new order.'),
});
export type ReorderBoardMembersInput = z.infer<typeof reorderBoardMembersSchema>;

export const boardMemberSortKeys = [
  'sortOrder',
  'name',
  'position',
  'email',
  'isActive',
  'updatedAt',
] as const;
export type BoardMemberSortKey = (typeof boardMemberSortKeys)[number];

/** GET /api/admin/contacts and the CSV export. */
export const boardMemberListQuerySchema = z.object({
  q: searchSchema.optional(),
  ...sortedPage(boardMemberSortKeys, 'sortOrder', 'asc'),
});
export type BoardMemberListQuery = z.infer<typeof boardMemberListQuerySchema>;

/** What the public page gets: never the e-mail address. */
export interface PublicBoardMember {
  id: string;
  position: string;
  name: string;
  photoUrl: string | null;
}

export interface PublicBoardMemberList {
  members: PublicBoardMember[];
}

/** What admins (admin, executive) get. */
export interface BoardMember extends PublicBoardMember {
  email: string;
  isActive: boolean;
  sortOrder: number;
  createdAt: string;
  updatedAt: string;
}

export type BoardMemberPage = Page<BoardMember>;
