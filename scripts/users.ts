// `npm run users -- <command>`: operators' account tool (first admin, role changes, list, the
// import from the old site and its reset links). Works on DATA_DIR's embedded database (refused
// while a server holds the folder) or on DATABASE_URL. Passwords are hashed by the app's Better Auth instance.
import { randomBytes } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { roles as allRoles, isRole, type Role } from '@shared/roles';
import { asc, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { loadRolesOfUsers } from '../src/server/auth/user-roles';
import type { AppContext } from '../src/server/context';
import {
  type Database,
  hasPendingMigrations,
  hasPgliteDatabase,
  openDatabase,
} from '../src/server/db/client';
import { lockDataDir } from '../src/server/db/data-dir-lock';
import { user } from '../src/server/db/schema/auth';
import { loadEnv } from '../src/server/env';
import { createUserAccount } from '../src/server/features/accounts/create-user-account';
import { importReportText } from '../src/server/features/accounts/import-report-text';
import { importFromSupabase } from '../src/server/features/accounts/import-supabase';
import {
  importResetLinkHours,
  sendImportedPasswordResets,
} from '../src/server/features/accounts/send-import-resets';
import { AppError } from '../src/server/lib/app-error';
import { resolveAuthSecret } from '../src/server/lib/auth-secret';
import { backUpBeforeMigrating, UpgradeBackupError } from '../src/server/lib/backup/backup-before-migrating';
import { createLogger } from '../src/server/lib/logger';
import { localNotifyBus } from '../src/server/lib/notify-bus';
import { RateLimiter } from '../src/server/lib/rate-limit';
import { changeRoles } from '../src/server/lib/role-changes';
import { runCli, UsageError } from './lib/run-cli';

const usage = `Usage: npm run users -- <command> [options]

  create --email E --password P --name "Full Name" --username U [--roles admin,board]
         Creates a confirmed account holding exactly those roles (default: guest) and prints its id.
         --password - reads the password from standard input (keeps it out of shell history).
  roles  --email E [--add r1,r2] [--remove r3]
         Grants and removes roles (each change is written to the role audit log).
  list   Lists every account with its roles.
  import-supabase --from postgres://USER:PASSWORD@HOST:PORT/DB [--storage-dir DIR] [--dry-run] [--json]
         Brings the members of the club's old GoTrue/Supabase site over, in one transaction: ids,
         names, usernames, roles, passwords (old bcrypt hashes keep working), confirmed addresses,
         authenticator apps, and avatars found in DIR (a local copy of the old storage bucket).
         Prints a report (--json: as JSON). Running it again changes nothing; an address already
         used here is reported as a conflict, never merged. --dry-run reports and writes nothing.
  send-reset --imported-without-password
         E-mails every imported member who has no usable password a link to choose one (valid
         ${importResetLinkHours / 24} days; not sent again while a link still works). The e-mails wait in the outbox
         and go out when the server runs.

Roles: ${allRoles.join(', ')}.
Uses DATABASE_URL when set, otherwise the database in DATA_DIR (default ./data), which must not be
in use by a running server.`;

function parseRoles(value: string | undefined): Role[] {
  if (!value) return [];
  const list = value
    .split(',')
    .map((r) => r.trim().toLowerCase())
    .filter(Boolean);
  const unknown = list.filter((r) => !isRole(r));
  if (unknown.length)
    throw new UsageError(`Unknown role(s): ${unknown.join(', ')}. Roles are: ${allRoles.join(', ')}.`);
  return [...new Set(list)] as Role[];
}

function required(values: Record<string, unknown>, name: string): string {
  const value = values[name];
  if (typeof value !== 'string' || value === '') throw new UsageError(`--${name} is required.\n\n${usage}`);
  return value;
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

async function openContext(): Promise<{ ctx: AppContext; close: () => Promise<void> }> {
  const env = loadEnv();
  const dataDir = path.resolve(env.DATA_DIR);
  const release = env.DATABASE_URL ? () => {} : lockDataDir(dataDir);
  try {
    const database = await openDatabase(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir });
    const uploadsDir = path.join(dataDir, 'uploads');
    const authSecret = resolveAuthSecret(env.AUTH_SECRET, dataDir);
    // A newer release's CLI run on the club's database migrates it, as `npm start` would: the
    // same backup comes first (nothing is migrated when it cannot be written).
    const backup = await backUpBeforeMigrating({
      database,
      env,
      uploadsDir,
      authSecret,
      logger: { info: () => {} },
    }).catch(async (err: unknown) => {
      await database.close();
      throw err instanceof UpgradeBackupError ? new UsageError(err.message) : err;
    });
    if (backup) console.error(`Backup written before applying this version's migrations: ${backup}`);
    await database.migrate();
    const ctx: AppContext = {
      env,
      database,
      db: database.db,
      logger: createLogger('warn'),
      rateLimiter: new RateLimiter(database.db, false),
      // Role changes reach running servers through the database triggers; the CLI listens to nothing.
      bus: localNotifyBus(),
      uploadsDir,
      authSecret,
    };
    return {
      ctx,
      close: async () => {
        await database.close();
        release();
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}

/**
 * The context of a dry run: the real database when it is set up (nothing is written to it), or an
 * empty in-memory one when DATA_DIR / DATABASE_URL holds no database yet, so that a dry run
 * creates nothing, not even the data folder.
 */
async function openDryRunContext(): Promise<{
  ctx: AppContext;
  close: () => Promise<void>;
  isEmpty: boolean;
}> {
  const env = loadEnv();
  const dataDir = path.resolve(env.DATA_DIR);
  let database: Database | null = null;
  let release = () => {};
  if (env.DATABASE_URL) {
    database = await openDatabase({ databaseUrl: env.DATABASE_URL });
    const migrated = await database.db
      .execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as "isMigrated"`)
      .then((r) => (r as unknown as { rows: Array<{ isMigrated: boolean }> }).rows[0]?.isMigrated === true);
    if (!migrated) {
      await database.close();
      database = null;
    }
  } else if (hasPgliteDatabase(dataDir)) {
    release = lockDataDir(dataDir);
    database = await openDatabase({ dataDir });
  }
  const isEmpty = database === null;
  if (database && (await hasPendingMigrations(database))) {
    await database.close();
    release();
    throw new UsageError(
      'The database needs the migrations of this version first: run the import without --dry-run, or start the server once, then try the dry run again.',
    );
  }
  if (!database) {
    database = await openDatabase({ dataDir: null });
    await database.migrate();
  }
  const opened = database;
  const ctx: AppContext = {
    env,
    database: opened,
    db: opened.db,
    logger: createLogger('warn'),
    rateLimiter: new RateLimiter(opened.db, false),
    bus: localNotifyBus(),
    uploadsDir: path.join(dataDir, 'uploads'),
    // Nothing is kept: without a secret yet, a throwaway one spares creating DATA_DIR/auth-secret.
    authSecret:
      env.AUTH_SECRET || existsSync(path.join(dataDir, 'auth-secret'))
        ? resolveAuthSecret(env.AUTH_SECRET, dataDir)
        : randomBytes(32).toString('base64url'),
  };
  return {
    ctx,
    isEmpty,
    close: async () => {
      await opened.close();
      release();
    },
  };
}

/** postgres://user@host:port/db: the --from URL without its password, for messages. */
function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.password = '';
    return parsed.toString();
  } catch {
    return '(the --from address)';
  }
}

async function connectToOldSite(from: string): Promise<pg.Client> {
  if (!/^postgres(ql)?:\/\//.test(from)) {
    throw new UsageError('--from must be a postgres:// or postgresql:// connection string.');
  }
  const client = new pg.Client({ connectionString: from, connectionTimeoutMillis: 15_000 });
  try {
    await client.connect();
  } catch (err) {
    throw new UsageError(
      `Could not connect to the old database at ${withoutPassword(from)}: ${(err as Error).message}`,
    );
  }
  return client;
}

async function findUserId(ctx: AppContext, email: string): Promise<string> {
  const [row] = await ctx.db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, email.trim().toLowerCase()));
  if (!row) throw new UsageError(`No account uses ${email}.`);
  return row.id;
}

const operator = { id: null, label: 'operator CLI' };

async function main(argv: string[]) {
  const [command, ...rest] = argv;
  if (!command || command === 'help' || command === '--help' || command === '-h') {
    console.log(usage);
    return;
  }
  const { values } = parseArgs({
    args: rest,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
      username: { type: 'string' },
      roles: { type: 'string' },
      add: { type: 'string' },
      remove: { type: 'string' },
      from: { type: 'string' },
      'storage-dir': { type: 'string' },
      'dry-run': { type: 'boolean' },
      json: { type: 'boolean' },
      'imported-without-password': { type: 'boolean' },
    },
    strict: true,
  });

  if (command === 'create') {
    const email = required(values, 'email');
    let password = required(values, 'password');
    if (password === '-') password = await readStdin();
    const name = required(values, 'name');
    const username = required(values, 'username');
    const roles = parseRoles(values.roles);
    const { ctx, close } = await openContext();
    try {
      const created = await createUserAccount(ctx, {
        email,
        password,
        name,
        username,
        roles: roles.length ? roles : undefined,
        actor: operator,
      });
      console.error(
        `Created ${created.email} (@${created.username}) with roles: ${created.roles.join(', ')}`,
      );
      console.log(created.id);
    } finally {
      await close();
    }
    return;
  }

  if (command === 'roles') {
    const email = required(values, 'email');
    const add = parseRoles(values.add);
    const remove = parseRoles(values.remove);
    if (!add.length && !remove.length) throw new UsageError('Give --add and/or --remove.');
    const { ctx, close } = await openContext();
    try {
      const id = await findUserId(ctx, email);
      const result = await changeRoles(ctx, id, { add, remove }, operator);
      console.log(`${email.toLowerCase()}: ${result.join(', ') || '(no roles)'}`);
    } finally {
      await close();
    }
    return;
  }

  if (command === 'list') {
    const { ctx, close } = await openContext();
    try {
      const rows = await ctx.db
        .select({
          id: user.id,
          email: user.email,
          username: user.username,
          name: user.name,
          verified: user.emailVerified,
        })
        .from(user)
        .orderBy(asc(user.email));
      const rolesByUser = await loadRolesOfUsers(
        ctx.db,
        rows.map((r) => r.id),
      );
      if (!rows.length)
        console.log('No accounts yet. Create the first admin with: npm run users -- create ...');
      for (const r of rows) {
        const flags = r.verified ? '' : ' (e-mail not confirmed)';
        console.log(
          `${r.email}\t@${r.username ?? '-'}\t${r.name}\t${(rolesByUser.get(r.id) ?? []).join(',')}${flags}\t${r.id}`,
        );
      }
    } finally {
      await close();
    }
    return;
  }

  if (command === 'import-supabase') {
    const from = required(values, 'from');
    const isDryRun = values['dry-run'] === true;
    const storageDir = values['storage-dir'] ? path.resolve(values['storage-dir']) : undefined;
    if (storageDir && !statSync(storageDir, { throwIfNoEntry: false })?.isDirectory()) {
      throw new UsageError(
        `--storage-dir ${storageDir} is not a folder: give the local copy of the old avatars bucket.`,
      );
    }
    const oldSite = await connectToOldSite(from);
    try {
      const { ctx, close, isEmpty } = isDryRun
        ? await openDryRunContext()
        : { ...(await openContext()), isEmpty: false };
      try {
        if (isEmpty && !values.json) {
          console.error('There is no database here yet: the dry run compares with an empty one.');
        }
        const report = await importFromSupabase(
          ctx,
          { query: async (text, params) => (await oldSite.query(text, params as unknown[])).rows },
          { storageDir, dryRun: isDryRun },
        );
        console.log(values.json ? JSON.stringify(report, null, 2) : importReportText(report));
      } finally {
        await close();
      }
    } finally {
      await oldSite.end();
    }
    return;
  }

  if (command === 'send-reset') {
    if (values['imported-without-password'] !== true) {
      throw new UsageError(
        'send-reset needs --imported-without-password: it e-mails the members imported from the old site who have no usable password.',
      );
    }
    const { ctx, close } = await openContext();
    try {
      const report = await sendImportedPasswordResets(ctx);
      if (values.json) {
        console.log(JSON.stringify(report, null, 2));
      } else {
        for (const { email } of report.sent) console.log(`queued: ${email}`);
        for (const { email, sentAt } of report.linkStillValid)
          console.log(`not sent again: ${email} (link sent ${sentAt} still works)`);
        console.log(
          `${report.sent.length} e-mail(s) queued; ${report.linkStillValid.length} with a link that still works; ` +
            `${report.hasPasswordNow} imported member(s) have chosen a password since. ` +
            'The outbox sends them while the server runs (SMTP_URL).',
        );
      }
    } finally {
      await close();
    }
    return;
  }

  throw new UsageError(`Unknown command "${command}".\n\n${usage}`);
}

await runCli(() => main(process.argv.slice(2)), {
  usage,
  knownErrors: [AppError],
  failure: 'The users tool failed:',
});
