import type { z } from '@shared/zod';
import type { Context } from 'hono';
import { AppError, type FieldErrors } from './app-error';

/** Largest JSON body a route reads unless it says otherwise. */
export const jsonBodyMaxBytes = 64 * 1024;
/** Largest upload a route reads unless it says otherwise (the file; the multipart envelope is extra). */
export const uploadMaxBytes = 2 * 1024 * 1024;
/** Room for the multipart envelope (boundaries, part headers) around an upload. */
const multipartEnvelopeBytes = 64 * 1024;

export const tooLargeMessage = 'The request is too large.';
export const nulCharacterMessage = 'This text contains a character that is not allowed (NUL).';

/**
 * How deep a JSON body may nest. No form of the app sends more than a few levels; a visitor's
 * body nested thousands deep must cost a linear scan and a 400, never seconds of event loop
 * in a recursive walk or a stack overflow (issue 18).
 */
export const jsonMaxDepth = 32;
export const tooDeepMessage = `The request body is nested too deeply (at most ${jsonMaxDepth} levels).`;

/**
 * The deepest nesting of objects and arrays in a JSON text, stopping as soon as it passes
 * `limit`: one pass over the characters, strings skipped (their brackets do not count).
 */
export function jsonDepthExceeds(text: string, limit = jsonMaxDepth): boolean {
  let depth = 0;
  let isInString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (isInString) {
      if (ch === 0x5c /* \ */) i++;
      else if (ch === 0x22 /* " */) isInString = false;
    } else if (ch === 0x22) isInString = true;
    else if (ch === 0x7b /* { */ || ch === 0x5b /* [ */) {
      if (++depth > limit) return true;
    } else if (ch === 0x7d /* } */ || ch === 0x5d /* ] */) depth--;
  }
  return false;
}

/**
 * The one JSON body parser: refuses nesting deeper than `jsonMaxDepth` before parsing (400),
 * then parses (400 when it is not JSON). Every body the app reads as JSON goes through it.
 */
export function parseJsonText(text: string): unknown {
  if (jsonDepthExceeds(text)) throw new AppError('BAD_REQUEST', tooDeepMessage);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AppError('BAD_REQUEST', 'The request body is not valid JSON.');
  }
}

/** At most this many NUL places are named in one answer. */
const maxNulPlaces = 20;

/**
 * Field paths whose string values contain a NUL character. PostgreSQL cannot store one in
 * text, so every input is checked here (bodies, query values, path parameters) instead of
 * failing as a database error deep inside a route. Iterative and linear: each node is
 * visited once with a pointer to its parent, and a path is spelled out only for a hit.
 */
export function findNulCharacters(value: unknown): string[] {
  const found: string[] = [];
  const keys: (string | number | null)[] = [null];
  const parents: number[] = [-1];
  const values: unknown[] = [value];
  const pathOf = (node: number, last?: string): string => {
    const parts: (string | number)[] = last === undefined ? [] : [last];
    for (let n = node; n > 0; n = parents[n]!) parts.push(keys[n]!);
    return parts.reverse().join('.');
  };
  for (let node = 0; node < values.length && found.length < maxNulPlaces; node++) {
    const v = values[node];
    if (typeof v === 'string') {
      if (v.includes('\u0000')) found.push(pathOf(node));
    } else if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        values.push(v[i]);
        keys.push(i);
        parents.push(node);
      }
    } else if (v && typeof v === 'object' && !(v instanceof Blob)) {
      for (const [key, item] of Object.entries(v)) {
        if (key.includes('\u0000')) found.push(pathOf(node, key));
        values.push(item);
        keys.push(key);
        parents.push(node);
      }
    }
  }
  return found;
}

/** Throws the 400 for NUL characters in a value: `fields` names each place ('' → "body"). */
export function refuseNulCharacters(value: unknown, rootName = 'body'): void {
  const paths = findNulCharacters(value);
  if (paths.length === 0) return;
  const fields: FieldErrors = {};
  for (const p of paths) fields[p || rootName] = nulCharacterMessage;
  const first = paths[0] || rootName;
  throw new AppError('VALIDATION', `${first}: ${nulCharacterMessage}`, undefined, fields);
}

/** The zod issues as `{ "path.to.field": message }`, first message per path. */
export function fieldErrorsOf(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    if (key && !(key in fields)) fields[key] = issue.message;
  }
  return fields;
}

