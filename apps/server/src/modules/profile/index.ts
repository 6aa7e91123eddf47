import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../lib/clock';
import { profileRoutes } from './profile.routes';

export async function profileModule(app: FastifyInstance, opts: { clock: Clock }) {
  await app.register(profileRoutes, opts);
}
