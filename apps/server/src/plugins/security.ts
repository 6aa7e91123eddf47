import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { databaseRateLimitStore } from '../lib/rate-limit-store';
import { publicBaseUrl } from '../config/env';
import { API_PREFIX } from '@lbo/contracts/api-paths';

/** Security headers with a strict CSP (no inline or remote scripts), no caching of API answers, per-route rate limits. */
export const securityPlugin = fp(async (app) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix positions popovers with style attributes; no stylesheet comes from elsewhere.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    // Strict-Transport-Security means something only over https; on plain http it only misleads.
    hsts: publicBaseUrl(app.env).startsWith('https:') ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  // Every API answer is for one signed-in user and most carry applicants' data or decisions:
  // no browser or shared cache may keep one. A route that wants otherwise says so itself.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith(API_PREFIX) && !reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
  });
  // Limits live in the database so that every process counts the same requests.
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(app.db) });
});
