/**
 * npm run bench:import — a 100,000-row companies .xlsx through the real route
 * (`company/importCompanies`), end to end: upload, streaming read, checks, COPY
 * into the staging table and the one INSERT … SELECT (ADR 0026). Beside it, in
 * the same run: the parse-only rate of the same file (SheetJS reading it whole,
 * and the streaming reader the import uses), and the database's own speed, a
 * bare COPY + INSERT … SELECT of the same 100,000 rows with nothing checked.
 * Then 1,000,000 generated rows through the import runner (BENCH_MILLION=0
 * skips it). Each measurement runs in a process of its own, so that its peak
 * RSS is its own: PGlite on disk (the embedded default; its data folder is
 * made and migrated by another process first, as a server finds it at start),
 * then PostgreSQL (TEST_DATABASE_URL or the machine's default) when reachable. During the
 * import, another signed-in user GETs every 100 ms: that user's latency, beside it idle (issue 46).
 * BENCH_PROFILE=<folder> writes a CPU profile of each import there; BENCH_ONLY=pglite|postgres runs one.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { count, sql } from 'drizzle-orm';
import { REGISTRATION_TYPES } from '@lbo/contracts/master-data';
import { companies } from '../src/db/schema';
import type { Tx } from '../src/db/client';
import type { SheetRow } from '../src/lib/spreadsheets';
import { companyDefinition } from '@lbo/contracts/master-data';
import { importFromDefinition } from '../src/modules/master-data/imports/import-from-definition';
import { NO_REQUEST } from '../src/db/rule-change';
import { importRows } from '../src/modules/master-data/imports/import-runner';
import { fileUpload } from '../test/multipart';
import { bearer, createTestApp } from '../test/test-app';
import { BENCH_POSTGRES_URL, otherUserDuring, otherUserLine, postgresReachable, profiler } from './bench-support';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const MILLION = Number(process.env.BENCH_MILLION ?? 1_000_000);
const MB = 1024 * 1024;
const self = fileURLToPath(import.meta.url);

const WORDS = ['Sunrise', 'Vertex', 'Kaveri', 'Himalaya', 'Trident', 'Lotus', 'Indus', 'Sahyadri', 'Ganga', 'Nilgiri', 'Aravali', 'Deccan'];
const SECTORS = ['Technologies', 'Textiles', 'Logistics', 'Pharma', 'Foods', 'Infrastructure', 'Motors', 'Electronics', 'Chemicals', 'Software'];
/** The benchmark's i-th company row, as the workbook holds it. */
const companyRow = (i: number): [string, string, string] => [
  `${WORDS[i % WORDS.length]} ${SECTORS[Math.floor(i / WORDS.length) % SECTORS.length]} ${i} Private Limited`,
  i % 3 === 0 ? 'Yes' : 'No',
  REGISTRATION_TYPES[i % REGISTRATION_TYPES.length]!,
];

