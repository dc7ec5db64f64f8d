import type { Readable } from 'node:stream';

// A minimal ustar (POSIX tar) writer and reader: regular files only, which is all a backup
// archive holds. Standard tools read what this writes (`tar tzvf backup.tar.gz`), and no
// dependency is needed to write or read it.

const block = 512;
const endOfArchive = Buffer.alloc(block * 2);

export class TarFormatError extends Error {}

function writeOctal(header: Buffer, offset: number, length: number, value: number): void {
  // length-1 octal digits, then NUL.
  const text = value.toString(8).padStart(length - 1, '0');
  if (text.length > length - 1) throw new TarFormatError(`value ${value} too large for a tar header field`);
  header.write(`${text}\0`, offset, length, 'ascii');
}

function splitName(name: string): { prefix: string; name: string } {
  if (Buffer.byteLength(name) <= 100) return { prefix: '', name };
  // ustar: a path up to 255 bytes is split at a slash into prefix (155) and name (100).
  for (let i = name.lastIndexOf('/'); i > 0; i = name.lastIndexOf('/', i - 1)) {
    const prefix = name.slice(0, i);
    const rest = name.slice(i + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(rest) <= 100) return { prefix, name: rest };
  }
  throw new TarFormatError(`file name too long for the archive: ${name}`);
}

/** The 512-byte header of a regular file (mode 600: a backup holds secrets). */
export function tarHeader(name: string, size: number, mtime: Date): Buffer {
  const header = Buffer.alloc(block);
  const parts = splitName(name);
  header.write(parts.name, 0, 100, 'utf8');
  writeOctal(header, 100, 8, 0o600);
  writeOctal(header, 108, 8, 0);
  writeOctal(header, 116, 8, 0);
  writeOctal(header, 124, 12, size);
  writeOctal(header, 136, 12, Math.floor(mtime.getTime() / 1000));
  header.write('        ', 148, 8, 'ascii'); // checksum counts as spaces while summing
  header.write('0', 156, 1, 'ascii'); // regular file
  header.write('ustar\0', 257, 6, 'ascii');
  header.write('00', 263, 2, 'ascii');
  header.write(parts.prefix, 345, 155, 'utf8');
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 8, 'ascii');
  return header;
}

/** Bytes after a file's data that bring it to a whole block. */
export function tarPadding(size: number): Buffer {
  const rest = size % block;
  return rest === 0 ? Buffer.alloc(0) : Buffer.alloc(block - rest);
}

/**
 * One file entry as chunks: header, the content (exactly `size` bytes, checked, so a file that
 * changes while it is archived fails the backup instead of corrupting the archive), padding.
 */
export async function* tarFile(
  name: string,
  size: number,
  content: AsyncIterable<Buffer> | Buffer,
  mtime = new Date(),
): AsyncGenerator<Buffer> {
  yield tarHeader(name, size, mtime);
  let written = 0;
  const chunks = Buffer.isBuffer(content) ? [content] : content;
  for await (const chunk of chunks) {
    written += chunk.length;
    if (written > size) throw new TarFormatError(`${name} grew while it was being archived`);
    yield chunk;
  }
  if (written !== size) throw new TarFormatError(`${name} shrank while it was being archived`);
  const padding = tarPadding(size);
  if (padding.length) yield padding;
}

/** The two zero blocks that end an archive. */
export function tarEnd(): Buffer {
  return endOfArchive;
}

function readOctal(header: Buffer, offset: number, length: number): number {
  const text = header
    .subarray(offset, offset + length)
    .toString('ascii')
    .replace(/[\0 ]+$/, '')
    .trim();
  if (!/^[0-7]*$/.test(text)) throw new TarFormatError('not a tar archive (bad number in a header)');
  return text === '' ? 0 : Number.parseInt(text, 8);
}

function readString(header: Buffer, offset: number, length: number): string {
  const raw = header.subarray(offset, offset + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? length : end).toString('utf8');
}

