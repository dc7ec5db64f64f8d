import { eq } from 'drizzle-orm';
import type { RequestViewer } from '../../context';
import type { DbOrTx } from '../../db/client';
import { profiles } from '../../db/schema/profiles';
import { AppError } from '../../lib/app-error';

/** Who saved something, as recorded in the history: the account id and a readable name. */
export interface Editor {
  id: string | null;
  name: string;
}

/**
 * The signed-in viewer as an editor: their full name as it is now (kept with each
 * version, so the history stays readable if the account goes away), else the e-mail.
 */
export async function editorOf(db: DbOrTx, viewer: RequestViewer): Promise<Editor> {
  let name = '';
  if (viewer.userId) {
    const [row] = await db
      .select({ fullName: profiles.fullName })
      .from(profiles)
      .where(eq(profiles.id, viewer.userId))
      .limit(1);
    name = row?.fullName.trim() ?? '';
  }
  return { id: viewer.userId, name: name || viewer.email || 'Unknown editor' };
}

type VersionRow = {
  id: string;
  version: number;
  savedAt: Date;
  savedByName: string;
  restoredFromVersion: number | null;
};

/** A saved version as a history lists it (news posts and pages keep the same columns for it). */
export function versionEntryOf(r: VersionRow) {
  return {
    id: r.id,
    version: r.version,
    savedAt: r.savedAt.toISOString(),
    savedByName: r.savedByName || 'Unknown editor',
    restoredFromVersion: r.restoredFromVersion,
  };
}

/** A history, newest first, each entry with its text (`textOf`: the columns a page or post keeps). */
export function versionListOf<R extends VersionRow, T>(
  currentVersion: number,
  rows: R[],
  textOf: (r: R) => T,
) {
  return { currentVersion, versions: rows.map((r) => ({ ...versionEntryOf(r), ...textOf(r) })) };
}

/**
 * A save that started from an older version than the current one (`what`: "page", "post"): the
 * editor keeps their text and is told who saved in between.
 */
export function staleSave(
  what: string,
  row: { version: number; updatedByName: string },
  details?: Record<string, unknown>,
): AppError {
  const who = row.updatedByName ? ` by ${row.updatedByName}` : '';
  return new AppError(
    'STALE_VERSION',
    `This ${what} was changed${who} while you were editing (it is now at version ${row.version}), so your save was not applied. Your text is still in the editor: compare it with the latest version, then save again.`,
    details,
  );
}

export function versionNotFound(): AppError {
  return new AppError('NOT_FOUND', 'We could not find that version.');
}

/** The old version a restore asks for: it must exist and not be the current text already. */
export function versionToRestore<V extends { version: number }>(
  old: V | undefined,
  currentVersion: number,
  what: string,
): V {
  if (!old) throw versionNotFound();
  if (old.version === currentVersion) {
    throw new AppError('CONFLICT', `Version ${old.version} is already the current text of this ${what}.`);
  }
  return old;
}
