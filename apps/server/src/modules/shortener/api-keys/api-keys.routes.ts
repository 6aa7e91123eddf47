import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_KEY_MESSAGES, apiKeyIdParams, createApiKeySchema, listApiKeysQuery } from '@lbo/contracts/shortener';
import type { Clock } from '../../../lib/clock';
import { moduleRoutes } from '../../../plugins/module-routes';
import { callerOf } from '../caller';
import * as service from './api-keys.service';
import { API } from '@lbo/contracts/api-paths';
import { apiKeyListAnswer, createdApiKeyAnswer, revokedApiKeyAnswer } from '@lbo/contracts/shortener-answers';
import { scopedTo } from '../../../plugins/partner-scope';

const route = moduleRoutes(['api keys'], 'api-keys');

export async function apiKeysRoutes(app: FastifyInstance, opts: { clock: Clock }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db, clock: opts.clock };

  r.post(
    API.apikeys.create,
    route('create', { summary: 'Create an API key; the plain key is in this answer only', body: createApiKeySchema, response: { 201: createdApiKeyAnswer } }),
    async (request, reply) => {
      const created = await service.createApiKey(scopedTo(deps, request), await callerOf(request.db, request), request.body);
      return reply.status(201).send({ ...created, message: API_KEY_MESSAGES.created });
    },
  );

  r.get(
    API.apikeys.base,
    route('view', { summary: 'API keys, newest first (prefix only, never the key)', querystring: listApiKeysQuery, response: { 200: apiKeyListAnswer } }),
    async (request) => service.listApiKeys(scopedTo(deps, request), await callerOf(request.db, request), request.query.page, request.query.limit),
  );

  r.post(
    API.apikeys.revokeById,
    route('edit', { summary: 'Revoke an API key for good', params: apiKeyIdParams, response: { 200: revokedApiKeyAnswer } }),
    async (request) => {
      const item = await service.revokeApiKey(scopedTo(deps, request), await callerOf(request.db, request), request.params.id);
      return { ...item, message: API_KEY_MESSAGES.revoked };
    },
  );
}
