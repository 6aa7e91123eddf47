import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { publicBaseUrl, type Env } from '../../../config/env';
import type { Clock } from '../../../lib/clock';
import { REDIRECT_PATH, shortLinkBase } from '../short-links/short-link-base';
import { SHORT_ID_PATTERN } from '../short-links/short-id';
import { countryOf, isAutomatedVisit, referrerOf, userAgentOf } from './click-source';
import { EXPIRED_PAGE, NOT_FOUND_PAGE } from './pages';
import { API_PREFIX } from '@lbo/contracts/api-paths';

/**
 * Where the redirect listens: always `/s/:shortId`, and also the path (and
 * host) of SHORT_LINK_BASE_URL when that points elsewhere, e.g. a short domain
 * routed to this server.
 */
export function redirectMounts(env: Env): { url: string; host?: string }[] {
  const mounts: { url: string; host?: string }[] = [{ url: `${REDIRECT_PATH}/:shortId` }];
  const base = new URL(shortLinkBase(env));
  const basePath = base.pathname.replace(/\/+$/, '');
  const sameHost = base.host === new URL(publicBaseUrl(env)).host;
  if (basePath === REDIRECT_PATH || basePath.startsWith(API_PREFIX) || `${basePath}/` === API_PREFIX) return mounts;
  // On the app's own host, `/:shortId` would swallow the web app's pages.
  if (sameHost && basePath === '') return mounts;
  mounts.push({ url: `${basePath}/:shortId`, host: sameHost ? undefined : base.host });
  return mounts;
}

const NON_ASCII = /[^\x20-\x7e]/;

function sendRedirect(reply: FastifyReply, destination: string) {
  // Header values must be ASCII: international hosts and paths go out in their encoded form.
  const location = NON_ASCII.test(destination) ? new URL(destination).href : destination;
  return reply.code(302).header('cache-control', 'no-store').header('location', location).send();
}

function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}

/**
 * The public redirect. No session work (it declares no access and is not
 * under /api). The link comes from the in-memory cache (link-cache.ts) and the
 * click goes to the queue (click-queue.ts): a redirect touches the database
 * only for a link it has not seen.
 */
export async function redirectRoutes(app: FastifyInstance, opts: { clock: Clock }) {
  const handler = async (request: FastifyRequest<{ Params: { shortId: string } }>, reply: FastifyReply) => {
    const { shortId } = request.params;
    if (!SHORT_ID_PATTERN.test(shortId)) return sendPage(reply, 404, NOT_FOUND_PAGE);
    const link = await app.linkCache.get(shortId);
    if (!link) return sendPage(reply, 404, NOT_FOUND_PAGE);
    const now = opts.clock.now();
    if (link.expiresAt && link.expiresAt <= now) return sendPage(reply, 410, EXPIRED_PAGE);
    if (!isAutomatedVisit(request)) {
      app.clickQueue.push({ linkId: link.id, at: now, country: await countryOf(request.ip), referrer: referrerOf(request), userAgent: userAgentOf(request) });
    }
    return sendRedirect(reply, link.destination);
  };

  for (const mount of redirectMounts(app.env)) {
    app.get(
      mount.url,
      {
        ...(mount.host ? { constraints: { host: mount.host } } : {}),
        // A bodiless 302: page-security headers (CSP and the rest) protect nothing here and cost a
        // third of the time of a redirect; the answer still says no-store.
        helmet: false,
        schema: { tags: ['short links'], summary: 'Public redirect: 302 to the destination, 410 when expired, 404 when unknown', security: [] },
      },
      handler,
    );
  }
}
