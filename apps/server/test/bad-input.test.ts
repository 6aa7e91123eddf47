import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { documentedValueFits, servedDocument, undeclaredIn, type DocumentedOperation, type JsonSchema } from './openapi-conformance';
import { bearer, createTestApp } from './test-app';

/**
 * Walks every operation of the served OpenAPI document and sends it malformed input as a
 * signed-in administrator: no body, query or path value, however wrong, may get a 5xx, and every
 * answer is one the document declares for the operation (status, headers, body). A value sent
 * in one field is also held to the document both ways: the server refuses it (a 400 naming the
 * field) exactly when the field's documented schema does. It covers every route added later too.
 */
const t = await createTestApp();
afterAll(async () => t.close());
const token = await t.signIn();
const doc = await servedDocument(t.app, token);

const LONG = 'x'.repeat(100 * 1024);
const NUL = 'a\u0000b';
// Signing out or rotating the token would end this walk's own session.
const KEEPS_OWN_SESSION = (path: string) => !/\/(logout|refresh)$/.test(path);

function typeOf(schema: JsonSchema | undefined): string | undefined {
  if (!schema) return undefined;
  if (schema.type) return [schema.type].flat().find((type) => type !== 'null');
  return schema.anyOf?.map(typeOf).find(Boolean);
}

function wrongValue(schema: JsonSchema | undefined): unknown {
  switch (typeOf(schema)) {
    case 'string':
      return 12345;
    case 'number':
    case 'integer':
      return 'not a number';
    case 'boolean':
      return 'maybe';
    case 'array':
      return { not: 'a list' };
    case 'object':
      return 'not an object';
    default:
      return [null];
  }
}

interface Attempt {
  method: string;
  /** The operation's path in the document. */
  path: string;
  url: string;
  payload?: unknown;
  multipart?: boolean;
  /** A body in a media type no route reads. */
  contentType?: string;
  /** A day that does not exist sent in this field: the answer must be a 400 naming it. */
  impossibleDate?: string;
  /** The one field this attempt sets, whose acceptance the document must predict. */
  field?: { in: 'query' | 'body'; name: string; value: unknown; schema: JsonSchema | undefined };
}

const IMPOSSIBLE_DATE = '2026-02-30';
function formatOf(schema: JsonSchema | undefined): string | undefined {
  if (!schema) return undefined;
  return schema.format ?? schema.anyOf?.map(formatOf).find(Boolean);
}
const takesDate = (schema: JsonSchema | undefined) => ['date', 'date-time'].includes(formatOf(schema) ?? '');
const BODY_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];

function attemptsFor(path: string, method: string, op: DocumentedOperation): Attempt[] {
  const paths = [
    path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000'),
    path.replace(/\{[^}]+\}/g, 'not-an-id'),
    path.replace(/\{[^}]+\}/g, encodeURIComponent(NUL)),
  ];
  const base = paths[0]!;
  const out: Attempt[] = [...new Set(paths)].map((url) => ({ method, path, url }));
  for (const param of op.parameters?.filter((p) => p.in === 'query') ?? []) {
    // An empty value is what a form's untouched field sends.
    for (const value of [NUL, LONG, '-1', '__proto__', '']) {
      const field = value === NUL ? undefined : { in: 'query' as const, name: param.name, value, schema: param.schema };
      out.push({ method, path, url: `${base}?${param.name}=${encodeURIComponent(value)}`, field });
    }
    out.push({ method, path, url: `${base}?${param.name}=a&${param.name}=b` });
    if (takesDate(param.schema)) out.push({ method, path, url: `${base}?${param.name}=${IMPOSSIBLE_DATE}`, impossibleDate: param.name });
  }
  const body = op.requestBody?.content?.['application/json']?.schema;
  if (body || BODY_METHODS.includes(method)) {
    for (const payload of [
      null,
      [],
      'text',
      1,
      true,
      { __proto__: { admin: true } },
      JSON.parse('{"__proto__":{"admin":true}}'),
      { constructor: { prototype: {} } },
    ]) {
      out.push({ method, path, url: base, payload });
    }
    out.push({ method, path, url: base, multipart: true });
    out.push({ method, path, url: base, payload: '<a/>', contentType: 'application/xml' });
    for (const [name, schema] of Object.entries(body?.properties ?? {})) {
      // null: the specification sends an empty input as null.
      const values = [wrongValue(schema), null, ...(typeOf(schema) === 'string' ? [LONG] : [])];
      for (const value of values) out.push({ method, path, url: base, payload: { [name]: value }, field: { in: 'body', name, value, schema } });
      if (typeOf(schema) === 'string') out.push({ method, path, url: base, payload: { [name]: NUL } });
      if (takesDate(schema)) out.push({ method, path, url: base, payload: { [name]: IMPOSSIBLE_DATE }, impossibleDate: name });
    }
  }
  return out;
}

