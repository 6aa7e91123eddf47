import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../lib/clock';

/** Short links, the public redirect with click counting, and API keys. */
export async function shortenerModule(app: FastifyInstance, opts: { clock: Clock }) {
  void app;
  void opts;
}
