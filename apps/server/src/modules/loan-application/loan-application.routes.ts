import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loanApplicationRequestSchema } from '@lbo/contracts/loan-application';
import { evaluatorAnswers } from '@lbo/contracts/loan-application-answers';
import type { PairFieldOf } from '@lbo/eligibility';
import { applicationParamsSchema, explanationParamsSchema, replayQuerySchema } from '@lbo/contracts/rule-versions';
import { ok } from '../../lib/envelope';
import { answerWriter } from './answer-writer';
import { chooseEncoding, compressAnswer, COMPRESS_FROM_BYTES } from '../../lib/answer-encoding';
import type { Clock } from '../../lib/clock';
import { moduleRoutes } from '../../plugins/module-routes';
import { requireAuth } from '../../plugins/session';
import { CONSOLE, type DecisionSource } from './decision-event';
import { applyForLoan, explainDecision, getDecision, replayDecision, type EvaluatorDeps } from './loan-application.service';
import { API } from '@lbo/contracts/api-paths';
import { actorOf } from '../audit-trail';
import { scopedTo } from '../../plugins/partner-scope';

const route = moduleRoutes(['loan evaluator'], 'loan-evaluator');
const APPLIED = 'BRE calculation completed successfully';

export async function loanApplicationRoutes(app: FastifyInstance, opts: { clock: Clock }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps: EvaluatorDeps = { db: app.db, clock: opts.clock, core: app.evaluationCore, pairs: app.decisionPairs, consentGate: app.consentGate };
  // The answers of the pair fields decisions are stored with: the engine's, whose types they have,
  // or a longer list (a figure before its release, in tests), which only adds fields.
  const { applyAnswer, decisionAnswer, explanationAnswer, replayAnswer } = evaluatorAnswers(app.decisionPairs.outcome.fields as readonly PairFieldOf[]);
  const answers = answerWriter(app.decisionPairs.outcome.fields);

  const apply = route(
    'create',
    { summary: 'Evaluate one applicant against every bank and product', body: loanApplicationRequestSchema, response: { 200: applyAnswer } },
    {
      apiKeyScope: 'evaluations.create',
      idempotent: true,
      countsEvaluations: true,
      documentedErrors: { 409: 'The customer withdrew their consent: an evaluation for them needs fresh consent' },
    },
  );
  r.post(
    API.loanapplication.apply,
    {
      ...apply,
      // The decision's audit entry is written in its own statement (below), not after it.
      config: { ...apply.config, audit: { recordedByRoute: true } },
      // The answer schema is for the document and the handler's type: the answer is the engine's
      // entries as they are, written from the list of pair fields, not parsed again (ADR 0030).
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const stop = app.metrics.evaluations.startTimer();
      let outcome = 'error';
      try {
        const source: DecisionSource = request.apiKey ? { kind: 'api', apiKeyId: request.apiKey.id } : CONSOLE;
        const audit = app.auditTrail.recording
          ? {
              ...actorOf(request),
              module: 'loan-evaluator',
              action: 'create' as const,
              objectType: 'evaluation',
              summary: `Evaluated an applicant through POST ${API.loanapplication.apply}${request.apiKey ? ' (API key)' : ''}`,
            }
          : undefined;
        const decision = await applyForLoan(scopedTo(deps, request), request.body, auth.user.id, source, audit);
        outcome = decision.eligibleCount > 0 ? 'eligible' : 'not_eligible';
        // A request with an Idempotency-Key takes the general path: the plugin keeps that answer for replays.
        if (request.idempotencyClaim) return ok(decision, APPLIED);
        const json = answers.write(decision, APPLIED);
        // The text (or its compressed bytes) is the answer already: Fastify sends it untouched.
        const written: FastifyReply = reply.type('application/json; charset=utf-8');
        const encoding = json.length >= COMPRESS_FROM_BYTES ? chooseEncoding(request.headers['accept-encoding']) : null;
        if (!encoding) return written.send(json);
        return written.header('content-encoding', encoding).header('vary', 'accept-encoding').send(compressAnswer(json, encoding));
      } finally {
        stop({ outcome });
      }
    },
  );

  r.get(
    API.loanapplication.byApplicationId,
    route(
      'view',
      {
        summary: 'A stored decision: its answer as given (every pair), where it came from, its rule version and date',
        params: applicationParamsSchema,
        response: { 200: decisionAnswer },
      },
      { apiKeyScope: 'evaluations.read', audit: { action: 'read', objectType: 'evaluation' } },
    ),
    async (request) => ok(await getDecision(scopedTo(deps, request), request.params.applicationId), 'Decision'),
  );

  r.get(
    API.loanapplication.byApplicationIdPairsByBankIdByProductIdExplanation,
    route(
      'view',
      { summary: 'The full explanation of one bank and product of a stored evaluation', params: explanationParamsSchema, response: { 200: explanationAnswer } },
      { apiKeyScope: 'evaluations.read', audit: { action: 'read', objectType: 'explanation' } },
    ),
    async (request) => {
      const { applicationId, bankId, productId } = request.params;
      return ok(await explainDecision(scopedTo(deps, request), applicationId, bankId, productId), 'Explanation');
    },
  );

  r.post(
    API.loanapplication.byApplicationIdReplay,
    route(
      'view',
      {
        summary: 'Evaluate a stored application again, against its own rule version, another one (?version=N) or the current one (?current=true)',
        params: applicationParamsSchema,
        querystring: replayQuerySchema,
        response: { 200: replayAnswer },
      },
      { documentedErrors: { 409: 'The application predates rule versions: it cannot be replayed' }, audit: { action: 'read', objectType: 'evaluation' } },
    ),
    async (request) => {
      const version = request.query.current ? await app.ruleVersions.current() : request.query.version;
      return ok(await replayDecision(scopedTo(deps, request), request.params.applicationId, version), 'Replayed');
    },
  );
}
