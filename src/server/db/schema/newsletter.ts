import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    // Stored as typed (§5: not trimmed or normalised); uniqueness is on the lowercase form.
    email: text().notNull(),
    emailKey: text().notNull(),
    status: text({ enum: ['pending', 'confirmed', 'unsubscribed'] })
      .notNull()
      .default('pending'),
    token: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp({ withTimezone: true }),
    unsubscribedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_email_key_idx').on(t.emailKey),
    uniqueIndex('newsletter_subscribers_token_idx').on(t.token),
  ],
);
