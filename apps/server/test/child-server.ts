import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Starts a test server script (`test/*-server.ts`) in a process of its own, so a test can kill it
 * with SIGKILL; resolves with the first JSON line it prints (where it listens, a token, …).
 */
export function startChildServer<T>(script: string, env: Record<string, string>): Promise<{ child: ChildProcess; started: T }> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
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
export async function dropChildDatabase(databaseUrl: string | null): Promise<void> {
  if (!databaseUrl) return;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${new URL(databaseUrl).pathname.slice(1)} WITH (FORCE)`);
  await admin.end();
}
