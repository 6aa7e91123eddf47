import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { storedFiles } from '../db/schema';
import { API_PREFIX } from '@lbo/contracts/api-paths';

export interface StoredFile {
  bytes: Buffer;
  /** Who made the file, when only they (and those with the right permission) may read it. */
  ownerId: string | null;
  /** The name it is downloaded under ("leads — errors.xlsx"); null: its key's. */
  downloadName: string | null;
}

/**
 * Where uploaded logos and import error files live: in the database by default, so every
 * server process serves what any of them stored. An S3-compatible store can implement the
 * same three calls.
 */
export interface FileStorage {
  /** Stores the bytes and returns the key to read them back with. */
  put(folder: string, extension: string, bytes: Buffer, ownerId?: string | null, downloadName?: string | null): Promise<string>;
  get(key: string): Promise<StoredFile | null>;
  /** URL path at which the server serves the key. */
  urlFor(key: string): string;
}

const KEY_PATTERN = /^[a-z0-9-]+\/[0-9a-f-]{36}\.[a-z0-9]{1,5}$/;

/** Folders whose files are served to anyone; the others only under /api with a session. */
export const PUBLIC_FOLDERS = new Set(['logos']);

function fileUrlFor(key: string): string {
  return PUBLIC_FOLDERS.has(key.split('/')[0]!) ? `/files/${key}` : `${API_PREFIX}files/${key}`;
}

export function createDatabaseStorage(db: DbOrTx): FileStorage {
  return {
    async put(folder, extension, bytes, ownerId = null, downloadName = null) {
      const key = `${folder}/${randomUUID()}.${extension}`;
      await db.insert(storedFiles).values({ key, bytes, owner_id: ownerId, download_name: downloadName });
      return key;
    },
    async get(key) {
      if (!KEY_PATTERN.test(key)) return null;
      const [row] = await db
        .select({ bytes: storedFiles.bytes, ownerId: storedFiles.owner_id, downloadName: storedFiles.download_name })
        .from(storedFiles)
        .where(eq(storedFiles.key, key))
        .limit(1);
      return row ? { bytes: Buffer.from(row.bytes), ownerId: row.ownerId, downloadName: row.downloadName } : null;
    },
    urlFor: fileUrlFor,
  };
}
