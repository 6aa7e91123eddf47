import type { FastifyInstance } from 'fastify';
import { rolesRoutes } from './roles.routes';

/** Roles, users, invitations and password links. */
export async function accessModule(app: FastifyInstance) {
  await app.register(rolesRoutes);
}
