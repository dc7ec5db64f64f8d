import { randomUUID } from 'node:crypto';
import { isRole, type Role } from '@shared/roles';
import {
  fullNameMaxLength,
  reservedUsernames,
  usernameMaxLength,
  usernameMinLength,
  usernameSchema,
} from '@shared/schemas/profiles';
import { z } from '@shared/zod';
import { symmetricEncrypt } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { getAuth } from '../../auth/auth';
import { isBcryptHash } from '../../auth/password-hashing';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { importedAccounts, type importedPasswordStates } from '../../db/schema/accounts';
import { account, twoFactor, user } from '../../db/schema/auth';
import { showAvatarInTx } from '../../lib/profile-avatar';
import { type RoleActor, setInitialRolesInTx } from '../../lib/role-changes';
import { removeUpload, saveUpload } from '../../lib/uploads';
import { readOldAvatar } from './old-avatar-file';
import { type OldFactor, type OldUser, readSupabaseUsers, type SourceDatabase } from './supabase-source';

/*
 * `npm run users -- import-supabase`: brings the club's members over from its old GoTrue/Supabase
 * site, with their ids, names, usernames, roles, passwords (bcrypt hashes, verified at sign-in),
 * confirmed addresses, authenticator apps and pictures. One transaction: all or nothing. Members
 * already imported are left alone, so a second run changes nothing; an address that belongs to
 * another account here is reported, never merged. A dry run does everything and rolls it back.
 */

export interface ImportOptions {
  /** A local copy of the old storage bucket, where avatar_url files are looked up. */
  storageDir?: string;
  /** Report what would happen and write nothing. */
  dryRun?: boolean;
}

type SkipReason = 'deleted' | 'banned' | 'anonymous' | 'noEmail';
type PasswordState = (typeof importedPasswordStates)[number];

export interface ImportReport {
  dryRun: boolean;
  /** False when the run wrote nothing (every member already here, or nobody to import). */
  changed: boolean;
  counts: {
    usersFound: number;
    imported: number;
    alreadyImported: number;
    skipped: Record<SkipReason, number>;
    conflicts: number;
    verified: number;
    unverified: number;
    passwordsKept: number;
    withoutPassword: number;
    usernamesChanged: number;
    rolesGranted: number;
    unknownRoles: number;
    avatarsCopied: number;
    avatarsDropped: number;
    factorsImported: number;
    factorsNotImported: number;
  };
  skipped: Array<{ id: string; email: string | null; reason: SkipReason }>;
  /** Old users whose address (or id) belongs to a different account here: not imported. */
  conflicts: Array<{ email: string; oldId: string; existingId: string; reason: string }>;
  /** Imported without a usable password: `send-reset --imported-without-password` mails them. */
  withoutPassword: Array<{ email: string; reason: string }>;
  usernamesChanged: Array<{ email: string; from: string | null; to: string; reason: string }>;
  unknownRoles: Array<{ role: string; members: number }>;
  avatarsDropped: Array<{ email: string; avatarUrl: string; reason: string }>;
  /** Second factors that did not come over: these members set up their authenticator app again. */
  factorsNotImported: Array<{ email: string; type: string; reason: string }>;
}

/** Who the role audit log names for the grants of an import. */
export const importActor: RoleActor = { id: null, label: 'import from the old site' };

class DryRunRollback extends Error {}

const emailSchema = z.email();

function emptyReport(dryRun: boolean, usersFound: number): ImportReport {
  return {
    dryRun,
    changed: false,
    counts: {
      usersFound,
      imported: 0,
      alreadyImported: 0,
      skipped: { deleted: 0, banned: 0, anonymous: 0, noEmail: 0 },
      conflicts: 0,
      verified: 0,
      unverified: 0,
      passwordsKept: 0,
      withoutPassword: 0,
      usernamesChanged: 0,
      rolesGranted: 0,
      unknownRoles: 0,
      avatarsCopied: 0,
      avatarsDropped: 0,
      factorsImported: 0,
      factorsNotImported: 0,
    },
    skipped: [],
    conflicts: [],
    withoutPassword: [],
    usernamesChanged: [],
    unknownRoles: [],
    avatarsDropped: [],
    factorsNotImported: [],
  };
}

