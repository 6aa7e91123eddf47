import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { get } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';

// `WORKERS=2 npm start` as an operator runs it: the real entry point in its own processes.
const serverUrl = process.env.TEST_DATABASE_URL;
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** One request on its own connection: a killed worker's kept-alive socket is never reused. */
const statusOf = (url: string) =>
  new Promise<number>((resolve, reject) => {
    get(url, { agent: false, headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0' } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    }).on('error', reject);
  });

const textOf = (url: string) =>
  new Promise<string>((resolve, reject) => {
    get(url, { agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve(body));
    }).on('error', reject);
  });

/** The machine's count of answered requests to a route, as one scrape of /metrics says. */
const answeredCount = (metrics: string, route: string) =>
  metrics
    .split('\n')
    .filter((line) => line.startsWith('lbo_http_request_duration_seconds_count{') && line.includes(`route="${route}"`))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);

async function waitFor<T>(check: () => Promise<T | null>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check().catch(() => null);
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

const workerPids = (primary: number) =>
  new Promise<number[]>((resolve) => {
    const ps = spawn('ps', ['-o', 'pid=,cmd=', '--ppid', String(primary)]);
    let out = '';
    ps.stdout.on('data', (chunk) => (out += chunk));
    ps.on('close', () =>
      resolve(
        out
          .split('\n')
          .filter((l) => l.includes('main.ts'))
          .map((l) => Number(l.trim().split(/\s+/)[0])),
      ),
    );
  });

describe.skipIf(!serverUrl)('WORKERS=2 on PostgreSQL', () => {
  const name = `lbo_workers_${randomBytes(5).toString('hex')}`;
  let primary: ChildProcess | undefined;
  const admin = () => new pg.Client({ connectionString: serverUrl });
  afterAll(async () => {
    primary?.kill('SIGKILL');
    const c = admin();
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  });

  // Its waits add up to 180 s at most; on CI's shared cores each can come close to its limit.
  const timeout = process.env.CI ? 480_000 : 180_000;
  it('serves on one port, survives a killed worker, and SIGTERM ends all with exit 0 and every click counted', { timeout }, async () => {
    const c = admin();
    await c.connect();
    await c.query(`CREATE DATABASE ${name}`);
    await c.end();
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    const port = await freePort();
    primary = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: {
        ...process.env,
        DATABASE_URL: url.toString(),
        WORKERS: '2',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'lbo-workers-')),
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((resolve) => primary!.on('exit', (code) => resolve(code)));
    const base = `http://127.0.0.1:${port}`;
    await waitFor(async () => ((await statusOf(`${base}/readyz`)) === 200 ? true : null), 60_000);

    const db = new pg.Client({ connectionString: url.toString() });
    db.on('error', () => undefined);
    await db.connect();
    const { rows } = await db.query<{ short_id: string; clicks: number }>(
      `SELECT short_id, clicks FROM short_urls WHERE expires_at IS NULL OR expires_at > now() ORDER BY short_id LIMIT 1`,
    );
    const link = rows[0]!;

    const workers = await waitFor(async () => {
      const pids = await workerPids(primary!.pid!);
      return pids.length === 2 ? pids : null;
    }, 30_000);
    process.kill(workers[0]!, 'SIGKILL');
    // A connection handed to the killed worker before the primary notices is lost (as with any
    // crashed server); once a replacement is forked the service answers in full again.
    await waitFor(async () => {
      const pids = await workerPids(primary!.pid!);
      return pids.length === 2 && !pids.includes(workers[0]!) ? true : null;
    }, 30_000);
    await waitFor(async () => ((await statusOf(`${base}/readyz`)) === 200 ? true : null), 30_000);
    let answered = 0;
    for (let i = 0; i < 20; i++) {
      if ((await statusOf(`${base}/s/${link.short_id}`)) === 302) answered++;
    }
    expect(answered).toBe(20);

    // One scrape answers for both workers, whichever takes it: both report (once the replacement
    // serves too), and the requests add up.
    await waitFor(async () => (/^lbo_workers_reporting 2$/m.test(await textOf(`${base}/metrics`)) ? true : null), 30_000);
    for (let i = 0; i < 20; i++) expect(await statusOf(`${base}/healthz`)).toBe(200);
    for (let i = 0; i < 4; i++) {
      const scrape = await textOf(`${base}/metrics`);
      expect(scrape, scrape.slice(0, 300)).toMatch(/^lbo_workers_reporting 2$/m);
      expect(answeredCount(scrape, '/healthz')).toBeGreaterThanOrEqual(20);
    }

    primary.kill('SIGTERM');
    expect(await exited).toBe(0);
    const after = await db.query<{ clicks: number }>(`SELECT clicks FROM short_urls WHERE short_id = $1`, [link.short_id]);
    await db.end();
    expect(Number(after.rows[0]!.clicks)).toBe(Number(link.clicks) + answered);
  });
});
