import { readdirSync, readFileSync, renameSync } from 'node:fs';
import path from 'node:path';

/**
 * Sessions written straight into the e2e database while it is provisioned (the running server
 * then locks it), for journeys that need someone signed in but are not about signing in: a
 * journey takes one and puts its cookie in the browser, instead of a sign-in request (an scrypt
 * check on a loaded 2-core machine, and the per-address sign-in limit's waits).
 *
 * Each session is used once (a journey may sign out, which ends it), so every account gets a
 * pool: one file per session under `<dir>/pool/<account>/`; a journey claims one by renaming it
 * into `<dir>/used/` (atomic, so parallel workers never share one). An empty pool falls back to
 * a real sign-in (see signInAsEmail). The pools are written by write-session-pools.ts; this
 * file stays free of server code, as the journeys' workers load it.
 */
export const sessionsDirEnv = 'E2E_SESSIONS_DIR';

export interface PooledSession {
  name: string;
  value: string;
  /** Seconds since the epoch, as Playwright's cookies take it. */
  expires: number;
}

export const fileSafe = (email: string) => email.toLowerCase().replace(/[^a-z0-9@._-]/g, '_');

/** Takes an unused session of `email` for this journey, or null when there is none left. */
export function claimSession(email: string): PooledSession | null {
  const dir = process.env[sessionsDirEnv];
  if (!dir) return null;
  const poolDir = path.join(dir, 'pool', fileSafe(email));
  let files: string[];
  try {
    files = readdirSync(poolDir);
  } catch {
    return null;
  }
  for (const file of files) {
    const claimed = path.join(dir, 'used', `${fileSafe(email)}-${file}`);
    try {
      renameSync(path.join(poolDir, file), claimed);
    } catch {
      continue; // another worker took it first
    }
    return JSON.parse(readFileSync(claimed, 'utf8')) as PooledSession;
  }
  return null;
}
