import { createHmac, randomBytes } from 'node:crypto';
import { emailOutbox } from '@server/db/schema/mail';
import type { CreatedUserAccount, NewUserAccount } from '@server/features/accounts/create-user-account';
import type { Role } from '@shared/roles';
import { createEmailVerificationToken } from 'better-auth/api';
import { desc, eq } from 'drizzle-orm';
import { createTestAccount } from './factories';
import { createDirectSession } from './session-cookie';
import type { TestApp } from './test-context';

/** The origin test apps run under (createTestApp's PUBLIC_URL): Better Auth checks it. */
export const testOrigin = 'http://localhost:3000';

/** Cookies as a browser keeps them: name → value, updated from each response. */
export class CookieJar {
  private cookies = new Map<string, string>();

  update(res: Response): this {
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return this;
  }

  /** Stores a cookie as a Set-Cookie header would (value as it travels, URI-encoded). */
  set(name: string, value: string): this {
    this.cookies.set(name, value);
    return this;
  }

  has(name: string): boolean {
    return [...this.cookies.keys()].some((k) => k === name || k.endsWith(`.${name}`));
  }

  get header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

export interface CallOptions {
  body?: unknown;
  jar?: CookieJar;
  headers?: Record<string, string>;
  /** Defaults to the app's own origin, as a browser on the site sends it. */
  origin?: string | null;
}

/** A JSON request through app.request, with Origin and the jar's cookies; the jar keeps new cookies. */
export async function call(t: TestApp, method: string, path: string, options: CallOptions = {}) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.origin !== null) headers.origin = options.origin ?? testOrigin;
  if (options.jar?.header) headers.cookie = options.jar.header;
  if (options.body !== undefined && !(options.body instanceof FormData))
    headers['content-type'] ??= 'application/json';
  const res = await t.app.request(path, {
    method,
    headers,
    body:
      options.body === undefined
        ? undefined
        : typeof options.body === 'string' || options.body instanceof FormData
          ? (options.body as BodyInit)
          : JSON.stringify(options.body),
  });
  options.jar?.update(res);
  const text = await res.text();
  // biome-ignore lint/suspicious/noExplicitAny: tests read JSON bodies loosely (res.body.user.id...)
  let json: any = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = text;
  }
  return { status: res.status, body: json, headers: res.headers };
}

/**
 * The password of the accounts createUser makes (unless a test gives one): one for all, so
 * their scrypt hash is computed once per file (password-hashes.ts); a test that needs a
 * password nobody else has passes its own.
 */
export const testAccountPassword = 'Correct-horse-battery-test-2026';

/** Creates a confirmed account directly (no sign-up e-mail). Roles default to guest. */
export async function createUser(
  t: TestApp,
  overrides: Partial<NewUserAccount> = {},
): Promise<CreatedUserAccount & { password: string }> {
  return createTestAccount(t.ctx, { password: testAccountPassword, ...overrides });
}

/** Signs in with e-mail or username and password; returns the cookie jar of the new session. */
export async function signIn(t: TestApp, identifier: string, password: string, jar = new CookieJar()) {
  const byEmail = identifier.includes('@');
  const res = await call(t, 'POST', byEmail ? '/api/auth/sign-in/email' : '/api/auth/sign-in/username', {
    body: byEmail ? { email: identifier, password } : { username: identifier, password },
    jar,
  });
  if (res.status !== 200) throw new Error(`sign-in failed (${res.status}): ${JSON.stringify(res.body)}`);
  return jar;
}

/**
 * A jar holding a new session of `userId`, written the way Better Auth writes one at sign-in
 * (session-cookie.ts) without the sign-in request: no scrypt check of the password. One
 * session read follows, as a browser's first page does, so the jar also holds the session
 * cookie cache, like the jar of a real sign-in. For tests that are not about signing in.
 */
export async function signInDirectly(t: TestApp, userId: string, jar = new CookieJar()) {
  const session = await createDirectSession(t.ctx, userId);
  jar.set(session.cookieName, session.cookieValue);
  const read = await call(t, 'GET', '/api/auth/get-session', { jar });
  if (read.status !== 200 || read.body?.user?.id !== userId)
    throw new Error(`direct session refused (${read.status}): ${JSON.stringify(read.body)}`);
  return jar;
}

