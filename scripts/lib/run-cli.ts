import { DataDirLockedError } from '../../src/server/db/data-dir-lock';
import { EnvError } from '../../src/server/env';

/** A mistake in the command line: its message (with the usage) is all the operator needs. */
export class UsageError extends Error {}

type ErrorClass = abstract new (...args: never[]) => Error;

/**
 * Runs an operators' command; when it throws, says why and ends the process with 1.
 * Errors that explain themselves (bad usage or settings, a locked DATA_DIR, and the command's own
 * `knownErrors`) print their message alone; anything else prints `failure` and the whole error,
 * since the operator will need it to report the problem.
 */
export async function runCli(
  main: () => Promise<void>,
  options: { usage: string; knownErrors: readonly ErrorClass[]; failure: string },
): Promise<void> {
  try {
    await main();
  } catch (err) {
    const isKnown = [UsageError, EnvError, DataDirLockedError, ...options.knownErrors].some(
      (known) => err instanceof known,
    );
    if (isKnown) console.error((err as Error).message);
    else if (err instanceof TypeError && (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS'))
      console.error(`${err.message}\n\n${options.usage}`);
    else console.error(options.failure, err);
    process.exit(1);
  }
}
