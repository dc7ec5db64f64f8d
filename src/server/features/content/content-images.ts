import { contentImageMaxBytes } from '@shared/schemas/content';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordUpload } from '../../lib/upload-records';
import { detectImageType, saveUploadKept } from '../../lib/uploads';

export const contentImageTooLargeMessage = 'The image is larger than 5 MB. Please choose a smaller one.';

/**
 * Stores an image for a page or news post through the same checks as avatars: the type
 * comes from the file's bytes (JPEG, PNG or WebP only) and it is saved under a random name.
 * Images stay stored: older versions of a page may still show them.
 */
export async function storeContentImage(
  deps: { db: DbOrTx; uploadsDir: string },
  bytes: Uint8Array,
  uploadedBy: string | null,
): Promise<{ url: string }> {
  if (bytes.length === 0) throw new AppError('BAD_REQUEST', 'The chosen file is empty.');
  if (bytes.length > contentImageMaxBytes)
    throw new AppError('PAYLOAD_TOO_LARGE', contentImageTooLargeMessage);
  const type = detectImageType(bytes);
  if (!type)
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Only JPEG, PNG or WebP images can be added to the text.');
  return saveUploadKept(deps.uploadsDir, { kind: 'content', bytes, type }, async (url) => {
    await recordUpload(deps.db, url, { type: 'content', id: null }, uploadedBy);
    return { url };
  });
}
