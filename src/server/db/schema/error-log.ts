import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Client-side errors reported through POST /api/log-error. */
export const clientErrors = pgTable(
  'client_errors',
  {
    id: uuid().primaryKey().defaultRandom(),
    errorType: text().notNull(),
    // NULL when the client sent no data.
    errorData: jsonb(),
    clientTimestamp: text(),
    userAgent: text(),
    path: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('client_errors_created_idx').on(t.createdAt)],
);
