import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { decisionBreakdownAnswer, decisionBreakdownQuerySchema, decisionSummaryAnswer, decisionSummaryQuerySchema } from '@lbo/contracts/decision-analytics';
import type { Clock } from '../../lib/clock';
import { ok } from '../../lib/envelope';
import { moduleRoutes } from '../../plugins/module-routes';
import { decisionSummary } from './decision-summary.service';
import { decisionBreakdown } from './decision-breakdown.service';
import { createRollupLoop } from './decision-rollup-loop';
import { decisionSegments, segmentExportColumns, segmentExportPages } from './decision-segments.service';
import { decisionSegmentsAnswer, decisionSegmentsExportQuerySchema, decisionSegmentsQuerySchema } from '@lbo/contracts/decision-segments';
import { sendTableExport } from '../../lib/table-export';
import { API } from '@lbo/contracts/api-paths';

const route = moduleRoutes(['analytics'], 'loan-evaluator');

/** Lending figures for the dashboard, and the analytics page's breakdown and segments over daily roll-ups (ADR 0014). */
export async function decisionAnalyticsModule(app: FastifyInstance, ctx: { clock: Clock }) {
  const rollups = createRollupLoop({ db: app.db, log: app.log });
  // Days a stopped process left pending are taken up at start, not only at the next request.
  app.addHook('onReady', async () => rollups.kick());
  app.addHook('onClose', async () => rollups.stop());
  const breakdownDeps = { db: app.db, readDb: app.readDb, rollups };
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    API.analytics.decisionsSummary,
    route('view', {
      summary: 'Evaluations per day over the last `days` days (India), with the share that had an eligible offer',
      querystring: decisionSummaryQuerySchema,
      response: { 200: decisionSummaryAnswer },
    }),
    async (request) => ok(await decisionSummary(request.db, ctx.clock.now(), request.query.days), 'Lending figures'),
  );

  r.get(
    API.analytics.decisionsBreakdown,
    route('view', {
      summary: 'Eligibility per day, bank and product, the banks’ most frequent reasons to decline, and eligible amounts by band, over a window of Indian days',
      querystring: decisionBreakdownQuerySchema,
      response: { 200: decisionBreakdownAnswer },
    }),
    async (request) =>
      // Days are claimed on the app's own connection (a partner's view would find other partners' days empty); figures are read as the caller may see them.
      ok(await decisionBreakdown({ ...breakdownDeps, readDb: request.readDb, scopedDb: request.db }, ctx.clock.now(), request.query), 'Decision analytics'),
  );

  r.get(
    API.analytics.decisionsSegments,
    route('view', {
      summary:
        'Which lenders approve whom: per segment of applicants (`by` credit-score band, salary band, employer type, city or loan type) and bank, the pairs evaluated and eligible and the top three reasons to decline, over a window of Indian days',
      querystring: decisionSegmentsQuerySchema,
      response: { 200: decisionSegmentsAnswer },
    }),
    async (request) =>
      ok(await decisionSegments({ ...breakdownDeps, readDb: request.readDb, scopedDb: request.db }, ctx.clock.now(), request.query), 'Decision segments'),
  );

  r.get(
    API.analytics.decisionsSegmentsExport,
    route('export', {
      summary: 'The segments as .xlsx or .csv, with the same filters; without `by`, every cut',
      querystring: decisionSegmentsExportQuerySchema,
    }),
    async (request, reply) => {
      const { format, ...query } = request.query;
      return sendTableExport(reply, format, {
        name: `decision-segments${query.by ? `-${query.by}` : ''}`,
        sheet: 'Who is approved',
        columns: segmentExportColumns(!query.by),
        pages: segmentExportPages({ ...breakdownDeps, readDb: request.readDb, scopedDb: request.db }, ctx.clock.now(), query),
      });
    },
  );
}
