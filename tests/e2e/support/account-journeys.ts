import { createHmac } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';

/** Signs in through /login with an e-mail address or a username. */
export async function signInWithForm(page: Page, identifier: string, password: string): Promise<void> {
  if (!new URL(page.url(), 'http://x').pathname.startsWith('/login')) await page.goto('/login');
  const form = page.getByRole('form', { name: 'Sign in to your account' });
  await form.getByLabel('E-mail or username').fill(identifier);
  await form.getByLabel('Password', { exact: true }).fill(password);
  // The whole suite signs in from one address, so the server's real per-address sign-in limit
  // can answer 429: like a patient user, wait as long as it says (Retry-After) and press again.
  for (let attempt = 1; ; attempt++) {
    const answer = page.waitForResponse(
      (res) =>
        res.request().method() === 'POST' && new URL(res.url()).pathname.startsWith('/api/auth/sign-in/'),
    );
    await form.getByRole('button', { name: 'Sign in', exact: true }).click();
    const res = await answer;
    if (res.status() !== 429 || attempt >= 4) return;
    const headers = res.headers();
    const seconds = Number(headers['retry-after'] ?? headers['x-retry-after'] ?? 15);
    const waitMs = Math.min(Math.max(seconds, 1), 65) * 1000;
    test.info().setTimeout(test.info().timeout + waitMs);
    await page.waitForTimeout(waitMs);
  }
}

export async function expectSignedIn(page: Page): Promise<void> {
  await expect(page.getByRole('banner').getByRole('button', { name: 'My Account' })).toBeVisible();
}

/** Signs out from the avatar menu; §2: it goes to /login. */
export async function signOutWithMenu(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'My Account' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
}

/** The first link of an e-mail that points at `path` (e.g. /auth/confirm). */
export function linkTo(links: string[], path: string): string {
  const found = links.find((l) => new URL(l).pathname === path);
  if (!found) throw new Error(`No ${path} link in: ${links.join(', ')}`);
  return found;
}

function base32Decode(input: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const ch of input.replace(/=+$/, '').toUpperCase()) {
    const index = alphabet.indexOf(ch);
    if (index < 0) throw new Error(`bad base32 character ${ch}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** RFC 6238 TOTP (SHA-1, 30 s, 6 digits) from a base32 key, as an authenticator app computes it. */
export function totpCode(base32Secret: string, at = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)));
  const hmac = createHmac('sha1', base32Decode(base32Secret)).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0x0f;
  const code = (hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(code).padStart(6, '0');
}

/** A valid 8×8 PNG (red), for avatar uploads. */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGM4oKCAFTEMLQkAKj9AAXjm1WMAAAAASUVORK5CYII=',
  'base64',
);
