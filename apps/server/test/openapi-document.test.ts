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

// The document is built from the routes alone: on PostgreSQL the two outside tools (a lint, a
// compiler; ~40 s of CPU) would check the same bytes again, so they run on PGlite only.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe('the OpenAPI document', () => {
  it.skipIf(onPostgres)('passes redocly lint (recommended rules) with no errors and no warnings', () => {
    // One exception, at one place: the public redirect answers a 302 (or an HTML page), never a 2xx,
    // which the rule `operation-2xx-response` cannot know. The walk test below holds it to its 302.
    writeFileSync(
      path.join(dir, '.redocly.lint-ignore.yaml'),
      ['openapi.json:', '  operation-2xx-response:', `    - '#/paths/~1s~1{shortId}/get/responses'`, ''].join('\n'),
    );
    const run = spawnSync(bin('redocly'), ['lint', file, '--format=json', '--max-problems=5000'], {
      cwd: dir,
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
      paths: Record<string, Record<string, { operationId?: string; summary?: string; security?: unknown; responses: Record<string, unknown> }>>;
    };
    const operations = Object.values(doc.paths).flatMap((item) => Object.values(item));
    // Public to the access check, but it answers only the session that started the import.
    expect(doc.paths['/api/imports/{importId}/progress']!.get!.security).toEqual([{ bearer: [] }]);
    expect(operations.length).toBeGreaterThan(100);
    expect(new Set(operations.map((o) => o.operationId)).size).toBe(operations.length);
    expect(operations.filter((o) => !o.summary)).toEqual([]);
    expect(operations.filter((o) => !Object.keys(o.responses).some((code) => code.startsWith('4')))).toEqual([]);
  });

  it('types every success answer: the envelope with a typed `data`, a file, or a redirect', () => {
    const doc = JSON.parse(readFileSync(file, 'utf8')) as { paths: Record<string, Record<string, DocumentedOperation>> };
    const untyped: string[] = [];
    for (const operation of Object.values(doc.paths).flatMap((item) => Object.values(item))) {
      if (!typedSuccess(operation)) untyped.push(operation.operationId);
    }
    expect(untyped).toEqual([]);
  });

  it.skipIf(onPostgres)(
    'generates a typed client with openapi-typescript that type-checks: answers, an upload, an Idempotency-Key',
    () => {
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
          // Answers are typed: a bank's name in the list answer is a string.
          "type Banks = operations['getBankGetAllBanks']['responses']['200']['content']['application/json']['data']['banks'];",
          "export const bankName: Banks[number]['name'] = 'HDFC Bank';",
          "export const everyPath: (keyof paths)[] = ['/api/loanapplication/apply'];",
          // An upload is a typed multipart body (it was `never`), and the Idempotency-Key a typed header.
          "type Bulk = operations['postLoanapplicationBulk'];",
          "type UploadForm = Bulk['requestBody']['content']['multipart/form-data'];",
          "type Accepted = Bulk['responses']['202']['content']['application/json'];",
          "type Replayed = Bulk['responses']['202']['headers']['Idempotent-Replayed'];",
          "type KeyHeader = Required<NonNullable<Bulk['parameters']['header']>>;",
          'export async function uploadApplicants(file: Blob, idempotencyKey: string): Promise<{ answer: Accepted; replayed: boolean }> {',
          '  const fields: { [K in keyof UploadForm]: Blob } = { file };',
          '  const form = new FormData();',
          "  for (const [name, value] of Object.entries(fields)) form.append(name, value, 'applicants.xlsx');",
          "  const headers: KeyHeader = { 'idempotency-key': idempotencyKey };",
          "  const res = await fetch('/api/loanapplication/bulk' satisfies keyof paths, { method: 'POST', body: form, headers });",
          "  const replayed: Replayed | null = res.headers.get('Idempotent-Replayed') === 'true' ? 'true' : null;",
          '  return { answer: (await res.json()) as Accepted, replayed: replayed !== null };',
          '}',
          // The same key on apply, and the answers a retry can meet.
          "export const applyKey: Required<NonNullable<operations['postLoanapplicationApply']['parameters']['header']>> = { 'idempotency-key': 'lead-0042' };",
          "export const stillRunning: operations['postLoanapplicationApply']['responses']['409']['headers']['Retry-After'] = 1;",
          "export type OtherBody = operations['postLoanapplicationApply']['responses']['422']['content']['application/json']['message'];",
        ].join('\n'),
      );
      const checked = spawnSync(
        bin('tsc'),
        ['--noEmit', '--strict', '--target', 'es2022', '--module', 'esnext', '--moduleResolution', 'bundler', path.join(dir, 'client.ts')],
        { encoding: 'utf8' },
      );
      expect(checked.status, checked.stdout + checked.stderr).toBe(0);
    },
    180_000,
  ); // the typed answers make a large client: generating and checking it takes a minute on a loaded machine
});

type JsonSchema = Record<string, unknown> & { properties?: Record<string, JsonSchema>; $ref?: string };
interface DocumentedOperation {
  operationId: string;
  responses: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}

const TYPED = ['type', 'anyOf', 'oneOf', 'allOf', '$ref', 'const', 'enum'];

function typedSuccess(operation: DocumentedOperation): boolean {
  const successes = Object.entries(operation.responses).filter(([code]) => /^[23]/.test(code));
  if (successes.length === 0) return false;
  return successes.every(([code, answer]) => {
    // A redirect answers no body.
    if (code.startsWith('3')) return !answer.content;
    const media = Object.entries(answer.content ?? {});
    if (media.length === 0) return false;
    return media.every(([type, { schema }]) => {
      if (!schema) return false;
      // A file: bytes (or text) of its media type.
      if (type !== 'application/json') return schema.type === 'string';
      // The crm envelope with a typed `data`, or an admin-auth answer typed field by field.
      if (schema.type !== 'object' || !schema.properties) return false;
      const data = schema.properties.data;
      return data === undefined ? Object.keys(schema.properties).length > 0 : TYPED.some((key) => key in data);
    });
  });
}
