import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify as verifySignature,
} from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A push service on loopback (the app reaches it through the test-only PUSH_TEST_SERVICE), and
 * the browser's half of Web Push: a subscriber holds a P-256 key pair and an auth secret, as a
 * browser does, and decrypts what arrives (aes128gcm, RFC 8188 + RFC 8291) with them. The service
 * checks each request's VAPID signature (RFC 8292) and records it; an endpoint can be told to
 * answer 404/410 (the browser dropped the subscription) or 5xx (an outage).
 *
 * Journeys run it in global setup and read what arrived over HTTP (`GET /__received/<id>`),
 * decrypting in the test with the keys only the test holds.
 */

export interface BrowserSubscription {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
}

/** A browser's side of one subscription: what it gives the site, and the keys it keeps. */
export interface PushSubscriber {
  id: string;
  subscription: BrowserSubscription;
  /** The raw private key (32 bytes, base64url): the browser's secret half. */
  privateKey: string;
}

export interface ReceivedPush {
  id: string;
  headers: Record<string, string>;
  /** The encrypted body, base64. */
  body: string;
  receivedAt: number;
}

export interface VapidClaims {
  aud: string;
  exp: number;
  sub: string;
  /** The application server's public key from the header's k=. */
  publicKey: string;
}

/** Makes a subscriber for an endpoint under `serviceUrl` (its own key pair and auth secret). */
export function createPushSubscriber(serviceUrl: string): PushSubscriber {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const id = randomBytes(12).toString('hex');
  return {
    id,
    subscription: {
      endpoint: `${serviceUrl}/push/${id}`,
      expirationTime: null,
      keys: {
        p256dh: ecdh.getPublicKey().toString('base64url'),
        auth: randomBytes(16).toString('base64url'),
      },
    },
    privateKey: ecdh.getPrivateKey().toString('base64url'),
  };
}

/**
 * Decrypts a Web Push message body as the browser would (RFC 8291, one aes128gcm record):
 * header salt(16) | rs(4) | idlen(1) | keyid (the server's one-time public key) | ciphertext.
 */
export function decryptPush(subscriber: PushSubscriber, body: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverPublicKey = body.subarray(21, 21 + idLength);
  const cipherText = body.subarray(21 + idLength);
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(Buffer.from(subscriber.privateKey, 'base64url'));
  const sharedSecret = ecdh.computeSecret(serverPublicKey);
  const authSecret = Buffer.from(subscriber.subscription.keys.auth, 'base64url');
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    Buffer.from(subscriber.subscription.keys.p256dh, 'base64url'),
    serverPublicKey,
  ]);
  const ikm = Buffer.from(hkdfSync('sha256', sharedSecret, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(cipherText.subarray(cipherText.length - 16));
  const padded = Buffer.concat([
    decipher.update(cipherText.subarray(0, cipherText.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('push payload: no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** Checks the `Authorization: vapid t=<JWT>, k=<key>` header; returns its claims or throws. */
export function verifyVapid(authorization: string | undefined): VapidClaims {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a VAPID Authorization header: ${authorization}`);
  const [, token, k] = match as unknown as [string, string, string];
  const [header = '', claims = '', signature = ''] = token.split('.');
  const raw = Buffer.from(k, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const isValid = verifySignature(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!isValid) throw new Error('VAPID signature does not verify');
  const parsed = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as Omit<
    VapidClaims,
    'publicKey'
  >;
  return { ...parsed, publicKey: k };
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export class FakePushService {
  private server: Server | null = null;
  readonly received: ReceivedPush[] = [];
  private statusOf = new Map<string, number>();
  private waiters: Array<() => void> = [];
  url = '';

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((err) => {
        res.writeHead(500).end(String(err));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  subscriber(): PushSubscriber {
    return createPushSubscriber(this.url);
  }

  /** Makes pushes to this subscriber's endpoint answer `status` (410: gone; 503: an outage). */
  respondWith(id: string, status: number): void {
    this.statusOf.set(id, status);
  }

  receivedBy(id: string): ReceivedPush[] {
    return this.received.filter((r) => r.id === id);
  }

  /** Waits until `id` has received `count` pushes (rejects after timeoutMs). */
  async waitFor(id: string, count = 1, timeoutMs = 5000): Promise<ReceivedPush[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.receivedBy(id).length < count) {
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(`fake push service: ${id} received ${this.receivedBy(id).length} of ${count}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.receivedBy(id);
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.url);
    const readMatch = /^\/__received\/([a-f0-9]+)$/.exec(url.pathname);
    if (req.method === 'GET' && readMatch) {
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify(this.receivedBy(readMatch[1]!)));
      return;
    }
    const pushMatch = /^\/push\/([a-f0-9]+)$/.exec(url.pathname);
    if (req.method !== 'POST' || !pushMatch) {
      res.writeHead(404).end();
      return;
    }
    const id = pushMatch[1]!;
    const body = await readBody(req);
    const forced = this.statusOf.get(id);
    if (forced) {
      res.writeHead(forced).end();
      return;
    }
    // As a real service: a request without a valid VAPID signature for this origin is refused.
    try {
      const claims = verifyVapid(req.headers.authorization);
      if (claims.aud !== this.url) throw new Error(`VAPID audience ${claims.aud} is not ${this.url}`);
      if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
    } catch (err) {
      res.writeHead(403).end(String(err));
      return;
    }
    const headers = Object.fromEntries(
      Object.entries(req.headers).map(([name, value]) => [
        name,
        Array.isArray(value) ? value.join(', ') : (value ?? ''),
      ]),
    );
    this.received.push({ id, headers, body: body.toString('base64'), receivedAt: Date.now() });
    for (const wake of this.waiters.splice(0)) wake();
    res.writeHead(201, { location: `${this.url}/message/${randomBytes(6).toString('hex')}` }).end();
  }
}

/** What a subscriber received at a fake push service that runs elsewhere (journeys), decrypted. */
export async function fetchDecryptedPushes(
  serviceUrl: string,
  subscriber: PushSubscriber,
): Promise<unknown[]> {
  const res = await fetch(`${serviceUrl}/__received/${subscriber.id}`);
  const list = (await res.json()) as ReceivedPush[];
  return list.map((r) => JSON.parse(decryptPush(subscriber, Buffer.from(r.body, 'base64'))));
}
