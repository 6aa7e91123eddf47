// npm run bench:memory — resident memory of the server on embedded PGlite, run as users run it:
// the root package.json's `start:built` (its node flags, dist/main.js; `npm run build` first), in a
// child process. Measured beside a bare Node process's RSS in the same run:
//   first start on an empty data folder (creates the database and the demo data), idle;
//   second start on the same data, idle; then a day of mixed traffic (day-of-traffic.ts), RSS after
//   it, and after idling again; with the entries each in-memory cache holds and its bound, and what
//   the first counted click adds (geoip, loaded then).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DAY, runDay, shortLinkPath, signIn } from './day-of-traffic';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rootDir = path.resolve(serverDir, '..', '..');
const TARGET_MB = 250;
const ADMIN = { email: 'bench-admin@example.com', password: 'bench-password-1' };
/** The in-memory caches and their bounds (entries), as the modules set them. */
const CACHE_BOUNDS: Record<string, number> = { evaluation_plans: 8, evaluation_companies: 20_000, evaluation_cities: 5_000, short_links: 50_000 };

/** `start:built` as the README's `npm start` runs it: node, its flags, the built entry point. */
function startCommand(): string[] {
  const script = (JSON.parse(readFileSync(path.join(rootDir, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts['start:built']!;
  const [node, ...args] = script.split(/\s+/);
  if (node !== 'node') throw new Error(`start:built is not a node command: ${script}`);
  return args.map((arg) => (arg.endsWith('.js') ? path.join(rootDir, arg) : arg));
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function statusOf(pid: number) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+) kB`).exec(status)![1]) / 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

/** RSS once it has stopped falling (V8 and the allocator give pages back over a few seconds). */
async function settledRss(pid: number) {
  let last = (await statusOf(pid)).rss;
  for (let i = 0; i < 10; i++) {
    await wait(1000);
    const now = (await statusOf(pid)).rss;
    if (now >= last - 1) return now;
    last = now;
  }
  return last;
}

interface Server {
  child: ChildProcess;
  base: string;
  startSeconds: number;
  output: () => string;
  stop(): Promise<void>;
}

const running = new Set<ChildProcess>();
process.on('exit', () => running.forEach((child) => child.kill('SIGKILL')));
process.on('uncaughtException', (error) => {
  console.error(error);
  process.exit(1);
});

async function start(dataDir: string, args: string[]): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    cwd: rootDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: 'true',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // The mail of a sign-in code goes to the log at info when no SMTP is set.
      LOG_LEVEL: 'info',
      // Redirects come "through a proxy" from public addresses, so clicks are counted and placed.
      TRUST_PROXY: '127.0.0.1',
      SMTP_URL: '',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let out = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    if (out.length > 4_000_000) out = out.slice(-1_000_000);
  });
  const base = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited ${child.exitCode}`);
    const ok = await fetch(`${base}/readyz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    if (Date.now() - started > 300_000) throw new Error('server did not start');
    await wait(200);
  }
  return {
    child,
    base,
    startSeconds: (Date.now() - started) / 1000,
    output: () => out,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

/** The code in the last logged mail to `email` written after `after` (the dev mail transport). */
function codeReader(server: Server) {
  return async (email: string, after: number) => {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const lines = server.output().split('\n');
      for (let i = lines.length - 1; i >= 0; i--) {
        const line = lines[i]!;
        if (!line.includes(`[mail] to=${email}`)) continue;
        const entry = JSON.parse(line) as { time: number; msg: string };
        const code = /\b(\d{6})\b/.exec(entry.msg.split('\n').slice(1).join('\n'))?.[1];
        if (entry.time >= after && code) return code;
        break;
      }
      if (Date.now() > deadline) throw new Error(`no sign-in code for ${email} in the log`);
      await wait(100);
    }
  };
}

async function cacheEntries(base: string) {
  const text = await (await fetch(`${base}/metrics`)).text();
  const entries: Record<string, number> = {};
  for (const m of text.matchAll(/^lbo_cache_entries\{cache="([^"]+)"[^}]*\} (\d+)/gm)) entries[m[1]!] = Number(m[2]);
  return entries;
}

/** Where the server's memory is, from its own /metrics: V8's heap (used of committed), and outside it. */
async function memoryParts(base: string) {
  const text = await (await fetch(`${base}/metrics`)).text();
  const value = (name: string) => Number(new RegExp(`^lbo_${name}(?:\\{[^}]*\\})? ([0-9.e+]+)`, 'm').exec(text)?.[1] ?? NaN) / 1024 / 1024;
  const spaces = [...text.matchAll(/^lbo_nodejs_heap_space_size_total_bytes\{space="([^"]+)"[^}]*\} ([0-9.e+]+)/gm)]
    .map((m) => [m[1]!, Number(m[2]) / 1024 / 1024] as const)
    .filter(([, size]) => size >= 1)
    .map(([space, size]) => `${space} ${size.toFixed(0)}`)
    .join(', ');
  return `JS heap ${value('nodejs_heap_size_used_bytes').toFixed(0)} MB used of ${value('nodejs_heap_size_total_bytes').toFixed(0)} MB (${spaces}), external ${value('nodejs_external_memory_bytes').toFixed(0)} MB`;
}

async function bareNode() {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 5000)'], { stdio: 'ignore' });
  await wait(1000);
  const { rss } = await statusOf(child.pid!);
  child.kill();
  return rss;
}

const mb = (n: number) => `${n.toFixed(0).padStart(4)} MB`;
const args = startCommand();
if (!existsSync(args[args.length - 1]!)) throw new Error('run `npm run build` first: bench:memory measures the built server as `npm start` runs it');
console.log(`Resident memory, node ${args.join(' ').replace(rootDir + path.sep, '')}; a bare Node process: ${mb(await bareNode())}`);
const dir = mkdtempSync(path.join(tmpdir(), 'lbo-mem-'));

const first = await start(dir, args);
const firstIdle = await settledRss(first.child.pid!);
console.log(`  first start (creates the database and demo data)  start ${first.startSeconds.toFixed(1).padStart(5)} s   idle ${mb(firstIdle)}`);
await first.stop();

const second = await start(dir, args);
const pid = second.child.pid!;
const idle = await settledRss(pid);
console.log(
  `  second start on the same data                     start ${second.startSeconds.toFixed(1).padStart(5)} s   idle ${mb(idle)}: ${await memoryParts(second.base)}`,
);

// One counted click from a public address: geoip's database is loaded on the first one.
const codeFor = codeReader(second);
const token = await signIn({ base: second.base, ...ADMIN, codeFor });
const firstLink = await shortLinkPath(second.base, token, 'https://example.com/first');
const beforeClick = await settledRss(pid);
await fetch(`${second.base}${firstLink}`, { redirect: 'manual', headers: { 'x-forwarded-for': '8.8.8.8', 'user-agent': 'Mozilla/5.0 Chrome/131.0' } });
await wait(3000);
const afterClick = await settledRss(pid);
console.log(`  the first counted click (loads geoip)             ${mb(beforeClick)} → ${mb(afterClick)} (+${(afterClick - beforeClick).toFixed(0)} MB)`);

console.log(
  `  a day of traffic: ${Object.entries(DAY)
    .map(([k, v]) => `${v} ${k}`)
    .join(', ')}`,
);
const seconds = await runDay({ base: second.base, ...ADMIN, codeFor }, (line) => console.log(line));
const afterLoad = (await statusOf(pid)).rss;
await wait(10_000);
const afterIdle = await settledRss(pid);
const partsAfterIdle = await memoryParts(second.base);
const day2 = await runDay({ base: second.base, ...ADMIN, codeFor }, () => undefined);
await wait(10_000);
const afterSecondDay = await settledRss(pid);
const entries = await cacheEntries(second.base);
const peak = (await statusOf(pid)).peak;
console.log(`  after the day (${seconds.toFixed(0)} s)                              ${mb(afterLoad)}`);
console.log(`  idle again after it                               ${mb(afterIdle)}: ${partsAfterIdle}`);
console.log(`  the same day again (${day2.toFixed(0)} s), then idle                 ${mb(afterSecondDay)}   (peak of the run ${mb(peak)})`);
console.log(
  `  caches (entries held / bound): ${Object.entries(CACHE_BOUNDS)
    .map(([name, bound]) => `${name} ${entries[name] ?? '?'} / ${bound}`)
    .join(', ')}`,
);
await second.stop();

const worst = Math.max(firstIdle, idle);
console.log(`target: idle ≤ ${TARGET_MB} MB on PGlite, first and later starts: ${worst <= TARGET_MB ? 'met' : 'missed'} (${worst.toFixed(0)} MB)`);
console.log(
  `target: after the load, ≤ ${TARGET_MB} MB: ${afterIdle <= TARGET_MB ? 'met' : 'missed'} (${afterIdle.toFixed(0)} MB; ${(afterClick - beforeClick).toFixed(0)} MB of it geoip's); growth from the first day to the second: ${(afterSecondDay - afterIdle).toFixed(0)} MB`,
);
