import type { FastifyInstance, LightMyRequestResponse as Response } from 'fastify';
import { randomUUID } from 'node:crypto';
import { bearer } from './test-app';

/**
 * Holds an answer to what the served OpenAPI document says of its operation: its status must be
 * declared, every header it carries (but those every answer carries, below) declared for that
 * status, and its body of a declared media type that, as JSON, matches the declared schema. The
 * walks (bad-input, route-permissions, optional-body) pass every answer they get through it.
 */

export type JsonSchema = {
  type?: string | string[];
  $ref?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
};

interface DocumentedResponse {
  headers?: Record<string, unknown>;
  content?: Record<string, { schema?: JsonSchema }>;
  $ref?: string;
}
export interface DocumentedOperation {
  operationId: string;
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  responses: Record<string, DocumentedResponse>;
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, DocumentedOperation>>;
  components: { schemas?: Record<string, JsonSchema>; headers?: Record<string, unknown>; responses?: Record<string, DocumentedResponse> };
}

/**
 * Headers every answer may carry whatever the operation, so the document says them once (in
 * its description) rather than on each answer: the transport's, the security plugin's (helmet,
 * `Cache-Control: no-store`) and the request id.
 */
const EVERY_ANSWER = new Set([
  'content-type',
  'content-length',
  'content-encoding',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'vary',
  'cache-control',
  'x-request-id',
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
]);

/** The served document, read with the caller's token. */
export async function servedDocument(app: FastifyInstance, token: string): Promise<OpenApiDocument> {
  return (await app.inject({ method: 'GET', url: '/api/docs/json', headers: bearer(token) })).json() as OpenApiDocument;
}

/** `/api/short/:id` (a route's url) → `/api/short/{id}` (the document's path). */
export const documentedPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/** What in the answer to `method path` the document does not declare: one line each, empty when it conforms. */
export function undeclaredIn(doc: OpenApiDocument, method: string, path: string, res: Response): string[] {
  const what = `${res.statusCode} ${method} ${path}`;
  const operation = doc.paths[path]?.[method.toLowerCase()];
  if (!operation) return [`${what}: no such operation in the document`];
  const declared = resolve<DocumentedResponse>(doc, operation.responses[String(res.statusCode)]);
  if (!declared) return [`${what}: status not declared (declared: ${Object.keys(operation.responses).join(', ')})`];
  const problems: string[] = [];
  const headers = new Set(Object.keys(declared.headers ?? {}).map((name) => name.toLowerCase()));
  for (const name of Object.keys(res.headers)) {
    if (!EVERY_ANSWER.has(name) && !headers.has(name)) problems.push(`${what}: header ${name} not declared`);
  }
  const mediaType = String(res.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim();
  if (res.rawPayload.length === 0) return problems;
  const media = declared.content?.[mediaType];
  if (!media)
    return [...problems, `${what}: body of ${mediaType || 'no type'} not declared (declared: ${Object.keys(declared.content ?? {}).join(', ') || 'none'})`];
  if (mediaType === 'application/json' && media.schema) {
    const mismatch = mismatchOf(doc, media.schema, JSON.parse(res.body) as unknown, 'body');
    if (mismatch) problems.push(`${what}: ${mismatch}`);
  }
  return problems;
}

function resolve<T>(doc: OpenApiDocument, value: (T & { $ref?: string }) | undefined): T | undefined {
  if (!value?.$ref) return value;
  const found = value.$ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], doc);
  return found as T | undefined;
}

const FORMATS: Record<string, RegExp> = {
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  'date-time': /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/,
  date: /^\d{4}-\d{2}-\d{2}$/,
  email: /^[^@\s]+@[^@\s]+$/,
  uri: /^[a-z][a-z0-9+.-]*:/i,
};

/** Each pattern compiled once: the walks hold thousands of values to the same few. */
const patterns = new Map<string, RegExp>();
const patternOf = (source: string) => patterns.get(source) ?? patterns.set(source, new RegExp(source, 'u')).get(source)!;

/** A string's length in code points (as JSON Schema counts), without spreading a 100 KB value into an array. */
function codePoints(value: string): number {
  if (!/[\uD800-\uDFFF]/.test(value)) return value.length;
  let count = 0;
  for (const _ of value) count += 1;
  return count;
}

function typeOfValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/**
 * Where `value` leaves `schema`, or null. The keywords the document uses (zod's JSON Schema
 * 2020-12): a small checker rather than a validator library, which the server does not need.
 */
