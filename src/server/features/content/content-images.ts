import { contentImageMaxBytes } from '@shared/schemas/content';
import { AppError } from '../../lib/app-error';
import { detectImageType, saveUpload } from '../../lib/uploads';

export const contentImageTooLargeMessage = 'The image is larger than 5 MB. Please choose a smaller one.';

/**
 * Stores an image for a page or news post through the same checks as avatars: the type
 * comes from the file's bytes (JPEG, PNG or WebP only) and it is saved under a random name.
 * Images stay stored: older versions of a page may still show them.
 */
export async function storeContentImage(uploadsDir: string, bytes: Uint8Array): Promise<{ url: string }> {
  if (bytes.length === 0) throw new AppError('BAD_REQUEST', 'The chosen file is empty.');
  if (bytes.length > contentImageMaxBytes)
    throw new AppError('PAYLOAD_TOO_LARGE', contentImageTooLargeMessage);
  const type = detectImageType(bytes);
  if (!type)
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Only JPEG, PNG or WebP images can be added to the text.');
  const { url } = await saveUpload(uploadsDir, 'content', bytes, type);
  return { url };
}
