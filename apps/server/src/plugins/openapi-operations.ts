import type { OpenAPIV3_1 } from 'openapi-types';
import type { UploadOptions } from '../lib/spreadsheets';
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

/** A response header as a route's answer declares it (@fastify/swagger moves all but `description` into its `schema`). */
const header = (description: string, schema: Record<string, unknown> = { type: 'string' }) => ({ description, ...schema });
const RATE_LIMIT_HEADERS = {
  'X-RateLimit-Limit': header('Requests allowed in the window', { type: 'integer' }),
  'X-RateLimit-Remaining': header('Requests left in the window', { type: 'integer' }),
  'X-RateLimit-Reset': header('Seconds until the window resets', { type: 'integer' }),
};
const RETRY_AFTER = { 'Retry-After': header('Seconds to wait before trying again', { type: 'integer' }) };
const REPLAYED = {
  'Idempotent-Replayed': header('`true` when this is the kept answer to an earlier request with the same `Idempotency-Key`', {
    type: 'string',
    enum: ['true'],
  }),
};
const SET_COOKIE = { 'Set-Cookie': header('The httpOnly session cookie, set (sign-in, refresh) or cleared (sign-out)') };
/** The header of every file answer. */
const CONTENT_DISPOSITION = { 'Content-Disposition': header('`attachment` (or `inline`) with the file name') };

const FILE_ANSWER = {
  description: 'The rows as a file: .xlsx, or .csv with `format=csv`',
  // Added after @fastify/swagger has built the operations: the header in its final form.
  headers: { 'Content-Disposition': { description: CONTENT_DISPOSITION['Content-Disposition'].description, schema: { type: 'string' } } },
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
    headers: CONTENT_DISPOSITION,
    content: Object.fromEntries(answer.mediaTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
  };
}

