import { existsSync, mkdirSync, readdirSync, renameSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** Where openDatabase keeps the embedded database under DATA_DIR. */
const embeddedDir = (dataDir: string) => path.resolve(dataDir, 'pglite');

/**
 * Writes the embedded database as one gzip-compressed tar file. The server
 * must be stopped: PGlite is one process, and a copy taken under a running
 * server could be torn.
 */
export async function backupEmbedded(dataDir: string, file: string): Promise<{ bytes: number }> {
  const dir = embeddedDir(dataDir);
  if (!existsSync(dir) || readdirSync(dir).length === 0) throw new Error(`No embedded database in ${dir}`);
  const db = await PGlite.create({ dataDir: dir, extensions: { pg_trgm } });
  try {
    const dump = await db.dumpDataDir('gzip');
    const bytes = Buffer.from(await dump.arrayBuffer());
    await writeFile(file, bytes);
    return { bytes: bytes.length };
  } finally {
    await db.close();
  }
}

/**
 * Replaces the embedded database with a backup. The current one is kept
 * beside it (`pglite.before-restore-<time>`) rather than deleted.
 */
export async function restoreEmbedded(file: string, dataDir: string, now = new Date()): Promise<{ keptAt: string | null }> {
  const dir = embeddedDir(dataDir);
  let keptAt: string | null = null;
  if (existsSync(dir) && readdirSync(dir).length > 0) {
    keptAt = `${dir}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`;
    renameSync(dir, keptAt);
  }
  mkdirSync(dir, { recursive: true });
  const blob = new Blob([await readFile(file)]);
  const db = await PGlite.create({ dataDir: dir, loadDataDir: blob, extensions: { pg_trgm } });
  try {
    // Reading a table proves the restored files open as a database.
    await db.query('SELECT count(*) FROM drizzle.__drizzle_migrations');
  } finally {
    await db.close();
  }
  return { keptAt };
}
