import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { primaryId, timestamps } from './columns';

/**
 * The board as shown on /contacts. `email` is private: visitors write through the
 * relay (POST /api/contacts/:id/message) and never see it.
 */
export const boardMembers = pgTable(
  'board_members',
  {
    id: primaryId(),
    position: text().notNull(),
    name: text().notNull(),
    photoUrl: text(),
    email: text().notNull(),
    sortOrder: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    ...timestamps(),
  },
  (t) => [index('board_members_sort_idx').on(t.sortOrder, t.name)],
);
