import nodemailer from 'nodemailer';

export type MailTransport = ReturnType<typeof createSmtpTransport>;

const localHosts = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/**
 * SMTP transport for SMTP_URL. A plain smtp:// URL to this machine skips STARTTLS:
 * local relays and test servers (smtp-server) offer it with an expired built-in certificate.
 */
export function createSmtpTransport(smtpUrl: string) {
  const url = new URL(smtpUrl);
  const isPlainLocal = url.protocol === 'smtp:' && localHosts.has(url.hostname);
  return nodemailer.createTransport({
    url: smtpUrl,
    ignoreTLS: isPlainLocal,
    // A few connections kept open and reused: a club message to hundreds of members would
    // otherwise open (and TLS-handshake) one connection per e-mail.
    pool: true,
    maxConnections: 3,
    maxMessages: 100,
    // Fail fast during an outage: the outbox retries later anyway.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
}

const cache = new Map<string, MailTransport>();

/** One transport per SMTP_URL for the life of the process. */
export function smtpTransportFor(smtpUrl: string): MailTransport {
  let transport = cache.get(smtpUrl);
  if (!transport) {
    transport = createSmtpTransport(smtpUrl);
    cache.set(smtpUrl, transport);
  }
  return transport;
}

/** True for errors retrying cannot fix: the server refused the recipient for good. */
export function isPermanentSendError(err: unknown): boolean {
  const e = err as { code?: string; command?: string; responseCode?: number };
  if (e?.code !== 'EENVELOPE') return false;
  if (e.command === 'API') return true; // nodemailer itself found the address unusable
  return e.command === 'RCPT TO' && typeof e.responseCode === 'number' && e.responseCode >= 500;
}
