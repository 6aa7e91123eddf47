/**
 * npm run bench:import — a 100,000-row companies .xlsx through the real route
 * (`company/importCompanies`), end to end: upload, streaming read, checks and
 * the one transaction. Beside it, in the same run, the parse-only rate of the
 * same file (SheetJS reading it whole, and the streaming reader the import
 * uses). Each measurement runs in a process of its own, so that its peak RSS
 * is its own: PGlite on disk (the embedded default), then PostgreSQL
 * (TEST_DATABASE_URL or the machine's default) when it is reachable.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { count } from 'drizzle-orm';
import { REGISTRATION_TYPES } from '@lbo/contracts/master-data';
import { companies } from '../src/db/schema';
import { fileUpload } from '../test/multipart';
import { bearer, createTestApp } from '../test/test-app';
import { BENCH_POSTGRES_URL, postgresReachable } from './bench-support';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const MB = 1024 * 1024;
const self = fileURLToPath(import.meta.url);

/** The workbook is built in a child process so that building it does not count in any measurement. */
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

const maxRssMb = () => (process.resourceUsage().maxRSS * 1024) / MB;

async function parseOnly(file: string) {
  const XLSX = await import('@e965/xlsx');
  let started = performance.now();
  const book = XLSX.read(readFileSync(file), { type: 'buffer', dense: true });
  const all = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1, raw: true });
  const sheetjs = (all.length - 1) / ((performance.now() - started) / 1000);
  const { openXlsx } = await import('../src/lib/spreadsheets/xlsx-reader');
  const { DEFAULT_READ_LIMITS } = await import('../src/lib/spreadsheets');
  started = performance.now();
  let rows = 0;
  const streamed = await openXlsx(file, { ...DEFAULT_READ_LIMITS, maxInflatedBytes: 1 << 30 });
  for await (const _ of streamed.rows(streamed.sheetNames[0]!, { done: 0, total: 0 })) rows++;
  streamed.close();
  const streaming = (rows - 1) / ((performance.now() - started) / 1000);
  return { sheetjs, streaming };
}

async function importOnce(file: string, label: string) {
  const dataDir = label === 'PGlite on disk' ? mkdtempSync(path.join(tmpdir(), 'lbo-bench-import-')) : undefined;
  const t = await createTestApp({ dataDir });
  try {
    const token = await t.signIn();
    const body = fileUpload('companies-100k.xlsx', readFileSync(file));
    const before = process.memoryUsage().rss / MB;
    const started = performance.now();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/company/importCompanies',
      payload: body.payload,
      headers: { ...bearer(token), ...body.headers },
    });
    const seconds = (performance.now() - started) / 1000;
    if (res.statusCode !== 200) throw new Error(`import failed: ${res.statusCode} ${res.body.slice(0, 500)}`);
    const data = res.json().data as { importedCount: number };
    const [stored] = await t.db.select({ n: count() }).from(companies);
    if (data.importedCount !== ROWS || stored!.n !== ROWS) throw new Error(`not every row was imported (${data.importedCount}, ${stored!.n} stored)`);
    return { seconds, rate: ROWS / seconds, before, peak: maxRssMb() };
  } finally {
    await t.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

/** One measurement in a fresh process; its figures come back as JSON on the last line. */
function inChild(mode: string, file: string, env: Record<string, string | undefined> = {}) {
  const child = spawnSync(process.execPath, ['--import', 'tsx', self, mode, file], {
    env: { ...process.env, ...env, BENCH_CHILD: '1' },
    encoding: 'utf8',
    maxBuffer: 16 * MB,
  });
  if (child.status !== 0) throw new Error(`${mode} failed: ${child.stderr}`);
  return JSON.parse(child.stdout.trim().split('\n').at(-1)!);
}

async function main() {
  const [mode, file] = process.argv.slice(2);
  if (process.env.BENCH_CHILD) {
    const result = mode === 'parse' ? await parseOnly(file!) : await importOnce(file!, mode!);
    console.log(JSON.stringify(result));
    return;
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'lbo-bench-file-'));
  const workbook = path.join(dir, 'companies.xlsx');
  const built = spawnSync(process.execPath, ['--input-type=module', '-e', BUILDER], { maxBuffer: 64 * MB });
  if (built.status !== 0) throw new Error(`building the workbook failed: ${built.stderr.toString()}`);
  writeFileSync(workbook, built.stdout);
  try {
    const parse = inChild('parse', workbook);
    console.log(
      `companies import: ${ROWS.toLocaleString('en-US')} rows, ${(built.stdout.length / MB).toFixed(2)} MB .xlsx, each figure from a process of its own`,
    );
    console.log(`  parse only, SheetJS whole file:   ${Math.round(parse.sheetjs).toLocaleString('en-US')} rows/s`);
    console.log(`  parse only, streaming reader:     ${Math.round(parse.streaming).toLocaleString('en-US')} rows/s`);
    const pgUrl = BENCH_POSTGRES_URL;
    const targets: [string, Record<string, string | undefined>][] = [['PGlite on disk', { TEST_DATABASE_URL: '' }]];
    if (await postgresReachable(pgUrl)) targets.push(['PostgreSQL', { TEST_DATABASE_URL: pgUrl }]);
    else console.log(`  PostgreSQL not reachable at ${pgUrl}; skipped`);
    for (const [label, env] of targets) {
      const r = inChild(label, workbook, env);
      console.log(
        `  end to end, ${label.padEnd(15)} ${Math.round(r.rate).toLocaleString('en-US').padStart(7)} rows/s  ${r.seconds.toFixed(2)} s  peak RSS ${r.peak.toFixed(0)} MB (${r.before.toFixed(0)} MB before the upload)`,
      );
    }
    console.log('  goals: ≥ 20,000 rows/s end to end; peak RSS ≤ 300 MB on PGlite');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
