import { type AccessRule, isAllowed, isRelationRule, type RecordFacts } from '@shared/access';
import type { Context, MiddlewareHandler, Next } from 'hono';
import { type AppEnv, anonymousRequestViewer, type RequestViewer } from '../context';
import { AppError } from './app-error';

function refuse(isSignedIn: boolean): never {
  if (!isSignedIn) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
  throw new AppError('FORBIDDEN', 'You do not have permission to do that.');
}

/** Throws 401/403 unless the viewer satisfies the rule (for this record, if given). */
export function assertAllowed(rule: AccessRule, viewer: RequestViewer, record?: RecordFacts): void {
  if (!isAllowed(rule, viewer, record)) refuse(viewer.isSignedIn);
}

/** A route guard that carries the rule it enforces (the authorization-matrix test reads it). */
export type AccessGuard = MiddlewareHandler<AppEnv> & { readonly accessRule: AccessRule };

export interface AccessOptions {
  /**
   * The route answers the same whoever asks and never looks at the viewer (the health checks):
   * a request with a session cookie is served without reading the session (public rule only).
   */
  isViewerUnused?: boolean;
}

/**
 * Route guard for one rule (a route's `access`, src/shared/api): 401 without a session, 403
 * without a role the rule needs. `handle` mounts it first on every route; routes registered
 * outside `handle` (Better Auth, health, files, redirects, the payment webhook) mount it
 * themselves, so every route of the app names its rule where it is registered. For a relation
 * rule ("the owner of this record", "a captain of this team") a signed-in caller without the
 * roles passes on; the record half is checked by requireRecordAccess once the record is loaded.
 * The guard is what reads the session (c.var.readViewer), so every route's viewer is read before
 * its handler runs unless its registration says `isViewerUnused`.
 */
export function requireAccess(rule: AccessRule, options: AccessOptions = {}): AccessGuard {
  if (options.isViewerUnused && rule !== 'public') {
    throw new Error('only a public route can leave the viewer unread');
  }
  const decide = (c: Context<AppEnv>, next: Next) => {
    const viewer = c.get('viewer') ?? anonymousRequestViewer;
    const isDecidedByRecord = isRelationRule(rule) && viewer.isSignedIn;
    if (!isDecidedByRecord && !isAllowed(rule, viewer)) refuse(viewer.isSignedIn);
    return next();
  };
  // Not async when there is no session to read (no session cookie, or the viewer unused): the
  // route's promise is passed on, no extra one per request (decision 044). A refusal throws
  // before the route either way, and Hono's chain answers it with the app's error handler.
  const guard: MiddlewareHandler<AppEnv> = (c, next) => {
    const readViewer = options.isViewerUnused ? undefined : c.get('readViewer');
    if (!readViewer) return decide(c, next);
    return readViewer().then(() => decide(c, next));
  };
  return Object.assign(guard, { accessRule: rule });
}

/** The rule of a guard made by requireAccess (undefined for any other handler). */
export function accessRuleOf(handler: unknown): AccessRule | undefined {
  return typeof handler === 'function' && 'accessRule' in handler
    ? (handler as AccessGuard).accessRule
    : undefined;
}

/**
 * The record-level half of a relation rule: throws 403 unless the caller holds one of the
 * rule's roles or stands in one of its relations to this record.
 */
export function requireRecordAccess(c: Context<AppEnv>, rule: AccessRule, record: RecordFacts): void {
  assertAllowed(rule, c.get('viewer') ?? anonymousRequestViewer, record);
}
