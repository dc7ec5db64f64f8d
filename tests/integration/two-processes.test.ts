import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Database, openDatabase } from '@server/db/client';
import { emailOutbox } from '@server/db/schema/mail';
import { loadEnv } from '@server/env';
import { createUserAccount } from '@server/features/accounts/create-user-account';
import { createLogger } from '@server/lib/logger';
import { enqueueEmail } from '@server/lib/mail/enqueue-email';
import { localNotifyBus } from '@server/lib/notify-bus';
import { RateLimiter } from '@server/lib/rate-limit';
import { eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, serverEntry } from '../support/run-server-entry';
import { type SmtpCapture, startSmtpCapture } from '../support/smtp-capture';

/**
 * Two real server processes (src/server/main.ts) on one PostgreSQL database: what one
 * process does must be seen by the other (decision 009). Runs only with TEST_DATABASE_URL.
 */
const baseUrl = process.env.TEST_DATABASE_URL;
const publicUrl = 'http://localhost:3000';
const authSecret = 'two-process-secret-two-process-secret-1234';
const password = 'two-processes-password-1';

interface Server {
  url: string;
  child: ChildProcess;
  dataDir: string;
}

function startServer(databaseUrl: string, smtpUrl: string): Promise<Server> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'njtc-two-'));
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      AUTH_SECRET: authSecret,
      PUBLIC_URL: publicUrl,
      SMTP_URL: smtpUrl,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 60_000);
    child.stdout!.on('data', (d) => {
      out += d;
      const match = out.match(/"url":"(http:\/\/127\.0\.0\.1:\d+)"/);
      if (match) {
        clearTimeout(timer);
        resolve({ url: match[1]!, child, dataDir });
      }
    });
    child.stderr!.on('data', (d) => {
      out += d;
    });
    child.on('exit', (code) => reject(new Error(`server exited (${code}):\n${out}`)));
  });
}

async function stopServer(server: Server | undefined) {
  if (!server) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
  rmSync(server.dataDir, { recursive: true, force: true });
}

