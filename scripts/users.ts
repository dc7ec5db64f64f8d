// `npm run users -- <command>`: operators' account tool (first admin, role changes, list).
// Works on DATA_DIR's embedded database (refused while a server holds the folder) or on
// DATABASE_URL. Passwords are hashed by the app's Better Auth instance.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { roles as allRoles, isRole, type Role } from '@shared/roles';
import { asc, eq } from 'drizzle-orm';
import { loadRolesOfUsers } from '../src/server/auth/user-roles';
import type { AppContext } from '../src/server/context';
import { openDatabase } from '../src/server/db/client';
import { DataDirLockedError, lockDataDir } from '../src/server/db/data-dir-lock';
import { user } from '../src/server/db/schema/auth';
import { EnvError, loadEnv } from '../src/server/env';
import { createUserAccount } from '../src/server/features/accounts/create-user-account';
import { AppError } from '../src/server/lib/app-error';
import { resolveAuthSecret } from '../src/server/lib/auth-secret';
import { createLogger } from '../src/server/lib/logger';
import { localNotifyBus } from '../src/server/lib/notify-bus';
import { RateLimiter } from '../src/server/lib/rate-limit';
import { changeRoles } from '../src/server/lib/role-changes';

const usage = `Usage: npm run users -- <command> [options]

  create --email E --password P --name "Full Name" --username U [--roles admin,board]
         Creates a confirmed account holding exactly those roles (default: guest) and prints its id.
         --password - reads the password from standard input (keeps it out of shell history).
  roles  --email E [--add r1,r2] [--remove r3]
         Grants and removes roles (each change is written to the role audit log).
  list   Lists every account with its roles.

Roles: ${allRoles.join(', ')}.
Uses DATABASE_URL when set, otherwise the database in DATA_DIR (default ./data), which must not be
in use by a running server.`;

class UsageError extends Error {}

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
    await database.migrate();
    const ctx: AppContext = {
      env,
      database,
      db: database.db,
      logger: createLogger('warn'),
      rateLimiter: new RateLimiter(database.db, false),
      // Role changes reach running servers through the database triggers; the CLI listens to nothing.
      bus: localNotifyBus(),
      uploadsDir: path.join(dataDir, 'uploads'),
      authSecret: resolveAuthSecret(env.AUTH_SECRET, dataDir),
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

  throw new UsageError(`Unknown command "${command}".\n\n${usage}`);
}

try {
  await main(process.argv.slice(2));
} catch (err) {
  if (
    err instanceof UsageError ||
    err instanceof EnvError ||
    err instanceof DataDirLockedError ||
    err instanceof AppError
  ) {
    console.error(err.message);
  } else if (err instanceof TypeError && (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
    console.error(`${err.message}\n\n${usage}`);
  } else {
    console.error('The users tool failed:', err);
  }
  process.exit(1);
}
