import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** AUTH_SECRET when set; otherwise one generated once and kept in DATA_DIR (mode 600). */
export function resolveAuthSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The secret in use (AUTH_SECRET, or DATA_DIR's file) without making one: null when there is none. */
export function readAuthSecret(configured: string | undefined, dataDir: string): string | null {
  if (configured) return configured;
  const file = path.join(dataDir, 'auth-secret');
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : null;
}
