import { type AccessRule, isAllowed, isRelationRule, type RecordFacts } from '@shared/access';
import { type ApiOperation, apiAccess } from '@shared/api-access';
import type { Context, MiddlewareHandler } from 'hono';
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

/**
 * Route guard reading the shared policy table: 401 without a session, 403 without a role the
 * operation needs. Every route mounts it with its own key. For a relation rule ("the owner of
 * this record", "a captain of this team") a signed-in caller without the roles passes on to the
 * handler, which must call requireRecordAccess once it has loaded the record.
 */
export function requireAccess(operation: ApiOperation): MiddlewareHandler<AppEnv> {
  const rule = apiAccess[operation];
  return async (c, next) => {
    const viewer = c.get('viewer') ?? anonymousRequestViewer;
    const isDecidedByRecord = isRelationRule(rule) && viewer.isSignedIn;
    if (!isDecidedByRecord && !isAllowed(rule, viewer)) refuse(viewer.isSignedIn);
    await next();
  };
}

/**
 * The record-level half of a relation rule: throws 403 unless the caller holds one of the
 * rule's roles or stands in one of its relations to this record.
 */
export function requireRecordAccess(c: Context<AppEnv>, operation: ApiOperation, record: RecordFacts): void {
  assertAllowed(apiAccess[operation], c.get('viewer') ?? anonymousRequestViewer, record);
}
