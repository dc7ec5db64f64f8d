import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Who left which list of the club's bulk mail (shared/mail-lists.ts), by lower-case address: the
 * senders of that list skip them. Rejoining deletes the row.
 */
export const mailListOptOuts = pgTable(
  'mail_list_opt_outs',
  {
    list: text().notNull(),
    emailKey: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.list, t.emailKey] })],
);
