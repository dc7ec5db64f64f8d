import type { Env } from '../../env';

/**
 * The seam between memberships and the payments ledger (src/server/lib/ledger): which payment
 * methods exist, the pending dues entry, the hosted payment page, and audited waivers.
 */
export function isOnlineDuesPaymentEnabled(_env: Env): boolean {
  return false;
}
