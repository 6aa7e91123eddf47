import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { decisionBreakdownAnswer, decisionBreakdownQuerySchema, decisionSummaryAnswer, decisionSummaryQuerySchema } from '@lbo/contracts/decision-analytics';
import type { Clock } from '../../lib/clock';
import { ok } from '../../lib/envelope';
import { moduleRoutes } from '../../plugins/module-routes';
import { decisionSummary } from './decision-summary.service';
import { decisionBreakdown } from './decision-breakdown.service';
import { API } from '@lbo/contracts/api-paths';

const route = moduleRoutes(['analytics'], 'loan-evaluator');

/** Lending figures for the dashboard: evaluations and how many found an offer, per Indian day. */
export async function decisionAnalyticsModule(app: FastifyInstance, ctx: { clock: Clock }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    API.analytics.decisionsSummary,
    route('view', {
      summary: 'Evaluations per day over the last `days` days (India), with the share that had an eligible offer',
      querystring: decisionSummaryQuerySchema,
      response: { 200: decisionSummaryAnswer },
    }),
    async (request) => ok(await decisionSummary(app.db, ctx.clock.now(), request.query.days), 'Lending figures'),
  );

  r.get(
    API.analytics.decisionsBreakdown,
    route('view', {
      summary: 'Eligibility per day, bank and product, the banks’ most frequent reasons to decline, and eligible amounts by band, over a window of Indian days',
      querystring: decisionBreakdownQuerySchema,
      response: { 200: decisionBreakdownAnswer },
    }),
    async (request) => ok(await decisionBreakdown(app.db, ctx.clock.now(), request.query, app.readDb), 'Decision analytics'),
  );
}