export function mismatchOf(doc: OpenApiDocument, schema: JsonSchema | boolean, value: unknown, at: string): string | null {
  if (schema === true) return null;
  if (schema === false) return `${at} is not allowed`;
  if (schema.$ref) return mismatchOf(doc, resolve<JsonSchema>(doc, { $ref: schema.$ref }) ?? false, value, at);
  const actual = typeOfValue(value);
  if (schema.type !== undefined) {
    const types = [schema.type].flat();
    if (!types.includes(actual) && !(actual === 'integer' && types.includes('number'))) return `${at} is ${actual}, declared ${types.join('|')}`;
  }
  if (schema.const !== undefined && value !== schema.const) return `${at} is ${JSON.stringify(value)}, declared ${JSON.stringify(schema.const)}`;
  if (schema.enum && !schema.enum.includes(value)) return `${at} is ${JSON.stringify(value)}, declared one of ${JSON.stringify(schema.enum)}`;
  for (const all of schema.allOf ?? []) {
    const found = mismatchOf(doc, all, value, at);
    if (found) return found;
  }
  const options = schema.anyOf ?? schema.oneOf;
  if (options) {
    const misses = options.map((option) => mismatchOf(doc, option, value, at));
    if (misses.every(Boolean)) return misses.join('; and ');
  }
  if (typeof value === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum) return `${at} is ${value}, below ${schema.minimum}`;
    if (schema.maximum !== undefined && value > schema.maximum) return `${at} is ${value}, above ${schema.maximum}`;
  }
  if (typeof value === 'string') {
    if (schema.minLength !== undefined && codePoints(value) < schema.minLength) return `${at} is shorter than ${schema.minLength}`;
    if (schema.maxLength !== undefined && codePoints(value) > schema.maxLength) return `${at} is longer than ${schema.maxLength}`;
    if (schema.pattern !== undefined && !patternOf(schema.pattern).test(value)) return `${at} ${JSON.stringify(value)} does not match ${schema.pattern}`;
    const format = schema.format ? FORMATS[schema.format] : undefined;
    if (format && !format.test(value)) return `${at} ${JSON.stringify(value)} is not a ${schema.format}`;
  }
  if (Array.isArray(value)) {
    if (schema.minItems !== undefined && value.length < schema.minItems) return `${at} has fewer than ${schema.minItems} items`;
    if (schema.maxItems !== undefined && value.length > schema.maxItems) return `${at} has more than ${schema.maxItems} items`;
    if (schema.items) {
      for (const [i, item] of value.entries()) {
        const found = mismatchOf(doc, schema.items, item, `${at}[${i}]`);
        if (found) return found;
      }
    }
  }
  if (actual === 'object') {
    const object = value as Record<string, unknown>;
    for (const key of schema.required ?? []) if (!(key in object)) return `${at}.${key} is missing`;
    for (const [key, inner] of Object.entries(object)) {
      const property = schema.properties?.[key];
      const found = property
        ? mismatchOf(doc, property, inner, `${at}.${key}`)
        : schema.additionalProperties !== undefined
          ? mismatchOf(doc, schema.additionalProperties, inner, `${at}.${key}`)
          : null;
      if (found) return found;
      if (schema.propertyNames) {
        const name = mismatchOf(doc, schema.propertyNames, key, `${at} key ${key}`);
        if (name) return name;
      }
    }
  }
  return null;
}

/**
 * Whether the document lets a field take `value`: a body field as JSON, a query parameter as the
 * text it travels as (a number or true/false where its schema wants one).
 */
export function documentedValueFits(doc: OpenApiDocument, schema: JsonSchema | undefined, value: unknown, where: 'query' | 'body'): boolean {
  if (!schema) return true;
  const readings = [value];
  if (where === 'query' && typeof value === 'string') {
    if (/^-?\d+(\.\d+)?$/.test(value)) readings.push(Number(value));
    if (value === 'true' || value === 'false') readings.push(value === 'true');
  }
  return readings.some((reading) => mismatchOf(doc, schema, reading, 'value') === null);
}

const SAMPLE_TEXTS = ['text', 'someone@example.com', '123456', '+91 98765 43210', '/api/bank/getAllBanks', 'walk-1', `${randomUUID()}.xlsx`];

/**
 * A value the document calls valid for `schema`, as small as it allows: required properties
 * only, null where allowed, false, the fewest items, the lowest number; ids are new (so they
 * name nothing). Undefined when none of its guesses fits (the caller reports it).
 */
export function sampleOf(doc: OpenApiDocument, schema: JsonSchema | undefined): unknown {
  if (!schema) return undefined;
  if (schema.$ref) return sampleOf(doc, resolve<JsonSchema>(doc, { $ref: schema.$ref }));
  const fits = (value: unknown) => mismatchOf(doc, schema, value, 'value') === null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum.find((value) => value !== '') ?? schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf;
  // An object one of whose fields is required (`anyOf: [{ required: [a] }, { required: [b] }]`): the first.
  if (options && schema.type === 'object') {
    const { anyOf: _any, oneOf: _one, ...object } = schema;
    return sampleOf(doc, { ...object, required: [...(object.required ?? []), ...(options[0]?.required ?? [])] });
  }
  if (options) {
    for (const option of options) {
      const value = sampleOf(doc, option);
      if (value !== undefined && fits(value)) return value;
    }
    return undefined;
  }
  const types = [schema.type].flat();
  if (types.includes('null')) return null;
  switch (types[0]) {
    case 'string': {
      const today = new Date().toISOString();
      const byFormat: Record<string, string> = {
        uuid: randomUUID(),
        email: 'someone@example.com',
        date: today.slice(0, 10),
        'date-time': today,
        uri: 'https://example.com/',
      };
      const guesses = [...(schema.format && byFormat[schema.format] ? [byFormat[schema.format]!] : []), ...SAMPLE_TEXTS, 'x'.repeat(schema.minLength ?? 1)];
      return guesses.find(fits);
    }
    case 'integer':
    case 'number': {
      const low = schema.minimum ?? 1;
      return [1, low, Math.ceil(low)].find(fits);
    }
    case 'boolean':
      return false;
    case 'array': {
      const items = Array.from({ length: schema.minItems ?? 0 }, () => sampleOf(doc, schema.items));
      return items.every((item) => item !== undefined) ? items : undefined;
    }
    case 'object': {
      const object: Record<string, unknown> = {};
      for (const key of schema.required ?? []) {
        const value = sampleOf(doc, schema.properties?.[key]);
        if (value === undefined) return undefined;
        object[key] = value;
      }
      return fits(object) ? object : undefined;
    }
    default:
      // No type: anything (an unconstrained body).
      return Object.keys(schema).length === 0 ? {} : undefined;
  }
}
