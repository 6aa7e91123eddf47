import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { impactFor, simulateRequestSchema, simulationAnswer } from '@lbo/contracts/rule-simulation';
import { ok } from '../../lib/envelope';
import { moduleRoutes } from '../../plugins/module-routes';
import { requireAuth } from '../../plugins/session';
import { dryRunWork } from './dry-run';
import { impactOfScenario, simulate } from './simulation.service';
import { PLAN_TABLES, rowsAt } from '../rule-versions';
import { API } from '@lbo/contracts/api-paths';

const route = moduleRoutes(['rules'], 'rules-management');

/** `rules/simulate`: the impact of unsaved rule changes on the stored applications of a window; writes nothing. */
export async function ruleSimulationModule(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // A proposal's impact (rule-changes): the same preview, of the change an approval would make, over the default window.
  app.ruleChangeHooks.impactOf = async (work, context) => {
    const { version, writes } = await dryRunWork(app, context, work);
    const scenario = { version, base: await rowsAt(app.db, version, PLAN_TABLES), writes: [writes] };
    return { version, impact: await impactOfScenario(app.db, scenario, {}) };
  };
  r.post(
    API.rules.simulate,
    route(
      'view',
      {
        summary:
          'Preview the impact of unsaved rule changes on recent applications: flips, amounts and prices (writes nothing); names and application ids only with Customer Master or Loan Evaluator view',
        body: simulateRequestSchema,
        response: { 200: simulationAnswer },
      },
      { documentedErrors: { 404: 'A save call names a record that does not exist', 409: 'A save call is refused by the stored rows' } },
    ),
    async (request) => ok(impactFor(await simulate(app, request, request.body), requireAuth(request).access), 'Impact preview'),
  );
}
