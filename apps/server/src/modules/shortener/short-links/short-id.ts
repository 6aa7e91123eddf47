import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
// 248 = 4 × 62: bytes at or above it are dropped so that every character is equally likely.
const UNBIASED_LIMIT = 248;

/** A base62 id of exactly `length` characters from the CSPRNG. */
export function newShortId(length: number): string {
  let id = '';
  while (id.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte >= UNBIASED_LIMIT) continue;
      id += ALPHABET[byte % 62];
      if (id.length === length) break;
    }
  }
  return id;
}

/** What a short id in a request path may look like; anything else is unknown without asking the database. */
export const SHORT_ID_PATTERN = /^[0-9A-Za-z]{1,64}$/;
