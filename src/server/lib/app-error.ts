import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Every expected failure is an AppError with a code; the code decides the HTTP status. */
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
} as const satisfies Record<string, ContentfulStatusCode>;

export type ErrorCode = keyof typeof errorStatus;

/** Input problems by field path ("divisions.0.name"): what a form shows under each field. */
export type FieldErrors = Record<string, string>;

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
    readonly fields?: FieldErrors,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): ContentfulStatusCode {
    return errorStatus[this.code];
  }

  /** The JSON body every error answer has: `{ error, code, fields? }`. */
  toBody(): { error: string; code: ErrorCode; fields?: FieldErrors } {
    return this.fields
      ? { error: this.message, code: this.code, fields: this.fields }
      : { error: this.message, code: this.code };
  }
}

/**
 * A failure that belongs to one input field (a taken web address, a court that no longer
 * exists): `message` is the answer's error text, `fieldMessage` what the form shows there.
 */
export function fieldError(code: ErrorCode, path: string, message: string, fieldMessage = message): AppError {
  return new AppError(code, message, undefined, { [path]: fieldMessage });
}
