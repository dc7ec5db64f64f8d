import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** The peer address of the request; 'local' when there is no socket (in-process test requests). */
export function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'local';
  } catch {
    return c.req.header('x-test-client') ?? 'local';
  }
}
