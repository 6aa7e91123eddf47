import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API } from '@lbo/contracts/api-paths';
import { KFS_ACKNOWLEDGEMENT_MESSAGES as M, kfsAcknowledgementAnswer, kfsAcknowledgementBodySchema } from '@lbo/contracts/kfs-acknowledgements';
import { explanationParamsSchema } from '@lbo/contracts/rule-versions';
import type { Clock } from '../../lib/clock';
import { ok } from '../../lib/envelope';
import { moduleRoutes } from '../../plugins/module-routes';
import { requireAuth } from '../../plugins/session';
import { acknowledgeKfs, getAcknowledgement, type AcknowledgementDeps } from './kfs-acknowledgements.service';
import { scopedTo } from '../../plugins/partner-scope';

const route = moduleRoutes(['loan evaluator'], 'loan-evaluator');

/** `…/pairs/:bankId/:productId/kfs/acknowledgement`: the borrower's acknowledgement of an offer's Key Fact Statement. */
export async function kfsAcknowledgementsModule(app: FastifyInstance, opts: { clock: Clock }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps: AcknowledgementDeps = { db: app.db, pairs: app.decisionPairs, clock: opts.clock };
  const path = API.loanapplication.byApplicationIdPairsByBankIdByProductIdKfsAcknowledgement;

  const record = route(
    'create',
    {
      summary: "Record that the offer's Key Fact Statement was explained to the borrower and acknowledged (once, while the KFS is valid)",
      params: explanationParamsSchema,
      body: kfsAcknowledgementBodySchema,
      response: { 201: kfsAcknowledgementAnswer },
    },
    { apiKeyScope: 'evaluations.create' },
  );
  r.post(
    path,
    {
      ...record,
      config: {
        ...record.config,
        documentedErrors: { 409: 'Acknowledged already, the KFS expired or is not issued yet, or the pair made no offer' },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const acknowledgement = await acknowledgeKfs(scopedTo(deps, request), request.params, request.body, { id: auth.user.id, name: auth.user.name });
      return reply.status(201).send(ok(acknowledgement, M.recorded, 201));
    },
  );

  r.get(
    path,
    route(
      'view',
      {
        summary: "The acknowledgement of the offer's Key Fact Statement (404 before one is recorded)",
        params: explanationParamsSchema,
        response: { 200: kfsAcknowledgementAnswer },
      },
      { apiKeyScope: 'evaluations.read' },
    ),
    async (request) => ok(await getAcknowledgement(request.db, request.params), M.one),
  );
}