const attempts = Object.entries(doc.paths).flatMap(([path, ops]) =>
  Object.entries(ops)
    .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
    .flatMap(([method, op]) => attemptsFor(path, method.toUpperCase(), op)),
);

/**
 * Where the server's verdict on the one field an attempt set differs from the document's. A body
 * is checked before the query string, so a query value the answer does not name was accepted
 * only when no body had to come with it.
 */
function verdictMismatch(a: Attempt, op: DocumentedOperation, status: number, errors: Record<string, string> | undefined): string | null {
  if (!a.field) return null;
  let serverRefuses: boolean;
  if (status === 400) {
    const { name } = a.field;
    serverRefuses = Object.keys(errors ?? {}).some((key) => key === name || key.startsWith(`${name}.`));
    if (!serverRefuses && a.field.in === 'query' && op.requestBody?.required) return null;
  } else if (status < 300) serverRefuses = false;
  else return null; // refused for another reason (not found, conflict): says nothing of the field
  const documentAccepts = documentedValueFits(doc, a.field.schema, a.field.value, a.field.in);
  if (serverRefuses === !documentAccepts) return null;
  const value = JSON.stringify(a.field.value)?.slice(0, 40);
  return serverRefuses
    ? `the server refuses ${a.field.name}=${value}, which the document allows`
    : `the server accepts ${a.field.name}=${value}, which the document refuses`;
}

