import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { instantNow } from './columns';

/**
 * Who left which list of the club's bulk mail (shared/mail-lists.ts), by lower-case address: the
 * senders of that list skip them. Rejoining deletes the row.
 */
export const mailListOptOuts = pgTable(
  'mail_list_opt_outs',
  {
    list: text().notNull(),
    emailKey: text().notNull(),
    createdAt: instantNow(),
  },
  (t) => [primaryKey({ columns: [t.list, t.emailKey] })],
);
