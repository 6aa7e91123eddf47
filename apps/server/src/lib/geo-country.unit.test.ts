import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { countryOfAddress } from './geo-country';

// geoip-lite (its whole city database) is the reference the country reader must agree with.
const require = createRequire(import.meta.url);
const geoip = require('geoip-lite') as { lookup(ip: string): { country: string } | null };
const dataDir = path.join(path.dirname(require.resolve('geoip-lite/package.json')), 'data');
const reference = (ip: string) => geoip.lookup(ip)?.country || null;

const dotted = (n: number) => [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255].join('.');
// geoip-lite answers null inside these whatever its table says; the click code never asks for them.
const privateV4 = (n: number) => n >>> 24 === 10 || n >>> 20 === 0xac1 || n >>> 16 === 0xc0a8;

/** A deterministic generator, so a failure names the same addresses on every run. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1_664_525) + 1_013_904_223) >>> 0;
    return s;
  };
}

function expectAgreement(addresses: string[]) {
  const differ = addresses.filter((ip) => countryOfAddress(ip) !== reference(ip)).slice(0, 5);
  expect(differ.map((ip) => `${ip}: ${countryOfAddress(ip)} vs ${reference(ip)}`)).toEqual([]);
}

describe('country of an address', () => {
  it('agrees with geoip-lite at both ends of IPv4 ranges, just outside them, and at random addresses', () => {
    const v4 = readFileSync(path.join(dataDir, 'geoip-country.dat'));
    const addresses: string[] = [];
    for (let at = 0; at < v4.length; at += 10 * 37) {
      const first = v4.readUInt32BE(at);
      const last = v4.readUInt32BE(at + 4);
      for (const n of [first, last, first - 1, last + 1, first + Math.floor((last - first) / 2)]) {
        if (n >= 0 && n <= 0xffffffff && !privateV4(n)) addresses.push(dotted(n));
      }
    }
    const next = random(31);
    for (let i = 0; i < 20_000; i++) {
      const n = next();
      if (!privateV4(n)) addresses.push(dotted(n));
    }
    expect(addresses.length).toBeGreaterThan(40_000);
    expect(addresses.filter((ip) => reference(ip) !== null).length).toBeGreaterThan(20_000);
    expectAgreement(addresses);
  });

  // geoip-lite answers from its city tables, which for 71 of 290,634 IPv6 ranges of this release
  // name another country than its own country table (GeoLite2-City and -Country disagree there).
  it('agrees with geoip-lite on IPv6 range ends and random global addresses, but for a handful of ranges', () => {
    const v6 = readFileSync(path.join(dataDir, 'geoip-country6.dat'));
    const group = (n: number) => [(n >>> 16).toString(16), (n & 0xffff).toString(16)];
    const text = (hi: number, lo: number, tail = 0) => [...group(hi), ...group(lo), '0', '0', '0', tail.toString(16)].join(':');
    const addresses: string[] = [];
    for (let at = 0; at < v6.length; at += 34 * 23) {
      addresses.push(text(v6.readUInt32BE(at), v6.readUInt32BE(at + 4)), text(v6.readUInt32BE(at + 16), v6.readUInt32BE(at + 20), 0xffff));
    }
    const next = random(6);
    for (let i = 0; i < 10_000; i++) addresses.push(text((0x2000_0000 | (next() & 0x1fff_ffff)) >>> 0, next(), next() & 0xffff));
    const known = addresses.filter((ip) => reference(ip) !== null);
    expect(known.length).toBeGreaterThan(5_000);
    const differ = known.filter((ip) => countryOfAddress(ip) !== reference(ip));
    expect(differ.length / known.length).toBeLessThan(0.002);
    expect(addresses.filter((ip) => reference(ip) === null && countryOfAddress(ip) !== null)).toEqual([]);
  });

  it('reads shortened and IPv4-mapped forms as the addresses they are', () => {
    expect(countryOfAddress('8.8.8.8')).toBe('US');
    expect(countryOfAddress('::ffff:8.8.8.8')).toBe('US');
    expect(countryOfAddress('2001:4860:4860::8888')).toBe(reference('2001:4860:4860:0:0:0:0:8888'));
    expect(countryOfAddress('2001:4860:4860::8888')).not.toBeNull();
    expect(countryOfAddress('not an address')).toBeNull();
    expect(countryOfAddress('::1')).toBeNull();
  });
});
