import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '@server/db/client';
import { importedAccounts } from '@server/db/schema/accounts';
import { account, twoFactor, user } from '@server/db/schema/auth';
import { emailOutbox } from '@server/db/schema/mail';
import { profiles } from '@server/db/schema/profiles';
import { profileRoles, roleAuditLog } from '@server/db/schema/roles';
import { uploads } from '@server/db/schema/uploads';
import type { CreatedUserAccount } from '@server/features/accounts/create-user-account';
import { type ImportReport, importFromSupabase } from '@server/features/accounts/import-supabase';
import { sendImportedPasswordResets } from '@server/features/accounts/send-import-resets';
import { readSupabaseUsers, type SourceDatabase } from '@server/features/accounts/supabase-source';
import { and, count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CookieJar,
  call,
  createUser,
  emailsTo,
  lastEmailTo,
  tokenFromEmail,
  totpCode,
} from '../support/auth-helpers';
import { repoRoot } from '../support/run-server-entry';
import {
  oldSiteMembers as m,
  oldSiteSkippedIds,
  oldSiteSql,
  oldSiteStorageDir,
} from '../support/supabase-fixture';
import { createTestApp, type TestApp } from '../support/test-context';

/**
 * `npm run users -- import-supabase` against the club's old site as GoTrue and the old app keep it
 * (tests/fixtures/supabase/old-site.sql) in a real PostgreSQL 15 database, imported into this
 * app's database; then the imported members sign in, and the send-reset command mails the rest.
 */
const baseUrl = process.env.TEST_DATABASE_URL;

/** The report of the fixture, with one of its addresses already used by an account here. */
const expectedCounts: ImportReport['counts'] = {
  usersFound: 12,
  imported: 8,
  alreadyImported: 0,
  skipped: { deleted: 1, banned: 1, anonymous: 1, noEmail: 0 },
  conflicts: 1,
  verified: 7,
  unverified: 1,
  passwordsKept: 5,
  withoutPassword: 3,
  usernamesChanged: 4,
  rolesGranted: 9,
  unknownRoles: 1,
  avatarsCopied: 1,
  avatarsDropped: 4,
  factorsImported: 1,
  factorsNotImported: 2,
};

describe('reading the old site', () => {
  it('names a missing table', async () => {
    // An old database without public.roles: only the catalogue query answers rows.
    const columns: Record<string, string[]> = {
      'auth.users': [
        'id',
        'email',
        'encrypted_password',
        'email_confirmed_at',
        'raw_user_meta_data',
        'created_at',
      ],
      'auth.identities': ['user_id', 'provider'],
      'public.profiles': ['id', 'full_name', 'avatar_url', 'username'],
      'public.profile_roles': ['profile_id', 'role_id'],
    };
    const statements: string[] = [];
    const source: SourceDatabase = {
      query: async (text) => {
        statements.push(text.trim().split(/\s+/)[0]!);
        if (!text.includes('pg_catalog')) return [];
        return Object.entries(columns).flatMap(([table, names]) =>
          names.map((column) => ({ table_name: table, column_name: column })),
        );
      },
    };
    await expect(readSupabaseUsers(source)).rejects.toThrow(
      /The old database has no table public\.roles\. Give --from the connection string/,
    );
    expect(statements).toEqual(['begin', 'select', 'rollback']);
  });
});

