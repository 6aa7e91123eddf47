import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../lib/clock';
import { testCaseGuard } from './test-cases.service';
import { testCaseRoutes } from './test-cases.routes';

/** Rule test cases, and the guard that runs them on every rule change. */
export async function ruleTestCasesModule(app: FastifyInstance, opts: { clock: Clock }) {
  app.ruleChangeHooks.beforeCommit.push(testCaseGuard(() => opts.clock.now()));
  await app.register(testCaseRoutes, opts);
}
