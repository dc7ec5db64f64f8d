import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../../context';
import { AppError } from '../../lib/app-error';
import { requireAccess } from '../../lib/require-access';
import { contentTypeOfUpload } from '../../lib/uploads';

/** Serves stored uploads (avatars, images). Names are random, so a file never changes. */
export function uploadRoutes(ctx: AppContext) {
  return new Hono<AppEnv>().get('/uploads/:file', requireAccess('public'), async (c) => {
    const fileName = c.req.param('file');
    const type = contentTypeOfUpload(fileName);
    if (!type) throw new AppError('NOT_FOUND', 'No such file.');
    const filePath = path.join(ctx.uploadsDir, fileName);
    const info = await stat(filePath).catch(() => null);
    if (!info?.isFile()) throw new AppError('NOT_FOUND', 'No such file.');
    const body = Readable.toWeb(createReadStream(filePath)) as ReadableStream<Uint8Array>;
    return new Response(body, {
      headers: {
        'Content-Type': type,
        'Content-Length': String(info.size),
        'Cache-Control': 'public, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
        // Opened directly, an upload is shown, never run.
        'Content-Security-Policy': "default-src 'none'; img-src 'self'; sandbox",
        'Cross-Origin-Resource-Policy': 'same-origin',
      },
    });
  });
}
