import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idQuery } from '@lbo/contracts/common';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { access } from '../../plugins/access';
import { toRoleDto } from './roles.service';
import { findRole } from './roles.repository';

export async function rolesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/role/getRoleById',
    { schema: { tags: ['roles'], querystring: idQuery }, config: { access: access.to('user-management', 'view', { allowOwnRole: true }) } },
    async (request) => {
      const role = await findRole(app.db, request.query.id);
      if (!role) throw AppError.notFound('Role');
      return ok(toRoleDto(role));
    },
  );
}
