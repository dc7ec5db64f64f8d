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

/**
 * A token for a link that acts on a pair of records until a moment (one player's answer to one
 * match): the ids, the expiry in seconds and an HMAC over all three. Changing any part breaks
 * the signature; an expired token is told apart from a forged one so the page can say so.
 */
export function createExpiringRecordToken(
  secret: string,
  purpose: string,
  ids: readonly string[],
  expiresAt: Date,
): string {
  const payload = `${ids.join('.')}.${Math.floor(expiresAt.getTime() / 1000).toString(36)}`;
  return `${payload}.${signatureOf(secret, purpose, payload)}`;
}

export type ExpiringTokenCheck = { ok: true; ids: string[] } | { ok: false; reason: 'invalid' | 'expired' };

export function verifyExpiringRecordToken(
  secret: string,
  purpose: string,
  token: string,
  idCount: number,
  now = new Date(),
): ExpiringTokenCheck {
  const parts = token.split('.');
  if (parts.length !== idCount + 2) return { ok: false, reason: 'invalid' };
  const ids = parts.slice(0, idCount);
  const expiry = parts[idCount]!;
  if (!ids.every(isUuid) || !/^[0-9a-z]{1,10}$/.test(expiry)) return { ok: false, reason: 'invalid' };
  const payload = parts.slice(0, idCount + 1).join('.');
  const given = Buffer.from(parts[idCount + 1]!);
  const expected = Buffer.from(signatureOf(secret, purpose, payload));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'invalid' };
  }
  if (Number.parseInt(expiry, 36) * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, ids: ids.map((id) => id.toLowerCase()) };
}
