import { createServer } from 'node:net';
import { emailOutbox } from '@server/db/schema/mail';
import { enqueueEmail } from '@server/lib/mail/enqueue-email';
import { drainOutbox, startOutboxWorker } from '@server/lib/mail/outbox-worker';
import { maxSendAttempts, retryDelayMs } from '@server/lib/outbox';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type SmtpCapture, startSmtpCapture } from '../support/smtp-capture';
import { createTestApp, type TestApp } from '../support/test-context';

let t: TestApp;
let capture: SmtpCapture | null = null;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.ctx.db.delete(emailOutbox);
  t.ctx.env = { ...t.ctx.env, SMTP_URL: undefined, MAIL_FROM: 'NJTC <no-reply@njtc.test>' };
});
afterEach(async () => {
  await capture?.stop();
  capture = null;
});

/** A port nothing listens on: the SMTP server is "down". */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function outboxRows() {
  return t.ctx.db.select().from(emailOutbox).orderBy(emailOutbox.createdAt);
}

const message = {
  to: 'player@example.com',
  subject: 'Confirm your subscription',
  text: 'Hello!\nConfirm here: http://localhost:3000/newsletter/confirm?token=abc123\nThanks',
  html: '<p>Hello! <a href="http://localhost:3000/newsletter/confirm?token=abc123">Confirm</a></p>',
  headers: { 'List-Unsubscribe': '<http://localhost:3000/api/newsletter/unsubscribe?token=u1>' },
};

