import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';
import type { RouteAccess } from './access';
import {
  completeOperations,
  ERROR_ENVELOPE_SCHEMA,
  errorResponsesOf,
  fileResponse,
  redirectResponses,
  securityOf,
  type FileAnswer,
  type RedirectAnswer,
} from './openapi-operations';
import { API } from '@lbo/contracts/api-paths';

type DocumentedSchema = FastifySchema & { security?: unknown; response?: Record<string, unknown>; tags?: string[]; description?: string };

const PARTNER_SCOPES = new Set(['evaluations.create', 'evaluations.read', 'customers.read']);

/** The OpenAPI document of every route registered after it (served by `openapiUiPlugin`). */
export const openapiPlugin = fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      // 3.1: a nullable field is `anyOf [..., {type: null}]`, which every generator reads.
      openapi: '3.1.0',
      info: {
        title: 'Loan Back Office API',
        version: '1.0.0',
        description: 'crm, bre and admin-auth services of the loan back office',
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
    // Every operation gets an id, its error answers and who may call it, from what the route declares.
    transform: (input) => {
      const out = jsonSchemaTransform(input);
      const schema = { ...(out.schema as DocumentedSchema) };
      const access = input.route.config?.access as RouteAccess | undefined;
      const hasPathParams = /[:{]/.test(out.url);
      const takesInput = Boolean(schema.body ?? schema.querystring ?? schema.params);
      const config = input.route.config as
        { rateLimit?: unknown; documentedErrors?: Record<number, string>; fileAnswer?: FileAnswer; redirectAnswer?: RedirectAnswer } | undefined;
      const errors = errorResponsesOf(access, takesInput, hasPathParams, Boolean(config?.rateLimit), config?.documentedErrors);
      schema.response = config?.redirectAnswer
        ? redirectResponses(config.redirectAnswer)
        : { ...errors, ...(schema.response ?? {}), ...(config?.fileAnswer ? { 200: fileResponse(config.fileAnswer) } : {}) };
      const security = securityOf(access);
      if (security) schema.security = security;
      // What a partner's program may call with an API key (docs/partner-api.md), found under one tag.
      if (access?.kind === 'permission' && access.apiKeyScope && PARTNER_SCOPES.has(access.apiKeyScope)) {
        schema.tags = [...new Set([...(schema.tags ?? []), 'partners'])];
      }
      if (config && (config as { idempotent?: boolean }).idempotent) {
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