describe('bad input on every documented operation', () => {
  // Four thousand requests: fifteen seconds on a quiet machine, 235 s in a CI run on a slow host with
  // the suites side by side. The limit catches a hang, not a slow host.
  it(`answers 4xx, never 5xx, to ${attempts.length} malformed requests over ${Object.keys(doc.paths).length} paths`, { timeout: 900_000 }, async () => {
    expect(attempts.length).toBeGreaterThan(1000);
    const failures: string[] = [];
    for (const a of attempts) {
      const headers: Record<string, string> = KEEPS_OWN_SESSION(a.url.split('?')[0]!) ? bearer(token) : {};
      const res = a.multipart
        ? await t.app.inject({
            method: a.method as 'POST',
            url: a.url,
            headers: { ...headers, 'content-type': 'multipart/form-data; boundary=X' },
            payload: '--X\r\nContent-Disposition: form-data; name="name"\r\n\r\nvalue\r\n--X--\r\n',
          })
        : await t.app.inject({
            method: a.method as 'POST',
            url: a.url,
            headers: a.payload === undefined ? headers : { ...headers, 'content-type': a.contentType ?? 'application/json' },
            ...(a.payload === undefined ? {} : { payload: a.contentType ? String(a.payload) : JSON.stringify(a.payload) }),
          });
      const what = `${res.statusCode} ${a.method} ${a.url.slice(0, 120)} ${a.multipart ? 'multipart' : JSON.stringify(a.payload)?.slice(0, 80)}`;
      if (res.statusCode >= 500) failures.push(`${what}: ${res.body.slice(0, 160)}`);
      failures.push(...undeclaredIn(doc, a.method, a.path, res).map((problem) => `${problem} (${what})`));
      const answer = res.headers['content-type']?.toString().startsWith('application/json') ? (res.json() as { errors?: Record<string, string> }) : {};
      const mismatch = verdictMismatch(a, doc.paths[a.path]![a.method.toLowerCase()]!, res.statusCode, answer.errors);
      if (mismatch) failures.push(`${a.method} ${a.path}: ${mismatch} (${what}: ${res.body.slice(0, 120)})`);
      if (a.impossibleDate && (res.statusCode !== 400 || !(a.impossibleDate in (answer.errors ?? {}))))
        failures.push(`${what}: ${a.impossibleDate} accepted an impossible date`);
      // Every API answer, refusals included, is for one user: never cached (docs/security.md).
      if (!String(res.headers['cache-control'] ?? '').includes('no-store')) failures.push(`${what}: no Cache-Control: no-store`);
    }
    expect(failures).toEqual([]);
    expect(new Set(attempts.flatMap((a) => (a.impossibleDate ? [a.impossibleDate] : [])))).toEqual(
      new Set(['from', 'to', 'evaluation_date', 'expiresAt', 'valid_from', 'valid_to']),
    );
  });

  it('documents every query parameter named like a date as one (format date or date-time), so the walk above sends it an impossible day', () => {
    const unmarked = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).flatMap(([method, op]) =>
        (op.parameters ?? [])
          .filter((p) => /(^|_)(from|to|since|until|date|day)$|(Date|At|On)$/.test(p.name) && !takesDate(p.schema))
          .map((p) => `${method.toUpperCase()} ${path} ${p.name}`),
      ),
    );
    expect(unmarked).toEqual([]);
  });

  it('refuses NUL in a text field with 400 naming the field, and in a search parameter', async () => {
    const create = await t.app.inject({ method: 'POST', url: '/api/bank/createBank', headers: bearer(token), payload: { name: NUL } });
    expect(create.statusCode).toBe(400);
    expect(create.json().errors).toEqual({ name: 'must not contain control characters' });
    const search = await t.app.inject({ method: 'GET', url: '/api/company/getAllCompanies?search=a%00b', headers: bearer(token) });
    expect(search.statusCode).toBe(400);
    expect(JSON.stringify(search.json().message)).toContain('search');
  });

  it('answers a null rule body with 400, not a crash', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/generaleligibility/createGeneralEligiblity',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: 'null',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('huge page numbers and sizes on every paged list', () => {
  const paged = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).flatMap(([method, op]) => {
      const names = new Set((op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name));
      const limit = ['limit', 'page_limit'].find((n) => names.has(n));
      // A list under an id (a webhook's deliveries, a customer's audit entries) is called with an id naming nothing:
      // the query is checked before the id is looked up.
      return method === 'get' && names.has('page') ? [{ path: path.replace(/\{\w+\}/g, randomUUID()), limit }] : [];
    }),
  );

  it(`answers 400 naming page or limit, never 5xx, on ${paged.length} paged lists`, async () => {
    expect(paged.length).toBeGreaterThan(15);
    expect(paged.filter(({ path }) => path.startsWith('/api/webhooks/') && path.endsWith('/deliveries'))).toHaveLength(1);
    const failures: string[] = [];
    for (const { path, limit } of paged) {
      const cases: [string, string][] = [
        [`page=${Number.MAX_SAFE_INTEGER}${limit ? `&${limit}=1025` : ''}`, 'page'],
        ['page=1000001', 'page'],
        ...(limit ? ([[`${limit}=10001`, limit]] as [string, string][]) : []),
      ];
      for (const [query, field] of cases) {
        const res = await t.app.inject({ method: 'GET', url: `${path}?${query}`, headers: bearer(token) });
        if (res.statusCode !== 400 || !(field in (res.json().errors ?? {}))) failures.push(`${res.statusCode} GET ${path}?${query}: ${res.body.slice(0, 160)}`);
      }
      // The last page allowed is no error of its own (a list may still want other parameters).
      const last = await t.app.inject({ method: 'GET', url: `${path}?page=1000000`, headers: bearer(token) });
      if (last.statusCode >= 500 || 'page' in (last.json().errors ?? {}))
        failures.push(`${last.statusCode} GET ${path}?page=1000000: ${last.body.slice(0, 160)}`);
    }
    expect(failures).toEqual([]);
  });
});
