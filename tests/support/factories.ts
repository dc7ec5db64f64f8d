import { randomBytes } from 'node:crypto';
import type { AppContext } from '@server/context';
import type { DbOrTx } from '@server/db/client';
import type { BoardMemberRow, BoardMemberValues } from '@server/db/factories/contacts';
import type { CourtRow, CourtValues } from '@server/db/factories/courts';
import type { RegistrationRow } from '@server/db/factories/events';
import { boardMembers } from '@server/db/schema/contacts';
import { courts } from '@server/db/schema/courts';
import { registrations } from '@server/db/schema/events';
import {
  type CreatedUserAccount,
  createUserAccount,
  type NewUserAccount,
} from '@server/features/accounts/create-user-account';
import { slugify } from '@shared/slug';
import { eq, inArray } from 'drizzle-orm';

/*
 * Factories only tests use: rows with fresh names for one test, and a look at a list. The seed,
 * the e2e fixtures and the CLI share the rest (src/server/db/factories).
 */

let accountSequence = 0;

/** Unique, valid account details for tests and fixtures (override what matters). */
export function buildUserAccount(overrides: Partial<NewUserAccount> = {}): NewUserAccount {
  accountSequence += 1;
  const tag = `${randomBytes(3).toString('hex')}${accountSequence}`;
  return {
    email: `player.${tag}@example.org`,
    password: `Correct-horse-${tag}`,
    name: `Test Player ${tag}`,
    username: `player_${tag}`,
    ...overrides,
  };
}

/**
 * A confirmed account with unique details (override what matters), made by the accounts
 * feature's createUserAccount like the operators' accounts; with its password, to sign in.
 */
export async function createTestAccount(
  ctx: AppContext,
  overrides: Partial<NewUserAccount> = {},
): Promise<CreatedUserAccount & { password: string }> {
  const input = buildUserAccount(overrides);
  return { ...(await createUserAccount(ctx, input)), password: input.password };
}

let boardSequence = 0;

export function buildBoardMember(overrides: Partial<BoardMemberValues> = {}): BoardMemberValues {
  boardSequence += 1;
  return {
    position: `Member at Large ${boardSequence}`,
    name: `Board Member ${boardSequence}`,
    email: `board-${boardSequence}-${Date.now().toString(36)}@example.org`,
    photoUrl: null,
    isActive: true,
    sortOrder: 100 + boardSequence,
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

let courtSequence = 0;

/** Values for a new location; every call gets a fresh name and slug unless given. */
export function buildCourt(overrides: Partial<CourtValues> = {}): CourtValues {
  courtSequence += 1;
  const name = overrides.name ?? `Test Courts ${courtSequence}`;
  return {
    name,
    slug: overrides.slug ?? `${slugify(name)}-${Date.now().toString(36)}-${courtSequence}`,
    address: `${100 + courtSequence} Test Street, Anytown, CO 80999`,
    numberOfCourts: 4,
    surface: 'hard',
    hasLights: false,
    distanceMiles: null,
    setting: 'outdoor',
    accessNotes: 'Public courts, first come first served.',
    notes: '',
    sortOrder: courtSequence,
    ...overrides,
  };
}

export async function insertCourt(db: DbOrTx, overrides: Partial<CourtValues> = {}): Promise<CourtRow> {
  const [row] = await db.insert(courts).values(buildCourt(overrides)).returning();
  return row!;
}

/** For tests: every registration of one event, in list order. */
export async function registrationsOf(db: DbOrTx, eventRefs: string | string[]): Promise<RegistrationRow[]> {
  const refs = Array.isArray(eventRefs) ? eventRefs : [eventRefs];
  return db
    .select()
    .from(registrations)
    .where(refs.length === 1 ? eq(registrations.eventRef, refs[0]!) : inArray(registrations.eventRef, refs))
    .orderBy(registrations.seq);
}
