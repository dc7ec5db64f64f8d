import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { instantNow, textRef } from './columns';

/** What an upload belongs to: the thing that uploaded it (see lib/upload-records.ts). */
export const uploadOwnerTypes = ['profile', 'board_member', 'event', 'content', 'team_success'] as const;
export type UploadOwnerType = (typeof uploadOwnerTypes)[number];

/**
 * Every stored upload (/api/uploads/… and /api/event-files/…), by file name, with its
 * owner: a profile's avatar, a board member's photo, the events' pictures and sheets,
 * the content editor's images. `ownerId` is null for collective owners (events, content).
 */
export const uploads = pgTable('uploads', {
  fileName: text().primaryKey(),
  ownerType: text({ enum: uploadOwnerTypes }).notNull(),
  ownerId: text(),
  /** Better Auth user id of whoever uploaded it, when known. */
  uploadedBy: text(),
  createdAt: instantNow(),
});

/**
 * Which record field shows an upload. A file is removed from disk only when its last use
 * goes, so clearing one thing never deletes a file another thing shows.
 */
export const uploadUses = pgTable(
  'upload_uses',
  {
    fileName: textRef(() => uploads.fileName, 'cascade'),
    holderType: text({ enum: uploadOwnerTypes }).notNull(),
    holderId: text().notNull(),
    field: text().notNull(),
    createdAt: instantNow(),
  },
  (t) => [
    primaryKey({ columns: [t.fileName, t.holderType, t.holderId, t.field] }),
    index('upload_uses_holder_idx').on(t.holderType, t.holderId),
  ],
);
