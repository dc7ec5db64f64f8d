import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { instantNow, primaryId } from './columns';

/** Client-side errors reported through POST /api/log-error. */
export const clientErrors = pgTable(
  'client_errors',
  {
    id: primaryId(),
    errorType: text().notNull(),
    // NULL when the client sent no data.
    errorData: jsonb(),
    clientTimestamp: text(),
    userAgent: text(),
    path: text(),
    createdAt: instantNow(),
  },
  (t) => [index('client_errors_created_idx').on(t.createdAt)],
);
