import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/client';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * How a test starts a server of its own from source. `--liftoff-only`: such a process lives for
 * seconds, and V8 optimising PGlite's WebAssembly again (TurboFan, on threads beside) cost ~3 s of
 * CPU a start that it never earned back; the baseline compiler runs the same code. Processes it
 * forks (first-start.ts, cluster workers) inherit the flag with the rest of execArgv.
 */
export const CHILD_NODE_ARGS = ['--liftoff-only', '--import', 'tsx'];

/**
 * Starts a test server script (`test/*-server.ts`) in a process of its own, so a test can kill it
 * with SIGKILL; resolves with the first JSON line it prints (where it listens, a token, …).
 */
function startChildServer<T>(script: string, env: Record<string, string>): Promise<{ child: ChildProcess; started: T }> {
  const child = spawn(process.execPath, [...CHILD_NODE_ARGS, script], {
    cwd: serverDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve({ child, started: JSON.parse(line) as T });
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code} before it started`)));
  });
}

/** Drops the database a child server made on the test PostgreSQL server (nothing on PGlite: no URL). */
async function dropChildDatabase(databaseUrl: string | null): Promise<void> {
  if (!databaseUrl) return;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${new URL(databaseUrl).pathname.slice(1)} WITH (FORCE)`);
  await admin.end();
}

/**
 * A child server a test file kills with SIGKILL (no shutdown) and whose database it then opens,
 * as a restarted server would: on disk (PGlite) or on the test PostgreSQL server. Whatever the
 * test leaves (the process, the data directory, the database) is removed after the file.
 */
export function killableServer<T extends { databaseUrl: string | null }>(script: string, dirPrefix: string) {
  const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
  const dataDir = mkdtempSync(path.join(tmpdir(), dirPrefix));
  let child: ChildProcess | undefined;
  let databaseUrl: string | null = null;
  afterAll(async () => {
    child?.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    await dropChildDatabase(databaseUrl);
  });
  return {
    async start(env: Record<string, string> = {}): Promise<T> {
      const server = await startChildServer<T>(script, { CRASH_DATA_DIR: onPostgres ? '' : dataDir, ...env });
      child = server.child;
      databaseUrl = server.started.databaseUrl;
      return server.started;
    },
    async kill(): Promise<void> {
      const exited = new Promise((resolve) => child!.on('exit', resolve));
      child!.kill('SIGKILL');
      await exited;
    },
    async reopened<R>(read: (db: DatabaseHandle['db']) => Promise<R>): Promise<R> {
      const handle = onPostgres ? await openDatabase({ url: databaseUrl! }) : await openDatabase({ dataDir });
      try {
        return await read(handle.db);
      } finally {
        await handle.close();
      }
    },
  };
}
