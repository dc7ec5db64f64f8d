import type { RegistrationResult } from '@shared/schemas/events-registrations';

const storageKey = 'njtc.lastRegistration';

/**
 * The outcome of the last sign-up, for /form_submit/success: passed in the navigation
 * state, and kept in this tab's session storage so a reload still shows it.
 */
export function rememberRegistration(result: RegistrationResult): void {
  try {
    sessionStorage.setItem(storageKey, JSON.stringify(result));
  } catch {
    // Private mode or full storage: the navigation state still carries it.
  }
}

export function recallRegistration(): RegistrationResult | null {
  try {
    const raw = sessionStorage.getItem(storageKey);
    return raw ? (JSON.parse(raw) as RegistrationResult) : null;
  } catch {
    return null;
  }
}
