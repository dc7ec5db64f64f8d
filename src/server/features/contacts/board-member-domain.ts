import type { CsvColumn } from '@shared/csv';
import type { RelayMessageInput } from '@shared/schemas/contact-relay';
import type {
  BoardMember,
  BoardMemberListQuery,
  BoardMemberSortKey,
  CreateBoardMemberInput,
  PublicBoardMember,
  UpdateBoardMemberInput,
} from '@shared/schemas/contacts';
import { adminPageSize } from '@shared/schemas/courts';
import { isUuid } from '@shared/uuid';
import { asc, eq, max, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { boardMembers } from '../../db/schema/contacts';
import { AppError } from '../../lib/app-error';
import { type RelaySite, relayMessage } from '../../lib/contact-relay';
import { containsAny } from '../../lib/search';
import { sortOrder, tableList } from '../../lib/table-list';
import {
  assertOwnsUpload,
  attachUpload,
  recordUpload,
  releaseUpload,
  removeUnusedUpload,
} from '../../lib/upload-records';
import { detectImageType, saveUploadKept } from '../../lib/uploads';

type BoardMemberRow = typeof boardMembers.$inferSelect;

function toPublic(row: BoardMemberRow): PublicBoardMember {
  return { id: row.id, position: row.position, name: row.name, photoUrl: row.photoUrl };
}

function toAdmin(row: BoardMemberRow): BoardMember {
  return {
    ...toPublic(row),
    email: row.email,
    isActive: row.isActive,
    sortOrder: row.sortOrder,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const displayOrder = [asc(boardMembers.sortOrder), asc(boardMembers.name), asc(boardMembers.id)];

const notFound = () => new AppError('NOT_FOUND', 'We could not find that board member.');

/** The board as the public sees it: active members only, never their e-mail addresses. */
export async function listPublicBoardMembers(db: DbOrTx): Promise<PublicBoardMember[]> {
  const rows = await db
    .select()
    .from(boardMembers)
    .where(eq(boardMembers.isActive, true))
    .orderBy(...displayOrder);
  return rows.map(toPublic);
}

async function findRow(db: DbOrTx, id: string, options: { lock?: boolean } = {}): Promise<BoardMemberRow> {
  if (!isUuid(id)) throw notFound();
  const query = db.select().from(boardMembers).where(eq(boardMembers.id, id)).limit(1).$dynamic();
  const [row] = await (options.lock ? query.for('update') : query);
  if (!row) throw notFound();
  return row;
}

export async function getBoardMember(db: DbOrTx, id: string): Promise<BoardMember> {
  return toAdmin(await findRow(db, id));
}

const sortColumns = {
  sortOrder: boardMembers.sortOrder,
  name: boardMembers.name,
  position: boardMembers.position,
  email: boardMembers.email,
  isActive: boardMembers.isActive,
  updatedAt: boardMembers.updatedAt,
} satisfies Record<BoardMemberSortKey, unknown>;

function searchFilter(q: string | undefined): SQL | undefined {
  return containsAny(q, [boardMembers.name, boardMembers.position, boardMembers.email]);
}

const orderFor = sortOrder(sortColumns, asc(boardMembers.name), asc(boardMembers.id));

const csvColumns: CsvColumn<BoardMember>[] = [
  { header: 'Display order', value: (m) => m.sortOrder },
  { header: 'Position', value: (m) => m.position },
  { header: 'Name', value: (m) => m.name },
  { header: 'E-mail', value: (m) => m.email },
  { header: 'Shown on Contacts page', value: (m) => (m.isActive ? 'Yes' : 'No') },
  { header: 'Photo', value: (m) => m.photoUrl },
  { header: 'Updated', at: (m) => m.updatedAt },
];

/** Admin list and its CSV: search over name, position and e-mail; sorted; pages of 50. */
export const boardMembersAdminList = tableList({
  table: boardMembers,
  where: (query: BoardMemberListQuery) => searchFilter(query.q),
  orderBy: orderFor,
  pageSize: adminPageSize,
  toItem: toAdmin,
  csvColumns,
});

/** Adds a member at the end of the display order. */
export async function createBoardMember(db: DbOrTx, input: CreateBoardMemberInput): Promise<BoardMember> {
  // A new member owns no upload yet: its photo comes through the photo upload.
  await assertOwnsUpload(db, input.photoUrl, { type: 'board_member', id: null });
  const [{ last } = { last: null }] = await db
    .select({ last: max(boardMembers.sortOrder) })
    .from(boardMembers);
  const [row] = await db
    .insert(boardMembers)
    .values({ ...input, photoUrl: input.photoUrl || null, sortOrder: (last ?? 0) + 1 })
    .returning();
  return toAdmin(row!);
}

const photoOf = (id: string) => ({ type: 'board_member' as const, id, field: 'photo' });

export async function updateBoardMember(
  db: DbOrTx,
  id: string,
  input: UpdateBoardMemberInput,
  uploadsDir: string,
): Promise<BoardMember> {
  const { photoUrl, ...rest } = input;
  const { row, unused } = await db.transaction(async (tx) => {
    const before = await findRow(tx, id, { lock: true });
    const next = photoUrl === undefined ? before.photoUrl : photoUrl || null;
    let unused: string | null = null;
    if (next !== before.photoUrl) {
      // Only an upload this member owns can become its photo.
      await attachUpload(tx, next, photoOf(id));
      unused = await releaseUpload(tx, before.photoUrl, photoOf(id));
    }
    const [row] = await tx
      .update(boardMembers)
      .set({ ...rest, photoUrl: next, updatedAt: new Date() })
      .where(eq(boardMembers.id, id))
      .returning();
    return { row: row!, unused };
  });
  await removeUnusedUpload(uploadsDir, unused);
  return toAdmin(row);
}

export async function deleteBoardMember(db: DbOrTx, id: string, uploadsDir: string): Promise<void> {
  const unused = await db.transaction(async (tx) => {
    const row = await findRow(tx, id, { lock: true });
    const unused = await releaseUpload(tx, row.photoUrl, photoOf(id));
    await tx.delete(boardMembers).where(eq(boardMembers.id, id));
    return unused;
  });
  await removeUnusedUpload(uploadsDir, unused);
}

export const maxPhotoBytes = 2 * 1024 * 1024;

/**
 * Stores an uploaded photo (JPEG, PNG or WebP by its first bytes, at most 2 MB) and
 * makes it the member's photo; the previous uploaded photo is removed.
 */
export async function setBoardMemberPhoto(
  db: DbOrTx,
  id: string,
  bytes: Uint8Array,
  uploadsDir: string,
): Promise<BoardMember> {
  await findRow(db, id);
  if (bytes.length === 0) throw new AppError('VALIDATION', 'Choose a photo to upload.');
  if (bytes.length > maxPhotoBytes) {
    throw new AppError('PAYLOAD_TOO_LARGE', 'The photo is larger than 2 MB. Please choose a smaller one.');
  }
  const type = detectImageType(bytes);
  if (!type) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'The photo must be a JPEG, PNG or WebP image.');
  }
  const result = await saveUploadKept(uploadsDir, { kind: 'board', bytes, type }, (url) =>
    db.transaction(async (tx) => {
      const before = await findRow(tx, id, { lock: true });
      await recordUpload(tx, url, { type: 'board_member', id });
      await attachUpload(tx, url, photoOf(id));
      const unused = await releaseUpload(tx, before.photoUrl, photoOf(id));
      const [row] = await tx
        .update(boardMembers)
        .set({ photoUrl: url, updatedAt: new Date() })
        .where(eq(boardMembers.id, id))
        .returning();
      if (!row) throw notFound();
      return { row, unused };
    }),
  );
  await removeUnusedUpload(uploadsDir, result.unused);
  return toAdmin(result.row);
}

/**
 * Sets the display order to `ids` (every member, once). All or nothing: a list that
 * no longer matches the table (someone else added or removed a member) is refused.
 */
export async function reorderBoardMembers(db: Db, ids: readonly string[]): Promise<BoardMember[]> {
  return db.transaction(async (tx) => {
    const rows = await tx.select({ id: boardMembers.id }).from(boardMembers).for('update');
    const known = new Set(rows.map((r) => r.id));
    if (ids.length !== known.size || ids.some((id) => !known.has(id))) {
      throw new AppError(
        'CONFLICT',
        'The list of board members changed while you were reordering it. Reload the page and try again.',
      );
    }
    const now = new Date();
    for (const [index, id] of ids.entries()) {
      await tx
        .update(boardMembers)
        .set({ sortOrder: index + 1, updatedAt: now })
        .where(eq(boardMembers.id, id));
    }
    const updated = await tx
      .select()
      .from(boardMembers)
      .orderBy(...displayOrder);
    return updated.map(toAdmin);
  });
}

/** Relays a visitor's message to one active board member (lib/contact-relay). */
export async function sendMessageToBoardMember(
  db: DbOrTx,
  memberId: string,
  input: RelayMessageInput,
  site: RelaySite,
): Promise<void> {
  const member = await findRow(db, memberId);
  if (!member.isActive) throw notFound();
  await relayMessage(
    db,
    {
      name: member.name,
      email: member.email,
      role: `as ${member.position}`,
      pageName: 'the Contacts page',
      pagePath: '/contacts',
    },
    input,
    site,
  );
}
