import { createHmac, timingSafeEqual } from 'node:crypto';
import { isUuid } from '@shared/uuid';

/**
 * A token for a link that acts on one record (cancel a sign-up, withdraw a request): the
 * record id plus an HMAC of purpose and id under the app secret. Nothing is stored, so every
 * later e-mail can carry a working link, and a guessed id without the secret does nothing.
 * The purpose keeps a token made for one kind of link from working for another.
 */
function signatureOf(secret: string, purpose: string, id: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${id}`).digest('base64url');
}

export function createRecordToken(secret: string, purpose: string, id: string): string {
  return `${id}.${signatureOf(secret, purpose, id)}`;
}

/** The record id the token was made for (lower case), or null when it is not genuine. */
export function verifyRecordToken(secret: string, purpose: string, token: string): string | null {
  const dot = token.indexOf('.');
  if (dot < 0) return null;
  const id = token.slice(0, dot);
  if (!isUuid(id)) return null;
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(signatureOf(secret, purpose, id));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return id.toLowerCase();
}
