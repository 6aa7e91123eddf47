import type { FastifyInstance } from 'fastify';

/** The nine rule groups, the rules list and the change history. */
export async function rulesModule(app: FastifyInstance) {
  void app;
}