describe.skipIf(!baseUrl)('import from the old Supabase site (PostgreSQL 15: TEST_DATABASE_URL)', () => {
  const dbName = `njtc_old_site_${randomBytes(5).toString('hex')}`;
  let oldSiteUrl: string;
  let old: pg.Client;
  let t: TestApp;
  let existing: CreatedUserAccount;
  const source: SourceDatabase = {
    query: async (text, params) => (await old.query(text, params as unknown[])).rows,
  };

  async function adminQuery(text: string) {
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    try {
      await admin.query(text);
    } finally {
      await admin.end();
    }
  }

  /** Row counts of everything an import writes, and the files in the uploads folder. */
  async function snapshot() {
    const n = async (table: PgTable) => (await t.ctx.db.select({ n: count() }).from(table))[0]!.n;
    return {
      users: await n(user),
      accounts: await n(account),
      profiles: await n(profiles),
      profileRoles: await n(profileRoles),
      audit: await n(roleAuditLog),
      twoFactor: await n(twoFactor),
      uploads: await n(uploads),
      imported: await n(importedAccounts),
      files: existsSync(t.ctx.uploadsDir) ? readdirSync(t.ctx.uploadsDir).sort() : [],
    };
  }

  async function passwordHashOf(userId: string) {
    const [row] = await t.ctx.db
      .select({ password: account.password })
      .from(account)
      .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')));
    return row?.password ?? null;
  }

  beforeAll(async () => {
    await adminQuery(`create database "${dbName}"`);
    const url = new URL(baseUrl!);
    url.pathname = `/${dbName}`;
    oldSiteUrl = url.toString();
    old = new pg.Client({ connectionString: oldSiteUrl });
    await old.connect();
    await old.query(oldSiteSql());
    t = await createTestApp();
    existing = await createUser(t, {
      email: m.existing.email,
      name: 'Existing Here',
      username: 'existing_here',
    });
  });

  afterAll(async () => {
    await old?.end();
    await t?.close();
    await adminQuery(`drop database if exists "${dbName}" with (force)`);
  });

  it('a dry run gives the whole report and writes nothing', async () => {
    const before = await snapshot();
    const report = await importFromSupabase(t.ctx, source, { storageDir: oldSiteStorageDir, dryRun: true });
    expect(report.dryRun).toBe(true);
    expect(report.changed).toBe(false);
    expect(report.counts).toEqual(expectedCounts);
    expect(await snapshot()).toEqual(before);
  });

  it('imports the members with their ids, names, usernames, roles, addresses, factors and avatars', async () => {
    const report = await importFromSupabase(t.ctx, source, { storageDir: oldSiteStorageDir });
    expect(report.changed).toBe(true);
    expect(report.counts).toEqual(expectedCounts);
    expect(report.skipped.map((s) => [s.id, s.reason])).toEqual([
      [oldSiteSkippedIds.deleted, 'deleted'],
      [oldSiteSkippedIds.banned, 'banned'],
      [oldSiteSkippedIds.anonymous, 'anonymous'],
    ]);
    expect(report.conflicts).toEqual([
      {
        email: m.existing.email,
        oldId: m.existing.id,
        existingId: existing.id,
        reason: 'the address belongs to a different account here',
      },
    ]);
    expect(report.withoutPassword).toEqual([
      { email: m.hana.email, reason: 'its password hash is not bcrypt and cannot be checked here' },
      { email: m.oscar.email, reason: 'signed in with google only' },
      { email: m.walter.email, reason: 'no password on the old site' },
    ]);
    expect(report.usernamesChanged).toEqual([
      { email: m.hana.email, from: 'admin', to: 'admin_2', reason: 'reserved here' },
      {
        email: m.marcus.email,
        from: "marcus o'neil",
        to: 'marcus_o_neil',
        reason: 'characters other than letters, digits, dots and underscores',
      },
      { email: m.tom.email, from: null, to: 'tom.becker', reason: 'none on the old site' },
      { email: m.walter.email, from: null, to: 'walter.nguyen', reason: 'none on the old site' },
    ]);
    expect(report.unknownRoles).toEqual([{ role: 'treasurer', members: 1 }]);
    expect(report.avatarsDropped.map((a) => [a.email, a.reason])).toEqual([
      [m.marcus.email, 'not found in the storage copy'],
      [m.oscar.email, 'an address outside the old storage'],
      [m.rosa.email, 'not a JPEG, PNG or WebP picture'],
      [m.tom.email, 'not found in the storage copy'],
    ]);
    expect(report.factorsNotImported).toEqual([
      { email: m.rosa.email, type: 'phone', reason: 'phone factors are not offered here' },
      {
        email: m.rosa.email,
        type: 'totp',
        reason: 'its secret is encrypted on the old site and cannot be read',
      },
    ]);

    // Ids, names, usernames and addresses as on the old site; confirmed stays confirmed.
    const rows = await t.ctx.db
      .select({ id: user.id, name: user.name, username: user.username, verified: user.emailVerified })
      .from(user)
      .innerJoin(importedAccounts, eq(importedAccounts.userId, user.id))
      .orderBy(user.createdAt);
    expect(rows).toEqual([
      { id: m.hana.id, name: m.hana.name, username: m.hana.username, verified: true },
      { id: m.eleanor.id, name: m.eleanor.name, username: m.eleanor.username, verified: true },
      { id: m.marcus.id, name: m.marcus.name, username: m.marcus.username, verified: true },
      { id: m.priya.id, name: m.priya.name, username: m.priya.username, verified: true },
      { id: m.oscar.id, name: m.oscar.name, username: m.oscar.username, verified: true },
      { id: m.rosa.id, name: m.rosa.name, username: m.rosa.username, verified: true },
      { id: m.tom.id, name: m.tom.name, username: m.tom.username, verified: false },
      { id: m.walter.id, name: m.walter.name, username: m.walter.username, verified: true },
    ]);
    const [eleanorProfile] = await t.ctx.db.select().from(profiles).where(eq(profiles.id, m.eleanor.id));
    expect(eleanorProfile!.createdAt.toISOString()).toBe('2023-03-04T09:58:00.000Z');

    // Roles by name, each grant in the audit log as done by the import; no role: guest.
    const rolesOf = async (id: string) =>
      (
        await t.ctx.db
          .select({ role: roleAuditLog.role, action: roleAuditLog.action, actor: roleAuditLog.actorLabel })
          .from(roleAuditLog)
          .where(eq(roleAuditLog.targetId, id))
          .orderBy(roleAuditLog.at)
      ).map((r) => `${r.action} ${r.role} by ${r.actor}`);
    expect(await rolesOf(m.eleanor.id)).toEqual([
      'grant board by import from the old site',
      'grant captain by import from the old site',
      'grant member by import from the old site',
      'revoke guest by import from the old site',
    ]);
    expect(await rolesOf(m.tom.id)).toEqual([]);

    // The avatar went through the upload checks into the uploads, owned by the profile.
    expect(eleanorProfile!.avatarUrl).toMatch(/^\/api\/uploads\/avatar-[0-9a-f]{32}\.png$/);
    const file = eleanorProfile!.avatarUrl!.slice('/api/uploads/'.length);
    expect(readFileSync(path.join(t.ctx.uploadsDir, file))).toEqual(
      readFileSync(path.join(oldSiteStorageDir, 'eleanor-vance/portrait.png')),
    );
    const picture = await t.app.request(eleanorProfile!.avatarUrl!);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/png');
    const [upload] = await t.ctx.db.select().from(uploads).where(eq(uploads.fileName, file));
    expect(upload).toMatchObject({ ownerType: 'profile', ownerId: m.eleanor.id });
    const [marcusProfile] = await t.ctx.db.select().from(profiles).where(eq(profiles.id, m.marcus.id));
    expect(marcusProfile!.avatarUrl).toBeNull();

    // Passwords: bcrypt kept as is; none for the three without one.
    expect(await passwordHashOf(m.eleanor.id)).toMatch(/^\$2a\$10\$/);
    expect(await passwordHashOf(m.oscar.id)).toBeNull();
    const states = await t.ctx.db
      .select({ id: importedAccounts.userId, state: importedAccounts.passwordState })
      .from(importedAccounts)
      .where(eq(importedAccounts.passwordState, 'none'));
    expect(states.map((s) => s.id).sort()).toEqual([m.oscar.id, m.walter.id].sort());
  });

  it('a second run changes nothing and says so', async () => {
    const before = await snapshot();
    const report = await importFromSupabase(t.ctx, source, { storageDir: oldSiteStorageDir });
    expect(report.changed).toBe(false);
    expect(report.counts).toMatchObject({ imported: 0, alreadyImported: 8, conflicts: 1, rolesGranted: 0 });
    expect(await snapshot()).toEqual(before);
  });

  it('members sign in with their old password, which is then re-hashed; TOTP still asked', async () => {
    // $2a$ by e-mail.
    const eleanor = new CookieJar();
    const signedIn = await call(t, 'POST', '/api/auth/sign-in/email', {
      jar: eleanor,
      body: { email: m.eleanor.email, password: m.eleanor.password },
    });
    expect(signedIn.status).toBe(200);
    expect((await call(t, 'GET', '/api/me', { jar: eleanor })).body.roles).toEqual([
      'board',
      'captain',
      'member',
    ]);
    const rehashed = await passwordHashOf(m.eleanor.id);
    expect(rehashed).not.toMatch(/^\$2/);
    expect(rehashed).toMatch(/^[0-9a-f]+:[0-9a-f]+$/);
    const wrong = await call(t, 'POST', '/api/auth/sign-in/email', {
      body: { email: m.eleanor.email, password: 'not-her-password' },
    });
    expect(wrong.status).toBe(401);
    const again = await call(t, 'POST', '/api/auth/sign-in/email', {
      body: { email: m.eleanor.email, password: m.eleanor.password },
    });
    expect(again.status).toBe(200);
    expect(await passwordHashOf(m.eleanor.id)).toBe(rehashed);

    // $2b$ by username.
    const byUsername = await call(t, 'POST', '/api/auth/sign-in/username', {
      body: { username: m.marcus.username, password: m.marcus.password },
    });
    expect(byUsername.status).toBe(200);
    expect(await passwordHashOf(m.marcus.id)).not.toMatch(/^\$2/);

    // $2y$ with the authenticator app the old site knew.
    const priya = new CookieJar();
    const first = await call(t, 'POST', '/api/auth/sign-in/email', {
      jar: priya,
      body: { email: m.priya.email, password: m.priya.password },
    });
    expect(first.body).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    expect(await passwordHashOf(m.priya.id)).not.toMatch(/^\$2/);
    const second = await call(t, 'POST', '/api/auth/two-factor/verify-totp', {
      jar: priya,
      body: { code: totpCode(`otpauth://totp/NJTC:priya?secret=${m.priya.totpSecret}`) },
    });
    expect(second.status).toBe(200);
    expect((await call(t, 'GET', '/api/me', { jar: priya })).body.roles).toEqual(['executive']);

    // Unconfirmed stays unconfirmed: the right password gets a confirmation e-mail, no session,
    // and the old hash stays until a sign-in succeeds.
    const tom = await call(t, 'POST', '/api/auth/sign-in/email', {
      body: { email: m.tom.email, password: m.tom.password },
    });
    expect(tom.status).toBe(403);
    expect((await lastEmailTo(t, m.tom.email))?.subject).toMatch(/Confirm your e-mail address/);
    expect(await passwordHashOf(m.tom.id)).toMatch(/^\$2a\$/);
  });

  it('send-reset mails each member without a password a link that sets one, once while it works', async () => {
    const now = new Date();
    const first = await sendImportedPasswordResets(t.ctx, now);
    expect(first).toEqual({
      sent: [{ email: m.hana.email }, { email: m.oscar.email }, { email: m.walter.email }],
      linkStillValid: [],
      hasPasswordNow: 0,
    });
    const mail = await lastEmailTo(t, m.oscar.email);
    expect(mail?.subject).toBe('Choose a password for the new NJTC website');
    const token = tokenFromEmail(mail!.text, '/auth/confirm');
    const reset = await call(t, 'POST', '/api/auth/reset-password', {
      body: { token, newPassword: 'Oscar-New-Password-1' },
    });
    expect(reset.status).toBe(200);
    const signedIn = await call(t, 'POST', '/api/auth/sign-in/email', {
      body: { email: m.oscar.email, password: 'Oscar-New-Password-1' },
    });
    expect(signedIn.status).toBe(200);

    const second = await sendImportedPasswordResets(t.ctx, new Date(now.getTime() + 60_000));
    expect(second.sent).toEqual([]);
    expect(second.linkStillValid.map((x) => x.email)).toEqual([m.hana.email, m.walter.email]);
    expect(second.hasPasswordNow).toBe(1);
    const later = await sendImportedPasswordResets(t.ctx, new Date(now.getTime() + 73 * 3600_000));
    expect(later.sent).toEqual([{ email: m.hana.email }, { email: m.walter.email }]);
    expect(await emailsTo(t, m.walter.email)).toHaveLength(2);
    expect(await emailsTo(t, m.eleanor.email)).toHaveLength(0);
    const [queued] = await t.ctx.db.select({ n: count() }).from(emailOutbox);
    expect(queued!.n).toBeGreaterThanOrEqual(6);
  });

  it('the CLI: a dry run prints the JSON report and writes nothing', async () => {
    // A database of its own, migrated and empty: the CLI opens DATABASE_URL as the server would.
    const targetName = `${dbName}_target`;
    await adminQuery(`create database "${targetName}"`);
    const url = new URL(baseUrl!);
    url.pathname = `/${targetName}`;
    const target = await openDatabase({ databaseUrl: url.toString() });
    const dataDir = mkdtempSync(path.join(tmpdir(), 'njtc-import-cli-'));
    try {
      await target.migrate();
      const run = spawnSync(
        process.execPath,
        [
          '--import',
          'tsx',
          'scripts/users.ts',
          'import-supabase',
          '--from',
          oldSiteUrl,
          '--storage-dir',
          oldSiteStorageDir,
          '--dry-run',
          '--json',
        ],
        {
          cwd: repoRoot,
          encoding: 'utf8',
          env: {
            PATH: process.env.PATH ?? '',
            HOME: process.env.HOME ?? '',
            DATA_DIR: dataDir,
            DATABASE_URL: url.toString(),
          },
        },
      );
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
      const report = JSON.parse(run.stdout) as ImportReport;
      // Nobody here yet: the address of the conflict above is free in this database.
      expect(report).toMatchObject({ dryRun: true, changed: false });
      expect(report.counts).toEqual({
        ...expectedCounts,
        imported: 9,
        conflicts: 0,
        passwordsKept: 6,
        verified: 8,
        rolesGranted: 10,
      });
      const [users] = await target.db.select({ n: count() }).from(user);
      expect(users!.n).toBe(0);
      expect(readdirSync(dataDir)).toEqual([]);
    } finally {
      await target.close();
      rmSync(dataDir, { recursive: true, force: true });
      await adminQuery(`drop database if exists "${targetName}" with (force)`);
    }
  });
});