describe('enqueueEmail', () => {
  it('stores a pending message due now', async () => {
    const { id } = await enqueueEmail(t.ctx.db, message);
    const [row] = await outboxRows();
    expect(row).toMatchObject({
      id,
      to: message.to,
      subject: message.subject,
      status: 'pending',
      attempts: 0,
    });
    expect(row!.headers).toEqual(message.headers);
    expect(row!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('is part of the caller transaction: a rollback stores nothing', async () => {
    await expect(
      t.ctx.db.transaction(async (tx) => {
        await enqueueEmail(tx, message);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await outboxRows()).toHaveLength(0);
  });
});

describe('drainOutbox without SMTP_URL', () => {
  it('writes the message with its links to the log and marks it sent_to_log', async () => {
    const lines: string[] = [];
    const original = t.ctx.logger;
    t.ctx.logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    try {
      await enqueueEmail(t.ctx.db, message);
      expect(await drainOutbox(t.ctx)).toEqual({ sent: 1, retrying: 0, failed: 0 });
    } finally {
      t.ctx.logger = original;
    }
    const [row] = await outboxRows();
    expect(row).toMatchObject({ status: 'sent_to_log', attempts: 1, lastError: null });
    expect(row!.sentAt).toBeInstanceOf(Date);
    const logged = lines.map((l) => JSON.parse(l)).find((l) => l.subject === message.subject);
    expect(logged).toMatchObject({
      to: message.to,
      links: ['http://localhost:3000/newsletter/confirm?token=abc123'],
    });
  });
});

describe('drainOutbox with SMTP', () => {
  it('delivers through the SMTP server with sender, both bodies and headers', async () => {
    capture = await startSmtpCapture();
    t.ctx.env = { ...t.ctx.env, SMTP_URL: capture.url };
    await enqueueEmail(t.ctx.db, message);
    expect(await drainOutbox(t.ctx)).toEqual({ sent: 1, retrying: 0, failed: 0 });
    const mail = await capture.waitFor((m) => m.subject === message.subject);
    expect(mail.envelopeTo).toEqual([message.to]);
    expect(mail.envelopeFrom).toBe('no-reply@njtc.test');
    expect(mail.from).toContain('no-reply@njtc.test');
    expect(mail.text).toContain('Confirm here: http://localhost:3000/newsletter/confirm?token=abc123');
    expect(mail.html).toContain('<a href="http://localhost:3000/newsletter/confirm?token=abc123">');
    expect(mail.headers['list-unsubscribe']).toBe(
      '<http://localhost:3000/api/newsletter/unsubscribe?token=u1>',
    );
    expect(mail.links).toEqual(['http://localhost:3000/newsletter/confirm?token=abc123']);
    const [row] = await outboxRows();
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('keeps mail through an outage: pending with backoff, delivered once the server is back', async () => {
    const port = await closedPort();
    t.ctx.env = { ...t.ctx.env, SMTP_URL: `smtp://127.0.0.1:${port}` };
    await enqueueEmail(t.ctx.db, message);

    const started = Date.now();
    expect(await drainOutbox(t.ctx)).toEqual({ sent: 0, retrying: 1, failed: 0 });
    let [row] = await outboxRows();
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.lastError).toMatch(/ECONNREFUSED|connect/i);
    const wait = row!.nextAttemptAt.getTime() - started;
    expect(wait).toBeGreaterThanOrEqual(30_000 - 1000);
    expect(wait).toBeLessThan(30_000 + 10_000);

    // Not due yet: a drain now leaves it alone.
    expect(await drainOutbox(t.ctx)).toEqual({ sent: 0, retrying: 0, failed: 0 });

    // Still down at the second attempt: the wait grows.
    const second = new Date(row!.nextAttemptAt.getTime() + 1);
    expect(await drainOutbox(t.ctx, { now: second })).toEqual({ sent: 0, retrying: 1, failed: 0 });
    [row] = await outboxRows();
    expect(row).toMatchObject({ status: 'pending', attempts: 2 });
    expect(row!.nextAttemptAt.getTime() - second.getTime()).toBe(retryDelayMs(2));

    // The server comes back on the same address.
    capture = await startSmtpCapture({ port });
    expect(await drainOutbox(t.ctx, { now: new Date(row!.nextAttemptAt.getTime() + 1) })).toEqual({
      sent: 1,
      retrying: 0,
      failed: 0,
    });
    await capture.waitFor((m) => m.subject === message.subject);
    expect(capture.messages).toHaveLength(1);
    [row] = await outboxRows();
    expect(row).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
  });

  it(`gives up as failed after ${maxSendAttempts} attempts, keeping the last error`, async () => {
    const port = await closedPort();
    t.ctx.env = { ...t.ctx.env, SMTP_URL: `smtp://127.0.0.1:${port}` };
    const { id } = await enqueueEmail(t.ctx.db, message);
    await t.ctx.db
      .update(emailOutbox)
      .set({ attempts: maxSendAttempts - 1 })
      .where(eq(emailOutbox.id, id));
    expect(await drainOutbox(t.ctx)).toEqual({ sent: 0, retrying: 0, failed: 1 });
    const [row] = await outboxRows();
    expect(row).toMatchObject({ status: 'failed', attempts: maxSendAttempts });
    expect(row!.lastError).toMatch(/ECONNREFUSED|connect/i);
    // A failed message is never picked up again.
    expect(await drainOutbox(t.ctx, { now: new Date(Date.now() + 86_400_000) })).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
    });
  });

  it('fails at once, as bounced, when the server refuses the recipient for good (5xx)', async () => {
    capture = await startSmtpCapture({
      rejectRecipient: (address) => (address === 'gone@example.com' ? 'Mailbox does not exist' : null),
    });
    t.ctx.env = { ...t.ctx.env, SMTP_URL: capture.url };
    await enqueueEmail(t.ctx.db, { ...message, to: 'gone@example.com' });
    expect(await drainOutbox(t.ctx)).toEqual({ sent: 0, retrying: 0, failed: 1 });
    const [row] = await outboxRows();
    expect(row).toMatchObject({ status: 'bounced', attempts: 1 });
    expect(row!.lastError).toMatch(/recipients were rejected|Mailbox does not exist/);
  });

  it('never sends one message twice when two loops drain at once', async () => {
    capture = await startSmtpCapture();
    t.ctx.env = { ...t.ctx.env, SMTP_URL: capture.url };
    for (let i = 0; i < 25; i++) await enqueueEmail(t.ctx.db, { ...message, subject: `Message ${i}` });
    const [a, b] = await Promise.all([drainOutbox(t.ctx), drainOutbox(t.ctx)]);
    expect(a.sent + b.sent).toBe(25);
    expect(capture.messages).toHaveLength(25);
    expect(new Set(capture.messages.map((m) => m.subject)).size).toBe(25);
    expect((await outboxRows()).every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });
});

describe('retry schedule', () => {
  it('grows from 30 seconds to hours', () => {
    const delays = Array.from({ length: maxSendAttempts - 1 }, (_, i) => retryDelayMs(i + 1));
    expect(delays[0]).toBe(30_000);
    expect(delays[1]).toBe(120_000);
    expect(delays[2]).toBe(600_000);
    expect(delays[3]).toBe(3_600_000);
    for (let i = 1; i < delays.length; i++) expect(delays[i]!).toBeGreaterThan(delays[i - 1]!);
  });
});

describe('startOutboxWorker', () => {
  it('sends promptly after an enqueue, even one made in a transaction, and stops cleanly', async () => {
    capture = await startSmtpCapture();
    t.ctx.env = { ...t.ctx.env, SMTP_URL: capture.url };
    // A long poll interval: only the wake-up can explain a quick delivery.
    const stop = startOutboxWorker(t.ctx, { pollMs: 60_000 });
    try {
      await new Promise((r) => setTimeout(r, 100)); // let the start-up drain finish
      await enqueueEmail(t.ctx.db, { ...message, subject: 'Direct' });
      await capture.waitFor((m) => m.subject === 'Direct', 1500);

      await t.ctx.db.transaction(async (tx) => {
        await enqueueEmail(tx, { ...message, subject: 'In a transaction' });
        await new Promise((r) => setTimeout(r, 150)); // commit after the worker's first look
      });
      await capture.waitFor((m) => m.subject === 'In a transaction', 1500);
    } finally {
      await stop();
    }
    await enqueueEmail(t.ctx.db, { ...message, subject: 'After stop' });
    await new Promise((r) => setTimeout(r, 300));
    expect(capture.messages.map((m) => m.subject)).toEqual(['Direct', 'In a transaction']);
    expect((await outboxRows()).find((r) => r.subject === 'After stop')?.status).toBe('pending');
  });

  it('drains what was already waiting when it starts', async () => {
    await enqueueEmail(t.ctx.db, { ...message, subject: 'Waiting' });
    const stop = startOutboxWorker(t.ctx, { pollMs: 60_000 });
    try {
      await expect
        .poll(async () => (await outboxRows())[0]?.status, { timeout: 2000, interval: 50 })
        .toBe('sent_to_log');
    } finally {
      await stop();
    }
  });
});
