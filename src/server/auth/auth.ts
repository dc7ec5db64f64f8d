import { AsyncLocalStorage } from 'node:async_hooks';
import { defaultClubIdentity } from '@shared/club';
import {
  passwordMaxLength,
  passwordMinLength,
  signUpBodySchema,
  verificationLinkHours,
} from '@shared/schemas/accounts';
import { fullNameSchema, usernameSchema } from '@shared/schemas/profiles';
import { z } from '@shared/zod';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, createEmailVerificationToken, isAPIError } from 'better-auth/api';
import { generateRandomString, verifyJWT } from 'better-auth/crypto';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { username } from 'better-auth/plugins/username';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { authSchema, user as userTable } from '../db/schema/auth';
import { AppError } from '../lib/app-error';
import { countExistenceCheck, existenceCheckLimits } from '../lib/existence-checks';
import { enqueueEmail } from '../lib/mail/enqueue-email';
import type { RateLimitRule } from '../lib/rate-limit';
import { trustedOriginsOf } from '../lib/request-guards';
import {
  existingAccountEmail,
  passwordChangedEmail,
  resetPasswordEmail,
  verificationEmail,
} from './auth-emails';
import { commonPasswordMessage, isCommonPassword } from './common-passwords';
import { hashStoredPassword, rehashLegacyPassword, verifyStoredPassword } from './password-hashing';
import { cookieCacheVersionOf } from './session-liveness';
import { credentialVersionOf, replaceUnverifiedCredentials } from './unverified-accounts';

/** Cookie names start with this (njtc.session_token, njtc.session_data, ...). */
export const authCookiePrefix = 'njtc';
/** Set by our mount from the socket address (client values are dropped): Better Auth keys its limiter on it. */
export const clientAddressHeader = 'x-njtc-client-address';

/** How long a session cookie may answer get-session without a database read. */
export const sessionCookieCacheSeconds = 5 * 60;

/** What one HTTP request to Better Auth learnt along the way (our mount runs each in its own). */
export const authRequestMarks = new AsyncLocalStorage<{ verificationMailRetryAfter?: number }>();

/** Per-account limits, counted in ctx.rateLimiter (per address limits are Better Auth's, below). */
export const accountLimits = {
  failedSignIn: {
    name: 'auth:failed-sign-in',
    windowMs: 15 * 60_000,
    max: 5,
    message:
      'Too many failed sign-in attempts for this account. Please wait 15 minutes, or reset your password.',
  },
  passwordResetMail: {
    name: 'auth:password-reset-mail',
    windowMs: 60 * 60_000,
    max: 3,
    message:
      'Several reset e-mails were already sent to this address. Please check your inbox (and spam folder) or try again in an hour.',
  },
  verificationMail: {
    name: 'auth:verification-mail',
    windowMs: 60 * 60_000,
    max: 3,
    message:
      'Several confirmation e-mails were already sent to this address. Please check your inbox (and spam folder) or try again in an hour.',
  },
  signUpPerEmail: {
    name: 'auth:sign-up-email',
    windowMs: 60 * 60_000,
    max: 5,
    message: 'Too many sign-up attempts with this e-mail address. Please try again in an hour.',
  },
} as const satisfies Record<string, RateLimitRule>;

/**
 * Per-address limits of Better Auth's routes (paths below /api/auth), counted in the app's
 * limiter by our mount before any body is read; `false`: not limited. The first matching
 * entry wins; a path matching none gets `default`.
 */
const authRateLimitTable: ReadonlyArray<
  readonly [pattern: string, rule: { window: number; max: number } | false]
> = [
  ['/sign-in/email', { window: 60, max: 10 }],
  ['/sign-in/username', { window: 60, max: 10 }],
  ['/sign-up/email', { window: 60 * 60, max: 20 }],
  ['/request-password-reset', { window: 15 * 60, max: 5 }],
  ['/reset-password', { window: 15 * 60, max: 10 }],
  ['/send-verification-email', { window: 15 * 60, max: 5 }],
  ['/change-password', { window: 15 * 60, max: 10 }],
  ['/two-factor/*', { window: 60, max: 10 }],
  // Session reads check no credential and are served from the cookie cache.
  ['/get-session', false],
  ['/ok', false],
];
const authDefaultRate = { window: 60, max: 100 };

