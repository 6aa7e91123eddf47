import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API } from '@lbo/contracts/api-paths';
import {
  privacyCompleteSchema,
  privacyDownloadQuerySchema,
  privacyRequestAnswer,
  privacyRequestCreateSchema,
  privacyRequestListAnswer,
  privacyRequestParamsSchema,
  privacyRequestsQuerySchema,
} from '@lbo/contracts/privacy';
import { moduleRoutes } from '../../plugins/module-routes';
import { requireAuth } from '../../plugins/session';
import { completeRequest, createRequest, downloadAccess, listRequests, type PrivacyDeps } from './privacy-requests.service';

const route = moduleRoutes(['privacy'], 'privacy');

/**
 * The borrower's rights (ADR 0041): requests are listed with `view`, recorded with `create`,
 * completed with `edit` (a correction, an erasure); an access request's data is downloaded with
 * `export`, as every other download of personal data is.
 */
export async function privacyRequestsRoutes(app: FastifyInstance, opts: { deps: PrivacyDeps }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = opts;

  r.get(
    API.privacy.requests,
    route('view', {
      summary: 'Privacy requests: open ones first, the soonest due first (overdue marked), then completed ones',
      querystring: privacyRequestsQuerySchema,
      response: { 200: privacyRequestListAnswer },
    }),
    async (request) => listRequests(deps, request.query),
  );

  r.post(
    API.privacy.requests,
    route(
      'create',
      {
        summary: "Record a borrower's request to see, correct or erase their data; due in PRIVACY_REQUEST_DUE_DAYS",
        body: privacyRequestCreateSchema,
        response: { 201: privacyRequestAnswer },
      },
      { documentedErrors: { 404: 'No customer has this id' } },
    ),
    async (request, reply) => reply.status(201).send(await createRequest(deps, request.body, requireAuth(request).user.id)),
  );

  r.post(
    API.privacy.requestByIdComplete,
    route(
      'edit',
      {
        summary:
          "Complete a request: a correction edits the customer's name or reference (with a reason), an erasure pseudonymises the customer everywhere, an access request closes once its data was downloaded",
        params: privacyRequestParamsSchema,
        body: privacyCompleteSchema,
        response: { 200: privacyRequestAnswer },
      },
      { documentedErrors: { 409: 'Already completed, an access request not downloaded yet, a reference in use, or an erased customer' } },
    ),
    async (request) => completeRequest(deps, request.params.id, request.body, requireAuth(request).user.id),
  );

  const download = route(
    'export',
    {
      summary: "An access request's data: everything held about the person, as JSON or PDF (?format)",
      params: privacyRequestParamsSchema,
      querystring: privacyDownloadQuerySchema,
    },
    { documentedErrors: { 409: 'The request is not an access request' } },
  );
  r.get(
    API.privacy.requestByIdDownload,
    {
      ...download,
      config: {
        ...download.config,
        fileAnswer: {
          description: 'The personal data held: a .json file (sent as bytes), or PDF with format=pdf',
          mediaTypes: ['application/octet-stream', 'application/pdf'],
        },
      },
    },
    async (request, reply) => {
      const file = await downloadAccess(deps, request.params.id, request.query.format);
      reply.header('Cache-Control', 'private, no-store');
      reply.header('Content-Type', file.type);
      reply.header('Content-Disposition', `attachment; filename="${file.filename}"`);
      return reply.send(file.bytes);
    },
  );
}
