import { z } from '@shared/zod';
import { parseTrustProxy } from './lib/client-address';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
    MAIL_FROM: z.string().min(3).default('NJTC <no-reply@localhost>'),
    /** At most this many e-mails a minute, shared by every process on the database (unset: no limit). */
    MAIL_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).optional(),
    AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    LOG_LEVEL: z.enum(logLevels).default('info'),
    /**
     * What a database `npm start` creates is filled with: `on`, the demo club (members, leagues,
     * events, payments: for trying the site); `off`, only the club's pages, for a real club
     * starting from nothing (a restored or imported club is never seeded either way).
     */
    DEMO_CONTENT: z.enum(['on', 'off']).default('on'),
    // Only the bench sets this: load tests would otherwise measure the limiter, not the route.
    RATE_LIMITS: z.enum(['on', 'off']).default('on'),
    /** Which proxies may name the client in X-Forwarded-For: off, a hop count, or addresses/CIDRs. */
    TRUST_PROXY: z
      .string()
      .default('off')
      .superRefine((value, ctx) => {
        try {
          parseTrustProxy(value);
        } catch (err) {
          ctx.addIssue({ code: 'custom', message: (err as Error).message });
        }
      }),
    /** Stripe secret API key (sk_live_… / sk_test_… / rk_…). With the webhook secret: online payment on. */
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_(live|test)_\S+$/, 'must be a Stripe secret key (sk_live_…, sk_test_… or rk_…)')
      .optional(),
    /** Signing secret of the webhook endpoint (whsec_…), from the Stripe dashboard. */
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_\S+$/, 'must start with whsec_')
      .optional(),
    /** Where the server writes one backup archive a day (off when unset); see README "Backups". */
    BACKUP_DIR: z.string().min(1).optional(),
    /** How many daily archives BACKUP_DIR keeps (the oldest go first). */
    BACKUP_KEEP: z.coerce.number().int().min(1).max(3650).default(7),
    /** Tests only: where the Stripe API is (the fake server in tests/support), e.g. http://127.0.0.1:4010. */
    STRIPE_API_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** Web Push keys (base64url, from `npx web-push generate-vapid-keys`); unset: made once in DATA_DIR. */
    VAPID_PUBLIC_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{86,88}$/, 'must be a base64url P-256 public key (87 characters)')
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{42,44}$/, 'must be a base64url P-256 private key (43 characters)')
      .optional(),
    /** Tests only: one loopback push service accepted besides the real ones, e.g. http://127.0.0.1:4020. */
    PUSH_TEST_SERVICE: z
      .url({ protocol: /^https?$/ })
      .refine(
        (u) => /^(127\.0\.0\.1|localhost|\[::1\])$/.test(new URL(u).hostname),
        'must be a loopback address',
      )
      .optional(),
  })
  .refine((e) => !!e.VAPID_PUBLIC_KEY === !!e.VAPID_PRIVATE_KEY, {
    path: ['VAPID_PRIVATE_KEY'],
    message: 'set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither',
  })
  .transform((e) => ({
    ...e,
    PUBLIC_URL: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
  }));

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {}

/** Reads settings from the environment; empty strings count as unset. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new EnvError(`Invalid settings:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
