import type { AppContext } from '../context';

/**
 * Fills an empty database with believable demo content. Each feature adds its
 * own seeding step here; every step must be idempotent (skip when its data exists).
 */
export async function seedDemoContent(ctx: AppContext): Promise<void> {
  const steps: Array<(ctx: AppContext) => Promise<void>> = [];
  for (const step of steps) await step(ctx);
}
