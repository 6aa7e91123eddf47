import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idQuery } from '@lbo/contracts/common';
import { RULE_MESSAGES, foirSaveSchema, optionalPairQuerySchema, ruleListQuerySchema } from '@lbo/contracts/rules';
import { foirRules } from '../../../db/schema';
import { ok } from '../../../lib/envelope';
import { salaryBandConflict } from '../shared/rule-conflicts';
import { actorOf, can, listAnswer, pairOf, TAGS } from '../shared/route-kit';
import { defineGroup, sameNames } from '../shared/rule-group';
import { deleteRule, pageRules, saveRules, type RulesCtx } from '../shared/rule-rows.service';
import { API } from '@lbo/contracts/api-paths';

export const foirGroup = defineGroup({
  group: 'foir',
  noun: 'FOIR rule',
  table: foirRules,
  fields: sameNames(['category_id', 'salary_min', 'salary_max', 'foir_percent', 'foir_percent_with_secured']),
  conflict: salaryBandConflict,
});

export async function foirRoutes(app: FastifyInstance, ctx: RulesCtx) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    API.foir.getAllfoirrules,
    { schema: { tags: TAGS, summary: 'FOIR rules (optionally of one bank or pair)', querystring: ruleListQuerySchema }, config: can.view },
    async (request) => {
      const { rows, total } = await pageRules(ctx, foirGroup, request.query);
      return ok(listAnswer(['foirRules'], rows, total, request.query.page, request.query.limit));
    },
  );

  r.put(
    API.foir.createandupdatefoirrule,
    {
      schema: { tags: TAGS, summary: "Save a pair's FOIR rules in one transaction", querystring: optionalPairQuerySchema, body: foirSaveSchema },
      config: can.edit,
    },
    async (request) => {
      const rules = await saveRules(ctx, foirGroup, pairOf(request.query, request.body), request.body.rules, actorOf(request));
      return ok({ rules, foirRules: rules }, RULE_MESSAGES.foirSaved);
    },
  );

  r.delete(API.foir.deletefoirrule, { schema: { tags: TAGS, summary: 'Delete a FOIR rule', querystring: idQuery }, config: can.delete }, async (request) =>
    ok(await deleteRule(ctx, foirGroup, request.query.id, actorOf(request)), RULE_MESSAGES.ruleDeleted),
  );
}
