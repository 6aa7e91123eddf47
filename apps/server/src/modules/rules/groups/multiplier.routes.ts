import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idQuery } from '@lbo/contracts/common';
import { RULE_MESSAGES, multiplierSaveSchema, optionalPairQuerySchema, pairQuerySchema } from '@lbo/contracts/rules';
import { multiplierRules } from '../../../db/schema';
import { ok } from '../../../lib/envelope';
import { salaryBandConflict } from '../shared/rule-conflicts';
import { actorOf, can, pairOf, TAGS } from '../shared/route-kit';
import { defineGroup } from '../shared/rule-group';
import { deleteRule, listPairRules, saveRules, type RulesCtx } from '../shared/rule-rows.service';
import { API } from '@lbo/contracts/api-paths';

export const multiplierGroup = defineGroup({
  group: 'multiplier',
  noun: 'Multiplier rule',
  table: multiplierRules,
  fields: { category_id: 'category_id', salary_min: 'salary_min', salary_max: 'salary_max', multiplier: 'multiplier' },
  conflict: salaryBandConflict,
});

export async function multiplierRoutes(app: FastifyInstance, ctx: RulesCtx) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    API.multiplier.getMultiplierRuleByBankandProductId,
    { schema: { tags: TAGS, summary: "A pair's multiplier rules", querystring: pairQuerySchema }, config: can.view },
    async (request) => ok(await listPairRules(ctx, multiplierGroup, request.query.bank_id, request.query.product_id)),
  );

  r.put(
    API.multiplier.createandupdatemultiplierRule,
    {
      schema: { tags: TAGS, summary: "Save a pair's multiplier rules in one transaction", querystring: optionalPairQuerySchema, body: multiplierSaveSchema },
      config: can.edit,
    },
    async (request) => {
      const rules = await saveRules(ctx, multiplierGroup, pairOf(request.query, request.body), request.body.rules, actorOf(request));
      return ok({ rules, multiplierRules: rules }, RULE_MESSAGES.multiplierSaved);
    },
  );

  r.delete(
    API.multiplier.deleteMultiplierRule,
    { schema: { tags: TAGS, summary: 'Delete a multiplier rule', querystring: idQuery }, config: can.delete },
    async (request) => ok(await deleteRule(ctx, multiplierGroup, request.query.id, actorOf(request)), RULE_MESSAGES.ruleDeleted),
  );
}