function skipReasonOf(old: OldUser): SkipReason | null {
  if (old.isAnonymous) return 'anonymous';
  if (old.isDeleted) return 'deleted';
  if (old.isBanned) return 'banned';
  if (!old.email || !emailSchema.safeParse(old.email).success) return 'noEmail';
  return null;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** profiles.full_name, else what GoTrue's metadata holds (OAuth providers fill it), else the address. */
function nameOf(old: OldUser, email: string): string {
  const meta = old.metadata;
  const name =
    text(old.profile?.fullName) ||
    text(meta.full_name) ||
    text(meta.name) ||
    [text(meta.first_name), text(meta.last_name)].filter(Boolean).join(' ') ||
    email.slice(0, email.indexOf('@'));
  return name.replace(/\s+/g, ' ').slice(0, fullNameMaxLength).trim();
}

/** Why our rules refuse an old username (null: they accept it). */
function usernameRefusal(wanted: string): string | null {
  if (wanted.length < usernameMinLength) return `shorter than ${usernameMinLength} characters`;
  if (wanted.length > usernameMaxLength) return `longer than ${usernameMaxLength} characters`;
  if (!/^[a-zA-Z0-9_.]+$/.test(wanted)) return 'characters other than letters, digits, dots and underscores';
  if ((reservedUsernames as readonly string[]).includes(wanted.toLowerCase())) return 'reserved here';
  return usernameSchema.safeParse(wanted).success ? null : 'not allowed here';
}

async function isUsernameTaken(tx: Tx, username: string): Promise<boolean> {
  const [row] = await tx.select({ id: user.id }).from(user).where(eq(user.username, username)).limit(1);
  return !!row;
}

/**
 * The old username when our rules take it and it is free here; otherwise the nearest valid free
 * one (letters, digits, dots and underscores of the old one or of the address, then _2, _3…).
 */
async function chooseUsername(
  tx: Tx,
  wanted: string | null,
  email: string,
): Promise<{ username: string; display: string; reason: string | null }> {
  const old = wanted?.trim() || null;
  let reason = old ? usernameRefusal(old) : 'none on the old site';
  if (old && !reason) {
    if (!(await isUsernameTaken(tx, old.toLowerCase())))
      return { username: old.toLowerCase(), display: old, reason: null };
    reason = 'taken here';
  }
  const base =
    (old ?? email.slice(0, email.indexOf('@')))
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9_.]+/g, '_')
      .replace(/^[._]+|[._]+$/g, '')
      .toLowerCase() || 'member';
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? '' : `_${n}`;
    const candidate = `${base.slice(0, usernameMaxLength - suffix.length)}${suffix}`;
    if (!usernameSchema.safeParse(candidate).success) continue;
    if (!(await isUsernameTaken(tx, candidate))) return { username: candidate, display: candidate, reason };
  }
}

/** GoTrue keeps TOTP secrets in base32, unless its database encryption is on (then a JSON envelope). */
const base32Secret = /^[A-Z2-7]{16,}=*$/;

function factorsPlanOf(factors: OldFactor[]): {
  secret: string | null;
  notImported: Array<{ type: string; reason: string }>;
} {
  const notImported: Array<{ type: string; reason: string }> = [];
  let secret: string | null = null;
  // Newest first (as read): the factor the member used last is the one that comes over.
  for (const factor of factors.filter((f) => f.status === 'verified')) {
    if (factor.type !== 'totp') {
      notImported.push({ type: factor.type, reason: `${factor.type} factors are not offered here` });
      continue;
    }
    const candidate = factor.secret?.trim().toUpperCase() ?? '';
    if (!base32Secret.test(candidate)) {
      notImported.push({
        type: 'totp',
        reason: 'its secret is encrypted on the old site and cannot be read',
      });
    } else if (secret) {
      notImported.push({
        type: 'totp',
        reason: 'one authenticator app per member here; the newest came over',
      });
    } else {
      secret = candidate;
    }
  }
  return { secret, notImported };
}

function passwordStateOf(old: OldUser): PasswordState {
  const hash = old.encryptedPassword?.trim();
  if (!hash) return 'none';
  return isBcryptHash(hash) ? 'kept' : 'unsupported';
}

function withoutPasswordReason(old: OldUser, state: PasswordState): string {
  if (state === 'unsupported') return 'its password hash is not bcrypt and cannot be checked here';
  const others = old.providers.filter((p) => p !== 'email');
  return others.length ? `signed in with ${others.join(', ')} only` : 'no password on the old site';
}

/**
 * Imports the old site's users into this app (see the top of this file). With `dryRun` the same
 * work runs and is rolled back, and no file is written: the report is what a real run would do.
 */
