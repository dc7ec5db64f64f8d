/** §8: an unhandled app error as the error page shows it. */
export interface AppErrorInfo {
  code: number;
  message: string;
  /** A plain string was thrown: the message was written for people and can be shown. */
  isCustom: boolean;
}

export const DEFAULT_ERROR_CODE = 500;

export function normalizeAppError(error: unknown): AppErrorInfo {
  if (typeof error === 'string') return { code: DEFAULT_ERROR_CODE, message: error, isCustom: true };
  if (error instanceof Error) {
    const status = (error as { status?: unknown }).status;
    const code = typeof status === 'number' && status >= 400 && status < 600 ? status : DEFAULT_ERROR_CODE;
    return { code, message: error.message, isCustom: false };
  }
  return { code: DEFAULT_ERROR_CODE, message: 'Unknown error', isCustom: false };
}
