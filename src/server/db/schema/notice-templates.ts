import { bigserial, index, pgTable, text } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { instantNow } from './columns';

/**
 * An admin's edit of a notice template (issue 22 §3): the subject and Markdown body that replace
 * the default written in code (src/shared/notice-templates.ts). No row: the default is used;
 * "reset to default" deletes the row (the change log keeps what it said).
 */
export const noticeTemplates = pgTable('notice_templates', {
  key: text().primaryKey(),
  subject: text().notNull(),
  body: text().notNull(),
  updatedBy: text().references(() => user.id, { onDelete: 'set null' }),
  updatedAt: instantNow(),
});

/** The audit trail of template changes: who saved or reset which notice, when, and the text. */
export const noticeTemplateChanges = pgTable(
  'notice_template_changes',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    key: text().notNull(),
    action: text({ enum: ['saved', 'reset'] }).notNull(),
    subject: text().notNull(),
    body: text().notNull(),
    byUserId: text().references(() => user.id, { onDelete: 'set null' }),
    /** The name as it was, kept when the account goes. */
    byName: text().notNull(),
    at: instantNow(),
  },
  (t) => [index('notice_template_changes_key_at_idx').on(t.key, t.at)],
);
