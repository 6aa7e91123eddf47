import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API } from '@lbo/contracts/api-paths';
import {
  webhookDeletedAnswer,
  webhookDeliveryAnswer,
  webhookDeliveryListAnswer,
  webhookEndpointAnswer,
  webhookEndpointListAnswer,
  webhookEndpointWithSecretAnswer,
} from '@lbo/contracts/webhooks';
import { webhookDeliveryParams, webhookEndpointBodySchema, webhookIdParams, webhookListQuery } from '@lbo/contracts/webhooks';
import { access } from '../../plugins/access';
import { requireAuth } from '../../plugins/session';
import * as service from './webhooks.service';

const tags = ['webhooks', 'partners'];

export async function webhooksRoutes(app: FastifyInstance, opts: { deps: service.WebhookDeps }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = opts;

  r.get(
    API.webhooks.base,
    {
      schema: {
        tags,
        summary: 'Webhook endpoints, newest first, with the last day’s deliveries by outcome',
        querystring: webhookListQuery,
        response: { 200: webhookEndpointListAnswer },
      },
      config: { access: access.to('webhooks', 'view') },
    },
    async (request) => service.listEndpoints(deps, request.query.page, request.query.limit),
  );

  r.post(
    API.webhooks.base,
    {
      schema: {
        tags,
        summary: 'Add an endpoint; the signing secret (whsec_…) is in this answer only. Private, loopback and link-local addresses are refused',
        body: webhookEndpointBodySchema,
        response: { 201: webhookEndpointWithSecretAnswer },
      },
      config: { access: access.to('webhooks', 'create') },
    },
    async (request, reply) => reply.status(201).send(await service.createEndpoint(deps, request.body, requireAuth(request).user.id)),
  );

  r.put(
    API.webhooks.byId,
    {
      schema: {
        tags,
        summary: 'Change an endpoint (switching it on again sends what waited)',
        params: webhookIdParams,
        body: webhookEndpointBodySchema,
        response: { 200: webhookEndpointAnswer },
      },
      config: { access: access.to('webhooks', 'edit') },
    },
    async (request) => service.updateEndpoint(deps, request.params.id, request.body),
  );

  r.delete(
    API.webhooks.byId,
    {
      schema: { tags, summary: 'Delete an endpoint and its delivery log', params: webhookIdParams, response: { 200: webhookDeletedAnswer } },
      config: { access: access.to('webhooks', 'delete') },
    },
    async (request) => service.deleteEndpoint(deps, request.params.id),
  );

  r.post(
    API.webhooks.byIdRotateSecret,
    {
      schema: {
        tags,
        summary: 'A new signing secret, shown in this answer only; the old one stops signing at once',
        params: webhookIdParams,
        response: { 200: webhookEndpointWithSecretAnswer },
      },
      config: { access: access.to('webhooks', 'edit') },
    },
    async (request) => service.rotateSecret(deps, request.params.id),
  );

  r.get(
    API.webhooks.byIdDeliveries,
    {
      schema: {
        tags,
        summary: 'An endpoint’s delivery log, newest first: every attempt with status, latency and the first 1 KB of the answer',
        params: webhookIdParams,
        querystring: webhookListQuery,
        response: { 200: webhookDeliveryListAnswer },
      },
      config: { access: access.to('webhooks', 'view') },
    },
    async (request) => service.listDeliveries(deps, request.params.id, request.query.page, request.query.limit),
  );

  r.post(
    API.webhooks.byIdDeliveriesByDeliveryIdResend,
    {
      schema: { tags, summary: 'Send a delivery again now (same webhook-id)', params: webhookDeliveryParams, response: { 202: webhookDeliveryAnswer } },
      config: { access: access.to('webhooks', 'edit') },
    },
    async (request, reply) => reply.status(202).send(await service.resendDelivery(deps, request.params.id, request.params.deliveryId)),
  );
}
