import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { rowsOf } from '../src/db/raw-rows';
import { CHILD_NODE_ARGS } from './child-server';

// `npm start` on an empty data folder, as an operator runs it: the real entry point, embedded PGlite.
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'lbo-first-start-'));

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

interface Started {
  child: ChildProcess;
  /** The JSON log lines written so far (the preparing process shares the terminal). */
  lines: () => { pid: number; msg: string }[];
}

const running: ChildProcess[] = [];

async function startServer(): Promise<Started> {
  const port = await freePort();
  const child = spawn(process.execPath, [...CHILD_NODE_ARGS, 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATABASE_URL: '',
      WORKERS: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: 'true',
      ADMIN_EMAIL: 'first-start@example.com',
      ADMIN_PASSWORD: 'first-start-password-1',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  running.push(child);
  let out = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const lines = () =>
    out
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { pid: number; msg: string });
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited ${child.exitCode}: ${out.slice(-2000)}`);
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ready) return { child, lines };
    if (Date.now() > deadline) throw new Error(`server not ready: ${out.slice(-2000)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function stop(child: ChildProcess) {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

// PGlite only: on PostgreSQL the start-up work runs under the advisory lock (workers.test.ts, scale-out.test.ts).
describe.skipIf(process.env.TEST_DATABASE_URL)('the first start on embedded PGlite', () => {
  afterAll(() => running.forEach((child) => child.exitCode === null && child.kill('SIGKILL')));

  it('creates the database, the administrator and the demo data in a process of its own, then serves', { timeout: 600_000 }, async () => {
    const first = await startServer();
    const lines = first.lines();
    const prepared = lines.find((l) => l.msg.startsWith('first start: the embedded database was created in a separate process'));
    const admin = lines.find((l) => l.msg.startsWith('First administrator created: first-start@example.com'));
    expect(prepared?.pid).toBe(first.child.pid);
    expect(admin).toBeDefined();
    expect(admin!.pid).not.toBe(first.child.pid);
    await stop(first.child);

    // A later start finds the database made and does its (small) start-up work itself.
    const second = await startServer();
    expect(second.lines().some((l) => l.msg.startsWith('first start:'))).toBe(false);
    expect(second.lines().some((l) => l.msg.startsWith('First administrator created'))).toBe(false);
    await stop(second.child);

    const handle = await openDatabase({ dataDir });
    try {
      const count = async (table: string) =>
        Number(rowsOf<{ n: number }>(await handle.db.execute(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`))[0]!.n);
      expect(await count('banks')).toBeGreaterThan(0);
      expect(await count('foir_rules')).toBeGreaterThan(0);
      const admins = rowsOf<{ n: number }>(await handle.db.execute(sql`SELECT count(*)::int AS n FROM users WHERE email = 'first-start@example.com'`));
      expect(admins[0]!.n).toBe(1);
    } finally {
      await handle.close();
    }
  });
});
