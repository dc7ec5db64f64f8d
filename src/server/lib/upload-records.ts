import { and, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { type UploadOwnerType, uploads, uploadUses } from '../db/schema/uploads';
import { AppError } from './app-error';
import { removeUpload, uploadsUrlPrefix } from './uploads';

/**
 * Who owns which upload, and which record field shows it. An upload belongs to what
 * uploaded it: a profile its avatar, a board member its photo, the events (collectively)
 * their pictures and sheets. A field may point only at an upload its record owns, and a
 * file leaves the disk only when its last use goes.
 */
export interface UploadOwner {
  type: UploadOwnerType;
  /** Null for collective owners (events, content). */
  id: string | null;
}

export interface UploadHolder {
  type: UploadOwnerType;
  id: string;
  field: string;
}

const eventFilesUrlPrefix = '/api/event-files/';

/** The stored file name behind one of our upload URLs; null for anything else (static paths…). */
export function uploadFileNameOf(url: string | null | undefined): string | null {
  if (!url) return null;
  if (url.startsWith(uploadsUrlPrefix)) return url.slice(uploadsUrlPrefix.length);
  if (url.startsWith(eventFilesUrlPrefix)) return url.slice(eventFilesUrlPrefix.length);
  return null;
}

/** True when a URL points into the stored uploads (so ownership rules apply to it). */
export function isUploadUrl(url: string | null | undefined): boolean {
  return uploadFileNameOf(url) !== null;
}

/** Records a freshly saved upload with its owner. */
export async function recordUpload(
  db: DbOrTx,
  url: string,
  owner: UploadOwner,
  uploadedBy: string | null = null,
): Promise<void> {
  const fileName = uploadFileNameOf(url);
  if (!fileName) throw new Error(`not an upload URL: ${url}`);
  await db.insert(uploads).values({ fileName, ownerType: owner.type, ownerId: owner.id, uploadedBy });
}

export const notYourUploadMessage = 'That file belongs to something else: upload the file here instead.';

/**
 * Refuses (400) a URL into the uploads unless `owner` owns that upload. URLs outside the
 * uploads (e.g. static site paths) are not uploads and pass.
 */
export async function assertOwnsUpload(db: DbOrTx, url: string | null | undefined, owner: UploadOwner) {
  const fileName = uploadFileNameOf(url);
  if (fileName === null) return;
  const [row] = await db.select().from(uploads).where(eq(uploads.fileName, fileName)).limit(1);
  const isOwner = row && row.ownerType === owner.type && (row.ownerId === null || row.ownerId === owner.id);
  if (!isOwner) throw new AppError('VALIDATION', notYourUploadMessage);
}

/** Records that `holder` shows the upload at `url` (after checking the holder owns it). */
export async function attachUpload(db: DbOrTx, url: string | null | undefined, holder: UploadHolder) {
  const fileName = uploadFileNameOf(url);
  if (fileName === null) return;
  await assertOwnsUpload(db, url, holder);
  await db
    .insert(uploadUses)
    .values({ fileName, holderType: holder.type, holderId: holder.id, field: holder.field })
    .onConflictDoNothing();
}

/**
 * Drops `holder`'s use of the upload at `url`. Returns the URL when nothing uses the file
 * any more (its record is gone; remove the file with removeUnusedUpload after the
 * transaction commits), null when it must stay.
 */
export async function releaseUpload(
  db: DbOrTx,
  url: string | null | undefined,
  holder: UploadHolder,
): Promise<string | null> {
  const fileName = uploadFileNameOf(url);
  if (fileName === null) return null;
  await db
    .delete(uploadUses)
    .where(
      and(
        eq(uploadUses.fileName, fileName),
        eq(uploadUses.holderType, holder.type),
        eq(uploadUses.holderId, holder.id),
        eq(uploadUses.field, holder.field),
      ),
    );
  const [upload] = await db
    .select({ fileName: uploads.fileName })
    .from(uploads)
    .where(eq(uploads.fileName, fileName))
    .for('update');
  // A file we have no record of was never ours to track: leave it.
  if (!upload) return null;
  const [uses] = await db.select({ n: count() }).from(uploadUses).where(eq(uploadUses.fileName, fileName));
  if ((uses?.n ?? 0) > 0) return null;
  await db.delete(uploads).where(eq(uploads.fileName, fileName));
  return url ?? null;
}

/** Removes a released upload's file from disk (call after the transaction that released it). */
export async function removeUnusedUpload(uploadsDir: string, url: string | null): Promise<void> {
  // Only images are ever released (avatars, board photos); removeUpload checks the name.
  await removeUpload(uploadsDir, url);
}

/** An upload nothing shows is kept this long (a form being filled in), then swept. */
export const unattachedUploadHours = 24;
/** Owners whose uses are recorded (upload_uses): only their unused uploads can be told apart. */
const sweptOwnerTypes = ['profile', 'board_member', 'team_success'] as const;

/**
 * Removes uploads no record shows 24 hours after they were stored (e.g. a photo uploaded for a
 * team-success report never sent). One statement claims and deletes the rows (SKIP LOCKED), so
 * each is removed by one process only; that process then deletes the files. Event files and
 * content images are not swept: markdown and event fields refer to them without recorded uses.
 * Returns the file names removed.
 */
export async function sweepUnattachedUploads(
  db: DbOrTx,
  uploadsDir: string,
  now = new Date(),
): Promise<string[]> {
  const cutoff = new Date(now.getTime() - unattachedUploadHours * 60 * 60 * 1000);
  const result = (await db.execute(sql`
    delete from ${uploads} where ${uploads.fileName} in (
      select u.file_name from ${uploads} u
      where u.created_at < ${cutoff}
        and u.owner_type in (${sql.join(
          sweptOwnerTypes.map((t) => sql`${t}`),
          sql`, `,
        )})
        and not exists (select 1 from ${uploadUses} x where x.file_name = u.file_name)
      limit 500
      for update skip locked
    )
    returning ${uploads.fileName} as file_name`)) as unknown as { rows: { file_name: string }[] };
  const names = result.rows.map((r) => r.file_name);
  for (const name of names) await removeUpload(uploadsDir, `${uploadsUrlPrefix}${name}`);
  return names;
}
