import type { Context } from 'hono';
import type { z } from 'zod';
import { AppError } from './app-error';

/** Parses a value with a shared zod schema; the first issue becomes a readable 400. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
    throw new AppError('VALIDATION', `${where}${issue?.message ?? 'Invalid input'}`, result.error.issues);
  }
  return result.data;
}

const maxJsonBytes = 64 * 1024;

/** Reads a JSON body (at most 64 KB) and parses it with the schema. */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const length = Number(c.req.header('content-length') ?? 0);
  if (length > maxJsonBytes) throw new AppError('PAYLOAD_TOO_LARGE', 'The request is too large.');
  const text = await c.req.text();
  if (text.length > maxJsonBytes) throw new AppError('PAYLOAD_TOO_LARGE', 'The request is too large.');
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    throw new AppError('BAD_REQUEST', 'The request body is not valid JSON.');
  }
  return parseWith(schema, body);
}

export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  return parseWith(schema, c.req.query());
}
