import { errorLogLimits } from '@shared/schemas/error-log';
import type { AppContext } from '../../context';
import { clientErrors } from '../../db/schema/error-log';

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

/** Stores one client-side error report (§7); the user never sees these (§8). */
export async function logClientError(ctx: AppContext, report: ClientErrorReport): Promise<void> {
  await ctx.db.insert(clientErrors).values({
    errorType: report.errorType,
    errorData: cappedErrorData(report.errorData),
    clientTimestamp: report.timestamp === undefined ? null : String(report.timestamp).slice(0, 64),
    userAgent: report.userAgent?.slice(0, 512) ?? null,
    path: report.path?.slice(0, errorLogLimits.pathMax) ?? null,
  });
}
