import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Image types accepted for uploads, with the extension they are stored under. */
export const imageTypes = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
} as const;
export type ImageMimeType = keyof typeof imageTypes;

const typeByExtension: Record<string, ImageMimeType> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** Public URL prefix of stored uploads (GET /api/uploads/:file). */
export const uploadsUrlPrefix = '/api/uploads/';

/** Stored names are random hex with a known extension: nothing else is ever served. */
export const uploadFileNamePattern = /^[a-z]+-[0-9a-f]{32}\.(jpg|png|webp)$/;

/**
 * The type from the file's first bytes (its "magic number"), never from the name
 * or the Content-Type the browser sent.
 */
export function detectImageType(bytes: Uint8Array): ImageMimeType | null {
  const starts = (sig: number[], offset = 0) => sig.every((b, i) => bytes[offset + i] === b);
  if (bytes.length >= 3 && starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (bytes.length >= 8 && starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // RIFF....WEBP
  if (bytes.length >= 12 && starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) {
    return 'image/webp';
  }
  return null;
}

/** Documents some uploads also take (a club message's attachments): images and PDF. */
export type DocumentMimeType = ImageMimeType | 'application/pdf';

/** An image's type, or PDF by its "%PDF-" signature: from the bytes, never the name. */
export function detectDocumentType(bytes: Uint8Array): DocumentMimeType | null {
  const image = detectImageType(bytes);
  if (image) return image;
  const isPdf = bytes.length >= 5 && [0x25, 0x50, 0x44, 0x46, 0x2d].every((b, i) => bytes[i] === b);
  return isPdf ? 'application/pdf' : null;
}

const documentExtensions: Record<DocumentMimeType, string> = { ...imageTypes, 'application/pdf': 'pdf' };

/**
 * Private files (a club message's attachments) live in their own folder under the uploads, which
 * GET /api/uploads never reads: each is served by its feature after its own access check.
 */
const privateFolder = 'private';
const privateFileNamePattern = /^[a-z]+-[0-9a-f]{32}\.(pdf|jpg|png|webp)$/;

/** The disk path of a private file, or null for a name that is not one of ours. */
export function privateFilePath(uploadsDir: string, fileName: string): string | null {
  if (!privateFileNamePattern.test(fileName)) return null;
  return path.join(uploadsDir, privateFolder, fileName);
}

/** Writes a private file under a fresh random name; answers the name. */
export async function savePrivateFile(
  uploadsDir: string,
  kind: string,
  bytes: Uint8Array,
  type: DocumentMimeType,
): Promise<string> {
  const dir = path.join(uploadsDir, privateFolder);
  await mkdir(dir, { recursive: true });
  const fileName = `${kind}-${randomBytes(16).toString('hex')}.${documentExtensions[type]}`;
  await writeFile(path.join(dir, fileName), bytes, { flag: 'wx', mode: 0o600 });
  return fileName;
}

/** Removes a private file (a name that is not one of ours is ignored). */
export async function removePrivateFile(uploadsDir: string, fileName: string): Promise<void> {
  const filePath = privateFilePath(uploadsDir, fileName);
  if (filePath) await rm(filePath, { force: true });
}

/** Content type of a stored upload name (null when the name is not one of ours). */
export function contentTypeOfUpload(fileName: string): ImageMimeType | null {
  if (!uploadFileNamePattern.test(fileName)) return null;
  return typeByExtension[fileName.slice(fileName.lastIndexOf('.') + 1)] ?? null;
}

/** Writes the bytes under a fresh random name; returns the name and its public URL. */
export async function saveUpload(
  uploadsDir: string,
  kind: string,
  bytes: Uint8Array,
  type: ImageMimeType,
): Promise<{ fileName: string; url: string }> {
  await mkdir(uploadsDir, { recursive: true });
  const fileName = `${kind}-${randomBytes(16).toString('hex')}.${imageTypes[type]}`;
  await writeFile(path.join(uploadsDir, fileName), bytes, { flag: 'wx', mode: 0o644 });
  return { fileName, url: `${uploadsUrlPrefix}${fileName}` };
}

/**
 * Writes an image upload's file, then `keep` records it (its upload row, the record that shows
 * it) under its URL; when `keep` fails the file is removed again, so none stays without a record.
 */
export async function saveUploadKept<T>(
  uploadsDir: string,
  file: { kind: string; bytes: Uint8Array; type: ImageMimeType },
  keep: (url: string) => Promise<T>,
): Promise<T> {
  const { url } = await saveUpload(uploadsDir, file.kind, file.bytes, file.type);
  try {
    return await keep(url);
  } catch (err) {
    await removeUpload(uploadsDir, url);
    throw err;
  }
}

/** Removes a stored upload given its public URL; ignores URLs that are not ours. */
export async function removeUpload(uploadsDir: string, url: string | null | undefined): Promise<void> {
  if (!url?.startsWith(uploadsUrlPrefix)) return;
  const fileName = url.slice(uploadsUrlPrefix.length);
  if (!uploadFileNamePattern.test(fileName)) return;
  await rm(path.join(uploadsDir, fileName), { force: true });
}
