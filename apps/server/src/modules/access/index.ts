import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../lib/clock';
import { passwordLinksRoutes } from './password-links.routes';
import { rolesRoutes } from './roles.routes';
import { usersRoutes } from './users.routes';

/** Roles, users, invitations and password links. */
export async function accessModule(app: FastifyInstance, opts: { clock: Clock }) {
  await app.register(rolesRoutes, opts);
  await app.register(usersRoutes, opts);
  await app.register(passwordLinksRoutes, opts);
}
