import { createRecordToken, verifyRecordToken } from '../../lib/record-token';

/** The token in a registration's cancel link (see lib/record-token). */
const purpose = 'registration-cancel';

export function createCancelToken(secret: string, registrationId: string): string {
  return createRecordToken(secret, purpose, registrationId);
}

/** The registration id the token was made for, or null when it is not genuine. */
export function verifyCancelToken(secret: string, token: string): string | null {
  return verifyRecordToken(secret, purpose, token);
}
