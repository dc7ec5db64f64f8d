import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The token in a registration's cancel link: the registration id plus an HMAC of it
 * under the app secret. Nothing is stored, so every later e-mail (waitlist, promotion)
 * can carry a working link, and a guessed id without the secret cancels nothing.
 */
function signatureOf(secret: string, registrationId: string): string {
  return createHmac('sha256', secret).update(`registration-cancel:${registrationId}`).digest('base64url');
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createCancelToken(secret: string, registrationId: string): string {
  return `${registrationId}.${signatureOf(secret, registrationId)}`;
}

/** The registration id the token was made for, or null when it is not genuine. */
export function verifyCancelToken(secret: string, token: string): string | null {
  const dot = token.indexOf('.');
  if (dot < 0) return null;
  const id = token.slice(0, dot);
  if (!uuidPattern.test(id)) return null;
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(signatureOf(secret, id));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return id.toLowerCase();
}
