import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { isIP } from 'node:net';
import path from 'node:path';

/**
 * The country of an IP address, from the two country tables geoip-lite ships (its data files
 * only: its own module loads the city tables too, 140 MB that a click does not need).
 *
 * Both files are sorted, non-overlapping ranges of fixed-size records:
 *   geoip-country.dat   10 bytes: first IPv4 (u32 BE), last IPv4 (u32 BE), country (2 ASCII bytes)
 *   geoip-country6.dat  34 bytes: first IPv6 (16 bytes), last IPv6 (16 bytes), country (2 bytes)
 * IPv6 ranges are compared on their upper 64 bits, as geoip-lite does.
 */
const V4_RECORD = 10;
const V6_RECORD = 34;

interface Tables {
  v4: Buffer;
  v6: Buffer;
}

let tables: Tables | null = null;

function dataDir(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('geoip-lite/package.json')), 'data');
}

/** Reads both tables (14 MB) on first use; a process that counts no click never pays for them. */
function load(): Tables {
  if (!tables) {
    const dir = dataDir();
    tables = { v4: readFileSync(path.join(dir, 'geoip-country.dat')), v6: readFileSync(path.join(dir, 'geoip-country6.dat')) };
  }
  return tables;
}

/** Dotted IPv4 → unsigned 32-bit number. */
function ipv4ToNumber(ip: string): number {
  const parts = ip.split('.');
  return ((Number(parts[0]) << 24) >>> 0) + (Number(parts[1]) << 16) + (Number(parts[2]) << 8) + Number(parts[3]);
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a trailing dotted IPv4 as two groups). */
function ipv6Groups(ip: string): number[] {
  let text = ip;
  let dotted: number | null = null;
  const lastColon = text.lastIndexOf(':');
  if (text.includes('.', lastColon)) {
    dotted = ipv4ToNumber(text.slice(lastColon + 1));
    text = `${text.slice(0, lastColon + 1)}0:0`;
  }
  const parse = (s: string) => (s === '' ? [] : s.split(':').map((g) => parseInt(g, 16)));
  const [head = '', rest] = text.split('::');
  const left = parse(head);
  const right = rest === undefined ? [] : parse(rest);
  const groups = [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
  if (dotted !== null) groups.splice(6, 2, dotted >>> 16, dotted & 0xffff);
  return groups;
}

function country(buffer: Buffer, at: number): string | null {
  const code = buffer.toString('latin1', at, at + 2).replace(/\0.*/, '');
  return code === '' ? null : code;
}

function lookup4(v4: Buffer, ip: number): string | null {
  let low = 0;
  let high = v4.length / V4_RECORD - 1;
  while (low <= high) {
    const mid = (low + high) >>> 1;
    const at = mid * V4_RECORD;
    if (ip < v4.readUInt32BE(at)) high = mid - 1;
    else if (ip > v4.readUInt32BE(at + 4)) low = mid + 1;
    else return country(v4, at + 8);
  }
  return null;
}

/** -1, 0, 1: the record's 64-bit prefix at `at` against (hi, lo). */
function compare64(buffer: Buffer, at: number, hi: number, lo: number): number {
  const h = buffer.readUInt32BE(at);
  if (h !== hi) return h < hi ? -1 : 1;
  const l = buffer.readUInt32BE(at + 4);
  return l === lo ? 0 : l < lo ? -1 : 1;
}

function lookup6(v6: Buffer, hi: number, lo: number): string | null {
  let low = 0;
  let high = v6.length / V6_RECORD - 1;
  while (low <= high) {
    const mid = (low + high) >>> 1;
    const at = mid * V6_RECORD;
    if (compare64(v6, at, hi, lo) > 0) high = mid - 1;
    else if (compare64(v6, at + 16, hi, lo) < 0) low = mid + 1;
    else return country(v6, at + 32);
  }
  return null;
}

/** ISO 3166 country code of a public address, or null (unlisted, private, or not an address). */
export function countryOfAddress(address: string): string | null {
  const version = isIP(address);
  if (version === 0) return null;
  const t = load();
  if (version === 4) return lookup4(t.v4, ipv4ToNumber(address));
  const groups = ipv6Groups(address);
  // An IPv4-mapped address (::ffff:a.b.c.d) is looked up as the IPv4 address it carries.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) return lookup4(t.v4, ((groups[6]! << 16) >>> 0) + groups[7]!);
  const hi = ((groups[0]! << 16) >>> 0) + groups[1]!;
  const lo = ((groups[2]! << 16) >>> 0) + groups[3]!;
  return lookup6(t.v6, hi, lo);
}
