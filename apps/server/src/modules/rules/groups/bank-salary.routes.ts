import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idQuery } from '@lbo/contracts/common';
import {
  BANK_SALARY_NUMBER_FIELDS,
  RULE_MESSAGES,
  bankSalaryCreateSchema,
  bankSalaryRowSchema,
  bankSalarySaveSchema,
  optionalPairQuerySchema,
  pairQuerySchema,
} from '@lbo/contracts/rules';
import { bankSalaryRules } from '../../../db/schema';
import { ok } from '../../../lib/envelope';
import { salaryTierConflict } from '../shared/rule-conflicts';
import { actorOf, can, pairOf, TAGS } from '../shared/route-kit';
import { defineGroup, sameNames } from '../shared/rule-group';
import { createRule, deleteRule, listPairRules, saveRules, updateRule, type RulesCtx } from '../shared/rule-rows.service';
import { API } from '@lbo/contracts/api-paths';

/** Tiers by minimum salary within a category; two active tiers with the same minimum clash. */
export const bankSalaryGroup = defineGroup({
  group: 'bankSalary',
  noun: 'Bank salary rule',
  table: bankSalaryRules,
  fields: sameNames(['category_id', ...BANK_SALARY_NUMBER_FIELDS, 'remarks']),
  conflict: salaryTierConflict,
});

export async function bankSalaryRoutes(app: FastifyInstance, ctx: RulesCtx) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    API.banksalary.getSalaryRulesByBankandProduct,
    { schema: { tags: TAGS, summary: "A pair's bank salary rules", querystring: pairQuerySchema }, config: can.view },
    async (request) => ok(await listPairRules(ctx, bankSalaryGroup, request.query.bank_id, request.query.product_id)),
  );

  r.post(
    API.banksalary.createbanksalaryrule,
    { schema: { tags: TAGS, summary: 'Create a bank salary rule', body: bankSalaryCreateSchema }, config: can.create },
    async (request, reply) => {
      const dto = await createRule(ctx, bankSalaryGroup, request.body, actorOf(request));
      return reply.status(201).send(ok(dto, RULE_MESSAGES.bankSalarySaved, 201));
    },
  );

  r.put(
    API.banksalary.updateBankSalaryRule,
    { schema: { tags: TAGS, summary: 'Update a bank salary rule', querystring: idQuery, body: bankSalaryRowSchema }, config: can.edit },
    async (request) => ok(await updateRule(ctx, bankSalaryGroup, request.query.id, request.body, actorOf(request)), RULE_MESSAGES.bankSalarySaved),
  );

  // Not in the specification's list: the editor saves a whole tab in one transaction through it.
  r.route({
    method: ['POST', 'PUT'],
    url: API.banksalary.createandupdateBankSalaryRules,
    schema: { tags: TAGS, summary: "Save a pair's bank salary rules in one transaction", querystring: optionalPairQuerySchema, body: bankSalarySaveSchema },
    config: can.edit,
    handler: async (request) => {
      const rules = await saveRules(ctx, bankSalaryGroup, pairOf(request.query, request.body), request.body.rules, actorOf(request));
      return ok({ rules, bankSalaryRules: rules }, RULE_MESSAGES.bankSalarySaved);
    },
  });

  r.delete(
    API.banksalary.deleteBankSalaryRule,
    { schema: { tags: TAGS, summary: 'Delete a bank salary rule', querystring: idQuery }, config: can.delete },
    async (request) => ok(await deleteRule(ctx, bankSalaryGroup, request.query.id, actorOf(request)), RULE_MESSAGES.bankSalaryDeleted),
  );
}
