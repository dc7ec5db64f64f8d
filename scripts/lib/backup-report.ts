import type { BackupManifest } from '../../src/server/lib/backup/backup-archive';

// What `npm run backup` and `npm run restore` print about an archive.

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** "made … by Courtside 0.1.0 from PGlite 18.1, migration level 0024_…" */
export function describeOrigin(manifest: BackupManifest): string {
  const engine = manifest.database.engine === 'pglite' ? 'PGlite' : 'PostgreSQL';
  return `made ${manifest.createdAt} by Courtside ${manifest.app.version} from ${engine} ${manifest.database.serverVersion}, migration level ${manifest.database.migrationLevel ?? '(none)'}`;
}

/** The contents, a few lines: rows per table (tables with rows, by name), uploads, secret. */
export function describeContents(manifest: BackupManifest): string[] {
  const tables = manifest.database.tables
    .filter((t) => t.rows > 0)
    .sort((a, b) => a.name.localeCompare(b.name));
  const rows = manifest.database.tables.reduce((sum, t) => sum + t.rows, 0);
  const list: string[] = [];
  let line = '   ';
  for (const t of tables) {
    const item = ` ${t.name} ${t.rows},`;
    if (line.length + item.length > 100) {
      list.push(line);
      line = '   ';
    }
    line += item;
  }
  if (line.trim()) list.push(line.replace(/,$/, ''));
  return [
    `  database: ${rows} rows in ${manifest.database.tables.length} tables, ${manifest.database.sequences} sequences`,
    ...list,
    `  uploads:  ${manifest.uploads.count} files (${formatBytes(manifest.uploads.bytes)})`,
    '  the auth secret (two-factor secrets, sessions and signed links depend on it)',
  ];
}

/** A PostgreSQL URL with its password hidden, to print. */
export function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'DATABASE_URL';
  }
}
