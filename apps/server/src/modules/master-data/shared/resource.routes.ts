import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idAnswer, okAnswer } from '@lbo/contracts/answers';
import { idQuery } from '@lbo/contracts/common';
import { listDataSchema } from '@lbo/contracts/master-data-answers';
import { withRuleChange } from '../../../db/rule-change';
import type { Tx } from '../../../db/client';
import { ok } from '../../../lib/envelope';
import { pagesOf, sendTableExport } from '../../../lib/table-export';
import { access } from '../../../plugins/access';
import { requireAuth } from '../../../plugins/session';
import type { AnyResource } from './resource';
import { createResource, deleteResource, getResource, listResource, updateResource } from './resource.service';

/** The list, by-id, create, update and delete calls of one described entity. */
export function registerResourceRoutes(app: FastifyInstance, def: AnyResource) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = [def.tag];
  const entity = def.entity.toLowerCase();
  const one = { 200: okAnswer(def.dto) };
  // Master data is part of every rule-set version: each write makes one, stamped with its author.
  const change = <T>(request: FastifyRequest, what: string, work: (tx: Tx) => Promise<T>) =>
    withRuleChange(app.db, { actorId: requireAuth(request).user.id, summary: `${def.entity} ${what}` }, work, app.ruleChangeHooks);

  r.get(
    def.paths.list,
    {
      schema: {
        tags,
        summary: `List ${entity} records (search, paging)`,
        querystring: def.schemas.list,
        response: { 200: okAnswer(listDataSchema(def.listKeys, def.dto, def.withTotalCount)) },
      },
      config: { access: def.readAccess },
    },
    async (request) => ok(await listResource(def, app.db, request.query as { page: number; limit: number })),
  );

  r.get(
    def.exports.path,
    {
      schema: { tags, summary: `The ${entity} records the list's search and filters match, in its order, as .xlsx or .csv`, querystring: def.exports.query },
      config: { access: access.to('master-configuration', 'export') },
    },
    async (request, reply) => {
      const { format, ...filters } = request.query as { format: 'xlsx' | 'csv' };
      const pages = pagesOf(async (page, limit) => (await def.repo.list(app.db, { ...filters, page, limit })).rows);
      return sendTableExport(reply, format, { name: def.exports.name, sheet: def.exports.sheet, columns: def.exports.columns, pages });
    },
  );

  for (const path of def.paths.byId) {
    r.get(
      path,
      { schema: { tags, summary: `One ${entity} by id`, querystring: idQuery, response: one }, config: { access: def.readAccess } },
      async (request) => ok(await getResource(def, app.db, request.query.id)),
    );
  }

  r.post(
    def.paths.create,
    {
      schema: { tags, summary: `Create a ${entity}`, body: def.schemas.create, response: { 201: okAnswer(def.dto) } },
      config: { access: access.to('master-configuration', 'create'), dryRunnable: true },
    },
    async (request, reply) => {
      const data = await change(request, 'added', (tx) => createResource(def, tx, request.body));
      reply.status(201);
      return ok(data, def.messages.created, 201);
    },
  );

  r.put(
    def.paths.update,
    {
      schema: { tags, summary: `Update a ${entity}`, querystring: idQuery, body: def.schemas.update, response: one },
      config: { access: access.to('master-configuration', 'edit'), dryRunnable: true },
    },
    async (request) =>
      ok(await change(request, 'changed', (tx) => updateResource(def, tx, request.query.id, request.body)), def.messages.updated(request.body)),
  );

  r.delete(
    def.paths.remove,
    {
      schema: { tags, summary: `Delete a ${entity}`, querystring: idQuery, response: { 200: idAnswer } },
      config: { access: access.to('master-configuration', 'delete'), dryRunnable: true },
    },
    async (request) => ok(await change(request, 'deleted', (tx) => deleteResource(def, tx, request.query.id)), def.messages.deleted),
  );
}
