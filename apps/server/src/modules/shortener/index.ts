import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../lib/clock';
import { chargeQuota, createApiKeyAuthenticator } from './api-keys/api-key-auth';
import { refundQuota } from './api-keys/api-keys.repository';
import { apiKeysRoutes } from './api-keys/api-keys.routes';
import { createClickQueue } from './redirect/click-queue';
import { createLinkCache } from './redirect/link-cache';
import { redirectRoutes } from './redirect/redirect.routes';
import { shortLinksRoutes } from './short-links/short-links.routes';

import type { ClickQueue } from './redirect/click-queue';
import type { LinkCache } from './redirect/link-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** Short id → link, forgotten everywhere on any change (redirect/link-cache.ts). */
    linkCache: LinkCache;
    /** Clicks answered and not yet written (redirect/click-queue.ts). */
    clickQueue: ClickQueue;
  }
}

/**
 * The public redirect with click counting, registered by app.ts on the root of the app, outside
 * the scope of the API's hooks (ADR 0025). Not encapsulated: the link cache and the click queue
 * are the app's, for metrics, shutdown and tests.
 */
export const shortLinkRedirect = fp(async (app: FastifyInstance, opts: { clock: Clock }) => {
  app.decorate('linkCache', createLinkCache(app.db, app.changes));
  app.decorate('clickQueue', createClickQueue(app.db, app.log));
  app.metrics.gauge('lbo_click_queue_length', 'Redirects answered whose visits are not yet written', () => app.clickQueue.length);
  app.metrics.cache('short_links', app.linkCache.cache);
  app.addHook('onClose', async () => {
    app.linkCache.close();
    await app.clickQueue.close();
  });
  await app.register(redirectRoutes, opts);
});

/** Short links and API keys (the redirect is `shortLinkRedirect`). */
export const shortenerModule = fp(async (app: FastifyInstance, opts: { clock: Clock }) => {
  // The session plugin asks this for routes that accept `x-api-key`.
  app.apiKeyAuth.authenticate = createApiKeyAuthenticator({ db: app.db, clock: opts.clock });
  // A bulk file's applicants beyond the one its request counted; refused, the request counts nothing.
  app.apiKeyAuth.charge = (keyId, units) => chargeQuota({ db: app.db, clock: opts.clock }, keyId, units, 1);
  app.apiKeyAuth.refund = (keyId, units) => refundQuota(app.db, keyId, units);
  await app.register(shortLinksRoutes, opts);
  await app.register(apiKeysRoutes, opts);
});
