// npm run bench:memory — resident memory of the server on embedded PGlite, idle after start with
// the demo data, measured in a child process that runs the real entry point (dist/main.js when
// built, else src/main.ts through tsx). Prints RSS after start, after a few requests, and the
// JS heap, beside a bare Node process's RSS in the same run.
import { spawn } from 'node:child_process';
import { mkdtempSync, existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const built = path.join(serverDir, 'dist', 'main.js');

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

const rssOf = async (pid: number) => {
  const { readFile } = await import('node:fs/promises');
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
};

async function measure(label: string, args: string[], env: Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    cwd: serverDir,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  const started = Date.now();
  for (;;) {
    const ok = await fetch(`http://127.0.0.1:${port}/readyz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    if (Date.now() - started > 120_000) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  const startSeconds = (Date.now() - started) / 1000;
  await new Promise((r) => setTimeout(r, 3000));
  const idle = await rssOf(child.pid!);
  for (let i = 0; i < 50; i++) await fetch(`http://127.0.0.1:${port}/login`).then((r) => r.arrayBuffer());
  await new Promise((r) => setTimeout(r, 2000));
  const afterRequests = await rssOf(child.pid!);
  child.kill('SIGTERM');
  await new Promise((r) => child.on('exit', r));
  console.log(
    `  ${label.padEnd(44)} start ${startSeconds.toFixed(1).padStart(5)} s   idle RSS ${idle.toFixed(0).padStart(4)} MB   after 50 page loads ${afterRequests.toFixed(0).padStart(4)} MB`,
  );
  return idle;
}

async function bareNode() {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 5000)'], { stdio: 'ignore' });
  await new Promise((r) => setTimeout(r, 1000));
  const rss = await rssOf(child.pid!);
  child.kill();
  return rss;
}

const entry = existsSync(built) ? ['--max-semi-space-size=32', built] : ['--import', 'tsx', 'src/main.ts'];
console.log(`Idle memory (${existsSync(built) ? 'dist/main.js' : 'src/main.ts through tsx'}); a bare Node process: ${(await bareNode()).toFixed(0)} MB RSS`);
const dir = mkdtempSync(path.join(tmpdir(), 'lbo-mem-'));
const first = await measure('PGlite, first start (creates the demo data)', entry, { DATA_DIR: dir, SEED_DEMO_DATA: 'true' });
const again = await measure('PGlite, second start on the same data', entry, { DATA_DIR: dir });
console.log(
  `target: idle ≤ 250 MB on PGlite after start with demo data: ${Math.max(first, again) <= 250 ? 'met' : 'missed'} (${Math.max(first, again).toFixed(0)} MB)`,
);
