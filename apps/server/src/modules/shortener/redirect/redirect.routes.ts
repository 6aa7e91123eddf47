import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { publicBaseUrl, type Env } from '../../../config/env';
import type { Clock } from '../../../lib/clock';
import { REDIRECT_PATH, shortLinkBase } from '../short-links/short-link-base';
import { SHORT_ID_PATTERN } from '../short-links/short-id';
import type { CachedLink } from './link-cache';
import { visitFacts } from './click-source';
import { EXPIRED_PAGE, NOT_FOUND_PAGE } from './pages';
import { API_PREFIX } from '@lbo/contracts/api-paths';

/**
 * Where the redirect listens: always `/s/:shortId`, and also the path (and
 * host) of SHORT_LINK_BASE_URL when that points elsewhere, e.g. a short domain
 * routed to this server.
 */
function redirectMounts(env: Env): { url: string; host?: string }[] {
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

const REDIRECT_ANSWER = {
  description: "To the link's destination (no body)",
  pages: { 404: 'No short link at this address (an HTML page)', 410: 'The link has expired (an HTML page)' },
};

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
 * The public redirect. It is registered outside the API's scope, so no app-wide hook runs for it
 * (ADR 0025): the link comes from the in-memory cache (link-cache.ts), the visit's facts go to the
 * queue (click-queue.ts), which decides later whether it was a person and from where. A redirect
 * touches the database only for a link it has not seen.
 */
export async function redirectRoutes(app: FastifyInstance, opts: { clock: Clock }) {
  // Plain numbers on the hot path, read by /metrics at scrape time.
  const answers = { redirected: 0, not_found: 0, expired: 0 };
  app.metrics.counts('lbo_redirects_total', 'Short-link redirects answered, by outcome', 'outcome', () => answers);

  const answer = (request: FastifyRequest, reply: FastifyReply, link: CachedLink | null) => {
    if (!link) {
      answers.not_found++;
      return sendPage(reply, 404, NOT_FOUND_PAGE);
    }
    const now = opts.clock.now();
    if (link.expiresAt && link.expiresAt <= now) {
      answers.expired++;
      return sendPage(reply, 410, EXPIRED_PAGE);
    }
    answers.redirected++;
    app.clickQueue.push({ linkId: link.id, at: now, visit: visitFacts(request) });
    return sendRedirect(reply, link.destination);
  };

  // Not async: a link found in the cache is answered without a promise.
  const handler = (request: FastifyRequest<{ Params: { shortId: string } }>, reply: FastifyReply) => {
    const { shortId } = request.params;
    if (!SHORT_ID_PATTERN.test(shortId)) return answer(request, reply, null);
    const cached = app.linkCache.peek(shortId);
    if (cached !== undefined) return answer(request, reply, cached);
    return app.linkCache.get(shortId).then((link) => answer(request, reply, link));
  };

  for (const mount of redirectMounts(app.env)) {
    app.get(
      mount.url,
      {
        ...(mount.host ? { constraints: { host: mount.host } } : {}),
        // An access line per redirect would cost more than the redirect: clicks are the record.
        logLevel: 'warn',
        schema: { tags: ['short links'], summary: 'Public redirect: 302 to the destination, 410 when expired, 404 when unknown', security: [] },
        config: { redirectAnswer: REDIRECT_ANSWER },
      },
      handler,
    );
  }
}
