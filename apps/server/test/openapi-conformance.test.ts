import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, type FormPart } from './multipart';
import { mismatchOf, sampleOf, servedDocument, undeclaredIn, type DocumentedOperation, type JsonSchema, type OpenApiDocument } from './openapi-conformance';
import { bearer } from './test-app';
import { testAppForFile } from './test-app-for-file';

/**
 * Every operation of the served document called as the document says it may be: required
 * parameters and body fields only, each the smallest value its schema allows, ids that name
 * nothing. The answer is held to the document (test/openapi-conformance.ts): its status,
 * headers and body declared for the operation, and never a 400, since the document called the
 * request valid. The malformed requests of bad-input.test.ts and the permission walk of
 * route-permissions.test.ts pass through the same check.
 */
const t = testAppForFile();
let doc: OpenApiDocument;
beforeAll(async () => {
  doc = await servedDocument(t.app, t.token);
});

/**
 * Requests the document calls valid that the server refuses with a 400 for what the value means,
 * which no schema can say: a code, link or record that does not exist, a value the route takes
 * from one of two places. Each with why; the answer must still be one the document declares.
 */
const REFUSED_FOR_MEANING: Record<string, string> = {
  'POST /api/crmAuth/verifyOTP': 'a code that was never sent',
  'POST /api/crmAuth/resendOtp': 'no sign-in waits for a code',
  'POST /api/adminAuth/resend-otp': 'no sign-in waits for a code',
  'POST /api/loanapplication/apply': 'a company and a city that do not exist (400 naming them)',
  'POST /api/adminAuth/verify-otp': 'a code that was never sent',
  'POST /api/crmAuth/setPassword': 'a link that was never issued',
  'POST /api/crmAuth/createUser': 'a role that does not exist (400 naming role_id)',
  'PUT /api/crmAuth/updateStatus': 'id from the body or else the query: the document cannot require one of two places',
  'POST /api/bankcompanycategory/createBankCompanyCategory': 'a bank that does not exist (400 naming bank_id)',
  'PUT /api/multiplier/createandupdatemultiplierRule': 'the pair from the query or else the body',
  'PUT /api/foir/createandupdatefoirrule': 'the pair from the query or else the body',
  'POST /api/registrationrules/createandupdateRegistrationRule': 'the pair from the query or else the body',
  'PUT /api/registrationrules/createandupdateRegistrationRule': 'the pair from the query or else the body',
  'PUT /api/banksalary/createandupdateBankSalaryRules': 'the pair from the query or else the body',
  'POST /api/banksalary/createandupdateBankSalaryRules': 'the pair from the query or else the body',
  'POST /api/rules/simulate': "a change's path must be a save call the route registry knows",
  'POST /api/rules/checks': "a change's path must be a save call the route registry knows",
  'POST /api/rule-test-cases': 'an application that is not stored',
};

// Signing out or rotating the token would end this walk's own session.
const KEEPS_OWN_SESSION = (path: string) => !/\/(logout|refresh)$/.test(path);
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

interface Call {
  method: string;
  path: string;
  operation: DocumentedOperation;
}

function operations(): Call[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
}

/** The request the document calls valid: its required parameters, and its body when one is required (or `withBody`). */
function validRequest(call: Call, withBody: boolean) {
  const problems: string[] = [];
  const value = (name: string, schema: JsonSchema | undefined) => {
    const sample = sampleOf(doc, schema);
    if (sample === undefined) problems.push(`${call.method} ${call.path}: no valid value for ${name}`);
    return sample;
  };
  let url = call.path;
  const query = new URLSearchParams();
  const headers: Record<string, string> = bearer(t.token);
  for (const param of call.operation.parameters ?? []) {
    if (param.in === 'path') url = url.replace(`{${param.name}}`, encodeURIComponent(String(value(param.name, param.schema) ?? randomUUID())));
    else if (param.required && param.in === 'query') query.set(param.name, String(value(param.name, param.schema)));
    else if (param.required && param.in === 'header') headers[param.name] = String(value(param.name, param.schema));
  }
  const search = query.toString();
  const request = { method: call.method as 'GET', url: search ? `${url}?${search}` : url, headers, payload: undefined as unknown as string | Buffer };
  const content = call.operation.requestBody?.content ?? {};
  if (!(withBody || call.operation.requestBody?.required)) return { request, problems };
  if (content['application/json']) {
    request.payload = JSON.stringify(value('body', content['application/json'].schema));
    request.headers['content-type'] = 'application/json';
  } else if (content['multipart/form-data']) {
    const schema = content['multipart/form-data'].schema;
    const parts: FormPart[] = Object.entries(schema?.properties ?? {})
      .filter(([name]) => schema?.required?.includes(name))
      .map(([name, field]) =>
        field.format === 'binary' ? { name, filename: 'walk.csv', value: 'a,b\n1,2\n', contentType: 'text/csv' } : { name, value: String(value(name, field)) },
      );
    const body = multipartBody(parts);
    request.payload = body.payload;
    Object.assign(request.headers, body.headers);
  }
  return { request, problems };
}

const describeAnswer = (res: LightMyRequestResponse) => `${res.statusCode} ${res.body.slice(0, 200)}`;

