import { z } from '@shared/zod';
import type { RateLimiter, RateLimitRule } from './rate-limit';

/**
 * "Is this address (or username) already used?" answers tell a visitor something about other
 * people, and the spec asks for them as the user types (§5). So every such lookup — the sign-up
 * form's e-mail check, the newsletter's subscription check, Better Auth's username check — is
 * counted twice: per client address and per looked-up target, across all addresses (one
 * person's address cannot be probed from many). Input that could not be anyone's is answered
 * "no" without a lookup and without counting, so typing an address costs one or two lookups.
 */
export const existenceCheckLimits = {
  perAddress: {
    name: 'exists:address',
    windowMs: 10 * 60_000,
    max: 20,
    message: 'Too many checks from your network. Please wait a few minutes and try again.',
  },
  perTarget: {
    name: 'exists:target',
    windowMs: 60 * 60_000,
    max: 10,
    message: 'This address was checked too often. Please wait a while and try again.',
  },
} as const satisfies Record<string, RateLimitRule>;

const wellFormedEmail = z.email();

/** True when `value` is a complete e-mail address (only those are looked up and counted). */
export function isLookupWorthyEmail(value: string): boolean {
  return value.length <= 254 && wellFormedEmail.safeParse(value.trim()).success;
}

/** Counts one lookup of `target` from `address`; throws RATE_LIMITED past either limit. */
export async function countExistenceCheck(
  limiter: RateLimiter,
  address: string,
  kind: 'email' | 'username' | 'newsletter',
  target: string,
): Promise<void> {
  await limiter.hit(existenceCheckLimits.perAddress, address);
  await limiter.hit(existenceCheckLimits.perTarget, `${kind}:${target.trim().toLowerCase()}`);
}
