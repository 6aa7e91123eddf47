import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  decisionBreakdownAnswer,
  decisionBreakdownQuerySchema,
  decisionSummaryAnswer,
  decisionSummaryQuerySchema,
  type DecisionSummary,
} from '@lbo/contracts/decision-analytics';
import type { Clock } from '../../lib/clock';
import { ok } from '../../lib/envelope';
import { access } from '../../plugins/access';
import { indiaDate } from '../loan-application';
import { evaluationsPerDay } from './decision-analytics.repository';
import { decisionBreakdown } from './decision-breakdown.service';
import { API } from '@lbo/contracts/api-paths';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Lending figures for the dashboard: evaluations and how many found an offer, per Indian day. */
export async function decisionAnalyticsModule(app: FastifyInstance, ctx: { clock: Clock }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    API.analytics.decisionsSummary,
    {
      schema: {
        tags: ['analytics'],
        summary: 'Evaluations per day over the last `days` days (India), with the share that had an eligible offer',
        querystring: decisionSummaryQuerySchema,
        response: { 200: decisionSummaryAnswer },
      },
      config: { access: access.to('loan-evaluator', 'view') },
    },
    async (request) => {
      const { days } = request.query;
      const now = ctx.clock.now();
      const toDay = indiaDate(now);
      const fromDay = indiaDate(new Date(now.getTime() - (days - 1) * DAY_MS));
      const { days: perDay, customers } = await evaluationsPerDay(app.db, fromDay, toDay);
      const evaluations = perDay.reduce((sum, d) => sum + d.evaluations, 0);
      const eligibleEvaluations = perDay.reduce((sum, d) => sum + d.eligible, 0);
      const summary: DecisionSummary = {
        days,
        evaluations,
        eligibleEvaluations,
        eligibleRate: evaluations > 0 ? eligibleEvaluations / evaluations : null,
        customers,
        perDay,
      };
      return ok(summary, 'Lending figures');
    },
  );

  r.get(
    API.analytics.decisionsBreakdown,
    {
      schema: {
        tags: ['analytics'],
        summary:
          'Eligibility per day, bank and product, the banks’ most frequent reasons to decline, and eligible amounts by band, over a window of Indian days',
        querystring: decisionBreakdownQuerySchema,
        response: { 200: decisionBreakdownAnswer },
      },
      config: { access: access.to('loan-evaluator', 'view') },
    },
    async (request) => ok(await decisionBreakdown(app.db, ctx.clock.now(), request.query, app.readDb), 'Decision analytics'),
  );
}
