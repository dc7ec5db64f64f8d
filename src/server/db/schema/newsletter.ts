import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant, instantNow, primaryId } from './columns';

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: primaryId(),
    name: text().notNull(),
    // Stored as typed (§5: not trimmed or normalised); uniqueness is on the lowercase form.
    email: text().notNull(),
    emailKey: text().notNull(),
    status: text({ enum: ['pending', 'confirmed', 'unsubscribed'] })
      .notNull()
      .default('pending'),
    /** Unsubscribe token: stable for the subscriber's lifetime, so every e-mail's link keeps working. */
    token: text().notNull(),
    /** Double opt-in token; replaced on re-subscribe, cleared on unsubscribe so old links cannot re-enable. */
    confirmToken: text(),
    /** Last confirmation e-mail: throttles re-sends and dates the confirm link's expiry. */
    confirmationSentAt: instant(),
    createdAt: instantNow(),
    confirmedAt: instant(),
    unsubscribedAt: instant(),
    /** 'form' (the site's double opt-in) or 'import' (an admin's CSV of existing subscribers). */
    source: text({ enum: ['form', 'import'] })
      .notNull()
      .default('form'),
    /**
     * An imported subscriber the import said had already confirmed elsewhere: where and when, as
     * the import said (kept as the proof of consent), instead of a confirmation e-mail.
     */
    confirmedElsewhere: text(),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_email_key_idx').on(t.emailKey),
    uniqueIndex('newsletter_subscribers_token_idx').on(t.token),
    uniqueIndex('newsletter_subscribers_confirm_token_idx').on(t.confirmToken),
  ],
);
