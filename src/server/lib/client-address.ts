import { BlockList, isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * Which peers may tell us the client's address in X-Forwarded-For (the TRUST_PROXY setting):
 * nobody (off, the default), the last `hops` proxies in front of the app, or the proxies
 * whose addresses are in a list of addresses and CIDR ranges.
 */
export type TrustProxy =
  | { kind: 'off' }
  | { kind: 'hops'; hops: number }
  | { kind: 'list'; list: BlockList; entries: readonly string[] };

/** "::ffff:10.0.0.1" → "10.0.0.1"; "[::1]" → "::1"; "10.0.0.1:5000" → "10.0.0.1"; null when not an IP. */
export function normalizeAddress(raw: string): string | null {
  let value = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed) value = bracketed[1]!;
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(':'));
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(value);
  if (mapped) value = mapped[1]!;
  // Zone ids ("fe80::1%eth0") never come from a proxy header; refuse them like any other junk.
  if (value.includes('%')) return null;
  const version = isIP(value);
  if (version === 0) return null;
  return version === 6 ? value.toLowerCase() : value;
}

/**
 * Parses TRUST_PROXY: empty/"off"/"false" → off; "1", "2"… → that many hops; otherwise a comma
 * list of addresses or CIDR ranges ("10.0.0.0/8, 192.168.1.10, fd00::/8, ::ffff:10.1.2.3").
 * Throws an Error with a readable message for anything else.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || /^(off|false|no|0)$/i.test(text)) return { kind: 'off' };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 32) throw new Error('a hop count must be between 1 and 32');
    return { kind: 'hops', hops };
  }
  const list = new BlockList();
  const entries = text.split(',').map((e) => e.trim());
  for (const entry of entries) {
    const [address = '', prefix, extra] = entry.split('/');
    const normalized = normalizeAddress(address);
    if (!normalized || extra !== undefined || (prefix !== undefined && !/^\d{1,3}$/.test(prefix))) {
      throw new Error(
        `"${entry}" is not an address or CIDR range; use off, a hop count (e.g. 1), or a comma list such as "127.0.0.1, 10.0.0.0/8, fd00::/8"`,
      );
    }
    const type = isIP(normalized) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) {
      list.addAddress(normalized, type);
      continue;
    }
    // "::ffff:10.0.0.0/104" is the IPv4 range 10.0.0.0/8 written in IPv6.
    let bits = Number(prefix);
    const isMapped = type === 'ipv4' && isIP(address.trim()) === 6;
    if (isMapped) bits -= 96;
    const max = type === 'ipv6' ? 128 : 32;
    if (bits < 0 || bits > max) throw new Error(`"${entry}" has a prefix length outside 0–${max}`);
    list.addSubnet(normalized, bits, type);
  }
  return { kind: 'list', list, entries };
}

function isTrusted(trust: TrustProxy & { kind: 'list' }, address: string): boolean {
  return trust.list.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}

/**
 * The client's address from the socket peer and X-Forwarded-For. Off: the peer, whatever the
 * headers say. Hops: the address that many entries to the left of the peer (the peer is hop 0).
 * List: walking from the peer leftwards, the first address that is not a trusted proxy (the
 * right-most untrusted one; entries to its left are whatever the client claimed). A malformed
 * entry ends the walk at the last address we could vouch for.
 */
export function resolveClientAddress(
  peer: string,
  forwardedFor: string | undefined,
  trust: TrustProxy,
): string {
  const socket = normalizeAddress(peer) ?? peer;
  if (trust.kind === 'off' || !forwardedFor) return socket;
  const chain = [socket, ...forwardedFor.split(',').reverse()];
  if (trust.kind === 'list' && !isTrusted(trust, socket)) return socket;
  let current = socket;
  for (let i = 1; i < chain.length; i++) {
    const hop = normalizeAddress(chain[i]!);
    if (!hop) return current;
    current = hop;
    if (trust.kind === 'hops' ? i >= trust.hops : !isTrusted(trust, hop)) return hop;
  }
  return current;
}

const resolvedAddressKey = 'clientAddress';
const trustKey = 'clientAddressTrust';

/**
 * Makes TRUST_PROXY known to clientAddress(c) for a request (app.ts calls it in the step that
 * sets the security headers). The address is worked out on the first clientAddress(c) call and
 * kept for the request: only the routes that count or key on it pay for reading the socket and
 * the header (decision 044).
 */
export function recordTrustProxy(c: Context, trust: TrustProxy): void {
  c.set(trustKey as never, trust as never);
}

function peerAddress(c: Context): string | null {
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    return null;
  }
}

/**
 * The client address of the request: the socket peer, or what X-Forwarded-For says when
 * TRUST_PROXY trusts the peer; 'local' when there is no socket (in-process test requests,
 * which may name themselves with x-test-client).
 */
export function clientAddress(c: Context): string {
  const resolved = c.get(resolvedAddressKey as never) as string | undefined;
  if (resolved) return resolved;
  const peer = peerAddress(c);
  if (peer === null) return c.req.header('x-test-client') ?? 'local';
  const trust = (c.get(trustKey as never) as TrustProxy | undefined) ?? { kind: 'off' };
  const address = resolveClientAddress(peer, c.req.header('x-forwarded-for'), trust);
  c.set(resolvedAddressKey as never, address as never);
  return address;
}
