import type { ClubIdentity } from '@shared/club';
import type { DbOrTx } from '../../db/client';
import { clubSettings } from '../../db/schema/content';
import type { Editor } from './editor';

export async function saveClubIdentity(
  db: DbOrTx,
  identity: ClubIdentity,
  editor: Editor,
): Promise<ClubIdentity> {
  const now = new Date();
  await db
    .insert(clubSettings)
    .values({ id: 1, identity, updatedBy: editor.id, updatedByName: editor.name, updatedAt: now })
    .onConflictDoUpdate({
      target: clubSettings.id,
      set: { identity, updatedBy: editor.id, updatedByName: editor.name, updatedAt: now },
    });
  return identity;
}
