import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ACCESS_MESSAGES, roleIdQuery, roleListQuery, roleRequestSchema } from '@lbo/contracts/access';
import { idQuery } from '@lbo/contracts/common';
import { ok } from '../../lib/envelope';
import type { Clock } from '../../lib/clock';
import { moduleRoutes } from '../../plugins/module-routes';
import { listParams, pagedAnswer } from './paged-answer';
import * as roles from './roles.service';
import { API } from '@lbo/contracts/api-paths';
import { PARTNER_MODULES, type ModuleId } from '@lbo/contracts/permissions';
import { deletedAnswer, roleAnswer, roleOptionsAnswer, rolesPageAnswer } from '@lbo/contracts/access-answers';

const route = moduleRoutes(['roles'], 'user-management');

export async function rolesRoutes(app: FastifyInstance, opts: { clock: Clock }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db, clock: opts.clock };

  r.get(
    API.role.getAllRoles,
    route('view', { summary: 'Roles, paged and searchable', querystring: roleListQuery, response: { 200: rolesPageAnswer } }),
    async (request) => {
      const q = request.query;
      const { rows, total } = await roles.listRoles(deps, listParams(q));
      return pagedAnswer(rows, total, q.page, q.page_limit);
    },
  );

  r.get(
    API.role.getRolesList,
    route('view', { summary: 'Every role as value/label options, for the role select', response: { 200: roleOptionsAnswer } }),
    async () => {
      const options = (await roles.roleOptions(deps)).map((o) => ({ value: o.id, label: o.role_name }));
      return { ...ok(options), map: Object.fromEntries(options.map((o) => [o.value, o.label])) };
    },
  );

  r.get(
    API.role.getRoleById,
    // The client loads its own role's matrix at sign-in, with or without user-management.
    route('view', { summary: 'One role with its permission matrix', querystring: idQuery, response: { 200: roleAnswer } }, { allowOwnRole: true }),
    async (request) => {
      const role = await roles.getRole(deps, request.query.id);
      // A partner's user reads the rights that apply to it: the partner modules of its role (ADR 0044).
      return ok(request.partnerId ? { ...role, role_access: role.role_access.filter((entry) => PARTNER_MODULES.includes(entry.module_id as ModuleId)) } : role);
    },
  );

  r.post(
    API.role.create,
    route(
      'create',
      { summary: 'Create a role', body: roleRequestSchema, response: { 201: roleAnswer } },
      { documentedErrors: { 409: 'The role name is taken' } },
    ),
    async (request, reply) => {
      const role = await roles.createRole(deps, request.body);
      return reply.status(201).send(ok(role, ACCESS_MESSAGES.roleCreated, 201));
    },
  );

  r.put(
    API.role.updateRole,
    route(
      'edit',
      { summary: 'Rename a role or change its matrix', querystring: idQuery, body: roleRequestSchema, response: { 200: roleAnswer } },
      { documentedErrors: { 409: 'The role name is taken' } },
    ),
    async (request) => ok(await roles.updateRole(deps, request.query.id, request.body), ACCESS_MESSAGES.roleUpdated),
  );

  r.delete(
    API.role.delete,
    route(
      'delete',
      { summary: 'Delete a role no user holds', querystring: roleIdQuery, response: { 200: deletedAnswer } },
      { documentedErrors: { 409: 'A system role, or a role users still hold' } },
    ),
    async (request) => {
      await roles.deleteRole(deps, request.query.role_id);
      return ok({ _id: request.query.role_id }, ACCESS_MESSAGES.roleDeleted);
    },
  );
}