/** The workbook is built in a child process so that building it does not count in any measurement. */
const BUILDER = `
import * as XLSX from '@e965/xlsx';
const TYPES = ${JSON.stringify(REGISTRATION_TYPES)};
const WORDS = ${JSON.stringify(WORDS)};
const SECTORS = ${JSON.stringify(SECTORS)};
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
/** PGlite's WebAssembly heap (it never shrinks, so at the end it is its peak); 0 on PostgreSQL. */
const wasmHeapMb = (db: unknown) => ((db as { $client: { mod?: { HEAPU8?: Uint8Array } } }).$client.mod?.HEAPU8?.length ?? 0) / MB;

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

/** PGlite's data folder, made and migrated by a process of its own (initdb alone grows a WebAssembly heap of ~550 MB). */
const pgliteDir = (file: string) => `${file}.pglite`;

async function openApp(label: string, file: string) {
  return createTestApp({ dataDir: label === 'PGlite on disk' ? pgliteDir(file) : undefined });
}

async function prepare(file: string) {
  const t = await createTestApp({ dataDir: pgliteDir(file) });
  await t.close();
  return {};
}

async function importOnce(file: string, label: string) {
  const t = await openApp(label, file);
  try {
    const token = await t.signIn();
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const body = fileUpload('companies-100k.xlsx', readFileSync(file));
    const before = process.memoryUsage().rss / MB;
    let seconds = 0;
    const prof = await profiler(`import-${label.split(' ')[0]!.toLowerCase()}`);
    // Another signed-in user asks every 100 ms over HTTP while the import runs on the same thread
    // (issue 46). The import goes over HTTP too, as a browser sends it: app.inject would join and
    // decode its 20 MB answer in one go on that thread. The client here is a browser's stand-in
    // in the server's process: it keeps only the answer's tail (the counts follow the list), so
    // that the peak RSS is the server's own.
    const {
      result: res,
      idle,
      during,
    } = await otherUserDuring(address, token, async () => {
      const started = performance.now();
      const answer = await fetch(`${address}/api/company/importCompanies`, {
        method: 'POST',
        body: body.payload,
        headers: { ...bearer(token), ...body.headers },
      });
      let tail = '';
      const decoder = new TextDecoder();
      for await (const chunk of answer.body!) tail = (tail + decoder.decode(chunk, { stream: true })).slice(-4096);
      seconds = (performance.now() - started) / 1000;
      return { statusCode: answer.status, tail };
    });
    await prof.stop();
    if (res.statusCode !== 200) throw new Error(`import failed: ${res.statusCode} ${res.tail.slice(-500)}`);
    const data = { importedCount: Number(/"importedCount":(\d+)/.exec(res.tail)?.[1]) };
    const [stored] = await t.db.select({ n: count() }).from(companies);
    if (data.importedCount !== ROWS || stored!.n !== ROWS) throw new Error(`not every row was imported (${data.importedCount}, ${stored!.n} stored)`);
    return { seconds, rate: ROWS / seconds, before, peak: maxRssMb(), wasm: wasmHeapMb(t.db), others: { idle, during } };
  } finally {
    await t.close();
  }
}

/**
 * The database alone: the same rows, already as COPY text, loaded into a temporary table and
 * written by one INSERT … SELECT (the rule-set version triggers run as for the import), nothing checked.
 */
async function bareCopy(file: string, label: string) {
  const t = await openApp(label, file);
  try {
    let text = '';
    for (let i = 0; i < ROWS; i++) text += `${companyRow(i).join('\t').replace('\tYes\t', '\tt\t').replace('\tNo\t', '\tf\t')}\n`;
    const started = performance.now();
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`CREATE TEMP TABLE bare_staging (company_name text, is_listed boolean, registration_type text) ON COMMIT DROP`);
      await copyText(tx, 'COPY bare_staging FROM', text);
      await tx.execute(sql`INSERT INTO ${companies} (company_name, is_listed, registration_type)
        SELECT company_name, is_listed, registration_type FROM bare_staging ON CONFLICT DO NOTHING`);
    });
    const seconds = (performance.now() - started) / 1000;
    const [stored] = await t.db.select({ n: count() }).from(companies);
    if (stored!.n !== ROWS) throw new Error(`bare COPY stored ${stored!.n} rows`);
    return { seconds, rate: ROWS / seconds, peak: maxRssMb(), wasm: wasmHeapMb(t.db) };
  } finally {
    await t.close();
  }
}

/** COPY text through the driver's own path, as the import's staging writer sends it. */
async function copyText(tx: Tx, statement: string, text: string) {
  const client = (tx as unknown as { session: { client: { exec?: unknown; query: (...args: unknown[]) => unknown } } }).session.client;
  if (typeof client.exec === 'function') {
    await client.query(`${statement} '/dev/blob'`, [], { blob: new Blob([text]) });
    return;
  }
  const { from } = await import('pg-copy-streams');
  await new Promise<void>((resolve, reject) => {
    const stream = client.query(from(`${statement} STDIN`)) as ReturnType<typeof from>;
    stream.on('error', reject);
    stream.on('finish', () => resolve());
    stream.end(text);
  });
}

/** MILLION generated rows through the import runner (no upload holds that many under the 5 MB cap). */
async function million(file: string, label: string) {
  const t = await openApp(label, file);
  try {
    const before = process.memoryUsage().rss / MB;
    let produced = 0;
    async function* rows(): AsyncGenerator<SheetRow> {
      for (let i = 0; i < MILLION; i++) {
        produced = i + 1;
        yield { rowNumber: i + 2, cells: companyRow(i) };
      }
    }
    const sheet = {
      format: 'xlsx' as const,
      header: ['company_name', 'is_listed', 'registration_type'],
      rows: rows(),
      fraction: () => produced / MILLION,
      close: () => undefined,
      fileName: 'generated',
    };
    const started = performance.now();
    const result = await importRows(t.app, importFromDefinition(companyDefinition.import!, companies), sheet, undefined, t.adminId, NO_REQUEST, {
      listImported: false,
    });
    const seconds = (performance.now() - started) / 1000;
    if (result.data.importedCount !== MILLION) throw new Error(`the runner imported ${result.data.importedCount} of ${MILLION}`);
    return { seconds, rate: MILLION / seconds, before, peak: maxRssMb(), wasm: wasmHeapMb(t.db) };
  } finally {
    await t.close();
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
    const [what, label] = mode!.split(':') as [string, string];
    const run = {
      parse: () => parseOnly(file!),
      prepare: () => prepare(file!),
      import: () => importOnce(file!, label),
      bare: () => bareCopy(file!, label),
      million: () => million(file!, label),
    }[what];
    if (!run) throw new Error(`unknown mode ${mode}`);
    const result = await run();
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
    const only = process.env.BENCH_ONLY; // 'pglite' or 'postgres'
    const targets: [string, Record<string, string | undefined>][] = only === 'postgres' ? [] : [['PGlite on disk', { TEST_DATABASE_URL: '' }]];
    if (only === 'pglite') console.log('  PostgreSQL skipped (BENCH_ONLY=pglite)');
    else if (await postgresReachable(pgUrl)) targets.push(['PostgreSQL', { TEST_DATABASE_URL: pgUrl }]);
    else console.log(`  PostgreSQL not reachable at ${pgUrl}; skipped`);
    const rate = (r: { rate: number }) => Math.round(r.rate).toLocaleString('en-US').padStart(7);
    const wasm = (r: { wasm: number }) => (r.wasm > 0 ? `, WebAssembly heap ${r.wasm.toFixed(0)} MB` : '');
    for (const [label, env] of targets) {
      // A fresh database for each measurement: PGlite's folder is made anew, PostgreSQL's test database too.
      const fresh = () => {
        if (label === 'PGlite on disk') {
          rmSync(pgliteDir(workbook), { recursive: true, force: true });
          inChild('prepare', workbook, env);
        }
      };
      fresh();
      const bare = inChild(`bare:${label}`, workbook, env);
      fresh();
      const r = inChild(`import:${label}`, workbook, env);
      console.log(`  ${label}`);
      console.log(`    bare COPY + INSERT … SELECT  ${rate(bare)} rows/s  ${bare.seconds.toFixed(2)} s  peak RSS ${bare.peak.toFixed(0)} MB${wasm(bare)}`);
      console.log(
        `    end to end (route)          ${rate(r)} rows/s  ${r.seconds.toFixed(2)} s  peak RSS ${r.peak.toFixed(0)} MB (${r.before.toFixed(0)} MB before the upload)${wasm(r)}  = ${(r.rate / bare.rate).toFixed(2)} × bare`,
      );
      console.log(`  ${otherUserLine('the import', r.others)}`);
      if (MILLION > 0) {
        fresh();
        const m = inChild(`million:${label}`, workbook, env);
        console.log(
          `    ${MILLION.toLocaleString('en-US')} rows, runner       ${rate(m)} rows/s  ${m.seconds.toFixed(2)} s  peak RSS ${m.peak.toFixed(0)} MB (${m.before.toFixed(0)} MB before)${wasm(m)}`,
        );
      }
      if (label === 'PGlite on disk') rmSync(pgliteDir(workbook), { recursive: true, force: true });
    }
    console.log('  goals: ≥ 20,000 rows/s end to end on PGlite; on PostgreSQL ≥ 0.7 × bare; peak RSS ≤ 300 MB on PGlite, 1,000,000 rows included');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
