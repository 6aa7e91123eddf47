/**
 * Imports a 100,000-row companies .xlsx through the real route on a fresh
 * in-memory PGlite and prints rows per second, wall time and peak memory.
 * Run: npm run bench:import (from the repository root).
 */
import { spawnSync } from 'node:child_process';
import { count } from 'drizzle-orm';
import { REGISTRATION_TYPES } from '@lbo/contracts/master-data';
import { companies } from '../src/db/schema';
import { fileUpload } from '../src/modules/master-data/testing/multipart';
import { bearer, createTestApp } from '../test/test-app';

const ROWS = 100_000;
const MB = 1024 * 1024;

/**
 * The workbook is built in a child process so that building it (SheetJS
 * holds the whole sheet in memory) does not count in the import's memory.
 */
const BUILDER = `
import * as XLSX from '@e965/xlsx';
const TYPES = ${JSON.stringify(REGISTRATION_TYPES)};
const WORDS = ['Sunrise', 'Vertex', 'Kaveri', 'Himalaya', 'Trident', 'Lotus', 'Indus', 'Sahyadri', 'Ganga', 'Nilgiri', 'Aravali', 'Deccan'];
const SECTORS = ['Technologies', 'Textiles', 'Logistics', 'Pharma', 'Foods', 'Infrastructure', 'Motors', 'Electronics', 'Chemicals', 'Software'];
const rows = [['company_name', 'is_listed', 'registration_type']];
for (let i = 0; i < ${ROWS}; i++) {
  const name = WORDS[i % WORDS.length] + ' ' + SECTORS[Math.floor(i / WORDS.length) % SECTORS.length] + ' ' + i + ' Private Limited';
  rows.push([name, i % 3 === 0 ? 'Yes' : 'No', TYPES[i % TYPES.length]]);
}
const book = XLSX.utils.book_new();
XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Companies');
process.stdout.write(XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }));
`;

function buildWorkbook(): Buffer {
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', BUILDER], { maxBuffer: 64 * MB });
  if (child.status !== 0) throw new Error(`building the workbook failed: ${child.stderr.toString()}`);
  return child.stdout;
}

async function main() {
  const t = await createTestApp();
  try {
    const token = await t.signIn();
    const bytes = buildWorkbook();
    const body = fileUpload('companies-100k.xlsx', bytes);

    const baseline = process.memoryUsage();
    const peak = { rss: baseline.rss, heapUsed: baseline.heapUsed };
    // Parsing is synchronous, so the sampler misses its peak; the OS's max RSS below catches it.
    const sampler = setInterval(() => {
      const m = process.memoryUsage();
      peak.rss = Math.max(peak.rss, m.rss);
      peak.heapUsed = Math.max(peak.heapUsed, m.heapUsed);
    }, 50);

    const started = performance.now();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/company/importCompanies',
      payload: body.payload,
      headers: { ...bearer(token), ...body.headers },
    });
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const after = process.memoryUsage();
    peak.rss = Math.max(peak.rss, after.rss);
    peak.heapUsed = Math.max(peak.heapUsed, after.heapUsed);

    if (res.statusCode !== 200) throw new Error(`import failed: ${res.statusCode} ${res.body.slice(0, 500)}`);
    const data = res.json().data as { importedCount: number; failedCount: number; duplicateCount: number; totalRows: number };
    const [stored] = await t.db.select({ n: count() }).from(companies);
    const maxRss = process.resourceUsage().maxRSS * 1024;

    console.log('companies import benchmark (in-memory PGlite, through app.inject)');
    console.log(`  file:             ${ROWS.toLocaleString('en-US')} rows, ${(bytes.length / MB).toFixed(2)} MB .xlsx`);
    console.log(`  imported:         ${data.importedCount.toLocaleString('en-US')} (failed ${data.failedCount}, duplicates ${data.duplicateCount}); rows in table: ${stored!.n.toLocaleString('en-US')}`);
    console.log(`  wall time:        ${seconds.toFixed(2)} s`);
    console.log(`  throughput:       ${Math.round(data.importedCount / seconds).toLocaleString('en-US')} rows/s`);
    console.log(`  peak RSS:         ${(Math.max(peak.rss, maxRss) / MB).toFixed(0)} MB (process max; ${(baseline.rss / MB).toFixed(0)} MB before the import)`);
    console.log(`  peak heap used:   ${(peak.heapUsed / MB).toFixed(0)} MB sampled every 50 ms (${(baseline.heapUsed / MB).toFixed(0)} MB before)`);
    if (data.importedCount !== ROWS || stored!.n !== ROWS) throw new Error('not every row was imported');
  } finally {
    await t.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
