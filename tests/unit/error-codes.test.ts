import { ApiError, errorFields, errorMessage } from '@client/lib/api-client';
import { AppError } from '@server/lib/app-error';
import { codeForStatus, errorStatus, isApiErrorCode } from '@shared/errors';
import { describe, expect, it } from 'vitest';

// One list of error codes serves the server's AppError and the client's ApiError; pages act on
// the code (typed), never on the message text.
describe('error codes shared by server and client', () => {
  it("gives each AppError code its status, and the body the client's ApiError reads back", () => {
    const error = new AppError('STALE_VERSION', 'Saved by someone else.', undefined, { title: 'Changed.' });
    expect(error.status).toBe(errorStatus.STALE_VERSION);
    const client = new ApiError(error.status, error.message, error.toBody());
    expect(client.code).toBe('STALE_VERSION');
    expect(client.fields).toEqual({ title: 'Changed.' });
    expect(errorFields(client)).toEqual({ title: 'Changed.' });
  });

  it("keeps Better Auth's own code (the old AuthRequestError's job)", () => {
    const error = new ApiError(403, 'Email not verified', undefined, 'EMAIL_NOT_VERIFIED');
    expect(error.code).toBe('EMAIL_NOT_VERIFIED');
    expect(isApiErrorCode('USERNAME_IS_ALREADY_TAKEN')).toBe(true);
  });

  it('turns a code the app does not know into the code of its status, and no answer into NETWORK', () => {
    expect(new ApiError(404, 'Gone.', { error: 'Gone.', code: 'SOMETHING_ELSE' }).code).toBe('NOT_FOUND');
    expect(new ApiError(418, 'Teapot.').code).toBe('BAD_REQUEST');
    expect(new ApiError(502, 'Bad gateway.').code).toBe('INTERNAL');
    expect(new ApiError(0, 'Offline.').code).toBe('NETWORK');
    expect(codeForStatus(400)).toBe('BAD_REQUEST');
    expect(codeForStatus(409)).toBe('CONFLICT');
    expect(codeForStatus(429)).toBe('RATE_LIMITED');
  });

  it("errorMessage shows the server's text, an Error's, a string, or the fallback", () => {
    expect(errorMessage(new ApiError(409, 'That court is taken.'))).toBe('That court is taken.');
    expect(errorMessage(new Error('Broken.'))).toBe('Broken.');
    // A thrown string is not an Error: the fallback, never the internal text.
    expect(errorMessage('stream broke', 'Could not save.')).toBe('Could not save.');
    expect(errorMessage({ weird: true })).toBe('Something went wrong. Please try again.');
    expect(errorMessage(new Error(''), 'Could not save.')).toBe('Could not save.');
  });
});
