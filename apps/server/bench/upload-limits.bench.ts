// npm run bench:upload-limits — hostile spreadsheets sent over HTTP to the routes that read them,
// beside an honest file of one applicant on the same route (the baseline). For each: the answer,
// the time to it, the process's RSS above idle at its peak, and the slowest /healthz answer while
// the upload was under way (polled every 20 ms). Targets: a 4xx, under a second, under 100 MB.
import { performance } from 'node:perf_hooks';
import { bearer, createTestApp } from '../test/test-app';
import { fileUpload } from '../test/multipart';
import { commaLineCsv, longTextXlsx, sizeLyingXlsx } from '../test/hostile-files';
import { BULK_APPLICANT, bulkWorkbook } from '../test/bulk-files';

const MB = 1024 * 1024;

interface Case {
  label: string;
  route: string;
  name: string;
  bytes: Buffer;
}

const cases: Case[] = [
  {
    label: 'baseline: 1 applicant (.xlsx)',
    route: '/api/loanapplication/bulk',
    name: 'one.xlsx',
    bytes: bulkWorkbook([{ ...BULK_APPLICANT, applicant_ref: 'B1' }]),
  },
  { label: 'sheet declares 0 B, unpacks to 256 MB', route: '/api/loanapplication/bulk', name: 'lying.xlsx', bytes: sizeLyingXlsx(256) },
  { label: 'sheet declares 0 B, unpacks to 1 GB', route: '/api/loanapplication/bulk', name: 'lying-1g.xlsx', bytes: sizeLyingXlsx(1024) },
  { label: 'same, to the test-case import', route: '/api/rule-test-cases/import', name: 'cases.xlsx', bytes: sizeLyingXlsx(256) },
  { label: 'same, to the company import', route: '/api/company/importCompanies', name: 'companies.xlsx', bytes: sizeLyingXlsx(256) },
  { label: 'one text node of 100 MB (declared truly)', route: '/api/loanapplication/bulk', name: 'text.xlsx', bytes: longTextXlsx(100) },
  { label: 'one CSV line of 24 MB of commas', route: '/api/loanapplication/bulk', name: 'commas.csv', bytes: commaLineCsv(24) },
];

async function main() {
  const t = await createTestApp();
  const token = await t.signIn();
  const { cities, companies } = await import('../src/db/schema');
  await t.db.insert(companies).values({ company_name: 'Bulk Co', is_listed: true });
  await t.db.insert(cities).values({ city_name: 'Pune', state: 'Maharashtra', is_metro: true });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });

  console.log('bench:upload-limits — hostile uploads over HTTP (one process, PGlite in memory)\n');
  console.log('case'.padEnd(46), 'file'.padStart(9), 'status'.padStart(7), 'time ms'.padStart(9), 'RSS +MB'.padStart(8), 'healthz max ms'.padStart(15));
  for (const c of cases) {
    global.gc?.();
    await new Promise((r) => setTimeout(r, 200));
    const idle = process.memoryUsage().rss;
    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
    let healthMax = 0;
    let polling = true;
    const poller = (async () => {
      while (polling) {
        const started = performance.now();
        await fetch(`${address}/healthz`);
        healthMax = Math.max(healthMax, performance.now() - started);
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    const body = fileUpload(c.name, c.bytes);
    const started = performance.now();
    const res = await fetch(`${address}${c.route}`, { method: 'POST', headers: { ...bearer(token), ...body.headers }, body: body.payload });
    const elapsed = performance.now() - started;
    await res.arrayBuffer();
    polling = false;
    await poller;
    clearInterval(sampler);
    console.log(
      c.label.padEnd(46),
      `${(c.bytes.length / 1024).toFixed(0)} KB`.padStart(9),
      String(res.status).padStart(7),
      elapsed.toFixed(0).padStart(9),
      ((peak - idle) / MB).toFixed(1).padStart(8),
      healthMax.toFixed(1).padStart(15),
    );
  }
  await t.close();
}

await main();
