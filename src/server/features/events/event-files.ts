import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eventFileMaxBytes } from '@shared/schemas/events';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { assertOwnsUpload, recordUpload } from '../../lib/upload-records';
import { detectImageType, saveUpload } from '../../lib/uploads';

/**
 * Files organisers attach to events: an event's picture, a tournament's draw sheet or
 * results. Images go through the app's shared upload (type from the bytes, random name,
 * served from /api/uploads). PDFs, which that upload does not take, are checked by their
 * "%PDF-" signature, stored under a random name here and served by GET /api/event-files/:file.
 */
const pdfNamePattern = /^eventdoc-[0-9a-f]{32}\.pdf$/;
export const eventFilesUrlPrefix = '/api/event-files/';

function isPdf(bytes: Uint8Array): boolean {
  return bytes.length >= 5 && [0x25, 0x50, 0x44, 0x46, 0x2d].every((b, i) => bytes[i] === b);
}

const eventUploads = { type: 'event', id: null } as const;

/**
 * Refuses event fields that point at an upload the events do not own (someone's avatar…).
 * Each entry is a field's new value and, on an update, the value it has now: a field the
 * save leaves as it is passes, so an event stored before the ownership rules (or pointing at
 * a file that changed hands) can still be edited without first changing its picture.
 */
export async function assertEventUploads(
  db: DbOrTx,
  fields: ReadonlyArray<{ next: string | null | undefined; current?: string | null }>,
) {
  for (const { next, current } of fields) {
    if (next && next === current) continue;
    await assertOwnsUpload(db, next, eventUploads);
  }
}

/** Stores an organiser's file and records it as the events' own. */
export async function storeEventFile(
  deps: { db: DbOrTx; uploadsDir: string },
  bytes: Uint8Array,
  uploadedBy: string | null,
): Promise<{ url: string; kind: 'image' | 'pdf' }> {
  const stored = await writeEventFile(deps.uploadsDir, bytes);
  try {
    await recordUpload(deps.db, stored.url, eventUploads, uploadedBy);
  } catch (err) {
    await rm(path.join(deps.uploadsDir, stored.url.slice(stored.url.lastIndexOf('/') + 1)), { force: true });
    throw err;
  }
  return stored;
}

async function writeEventFile(
  uploadsDir: string,
  bytes: Uint8Array,
): Promise<{ url: string; kind: 'image' | 'pdf' }> {
  if (bytes.length === 0) throw new AppError('BAD_REQUEST', 'The chosen file is empty.');
  if (bytes.length > eventFileMaxBytes) {
    throw new AppError('PAYLOAD_TOO_LARGE', 'The file is larger than 10 MB. Please choose a smaller one.');
  }
  const imageType = detectImageType(bytes);
  if (imageType) {
    const { url } = await saveUpload(uploadsDir, 'event', bytes, imageType);
    return { url, kind: 'image' };
  }
  if (!isPdf(bytes)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Only PDF, JPEG, PNG or WebP files can be attached.');
  }
  await mkdir(uploadsDir, { recursive: true });
  const fileName = `eventdoc-${randomBytes(16).toString('hex')}.pdf`;
  await writeFile(path.join(uploadsDir, fileName), bytes, { flag: 'wx', mode: 0o644 });
  return { url: `${eventFilesUrlPrefix}${fileName}`, kind: 'pdf' };
}

/** A stored PDF as a response (404 for any name that is not one of ours). */
export async function eventFileResponse(uploadsDir: string, fileName: string): Promise<Response> {
  if (!pdfNamePattern.test(fileName)) throw new AppError('NOT_FOUND', 'No such file.');
  const filePath = path.join(uploadsDir, fileName);
  const info = await stat(filePath).catch(() => null);
  if (!info?.isFile()) throw new AppError('NOT_FOUND', 'No such file.');
  const body = Readable.toWeb(createReadStream(filePath)) as ReadableStream<Uint8Array>;
  return new Response(body, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(info.size),
      'Content-Disposition': `inline; filename="${fileName}"`,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Cross-Origin-Resource-Policy': 'same-origin',
    },
  });
}
