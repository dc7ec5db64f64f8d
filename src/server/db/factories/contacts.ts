import type { CreateBoardMemberInput } from '@shared/schemas/contacts';
import type { DbOrTx } from '../client';
import { boardMembers } from '../schema/contacts';

export type BoardMemberRow = typeof boardMembers.$inferSelect;
type BoardMemberValues = Omit<CreateBoardMemberInput, 'photoUrl'> & {
  photoUrl: string | null;
  sortOrder: number;
};

/** The demo board of six (fictional people, example.org addresses). */
export const demoBoard: readonly BoardMemberValues[] = [
  {
    position: 'President',
    name: 'Margaret Okafor',
    email: 'president@example.org',
    photoUrl: null,
    isActive: true,
    sortOrder: 1,
  },
  {
    position: 'Vice President',
    name: 'Daniel Reyes',
    email: 'vice-president@example.org',
    photoUrl: null,
    isActive: true,
    sortOrder: 2,
  },
  {
    position: 'Treasurer',
    name: 'Priya Natarajan',
    email: 'treasurer@example.org',
    photoUrl: null,
    isActive: true,
    sortOrder: 3,
  },
  {
    position: 'Secretary',
    name: 'Tom Lindqvist',
    email: 'secretary@example.org',
    photoUrl: null,
    isActive: true,
    sortOrder: 4,
  },
  {
    position: 'League Coordinator',
    name: 'Angela Brooks',
    email: 'leagues@example.org',
    photoUrl: null,
    isActive: true,
    sortOrder: 5,
  },
  {
    position: 'Social Chair',
    name: 'Kevin Nguyen',
    email: 'socials@example.org',
    photoUrl: null,
    isActive: true,
    sortOrder: 6,
  },
];

let sequence = 0;

export function buildBoardMember(overrides: Partial<BoardMemberValues> = {}): BoardMemberValues {
  sequence += 1;
  return {
    position: `Member at Large ${sequence}`,
    name: `Board Member ${sequence}`,
    email: `board-${sequence}-${Date.now().toString(36)}@example.org`,
    photoUrl: null,
    isActive: true,
    sortOrder: 100 + sequence,
    ...overrides,
  };
}

export async function insertBoardMember(
  db: DbOrTx,
  overrides: Partial<BoardMemberValues> = {},
): Promise<BoardMemberRow> {
  const [row] = await db.insert(boardMembers).values(buildBoardMember(overrides)).returning();
  return row!;
}

/** Seed step: the demo board, only when the board is empty. */
export async function seedBoardMembers(db: DbOrTx): Promise<void> {
  const [existing] = await db.select({ id: boardMembers.id }).from(boardMembers).limit(1);
  if (existing) return;
  await db.insert(boardMembers).values([...demoBoard]);
}