function send(server: Server, method: string, url: string, body?: unknown, cookie?: string) {
  return fetch(`${server.url}${url}`, {
    method,
    headers: {
      origin: publicUrl,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(cookie ? { cookie } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function signIn(server: Server, email: string): Promise<string> {
  const res = await send(server, 'POST', '/api/auth/sign-in/email', { email, password });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

/** Reads a server-sent event stream, resolving each wanted event as it arrives. */
function readEvents(res: Response) {
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  return {
    async next(timeoutMs: number): Promise<{ event: string; data: string }> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = block.match(/^event: ?(.*)$/m)?.[1] ?? 'message';
          const data = block.match(/^data: ?(.*)$/m)?.[1] ?? '';
          return { event, data };
        }
        const left = deadline - Date.now();
        if (left <= 0) throw new Error('no event in time');
        const chunk = await Promise.race([
          reader.read(),
          new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no event in time')), left)),
        ]);
        if (chunk.done) throw new Error('stream ended');
        buffer += chunk.value;
      }
    },
    cancel: () => reader.cancel().catch(() => {}),
  };
}

describe.skipIf(!baseUrl)('two app processes on one PostgreSQL', () => {
  const dbName = `njtc_two_${randomBytes(5).toString('hex')}`;
  let databaseUrl: string;
  let smtp: SmtpCapture;
  let a: Server | undefined;
  let b: Server | undefined;
  let database: Database;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`create database "${dbName}"`);
    await admin.end();
    const url = new URL(baseUrl!);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
    smtp = await startSmtpCapture();
    // One after the other: the first migrates and seeds the empty database.
    a = await startServer(databaseUrl, smtp.url);
    b = await startServer(databaseUrl, smtp.url);
    database = await openDatabase({ databaseUrl });
  }, 120_000);

  afterAll(async () => {
    await Promise.all([stopServer(a), stopServer(b)]);
    await database?.close();
    await smtp?.stop();
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`drop database if exists "${dbName}" with (force)`);
    await admin.end();
  }, 60_000);

  /** An account written straight into the shared database (like the operators' CLI). */
  async function account(roles: Array<'admin' | 'board'> = []) {
    const tag = randomBytes(4).toString('hex');
    const env = loadEnv({ DATABASE_URL: databaseUrl, AUTH_SECRET: authSecret, PUBLIC_URL: publicUrl });
    const ctx = {
      env,
      database,
      db: database.db,
      logger: createLogger('silent'),
      rateLimiter: new RateLimiter(database.db, false),
      bus: localNotifyBus(),
      uploadsDir: tmpdir(),
      authSecret,
    };
    return createUserAccount(ctx, {
      email: `two.${tag}@example.org`,
      password,
      name: `Two Process ${tag}`,
      username: `two_${tag}`,
      roles,
    });
  }

  it('a sign-up through A reaches an event page live feed on B within a second', async () => {
    const list = (await (await send(a!, 'GET', '/api/social-events')).json()) as {
      upcoming: Array<{ slug: string; availability: { isOpen: boolean } }>;
    };
    const open = list.upcoming.find((e) => e.availability.isOpen);
    expect(open).toBeTruthy();
    const live = await fetch(`${b!.url}/api/social-events/${open!.slug}/live`);
    expect(live.status).toBe(200);
    const events = readEvents(live);
    try {
      const first = await events.next(10_000);
      expect(first.event).toBe('availability');
      const before = JSON.parse(first.data) as { confirmedCount: number; waitlistCount: number };

      const signUp = await send(a!, 'POST', `/api/social-events/${open!.slug}/registrations`, {
        name: 'Live Feed Player',
        email: `live.${randomBytes(4).toString('hex')}@example.org`,
        phone: '(555) 010-3000',
        ntrp: '3.5',
        partnerName: '',
        notes: '',
      });
      expect(signUp.status).toBe(201);

      let update = await events.next(1000);
      while (update.event !== 'availability') update = await events.next(1000);
      const after = JSON.parse(update.data) as { confirmedCount: number; waitlistCount: number };
      expect(after.confirmedCount + after.waitlistCount).toBe(
        before.confirmedCount + before.waitlistCount + 1,
      );
    } finally {
      await events.cancel();
    }
  });

  it('a role removed through A is refused on B on the next request', async () => {
    const admin = await account(['admin']);
    const target = await account(['admin']);
    const adminCookie = await signIn(a!, admin.email);
    const targetCookie = await signIn(b!, target.email);
    // B has the target's roles in memory now.
    expect((await send(b!, 'GET', '/api/admin/users', undefined, targetCookie)).status).toBe(200);
    expect((await send(b!, 'GET', '/api/admin/users', undefined, targetCookie)).status).toBe(200);

    const removed = await send(
      a!,
      'DELETE',
      `/api/admin/users/${target.id}/roles/admin`,
      undefined,
      adminCookie,
    );
    expect(removed.status).toBe(200);
    expect((await send(b!, 'GET', '/api/admin/users', undefined, targetCookie)).status).toBe(403);
  });

  it('a signed-out session is refused on the other process at once', async () => {
    const user = await account();
    const cookie = await signIn(a!, user.email);
    expect((await send(b!, 'GET', '/api/me', undefined, cookie)).status).toBe(200);
    expect((await send(a!, 'POST', '/api/auth/sign-out', {}, cookie)).status).toBe(200);
    expect((await send(b!, 'GET', '/api/me', undefined, cookie)).status).toBe(401);
  });

  it('shares the failed sign-in limit: the 6th failure through either process is refused', async () => {
    const user = await account();
    const wrong = (server: Server) =>
      send(server, 'POST', '/api/auth/sign-in/email', { email: user.email, password: 'not-the-password' });
    const statuses: number[] = [];
    for (const server of [a!, b!, a!, b!, a!]) statuses.push((await wrong(server)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    expect((await wrong(b!)).status).toBe(429);
    const right = await send(a!, 'POST', '/api/auth/sign-in/email', { email: user.email, password });
    expect(right.status).toBe(429);
  });

  it('the outbox delivers each e-mail exactly once with both processes running', async () => {
    const tag = randomBytes(4).toString('hex');
    const subjects = Array.from({ length: 30 }, (_, i) => `Exactly once ${tag} #${i}`);
    const ids: string[] = [];
    for (const subject of subjects) {
      ids.push(
        (await enqueueEmail(database.db, { to: `once.${tag}@example.org`, subject, text: subject })).id,
      );
    }
    // Both workers poll every few seconds; wait until every row is sent, then a little more.
    const deadline = Date.now() + 30_000;
    for (;;) {
      const rows = await database.db
        .select({ status: emailOutbox.status })
        .from(emailOutbox)
        .where(inArray(emailOutbox.id, ids));
      if (rows.every((r) => r.status === 'sent')) break;
      if (Date.now() > deadline) throw new Error('the outbox did not send everything in time');
      await new Promise((r) => setTimeout(r, 200));
    }
    await new Promise((r) => setTimeout(r, 1000));
    const received = smtp.messages.filter((m) => m.subject.startsWith(`Exactly once ${tag}`));
    expect(received.map((m) => m.subject).sort()).toEqual([...subjects].sort());
    const [row] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, ids[0]!));
    expect(row?.attempts).toBe(1);
  });
});
