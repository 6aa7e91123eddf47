import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idQuery } from '@lbo/contracts/common';
import { RULE_MESSAGES, createCibilEnquirySchema, ruleListQuerySchema, updateCibilEnquirySchema } from '@lbo/contracts/rules';
import { cibilEnquiryRules } from '../../../db/schema';
import { ok } from '../../../lib/envelope';
import { actorOf, can, listAnswer, TAGS } from '../shared/route-kit';
import { defineGroup } from '../shared/rule-group';
import { createRule, deleteRule, pageRules, updateRule, type RulesCtx } from '../shared/rule-rows.service';
import { API } from '@lbo/contracts/api-paths';

export const cibilEnquiryGroup = defineGroup({
  group: 'cibilEnquiry',
  noun: 'CIBIL enquiry rule',
  table: cibilEnquiryRules,
  fields: {
    TotalEnquiriesLast7Days: 'total_enquiries_last_7_days',
    TotalEnquiriesLast30Days: 'total_enquiries_last_30_days',
    TotalEnquiriesLast90Days: 'total_enquiries_last_90_days',
    TotalEnquiriesLast180Days: 'total_enquiries_last_180_days',
  },
});

export async function cibilEnquiryRoutes(app: FastifyInstance, ctx: RulesCtx) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    API.cibilenquiries.getAllCibilenquiryRules,
    { schema: { tags: TAGS, summary: 'CIBIL enquiry rules (optionally of one bank or pair)', querystring: ruleListQuerySchema }, config: can.view },
    async (request) => {
      const { rows, total } = await pageRules(ctx, cibilEnquiryGroup, request.query);
      return ok(listAnswer(['cibilEnquiryRules', 'cibil_enquiry_rules'], rows, total, request.query.page, request.query.limit, true));
    },
  );

  r.post(
    API.cibilenquiries.createCibilEnquiryRule,
    { schema: { tags: TAGS, summary: 'Create a CIBIL enquiry rule', body: createCibilEnquirySchema }, config: can.create },
    async (request, reply) => {
      const dto = await createRule(ctx, cibilEnquiryGroup, request.body, actorOf(request));
      return reply.status(201).send(ok(dto, RULE_MESSAGES.cibilCreated, 201));
    },
  );

  r.put(
    API.cibilenquiries.updateCibilEnquiryRule,
    { schema: { tags: TAGS, summary: 'Update a CIBIL enquiry rule', querystring: idQuery, body: updateCibilEnquirySchema }, config: can.edit },
    async (request) => ok(await updateRule(ctx, cibilEnquiryGroup, request.query.id, request.body, actorOf(request)), RULE_MESSAGES.cibilUpdated),
  );

  r.delete(
    API.cibilenquiries.deleteCibilEnquiryRule,
    { schema: { tags: TAGS, summary: 'Delete a CIBIL enquiry rule', querystring: idQuery }, config: can.delete },
    async (request) => ok(await deleteRule(ctx, cibilEnquiryGroup, request.query.id, actorOf(request)), RULE_MESSAGES.ruleDeleted),
  );
}
