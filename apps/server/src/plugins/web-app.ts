import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { API_PREFIX } from '@lbo/contracts/api-paths';

function findWebDist(configured?: string): string | null {
  if (configured) return existsSync(path.join(configured, 'index.html')) ? path.resolve(configured) : null;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, 'apps', 'web', 'dist');
    if (existsSync(path.join(candidate, 'index.html'))) return candidate;
    const sibling = path.join(dir, 'web', 'dist');
    if (existsSync(path.join(sibling, 'index.html'))) return sibling;
    dir = path.dirname(dir);
  }
  return null;
}

/**
 * Serves the built single-page app; any other GET that is not an API call
 * gets index.html so that client-side routes survive a reload.
 */
export const webAppPlugin = fp(async (app) => {
  const root = findWebDist(app.env.WEB_DIST_DIR);
  if (root) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      cacheControl: false,
      // Vite names everything under /assets by its content hash: a year, immutable. Anything else
      // (favicon, the manifest) is checked each time so that a new build is seen at once.
      setHeaders: (res, filePath) => {
        const hashed = path.relative(root, filePath).split(path.sep)[0] === 'assets';
        res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn('web app not built (apps/web/dist missing): only the API is served');
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isApi = url.startsWith(API_PREFIX) || url.startsWith('/files/');
    if (root && !isApi && (request.method === 'GET' || request.method === 'HEAD')) {
      if (url.startsWith('/assets/')) return reply.status(404).type('text/plain').send('Not found');
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html', root);
    }
    return reply.status(404).send({ status: false, statusCode: 404, message: `Route ${request.method} ${url} not found`, requestId: request.id });
  });
});
