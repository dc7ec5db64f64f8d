import type { CreateBoardMemberInput } from '@shared/schemas/contacts';
import type { DbOrTx } from '../client';
import { boardMembers } from '../schema/contacts';
import { demoBoard } from '../seed-data/contacts';

export type BoardMemberRow = typeof boardMembers.$inferSelect;
export type BoardMemberValues = Omit<CreateBoardMemberInput, 'photoUrl'> & {
  photoUrl: string | null;
  sortOrder: number;
};

/** Seed step: the demo board, only when the board is empty. */
export async function seedBoardMembers(db: DbOrTx): Promise<void> {
  const [existing] = await db.select({ id: boardMembers.id }).from(boardMembers).limit(1);
  if (existing) return;
  await db.insert(boardMembers).values([...demoBoard]);
}
