import { eq } from 'drizzle-orm';
import type { RequestViewer } from '../../context';
import type { DbOrTx } from '../../db/client';
import { profiles } from '../../db/schema/profiles';

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

/** A saved version as a history lists it (news posts and pages keep the same columns for it). */
export function versionEntryOf(r: {
  id: string;
  version: number;
  savedAt: Date;
  savedByName: string;
  restoredFromVersion: number | null;
}) {
  return {
    id: r.id,
    version: r.version,
    savedAt: r.savedAt.toISOString(),
    savedByName: r.savedByName || 'Unknown editor',
    restoredFromVersion: r.restoredFromVersion,
  };
}
