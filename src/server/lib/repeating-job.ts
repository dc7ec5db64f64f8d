import type { Logger } from './logger';

export interface RepeatingJobOptions {
  /** Named in the error log: "membership jobs failed". */
  name: string;
  /** The first run, a little after start-up (the server is up and answering first). */
  firstAfterMs: number;
  everyMs: number;
}

/**
 * Runs `work` after `firstAfterMs` and then every `everyMs` in this process; returns the stopper,
 * which waits for a run in progress. A run still going when the next is due is not doubled.
 * Only the timing lives here: that each item is done once even with several processes is each
 * job's own claim rows in the database.
 */
export function startRepeatingJob(
  logger: Pick<Logger, 'error'>,
  options: RepeatingJobOptions,
  work: () => Promise<unknown>,
): () => Promise<void> {
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    running = (async () => {
      try {
        await work();
      } catch (err) {
        logger.error({ err }, `${options.name} failed`);
      } finally {
        running = null;
      }
    })();
  };
  // unref: a waiting timer must not keep a stopping process (or a test run) alive.
  const first = setTimeout(run, options.firstAfterMs);
  const timer = setInterval(run, options.everyMs);
  first.unref();
  timer.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(timer);
    await running;
  };
}