/** The per-address rule of a Better Auth path ('/sign-in/email'), or null when it is not limited. */
export function authRateRuleFor(path: string): RateLimitRule | null {
  const entry = authRateLimitTable.find(([pattern]) =>
    pattern.endsWith('/*') ? path.startsWith(pattern.slice(0, -1)) : pattern === path,
  );
  const rule = entry ? entry[1] : authDefaultRate;
  if (!rule) return null;
  const name = entry ? entry[0] : 'default';
  return {
    name: `auth-address:${name}`,
    windowMs: rule.window * 1000,
    max: rule.max,
    message: 'Too many requests. Please try again later.',
  };
}

const signInPaths = new Set(['/sign-in/email', '/sign-in/username']);

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue?.message ?? 'Invalid input.';
}

function commonPassword(): APIError {
  return new APIError('BAD_REQUEST', { message: commonPasswordMessage, code: 'PASSWORD_TOO_COMMON' });
}

function badRequest(message: string, code = 'VALIDATION_ERROR'): APIError {
  return new APIError('BAD_REQUEST', { message, code });
}

function tooMany(rule: RateLimitRule, retryAfter = Math.ceil(rule.windowMs / 1000)): APIError {
  return new APIError(
    'TOO_MANY_REQUESTS',
    { message: rule.message, code: 'TOO_MANY_REQUESTS' },
    { 'Retry-After': String(retryAfter) },
  );
}

const updateUserBodySchema = z.object({
  name: fullNameSchema.optional(),
  username: usernameSchema.optional(),
  displayUsername: usernameSchema.optional(),
  image: z.undefined({ error: 'Upload a profile picture on your profile page instead.' }).optional(),
});

function isLocalHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
}

/**
 * The Better Auth instance of one app context. Every credential, session, reset
 * and second-factor operation goes through it (see docs/decisions for choices).
 */
