import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idQuery } from '@lbo/contracts/common';
import { ok } from '../../../lib/envelope';
import { access } from '../../../plugins/access';
import type { AnyResource } from './resource';
import { createResource, deleteResource, getResource, listResource, updateResource } from './resource.service';

/** The list, by-id, create, update and delete calls of one described entity. */
export function registerResourceRoutes(app: FastifyInstance, def: AnyResource) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = [def.tag];
  const entity = def.entity.toLowerCase();

  r.get(
    def.paths.list,
    { schema: { tags, summary: `List ${entity} records (search, paging)`, querystring: def.schemas.list }, config: { access: def.readAccess } },
    async (request) => ok(await listResource(def, app.db, request.query as { page: number; limit: number })),
  );

  for (const path of def.paths.byId) {
    r.get(
      path,
      { schema: { tags, summary: `One ${entity} by id`, querystring: idQuery }, config: { access: def.readAccess } },
      async (request) => ok(await getResource(def, app.db, request.query.id)),
    );
  }

  r.post(
    def.paths.create,
    { schema: { tags, summary: `Create a ${entity}`, body: def.schemas.create }, config: { access: access.to('master-configuration', 'create') } },
    async (request, reply) => {
      const data = await createResource(def, app.db, request.body);
      reply.status(201);
      return ok(data, def.messages.created, 201);
    },
  );

  r.put(
    def.paths.update,
    { schema: { tags, summary: `Update a ${entity}`, querystring: idQuery, body: def.schemas.update }, config: { access: access.to('master-configuration', 'edit') } },
    async (request) => ok(await updateResource(def, app.db, request.query.id, request.body), def.messages.updated(request.body)),
  );

  r.delete(
    def.paths.remove,
    { schema: { tags, summary: `Delete a ${entity}`, querystring: idQuery }, config: { access: access.to('master-configuration', 'delete') } },
    async (request) => ok(await deleteResource(def, app.db, request.query.id), def.messages.deleted),
  );
}
