import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { Env } from '../../env';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const cache = new Map<string, VapidKeys>();

/**
 * The server's Web Push identity (VAPID, RFC 8292): VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when set;
 * otherwise a pair made on first start and kept in DATA_DIR beside the auth secret (mode 600).
 * Browsers' subscriptions are bound to the public key, so it must outlive restarts.
 */
export function resolveVapidKeys(
  env: Pick<Env, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'DATA_DIR'>,
): VapidKeys {
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY)
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY };
  const dataDir = path.resolve(env.DATA_DIR);
  const known = cache.get(dataDir);
  if (known) return known;
  const file = path.join(dataDir, 'vapid-keys.json');
  let keys: VapidKeys;
  if (existsSync(file)) {
    keys = JSON.parse(readFileSync(file, 'utf8')) as VapidKeys;
  } else {
    mkdirSync(dataDir, { recursive: true });
    const made = webpush.generateVAPIDKeys();
    keys = { publicKey: made.publicKey, privateKey: made.privateKey };
    // 'wx': two processes starting at once on one DATA_DIR keep the first pair written.
    try {
      writeFileSync(file, JSON.stringify(keys), { mode: 0o600, flag: 'wx' });
    } catch {
      keys = JSON.parse(readFileSync(file, 'utf8')) as VapidKeys;
    }
  }
  cache.set(dataDir, keys);
  return keys;
}

/** The VAPID `sub` claim: the club's https address, else a mailto: of the sender address. */
export function vapidSubjectOf(env: Pick<Env, 'PUBLIC_URL' | 'MAIL_FROM'>): string {
  if (env.PUBLIC_URL.startsWith('https://')) return env.PUBLIC_URL;
  const address = /<([^>]+)>/.exec(env.MAIL_FROM)?.[1] ?? env.MAIL_FROM;
  return `mailto:${address.trim()}`;
}
