#!/usr/bin/env node
// The one test command, its stages side by side from the start: unit, web and server tests on
// embedded PGlite; the server tests again on PostgreSQL, then a smoke set on Node 24; the build,
// then the browser tests against it. Ends with one line "Total: N passed, N failed".
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

const out = mkdtempSync(path.join(tmpdir(), 'lbo-tests-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const stages = [];
/** Each failed test, named with its first lines, printed again at the end where a CI tail shows it. */
const failures = [];
const only = process.argv.slice(2);
const wants = (stage) => only.length === 0 || only.includes(stage);

/**
 * A stage run beside others: its output goes to a file, printed whole when it ends, so two
 * stages' lines never interleave. Resolves to its exit code.
 */
function runBeside(label, command, args, env = {}) {
  const log = path.join(out, `${label.replace(/[^a-z0-9]+/gi, '-')}.log`);
  console.log(`\n=== ${label} (beside the others; output when it ends): ${command} ${args.join(' ')}`);
  const started = Date.now();
  const fd = openSync(log, 'w');
  const child = spawn(command, args, { stdio: ['ignore', fd, fd], env: { ...process.env, ...env } });
  return new Promise((resolve) => {
    child.on('close', (code) => {
      closeSync(fd);
      console.log(`\n=== ${label}: output\n${readFileSync(log, 'utf8')}`);
      stages.push({ label, seconds: Math.round((Date.now() - started) / 1000), code: code ?? 1 });
      resolve(code ?? 1);
    });
  });
}

/** A failure's first lines: enough to tell which assertion or error, short enough for a CI tail. */
function firstLines(text = '') {
  return String(text).split('\n').slice(0, 4).join('\n    ').slice(0, 600);
}

function countVitest(file, label) {
  if (!existsSync(file)) {
    totals.failed += 1;
    console.log(`${label}: no report written`);
    return;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  for (const suite of report.testResults ?? []) {
    const where = path.relative(process.cwd(), suite.name);
    const failedTests = (suite.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failedTests) failures.push(`${label}: ${where} › ${t.fullName}\n    ${firstLines(t.failureMessages?.[0])}`);
    if (suite.status === 'failed' && failedTests.length === 0) failures.push(`${label}: ${where}\n    ${firstLines(suite.message)}`);
  }
  totals.passed += report.numPassedTests;
  // A file that failed without a failed test (an error while loading it, a hook) counts once; a
  // file whose tests failed is already counted by them.
  const brokenFiles = (report.testResults ?? []).filter((s) => s.status === 'failed' && !(s.assertionResults ?? []).some((t) => t.status === 'failed')).length;
  totals.failed += report.numFailedTests + brokenFiles;
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

/**
 * The vitest stages run behind the browser tests (`nice`): those wait on a page with timeouts, and
 * on a slow 2-core host three vitest workers beside them starved the app and Chromium until tests
 * timed out. The vitest stages only wait longer for a core the browser stage is not using.
 */
const behind = (command, args) => ['nice', ['-n', '10', command, ...args]];

/** One vitest run of the named projects, counted under `label`. */
async function vitestStage(label, projects, file) {
  const json = path.join(out, file);
  await runBeside(label, ...behind('npx', [...vitest, ...projects.flatMap((p) => ['--project', p]), `--outputFile.json=${json}`]));
  countVitest(json, label);
}

/**
 * Unit and web tests, and the server tests on PGlite: two vitest runs, as each keeps one worker and
 * the longest stage sets the run's length.
 */
async function pgliteStages() {
  if (!wants('vitest')) return;
  await Promise.all([
    vitestStage('unit and web tests', ['unit', 'web'], 'vitest-unit-web.json'),
    vitestStage('server tests (PGlite)', ['server'], 'vitest-pglite.json'),
  ]);
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
/** The server suite again on PostgreSQL, then the smoke set on Node 24. */
async function serverStages() {
  if (wants('postgres')) {
    const url = await postgresUrl();
    if (url) {
      const file = path.join(out, 'vitest-postgres.json');
      await runBeside('server tests (PostgreSQL)', ...behind('npx', [...vitest, '--project', 'server', `--outputFile.json=${file}`]), {
        TEST_DATABASE_URL: url,
      });
      countVitest(file, 'vitest on PostgreSQL');
    } else if (process.env.CI) {
      totals.failed += 1;
      console.log('CI needs PostgreSQL for the server tests');
    }
  }
  if (wants('node24')) {
    const file = path.join(out, 'vitest-node24.json');
    await runBeside(
      'server tests on Node 24 (PGlite)',
      ...behind('npx', [
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
      ]),
    );
    countVitest(file, 'vitest on Node 24');
  }
}

function collectPlaywrightFailures(suites, trail = []) {
  for (const suite of suites) {
    const here = [...trail, suite.title].filter(Boolean);
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const failed = test.results?.find((r) => r.status !== 'passed' && r.status !== 'skipped');
        const label = test.status === 'flaky' ? 'browser (flaky: passed on a retry)' : 'browser';
        failures.push(`${label}: ${[...here, spec.title].join(' › ')}\n    ${firstLines(failed?.error?.message)}`);
      }
    }
    collectPlaywrightFailures(suite.suites ?? [], here);
  }
}

/** The build, then the browser tests against it. */
async function browserStages() {
  if (!wants('e2e')) return;
  if ((await runBeside('build', 'npm', ['run', 'build'])) !== 0) {
    totals.failed += 1;
    return;
  }
  const file = path.join(out, 'playwright.json');
  await runBeside('browser tests (Chromium)', 'npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: file,
  });
  if (existsSync(file)) {
    const { stats, suites } = JSON.parse(readFileSync(file, 'utf8'));
    collectPlaywrightFailures(suites ?? []);
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected;
    totals.skipped += stats.skipped;
  } else {
    totals.failed += 1;
  }
}

// Vitest runs one worker on a 2-core machine, and the browser tests spend much of their time waiting
// on the page and the app: run one after another, the stages left a core idle for most of the run.
// Side by side they keep both busy (CI is held to 15 minutes on 2 cores).
const wallStarted = Date.now();
await Promise.all([pgliteStages(), serverStages(), browserStages()]);
const besideSeconds = Math.round((Date.now() - wallStarted) / 1000);

if (failures.length > 0) {
  console.log('\n=== failed (and flaky) tests');
  for (const line of failures) console.log(line);
}
console.log('\n=== stages');
for (const s of stages) console.log(`${s.code === 0 ? 'ok  ' : 'FAIL'} ${s.label} (${s.seconds} s)`);
console.log(`(the stages ran side by side: ${besideSeconds} s in all)`);
const failedStage = stages.some((s) => s.code !== 0);
if (failedStage && totals.failed === 0) totals.failed = 1;
console.log(`\nTotal: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(totals.failed > 0 ? 1 : 0);