export function createAuth(ctx: AppContext) {
  const publicUrl = new URL(ctx.env.PUBLIC_URL);
  // Secure cookies everywhere but plain-http localhost (browsers drop Secure cookies over http).
  const secureCookies = publicUrl.protocol === 'https:' || !isLocalHost(publicUrl.hostname);
  const trustedOrigins = trustedOriginsOf(ctx.env);
  const limiter = ctx.rateLimiter;

  async function accountKeyOf(path: string, body: Record<string, unknown>): Promise<string | null> {
    if (path === '/sign-in/email') {
      return typeof body.email === 'string' ? body.email.trim().toLowerCase() : null;
    }
    if (typeof body.username !== 'string') return null;
    const name = body.username.trim().toLowerCase();
    // Count username and e-mail attempts on one account together.
    const [row] = await ctx.db
      .select({ email: userTable.email })
      .from(userTable)
      .where(eq(userTable.username, name))
      .limit(1);
    return row?.email ?? `username:${name}`;
  }

  // The hooks run before the two-factor plugin's: a sign-in that still awaits its second factor
  // has checked the password too. A failure here must not fail the sign-in: the old hash stays
  // and the next sign-in tries again.
  async function rehashAfterSignIn(userId: string | undefined, body: Record<string, unknown>) {
    if (!userId || typeof body.password !== 'string') return;
    try {
      if (await rehashLegacyPassword(ctx.db, userId, body.password)) {
        ctx.logger.info({ userId }, 'imported password re-hashed with scrypt');
      }
    } catch (err) {
      ctx.logger.warn({ err, userId }, 'could not re-hash an imported password');
    }
  }
  /** A confirmation link's token, bound to the account's current credential version. */
  const verificationTokenFor = async (u: { id: string; email: string }) =>
    createEmailVerificationToken(ctx.authSecret, u.email, undefined, verificationLinkHours * 60 * 60, {
      userId: u.id,
      cv: await credentialVersionOf(ctx.db, u.id),
    });

  /**
   * A confirmation link is honoured only for the credentials it was sent for (issue 18): a
   * newer sign-up that replaced them, or a link made before links named their version, is
   * refused. Change-of-address links (updateTo) are Better Auth's own and pass.
   */
  const checkVerificationLink = async (token: unknown) => {
    if (typeof token !== 'string') return;
    const payload = (await verifyJWT(token, ctx.authSecret)) as {
      userId?: unknown;
      cv?: unknown;
      updateTo?: unknown;
    } | null;
    // A bad or expired token: Better Auth answers it as such.
    if (!payload || payload.updateTo) return;
    const isCurrent =
      typeof payload.userId === 'string' &&
      typeof payload.cv === 'number' &&
      payload.cv === (await credentialVersionOf(ctx.db, payload.userId));
    if (!isCurrent) {
      throw new APIError('UNAUTHORIZED', {
        code: 'INVALID_TOKEN',
        message:
          'This confirmation link is no longer valid: the account was signed up for again since it was sent. Use the link in the newest e-mail, or sign up again.',
      });
    }
  };

  /**
   * A sign-up meeting an account whose address nobody confirmed: the new sign-up's name,
   * username and password replace the old ones (that sign-up never proved the address), and a
   * link for these credentials only is sent. Answered like any new sign-up (a made-up id, as
   * Better Auth does for an address in use), so nothing tells whether the address had one.
   */
  const replaceUnverifiedSignUp = async (input: {
    name: string;
    username: string;
    email: string;
    password: string;
  }) => {
    const [existing] = await ctx.db
      .select({ id: userTable.id, emailVerified: userTable.emailVerified })
      .from(userTable)
      .where(eq(userTable.email, input.email))
      .limit(1);
    if (!existing || existing.emailVerified) return null;
    const [holder] = await ctx.db
      .select({ id: userTable.id })
      .from(userTable)
      .where(eq(userTable.username, input.username.toLowerCase()))
      .limit(1);
    if (holder && holder.id !== existing.id) {
      throw new APIError('BAD_REQUEST', {
        code: 'USERNAME_IS_ALREADY_TAKEN',
        message: 'Username is already taken. Please try another.',
      });
    }
    const replaced = await replaceUnverifiedCredentials(ctx.db, input);
    if (!replaced) return null;
    await mail(verificationEmail(ctx.env, replaced, await verificationTokenFor(replaced)));
    const now = new Date();
    return {
      token: null,
      user: {
        id: generateRandomString(32),
        email: replaced.email,
        name: replaced.name,
        image: null,
        emailVerified: false,
        createdAt: now,
        updatedAt: now,
        username: replaced.username,
        displayUsername: input.username,
        twoFactorEnabled: false,
      },
    };
  };

  const mail = async (message: Parameters<typeof enqueueEmail>[1]) => {
    try {
      await enqueueEmail(ctx.db, message);
    } catch (err) {
      ctx.logger.error({ err }, 'could not queue an account e-mail');
      throw err;
    }
  };

  return betterAuth({
    appName: defaultClubIdentity.shortName,
    baseURL: ctx.env.PUBLIC_URL,
    basePath: '/api/auth',
    secret: ctx.authSecret,
    database: drizzleAdapter(ctx.db, { provider: 'pg', schema: authSchema, transaction: true }),
    telemetry: { enabled: false },
    logger: {
      level: 'warn',
      log: (level, message, ...args) => {
        const fn =
          level === 'error' ? ctx.logger.error : level === 'warn' ? ctx.logger.warn : ctx.logger.debug;
        fn.call(ctx.logger, { source: 'better-auth', details: args.length ? args : undefined }, message);
      },
    },
    // Refused requests (wrong password, bad token...) are normal traffic: debug, not error.
    onAPIError: {
      onError: (error) => {
        if (isAPIError(error) && error.statusCode < 500) {
          ctx.logger.debug({ source: 'better-auth', status: error.statusCode }, error.message);
          return;
        }
        ctx.logger.error({ err: error, source: 'better-auth' }, 'auth request failed');
      },
    },
    trustedOrigins,
    emailAndPassword: {
      enabled: true,
      // Decision: no session before the address is confirmed (roles are granted to people,
      // so the address must be theirs). Sign-up answers without a session; the link signs in.
      requireEmailVerification: true,
      // Better Auth's scrypt; bcrypt hashes imported from the old site are verified too
      // (password-hashing.ts) and replaced by scrypt at the member's first sign-in (after hook).
      password: { hash: hashStoredPassword, verify: verifyStoredPassword },
      minPasswordLength: passwordMinLength,
      maxPasswordLength: passwordMaxLength,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        await mail(resetPasswordEmail(ctx.env, user, token));
      },
      onPasswordReset: async ({ user }) => {
        // The lock message offers a reset as the way out: a reset clears the failure count.
        await limiter.reset(accountLimits.failedSignIn, user.email.toLowerCase());
        await mail(passwordChangedEmail(ctx.env, user));
      },
      onExistingUserSignUp: async ({ user }) => {
        await mail(existingAccountEmail(ctx.env, user));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // An unverified user who signs in with the right password gets a fresh link.
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: verificationLinkHours * 60 * 60,
      // Our own link, not the token Better Auth made: it names the credential version it was
      // sent for, and confirms nothing once a newer sign-up replaced those credentials.
      sendVerificationEmail: async ({ user }) => {
        const hit = await limiter.take(accountLimits.verificationMail, user.email.toLowerCase());
        if (hit.isOverLimit) {
          // Better Auth swallows (and logs) a failing sender: mark the request instead; our mount
          // answers 429 where someone waits for it (sign-in, "send a new link"; auth-routes.ts).
          const marks = authRequestMarks.getStore();
          if (marks) marks.verificationMailRetryAfter = hit.retryAfter;
          return;
        }
        await mail(verificationEmail(ctx.env, user, await verificationTokenFor(user)));
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
      // Session reads answer from a signed cookie for 5 minutes instead of the database, as
      // long as the session still exists: the version is checked on every read, from memory
      // that a deleted session row clears on every process (session-liveness.ts). An ended
      // session's cookie no longer matches, so Better Auth looks in the database, finds
      // nothing and clears the cookies.
      cookieCache: {
        enabled: true,
        maxAge: sessionCookieCacheSeconds,
        strategy: 'compact',
        // …and as long as the user's details are those it was written with (userStampOf).
        version: (session, sessionUser) => cookieCacheVersionOf(ctx, session.id, sessionUser.id),
      },
    },
    advanced: {
      cookiePrefix: authCookiePrefix,
      useSecureCookies: secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: secureCookies },
      ipAddress: { ipAddressHeaders: [clientAddressHeader] },
      // Explicit: Better Auth would skip Origin checks under NODE_ENV=test; they run everywhere.
      disableOriginCheck: false,
      disableCSRFCheck: false,
    },
    // Per-address limits run in our mount (auth-routes.ts) before the body is read: a flood
    // costs a counter, not a parse. Better Auth's own limiter would run after that.
    rateLimit: { enabled: false },
    plugins: [
      username({ minUsernameLength: 3, maxUsernameLength: 30 }),
      twoFactor({ issuer: defaultClubIdentity.shortName, backupCodeOptions: { amount: 10, length: 10 } }),
    ],
    hooks: {
      before: createAuthMiddleware(async (actx) => {
        const body = (actx.body ?? {}) as Record<string, unknown>;
        if (actx.path === '/sign-up/email') {
          const parsed = signUpBodySchema.safeParse(body);
          if (!parsed.success) throw badRequest(firstIssue(parsed.error));
          if (body.image !== undefined) throw badRequest('Upload a profile picture after signing up.');
          const hit = await limiter.take(accountLimits.signUpPerEmail, parsed.data.email.toLowerCase());
          if (hit.isOverLimit) throw tooMany(accountLimits.signUpPerEmail, hit.retryAfter);
          if (isCommonPassword(parsed.data.password)) throw commonPassword();
          const { name, username: uname, email } = parsed.data;
          const replaced = await replaceUnverifiedSignUp({
            name,
            username: uname,
            email: email.toLowerCase(),
            password: parsed.data.password,
          });
          if (replaced) return replaced;
          return { context: { body: { ...body, name, username: uname, email } } };
        }
        if (signInPaths.has(actx.path)) {
          // The attempt is counted before the password is checked, in one atomic row update:
          // however many arrive at once, at most `max` checks run per window. The after hook
          // clears the count on success and gives it back when the password was not wrong.
          const key = await accountKeyOf(actx.path, body);
          if (!key) return;
          const hit = await limiter.take(accountLimits.failedSignIn, key);
          if (hit.isOverLimit) throw tooMany(accountLimits.failedSignIn, hit.retryAfter);
          return;
        }
        // Confirmation e-mails are counted per address where they are sent (sendVerificationEmail).
        if (actx.path === '/request-password-reset') {
          const rule = accountLimits.passwordResetMail;
          if (typeof body.email === 'string' && body.email.length <= 254) {
            const hit = await limiter.take(rule, body.email.trim().toLowerCase());
            if (hit.isOverLimit) throw tooMany(rule, hit.retryAfter);
          }
          return;
        }
        if (actx.path === '/verify-email') {
          await checkVerificationLink((actx.query as Record<string, unknown> | undefined)?.token);
          return;
        }
        if (actx.path === '/reset-password' && typeof body.newPassword === 'string') {
          if (isCommonPassword(body.newPassword)) throw commonPassword();
          return;
        }
        if (actx.path === '/is-username-available' && typeof body.username === 'string') {
          // Tells whether an account exists: counted like every existence check.
          const address = actx.headers?.get(clientAddressHeader) ?? 'local';
          try {
            await countExistenceCheck(limiter, address, 'username', body.username.slice(0, 64));
          } catch (err) {
            if (err instanceof AppError) {
              const retryAfter = (err.details as { retryAfter?: number } | undefined)?.retryAfter;
              throw tooMany({ ...existenceCheckLimits.perAddress, message: err.message }, retryAfter);
            }
            throw err;
          }
          return;
        }
        if (actx.path === '/change-password') {
          if (typeof body.newPassword === 'string' && isCommonPassword(body.newPassword))
            throw commonPassword();
          // A changed password ends every other session (decision 005), whatever the client asks.
          return { context: { body: { ...body, revokeOtherSessions: true } } };
        }
        if (actx.path === '/update-user') {
          const parsed = updateUserBodySchema.safeParse(body);
          if (!parsed.success) throw badRequest(firstIssue(parsed.error));
        }
      }),
      after: createAuthMiddleware(async (actx) => {
        if (signInPaths.has(actx.path)) {
          const returned = actx.context.returned;
          const failed = isAPIError(returned) && returned.statusCode === 401;
          // Refused by our own lock before any check: nothing to settle.
          if (isAPIError(returned) && returned.statusCode === 429) return;
          const key = await accountKeyOf(actx.path, (actx.body ?? {}) as Record<string, unknown>);
          if (!key) return;
          if (failed) return;
          if (!isAPIError(returned)) {
            await limiter.reset(accountLimits.failedSignIn, key);
            await rehashAfterSignIn(
              actx.context.newSession?.user.id,
              (actx.body ?? {}) as Record<string, unknown>,
            );
          }
          // E.g. unverified address or invalid input: not a wrong password.
          else await limiter.refund(accountLimits.failedSignIn, key);
          return;
        }
        if (actx.path === '/change-password' && !isAPIError(actx.context.returned)) {
          const u = actx.context.session?.user;
          if (u) await mail(passwordChangedEmail(ctx.env, u));
        }
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

const instances = new WeakMap<AppContext, Auth>();

/** The one Better Auth instance of an app context (built on first use). */
export function getAuth(ctx: AppContext): Auth {
  let auth = instances.get(ctx);
  if (!auth) {
    auth = createAuth(ctx);
    instances.set(ctx, auth);
  }
  return auth;
}