describe('the served document and what the server answers', () => {
  it(
    'answers every operation called with valid input (ids naming nothing) as the document declares, never with a 400 or a 5xx',
    // A walk of every operation: the limit catches a hang, not CI's two cores shared by five stages.
    { timeout: 480_000 },
    async () => {
      const failures: string[] = [];
      let called = 0;
      for (const call of operations()) {
        if (!KEEPS_OWN_SESSION(call.path)) continue;
        const { request, problems } = validRequest(call, false);
        failures.push(...problems);
        const res = await t.app.inject(request);
        called += 1;
        const what = `${call.method} ${request.url}`;
        failures.push(...undeclaredIn(doc, call.method, call.path, res));
        if (res.statusCode >= 500) failures.push(`${what}: ${describeAnswer(res)}`);
        // An upload's file is checked for what the document cannot type (its sheets and columns).
        const upload = Boolean(call.operation.requestBody?.content?.['multipart/form-data']);
        const meaning = REFUSED_FOR_MEANING[`${call.method} ${call.path}`];
        if (res.statusCode === 400 && !upload && !meaning) failures.push(`${what}: refused a request the document calls valid: ${describeAnswer(res)}`);
      }
      expect(failures).toEqual([]);
      expect(called).toBeGreaterThan(150);
    },
  );

  it('accepts no body exactly where the document calls the body optional, and names the missing fields otherwise', async () => {
    const failures: string[] = [];
    const withBodies = operations().filter((call) => call.operation.requestBody?.content?.['application/json'] && KEEPS_OWN_SESSION(call.path));
    expect(withBodies.filter((call) => call.operation.requestBody?.required === false).length).toBeGreaterThan(5);
    for (const call of withBodies) {
      const { request } = validRequest(call, false);
      const { 'content-type': _json, ...headers } = request.headers;
      const res = await t.app.inject({ ...request, headers, payload: undefined });
      failures.push(...undeclaredIn(doc, call.method, call.path, res));
      const what = `${call.method} ${call.path}`;
      if (call.operation.requestBody?.required === false) {
        if ((res.statusCode === 400 && !REFUSED_FOR_MEANING[what]) || res.statusCode >= 500)
          failures.push(`${what}: refused a request without its optional body: ${describeAnswer(res)}`);
      } else {
        // Every field the document requires is one the server asks for.
        const named = Object.keys((res.json() as { errors?: object }).errors ?? {});
        const required = call.operation.requestBody?.content?.['application/json']?.schema?.required ?? [];
        const unasked = required.filter((field) => !named.some((key) => key === field || key.startsWith(`${field}.`)));
        if (res.statusCode !== 400 || named.length === 0)
          failures.push(`${what}: a missing required body should be a 400 naming its fields: ${describeAnswer(res)}`);
        else if (unasked.length > 0) failures.push(`${what}: the document requires ${unasked.join(', ')}, which the server does not ask for`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('declares the replay of an idempotent answer (Idempotent-Replayed) and its refusal of another body under the same key', async () => {
    const apply = operations().find((call) => call.path === '/api/loanapplication/apply')!;
    const { request } = validRequest(apply, true);
    const key = { 'idempotency-key': `walk-${randomUUID()}` };
    const first = await t.app.inject({ ...request, headers: { ...request.headers, ...key } });
    const again = await t.app.inject({ ...request, headers: { ...request.headers, ...key } });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.statusCode).toBe(first.statusCode);
    const other = await t.app.inject({
      ...request,
      headers: { ...request.headers, ...key },
      payload: JSON.stringify({ ...JSON.parse(request.payload as string), age: 41 }),
    });
    expect(other.statusCode).toBe(422);
    const badKey = await t.app.inject({ ...request, headers: { ...request.headers, 'idempotency-key': 'two words' } });
    expect(badKey.statusCode).toBe(400);
    for (const res of [first, again, other, badKey]) expect(undeclaredIn(doc, 'POST', apply.path, res)).toEqual([]);
  });

  it('holds an answer the document does not declare to account: a status, a header, a body', () => {
    const answer = (statusCode: number, headers: Record<string, string>, body: string) =>
      ({ statusCode, headers, body, rawPayload: Buffer.from(body) }) as unknown as LightMyRequestResponse;
    const json = { 'content-type': 'application/json; charset=utf-8' };
    const path = '/api/role/getRoleById';
    const refused = JSON.stringify({ status: false, statusCode: 403, response: 403, message: 'No', requestId: 'r' });
    expect(undeclaredIn(doc, 'GET', path, answer(403, json, refused))).toEqual([]);
    expect(undeclaredIn(doc, 'GET', path, answer(418, json, refused))).toEqual([expect.stringContaining('418 GET /api/role/getRoleById: status not declared')]);
    expect(undeclaredIn(doc, 'GET', path, answer(403, { ...json, 'x-secret': '1' }, refused))).toEqual([
      expect.stringContaining('header x-secret not declared'),
    ]);
    expect(undeclaredIn(doc, 'GET', path, answer(403, json, JSON.stringify({ status: false })))).toEqual([
      expect.stringContaining('body.statusCode is missing'),
    ]);
    expect(undeclaredIn(doc, 'GET', path, answer(403, { 'content-type': 'text/html' }, '<p>no</p>'))).toEqual([
      expect.stringContaining('body of text/html not declared'),
    ]);
    expect(mismatchOf(doc, { type: 'object', required: ['a'], properties: { a: { type: 'integer', minimum: 1 } } }, { a: 0 }, 'body')).toBe(
      'body.a is 0, below 1',
    );
  });
});
