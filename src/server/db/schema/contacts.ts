import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The board as shown on /contacts. `email` is private: visitors write through the
 * relay (POST /api/contacts/:id/message) and never see it.
 */
export const boardMembers = pgTable(
  'board_members',
  {
    id: uuid().primaryKey().defaultRandom(),
    position: text().notNull(),
    name: text().notNull(),
    photoUrl: text(),
    email: text().notNull(),
    sortOrder: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('board_members_sort_idx').on(t.sortOrder, t.name)],
);
