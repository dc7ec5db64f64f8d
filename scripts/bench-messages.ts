// `npx tsx scripts/bench-messages.ts`: two figures of club messages (issue 22), measured, never
// asserted: the time to queue one message to 2,000 recipients (audience resolved, de-duplicated,
// one e-mail each in the outbox, in one transaction), and the outbox's throughput to an SMTP
// server on this machine (smtp-server, accepting everything).
//
//   BENCH_RECIPIENTS=5000 npx tsx scripts/bench-messages.ts
//   DATABASE_URL=postgres://… npx tsx scripts/bench-messages.ts   (on PostgreSQL; a fresh schema)
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { openDatabase } from '../src/server/db/client';
import { newsletterSubscribers } from '../src/server/db/schema/newsletter';
import { loadEnv } from '../src/server/env';
import { sendMessage } from '../src/server/features/club-messages/message-sending';
import { createLogger } from '../src/server/lib/logger';
import { drainOutbox } from '../src/server/lib/mail/outbox-worker';
import { createAppContext } from '../src/server/server';

const recipients = Number(process.env.BENCH_RECIPIENTS ?? 2000);

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'njtc-bench-messages-'));
  const databaseUrl = process.env.DATABASE_URL;
  const database = await openDatabase(
    databaseUrl ? { databaseUrl, schema: `bench_${randomBytes(4).toString('hex')}` } : { dataDir: null },
  );
  await database.migrate();
  let received = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => {
        received += 1;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  const env = loadEnv({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    AUTH_SECRET: randomBytes(32).toString('hex'),
  });
  const ctx = createAppContext(env, database, createLogger('silent'));
  try {
    const rows = Array.from({ length: recipients }, (_, i) => ({
      name: `Subscriber ${i}`,
      email: `subscriber.${i}@example.org`,
      emailKey: `subscriber.${i}@example.org`,
      token: randomBytes(24).toString('base64url'),
      status: 'confirmed' as const,
      confirmedAt: new Date(),
    }));
    for (let i = 0; i < rows.length; i += 1000)
      await ctx.db.insert(newsletterSubscribers).values(rows.slice(i, i + 1000));

    const viewer = { isSignedIn: true, userId: null, email: 'board@example.org', roles: ['board'] };
    const queueStart = performance.now();
    const sent = await sendMessage(ctx, viewer, 'Bench Board', {
      audience: { kind: 'newsletter' },
      subject: 'Bench issue',
      body: 'Hello from **{{club.name}}**.\n\n- one\n- two\n\n[Our site](https://example.org)',
      sendAt: undefined,
      confirmedRecipients: recipients,
    });
    const queueMs = performance.now() - queueStart;

    ctx.env = { ...ctx.env, SMTP_URL: `smtp://127.0.0.1:${port}` };
    const drainStart = performance.now();
    const drained = await drainOutbox(ctx);
    const drainMs = performance.now() - drainStart;
    const result = {
      database: databaseUrl ? 'postgresql' : 'pglite (in memory)',
      recipients: sent.recipientCount,
      queueMs: Math.round(queueMs),
      outboxSent: drained.sent,
      smtpReceived: received,
      drainMs: Math.round(drainMs),
      perSecond: Math.round((drained.sent / drainMs) * 1000),
    };
    console.log(JSON.stringify(result, null, 2));
  } finally {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
