import type { OpenAPIV3_1 } from 'openapi-types';
import type { RouteAccess } from './access';

/** The error envelope every failure answers with (plugins/errors.ts), as the document shows it. */
export const ERROR_ENVELOPE_SCHEMA: OpenAPIV3_1.SchemaObject = {
  type: 'object',
  required: ['status', 'statusCode', 'message'],
  properties: {
    status: { type: 'boolean', enum: [false] },
    statusCode: { type: 'integer' },
    response: { type: 'integer', description: 'The status code again; the sign-in screens read it here' },
    message: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }], description: 'One message, or one per invalid field' },
    errors: { type: 'object', additionalProperties: { type: 'string' }, description: 'Field → message, for invalid input' },
    requestId: { type: 'string' },
    data: { description: 'Details some refusals carry (e.g. the broken test cases of a rule change)' },
  },
};

const ERROR_REF = { $ref: '#/components/schemas/ErrorEnvelope' };
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

export const SPREADSHEET = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const FILE_ANSWER = {
  description: 'The rows as a file: .xlsx, or .csv with `format=csv`',
  content: {
    [SPREADSHEET]: { schema: { type: 'string', format: 'binary' } },
    'text/csv': { schema: { type: 'string' } },
  },
};

/** A route that answers a file: what it is and its media types (`config.fileAnswer`). */
export interface FileAnswer {
  description: string;
  mediaTypes: readonly string[];
}

/** The 200 of a file answer, as the document shows it. */
export function fileResponse(answer: FileAnswer) {
  return {
    description: answer.description,
    content: Object.fromEntries(answer.mediaTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
  };
}

/** A route that answers a redirect (`config.redirectAnswer`): where it sends, and the HTML pages it answers instead. */
export interface RedirectAnswer {
  description: string;
  /** Status → what the page says: a browser follows these links, so failures are pages, not the error envelope. */
  pages: Record<number, string>;
}

/** The answers of a redirect as the document shows them: the 302 with its Location (no body) and the pages. */
export function redirectResponses(answer: RedirectAnswer) {
  const pages = Object.entries(answer.pages).map(([code, description]) => [code, { description, content: { 'text/html': { schema: { type: 'string' } } } }]);
  return {
    // `type: 'null'`: @fastify/swagger documents an answer without a body.
    302: { description: answer.description, type: 'null', headers: { Location: { description: 'The destination', type: 'string', format: 'uri' } } },
    ...Object.fromEntries(pages),
  };
}

type Operation = { operationId?: string; responses?: Record<string, unknown> };

/** Gives every operation an id unique in the document, and an export route its file answer. */
export function completeOperations<T>(document: T): T {
  const paths = (document as { paths?: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>> }).paths ?? {};
  const taken = new Set<string>();
  for (const [url, item] of Object.entries(paths)) {
    for (const method of METHODS) {
      if (!item[method]) continue;
      // A route serving two methods shares one operation object between them: give each its own.
      const operation: Operation = (item[method] = { ...item[method], responses: { ...item[method]!.responses } });
      let id = operation.operationId ?? operationIdOf(method, url);
      for (let n = 2; taken.has(id); n++) id = `${operationIdOf(method, url)}${n}`;
      taken.add(id);
      operation.operationId = id;
      const responses = operation.responses!;
      // Every other route declares its answer (test/openapi-document.test.ts fails on one that does not).
      if (/export/i.test(url) && !Object.keys(responses).some((code) => code.startsWith('2'))) responses['200'] = FILE_ANSWER;
    }
  }
  return document;
}

function errorResponse(description: string) {
  return { description, content: { 'application/json': { schema: ERROR_REF } } };
}

/** `POST /api/crmAuth/verifyOTP` → `postCrmAuthVerifyOtp`; `GET /api/short/{id}` → `getShortById`. */
function operationIdOf(method: string, url: string): string {
  const words: string[] = [];
  for (const segment of url.split('/').filter((s) => s !== '' && s !== 'api')) {
    const param = /^[:{](\w+)}?$/.exec(segment);
    if (param) words.push('by', param[1]!);
    else words.push(...segment.split(/[^A-Za-z0-9]+/).filter(Boolean));
  }
  const camel = words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');
  return method.toLowerCase() + camel;
}

/** The failures a route can answer with, from what it takes and what it requires. */
export function errorResponsesOf(
  access: RouteAccess | undefined,
  takesInput: boolean,
  hasPathParams: boolean,
  rateLimited: boolean,
  documented: Record<number, string> = {},
): Record<string, unknown> {
  const responses: Record<string, unknown> = {};
  if (takesInput || hasPathParams)
    responses['400'] = errorResponse('Invalid input: `message` lists each field and its problem, `errors` maps field to message');
  if (access && access.kind !== 'public') responses['401'] = errorResponse('No valid session (or API key)');
  if (access?.kind === 'permission') responses['403'] = errorResponse(`The role lacks ${access.module} ${access.action}`);
  if (hasPathParams) responses['404'] = errorResponse('Nothing with that id');
  // A route with its own rate limit, or one an API key's quota counts.
  if (rateLimited || (access?.kind === 'permission' && access.apiKeyScope))
    responses['429'] = errorResponse("Too many requests, or the API key's quota is spent: try again later");
  for (const [code, description] of Object.entries(documented)) responses[code] = errorResponse(description);
  return responses;
}

/** Who may call: public routes need nothing, routes that take an API key say so beside the session. */
export function securityOf(access: RouteAccess | undefined): Array<Record<string, string[]>> | undefined {
  if (access?.kind === 'public') return [];
  if (access?.kind === 'permission' && access.apiKeyScope) return [{ bearer: [] }, { apiKey: [] }];
  return undefined;
}
