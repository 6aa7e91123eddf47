import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from './test-app';

// The served document, checked by the tools a client of the API would use on it.
const bin = (name: string) => path.resolve(import.meta.dirname, '../../../node_modules/.bin', name);
let t: TestApp;
let dir: string;
let file: string;

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: bearer(await t.signIn()) });
  dir = mkdtempSync(path.join(tmpdir(), 'lbo-openapi-'));
  file = path.join(dir, 'openapi.json');
  writeFileSync(file, res.body);
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the OpenAPI document', () => {
  it('passes redocly lint (recommended rules) with no errors and no warnings', () => {
    const run = spawnSync(bin('redocly'), ['lint', file, '--format=json', '--max-problems=5000'], {
      encoding: 'utf8',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off' },
    });
    const report = JSON.parse(run.stdout.slice(run.stdout.indexOf('{'))) as {
      totals: { errors: number; warnings: number };
      problems: { ruleId: string; message: string }[];
    };
    expect(report.problems.filter((p) => /operationId|4xx/.test(p.ruleId)).map((p) => p.ruleId)).toEqual([]);
    expect(report.totals.errors, JSON.stringify(report.problems.slice(0, 5))).toBe(0);
    expect(report.totals.warnings, JSON.stringify(report.problems.slice(0, 5))).toBe(0);
  });

  it('gives every operation a unique id, a summary and an error answer', () => {
    const doc = JSON.parse(readFileSync(file, 'utf8')) as {
      paths: Record<string, Record<string, { operationId?: string; summary?: string; responses: Record<string, unknown> }>>;
    };
    const operations = Object.values(doc.paths).flatMap((item) => Object.values(item));
    expect(operations.length).toBeGreaterThan(100);
    expect(new Set(operations.map((o) => o.operationId)).size).toBe(operations.length);
    expect(operations.filter((o) => !o.summary)).toEqual([]);
    expect(operations.filter((o) => !Object.keys(o.responses).some((code) => code.startsWith('4')))).toEqual([]);
  });

  it('generates a typed client with openapi-typescript that type-checks', () => {
    const types = path.join(dir, 'api.d.ts');
    const generated = spawnSync(bin('openapi-typescript'), [file, '-o', types], { encoding: 'utf8' });
    expect(generated.status, generated.stderr).toBe(0);
    writeFileSync(
      path.join(dir, 'client.ts'),
      [
        "import type { operations, paths } from './api';",
        "type Apply = operations['postLoanapplicationApply']['requestBody'];",
        "type Refused = operations['postLoanapplicationApply']['responses']['403'];",
        'export const apply: Apply | undefined = undefined;',
        'export const refused: Refused | undefined = undefined;',
        "export const everyPath: (keyof paths)[] = ['/api/loanapplication/apply'];",
      ].join('\n'),
    );
    const checked = spawnSync(
      bin('tsc'),
      ['--noEmit', '--strict', '--target', 'es2022', '--module', 'esnext', '--moduleResolution', 'bundler', path.join(dir, 'client.ts')],
      { encoding: 'utf8' },
    );
    expect(checked.status, checked.stdout + checked.stderr).toBe(0);
  });
});
