import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EnvError, loadEnv } from '@server/env';
import { afterAll, describe, expect, it } from 'vitest';
import { runServerEntry } from '../support/run-server-entry';

function errorOf(source: Record<string, string>): string {
  try {
    loadEnv(source);
  } catch (err) {
    expect(err).toBeInstanceOf(EnvError);
    return (err as Error).message;
  }
  throw new Error(`expected ${JSON.stringify(source)} to be rejected`);
}

describe('settings (loadEnv)', () => {
  it('has working defaults', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe('./data');
    expect(env.PUBLIC_URL).toBe('http://localhost:3000');
    expect(env.RATE_LIMITS).toBe('on');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
  });

  it('derives PUBLIC_URL from PORT and drops a trailing slash', () => {
    expect(loadEnv({ PORT: '8080' }).PUBLIC_URL).toBe('http://localhost:8080');
    expect(loadEnv({ PUBLIC_URL: 'https://club.example.org/' }).PUBLIC_URL).toBe('https://club.example.org');
  });

  it('treats empty strings as unset', () => {
    expect(loadEnv({ PORT: '', SMTP_URL: '' }).PORT).toBe(3000);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/club'],
    ['PUBLIC_URL', 'not a url'],
    ['PUBLIC_URL', 'ftp://club.example.org'],
    ['SMTP_URL', 'http://127.0.0.1:2525'],
    ['AUTH_SECRET', 'too-short'],
    ['LOG_LEVEL', 'loud'],
    ['RATE_LIMITS', 'maybe'],
    ['TRUST_PROXY', 'yes'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['TRUST_PROXY', '127.0.0.1, proxy.local'],
  ])('rejects a malformed %s (%s) with a message naming it', (name, value) => {
    expect(errorOf({ [name]: value })).toMatch(new RegExp(`\\b${name}\\b`));
  });

  it('reads TRUST_PROXY: off by default, a hop count, or proxy addresses and ranges', () => {
    expect(loadEnv({}).TRUST_PROXY).toBe('off');
    expect(loadEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe('1');
    expect(
      loadEnv({ TRUST_PROXY: '127.0.0.1, ::1, 10.0.0.0/8, ::ffff:172.16.0.0/108' }).TRUST_PROXY,
    ).toContain('::1');
    expect(errorOf({ TRUST_PROXY: 'proxy.local' })).toMatch(
      /TRUST_PROXY: "proxy.local" is not an address or CIDR range/,
    );
  });

  it('names every malformed setting at once', () => {
    const message = errorOf({ PORT: 'x', LOG_LEVEL: 'loud' });
    expect(message).toContain('PORT');
    expect(message).toContain('LOG_LEVEL');
  });
});

describe('the server entry with a malformed setting', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'njtc-env-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('stops with exit code 1 and a message naming the setting', async () => {
    const result = await runServerEntry({ DATA_DIR: dir, PORT: 'not-a-port' });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/Invalid settings/);
    expect(result.stderr).toMatch(/\bPORT\b/);
    // It stopped before locking or opening the data folder.
    expect(readdirSync(dir)).toEqual([]);
  });
});
