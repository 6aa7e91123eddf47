// npm run bench:redirect — the public short-link redirect of the real app
// (link from the in-memory cache, visit queued and written in batches) beside a
// bare Fastify handler answering the same 302, both on loopback, measured by
// autocannon without pipelining in alternating rounds; also the main thread's
// CPU time per request, which the machine's other load disturbs less. PGlite in memory always;
// PostgreSQL as well when DATABASE_URL is set (a fresh database). After the
// app shuts down, the stored clicks must equal the redirects the client saw.
import { mkdtempSync, readFileSync } from 'node:fs';
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
const ROUNDS = 3;
const ROUND_S = 5;
const PROBE_S = 3;
const PROBE_ID = 'bench02';
const DESTINATION = 'https://www.example.com/landing?utm_source=bench';
const SHORT_ID = 'bench01';
// A person's browser: bots are redirected but not counted, and we want the counting path.
const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  redirects: number;
  errors: number;
  other: number;
  /** CPU time of this process's main thread (both servers run there) per answered request. */
  cpuUs: number | null;
}

/** User + system time of the main thread in clock ticks (Linux), or null elsewhere. */
function mainThreadTicks(): number | null {
  try {
    const fields = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}

/**
 * A fixed number of requests, so that every answer is seen by the client. autocannon runs in a
 * worker thread, off the servers' event loop (the main thread, whose CPU time is read around it).
 */
async function loadAmount(url: string, amount: number): Promise<Figures> {
  const before = mainThreadTicks();
  const started = performance.now();
  const r = await autocannon({ url, connections: CONNECTIONS, pipelining: 1, amount, headers: { 'user-agent': BROWSER }, workers: 1 });
  const seconds = (performance.now() - started) / 1000;
  const after = mainThreadTicks();
  const answered = r.requests.total;
  return {
    // Timed here: autocannon's own duration counts whole seconds, so a 5 s round's rate moved by up to 20 %.
    rps: answered / seconds,
    p50: r.latency.p50,
    p99: r.latency.p99,
    redirects: r['3xx'],
    errors: r.errors + r.timeouts,
    other: r['2xx'] + r['4xx'] + r['5xx'],
    cpuUs: before === null || after === null ? null : ((after - before) * 1e6) / CLOCK_TICKS_PER_SECOND / Math.max(1, answered),
  };
}

const CLOCK_TICKS_PER_SECOND = 100;

/** Requests per second over a timed run on a link of its own (its answers are not checked). */
async function probeRate(url: string) {
  const probe = await autocannon({ url, connections: CONNECTIONS, pipelining: 1, duration: PROBE_S, headers: { 'user-agent': BROWSER }, workers: 1 });
  return probe.requests.total / probe.duration;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const range = (values: number[], digits: number) => `${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)}`;

async function bareFastify() {
  const bare = Fastify({ logger: false });
  bare.get('/s/:shortId', async (_request, reply) => reply.code(302).header('cache-control', 'no-store').header('location', DESTINATION).send());
  const address = await bare.listen({ port: 0, host: '127.0.0.1' });
  return { url: `${address}/s/${SHORT_ID}`, probeUrl: `${address}/s/${PROBE_ID}`, close: () => bare.close() };
}

function print(label: string, f: Figures) {
  console.log(
    `  ${label.padEnd(28)} ${f.rps.toFixed(0).padStart(7)} req/s   p50 ${String(f.p50).padStart(3)} ms   p99 ${String(f.p99).padStart(3)} ms   ` +
      `${f.cpuUs === null ? '' : `${f.cpuUs.toFixed(1).padStart(5)} µs CPU/req   `}(${f.redirects} redirects, ${f.errors} errors, ${f.other} other answers)`,
  );
}

async function run(database: string, serverUrl?: string) {
  const handle = await freshDatabase(serverUrl);
  const env = loadEnv({ NODE_ENV: 'production', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'lbo-bench-')), LOG_LEVEL: 'silent', SEED_DEMO_DATA: 'false' });
  const server = await buildApp({ env, db: handle.db, changes: handle.changes, mailer: createMemoryMailer(), logger: false });
  const bare = await bareFastify();
  try {
    await handle.db.insert(shortUrls).values([
      { short_id: SHORT_ID, destination: DESTINATION },
      { short_id: PROBE_ID, destination: DESTINATION },
    ]);
    const address = await server.listen({ port: 0, host: '127.0.0.1' });
    const appUrl = `${address}/s/${SHORT_ID}`;
    const check = await fetch(appUrl, { redirect: 'manual', headers: { 'user-agent': BROWSER } });
    if (check.status !== 302 || check.headers.get('location') !== DESTINATION) throw new Error(`unexpected answer ${check.status}`);

    // Warm both (JIT, the link cache, the country tables), then alternate short rounds of each,
    // so that the machine's other load falls on both alike.
    const bareRate = await probeRate(bare.probeUrl);
    const appRate = await probeRate(`${address}/s/${PROBE_ID}`);
    const warmup = await loadAmount(appUrl, 3000);
    const rounds: { bare: Figures; app: Figures }[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const b = await loadAmount(bare.url, Math.round(bareRate * ROUND_S));
      const a = await loadAmount(appUrl, Math.round(appRate * ROUND_S));
      rounds.push({ bare: b, app: a });
    }

    // Shut the app down (its click queue is written then) and compare with what the client saw.
    await server.close();
    const counted = await handle.db.execute(
      sql`select s.clicks, (select count(*)::int from clicks c where c.short_url_id = s.id) as logged from short_urls s where s.short_id = ${SHORT_ID}`,
    );
    const [link] = (counted as unknown as { rows: { clicks: number; logged: number }[] }).rows;

    console.log(`\nRedirect on ${database}: ${CONNECTIONS} connections, no pipelining, ${ROUNDS} rounds of about ${ROUND_S} s each, bare and app in turn`);
    rounds.forEach((r, i) => {
      print(`round ${i + 1}: bare Fastify 302`, r.bare);
      print(`round ${i + 1}: app redirect`, r.app);
    });
    const ratios = rounds.map((r) => r.app.rps / r.bare.rps);
    const p99s = rounds.map((r) => r.app.p99 / Math.max(1, r.bare.p99));
    console.log(
      `  app / bare: throughput ${median(ratios).toFixed(2)} (rounds ${range(ratios, 2)}), p99 ${median(p99s).toFixed(1)}× (rounds ${range(p99s, 1)})`,
    );
    const cpu = rounds.filter((r) => r.app.cpuUs !== null && r.bare.cpuUs !== null).map((r) => r.app.cpuUs! / r.bare.cpuUs!);
    if (cpu.length > 0) console.log(`  main-thread CPU per request, app / bare: ${median(cpu).toFixed(2)} (rounds ${range(cpu, 2)})`);
    // The check request, the warm-up and the measured rounds.
    const seen = 1 + warmup.redirects + rounds.reduce((n, r) => n + r.app.redirects, 0);
    const exact = Number(link!.clicks) === seen && Number(link!.logged) === seen;
    console.log(
      `  after shutdown: short_urls.clicks = ${link!.clicks}, click rows = ${link!.logged}; redirects seen by the client = ${seen} (${exact ? 'exact' : `differ by ${Number(link!.clicks) - seen}`})`,
    );
  } finally {
    await bare.close();
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
