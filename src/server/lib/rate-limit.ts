import { sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import type { Db } from '../db/client';
import { rateLimitCounters } from '../db/schema/rate-limits';
import { AppError } from './app-error';
import { clientAddress } from './client-address';

export interface RateLimitRule {
  /** Distinct name: each rule counts on its own. */
  name: string;
  windowMs: number;
  max: number;
  /** Shown to the user when the limit is reached. */
  message: string;
}

/** E-mailed links (a page view and an answer per try), counted per address: `max` tries in 15 minutes. */
export function linkTriesRule(name: string, links: string, max = 60): RateLimitRule {
  return {
    name,
    windowMs: 15 * 60_000,
    max,
    message: `Too many tries with ${links}. Please wait 15 minutes.`,
  };
}

/** Actions that send e-mail, counted per account: `max` in an hour ("You have sent the most … we accept"). */
export function hourlyMailRule(name: string, max: number, youHave: string): RateLimitRule {
  return {
    name,
    windowMs: 60 * 60_000,
    max,
    message: `You have ${youHave} we accept in an hour. Please try again later.`,
  };
}

/**
 * A public form's limit per visitor address, as the shared schema states it to the form
 * (`limit`): "You have sent 5 stories in the last hour, the most we accept. Please try again later."
 */
export function publicFormRule(
  name: string,
  limit: { max: number; windowMinutes: number },
  youHave: { verb: string; things: string; next?: string },
): RateLimitRule {
  return {
    name,
    windowMs: limit.windowMinutes * 60_000,
    max: limit.max,
    message: `You have ${youHave.verb} ${limit.max} ${youHave.things} in the last hour, the most we accept. ${youHave.next ?? 'Please try again later.'}`,
  };
}

/** One counted hit: the count in the current window, this one included. */
export interface RateLimitHit {
  count: number;
  isOverLimit: boolean;
  /** Seconds until the window ends (at least 1). */
  retryAfter: number;
}

/** Expired rows are deleted after about this many hits in a process. */
const pruneEvery = 1000;

/**
 * Fixed-window counters in the database (table rate_limit_counters): one atomic upsert
 * per hit, so every app process on one PostgreSQL shares them and concurrent hits get
 * distinct counts. Windows run on the database clock. `enabled` is false only for load
 * benchmarks and the CLI.
 */
export class RateLimiter {
  private hitsSincePrune = 0;

  constructor(
    private readonly db: Db,
    readonly enabled = true,
  ) {}

  /** Counts one hit against `rule` for `key` and says where it stands; never throws for the limit. */
  async take(rule: RateLimitRule, key: string): Promise<RateLimitHit> {
    if (!this.enabled) return { count: 0, isOverLimit: false, retryAfter: 1 };
    const t = rateLimitCounters;
    const expired = sql`${t.resetAt} <= now()`;
    const [row] = await this.db
      .insert(t)
      .values({
        key: `${rule.name}:${key}`,
        count: 1,
        resetAt: sql`now() + ${rule.windowMs}::integer * interval '1 millisecond'`,
      })
      .onConflictDoUpdate({
        target: t.key,
        set: {
          count: sql`case when ${expired} then 1 else ${t.count} + 1 end`,
          resetAt: sql`case when ${expired} then excluded.reset_at else ${t.resetAt} end`,
        },
      })
      .returning({
        count: t.count,
        secondsLeft: sql<string>`ceil(extract(epoch from (${t.resetAt} - now())))`,
      });
    if (++this.hitsSincePrune >= pruneEvery) {
      this.hitsSincePrune = 0;
      void this.prune().catch(() => {});
    }
    const count = row?.count ?? 1;
    return { count, isOverLimit: count > rule.max, retryAfter: Math.max(1, Number(row?.secondsLeft ?? 1)) };
  }

  /** Counts one hit against `rule` for `key`; throws RATE_LIMITED past the limit. */
  async hit(rule: RateLimitRule, key: string): Promise<void> {
    const { isOverLimit, retryAfter } = await this.take(rule, key);
    if (isOverLimit) throw new AppError('RATE_LIMITED', rule.message, { retryAfter });
  }

  /** Gives back one hit of the current window (an attempt that turned out not to count). */
  async refund(rule: RateLimitRule, key: string): Promise<void> {
    if (!this.enabled) return;
    const t = rateLimitCounters;
    await this.db
      .update(t)
      .set({ count: sql`${t.count} - 1` })
      .where(sql`${t.key} = ${`${rule.name}:${key}`} and ${t.count} > 0 and ${t.resetAt} > now()`);
  }

  /** Forgets `key`'s count for `rule` (e.g. a successful sign-in clears the failures). */
  async reset(rule: RateLimitRule, key: string): Promise<void> {
    if (!this.enabled) return;
    await this.db.delete(rateLimitCounters).where(sql`${rateLimitCounters.key} = ${`${rule.name}:${key}`}`);
  }

  /** Deletes counters whose window has ended. */
  async prune(): Promise<void> {
    await this.db.delete(rateLimitCounters).where(sql`${rateLimitCounters.resetAt} <= now()`);
  }

  /** Hono middleware counting per client address. */
  perAddress(rule: RateLimitRule, keyOf: (c: Context) => string = clientAddress): MiddlewareHandler {
    return async (c, next) => {
      await this.hit(rule, keyOf(c));
      await next();
    };
  }
}
