import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry, type MetricObjectWithValues, type MetricValue, type Registry } from 'prom-client';

/** One worker's registry as it hands it over. */
type WorkerMetrics = MetricObjectWithValues<MetricValue<string>>[];

/*
 * `/metrics` under `WORKERS=N` answers for the whole machine: the worker that takes the scrape asks
 * the primary; the primary asks every worker that is serving (listening) for its registry over the
 * cluster's IPC channel, adds them up (prom-client's AggregatorRegistry.aggregate) and answers. A
 * worker still starting is not waited for, and one that does not answer in time is left out.
 */

const SCRAPE = 'lbo:metrics-scrape';
const SCRAPED = 'lbo:metrics-scraped';
const COLLECT = 'lbo:metrics-collect';
const COLLECTED = 'lbo:metrics-collected';
const WORKER_TIMEOUT_MS = 2_000;

type Message =
  | { type: typeof SCRAPE; id: number }
  | { type: typeof SCRAPED; id: number; text: string; error?: undefined }
  | { type: typeof SCRAPED; id: number; text?: undefined; error: string }
  | { type: typeof COLLECT; id: number }
  | { type: typeof COLLECTED; id: number; metrics: WorkerMetrics };

/** In the primary: gathers the serving workers' metrics whenever one of them is scraped. */
export function serveClusterMetrics(): void {
  const serving = new Set<Worker>();
  cluster.on('listening', (worker) => serving.add(worker));
  cluster.on('exit', (worker) => serving.delete(worker));
  let nextId = 0;
  const collecting = new Map<number, (metrics: WorkerMetrics) => void>();

  const collect = (worker: Worker) =>
    new Promise<WorkerMetrics | null>((resolve) => {
      const id = ++nextId;
      const timer = setTimeout(() => {
        collecting.delete(id);
        resolve(null);
      }, WORKER_TIMEOUT_MS);
      collecting.set(id, (metrics) => {
        clearTimeout(timer);
        resolve(metrics);
      });
      try {
        worker.send({ type: COLLECT, id } satisfies Message);
      } catch {
        resolve(null);
      }
    });

  cluster.on('message', (worker, message: Message) => {
    if (message?.type === COLLECTED) {
      collecting.get(message.id)?.(message.metrics);
      collecting.delete(message.id);
    } else if (message?.type === SCRAPE) {
      // Never throws into the primary (it would take every worker down): a failure answers an error.
      void Promise.all([...serving].map(collect))
        .then((answers) => AggregatorRegistry.aggregate(answers.filter((a): a is WorkerMetrics => a !== null)).metrics())
        .then(
          (text) => ({ type: SCRAPED, id: message.id, text }) satisfies Message,
          (error: Error) => ({ type: SCRAPED, id: message.id, error: error.message }) satisfies Message,
        )
        .then((answer) => {
          if (worker.isConnected()) worker.send(answer);
        })
        .catch(() => undefined);
    }
  });
}

/**
 * In a worker: hands `registry` to the primary when asked, and returns what `/metrics` calls for
 * the machine's metrics. Outside a cluster (one process) it returns null: the registry answers alone.
 */
export function clusterMetricsReader(registry: Registry): (() => Promise<string>) | null {
  if (!cluster.isWorker || typeof process.send !== 'function') return null;
  let nextId = 0;
  const scraping = new Map<number, (answer: { text?: string; error?: string }) => void>();
  process.on('message', (message: Message) => {
    if (message?.type === COLLECT) {
      // A registry that fails to collect is left out (the primary stops waiting after 2 s).
      registry
        .getMetricsAsJSON()
        .then((metrics) => process.send?.({ type: COLLECTED, id: message.id, metrics } satisfies Message))
        .catch(() => undefined);
    } else if (message?.type === SCRAPED) {
      scraping.get(message.id)?.(message);
      scraping.delete(message.id);
    }
  });
  return () =>
    new Promise<string>((resolve, reject) => {
      const id = ++nextId;
      const timer = setTimeout(() => {
        scraping.delete(id);
        reject(new Error('The primary did not answer with the workers’ metrics in time'));
      }, WORKER_TIMEOUT_MS * 2);
      scraping.set(id, (answer) => {
        clearTimeout(timer);
        if (answer.text !== undefined) resolve(answer.text);
        else reject(new Error(`The workers' metrics could not be added up: ${answer.error ?? 'no answer'}`));
      });
      process.send!({ type: SCRAPE, id } satisfies Message);
    });
}
