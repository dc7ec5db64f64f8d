import { ApiError } from '@client/lib/api-client';
import { callApi } from '@client/lib/call-api';
import { newsletterApi } from '@shared/api/newsletter';
import type { NewsletterTokenInput } from '@shared/schemas/newsletter';

/** §8: shown when a failed subscribe answer carries no error text. */
export const subscribeFallbackMessage = 'Subscription failed. Please try again.';

function serverErrorOf(body: unknown): string | null {
  if (body && typeof body === 'object' && 'error' in body) {
    const error = (body as { error: unknown }).error;
    if (typeof error === 'string' && error.trim()) return error;
  }
  return null;
}

/** GET /api/check-email-subscription; throws ApiError (status > 0) on a non-OK answer. */
export function checkEmailSubscription(email: string, signal?: AbortSignal) {
  return callApi(newsletterApi.checkEmail, { query: { email }, signal });
}

/**
 * POST /api/subscribe-email with exactly { email, name } (§7). A non-OK answer throws an
 * Error with the server's text, or the fallback when it sent none.
 */
export async function subscribeToNewsletter(input: { email: string; name: string }) {
  try {
    return await callApi(newsletterApi.subscribe, { body: { email: input.email, name: input.name } });
  } catch (error) {
    if (error instanceof ApiError && error.status > 0) {
      throw new Error(serverErrorOf(error.body) ?? subscribeFallbackMessage);
    }
    throw error;
  }
}

export function confirmNewsletterSubscription(input: NewsletterTokenInput) {
  return callApi(newsletterApi.confirm, { body: input });
}

export function unsubscribeFromNewsletter(input: NewsletterTokenInput) {
  return callApi(newsletterApi.unsubscribe, { body: input });
}
