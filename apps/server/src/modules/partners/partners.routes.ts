import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API } from '@lbo/contracts/api-paths';
import {
  partnerAnswer,
  partnerCreateSchema,
  partnerDeletedAnswer,
  partnerIdParams,
  partnerListAnswer,
  partnersQuerySchema,
  partnerUpdateSchema,
} from '@lbo/contracts/partners';
import { moduleRoutes } from '../../plugins/module-routes';
import * as service from './partners.service';

// "partners" alone is the tag of what a partner's program calls (plugins/openapi.ts).
const route = moduleRoutes(['channel partners'], 'partners');

/**
 * Channel partners (ADR 0044), the marketplace's own work: a partner's users and keys are refused
 * the `partners` module whatever their role (plugins/session.ts).
 */
export async function partnersRoutes(app: FastifyInstance, opts: { deps: service.PartnersDeps }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = opts;

  r.get(
    API.partners.base,
    route(
      'view',
      {
        summary: 'Channel partners by name, with what each holds (users, API keys not revoked, customers); q searches name, code and contact e-mail',
        querystring: partnersQuerySchema,
        response: { 200: partnerListAnswer },
      },
      // The user form's Partner select lists them for whoever may create or edit users.
      {
        alternatives: [
          { module: 'user-management', action: 'create' },
          { module: 'user-management', action: 'edit' },
        ],
      },
    ),
    async (request) => service.listPartners(deps, request.query),
  );

  r.post(
    API.partners.base,
    route(
      'create',
      { summary: 'Add a channel partner', body: partnerCreateSchema, response: { 201: partnerAnswer } },
      { documentedErrors: { 409: 'Another partner has this code (compared regardless of case)' } },
    ),
    async (request, reply) => reply.status(201).send(await service.createPartner(deps, request.body)),
  );

  r.get(API.partners.byId, route('view', { summary: 'One channel partner', params: partnerIdParams, response: { 200: partnerAnswer } }), async (request) =>
    service.getPartner(deps, request.params.id),
  );

  r.put(
    API.partners.byId,
    route(
      'edit',
      {
        summary:
          "Change what the body names; active=false deactivates the partner: its users' sessions and its API keys stop working at once (true again restores them)",
        params: partnerIdParams,
        body: partnerUpdateSchema,
        response: { 200: partnerAnswer },
      },
      { documentedErrors: { 409: 'Another partner has this code (compared regardless of case)' } },
    ),
    async (request) => service.updatePartner(deps, request.params.id, request.body),
  );

  r.delete(
    API.partners.byId,
    route(
      'delete',
      { summary: 'Delete a partner that holds nothing', params: partnerIdParams, response: { 200: partnerDeletedAnswer } },
      { documentedErrors: { 409: 'The partner still has users, API keys, webhook endpoints or applicants: deactivate it instead' } },
    ),
    async (request) => service.deletePartner(deps, request.params.id),
  );
}
