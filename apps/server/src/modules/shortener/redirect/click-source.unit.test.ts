import { isIP } from 'node:net';
import { createRequire } from 'node:module';
import type { FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import { describe, expect, it } from 'vitest';
import { clickOf, visitFacts } from './click-source';

// The rules as the redirect applied them at request time before clicks were enriched when
// written (bot test on the request, country from geoip-lite's full database): the reference.
const geoip = createRequire(import.meta.url)('geoip-lite') as { lookup(ip: string): { country: string } | null };
const PREVIEW_CRAWLERS =
  /slackbot|whatsapp|facebookexternalhit|facebot|twitterbot|telegrambot|discordbot|linkedinbot|skypeuripreview|embedly|iframely|redditbot|pinterest|vkshare|preview/i;
function automatedBefore(request: FastifyRequest): boolean {
  if (request.method !== 'GET') return true;
  const purpose = request.headers['sec-purpose'] ?? request.headers.purpose;
  if (typeof purpose === 'string' && /prefetch|prerender/i.test(purpose)) return true;
  const ua = request.headers['user-agent'];
  if (!ua) return true;
  return isbot(ua) || PREVIEW_CRAWLERS.test(ua);
}
function countryBefore(address: string | undefined): string {
  if (!address) return 'unknown';
  const ip = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (!isIP(ip) || privateBefore(ip)) return 'unknown';
  return geoip.lookup(ip)?.country || 'unknown';
}
function privateBefore(ip: string): boolean {
  if (ip.includes(':')) return /^(::1?$|f[cd]|fe[89ab])/i.test(ip);
  const [a = 0, b = 0] = ip.split('.').map(Number);
  return (
    a === 10 ||
    a === 127 ||
    a === 0 ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 169 && b === 254) ||
    (a === 100 && b >= 64 && b <= 127)
  );
}
const clip = (value: string | string[] | undefined, max: number) => (typeof value === 'string' && value.length > 0 ? value.slice(0, max) : null);
function clickBefore(request: FastifyRequest) {
  if (automatedBefore(request)) return null;
  return { country: countryBefore(request.ip), referrer: clip(request.headers.referer, 2048), userAgent: clip(request.headers['user-agent'], 512) };
}

const AGENTS = [
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
  'WhatsApp/2.23.20.0 A',
  'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  'Twitterbot/1.0',
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'curl/8.5.0',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/124.0.0.0 Safari/537.36',
  `Mozilla/5.0 ${'x'.repeat(600)}`,
  '',
  undefined,
];
const ADDRESSES = [
  '8.8.8.8',
  '49.36.10.1',
  '103.21.244.7',
  '81.2.69.142',
  '::ffff:49.205.1.9',
  '2001:4860:4860::8888',
  '2a03:2880:f12f:83:face:b00c::25de',
  '2405:201:1:2::1',
  '127.0.0.1',
  '10.1.2.3',
  '172.16.0.1',
  '192.168.0.7',
  '100.64.0.1',
  '::1',
  'fd00::1',
  '::ffff:172.16.0.1',
  undefined,
];
const PURPOSES: Record<string, string | string[]>[] = [
  {},
  { 'sec-purpose': 'prefetch' },
  { 'sec-purpose': 'prefetch;prerender' },
  { purpose: 'prefetch' },
  { 'sec-purpose': 'Prefetch;anonymous-client-ip' },
  { 'sec-purpose': 'something-else' },
];
const REFERRERS = [undefined, 'https://www.google.com/search?q=loan', `https://example.com/${'r'.repeat(3000)}`, ''];

function request(method: string, ip: string | undefined, headers: Record<string, string | string[] | undefined>): FastifyRequest {
  const clean = Object.fromEntries(Object.entries(headers).filter(([, v]) => v !== undefined));
  return { method, ip, headers: clean } as unknown as FastifyRequest;
}

describe('a click decided when written', () => {
  it('has the same bot flag, country, referrer and agent as when it was decided at request time', () => {
    let compared = 0;
    let counted = 0;
    for (const method of ['GET', 'HEAD']) {
      for (const ua of AGENTS) {
        for (const ip of ADDRESSES) {
          for (const purpose of PURPOSES) {
            for (const referer of REFERRERS) {
              const req = request(method, ip, { 'user-agent': ua, referer, ...purpose });
              const before = clickBefore(req);
              expect(clickOf(visitFacts(req)), `${method} ${ua} ${ip} ${JSON.stringify(purpose)}`).toEqual(before);
              compared++;
              if (before) counted++;
            }
          }
        }
      }
    }
    expect(compared).toBe(2 * AGENTS.length * ADDRESSES.length * PURPOSES.length * REFERRERS.length);
    // Both outcomes were exercised: people counted with countries, and visits left out.
    expect(counted).toBeGreaterThan(100);
    expect(counted).toBeLessThan(compared / 2);
  });

  it('names the countries of public addresses and unknown for private ones', () => {
    const ua = AGENTS[0];
    const countries = ADDRESSES.map((ip) => clickOf(visitFacts(request('GET', ip, { 'user-agent': ua })))?.country);
    expect(countries.slice(0, 8).every((c) => c !== undefined && /^[A-Z]{2}$/.test(c))).toBe(true);
    expect(countries[0]).toBe('US');
    expect(countries.slice(8)).toEqual(Array(ADDRESSES.length - 8).fill('unknown'));
  });

  it('keeps the same verdict for an agent seen many times', () => {
    const bot = 'Twitterbot/1.0';
    for (let i = 0; i < 3; i++) expect(clickOf(visitFacts(request('GET', '8.8.8.8', { 'user-agent': bot })))).toBeNull();
    expect(clickOf(visitFacts(request('GET', '8.8.8.8', { 'user-agent': AGENTS[0] })))).toMatchObject({ country: 'US' });
  });
});
