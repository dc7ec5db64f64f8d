import { accountsApi } from '@shared/api/accounts';
import { checkDuplicateEmailQuerySchema } from '@shared/schemas/accounts';
import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../../context';
import { handle } from '../../lib/api-route';
import { AppError } from '../../lib/app-error';
import { clientAddress } from '../../lib/client-address';
import { countExistenceCheck, isLookupWorthyEmail } from '../../lib/existence-checks';
import type { RateLimitRule } from '../../lib/rate-limit';
import { emailExists, getMe } from './account-domain';

/**
 * The register form checks as the user types (20 ms debounce): requests are bounded per address
 * here, and the lookups themselves (complete addresses only) by lib/existence-checks.ts.
 */
export const duplicateEmailCheckLimit: RateLimitRule = {
  name: 'accounts:check-duplicate-email',
  windowMs: 60_000,
  max: 60,
  message: 'Too many e-mail checks from your network. Please wait a minute and try again.',
};

export function accountRoutes(ctx: AppContext) {
  const router = new Hono<AppEnv>();
  handle(router, accountsApi.me, {}, async (_, c) => {
    const userId = c.get('viewer').userId;
    if (!userId) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
    c.header('Cache-Control', 'no-store');
    return getMe(ctx.db, userId);
  });
  handle(
    router,
    accountsApi.checkDuplicateEmail,
    { query: checkDuplicateEmailQuerySchema, rateLimit: duplicateEmailCheckLimit },
    async ({ query }, c) => {
      c.header('Cache-Control', 'no-store');
      // §5 checks as the user types: only a complete address is looked up (and counted).
      if (!isLookupWorthyEmail(query.email)) return { exists: false };
      await countExistenceCheck(ctx.rateLimiter, clientAddress(c), 'email', query.email);
      return { exists: await emailExists(ctx.db, query.email) };
    },
  );
  return router;
}
