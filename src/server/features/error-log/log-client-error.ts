import { errorLogLimits } from '@shared/schemas/error-log';
import { lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { clientErrors } from '../../db/schema/error-log';

/**
 * The log keeps the newest 10,000 reports and nothing older than 30 days, whichever is
 * smaller; with each report capped (errorData 8 KB, path 2 KB, user agent 512 B, type 100
 * characters) the table stays under ~110 MB whatever visitors send.
 */
export const errorLogRetention = { maxRows: 10_000, maxAgeMs: 30 * 24 * 3600_000 } as const;

/** Any constant: one pruner at a time across every process sharing the database. */
const pruneLockKey = 7_346_001;

export interface ClientErrorReport {
  errorType: string;
  errorData?: unknown;
  timestamp?: string | number;
  path?: string | null;
  userAgent?: string | null;
}

/** errorData as stored: as sent when it is small, else a truncated preview of its JSON. */
export function cappedErrorData(errorData: unknown): unknown {
  let serialized: string;
  try {
    serialized = JSON.stringify(errorData ?? null) ?? 'null';
  } catch {
    return { unserializable: true };
  }
  const bytes = Buffer.byteLength(serialized);
  if (bytes <= errorLogLimits.errorDataMaxBytes) return errorData ?? null;
  const preview = Buffer.from(serialized)
    .subarray(0, errorLogLimits.errorDataMaxBytes - 256)
    .toString('utf8');
  return { truncated: true, originalBytes: bytes, preview };
}

/**
 * Drops reports beyond the retention. Cheap: both deletes walk the created_at index (the
 * row bound reads one index entry at offset maxRows). Safe with several processes: a
 * transaction-scoped advisory lock lets one prune while the others skip (the next report
 * prunes again).
 */
export async function pruneClientErrors(
  db: DbOrTx,
  now = new Date(),
  retention: { maxRows: number; maxAgeMs: number } = errorLogRetention,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = (await tx.execute(sql`select pg_try_advisory_xact_lock(${pruneLockKey}) as ok`)) as {
      rows: Array<{ ok: boolean }>;
    };
    if (!rows[0]?.ok) return;
    await tx
      .delete(clientErrors)
      .where(lt(clientErrors.createdAt, new Date(now.getTime() - retention.maxAgeMs)));
    await tx.execute(sql`
      delete from ${clientErrors} where ${clientErrors.createdAt} < (
        select created_at from ${clientErrors} order by created_at desc offset ${retention.maxRows - 1} limit 1)`);
  });
}

/** Stores one client-side error report (§7); the user never sees these (§8). */
export async function logClientError(ctx: AppContext, report: ClientErrorReport): Promise<void> {
  await insertClientError(ctx.db, report);
  await pruneClientErrors(ctx.db);
}

async function insertClientError(db: DbOrTx, report: ClientErrorReport): Promise<void> {
  await db.insert(clientErrors).values({
    errorType: report.errorType,
    errorData: cappedErrorData(report.errorData),
    clientTimestamp: report.timestamp === undefined ? null : String(report.timestamp).slice(0, 64),
    userAgent: report.userAgent?.slice(0, 512) ?? null,
    path: report.path?.slice(0, errorLogLimits.pathMax) ?? null,
  });
}
