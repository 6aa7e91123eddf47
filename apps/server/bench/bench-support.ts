import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import pg from 'pg';
import { eq } from 'drizzle-orm';
import { fullAccess } from '@lbo/contracts/permissions';
import { partners, users } from '../src/db/schema';
import type { TestApp } from '../test/test-app';

/** The PostgreSQL the benchmarks compare against: TEST_DATABASE_URL, else the machine's own. */
export const BENCH_POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Whether that database answers, so a benchmark can skip its PostgreSQL half with a note. */
export async function postgresReachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

/**
 * Median and p95 of `calls` timed calls, after one untimed call that warms caches and compiled
 * code; a call answering other than 200 stops the run (a fast error would flatter the numbers).
 */
export async function timeCalls(call: () => Promise<{ statusCode: number; body: string } | void>, calls: number) {
  await call();
  const took: number[] = [];
  for (let i = 0; i < calls; i++) {
    const started = performance.now();
    const res = await call();
    took.push(performance.now() - started);
    if (res && res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body.slice(0, 200)}`);
  }
  took.sort((a, b) => a - b);
  return { median: percentile(took, 0.5), p95: percentile(took, 0.95) };
}

/**
 * GETs `url` every `everyMs` until stopped, over HTTP. Each latency counts from when the call was
 * due, not from when it was sent: calls that fell due while the event loop was blocked are sent
 * late, and the wait they suffered is part of their figure (a plain interval would skip them).
 * A call answering other than 200 is counted as failed.
 */
export function sampleEvery(url: string, headers: Record<string, string>, everyMs: number) {
  const took: number[] = [];
  let failed = 0;
  const inFlight = new Set<Promise<void>>();
  const started = performance.now();
  let sent = 0;
  const send = (due: number) => {
    const call = fetch(url, { headers })
      .then(async (res) => {
        await res.arrayBuffer();
        if (res.status === 200) took.push(performance.now() - due);
        else failed += 1;
      })
      .catch(() => void (failed += 1))
      .finally(() => inFlight.delete(call));
    inFlight.add(call);
  };
  const tick = () => {
    for (let due = started + sent * everyMs; due <= performance.now(); due = started + sent * everyMs) {
      sent += 1;
      send(due);
    }
  };
  const timer = setInterval(tick, Math.max(1, everyMs / 10));
  tick();
  return {
    async stop() {
      // Calls that fell due while the thread was held are sent now, with their wait counted.
      tick();
      clearInterval(timer);
      await Promise.all([...inFlight]);
      const sorted = [...took].sort((a, b) => a - b);
      return { calls: sorted.length, failed, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), max: sorted[sorted.length - 1] ?? 0 };
    },
  };
}

/**
 * A webhook receiver in a process of its own (a receiver is another system: its CPU must not be
 * counted against the server's): answers 200 to every POST and reports how many it got.
 */
export async function startReceiverProcess(): Promise<{ port: number; received: () => Promise<number>; close: () => void }> {
  const script = `
    const http = require('node:http');
    let n = 0;
    const server = http.createServer((req, res) => {
      if (req.method === 'GET') return res.end(String(n));
      req.resume();
      req.on('end', () => { n += 1; res.writeHead(200).end('ok'); });
    });
    server.listen(0, '127.0.0.1', () => process.stdout.write(server.address().port + '\\n'));`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
    child.once('exit', (code) => reject(new Error(`receiver exited ${code}`)));
  });
  return {
    port,
    received: async () => Number(await (await fetch(`http://127.0.0.1:${port}/`)).text()),
    close: () => child.kill(),
  };
}

/**
 * A channel partner's user holding every right (ADR 0044): what it does runs through the
 * partner's view of the database, bound by row-level security. Answers its bearer token.
 */
export async function partnerUserToken(t: TestApp, code = 'BENCH'): Promise<string> {
  const [partner] = await t.db
    .insert(partners)
    .values({ name: `Partner ${code}`, code })
    .returning();
  const user = await t.userWithAccess(fullAccess(), `${code.toLowerCase()}@partner.example`);
  await t.db.update(users).set({ partner_id: partner!.id }).where(eq(users.id, user.userId));
  return user.token;
}

/**
 * Rounds of a pair of runs (without a feature, then with it), the order flipped every other round:
 * on a shared machine the side that always ran second would carry the load's drift. Answers each
 * round's pair and the median of `ratio` over the rounds.
 */
export async function alternatedRounds<T>(
  rounds: number,
  runs: { off: () => Promise<T>; on: () => Promise<T> },
  ratio: (pair: { off: T; on: T }) => number,
): Promise<{ pairs: { off: T; on: T }[]; median: number }> {
  const pairs: { off: T; on: T }[] = [];
  for (let i = 0; i < rounds; i++) {
    if (i % 2 === 0) {
      const off = await runs.off();
      pairs.push({ off, on: await runs.on() });
    } else {
      const on = await runs.on();
      pairs.push({ off: await runs.off(), on });
    }
  }
  return { pairs, median: medianOf(pairs.map(ratio)) };
}

/** The median (the upper one of an even count). */
export const medianOf = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** How often another signed-in user asks while heavy work runs (issue 46: p99 ≤ 100 ms). */
const OTHER_USER_EVERY_MS = 100;

/**
 * A signed-in user's GET (`/api/adminAuth/me`) every 100 ms while `work` runs, and for `idleMs`
 * before it with nothing else running (the machine's floor at the time): latency from each call's
 * due time, so a blocked event loop shows in full.
 */
export async function otherUserDuring<T>(address: string, token: string, work: () => Promise<T>, idleMs = 3000) {
  const url = `${address}/api/adminAuth/me`;
  const headers = { authorization: `Bearer ${token}` };
  const quiet = sampleEvery(url, headers, OTHER_USER_EVERY_MS);
  await new Promise((r) => setTimeout(r, idleMs));
  const idle = await quiet.stop();
  const busy = sampleEvery(url, headers, OTHER_USER_EVERY_MS);
  const result = await work();
  const during = await busy.stop();
  return { result, idle, during };
}

/** The line a bench prints for `otherUserDuring`. */
export function otherUserLine(what: string, r: { idle: SampleFigures; during: SampleFigures }): string {
  const f = (s: SampleFigures) =>
    `p50 ${s.p50.toFixed(0)} ms, p99 ${s.p99.toFixed(0)} ms, max ${s.max.toFixed(0)} ms (${s.calls} calls${s.failed ? `, ${s.failed} failed` : ''})`;
  return `  another user's GET every ${OTHER_USER_EVERY_MS} ms during ${what}: ${f(r.during)}; idle beforehand ${f(r.idle)} (goal p99 ≤ 100 ms)`;
}

type SampleFigures = Awaited<ReturnType<ReturnType<typeof sampleEvery>['stop']>>;

/**
 * With BENCH_PROFILE=<folder>, a CPU profile of the measured part only, written there as
 * `<name>.cpuprofile`: start-up (module loading, migrations, rules) would swamp it.
 */
export async function profiler(name: string) {
  const dir = process.env.BENCH_PROFILE;
  if (!dir) return { stop: async () => undefined };
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return {
    async stop() {
      const { profile } = await session.post('Profiler.stop');
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, `${name}.cpuprofile`), JSON.stringify(profile));
      session.disconnect();
    },
  };
}
