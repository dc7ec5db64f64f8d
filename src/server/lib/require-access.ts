import { type ApiOperation, apiAccess, isAllowed } from '@shared/access';
import type { MiddlewareHandler } from 'hono';
import { type AppEnv, anonymousRequestViewer } from '../context';
import { AppError } from './app-error';

/**
 * Route guard reading the shared policy table: 401 without a session, 403 without
 * a role the operation needs. Every non-public route mounts it with its own key.
 */
export function requireAccess(operation: ApiOperation): MiddlewareHandler<AppEnv> {
  const rule = apiAccess[operation];
  return async (c, next) => {
    const viewer = c.get('viewer') ?? anonymousRequestViewer;
    if (!isAllowed(rule, viewer)) {
      if (!viewer.isSignedIn) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
      throw new AppError('FORBIDDEN', 'You do not have permission to do that.');
    }
    await next();
  };
}
