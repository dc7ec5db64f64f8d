import { normalizeAddress, parseTrustProxy, resolveClientAddress } from '@server/lib/client-address';
import { describe, expect, it } from 'vitest';

const resolve = (peer: string, xff: string | undefined, setting: string | undefined) =>
  resolveClientAddress(peer, xff, parseTrustProxy(setting));

describe('normalizeAddress', () => {
  it.each([
    ['10.0.0.1', '10.0.0.1'],
    [' 10.0.0.1 ', '10.0.0.1'],
    ['::ffff:10.0.0.1', '10.0.0.1'],
    ['::FFFF:192.168.1.2', '192.168.1.2'],
    ['[2001:db8::1]', '2001:db8::1'],
    ['[2001:db8::1]:443', '2001:db8::1'],
    ['2001:DB8::1', '2001:db8::1'],
    ['10.0.0.1:5000', '10.0.0.1'],
  ])('%j → %j', (raw, expected) => expect(normalizeAddress(raw)).toBe(expected));

  it.each(['', 'unknown', 'evil.example', '300.1.1.1', '1.2.3', '<script>', 'fe80::1%eth0'])(
    'refuses %j',
    (raw) => expect(normalizeAddress(raw)).toBeNull(),
  );
});

describe('parseTrustProxy', () => {
  it('is off by default and for off/false/0', () => {
    for (const v of [undefined, '', 'off', 'OFF', 'false', '0'])
      expect(parseTrustProxy(v)).toEqual({ kind: 'off' });
  });

  it('reads a hop count', () => {
    expect(parseTrustProxy('2')).toEqual({ kind: 'hops', hops: 2 });
  });

  it('reads a list of addresses and CIDR ranges, IPv6 and IPv4-mapped included', () => {
    const trust = parseTrustProxy('127.0.0.1, 10.0.0.0/8,fd00::/8, ::1, ::ffff:172.16.0.0/108');
    expect(trust.kind).toBe('list');
  });

  it.each(['yes please', '10.0.0.0/33', 'fd00::/129', '10.0.0.1/8/1', 'proxy.local', '10.0.0.0/x', '99'])(
    'refuses %j with a message',
    (value) => expect(() => parseTrustProxy(value)).toThrow(/.+/),
  );
});

describe('resolveClientAddress', () => {
  it('ignores X-Forwarded-For when TRUST_PROXY is off (spoofing does nothing)', () => {
    expect(resolve('203.0.113.9', '1.1.1.1', undefined)).toBe('203.0.113.9');
    expect(resolve('::ffff:203.0.113.9', '1.1.1.1, 2.2.2.2', 'off')).toBe('203.0.113.9');
  });

  it('uses the socket peer when there is no header', () => {
    expect(resolve('127.0.0.1', undefined, '1')).toBe('127.0.0.1');
    expect(resolve('127.0.0.1', '', '127.0.0.1')).toBe('127.0.0.1');
  });

  describe('hop count', () => {
    it('1 hop: the entry the proxy appended (right-most), not what the client claimed', () => {
      expect(resolve('127.0.0.1', '198.51.100.7', '1')).toBe('198.51.100.7');
      // The client sent its own "X-Forwarded-For: 6.6.6.6"; the proxy appended the real address.
      expect(resolve('127.0.0.1', '6.6.6.6, 198.51.100.7', '1')).toBe('198.51.100.7');
    });

    it('2 hops (CDN → proxy → app)', () => {
      expect(resolve('10.0.0.2', '6.6.6.6, 198.51.100.7, 10.0.0.1', '2')).toBe('198.51.100.7');
    });

    it('stops at the left-most entry when the chain is shorter than the hops', () => {
      expect(resolve('10.0.0.2', '198.51.100.7', '3')).toBe('198.51.100.7');
    });

    it('handles IPv6 and IPv4-mapped entries', () => {
      expect(resolve('::1', '2001:db8::7', '1')).toBe('2001:db8::7');
      expect(resolve('::1', '::ffff:198.51.100.7', '1')).toBe('198.51.100.7');
    });
  });

  describe('list of proxies', () => {
    const proxies = '127.0.0.1, ::1, 10.0.0.0/8, fd00::/8';

    it('takes the right-most address that is not a trusted proxy', () => {
      expect(resolve('127.0.0.1', '198.51.100.7', proxies)).toBe('198.51.100.7');
      expect(resolve('10.1.2.3', '6.6.6.6, 198.51.100.7, 10.0.0.5', proxies)).toBe('198.51.100.7');
      expect(resolve('::1', '2001:db8::7, fd00::3', proxies)).toBe('2001:db8::7');
    });

    it('trusts nothing from a peer that is not in the list', () => {
      expect(resolve('203.0.113.9', '1.1.1.1', proxies)).toBe('203.0.113.9');
    });

    it('matches IPv4-mapped peers against IPv4 ranges', () => {
      expect(resolve('::ffff:10.9.9.9', '198.51.100.7', proxies)).toBe('198.51.100.7');
      expect(resolve('::ffff:127.0.0.1', '198.51.100.7', '::ffff:127.0.0.1')).toBe('198.51.100.7');
      expect(resolve('172.16.5.5', '198.51.100.7', '::ffff:172.16.0.0/108')).toBe('198.51.100.7');
    });

    it('returns the left-most address when every hop is a trusted proxy', () => {
      expect(resolve('127.0.0.1', '10.0.0.1, 10.0.0.2', proxies)).toBe('10.0.0.1');
    });

    it('stops at a malformed entry: the last address it could vouch for', () => {
      expect(resolve('127.0.0.1', '198.51.100.7, garbage', proxies)).toBe('127.0.0.1');
      expect(resolve('127.0.0.1', 'garbage, 10.0.0.9', proxies)).toBe('10.0.0.9');
    });
  });
});
