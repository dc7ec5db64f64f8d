import { AppError } from '../../lib/app-error';

/*
 * Reads the club's old site: a GoTrue/Supabase project's database (SPEC §3, §7), directly, the
 * way Better Auth's own Supabase migration guide does. Only reads: the import writes here.
 */

/** Any PostgreSQL connection that answers a query with its rows (pg.Client, PGlite…). */
export interface SourceDatabase {
  query(sql: string, params?: unknown[]): Promise<Array<Record<string, unknown>>>;
}

export interface OldFactor {
  type: string;
  status: string;
  secret: string | null;
  updatedAt: Date;
}

/** One auth.users row with what the import needs from the other tables. */
export interface OldUser {
  id: string;
  email: string | null;
  encryptedPassword: string | null;
  isEmailConfirmed: boolean;
  metadata: Record<string, unknown>;
  createdAt: Date | null;
  isBanned: boolean;
  isDeleted: boolean;
  isAnonymous: boolean;
  /** auth.identities providers: email, google, github… */
  providers: string[];
  /** public.profiles, when the user has a row there. */
  profile: { fullName: string | null; avatarUrl: string | null; username: string | null } | null;
  /** Role names from public.profile_roles joined to public.roles, as written there. */
  roles: string[];
  /** auth.mfa_factors (empty when the old project has no such table). */
  factors: OldFactor[];
}

type TableName = `${'auth' | 'public'}.${string}`;

/** Columns the import reads; a table or column missing here is a clear error. */
const requiredColumns: Record<TableName, readonly string[]> = {
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
  'public.roles': ['id', 'role'],
  'public.profile_roles': ['profile_id', 'role_id'],
};

/*
 * Read when present: auth.users' banned_until, deleted_at and is_anonymous (older GoTrue versions
 * lack them: nobody counts as banned, deleted or anonymous), and auth.mfa_factors with these columns.
 */
const factorColumns = ['user_id', 'factor_type', 'status', 'secret', 'updated_at'] as const;

function asDate(value: unknown): Date | null {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime()) ? null : date;
}

function asText(value: unknown): string | null {
  return typeof value === 'string' ? value : value === null || value === undefined ? null : String(value);
}

function asObject(value: unknown): Record<string, unknown> {
  if (typeof value === 'string') {
    try {
      return asObject(JSON.parse(value));
    } catch {
      return {};
    }
  }
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

async function columnsOf(source: SourceDatabase): Promise<Map<TableName, Set<string>>> {
  // pg_catalog, not information_schema: it lists tables whatever the connecting role may read.
  const rows = await source.query(
    `select n.nspname || '.' || c.relname as table_name, a.attname as column_name
       from pg_catalog.pg_class c
       join pg_catalog.pg_namespace n on n.oid = c.relnamespace
       join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      where c.relkind in ('r', 'p', 'v', 'm', 'f')
        and n.nspname in ('auth', 'public')
        and c.relname in ('users', 'identities', 'mfa_factors', 'profiles', 'roles', 'profile_roles')`,
  );
  const tables = new Map<TableName, Set<string>>();
  for (const row of rows) {
    const table = String(row.table_name) as TableName;
    const columns = tables.get(table) ?? new Set<string>();
    columns.add(String(row.column_name));
    tables.set(table, columns);
  }
  return tables;
}

function checkSchema(tables: Map<TableName, Set<string>>): void {
  for (const [table, columns] of Object.entries(requiredColumns) as Array<[TableName, readonly string[]]>) {
    const present = tables.get(table);
    if (!present) {
      throw new AppError(
        'VALIDATION',
        `The old database has no table ${table}. Give --from the connection string of the club's Supabase database (its "postgres" database, as the project's database settings show it).`,
      );
    }
    const missing = columns.filter((c) => !present.has(c));
    if (missing.length) {
      throw new AppError('VALIDATION', `The old table ${table} has no column ${missing.join(', ')}.`);
    }
  }
}

/**
 * Reads every user of the old site with their identities, profile, roles and factors, in one
 * read-only snapshot (REPEATABLE READ), so a site still in use gives a consistent picture.
 */
export async function readSupabaseUsers(source: SourceDatabase): Promise<OldUser[]> {
  await source.query('begin transaction isolation level repeatable read read only');
  try {
    const tables = await columnsOf(source);
    checkSchema(tables);
    const userColumns = tables.get('auth.users')!;
    const has = (c: string) => userColumns.has(c);
    const factorTable = tables.get('auth.mfa_factors');
    const hasFactors = factorColumns.every((c) => factorTable?.has(c));

    const users = await source.query(
      `select u.id::text as id, lower(trim(u.email)) as email, u.encrypted_password,
              u.email_confirmed_at is not null as is_email_confirmed, u.raw_user_meta_data, u.created_at,
              ${has('banned_until') ? 'coalesce(u.banned_until > now(), false)' : 'false'} as is_banned,
              ${has('deleted_at') ? 'u.deleted_at is not null' : 'false'} as is_deleted,
              ${has('is_anonymous') ? 'coalesce(u.is_anonymous, false)' : 'false'} as is_anonymous
         from auth.users u
        order by u.created_at nulls last, u.id`,
    );
    const identities = await source.query(
      'select distinct i.user_id::text as user_id, i.provider from auth.identities i order by 2',
    );
    const profiles = await source.query(
      'select p.id::text as id, p.full_name, p.avatar_url, p.username from public.profiles p',
    );
    const roles = await source.query(
      `select pr.profile_id::text as user_id, r.role
         from public.profile_roles pr join public.roles r on r.id = pr.role_id
        order by r.role`,
    );
    const factors = hasFactors
      ? await source.query(
          `select f.user_id::text as user_id, f.factor_type::text as factor_type, f.status::text as status,
                  f.secret, f.updated_at
             from auth.mfa_factors f
            order by f.updated_at desc`,
        )
      : [];
    await source.query('commit');

    const group = <T>(
      rows: Array<Record<string, unknown>>,
      key: string,
      value: (r: Record<string, unknown>) => T,
    ) => {
      const map = new Map<string, T[]>();
      for (const row of rows) {
        const id = String(row[key]);
        map.set(id, [...(map.get(id) ?? []), value(row)]);
      }
      return map;
    };
    const providersByUser = group(identities, 'user_id', (r) => String(r.provider));
    const rolesByUser = group(roles, 'user_id', (r) => String(r.role));
    const factorsByUser = group(factors, 'user_id', (r) => ({
      type: String(r.factor_type),
      status: String(r.status),
      secret: asText(r.secret),
      updatedAt: asDate(r.updated_at) ?? new Date(0),
    }));
    const profileById = new Map(profiles.map((p) => [String(p.id), p]));

    return users.map((u): OldUser => {
      const id = String(u.id);
      const profile = profileById.get(id);
      return {
        id,
        email: asText(u.email) || null,
        encryptedPassword: asText(u.encrypted_password),
        isEmailConfirmed: u.is_email_confirmed === true,
        metadata: asObject(u.raw_user_meta_data),
        createdAt: asDate(u.created_at),
        isBanned: u.is_banned === true,
        isDeleted: u.is_deleted === true,
        isAnonymous: u.is_anonymous === true,
        providers: providersByUser.get(id) ?? [],
        profile: profile
          ? {
              fullName: asText(profile.full_name),
              avatarUrl: asText(profile.avatar_url),
              username: asText(profile.username),
            }
          : null,
        roles: rolesByUser.get(id) ?? [],
        factors: factorsByUser.get(id) ?? [],
      };
    });
  } catch (err) {
    await source.query('rollback').catch(() => {});
    throw err;
  }
}