export interface TarEntry {
  name: string;
  size: number;
  /** The entry's data, to be read whole before the next entry is asked for. */
  content: AsyncIterable<Buffer>;
}

/** A reader that hands out exactly the bytes asked for from a stream of chunks. */
class ByteReader {
  private buffered: Buffer[] = [];
  private length = 0;
  private done = false;
  private readonly source: AsyncIterator<Buffer>;

  constructor(input: Readable) {
    this.source = input[Symbol.asyncIterator]();
  }

  private async fill(): Promise<boolean> {
    if (this.done) return false;
    const next = await this.source.next();
    if (next.done) {
      this.done = true;
      return false;
    }
    const chunk = Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value);
    this.buffered.push(chunk);
    this.length += chunk.length;
    return true;
  }

  /** Up to `max` bytes (at least one unless the stream ended). */
  async readSome(max: number): Promise<Buffer | null> {
    while (this.length === 0) if (!(await this.fill())) return null;
    const first = this.buffered[0]!;
    const take = Math.min(max, first.length);
    const out = first.subarray(0, take);
    if (take === first.length) this.buffered.shift();
    else this.buffered[0] = first.subarray(take);
    this.length -= take;
    return out;
  }

  async readExactly(size: number): Promise<Buffer | null> {
    const parts: Buffer[] = [];
    let got = 0;
    while (got < size) {
      const part = await this.readSome(size - got);
      if (!part) return got === 0 ? null : Buffer.concat(parts);
      parts.push(part);
      got += part.length;
    }
    return Buffer.concat(parts);
  }
}

/**
 * The regular-file entries of a tar stream, in order. Anything else (links, devices,
 * folders) is refused: a backup never holds one, and links are how a hostile archive
 * writes outside the folder it is unpacked into.
 */
export async function* readTar(input: Readable): AsyncGenerator<TarEntry> {
  const reader = new ByteReader(input);
  for (;;) {
    const header = await reader.readExactly(block);
    if (!header) throw new TarFormatError('the archive ends early (no end marker): it is incomplete');
    if (header.length < block) throw new TarFormatError('the archive ends in the middle of a header');
    if (header.every((b) => b === 0)) return;
    const stored = readOctal(header, 148, 8);
    let sum = 0;
    for (let i = 0; i < block; i++) sum += i >= 148 && i < 156 ? 32 : header[i]!;
    if (sum !== stored) throw new TarFormatError('not a tar archive, or a damaged one (header checksum)');
    const type = String.fromCharCode(header[156]!);
    const prefix = readString(header, 345, 155);
    const base = readString(header, 0, 100);
    const name = prefix ? `${prefix}/${base}` : base;
    if (type === '5' && name.endsWith('/')) continue; // a folder entry written by another tool
    if (type !== '0' && type !== '\0') throw new TarFormatError(`unexpected entry ${name} (type ${type})`);
    const size = readOctal(header, 124, 12);
    let remaining = size;
    let consumed = false;
    const content = {
      async *[Symbol.asyncIterator]() {
        if (consumed) throw new TarFormatError('an entry can be read once');
        consumed = true;
        while (remaining > 0) {
          const chunk = await reader.readSome(Math.min(remaining, 1 << 20));
          if (!chunk) throw new TarFormatError(`the archive ends inside ${name}: it is incomplete`);
          remaining -= chunk.length;
          yield chunk;
        }
      },
    };
    yield { name, size, content };
    // Skip whatever the consumer left unread, then the padding.
    consumed = true;
    while (remaining > 0) {
      const chunk = await reader.readSome(Math.min(remaining, 1 << 20));
      if (!chunk) throw new TarFormatError(`the archive ends inside ${name}: it is incomplete`);
      remaining -= chunk.length;
    }
    const padding = tarPadding(size).length;
    if (padding && !(await reader.readExactly(padding)))
      throw new TarFormatError('the archive ends early: it is incomplete');
  }
}
