import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idQuery } from '@lbo/contracts/common';
import { GENERAL_FIELDS, RULE_MESSAGES, createGeneralEligibilitySchema, pairQuerySchema, updateGeneralEligibilitySchema } from '@lbo/contracts/rules';
import { generalEligibilityRules } from '../../../db/schema';
import { ok } from '../../../lib/envelope';
import { actorOf, can, formRow, TAGS } from '../shared/route-kit';
import { defineGroup, sameNames } from '../shared/rule-group';
import { createRule, deleteRule, listPairRules, updateRule, type RulesCtx } from '../shared/rule-rows.service';
import { API } from '@lbo/contracts/api-paths';

export const generalGroup = defineGroup({
  group: 'generalEligibility',
  noun: 'General eligibility rule',
  table: generalEligibilityRules,
  fields: sameNames(GENERAL_FIELDS),
  onePerPair: RULE_MESSAGES.generalExists,
});

export async function generalEligibilityRoutes(app: FastifyInstance, ctx: RulesCtx) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    API.generaleligibility.getGeneralRuleBybankandproduct,
    { schema: { tags: TAGS, summary: "A pair's general eligibility rule (null when none)", querystring: pairQuerySchema }, config: can.view },
    async (request) => ok(formRow(await listPairRules(ctx, generalGroup, request.query.bank_id, request.query.product_id))),
  );

  r.post(
    API.generaleligibility.createGeneralEligiblity,
    { schema: { tags: TAGS, summary: 'Create the general eligibility rule of a pair', body: createGeneralEligibilitySchema }, config: can.create },
    async (request, reply) => {
      const dto = await createRule(ctx, generalGroup, request.body, actorOf(request));
      return reply.status(201).send(ok(dto, RULE_MESSAGES.generalCreated, 201));
    },
  );

  r.put(
    API.generaleligibility.updateGeneralRule,
    { schema: { tags: TAGS, summary: 'Update a general eligibility rule', querystring: idQuery, body: updateGeneralEligibilitySchema }, config: can.edit },
    async (request) => ok(await updateRule(ctx, generalGroup, request.query.id, request.body, actorOf(request)), RULE_MESSAGES.generalUpdated),
  );

  r.delete(
    API.generaleligibility.deleteGeneralRule,
    { schema: { tags: TAGS, summary: 'Delete a general eligibility rule', querystring: idQuery }, config: can.delete },
    async (request) => ok(await deleteRule(ctx, generalGroup, request.query.id, actorOf(request)), RULE_MESSAGES.ruleDeleted),
  );
}
