import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type CapturedMessage, startSmtpCapture } from '../../support/smtp-capture';

/** What the tests read over HTTP: a captured message without its raw source. */
export type MailboxMessage = Omit<CapturedMessage, 'raw'>;

export interface MailboxServer {
  /** smtp://127.0.0.1:<port>: the server under test sends here (SMTP_URL). */
  smtpUrl: string;
  /** http://127.0.0.1:<port>: GET /messages lists what arrived, DELETE /messages empties it. */
  httpUrl: string;
  stop(): Promise<void>;
}

/**
 * The e2e mailbox: the local SMTP capture server (tests/support/smtp-capture.ts) plus a tiny
 * HTTP endpoint on 127.0.0.1, because the tests run in Playwright worker processes while the
 * capture lives in the global-setup process.
 */
export async function startMailboxServer(): Promise<MailboxServer> {
  const capture = await startSmtpCapture();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname !== '/messages') {
      res.writeHead(404).end();
      return;
    }
    if (req.method === 'DELETE') {
      capture.clear();
      res.writeHead(204).end();
      return;
    }
    const messages: MailboxMessage[] = capture.messages.map(({ raw: _raw, ...m }) => m);
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(messages));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    smtpUrl: capture.url,
    httpUrl: `http://127.0.0.1:${port}`,
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await capture.stop();
    },
  };
}
