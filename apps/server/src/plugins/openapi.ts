import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';

/** The OpenAPI document at /api/docs/json and a browsable UI at /api/docs. */
export const openapiPlugin = fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Loan Back Office API', version: '1.0.0', description: 'crm, bre and admin-auth services of the loan back office' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key' },
        },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
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
