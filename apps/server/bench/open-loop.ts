import { spawn } from 'node:child_process';

/** What an open-loop run saw: latencies count from each call's scheduled time. */
export interface OpenLoopResult {
  offered: number;
  calls: number;
  failed: number;
  p50: number;
  p99: number;
  max: number;
}

/**
 * Calls `url` at a steady `rate` a second for `seconds`, from a process of its own (the caller's
 * server keeps its event loop and the generator's CPU is not counted against it). Open loop: each
 * call is sent when it falls due whether or not earlier ones have answered, and its latency counts
 * from that due time, so queueing in the server shows in the figures instead of slowing the load
 * (a closed loop of N clients waits for answers and hides it).
 */
export async function openLoop(opts: {
  url: string;
  rate: number;
  seconds: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}): Promise<OpenLoopResult> {
  const script = `
    const http = require('node:http');
    const { url, rate, seconds, method, headers, body } = JSON.parse(process.argv[1]);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
    const target = new URL(url);
    const took = [];
    let failed = 0, answered = 0;
    const total = Math.round(rate * seconds);
    const every = 1000 / rate;
    const started = performance.now();
    let sent = 0;
    const send = (due) => {
      const req = http.request({ host: target.hostname, port: target.port, path: target.pathname + target.search, method, headers, agent }, (res) => {
        res.resume();
        res.on('end', () => {
          if (res.statusCode === 200) took.push(performance.now() - due); else failed += 1;
          if (++answered === total) finish();
        });
      });
      req.on('error', () => { failed += 1; if (++answered === total) finish(); });
      req.end(body);
    };
    const tick = () => {
      for (let due = started + sent * every; sent < total && due <= performance.now(); due = started + sent * every) {
        sent += 1;
        send(due);
      }
      if (sent < total) setTimeout(tick, Math.max(0, started + sent * every - performance.now()));
    };
    const at = (sorted, q) => sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : 0;
    function finish() {
      const s = took.sort((a, b) => a - b);
      process.stdout.write(JSON.stringify({ offered: total, calls: s.length, failed, p50: at(s, 0.5), p99: at(s, 0.99), max: s[s.length - 1] || 0 }));
      agent.destroy();
    }
    tick();`;
  const args = JSON.stringify({ method: 'GET', headers: {}, ...opts });
  const child = spawn(process.execPath, ['-e', script, args], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0 || !out) throw new Error(`the open-loop generator exited ${code}`);
  return JSON.parse(out) as OpenLoopResult;
}
