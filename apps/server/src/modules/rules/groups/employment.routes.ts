import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idQuery } from '@lbo/contracts/common';
import { RULE_MESSAGES, createEmploymentSchema, pairQuerySchema, updateEmploymentSchema } from '@lbo/contracts/rules';
import { employmentRules } from '../../../db/schema';
import { ok } from '../../../lib/envelope';
import { actorOf, can, formRow, TAGS } from '../shared/route-kit';
import { defineGroup, sameNames } from '../shared/rule-group';
import { createRule, deleteRule, listPairRules, updateRule, type RulesCtx } from '../shared/rule-rows.service';
import { API } from '@lbo/contracts/api-paths';

export const employmentGroup = defineGroup({
  group: 'employment',
  noun: 'Employment rule',
  table: employmentRules,
  fields: sameNames(['present_employment_min_months', 'total_employment_min_months']),
});

export async function employmentRoutes(app: FastifyInstance, ctx: RulesCtx) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    API.employementcriteria.getEmpcriteriaByBankandProductId,
    { schema: { tags: TAGS, summary: "A pair's employment rule (null when none)", querystring: pairQuerySchema }, config: can.view },
    async (request) => ok(formRow(await listPairRules(ctx, employmentGroup, request.query.bank_id, request.query.product_id))),
  );

  r.post(
    API.employementcriteria.createempcriteria,
    { schema: { tags: TAGS, summary: 'Create an employment rule', body: createEmploymentSchema }, config: can.create },
    async (request, reply) => {
      const dto = await createRule(ctx, employmentGroup, request.body, actorOf(request));
      return reply.status(201).send(ok(dto, RULE_MESSAGES.employmentCreated, 201));
    },
  );

  r.put(
    API.employementcriteria.updateempcriteria,
    { schema: { tags: TAGS, summary: 'Update an employment rule', querystring: idQuery, body: updateEmploymentSchema }, config: can.edit },
    async (request) => ok(await updateRule(ctx, employmentGroup, request.query.id, request.body, actorOf(request)), RULE_MESSAGES.employmentUpdated),
  );

  r.delete(
    API.employementcriteria.deleteempcriteria,
    { schema: { tags: TAGS, summary: 'Delete an employment rule', querystring: idQuery }, config: can.delete },
    async (request) => ok(await deleteRule(ctx, employmentGroup, request.query.id, actorOf(request)), RULE_MESSAGES.ruleDeleted),
  );
}
