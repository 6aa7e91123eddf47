import type { FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import { countryOfAddress } from '../../../lib/geo-country';

// isbot knows these already; listed again so that a change upstream cannot start counting link previews.
const PREVIEW_CRAWLERS =
  /slackbot|whatsapp|facebookexternalhit|facebot|twitterbot|telegrambot|discordbot|linkedinbot|skypeuripreview|embedly|iframely|redditbot|pinterest|vkshare|preview/i;

/**
 * What a redirect knows about its visit, taken as it is at request time (references to the
 * request's own strings, nothing parsed): whether it was a person, and from where, is decided when
 * the click is written (`clickOf`), off the request path.
 */
export interface VisitFacts {
  method: string;
  ip: string | undefined;
  userAgent: string | undefined;
  referrer: string | undefined;
  /** `Sec-Purpose` or else `Purpose`: browsers' prefetches and prerenders say so there. */
  purpose: string | undefined;
}

const header = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

export function visitFacts(request: FastifyRequest): VisitFacts {
  const h = request.headers;
  return {
    method: request.method,
    ip: request.ip,
    userAgent: header(h['user-agent']),
    referrer: header(h.referer),
    purpose: header(h['sec-purpose'] ?? h.purpose),
  };
}

// Agents repeat (a campaign's visitors share a few hundred browsers), and isbot's one large
// pattern is the dearest step of writing a click: its verdicts are kept, the map cleared when full.
const BOT_VERDICTS_MAX = 5_000;
const botVerdicts = new Map<string, boolean>();

function isBotAgent(ua: string): boolean {
  let verdict = botVerdicts.get(ua);
  if (verdict === undefined) {
    verdict = isbot(ua) || PREVIEW_CRAWLERS.test(ua);
    if (botVerdicts.size >= BOT_VERDICTS_MAX) botVerdicts.clear();
    botVerdicts.set(ua, verdict);
  }
  return verdict;
}

/**
 * Visits that are not a person following the link: HEAD requests, browser
 * prefetches, no user agent, bots and link-preview crawlers. They are
 * redirected like anyone else but not counted.
 */
function isAutomatedVisit(visit: VisitFacts): boolean {
  if (visit.method !== 'GET') return true;
  if (visit.purpose !== undefined && /prefetch|prerender/i.test(visit.purpose)) return true;
  if (!visit.userAgent) return true;
  return isBotAgent(visit.userAgent);
}

/** ISO country of the client address; 'unknown' for private, loopback and unlisted addresses. */
function countryOf(address: string | undefined): string {
  if (!address) return 'unknown';
  const ip = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isPrivate(ip)) return 'unknown';
  return countryOfAddress(ip) ?? 'unknown';
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

const clip = (value: string | undefined, max: number) => (value !== undefined && value.length > 0 ? value.slice(0, max) : null);

export interface ClickDetails {
  country: string;
  referrer: string | null;
  userAgent: string | null;
}

/** The click a visit makes, or null when it was not a person. */
export function clickOf(visit: VisitFacts): ClickDetails | null {
  if (isAutomatedVisit(visit)) return null;
  return { country: countryOf(visit.ip), referrer: clip(visit.referrer, 2048), userAgent: clip(visit.userAgent, 512) };
}