/**
 * Parses a value with a shared zod schema. Invalid input is a 400 whose error text is the
 * first issue in words ("email: Please enter…") and whose `fields` holds every issue by path.
 */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  refuseNulCharacters(value);
  const result = schema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
    const fields = fieldErrorsOf(result.error.issues);
    throw new AppError(
      'VALIDATION',
      `${where}${issue?.message ?? 'Invalid input'}`,
      result.error.issues,
      Object.keys(fields).length > 0 ? fields : undefined,
    );
  }
  return result.data;
}

/**
 * Reads the raw request body as a stream and stops at `maxBytes`, whatever the framing
 * (Content-Length, chunked, or a Content-Length that lies): nothing past the limit is read
 * or kept. Also the reader for raw bodies such as a payment webhook's signed payload.
 */
export async function readBodyBytes(
  c: Context,
  maxBytes: number,
  message = tooLargeMessage,
): Promise<Uint8Array<ArrayBuffer>> {
  const declared = c.req.header('content-length');
  if (declared !== undefined && Number(declared) > maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', message);
  const stream = c.req.raw.body;
  if (!stream) return new Uint8Array(0);
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      // Stop reading: the server discards (or cuts off) the rest of the upload.
      await reader.cancel().catch(() => {});
      throw new AppError('PAYLOAD_TOO_LARGE', message);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** True for `application/json` with or without parameters (`; charset=utf-8`). */
export function isJsonContentType(value: string | undefined): boolean {
  return /^application\/json\s*(;|$)/i.test(value?.trim() ?? '');
}

export interface ReadJsonOptions {
  /** Defaults to 64 KB. */
  maxBytes?: number;
}

/**
 * Reads a JSON body (streamed, at most 64 KB unless the route says otherwise) and parses it
 * with the schema. Only application/json is accepted (415 otherwise), so a cross-site form
 * cannot post JSON as text/plain; an empty body without a type reads as `{}`.
 */
export async function readJson<S extends z.ZodType>(
  c: Context,
  schema: S,
  options: ReadJsonOptions = {},
): Promise<z.infer<S>> {
  const type = c.req.header('content-type');
  if (type !== undefined && !isJsonContentType(type)) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'Send the request as JSON (Content-Type: application/json).',
    );
  }
  const bytes = await readBodyBytes(c, options.maxBytes ?? jsonBodyMaxBytes);
  if (type === undefined && bytes.byteLength > 0) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'Send the request as JSON (Content-Type: application/json).',
    );
  }
  const text = new TextDecoder().decode(bytes);
  return parseWith(schema, text ? parseJsonText(text) : {});
}

export interface ReadUploadOptions {
  /** The multipart field that carries the file. */
  field: string;
  /** Largest file accepted; defaults to 2 MB. */
  maxBytes?: number;
  /** The 413 text, e.g. "The photo is larger than 2 MB. Please choose a smaller one." */
  tooLargeMessage: string;
  /** What to upload, for the messages: "a picture", "an image"… */
  what: string;
}

/**
 * The one upload reader: a multipart/form-data body read as a stream up to the file limit
 * plus its envelope (413 past it), and the bytes of the file in `field`. The type of the
 * file is decided later from its bytes, never from what the browser said.
 */
export async function readUpload(c: Context, options: ReadUploadOptions): Promise<Uint8Array> {
  const type = c.req.header('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      `Send ${options.what} as multipart/form-data in the "${options.field}" field.`,
    );
  }
  const maxBytes = options.maxBytes ?? uploadMaxBytes;
  const bytes = await readBodyBytes(c, maxBytes + multipartEnvelopeBytes, options.tooLargeMessage);
  const form = await new Request('http://upload.invalid/', {
    method: 'POST',
    headers: { 'content-type': type },
    body: bytes,
  })
    .formData()
    .catch(() => {
      throw new AppError('BAD_REQUEST', 'The upload could not be read. Please try again.');
    });
  const file = form.get(options.field);
  if (!(file instanceof Blob)) {
    throw new AppError(
      'VALIDATION',
      `Choose ${options.what} to upload (field "${options.field}").`,
      undefined,
      {
        [options.field]: `Choose ${options.what} to upload.`,
      },
    );
  }
  if (file.size > maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', options.tooLargeMessage);
  return new Uint8Array(await file.arrayBuffer());
}

export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  return parseWith(schema, c.req.query());
}
