import { createRecordToken, verifyRecordToken } from '../../lib/record-token';

/** The tokens of a registration's e-mailed links (see lib/record-token): cancel, and confirm. */

/** The cancel link's. */
const purpose = 'registration-cancel';

export function createCancelToken(secret: string, registrationId: string): string {
  return createRecordToken(secret, purpose, registrationId);
}

/** The registration id the token was made for, or null when it is not genuine. */
export function verifyCancelToken(secret: string, token: string): string | null {
  return verifyRecordToken(secret, purpose, token);
}

/**
 * The token of a visitor's "confirm my place" link (issue 18): the place counts once they
 * confirm, from the address they typed.
 */
const confirmPurpose = 'registration-confirm';

export function createConfirmToken(secret: string, registrationId: string): string {
  return createRecordToken(secret, confirmPurpose, registrationId);
}

export function verifyConfirmToken(secret: string, token: string): string | null {
  return verifyRecordToken(secret, confirmPurpose, token);
}
