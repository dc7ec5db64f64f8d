import { type ErrorCode, errorStatus, type FieldErrors } from '@shared/errors';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export { type ErrorCode, errorStatus, type FieldErrors } from '@shared/errors';

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
    return errorStatus[this.code] as ContentfulStatusCode;
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