export async function importFromSupabase(
  ctx: AppContext,
  source: SourceDatabase,
  options: ImportOptions = {},
): Promise<ImportReport> {
  const oldUsers = await readSupabaseUsers(source);
  const dryRun = options.dryRun ?? false;
  const report = emptyReport(dryRun, oldUsers.length);
  const unknownRoles = new Map<string, number>();
  const secretKey = (await getAuth(ctx).$context).secretConfig;
  const savedFiles: string[] = [];

  const importOne = async (tx: Tx, old: OldUser, email: string) => {
    const name = nameOf(old, email);
    const chosen = await chooseUsername(tx, old.profile?.username ?? null, email);
    if (chosen.reason) {
      report.usernamesChanged.push({
        email,
        from: old.profile?.username ?? null,
        to: chosen.username,
        reason: chosen.reason,
      });
    }
    const passwordState = passwordStateOf(old);
    const factors = factorsPlanOf(old.factors);
    const createdAt = old.createdAt ?? new Date();
    await tx.insert(user).values({
      id: old.id,
      name,
      email,
      emailVerified: old.isEmailConfirmed,
      username: chosen.username,
      displayUsername: chosen.display,
      twoFactorEnabled: factors.secret !== null,
      createdAt,
      updatedAt: new Date(),
    });
    if (passwordState === 'kept') {
      await tx.insert(account).values({
        id: randomUUID(),
        accountId: old.id,
        providerId: 'credential',
        userId: old.id,
        password: old.encryptedPassword!.trim(),
        createdAt,
        updatedAt: new Date(),
      });
      report.counts.passwordsKept += 1;
    } else {
      report.withoutPassword.push({ email, reason: withoutPasswordReason(old, passwordState) });
    }
    if (old.isEmailConfirmed) report.counts.verified += 1;
    else report.counts.unverified += 1;

    const known = new Set<Role>();
    for (const raw of old.roles) {
      const role = raw.trim().toLowerCase();
      if (isRole(role)) known.add(role);
      else unknownRoles.set(raw, (unknownRoles.get(raw) ?? 0) + 1);
    }
    // No known role: the guest role every new account gets (its trigger) stays.
    if (known.size) await setInitialRolesInTx(tx, old.id, [...known], importActor);
    report.counts.rolesGranted += known.size;

    const avatarUrl = old.profile?.avatarUrl?.trim();
    if (avatarUrl) {
      const avatar = await readOldAvatar(options.storageDir, avatarUrl);
      if ('droppedBecause' in avatar) {
        report.avatarsDropped.push({ email, avatarUrl, reason: avatar.droppedBecause });
      } else {
        if (!dryRun) {
          const stored = await saveUpload(ctx.uploadsDir, 'avatar', avatar.bytes, avatar.type);
          savedFiles.push(stored.url);
          await showAvatarInTx(tx, old.id, stored.url, null);
        }
        report.counts.avatarsCopied += 1;
      }
    }

    if (factors.secret) {
      // As Better Auth's twoFactor plugin stores a secret from another provider: "base32:<secret>",
      // encrypted with our secret. The old site has no backup codes: the member can make some.
      await tx.insert(twoFactor).values({
        id: randomUUID(),
        userId: old.id,
        secret: await symmetricEncrypt({ key: secretKey, data: `base32:${factors.secret}` }),
        backupCodes: await symmetricEncrypt({ key: secretKey, data: '[]' }),
        verified: true,
      });
      report.counts.factorsImported += 1;
    }
    for (const f of factors.notImported) report.factorsNotImported.push({ email, ...f });

    await tx.insert(importedAccounts).values({ userId: old.id, source: 'supabase', passwordState });
    report.counts.imported += 1;
  };

  try {
    await ctx.db.transaction(async (tx) => {
      for (const old of oldUsers) {
        const reason = skipReasonOf(old);
        if (reason) {
          report.skipped.push({ id: old.id, email: old.email, reason });
          report.counts.skipped[reason] += 1;
          continue;
        }
        const email = old.email!;
        const [byId] = await tx
          .select({ id: user.id, imported: importedAccounts.userId })
          .from(user)
          .leftJoin(importedAccounts, eq(importedAccounts.userId, user.id))
          .where(eq(user.id, old.id));
        if (byId?.imported) {
          report.counts.alreadyImported += 1;
          continue;
        }
        if (byId) {
          report.conflicts.push({
            email,
            oldId: old.id,
            existingId: byId.id,
            reason: 'its id belongs to an account here',
          });
          continue;
        }
        const [byEmail] = await tx.select({ id: user.id }).from(user).where(eq(user.email, email));
        if (byEmail) {
          report.conflicts.push({
            email,
            oldId: old.id,
            existingId: byEmail.id,
            reason: 'the address belongs to a different account here',
          });
          continue;
        }
        await importOne(tx, old, email);
      }
      if (dryRun) throw new DryRunRollback();
    });
  } catch (err) {
    await Promise.all(savedFiles.map((url) => removeUpload(ctx.uploadsDir, url)));
    if (!(err instanceof DryRunRollback)) throw err;
  }

  report.unknownRoles = [...unknownRoles].map(([role, members]) => ({ role, members }));
  report.changed = !dryRun && report.counts.imported > 0;
  Object.assign(report.counts, {
    conflicts: report.conflicts.length,
    withoutPassword: report.withoutPassword.length,
    usernamesChanged: report.usernamesChanged.length,
    unknownRoles: report.unknownRoles.length,
    avatarsDropped: report.avatarsDropped.length,
    factorsNotImported: report.factorsNotImported.length,
  });
  return report;
}
