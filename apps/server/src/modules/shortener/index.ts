import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../lib/clock';
import { createApiKeyAuthenticator } from './api-keys/api-key-auth';
import { apiKeysRoutes } from './api-keys/api-keys.routes';
import { redirectRoutes } from './redirect/redirect.routes';
import { shortLinksRoutes } from './short-links/short-links.routes';

/** Short links, the public redirect with click counting, and API keys. */
export async function shortenerModule(app: FastifyInstance, opts: { clock: Clock }) {
  // The session plugin asks this for routes that accept `x-api-key`.
  app.apiKeyAuth.authenticate = createApiKeyAuthenticator({ db: app.db, clock: opts.clock });
  await app.register(shortLinksRoutes, opts);
  await app.register(apiKeysRoutes, opts);
  await app.register(redirectRoutes, opts);
}
