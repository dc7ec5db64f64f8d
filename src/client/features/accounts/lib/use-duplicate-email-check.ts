import { errorMessage } from '@client/lib/api-client';
import { callApi } from '@client/lib/call-api';
import { accountsApi } from '@shared/api/accounts';
import { useEffect, useState } from 'react';

/** §9 */
export const DUPLICATE_EMAIL_DEBOUNCE_MS = 20;
/** §5 / §8 */
export const DUPLICATE_EMAIL_MESSAGE = 'Email already exists!';

export interface DuplicateEmailCheck {
  status: 'pending' | 'available' | 'exists' | 'failed';
  /** 'Email already exists!', or the server's message when the lookup failed. */
  message: string | null;
}

/**
 * §5 duplicate e-mail check: runs 20 ms after the address last changed — even when it is
 * empty — and never blocks typing or submitting. Older answers are dropped.
 */
export function useDuplicateEmailCheck(email: string): DuplicateEmailCheck {
  const [result, setResult] = useState<DuplicateEmailCheck>({ status: 'pending', message: null });
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      callApi(accountsApi.checkDuplicateEmail, { query: { email }, signal: controller.signal })
        .then((body) =>
          setResult(
            body.exists
              ? { status: 'exists', message: DUPLICATE_EMAIL_MESSAGE }
              : { status: 'available', message: null },
          ),
        )
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          setResult({
            status: 'failed',
            message: errorMessage(error, 'The e-mail address could not be checked.'),
          });
        });
    }, DUPLICATE_EMAIL_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [email]);
  return result;
}
