import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { isbot } from 'isbot';

// isbot knows these already; listed again so that a change upstream cannot start counting link previews.
const PREVIEW_CRAWLERS =
  /slackbot|whatsapp|facebookexternalhit|facebot|twitterbot|telegrambot|discordbot|linkedinbot|skypeuripreview|embedly|iframely|redditbot|pinterest|vkshare|preview/i;

/**
 * Visits that are not a person following the link: HEAD requests, browser
 * prefetches, no user agent, bots and link-preview crawlers. They are
 * redirected like anyone else but not counted.
 */
export function isAutomatedVisit(request: FastifyRequest): boolean {
  if (request.method !== 'GET') return true;
  const purpose = request.headers['sec-purpose'] ?? request.headers.purpose;
  if (typeof purpose === 'string' && /prefetch|prerender/i.test(purpose)) return true;
  const ua = request.headers['user-agent'];
  if (!ua) return true;
  return isbot(ua) || PREVIEW_CRAWLERS.test(ua);
}

type GeoLookup = (ip: string) => { country: string } | null;
let geo: Promise<GeoLookup> | null = null;

/**
 * geoip-lite holds its database in memory (about 150 MB), so it is loaded on
 * the first counted click rather than at start; `warmGeo` starts that early.
 */
export function warmGeo(): Promise<GeoLookup> {
  geo ??= import('geoip-lite').then((m) => {
    const lib = (m.default ?? m) as { lookup: GeoLookup };
    return (ip: string) => lib.lookup(ip);
  });
  return geo;
}

/** ISO country of the client address; 'unknown' for private, loopback and unlisted addresses. */
export async function countryOf(address: string | undefined): Promise<string> {
  if (!address) return 'unknown';
  const ip = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (!isIP(ip) || isPrivate(ip)) return 'unknown';
  const lookup = await warmGeo();
  return lookup(ip)?.country || 'unknown';
}

function isPrivate(ip: string): boolean {
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

export function referrerOf(request: FastifyRequest): string | null {
  return clip(request.headers.referer, 2048);
}

export function userAgentOf(request: FastifyRequest): string | null {
  return clip(request.headers['user-agent'], 512);
}
