import cluster, { type Worker } from 'node:cluster';
import { serveClusterMetrics } from './lib/cluster-metrics';

/**
 * The primary of `WORKERS=N`: forks N serving processes sharing one port,
 * replaces one that dies (at most once a second per slot, so a crash loop does
 * not spin), gathers the workers' metrics for whichever of them is scraped, and on SIGTERM/SIGINT
 * asks each to shut down and exits 0 when all have.
 */
export function runPrimary(count: number, shutdownTimeoutMs: number) {
  const log = (msg: string) => void process.stdout.write(`${JSON.stringify({ level: 30, time: Date.now(), pid: process.pid, role: 'primary', msg })}\n`);
  let stopping = false;
  const lastStart = new Map<number, number>();

  const start = (slot: number) => {
    lastStart.set(slot, Date.now());
    const worker = cluster.fork({ WORKER_SLOT: String(slot) });
    worker.on('exit', (code, signal) => onExit(slot, worker, code, signal));
  };

  const onExit = (slot: number, worker: Worker, code: number | null, signal: string | null) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        log('all workers stopped');
        process.exit(0);
      }
      return;
    }
    const wait = Math.max(0, 1000 - (Date.now() - (lastStart.get(slot) ?? 0)));
    log(`worker ${worker.process.pid} exited (${signal ?? `code ${code}`}); starting another in ${wait} ms`);
    setTimeout(() => !stopping && start(slot), wait);
  };

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: stopping ${Object.keys(cluster.workers ?? {}).length} workers`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    setTimeout(() => {
      log('workers did not stop in time');
      process.exit(1);
    }, shutdownTimeoutMs + 10_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  serveClusterMetrics();
  log(`starting ${count} workers`);
  for (let slot = 0; slot < count; slot++) start(slot);
}
