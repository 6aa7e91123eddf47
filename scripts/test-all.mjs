#!/usr/bin/env node
// The one test command: unit, web and server tests on embedded PGlite; the
// server tests again on PostgreSQL; then the browser tests against a built app.
// Ends with one line "Total: N passed, N failed".
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

const out = mkdtempSync(path.join(tmpdir(), 'lbo-tests-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const stages = [];
const only = process.argv.slice(2);
const wants = (stage) => only.length === 0 || only.includes(stage);

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const res = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  stages.push({ label, seconds: Math.round((Date.now() - started) / 1000), code: res.status ?? 1 });
  return res.status ?? 1;
}

function countVitest(file, label) {
  if (!existsSync(file)) {
    totals.failed += 1;
    console.log(`${label}: no report written`);
    return;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests + (report.numFailedTestSuites ?? 0) - (report.numFailedTests > 0 ? 0 : 0);
  totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
}

async function postgresUrl() {
  const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return url;
  } catch (error) {
    console.log(`PostgreSQL not reachable at ${url} (${error.message})`);
    return null;
  }
}

const vitest = ['vitest', 'run', '--reporter=default', '--reporter=json'];

if (wants('vitest')) {
  const file = path.join(out, 'vitest-pglite.json');
  run('unit, web and server tests (PGlite)', 'npx', [...vitest, `--outputFile.json=${file}`]);
  countVitest(file, 'vitest');
}

if (wants('postgres')) {
  const url = await postgresUrl();
  if (url) {
    const file = path.join(out, 'vitest-postgres.json');
    run('server tests (PostgreSQL)', 'npx', [...vitest, '--project', 'server', `--outputFile.json=${file}`], { TEST_DATABASE_URL: url });
    countVitest(file, 'vitest on PostgreSQL');
  } else if (process.env.CI) {
    totals.failed += 1;
    console.log('CI needs PostgreSQL for the server tests');
  }
}

// Node 20 has reached its end of life: a smoke set of the server tests runs on Node 24 LTS too (the
// npm registry's `node` package provides the binary where the machine has an older one). The whole
// suite ran on PGlite above; these files touch what differs between Node versions: the embedded
// database, crypto and sign-in, streams (uploads, spreadsheets, exports), workers and timers.
const NODE24_SMOKE = [
  'apps/server/src/modules/auth/auth.test.ts',
  'apps/server/src/modules/loan-application/loan-application.test.ts',
  'apps/server/src/modules/bulk-evaluation/bulk.test.ts',
  'apps/server/src/modules/master-data/imports/streaming-import.test.ts',
  'apps/server/src/modules/shortener/redirect',
  'apps/server/test/security-findings.test.ts',
  'apps/server/src/db/embedded-backup.test.ts',
];
if (wants('node24')) {
  const file = path.join(out, 'vitest-node24.json');
  run('server tests on Node 24 (PGlite)', 'npx', [
    '-y',
    '-p',
    'node@24',
    'node',
    'node_modules/vitest/vitest.mjs',
    'run',
    '--reporter=default',
    '--reporter=json',
    '--project',
    'server',
    `--outputFile.json=${file}`,
    ...NODE24_SMOKE,
  ]);
  countVitest(file, 'vitest on Node 24');
}

if (wants('e2e')) {
  if (run('build', 'npm', ['run', 'build']) !== 0) {
    totals.failed += 1;
  } else {
    const file = path.join(out, 'playwright.json');
    run('browser tests (Chromium)', 'npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts', '--reporter=list,json'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: file,
    });
    if (existsSync(file)) {
      const { stats } = JSON.parse(readFileSync(file, 'utf8'));
      totals.passed += stats.expected + stats.flaky;
      totals.failed += stats.unexpected;
      totals.skipped += stats.skipped;
    } else {
      totals.failed += 1;
    }
  }
}

console.log('\n=== stages');
for (const s of stages) console.log(`${s.code === 0 ? 'ok  ' : 'FAIL'} ${s.label} (${s.seconds} s)`);
const failedStage = stages.some((s) => s.code !== 0);
if (failedStage && totals.failed === 0) totals.failed = 1;
console.log(`\nTotal: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(totals.failed > 0 ? 1 : 0);
