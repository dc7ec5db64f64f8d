import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from './client-build';
import { ensureServerBuild, serverEntry } from './server-build';

export interface ProductionServer {
  url: string;
  port: number;
  /** pid of the server process itself (node, not a wrapper): for /proc/<pid>/status. */
  pid: number;
  dataDir: string;
  logFile: string;
  stop(): Promise<void>;
}

export interface ProductionServerOptions {
  /** Extra settings (SMTP_URL, RATE_LIMITS…). DATA_DIR defaults to a new temp folder, removed on stop. */
  settings?: Record<string, string>;
  /** Where the server's stdout/stderr go (default .tmp/server-<port>.log). */
  logFile?: string;
  startTimeoutMs?: number;
  /** Listen here (default: a free port), e.g. when links made before the start must point at it. */
  port?: number;
}

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * Starts the compiled server (dist/server/main.js, built first when stale) with plain node as
 * `npm start` does, on 127.0.0.1 and a free port, with a clean environment (nothing leaks in
 * from the caller's DATABASE_URL etc.), and waits until GET /api/health answers 200.
 * dist/client must be built.
 */
export async function startProductionServer(
  options: ProductionServerOptions = {},
): Promise<ProductionServer> {
  ensureServerBuild();
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const settings = options.settings ?? {};
  const ownsDataDir = !settings.DATA_DIR;
  const dataDir = settings.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'njtc-server-'));
  const logFile = options.logFile ?? path.join(repoRoot, '.tmp', `server-${port}.log`);
  mkdirSync(path.dirname(logFile), { recursive: true });
  const log = createWriteStream(logFile);

  const child = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    // Own process group, so stop() ends the server and anything it started.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      LOG_LEVEL: 'info',
      ...settings,
      DATA_DIR: dataDir,
    },
  });
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  // Never leave the server behind when the caller dies without calling stop().
  const killOnExit = () => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // already gone
    }
  };
  process.once('exit', killOnExit);
  child.once('exit', () => process.off('exit', killOnExit));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        // already gone
      }
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid!, 'SIGKILL');
        } catch {
          // already gone
        }
      }, 10_000);
      await exited(child);
      clearTimeout(timer);
    }
    log.end();
    if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + (options.startTimeoutMs ?? 90_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      const output = readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n');
      throw new Error(
        `The server exited during start-up (code ${child.exitCode}). Its last output:\n${output}`,
      );
    }
    try {
      const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The server did not become healthy in time; see ${logFile}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url, port, pid: child.pid!, dataDir, logFile, stop };
}
