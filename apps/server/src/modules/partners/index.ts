import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../lib/clock';
import { partnersRoutes } from './partners.routes';

/** Channel partners: `/api/partners` (ADR 0044). Isolation itself is plugins/partner-scope.ts. */
export async function partnersModule(app: FastifyInstance, opts: { clock: Clock }) {
  await app.register(partnersRoutes, { deps: { db: app.db, clock: opts.clock } });
}
