import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idQuery } from '@lbo/contracts/common';
import { RULE_MESSAGES, createObligationSchema, ruleListQuerySchema, updateObligationSchema } from '@lbo/contracts/rules';
import { obligationRules } from '../../../db/schema';
import { ok } from '../../../lib/envelope';
import { actorOf, can, listAnswer, TAGS } from '../shared/route-kit';
import { defineGroup } from '../shared/rule-group';
import { createRule, deleteRule, pageRules, updateRule, type RulesCtx } from '../shared/rule-rows.service';
import { API } from '@lbo/contracts/api-paths';

export const obligationGroup = defineGroup({
  group: 'obligationType',
  noun: 'Obligation rule',
  table: obligationRules,
  fields: {
    emis_pending: 'emis_pending',
    HL_co_app_percentage_obligated_on_emi: 'hl_co_app_percentage_obligated_on_emi',
    GL_sanction_percentage_obligated: 'gl_sanction_percentage_obligated',
    cc_sanction_amount_percentage_obligated: 'cc_sanction_amount_percentage_obligated',
    cc_waive_off_percentrage_of_nth: 'cc_waive_off_percentrage_of_nth',
  },
});

export async function obligationRoutes(app: FastifyInstance, ctx: RulesCtx) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    API.obligationrules.getAllObligationRules,
    { schema: { tags: TAGS, summary: 'Obligation rules (optionally of one bank or pair)', querystring: ruleListQuerySchema }, config: can.view },
    async (request) => {
      const { rows, total } = await pageRules(ctx, obligationGroup, request.query);
      return ok(listAnswer(['obligation_rules'], rows, total, request.query.page, request.query.limit, true));
    },
  );

  r.post(
    API.obligationrules.createObligationRule,
    { schema: { tags: TAGS, summary: 'Create an obligation rule', body: createObligationSchema }, config: can.create },
    async (request, reply) => {
      const dto = await createRule(ctx, obligationGroup, request.body, actorOf(request));
      return reply.status(201).send(ok(dto, RULE_MESSAGES.obligationCreated, 201));
    },
  );

  r.put(
    API.obligationrules.updateObligationRules,
    { schema: { tags: TAGS, summary: 'Update an obligation rule', querystring: idQuery, body: updateObligationSchema }, config: can.edit },
    async (request) => ok(await updateRule(ctx, obligationGroup, request.query.id, request.body, actorOf(request)), RULE_MESSAGES.obligationUpdated),
  );

  r.delete(
    API.obligationrules.deleteObligationRule,
    { schema: { tags: TAGS, summary: 'Delete an obligation rule', querystring: idQuery }, config: can.delete },
    async (request) => ok(await deleteRule(ctx, obligationGroup, request.query.id, actorOf(request)), RULE_MESSAGES.ruleDeleted),
  );
}
