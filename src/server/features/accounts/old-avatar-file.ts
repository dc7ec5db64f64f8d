import { lstat, readFile } from 'node:fs/promises';
import path from 'node:path';
import { avatarMaxBytes } from '@shared/schemas/profiles';
import { AppError } from '../../lib/app-error';
import { checkAvatarImage } from '../../lib/profile-avatar';
import type { ImageMimeType } from '../../lib/uploads';

/*
 * An old profile's avatar_url, found in a local copy of the old storage bucket (--storage-dir).
 * Supabase apps store either the object's path in the bucket ("0.5123.png", "<user id>/me.jpg")
 * or its public URL (https://<project>.supabase.co/storage/v1/object/public/avatars/<path>).
 */

export type OldAvatar = { bytes: Uint8Array; type: ImageMimeType } | { droppedBecause: string };

const storageObjectPath =
  /\/storage\/v1\/(?:object|render\/image)\/(?:public|sign|authenticated)\/([^/]+)\/(.+)$/;

function decoded(part: string): string | null {
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
}

/** Where the object may be in the copy: relative to the bucket, or to a folder holding the bucket. */
function candidatePaths(avatarUrl: string): string[] | null {
  const value = avatarUrl.trim();
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return null;
    }
    const match = url.pathname.match(storageObjectPath);
    const bucket = match?.[1] && decoded(match[1]);
    const object = match?.[2] && decoded(match[2]);
    return bucket && object ? [object, `${bucket}/${object}`] : null;
  }
  const object = decoded(value.split('?')[0]!.replace(/^\/+/, ''));
  if (!object) return [];
  const slash = object.indexOf('/');
  // "avatars/x.png" may name the bucket first: also look for "x.png" in the bucket's copy.
  return slash > 0 ? [object, object.slice(slash + 1)] : [object];
}

/** The file inside `root`, or null when the path would leave it. */
function inside(root: string, relative: string): string | null {
  if (relative.includes('\0')) return null;
  const resolved = path.resolve(root, relative);
  const rel = path.relative(root, resolved);
  return rel && !rel.startsWith('..') && !path.isAbsolute(rel) ? resolved : null;
}

function shortReason(err: AppError): string {
  if (err.code === 'PAYLOAD_TOO_LARGE') return 'larger than 2 MB';
  if (err.code === 'UNSUPPORTED_MEDIA_TYPE') return 'not a JPEG, PNG or WebP picture';
  return 'an empty file';
}

/**
 * The picture an old avatar_url names, read from the storage copy and passed through the
 * checks of an upload (size, type from its bytes); otherwise why it is dropped. Regular files
 * only: a link in the copy is not followed.
 */
export async function readOldAvatar(storageDir: string | undefined, avatarUrl: string): Promise<OldAvatar> {
  if (!storageDir) return { droppedBecause: 'no --storage-dir was given' };
  const candidates = candidatePaths(avatarUrl);
  if (!candidates) return { droppedBecause: 'an address outside the old storage' };
  const root = path.resolve(storageDir);
  for (const candidate of candidates) {
    const file = inside(root, candidate);
    if (!file) continue;
    const info = await lstat(file).catch(() => null);
    if (!info?.isFile()) continue;
    if (info.size > avatarMaxBytes) return { droppedBecause: 'larger than 2 MB' };
    const bytes = new Uint8Array(await readFile(file));
    try {
      return { bytes, type: checkAvatarImage(bytes) };
    } catch (err) {
      if (err instanceof AppError) return { droppedBecause: shortReason(err) };
      throw err;
    }
  }
  return { droppedBecause: 'not found in the storage copy' };
}
