import type { Context, MiddlewareHandler } from 'hono';
import { AppError } from './app-error';
import { clientAddress } from './client-address';

interface Bucket {
  count: number;
  resetAt: number;
}

export interface RateLimitRule {
  /** Distinct name: each rule counts on its own. */
  name: string;
  windowMs: number;
  max: number;
  /** Shown to the user when the limit is reached. */
  message: string;
}

/**
 * Fixed-window counters in memory (one process serves the club). `enabled`
 * is false only for load benchmarks.
 */
export class RateLimiter {
  private buckets = new Map<string, Bucket>();
  private sweeps = 0;

  constructor(readonly enabled = true) {}

  /** Counts one hit against `rule` for `key`; throws RATE_LIMITED past the limit. */
  hit(rule: RateLimitRule, key: string, now = Date.now()): void {
    if (!this.enabled) return;
    const id = `${rule.name}:${key}`;
    let bucket = this.buckets.get(id);
    if (!bucket || bucket.resetAt <= now) {
      bucket = { count: 0, resetAt: now + rule.windowMs };
      this.buckets.set(id, bucket);
    }
    bucket.count += 1;
    if (++this.sweeps % 1000 === 0) this.sweep(now);
    if (bucket.count > rule.max) {
      const retryAfter = Math.max(1, Math.ceil((bucket.resetAt - now) / 1000));
      throw new AppError('RATE_LIMITED', rule.message, { retryAfter });
    }
  }

  /** True when `key` has already used up `rule` (without counting a hit). */
  isLimited(rule: RateLimitRule, key: string, now = Date.now()): boolean {
    if (!this.enabled) return false;
    const bucket = this.buckets.get(`${rule.name}:${key}`);
    return !!bucket && bucket.resetAt > now && bucket.count >= rule.max;
  }

  reset(rule: RateLimitRule, key: string): void {
    this.buckets.delete(`${rule.name}:${key}`);
  }

  private sweep(now: number) {
    for (const [id, b] of this.buckets) if (b.resetAt <= now) this.buckets.delete(id);
  }

  /** Hono middleware counting per client address. */
  perAddress(rule: RateLimitRule, keyOf: (c: Context) => string = clientAddress): MiddlewareHandler {
    return async (c, next) => {
      this.hit(rule, keyOf(c));
      await next();
    };
  }
}
