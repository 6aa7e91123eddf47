import type { FastifyInstance } from 'fastify';

/** Banks, products, companies, cities, salary categories, mappings, imports and uploads. */
export async function masterDataModule(app: FastifyInstance) {
  void app;
}
