import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { RULE_MESSAGES, createBtRuleSchema, idWithPairQuerySchema, ruleListQuerySchema, updateBtRuleSchema } from '@lbo/contracts/rules';
import { btRules } from '../../../db/schema';
import { ok } from '../../../lib/envelope';
import { actorOf, can, listAnswer, TAGS } from '../shared/route-kit';
import { defineGroup, sameNames } from '../shared/rule-group';
import { createRule, deleteRule, pageRules, updateRule, type RulesCtx } from '../shared/rule-rows.service';
import { API } from '@lbo/contracts/api-paths';

/**
 * Balance-transfer rules belong to a bank. A product_id, when sent, names the pair being
 * edited: the change is recorded in that pair's history and rules-info.
 */
export const btGroup = defineGroup({
  group: 'bankTransfer',
  noun: 'Bank transfer rule',
  table: btRules,
  fields: sameNames([
    'min_emis_paid',
    'max_bt_count',
    'min_bt_amount',
    'max_bt_amount',
    'app_loan_bt',
    'app_loan_bt_threshold',
    'bt_of_od_allowed',
    'special_conditions',
  ]),
});

export async function bankTransferRoutes(app: FastifyInstance, ctx: RulesCtx) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    API.btrules.getAllBtRules,
    { schema: { tags: TAGS, summary: 'Bank transfer rules (optionally of one bank)', querystring: ruleListQuerySchema }, config: can.view },
    async (request) => {
      const { rows, total } = await pageRules(ctx, btGroup, request.query);
      return ok(listAnswer(['bt_rules'], rows, total, request.query.page, request.query.limit));
    },
  );

  r.post(
    API.btrules.createBtRule,
    { schema: { tags: TAGS, summary: 'Create a bank transfer rule', body: createBtRuleSchema }, config: can.create },
    async (request, reply) => {
      const dto = await createRule(ctx, btGroup, request.body, actorOf(request), request.body.product_id);
      return reply.status(201).send(ok(dto, RULE_MESSAGES.btCreated, 201));
    },
  );

  r.put(
    API.btrules.updateBtRule,
    { schema: { tags: TAGS, summary: 'Update a bank transfer rule', querystring: idWithPairQuerySchema, body: updateBtRuleSchema }, config: can.edit },
    async (request) => {
      const { id, product_id } = request.query;
      const dto = await updateRule(ctx, btGroup, id, request.body, actorOf(request), request.body.product_id ?? product_id);
      return ok(dto, RULE_MESSAGES.btUpdated);
    },
  );

  r.delete(
    API.btrules.deleteBtRule,
    { schema: { tags: TAGS, summary: 'Delete a bank transfer rule', querystring: idWithPairQuerySchema }, config: can.delete },
    async (request) => ok(await deleteRule(ctx, btGroup, request.query.id, actorOf(request), request.query.product_id), RULE_MESSAGES.ruleDeleted),
  );
}