/** A new confirmed user holding `roles`, signed in (directly: tests of signing in use signIn). */
export async function createSignedInUser(t: TestApp, roles: Role | readonly Role[] = [], overrides = {}) {
  const list = typeof roles === 'string' ? [roles] : roles;
  const user = await createUser(t, { ...overrides, ...(list.length ? { roles: list } : {}) });
  const jar = await signInDirectly(t, user.id);
  return { user, jar, headers: { cookie: jar.header, origin: testOrigin } };
}

/** Request headers (cookie + origin) of a fresh user holding `roles`, for app.request calls. */
export async function signInAs(t: TestApp, roles: Role | readonly Role[]): Promise<Record<string, string>> {
  return (await createSignedInUser(t, roles)).headers;
}

/** The newest e-mail queued for an address (the outbox is where every e-mail goes first). */
export async function lastEmailTo(t: TestApp, address: string) {
  const [row] = await t.ctx.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.to, address))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  return row ?? null;
}

export async function emailsTo(t: TestApp, address: string) {
  return t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.to, address));
}

/** The token of a link to `path` (e.g. /auth/confirm) in an e-mail's text. */
export function tokenFromEmail(text: string, path: string): string {
  const match = text.match(new RegExp(`${path.replace(/[/.]/g, '\\$&')}\\?token=([^\\s&"<]+)`));
  if (!match?.[1]) throw new Error(`no ${path} link in e-mail:\n${text}`);
  return decodeURIComponent(match[1]);
}

function base32Decode(input: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const ch of input.replace(/=+$/, '').toUpperCase()) {
    const idx = alphabet.indexOf(ch);
    if (idx < 0) throw new Error(`bad base32 character ${ch}`);
    value = (value << 5) | idx;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** RFC 6238 TOTP (SHA-1, 30 s, 6 digits) from an otpauth:// URI's secret, as authenticator apps compute it. */
export function totpCode(otpauthUri: string, at = Date.now()): string {
  const secret = new URL(otpauthUri).searchParams.get('secret');
  if (!secret) throw new Error(`no secret in ${otpauthUri}`);
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)));
  const hmac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0x0f;
  const code = (hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(code).padStart(6, '0');
}

/**
 * For the bench and e2e fixtures: signs in over real HTTP and returns the Cookie header
 * value of the new session (the server must trust `origin`, i.e. it is its PUBLIC_URL).
 */
export async function signInOverHttp(baseUrl: string, email: string, password: string, origin = baseUrl) {
  const res = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in failed (${res.status}): ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

/**
 * For `npm run bench` (the server runs in another process, its database locked): signs a
 * new user up over HTTP and confirms the address with the link Better Auth would e-mail,
 * signed with the server's auth secret (AUTH_SECRET, or resolveAuthSecret(undefined, dataDir)).
 * `origin` must be the server's PUBLIC_URL (default: `baseUrl`, as scripts/lib/production-server.ts
 * starts it). Returns the Cookie header value of the signed-in session.
 */
export async function signUpVerifiedOverHttp(
  baseUrl: string,
  authSecret: string,
  origin = baseUrl,
): Promise<string> {
  const tag = randomBytes(4).toString('hex');
  const email = `bench.${tag}@example.org`;
  const res = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({
      name: `Bench User ${tag}`,
      username: `bench_${tag}`,
      email,
      password: `bench-password-${tag}`,
    }),
  });
  if (!res.ok) throw new Error(`sign-up failed (${res.status}): ${await res.text()}`);
  const { user } = (await res.json()) as { user: { id: string } };
  // A new account's first credentials: version 0 (src/server/auth/unverified-accounts.ts).
  const token = await createEmailVerificationToken(authSecret, email, undefined, 3600, {
    userId: user.id,
    cv: 0,
  });
  const verified = await fetch(`${baseUrl}/api/auth/verify-email?token=${encodeURIComponent(token)}`);
  if (!verified.ok) throw new Error(`verification failed (${verified.status}): ${await verified.text()}`);
  const cookie = verified.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  if (!cookie.includes('session_token=')) throw new Error('verification did not sign the user in');
  return cookie;
}
