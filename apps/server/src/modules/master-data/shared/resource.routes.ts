import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idAnswer, okAnswer } from '@lbo/contracts/answers';
import { proposedChangeAnswer, RULE_CHANGE_MESSAGES } from '@lbo/contracts/rule-changes';
import { idQuery } from '@lbo/contracts/common';
import { listDataSchema } from '@lbo/contracts/master-data-answers';
import { withRuleChange } from '../../../db/rule-change';
import type { Tx } from '../../../db/client';
import { ok } from '../../../lib/envelope';
import { pagesOf, sendTableExport } from '../../../lib/table-export';
import { access } from '../../../plugins/access';
import { changeContextOf } from '../../../plugins/rule-change-context';
import { requireAuth } from '../../../plugins/session';
import type { AnyResource } from './resource';
import { createResource, deleteResource, getResource, listResource, updateResource } from './resource.service';
import { guardWrite } from './guarded-writes';
import type { GuardedAction } from './rule-guard';

/** The list, by-id, create, update and delete calls of one described entity. */
export function registerResourceRoutes(app: FastifyInstance, def: AnyResource) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = [def.tag];
  const entity = def.entity.toLowerCase();
  const one = { 200: okAnswer(def.dto) };
  // Master data is part of every rule-set version: each write makes one, stamped with its author.
  const change = <T>(request: FastifyRequest, what: string, work: (tx: Tx) => Promise<T>) =>
    withRuleChange(app.db, { actorId: requireAuth(request).user.id, summary: `${def.entity} ${what}` }, changeContextOf(request), work, app.ruleChangeHooks);
  /**
   * A delete or deactivation that takes rules with it: a proposal (202) while approvals are on,
   * else a version of kind `master-data` saying what went (rule-guard.ts, ADR 0043).
   */
  const guarded = async <T>(
    request: FastifyRequest,
    reply: FastifyReply,
    what: string,
    call: { action: GuardedAction; id: string; patch?: object },
    work: (tx: Tx) => Promise<T>,
  ) => {
    const auth = requireAuth(request);
    const context = changeContextOf(request);
    const guard = await guardWrite(
      app.db,
      app.ruleChangeHooks,
      def,
      { ...call, patch: call.patch as Record<string, unknown> | undefined },
      { id: auth.user.id, name: auth.user.name, access: auth.access },
      context,
    );
    if (guard && 'proposal' in guard) return { proposed: reply.status(202).send(ok(guard.proposal, RULE_CHANGE_MESSAGES.proposed, 202)) };
    const stamp = guard ? guard.stamp : { summary: `${def.entity} ${what}` };
    return { made: await withRuleChange(app.db, { actorId: auth.user.id, ...stamp }, context, work, app.ruleChangeHooks) };
  };

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
      schema: {
        tags,
        summary: `Update a ${entity}; making a bank or product that has rules inactive waits for approval (202) while approvals are on`,
        querystring: idQuery,
        body: def.schemas.update,
        response: { ...one, 202: proposedChangeAnswer },
      },
      config: { access: access.to('master-configuration', 'edit'), dryRunnable: true, changeReason: true },
    },
    async (request, reply) => {
      const body = request.body as { is_active?: boolean };
      const work = (tx: Tx) => updateResource(def, tx, request.query.id, request.body);
      if (body?.is_active !== false) return ok(await change(request, 'changed', work), def.messages.updated(request.body));
      const done = await guarded(request, reply, 'changed', { action: 'deactivate', id: request.query.id, patch: body }, work);
      return 'proposed' in done ? done.proposed : ok(done.made, def.messages.updated(request.body));
    },
  );

  r.delete(
    def.paths.remove,
    {
      schema: {
        tags,
        summary: `Delete a ${entity}; one whose removal takes rules or mappings with it waits for approval (202) while approvals are on`,
        querystring: idQuery,
        response: { 200: idAnswer, 202: proposedChangeAnswer },
      },
      config: { access: access.to('master-configuration', 'delete'), dryRunnable: true, changeReason: true },
    },
    async (request, reply) => {
      const done = await guarded(request, reply, 'deleted', { action: 'delete', id: request.query.id }, (tx) => deleteResource(def, tx, request.query.id));
      return 'proposed' in done ? done.proposed : ok(done.made, def.messages.deleted);
    },
  );
}
