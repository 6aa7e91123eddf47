// npm run bench:redirect — the public short-link redirect of the real app
// (link from the in-memory cache, click queued and written in batches) side by
// side with a bare Fastify handler answering the same 302, both on loopback,
// measured by autocannon without pipelining. PGlite in memory always;
// PostgreSQL as well when DATABASE_URL is set (a fresh database). After the
// app shuts down, the stored clicks must equal the redirects the client saw.
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadEnv } from '../src/config/env';
import { shortUrls } from '../src/db/schema';
import { createMemoryMailer } from '../src/lib/memory-mailer';
import { freshDatabase } from '../test/test-app';

interface LoadResult {
  /** Seconds the run took. */
  duration: number;
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  '2xx': number;
  '3xx': number;
  '4xx': number;
  '5xx': number;
}
// autocannon ships no types; this is the part of its API used here.
const autocannon = createRequire(import.meta.url)('autocannon') as (opts: {
  url: string;
  connections: number;
  pipelining: number;
  duration?: number;
  amount?: number;
  headers: Record<string, string>;
  workers?: number;
}) => Promise<LoadResult>;

const CONNECTIONS = 50;
const DURATION_S = 15;
const WARMUP_REQUESTS = 3000;
const PROBE_S = 3;
const PROBE_ID = 'bench02';
const DESTINATION = 'https://www.example.com/landing?utm_source=bench';
const SHORT_ID = 'bench01';
// A person's browser: bots are redirected but not counted, and we want the counting path.
const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

interface Figures {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  redirects: number;
  errors: number;
  other: number;
}

/**
 * A fixed number of requests (the measured run: about DURATION_S at the warm-up's rate), so that
 * every answer is seen by the client. autocannon runs in a worker thread, off the servers' event loop.
 */
async function loadAmount(url: string, amount: number) {
  return autocannon({ url, connections: CONNECTIONS, pipelining: 1, amount, headers: { 'user-agent': BROWSER }, workers: 1 });
}

/** A timed run (on a link of its own) finds the rate; the measured run is that rate × DURATION_S requests. */
async function measure(label: string, probeUrl: string, url: string): Promise<Figures & { warmupRedirects: number }> {
  const probe = await autocannon({ url: probeUrl, connections: CONNECTIONS, pipelining: 1, duration: PROBE_S, headers: { 'user-agent': BROWSER }, workers: 1 });
  const warmup = await loadAmount(url, WARMUP_REQUESTS);
  const r = await loadAmount(url, Math.max(1000, Math.round((probe.requests.total / probe.duration) * DURATION_S)));
  return {
    label,
    rps: r.requests.total / r.duration,
    p50: r.latency.p50,
    p99: r.latency.p99,
    redirects: r['3xx'],
    warmupRedirects: warmup['3xx'],
    errors: r.errors + r.timeouts,
    other: r['2xx'] + r['4xx'] + r['5xx'],
  };
}

async function bareFastify() {
  const bare = Fastify({ logger: false });
  bare.get('/s/:shortId', async (_request, reply) => reply.code(302).header('cache-control', 'no-store').header('location', DESTINATION).send());
  const address = await bare.listen({ port: 0, host: '127.0.0.1' });
  return { url: `${address}/s/${SHORT_ID}`, probeUrl: `${address}/s/${PROBE_ID}`, close: () => bare.close() };
}

function print(f: Figures) {
  console.log(
    `  ${f.label.padEnd(34)} ${f.rps.toFixed(0).padStart(7)} req/s   p50 ${String(f.p50).padStart(3)} ms   p99 ${String(f.p99).padStart(3)} ms   ` +
      `(${f.redirects} redirects, ${f.errors} errors, ${f.other} other answers)`,
  );
}

async function run(database: string, serverUrl?: string) {
  const handle = await freshDatabase(serverUrl);
  const env = loadEnv({ NODE_ENV: 'production', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'lbo-bench-')), LOG_LEVEL: 'silent', SEED_DEMO_DATA: 'false' });
  const server = await buildApp({ env, db: handle.db, changes: handle.changes, mailer: createMemoryMailer(), logger: false });
  try {
    await handle.db.insert(shortUrls).values([
      { short_id: SHORT_ID, destination: DESTINATION },
      { short_id: PROBE_ID, destination: DESTINATION },
    ]);
    const address = await server.listen({ port: 0, host: '127.0.0.1' });
    const appUrl = `${address}/s/${SHORT_ID}`;
    const check = await fetch(appUrl, { redirect: 'manual', headers: { 'user-agent': BROWSER } });
    if (check.status !== 302 || check.headers.get('location') !== DESTINATION) throw new Error(`unexpected answer ${check.status}`);

    const bare = await bareFastify();
    let reference: Figures;
    try {
      reference = await measure('bare Fastify 302', bare.probeUrl, bare.url);
    } finally {
      await bare.close();
    }
    const app = await measure(`app redirect (${database})`, `${address}/s/${PROBE_ID}`, appUrl);

    // Shut the app down (its click queue is written then) and compare with what the client saw.
    await server.close();
    const counted = await handle.db.execute(
      sql`select s.clicks, (select count(*)::int from clicks c where c.short_url_id = s.id) as logged from short_urls s where s.short_id = ${SHORT_ID}`,
    );
    const [link] = (counted as unknown as { rows: { clicks: number; logged: number }[] }).rows;

    console.log(`\nRedirect on ${database}: ${CONNECTIONS} connections, about ${DURATION_S} s each, no pipelining`);
    print(reference);
    print(app);
    console.log(
      `  ratio app / bare: ${(app.rps / reference.rps).toFixed(2)} of the throughput, p99 ${(app.p99 / Math.max(1, reference.p99)).toFixed(1)}× ` +
        `(${app.p99} ms vs ${reference.p99} ms)`,
    );
    // The check request, the warm-up and the measured run.
    const seen = 1 + app.warmupRedirects + app.redirects;
    const exact = Number(link!.clicks) === seen && Number(link!.logged) === seen;
    console.log(
      `  after shutdown: short_urls.clicks = ${link!.clicks}, click rows = ${link!.logged}; redirects seen by the client = ${seen} (${exact ? 'exact' : `differ by ${Number(link!.clicks) - seen}`})`,
    );
  } finally {
    await server.close();
    await handle.close();
  }
}

console.log(
  `load average before the run: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
await run('PGlite in memory');
if (process.env.DATABASE_URL) await run('PostgreSQL', process.env.DATABASE_URL);
