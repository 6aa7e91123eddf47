import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../lib/clock';
import { loanApplicationRoutes } from './loan-application.routes';

/** `loanapplication/apply`: loads the rules, runs the engine, stores the application. */
export async function loanApplicationModule(app: FastifyInstance, opts: { clock: Clock }) {
  await app.register(loanApplicationRoutes, opts);
}
