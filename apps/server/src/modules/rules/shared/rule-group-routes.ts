import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RULE_CHANGE_MESSAGES } from '@lbo/contracts/rule-changes';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { idQuery } from '@lbo/contracts/common';
import { proposedChangeAnswer, ruleGroupAnswers, withArticle } from '@lbo/contracts/rule-groups';
import { idWithPairQuerySchema, optionalPairQuerySchema, pairQuerySchema, ruleListQuerySchema } from '@lbo/contracts/rules';
import { ok } from '../../../lib/envelope';
import { changeContextOf } from '../../../plugins/rule-change-context';
import { actorOf, can, formRow, listAnswer, pairOf, TAGS } from './route-kit';
import type { GroupDef, RuleDto, RuleInput } from './rule-group';
import { listPairRules, pageRules, type RulesCtx } from './rule-rows.service';
import { proposeRuleOp, runRuleOp, type RuleOp } from './rule-proposals';

/**
 * A rule group's calls, registered from its definition: the list the editor reads, the
 * whole-tab save or the single-row create and update, and the delete, at the definition's paths.
 */
export async function ruleGroupRoutes(app: FastifyInstance, opts: { ctx: RulesCtx; group: GroupDef }) {
  const { ctx, group } = opts;
  const { api, noun, scope } = group.definition;
  const { schemas } = group.definition;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const one = withArticle(noun);
  /** With approvals on, the call becomes a proposal (202); otherwise it is made now. */
  const proposedOr = async <T>(request: FastifyRequest, reply: FastifyReply, op: RuleOp, answer: (made: RuleDto | RuleDto[]) => T) => {
    const actor = actorOf(request);
    const context = changeContextOf(request);
    const proposal = await proposeRuleOp(ctx, group, op, actor, context);
    if (proposal) return reply.status(202).send(ok(proposal, RULE_CHANGE_MESSAGES.proposed, 202));
    return answer(await runRuleOp(ctx, group, op, actor, context));
  };
  const many = `${noun}s`;
  // Rows are the definition's fields, which the shared machinery handles as records: typed as any schema here.
  const answers: Record<'list' | 'saved' | 'one', z.ZodType> = ruleGroupAnswers(group.definition);
  const proposed: Record<202, z.ZodType> = { 202: proposedChangeAnswer };
  // Bank-level rules may name the pair being edited, so the change lands in its history.
  const byIdQuery = scope === 'bank' ? idWithPairQuerySchema : idQuery;
  const pairProduct = (body: unknown, query?: { product_id?: string }) =>
    scope === 'bank' ? ((body as { product_id?: string }).product_id ?? query?.product_id) : undefined;

  const { list } = api;
  if (list.read === 'page') {
    const name = list.name ?? 'rules';
    r.get(
      list.path,
      {
        schema: { tags: TAGS, summary: `List ${many} (optionally of one bank or pair)`, querystring: ruleListQuerySchema, response: { 200: answers.list } },
        config: can.view,
      },
      async (request) => {
        const { rows, total } = await pageRules(ctx, group, request.query);
        return ok(listAnswer(name, rows, total, request.query.page, request.query.limit, list.withTotalCount));
      },
    );
  } else {
    const single = list.read === 'pairForm';
    r.get(
      list.path,
      {
        schema: {
          tags: TAGS,
          summary: single ? `A pair's ${noun} (null when none)` : `A pair's ${many}`,
          querystring: pairQuerySchema,
          response: { 200: answers.list },
        },
        config: can.view,
      },
      async (request) => {
        const rows = await listPairRules(ctx, group, request.query.bank_id, request.query.product_id);
        return ok(single ? formRow(rows) : rows);
      },
    );
  }

  const { save } = api;
  if (save) {
    r.route({
      method: [...save.methods],
      url: save.path,
      schema: {
        tags: TAGS,
        summary: `Save a pair's ${many} in one transaction`,
        querystring: optionalPairQuerySchema,
        body: schemas.save,
        response: { 200: answers.saved, ...proposed },
      },
      config: can.edit,
      handler: async (request, reply) => {
        const op: RuleOp = { op: 'save', pair: pairOf(request.query, request.body), rows: request.body.rules as RuleInput[] };
        return proposedOr(request, reply, op, (rules) => ok({ [save.name]: rules }, save.message));
      },
    });
  }

  const { create } = api;
  if (create) {
    r.post(
      create.path,
      { schema: { tags: TAGS, summary: `Create ${one}`, body: schemas.create, response: { 201: answers.one, ...proposed } }, config: can.create },
      async (request, reply) => {
        const op: RuleOp = { op: 'create', input: request.body as RuleInput, auditProductId: pairProduct(request.body) };
        return proposedOr(request, reply, op, (dto) => reply.status(201).send(ok(dto, create.message, 201)));
      },
    );
  }

  const { update } = api;
  if (update) {
    r.put(
      update.path,
      {
        schema: { tags: TAGS, summary: `Update ${one}`, querystring: byIdQuery, body: schemas.update, response: { 200: answers.one, ...proposed } },
        config: can.edit,
      },
      async (request, reply) => {
        const query = request.query as { id: string; product_id?: string };
        const op: RuleOp = { op: 'update', id: query.id, input: request.body as RuleInput, auditProductId: pairProduct(request.body, query) };
        return proposedOr(request, reply, op, (dto) => ok(dto, update.message));
      },
    );
  }

  r.delete(
    api.delete.path,
    { schema: { tags: TAGS, summary: `Delete ${one}`, querystring: byIdQuery, response: { 200: answers.one, ...proposed } }, config: can.delete },
    async (request, reply) => {
      const query = request.query as { id: string; product_id?: string };
      const op: RuleOp = { op: 'delete', id: query.id, auditProductId: scope === 'bank' ? query.product_id : undefined };
      return proposedOr(request, reply, op, (dto) => ok(dto, api.delete.message));
    },
  );
}
