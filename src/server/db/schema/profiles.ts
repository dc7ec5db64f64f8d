import { date, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { timestamps } from './columns';

/**
 * One profile per user, same id. Created by a trigger in the same statement as the
 * user row (see docs/decisions on profile-with-user); full_name and username are
 * kept equal to the user's name and username by a second trigger.
 */
export const profiles = pgTable('profiles', {
  id: text()
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  fullName: text().notNull(),
  username: text().unique(),
  avatarUrl: text(),
  phone: text(),
  ntrpRating: text({ enum: ['2.5', '3.0', '3.5', '4.0', '4.5', '5.0+'] }),
  // Tennis details for leagues (src/shared/player-details.ts); all optional until a league needs them.
  ratingType: text({ enum: ['S', 'C', 'A', 'B', 'D', 'M', 'T'] }),
  ratingYear: integer(),
  ustaNumber: text(),
  ustaExpiresOn: date({ mode: 'string' }),
  gender: text({ enum: ['female', 'male'] }),
  birthYear: integer(),
  // The member's emergency contact, kept current here; each membership keeps the one given when joining.
  emergencyName: text(),
  emergencyPhone: text(),
  /**
   * Who sees the member's e-mail and phone (issue 18): 'private' (only the member and the club's
   * officers with the members list), 'teammates' (also players on a team with them, captains
   * included), 'members' (any signed-in member, on the profile too).
   */
  emailVisibility: text({ enum: ['private', 'teammates', 'members'] })
    .notNull()
    .default('teammates'),
  phoneVisibility: text({ enum: ['private', 'teammates', 'members'] })
    .notNull()
    .default('teammates'),
  ...timestamps(),
});
