import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';

/**
 * Where uploaded logos and import error files live. The local folder is the
 * default; an S3-compatible store can implement the same three calls.
 */
export interface FileStorage {
  /** Stores the bytes and returns the key to read them back with. */
  put(folder: string, extension: string, bytes: Buffer): Promise<string>;
  get(key: string): Promise<Buffer | null>;
  /** Public URL path at which the server serves the key. */
  urlFor(key: string): string;
}

const KEY_PATTERN = /^[a-z0-9-]+\/[0-9a-f-]{36}\.[a-z0-9]{1,5}$/;

export function createLocalStorage(root: string, publicPrefix = '/files'): FileStorage {
  return {
    async put(folder, extension, bytes) {
      const key = `${folder}/${randomUUID()}.${extension}`;
      const target = path.join(root, key);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, bytes);
      return key;
    },
    async get(key) {
      if (!KEY_PATTERN.test(key)) return null;
      try {
        return await readFile(path.join(root, key));
      } catch {
        return null;
      }
    },
    urlFor(key) {
      return `${publicPrefix}/${key}`;
    },
  };
}
