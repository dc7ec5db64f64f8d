import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { primaryId, textRef, timestamps } from './columns';

/*
 * A member's personal calendar feed key (issue 21 §1). The feed's address carries this row's id
 * signed with its version (lib/record-token): nothing secret is stored. Renewing bumps the
 * version (the old address stops working); revoking turns the row off and the version is bumped
 * again on the next renewal, so an address once revoked never works again.
 */
export const memberCalendarKeys = pgTable(
  'member_calendar_keys',
  {
    id: primaryId(),
    userId: textRef(() => user.id, 'cascade'),
    version: integer().notNull().default(1),
    isActive: boolean().notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('member_calendar_keys_user_idx').on(t.userId),
    check('member_calendar_keys_version_check', sql`${t.version} >= 1`),
  ],
);
