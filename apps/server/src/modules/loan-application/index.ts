import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../lib/clock';
import { loanApplicationRoutes } from './loan-application.routes';

import type { EvaluationCore } from './evaluation-core';

export { createEvaluationCore, type EvaluationCore } from './evaluation-core';
export { evaluateAt, indiaDate, storeDecisionBatch, type DecisionToStore } from './loan-application.service';
export { largestOfferOf } from './decision-event';
export { findApplication } from './loan-application.repository';
export { assembleRuleSet, groupMappings, loadRuleSet, loadRuleSetAt, toCityFacts, toCompanyFacts, type RuleSet } from './rule-set.repository';

/** `loanapplication/*`: evaluates against the current rule-set version, stores decisions, explains and replays them. */
export async function loanApplicationModule(app: FastifyInstance, opts: { clock: Clock }) {
  await app.register(loanApplicationRoutes, opts);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Compiled plans, companies and cities per rule-set version. */
    evaluationCore: EvaluationCore;
  }
}
