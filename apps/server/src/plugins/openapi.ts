import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { AppError } from '../lib/app-error';
import {
  answersOf,
  completeOperations,
  ERROR_ENVELOPE_SCHEMA,
  fileResponse,
  multipartBody,
  OPTIONAL_BODY,
  redirectResponses,
  securityOf,
  type RouteFacts,
} from './openapi-operations';
import { API } from '@lbo/contracts/api-paths';
import { partnersMayCall } from './access';

type DocumentedSchema = FastifySchema & {
  security?: unknown;
  response?: Record<string, unknown>;
  tags?: string[];
  description?: string;
  [OPTIONAL_BODY]?: boolean;
};

const PARTNER_SCOPES = new Set(['evaluations.create', 'evaluations.read', 'customers.read']);
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const isZod = (schema: unknown): schema is ZodType => typeof (schema as ZodType | undefined)?.safeParse === 'function';

/** A query string or body with a required id (`?id=`, `?role_id=`, `bank_id`) names a record the route looks up. */
function requiresId(input: unknown): boolean {
  const { properties = {}, required = [] } = (input ?? {}) as { properties?: Record<string, { format?: string }>; required?: string[] };
  return required.some((name) => properties[name]?.format === 'uuid');
}

/** The OpenAPI document of every route registered after it (served by `openapiUiPlugin`). */
export const openapiPlugin = fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      // 3.1: a nullable field is `anyOf [..., {type: null}]`, which every generator reads.
      openapi: '3.1.0',
      info: {
        title: 'Loan Back Office API',
        version: '1.0.0',
        description:
          'crm, bre and admin-auth services of the loan back office. Every answer also carries `X-Request-Id`, `Cache-Control: no-store` (or its own caching) and the security headers (Content-Security-Policy, X-Content-Type-Options, Referrer-Policy and the like), which the operations do not repeat.',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: '/', description: 'This server' }],
      components: {
        schemas: { ErrorEnvelope: ERROR_ENVELOPE_SCHEMA },
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key' },
        },
      },
      security: [{ bearer: [] }],
    },
    // Every operation gets its answers (each with its headers) and who may call it, from what the route declares.
    transform: (input) => {
      const out = jsonSchemaTransform(input);
      const schema = { ...(out.schema as DocumentedSchema) };
      const config = input.route.config;
      const access = config?.access;
      const hasPathParams = /[:{]/.test(out.url);
      const methods = [input.route.method].flat();
      const readsBody = methods.some((method) => BODY_METHODS.has(method));
      const upload = config?.upload;
      const route: RouteFacts = {
        access,
        readsBody,
        takesInput: Boolean(schema.body ?? schema.querystring ?? schema.params ?? schema.headers),
        namesRecord: hasPathParams || requiresId(schema.querystring) || requiresId(schema.body),
        rateLimited: Boolean(config?.rateLimit),
        partnerLimited: partnersMayCall(access),
        countsEvaluations: config?.countsEvaluations === true,
        idempotent: config?.idempotent === true,
        upload: upload !== undefined,
        changesRules: config?.dryRunnable === true || config?.changeReason === true,
        sessionCookie: config?.sessionCookie === true,
        documented: config?.documentedErrors,
      };
      const successes = { ...(schema.response ?? {}), ...(config?.fileAnswer ? { 200: fileResponse(config.fileAnswer) } : {}) };
      schema.response = config?.redirectAnswer ? redirectResponses(config.redirectAnswer) : answersOf(route, successes);
      if (upload) schema.body = multipartBody(upload);
      // A body no field of which is required may be left out (a missing body is `{}`, app.ts).
      else if (isZod(input.schema?.body) && input.schema.body.safeParse({}).success) schema[OPTIONAL_BODY] = true;
      const security = securityOf(access);
      if (security) schema.security = security;
      // What a partner's program may call with an API key (docs/partner-api.md), found under one tag.
      if (access?.kind === 'permission' && access.apiKeyScope && PARTNER_SCOPES.has(access.apiKeyScope)) {
        schema.tags = [...new Set([...(schema.tags ?? []), 'partners'])];
      }
      if (route.idempotent) {
        schema.description = `${schema.description ? `${schema.description}\n\n` : ''}Honours an \`Idempotency-Key\` header (kept 24 h): a repeat with the same body answers the first answer again (\`Idempotent-Replayed: true\`); another body → 422; a repeat while the first still runs → 409 with Retry-After.`;
      }
      return { schema, url: out.url };
    },
    // Per operation (a route may serve two methods): a unique id, and an export's file answer.
    transformObject: (document) => completeOperations('openapiObject' in document ? document.openapiObject : document.swaggerObject),
  });
});

/** The OpenAPI document at /api/docs/json and a browsable UI at /api/docs. */
export const openapiUiPlugin = fp(async (app) => {
  await app.register(swaggerUi, {
    routePrefix: API.docs.base,
    staticCSP: true,
    // The API's map is for signed-in staff unless the deployment publishes it (API_DOCS_PUBLIC=true).
    uiHooks: {
      onRequest: async (request) => {
        if (app.env.API_DOCS_PUBLIC) return;
        if (!(await app.optionalAuth(request))) throw AppError.unauthorized('Sign in to read the API documentation');
      },
    },
  });
});