/** An upload's request body as the document shows it: the file part and the text fields beside it (`config.upload`). */
export function multipartBody(upload: UploadOptions) {
  const { file, mediaTypes, fields = {} } = upload.describe;
  const properties = {
    file: { type: 'string', format: 'binary', description: `${file} (${mediaTypes.join(', ')}), at most ${Math.round(upload.maxBytes / 1024)} KB` },
    ...Object.fromEntries(Object.entries(fields).map(([name, description]) => [name, { type: 'string', description }])),
  };
  return { content: { 'multipart/form-data': { schema: { type: 'object', required: ['file'], properties } } } };
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

/** The mark the transform puts on an operation whose body may be left out; `completeOperations` turns it into `requestBody.required: false`. */
export const OPTIONAL_BODY = 'x-optional-body';

type Operation = { operationId?: string; responses?: Record<string, unknown>; requestBody?: { required?: boolean }; [OPTIONAL_BODY]?: boolean };

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
      if (operation[OPTIONAL_BODY]) {
        if (operation.requestBody) operation.requestBody = { ...operation.requestBody, required: false };
        delete operation[OPTIONAL_BODY];
      }
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

/** What the document needs to know of a route to say every answer it can give. */
export interface RouteFacts {
  access: RouteAccess | undefined;
  /** It reads a body: POST, PUT, PATCH or DELETE. */
  readsBody: boolean;
  /** It validates a body, query string, path or headers. */
  takesInput: boolean;
  /** A path parameter, or a required id in the query or the body, names a record it looks up. */
  namesRecord: boolean;
  rateLimited: boolean;
  /** A partner's user or key may call it: the partner's rate limit counts it. */
  partnerLimited: boolean;
  /** It makes evaluations: the partner's monthly evaluation quota counts them. */
  countsEvaluations: boolean;
  idempotent: boolean;
  upload: boolean;
  /** It writes rules or master data in one rule change, which rule test cases or stored rows can refuse. */
  changesRules: boolean;
  /** It sets or clears the session cookie. */
  sessionCookie: boolean;
  documented?: Record<number, string>;
}

/**
 * Every answer a route can give besides its successes: the failures its input, access, limits and
 * writes imply, then what it documents itself; each with the headers it carries. `successes` are
 * the route's own answers (its `response` schemas and file answer), which get the headers too.
 */
export function answersOf(route: RouteFacts, successes: Record<string, unknown>): Record<string, unknown> {
  const { access } = route;
  const failures: Record<string, string> = {};
  if (route.takesInput || route.readsBody || route.upload)
    failures['400'] = 'Invalid input: `message` lists each field and its problem, `errors` maps field to message';
  if ((access && access.kind !== 'public') || (access?.kind === 'public' && access.sessionToken)) failures['401'] = 'No valid session (or API key)';
  if (access?.kind === 'permission') failures['403'] = `The role lacks ${access.module} ${access.action}`;
  if (route.namesRecord) failures['404'] = 'Nothing with that id';
  const conflicts = [
    route.changesRules &&
      'Refused by the stored rows (a duplicate, a record still in use, a change made meanwhile) or by rule test cases it would break (`data.brokenTestCases`; send `?confirm=true` to go ahead)',
    route.idempotent && 'A request with this `Idempotency-Key` is still running: retry after `Retry-After`',
  ].filter(Boolean);
  if (conflicts.length > 0) failures['409'] = conflicts.join('; or ');
  if (route.readsBody || route.upload) {
    failures['413'] = route.upload ? 'The file is larger than this upload takes' : 'The body is larger than 1 MB';
    failures['415'] = route.upload ? 'Not a multipart/form-data body' : 'A body that is not JSON';
  }
  if (route.idempotent) failures['422'] = 'This `Idempotency-Key` was used with another request';
  // A route with its own rate limit, one an API key's quota counts, or one a partner's limits count.
  const limits = [
    route.rateLimited && 'Too many requests',
    access?.kind === 'permission' && access.apiKeyScope !== undefined && "the API key's quota is spent",
    route.partnerLimited && "the partner's rate limit per minute is reached",
    route.countsEvaluations && "the partner's monthly evaluation quota is used up",
  ].filter((text): text is string => typeof text === 'string');
  if (limits.length > 0) {
    const text = limits.join(', or ');
    failures['429'] = `${text.charAt(0).toUpperCase()}${text.slice(1)}: try again after \`Retry-After\``;
  }
  for (const [code, description] of Object.entries(route.documented ?? {})) failures[code] = description;
  const answers: Record<string, Record<string, unknown>> = {
    ...Object.fromEntries(Object.entries(failures).map(([code, text]) => [code, errorResponse(text)])),
  };
  for (const [code, answer] of Object.entries(successes)) answers[code] = { ...(answer as Record<string, unknown>) };
  for (const [code, answer] of Object.entries(answers)) {
    const status = Number(code);
    const headers = {
      ...(answer.headers as Record<string, unknown> | undefined),
      ...(route.rateLimited ? RATE_LIMIT_HEADERS : {}),
      ...(status === 429 || (route.idempotent && status === 409) ? RETRY_AFTER : {}),
      // A replay repeats the first answer, whatever it was, unless it was a 5xx or a 429 (never kept).
      ...(route.idempotent && status < 500 && status !== 429 ? REPLAYED : {}),
      ...(route.sessionCookie && status < 300 ? SET_COOKIE : {}),
    };
    if (Object.keys(headers).length > 0) answer.headers = headers;
  }
  return answers;
}

/** Who may call: public routes need nothing, routes that take an API key say so beside the session. */
export function securityOf(access: RouteAccess | undefined): Array<Record<string, string[]>> | undefined {
  // A public route that still answers only its own session asks for the session token.
  if (access?.kind === 'public') return access.sessionToken ? [{ bearer: [] }] : [];
  if (access?.kind === 'permission' && access.apiKeyScope) return [{ bearer: [] }, { apiKey: [] }];
  return undefined;
}
