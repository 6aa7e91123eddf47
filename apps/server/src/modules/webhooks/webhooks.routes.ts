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
import {
  MARKETPLACE_EVENTS,
  WEBHOOK_MESSAGES,
  WEBHOOK_SECRET_OVERLAP_HOURS,
  webhookDeliveryParams,
  webhookEndpointBodySchema,
  webhookIdParams,
  webhookListQuery,
} from '@lbo/contracts/webhooks';
import { AppError } from '../../lib/app-error';
import { moduleRoutes } from '../../plugins/module-routes';
import { requireAuth } from '../../plugins/session';
import * as service from './webhooks.service';
import { scopedTo } from '../../plugins/partner-scope';

const route = moduleRoutes(['webhooks', 'partners'], 'webhooks');

/** A partner's endpoint hears of its own applicants only, never of the marketplace's rules (ADR 0044). */
function refuseMarketplaceEvents(partnerId: string | null, events: readonly string[]) {
  const event = partnerId ? events.find((e) => (MARKETPLACE_EVENTS as readonly string[]).includes(e)) : undefined;
  if (event) throw AppError.badRequest(`events ${WEBHOOK_MESSAGES.marketplaceEvent(event)}`, { events: WEBHOOK_MESSAGES.marketplaceEvent(event) });
}

export async function webhooksRoutes(app: FastifyInstance, opts: { deps: service.WebhookDeps }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = opts;

  r.get(
    API.webhooks.base,
    route('view', {
      summary: 'Webhook endpoints, newest first, with the last day’s deliveries by outcome',
      querystring: webhookListQuery,
      response: { 200: webhookEndpointListAnswer },
    }),
    async (request) => service.listEndpoints(scopedTo(deps, request), request.query.page, request.query.limit),
  );

  r.post(
    API.webhooks.base,
    route('create', {
      summary: 'Add an endpoint; the signing secret (whsec_…) is in this answer only. Private, loopback and link-local addresses are refused',
      body: webhookEndpointBodySchema,
      response: { 201: webhookEndpointWithSecretAnswer },
    }),
    async (request, reply) => {
      refuseMarketplaceEvents(request.partnerId, request.body.events);
      return reply.status(201).send(await service.createEndpoint(scopedTo(deps, request), request.body, requireAuth(request).user.id));
    },
  );

  r.put(
    API.webhooks.byId,
    route('edit', {
      summary: 'Change an endpoint (switching it on again sends what waited)',
      params: webhookIdParams,
      body: webhookEndpointBodySchema,
      response: { 200: webhookEndpointAnswer },
    }),
    async (request) => {
      refuseMarketplaceEvents(request.partnerId, request.body.events);
      return service.updateEndpoint(scopedTo(deps, request), request.params.id, request.body);
    },
  );

  r.delete(
    API.webhooks.byId,
    route('delete', { summary: 'Delete an endpoint and its delivery log', params: webhookIdParams, response: { 200: webhookDeletedAnswer } }),
    async (request) => service.deleteEndpoint(scopedTo(deps, request), request.params.id),
  );

  r.post(
    API.webhooks.byIdRotateSecret,
    route('edit', {
      summary: `A new signing secret, shown in this answer only; the old one keeps signing beside it for ${WEBHOOK_SECRET_OVERLAP_HOURS} hours`,
      params: webhookIdParams,
      response: { 200: webhookEndpointWithSecretAnswer },
    }),
    async (request) => service.rotateSecret(scopedTo(deps, request), request.params.id),
  );

  r.post(
    API.webhooks.byIdTest,
    route('edit', {
      summary:
        'Send a signed test.ping delivery to this endpoint now (also when it is switched off), signed as events are and shown in its delivery log; sent once, never retried',
      params: webhookIdParams,
      response: { 202: webhookDeliveryAnswer },
    }),
    async (request, reply) => reply.status(202).send(await service.sendTestEvent(scopedTo(deps, request), request.params.id, requireAuth(request).user.id)),
  );

  r.get(
    API.webhooks.byIdDeliveries,
    route('view', {
      summary: 'An endpoint’s delivery log, newest first: every attempt with status, latency and the first 1 KB of the answer',
      params: webhookIdParams,
      querystring: webhookListQuery,
      response: { 200: webhookDeliveryListAnswer },
    }),
    async (request) => service.listDeliveries(scopedTo(deps, request), request.params.id, request.query.page, request.query.limit),
  );

  r.post(
    API.webhooks.byIdDeliveriesByDeliveryIdResend,
    route(
      'edit',
      { summary: 'Send a delivery again now (same webhook-id)', params: webhookDeliveryParams, response: { 202: webhookDeliveryAnswer } },
      { documentedErrors: { 409: 'The delivery is queued already' } },
    ),
    async (request, reply) => reply.status(202).send(await service.resendDelivery(scopedTo(deps, request), request.params.id, request.params.deliveryId)),
  );
}
