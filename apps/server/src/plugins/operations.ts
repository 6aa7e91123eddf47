import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { clusterMetricsReader } from '../lib/cluster-metrics';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { shippedMigrationCount } from '../db/client';
import { rowsOf } from '../db/raw-rows';

/** Series other modules feed: evaluations, imports, and gauges read at scrape time. */
export interface AppMetrics {
  registry: Registry;
  evaluations: Histogram<'outcome'>;
  importJobs: Counter<'kind' | 'outcome'>;
  /** A number read at each scrape (a queue's length, say). */
  gauge(name: string, help: string, read: () => number): void;
  /** A cache's hits and misses, read at each scrape. */
  cache(name: string, cache: { hits: number; misses: number; size: number }): void;
  /** A counter per value of one label, read at each scrape: hot paths keep plain numbers. */
  counts(name: string, help: string, label: string, read: () => Record<string, number>): void;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** /metrics: with METRICS_TOKEN as a bearer token, or straight from this machine (not through a proxy). */
function mayScrape(request: FastifyRequest, token: string | undefined): boolean {
  if (token && request.headers.authorization === `Bearer ${token}`) return true;
  // A forwarding header, even an empty one, means a proxy sent it: not this machine's own scraper.
  const direct = request.headers['x-forwarded-for'] === undefined && request.headers.forwarded === undefined;
  return direct && LOOPBACK.has(request.socket.remoteAddress ?? '');
}

async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([work, new Promise<T>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms)))]);
  } finally {
    clearTimeout(timer);
  }
}

/** The app's metric registry (`app.metrics`), which modules feed; served by `operationsPlugin`. */
export const metricsPlugin = fp(async (app) => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'lbo_' });
  const evaluations = new Histogram({
    name: 'lbo_evaluation_duration_seconds',
    help: 'Loan evaluations and their duration',
    labelNames: ['outcome'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
    registers: [registry],
  });
  const importJobs = new Counter({
    name: 'lbo_import_jobs_total',
    help: 'Spreadsheet imports by kind and outcome',
    labelNames: ['kind', 'outcome'] as const,
    registers: [registry],
  });
  const caches = new Map<string, { hits: number; misses: number; size: number }>();
  // Read at every collection (also when the primary gathers the workers' metrics).
  const cacheGauge = (name: string, help: string, read: (c: { hits: number; misses: number; size: number }) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['cache'] as const,
      registers: [registry],
      collect() {
        for (const [cache, figures] of caches) this.set({ cache }, read(figures));
      },
    });
  cacheGauge('lbo_cache_hits', 'Cache lookups answered from memory since start', (c) => c.hits);
  cacheGauge('lbo_cache_misses', 'Cache lookups that went to the database since start', (c) => c.misses);
  cacheGauge('lbo_cache_entries', 'Entries held per cache', (c) => c.size);

  const metrics: AppMetrics = {
    registry,
    evaluations,
    importJobs,
    gauge(name, help, read) {
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(read());
        },
      });
    },
    cache(name, cache) {
      caches.set(name, cache);
    },
    counts(name, help, label, read) {
      new Counter({
        name,
        help,
        labelNames: [label],
        registers: [registry],
        collect() {
          this.reset();
          for (const [value, n] of Object.entries(read())) this.inc({ [label]: value }, n);
        },
      });
    },
  };
  app.decorate('metrics', metrics);
  // Each serving process counts 1; a scrape that adds up N workers says N.
  new Gauge({
    name: 'lbo_workers_reporting',
    help: 'Serving processes whose figures this scrape adds up',
    registers: [registry],
    collect() {
      this.set(1);
    },
  });
});

/**
 * Operations endpoints outside /api: `/healthz` (the process answers),
 * `/readyz` (the database answers and has every migration this build ships;
 * 503 otherwise) and `/metrics` (Prometheus text); and the duration of every
 * request of the scope it is registered in, by route.
 */
export const operationsPlugin = fp(async (app) => {
  const registry = app.metrics.registry;
  const requestDuration = new Histogram({
    name: 'lbo_http_request_duration_seconds',
    help: 'HTTP request duration by route',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url;
    if (!route || route === '/metrics') return;
    requestDuration.observe({ method: request.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });

  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));

  const shipped = shippedMigrationCount();
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      const result = await withTimeout(app.db.execute(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`), 2000);
      const applied = Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
      if (applied < shipped) return reply.status(503).send({ status: 'unavailable', database: 'ok', migrations: `${applied} of ${shipped} applied` });
      return { status: 'ready', database: 'ok', migrations: `${applied} of ${shipped} applied` };
    } catch (error) {
      return reply.status(503).send({ status: 'unavailable', database: (error as Error).message });
    }
  });

  // Under WORKERS=N, one scrape answers for every worker (lib/cluster-metrics.ts).
  const machineMetrics = clusterMetricsReader(registry);
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!mayScrape(request, app.env.METRICS_TOKEN))
      return reply.status(403).send({ status: false, statusCode: 403, message: 'Metrics are served to this machine or with the metrics token' });
    reply.header('Content-Type', registry.contentType);
    return machineMetrics ? machineMetrics() : registry.metrics();
  });
});
