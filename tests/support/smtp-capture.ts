import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

/** One e-mail received by the capture server, decoded enough to read and click. */
export interface CapturedMessage {
  /** Envelope sender and recipients (MAIL FROM / RCPT TO). */
  envelopeFrom: string;
  envelopeTo: string[];
  /** Top-level headers, lowercase names, encoded-words decoded. */
  headers: Record<string, string>;
  from: string;
  to: string;
  subject: string;
  /** Decoded text/plain part ('' when absent). */
  text: string;
  /** Decoded text/html part ('' when absent). */
  html: string;
  /** Every http(s) link of the text and html parts, in order, without duplicates. */
  links: string[];
  raw: string;
}

export interface SmtpCapture {
  port: number;
  /** smtp://127.0.0.1:<port>, ready for SMTP_URL. */
  url: string;
  /** Received so far, oldest first. */
  messages: CapturedMessage[];
  /** Resolves with the first message (already received or arriving) that matches. */
  waitFor(predicate: (m: CapturedMessage) => boolean, timeoutMs?: number): Promise<CapturedMessage>;
  clear(): void;
  stop(): Promise<void>;
}

export interface SmtpCaptureOptions {
  /** Port to listen on; 0 (default) picks a free one. */
  port?: number;
  /** Return an SMTP error message (sent with code 550) to refuse a recipient for good. */
  rejectRecipient?: (address: string) => string | null;
}

/**
 * A real local SMTP server (smtp-server) on 127.0.0.1 that keeps what it receives.
 * Its built-in certificate has expired, so STARTTLS is off: send with `ignoreTLS`.
 */
export async function startSmtpCapture(options: SmtpCaptureOptions = {}): Promise<SmtpCapture> {
  const messages: CapturedMessage[] = [];
  const waiters = new Set<{
    predicate: (m: CapturedMessage) => boolean;
    resolve: (m: CapturedMessage) => void;
  }>();

  const serverOptions: SMTPServerOptions = {
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // The outbox keeps pooled connections open (mail-transport.ts): stopping the capture server
    // drops them at once instead of waiting smtp-server's default 30 s for them to close.
    closeTimeout: 50,
    logger: false,
    onRcptTo(address, _session, callback) {
      const refusal = options.rejectRecipient?.(address.address);
      if (refusal) {
        const err = new Error(refusal) as Error & { responseCode: number };
        err.responseCode = 550;
        return callback(err);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const message = parseMessage(raw, {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
        });
        messages.push(message);
        for (const waiter of waiters) {
          if (waiter.predicate(message)) {
            waiters.delete(waiter);
            waiter.resolve(message);
          }
        }
        callback();
      });
    },
  };
  const server = new SMTPServer(serverOptions);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  server.on('error', () => {}); // a client dropping its connection is not a test failure
  const port = (server.server.address() as AddressInfo).port;

  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor(predicate, timeoutMs = 10_000) {
      const found = messages.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = {
          predicate,
          resolve: (m: CapturedMessage) => {
            clearTimeout(timer);
            resolve(m);
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`No matching e-mail within ${timeoutMs} ms (received ${messages.length})`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    clear() {
      messages.length = 0;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// --- A small MIME reader: enough for what nodemailer writes (multipart, QP, base64, encoded-words).

interface Part {
  headers: Record<string, string>;
  body: string;
}

function splitHeadersAndBody(raw: string): Part {
  const match = /\r?\n\r?\n/.exec(raw);
  const head = match ? raw.slice(0, match.index) : raw;
  const body = match ? raw.slice(match.index + match[0].length) : '';
  const headers: Record<string, string> = {};
  // Unfold continuation lines, then split "Name: value".
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = decodeEncodedWords(line.slice(colon + 1).trim());
    headers[name] = headers[name] ? `${headers[name]}, ${value}` : value;
  }
  return { headers, body };
}

function bytesToUtf8(bytes: number[]): string {
  return new TextDecoder('utf-8').decode(Uint8Array.from(bytes));
}

/** Quoted-printable → text: soft line breaks removed, =XX bytes decoded as UTF-8. */
export function decodeQuotedPrintable(input: string): string {
  const text = input.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    const hex = text.slice(i + 1, i + 3);
    if (ch === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      for (const b of Buffer.from(ch, 'utf8')) bytes.push(b);
    }
  }
  return bytesToUtf8(bytes);
}

function decodeEncodedWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?') // whitespace between adjacent encoded-words is not part of the text
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_m, _charset: string, encoding: string, data: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

function decodeBody(part: Part): string {
  const encoding = (part.headers['content-transfer-encoding'] ?? '').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return part.body;
}

function collectParts(part: Part, out: { text: string; html: string }) {
  const contentType = part.headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (/^multipart\//i.test(contentType) && boundary) {
    const sections = part.body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith('--')) break; // closing delimiter
      collectParts(splitHeadersAndBody(section.replace(/^\r?\n/, '')), out);
    }
    return;
  }
  const decoded = decodeBody(part).replace(/\r\n/g, '\n').replace(/\n$/, '');
  if (/^text\/html/i.test(contentType)) out.html ||= decoded;
  else if (/^text\/plain/i.test(contentType)) out.text ||= decoded;
}

function linksOf(...bodies: string[]): string[] {
  const links: string[] = [];
  for (const body of bodies) {
    for (const match of body.matchAll(/https?:\/\/[^\s<>"')]+/g)) {
      const link = match[0].replace(/&amp;/g, '&');
      if (!links.includes(link)) links.push(link);
    }
  }
  return links;
}

export function parseMessage(raw: string, envelope: { from: string; to: string[] }): CapturedMessage {
  const top = splitHeadersAndBody(raw);
  const bodies = { text: '', html: '' };
  collectParts(top, bodies);
  return {
    envelopeFrom: envelope.from,
    envelopeTo: envelope.to,
    headers: top.headers,
    from: top.headers.from ?? '',
    to: top.headers.to ?? '',
    subject: top.headers.subject ?? '',
    text: bodies.text,
    html: bodies.html,
    links: linksOf(bodies.text, bodies.html),
    raw,
  };
}
