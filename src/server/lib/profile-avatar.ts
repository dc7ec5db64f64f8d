import { avatarMaxBytes } from '@shared/schemas/profiles';
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { user } from '../db/schema/auth';
import { profiles } from '../db/schema/profiles';
import { AppError } from './app-error';
import { attachUpload, recordUpload, releaseUpload } from './upload-records';
import { detectImageType, type ImageMimeType } from './uploads';

/*
 * A profile's picture, whoever brings it: the member's upload, an admin's, or the import from
 * the old site. One set of checks and one way of pointing the profile at the stored file.
 */

export const avatarTooLargeMessage = 'The picture is larger than 2 MB. Please choose a smaller one.';
export const avatarWrongTypeMessage = 'Only JPEG, PNG or WebP pictures can be used as a profile picture.';

/** The checks every avatar passes: not empty, at most 2 MB, JPEG/PNG/WebP by its bytes (never its name). */
export function checkAvatarImage(bytes: Uint8Array): ImageMimeType {
  if (bytes.length === 0) throw new AppError('BAD_REQUEST', 'The chosen file is empty.');
  if (bytes.length > avatarMaxBytes) throw new AppError('PAYLOAD_TOO_LARGE', avatarTooLargeMessage);
  const type = detectImageType(bytes);
  if (!type) throw new AppError('UNSUPPORTED_MEDIA_TYPE', avatarWrongTypeMessage);
  return type;
}

/** The profile's avatar field as an upload holder (lib/upload-records.ts). */
export const avatarHolderOf = (userId: string) => ({ type: 'profile' as const, id: userId, field: 'avatar' });

/** The profile's current picture, its row locked for the change. */
export async function lockAvatarOf(tx: Tx, userId: string): Promise<{ avatarUrl: string | null }> {
  const [old] = await tx
    .select({ avatarUrl: profiles.avatarUrl })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .for('update');
  if (!old) throw new AppError('NOT_FOUND', 'Your profile was not found.');
  return old;
}

/**
 * Inside the caller's transaction: records the saved file `url` as the profile's upload, shows it
 * on the profile (and Better Auth's user.image, so session data shows the same picture) and
 * releases the previous picture. Returns the profile row and the previous URL to remove from
 * disk once the transaction has committed (removeUnusedUpload), or null.
 */
export async function showAvatarInTx(
  tx: Tx,
  userId: string,
  url: string,
  uploadedBy: string | null,
): Promise<{ row: typeof profiles.$inferSelect; previous: string | null }> {
  const old = await lockAvatarOf(tx, userId);
  await recordUpload(tx, url, { type: 'profile', id: userId }, uploadedBy);
  await attachUpload(tx, url, avatarHolderOf(userId));
  const previous = await releaseUpload(tx, old.avatarUrl, avatarHolderOf(userId));
  const [row] = await tx
    .update(profiles)
    .set({ avatarUrl: url, updatedAt: new Date() })
    .where(eq(profiles.id, userId))
    .returning();
  await tx.update(user).set({ image: url, updatedAt: new Date() }).where(eq(user.id, userId));
  return { row: row!, previous };
}
