/**
 * The error codes of the API, on both sides: the server's AppError throws them, the client's
 * ApiError carries them, and pages act on a code, never on a message text (architecture/errors.md).
 */

/** Every expected failure has a code; the code decides the HTTP status. */
export const errorStatus = {
  BAD_REQUEST: 400,
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** A link that worked once and has expired. */
  GONE: 410,
  /** Saved by someone else since the editor loaded it. */
  STALE_VERSION: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const satisfies Record<string, number>;

/** A code the app's own handlers answer with. */
export type ErrorCode = keyof typeof errorStatus;

/** No answer came: no connection, or none in time (the client's own codes). */
export const clientErrorCodes = ['NETWORK', 'TIMEOUT'] as const;
export type ClientErrorCode = (typeof clientErrorCodes)[number];

/**
 * Better Auth's own codes (its answers under /api/auth keep them) that the app acts on: the
 * sign-in page, and the membership sign-up that creates an account through Better Auth. Names
 * as Better Auth spells them (@better-auth/core error codes, the username plugin's) and the
 * app's PASSWORD_TOO_COMMON (server/auth/auth.ts).
 */
export const authErrorCodes = [
  'EMAIL_NOT_VERIFIED',
  'INVALID_EMAIL_OR_PASSWORD',
  'INVALID_USERNAME_OR_PASSWORD',
  'INVALID_PASSWORD',
  'PASSWORD_TOO_SHORT',
  'PASSWORD_TOO_LONG',
  'PASSWORD_TOO_COMMON',
  'USERNAME_IS_ALREADY_TAKEN',
  'USERNAME_TOO_SHORT',
  'USERNAME_TOO_LONG',
  'INVALID_USERNAME',
  'USER_ALREADY_EXISTS',
  'INVALID_CODE',
  'INVALID_TWO_FACTOR_COOKIE',
] as const;
export type AuthErrorCode = (typeof authErrorCodes)[number];

/** Better Auth's codes about the username (a field of the sign-up form). */
export const usernameErrorCodes: ReadonlySet<string> = new Set<AuthErrorCode>([
  'USERNAME_IS_ALREADY_TAKEN',
  'USERNAME_TOO_SHORT',
  'USERNAME_TOO_LONG',
  'INVALID_USERNAME',
]);
/** Better Auth's codes about a new password. */
export const passwordErrorCodes: ReadonlySet<string> = new Set<AuthErrorCode>([
  'PASSWORD_TOO_SHORT',
  'PASSWORD_TOO_LONG',
  'PASSWORD_TOO_COMMON',
  'INVALID_PASSWORD',
]);

/** Every code a failed API call can carry on the client. */
export type ApiErrorCode = ErrorCode | ClientErrorCode | AuthErrorCode;

/** Input problems by field path ("divisions.0.name"): what a form shows under each field. */
export type FieldErrors = Record<string, string>;

/** The JSON body of every error answer. */
export interface ErrorBody {
  error: string;
  code: ApiErrorCode;
  fields?: FieldErrors;
}

const knownCodes: ReadonlySet<string> = new Set<string>([
  ...Object.keys(errorStatus),
  ...clientErrorCodes,
  ...authErrorCodes,
]);

export function isApiErrorCode(code: unknown): code is ApiErrorCode {
  return typeof code === 'string' && knownCodes.has(code);
}

/** The app's code for a status, for an answer that carries no code the app knows. */
export function codeForStatus(status: number): ErrorCode {
  // The first code of a status is its general one (BAD_REQUEST before VALIDATION).
  const match = (Object.keys(errorStatus) as ErrorCode[]).find((code) => errorStatus[code] === status);
  return match ?? (status >= 500 ? 'INTERNAL' : 'BAD_REQUEST');
}
