import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loanApplicationRequestSchema } from '@lbo/contracts/loan-application';
import { applicationParamsSchema, explanationParamsSchema, replayQuerySchema } from '@lbo/contracts/rule-versions';
import { ok } from '../../lib/envelope';
import type { Clock } from '../../lib/clock';
import { access } from '../../plugins/access';
import { requireAuth } from '../../plugins/session';
import { applyForLoan, explainDecision, replayDecision, type EvaluatorDeps } from './loan-application.service';
import { API } from '@lbo/contracts/api-paths';

const TAGS = ['loan evaluator'];

export async function loanApplicationRoutes(app: FastifyInstance, opts: { clock: Clock }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps: EvaluatorDeps = { db: app.db, clock: opts.clock, core: app.evaluationCore, pairs: app.decisionPairs };

  r.post(
    API.loanapplication.apply,
    {
      schema: { tags: TAGS, summary: 'Evaluate one applicant against every bank and product', body: loanApplicationRequestSchema },
      config: { access: access.to('loan-evaluator', 'create') },
    },
    async (request) => {
      const auth = requireAuth(request);
      const stop = app.metrics.evaluations.startTimer();
      let outcome = 'error';
      try {
        const decision = await applyForLoan(deps, request.body, auth.user.id);
        outcome = decision.eligibleCount > 0 ? 'eligible' : 'not_eligible';
        return ok(decision, 'BRE calculation completed successfully');
      } finally {
        stop({ outcome });
      }
    },
  );

  r.get(
    API.loanapplication.byApplicationIdPairsByBankIdByProductIdExplanation,
    {
      schema: { tags: TAGS, summary: 'The full explanation of one bank and product of a stored evaluation', params: explanationParamsSchema },
      config: { access: access.to('loan-evaluator', 'view') },
    },
    async (request) => {
      const { applicationId, bankId, productId } = request.params;
      return ok(await explainDecision(deps, applicationId, bankId, productId), 'Explanation');
    },
  );

  r.post(
    API.loanapplication.byApplicationIdReplay,
    {
      schema: {
        tags: TAGS,
        summary: 'Evaluate a stored application again, against its own rule version, another one (?version=N) or the current one (?current=true)',
        params: applicationParamsSchema,
        querystring: replayQuerySchema,
      },
      config: { access: access.to('loan-evaluator', 'view') },
    },
    async (request) => {
      const version = request.query.current ? await app.ruleVersions.current() : request.query.version;
      return ok(await replayDecision(deps, request.params.applicationId, version), 'Replayed');
    },
  );
}
