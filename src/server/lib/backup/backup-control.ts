import { createWriteStream, existsSync, rmSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Logger } from '../logger';
import type { PreparedBackup } from './backup-archive';

// On the embedded database a running server holds DATA_DIR (decisions/002): no other process may
// open it, so `npm run backup` asks the server for the archive through a Unix socket in
// DATA_DIR (mode 600: whoever may use it may read DATA_DIR anyway). The server dumps from its own
// connection and streams the .tar.gz back; the command writes and checks the file.
// See docs/decisions/024-backup-and-restore.md.

/** Longest socket path Linux and macOS accept (sun_path holds 104-108 bytes with the NUL). */
const maxSocketPath = 103;

export function controlSocketPath(dataDir: string): string {
  return path.join(path.resolve(dataDir), 'backup.sock');
}

export class BackupControlError extends Error {}

/**
 * Serves backup requests on DATA_DIR/backup.sock; returns the stopper. `prepare` makes the
 * backup (the caller's database, uploads and secret).
 */
export async function startBackupControl(
  dataDir: string,
  logger: Pick<Logger, 'info' | 'warn' | 'error'>,
  prepare: () => Promise<PreparedBackup>,
): Promise<() => Promise<void>> {
  const socketPath = controlSocketPath(dataDir);
  if (Buffer.byteLength(socketPath) > maxSocketPath) {
    logger.warn(
      { socketPath },
      'DATA_DIR is too long a path for the backup socket: `npm run backup` cannot reach this server (scheduled backups still work)',
    );
    return async () => {};
  }
  // Whatever is there was left by a crashed server: this process holds the data folder's lock.
  rmSync(socketPath, { force: true });
  const server = net.createServer((socket) => {
    let request = '';
    const onData = (chunk: Buffer) => {
      request += chunk.toString('utf8');
      if (request.length > 1024) socket.destroy();
      if (!request.includes('\n')) return;
      socket.off('data', onData);
      socket.pause();
      void answer(socket, request.slice(0, request.indexOf('\n')).trim());
    };
    socket.on('data', onData);
    socket.on('error', () => {});
  });
  const answer = async (socket: net.Socket, command: string) => {
    if (command !== 'backup') {
      socket.end(`ERR ${JSON.stringify({ error: `unknown request "${command.slice(0, 40)}"` })}\n`);
      return;
    }
    const started = Date.now();
    let prepared: PreparedBackup;
    try {
      prepared = await prepare();
    } catch (err) {
      logger.error({ err }, 'backup requested through the socket failed');
      socket.end(`ERR ${JSON.stringify({ error: (err as Error).message })}\n`);
      return;
    }
    try {
      socket.write('OK\n');
      await prepared.writeTo(socket);
      logger.info({ ms: Date.now() - started }, 'backup sent to `npm run backup`');
    } catch (err) {
      logger.error({ err }, 'sending a backup through the socket failed');
      socket.destroy();
    } finally {
      await prepared.discard();
    }
  };
  // Owner-only from the first moment: the umask applies when the socket file is created.
  const umask = process.umask(0o177);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socketPath, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } finally {
    process.umask(umask);
  }
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      rmSync(socketPath, { force: true });
    });
}

/**
 * Asks the server holding DATA_DIR for a backup and writes it to `partialFile` (mode 600).
 * The caller checks the archive and renames it.
 */
export async function requestBackup(dataDir: string, partialFile: string, holderPid: number): Promise<void> {
  const socketPath = controlSocketPath(dataDir);
  const unreachable = () =>
    new BackupControlError(
      `The data folder is in use by process ${holderPid}, which does not take backup requests (${
        existsSync(socketPath) ? 'it does not answer' : `no ${socketPath}`
      }). If it is a Courtside server older than this command, stop it and run the backup again; if it is \`npm run users\`, wait for it to finish.`,
    );
  const socket = await new Promise<net.Socket>((resolve, reject) => {
    const s = net.createConnection(socketPath);
    s.once('connect', () => resolve(s));
    s.once('error', (err: NodeJS.ErrnoException) =>
      reject(['ENOENT', 'ECONNREFUSED', 'ENOTSOCK'].includes(err.code ?? '') ? unreachable() : err),
    );
  });
  socket.write('backup\n');
  // The first line says whether an archive follows.
  const header = await new Promise<{ line: string; rest: Buffer }>((resolve, reject) => {
    let buffered = Buffer.alloc(0);
    const onData = (chunk: Buffer) => {
      buffered = Buffer.concat([buffered, chunk]);
      const end = buffered.indexOf(10);
      if (end === -1) {
        if (buffered.length > 64 * 1024)
          reject(new BackupControlError('The server answered something else than a backup.'));
        return;
      }
      socket.off('data', onData);
      socket.off('end', onEnd);
      socket.pause();
      resolve({ line: buffered.subarray(0, end).toString('utf8'), rest: buffered.subarray(end + 1) });
    };
    const onEnd = () => reject(new BackupControlError('The server closed the connection without an answer.'));
    socket.on('data', onData);
    socket.once('end', onEnd);
    socket.once('error', reject);
  });
  if (header.line.startsWith('ERR ')) {
    socket.destroy();
    let message = header.line.slice(4);
    try {
      message = (JSON.parse(message) as { error: string }).error;
    } catch {
      // the raw text then
    }
    throw new BackupControlError(`The server could not make the backup: ${message}`);
  }
  if (header.line !== 'OK') {
    socket.destroy();
    throw new BackupControlError('The server answered something else than a backup.');
  }
  await mkdir(path.dirname(partialFile), { recursive: true });
  const out = createWriteStream(partialFile, { flags: 'wx', mode: 0o600 });
  try {
    out.write(header.rest);
    await pipeline(socket, out);
  } catch (err) {
    await rm(partialFile, { force: true });
    throw err;
  }
}
