import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The old site of tests/fixtures/supabase/old-site.sql: its users' test-only passwords (each
 * stored there as a bcrypt hash of cost 10 made with bcryptjs) and what each user covers.
 */
const fixtureDir = fileURLToPath(new URL('../fixtures/supabase/', import.meta.url));

export const oldSiteSqlPath = path.join(fixtureDir, 'old-site.sql');
/** A local copy of the old "avatars" storage bucket (--storage-dir). */
export const oldSiteStorageDir = path.join(fixtureDir, 'avatars-bucket');

export function oldSiteSql(): string {
  return readFileSync(oldSiteSqlPath, 'utf8');
}

const id = (n: number) => `6f1c2a10-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const oldSiteMembers = {
  /** $2a$ hash, confirmed, board + captain + member, avatar copied from the storage copy. */
  eleanor: {
    id: id(1),
    email: 'eleanor.vance@oldsite.example',
    password: 'Baseline-Rally-1974',
    name: 'Eleanor Vance',
    username: 'evance',
  },
  /** $2b$ hash; username "marcus o'neil" becomes marcus_o_neil; role "treasurer" is unknown here. */
  marcus: {
    id: id(2),
    email: 'marcus.oneil@oldsite.example',
    password: 'Topspin-Forehand-22',
    name: "Marcus O'Neil",
    username: 'marcus_o_neil',
  },
  /** $2y$ hash, executive, a verified TOTP factor with a readable secret. */
  priya: {
    id: id(3),
    email: 'priya.shah@oldsite.example',
    password: 'Second-Serve-Ace-9',
    name: 'Priya Shah',
    username: 'pshah',
    totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  },
  /** Never confirmed his address; no username (gets tom.becker), no role (guest). */
  tom: {
    id: id(4),
    email: 'tom.becker@oldsite.example',
    password: 'Net-Cord-Luck-5',
    name: 'Tom Becker',
    username: 'tom.becker',
  },
  /** Google only: imported without a password. */
  oscar: { id: id(8), email: 'oscar.lindqvist@oldsite.example', name: 'Oscar Lindqvist', username: 'oscarl' },
  /** An argon2 hash (not bcrypt): imported without a password; username "admin" becomes admin_2. */
  hana: { id: id(9), email: 'hana.sato@oldsite.example', name: 'Hana Sato', username: 'admin_2' },
  /** rep + captain; an encrypted TOTP secret and an SMS factor (not imported); a "picture" that is text. */
  rosa: {
    id: id(10),
    email: 'rosa.delgado@oldsite.example',
    password: 'Lob-Volley-Smash-3',
    name: 'Rosa Delgado',
    username: 'rdelgado',
  },
  /** Its address is taken here by another account in the integration test: a conflict. */
  existing: { id: id(11), email: 'existing.member@oldsite.example', password: 'Existing-Member-77' },
  /** E-mail links only and no profile row: name from the metadata, username from the address. */
  walter: {
    id: id(12),
    email: 'walter.nguyen@oldsite.example',
    name: 'Walter Nguyen',
    username: 'walter.nguyen',
  },
} as const;

/** Deleted, banned and anonymous users of the old site: never imported. */
export const oldSiteSkippedIds = { deleted: id(5), banned: id(6), anonymous: id(7) } as const;
