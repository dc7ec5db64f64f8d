import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DataDirLockedError, lockDataDir } from '@server/db/data-dir-lock';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runServerEntry } from '../support/run-server-entry';

let dir: string;
const children: ChildProcess[] = [];

/** A process that stays alive until killed: stands in for "another server holding the folder". */
function liveProcess(): ChildProcess {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  children.push(child);
  return child;
}

/** The pid of a process that has already exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' });
  await new Promise((resolve) => child.on('exit', resolve));
  return child.pid!;
}

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'njtc-lock-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
});

const lockFile = () => path.join(dir, '.lock');

describe('data-dir lock', () => {
  it('writes our pid and removes the lock on release', () => {
    const release = lockDataDir(dir);
    expect(readFileSync(lockFile(), 'utf8').trim()).toBe(String(process.pid));
    release();
    expect(existsSync(lockFile())).toBe(false);
  });

  it('refuses a folder held by another live process, naming the folder and the pid', () => {
    const holder = liveProcess();
    writeFileSync(lockFile(), String(holder.pid));
    let error: unknown;
    try {
      lockDataDir(dir);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(DataDirLockedError);
    const message = (error as Error).message;
    expect(message).toContain(path.resolve(dir));
    expect(message).toContain(`pid ${holder.pid}`);
    expect(message).toMatch(/in use by another process/);
    // The holder's lock is left alone.
    expect(readFileSync(lockFile(), 'utf8').trim()).toBe(String(holder.pid));
  });

  it('takes over a stale lock left by a dead process', async () => {
    const pid = await deadPid();
    writeFileSync(lockFile(), String(pid));
    const release = lockDataDir(dir);
    expect(readFileSync(lockFile(), 'utf8').trim()).toBe(String(process.pid));
    release();
  });

  it('takes over a lock file with garbage in it', () => {
    writeFileSync(lockFile(), 'not a pid');
    const release = lockDataDir(dir);
    expect(readFileSync(lockFile(), 'utf8').trim()).toBe(String(process.pid));
    release();
  });

  it('stops the real server before it opens the database when the folder is held', async () => {
    const holder = liveProcess();
    writeFileSync(lockFile(), String(holder.pid));
    const result = await runServerEntry({ DATA_DIR: dir, PORT: '0', HOST: '127.0.0.1' });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`in use by another process (pid ${holder.pid})`);
    expect(existsSync(path.join(dir, 'pglite'))).toBe(false);
  });
});
