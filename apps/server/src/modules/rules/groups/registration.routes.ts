import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idQuery } from '@lbo/contracts/common';
import { RULE_MESSAGES, optionalPairQuerySchema, registrationSaveSchema, ruleListQuerySchema } from '@lbo/contracts/rules';
import { registrationRules } from '../../../db/schema';
import { ok } from '../../../lib/envelope';
import { registrationTypeConflict } from '../shared/rule-conflicts';
import { actorOf, can, listAnswer, pairOf, TAGS } from '../shared/route-kit';
import { defineGroup } from '../shared/rule-group';
import { deleteRule, pageRules, saveRules, type RulesCtx } from '../shared/rule-rows.service';
import { API } from '@lbo/contracts/api-paths';

/** GOVERMENT (as the editor sends it) is stored and answered as GOVERNMENT; the schema does that. */
export const registrationGroup = defineGroup({
  group: 'registrationType',
  noun: 'Registration rule',
  table: registrationRules,
  fields: { registration_type: 'registration_type', salary_min: 'salary_min', max_age: 'max_age' },
  conflict: registrationTypeConflict,
});

export async function registrationRoutes(app: FastifyInstance, ctx: RulesCtx) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    API.registrationrules.getAllRegistrationRules,
    { schema: { tags: TAGS, summary: 'Registration-type rules (optionally of one bank or pair)', querystring: ruleListQuerySchema }, config: can.view },
    async (request) => {
      const { rows, total } = await pageRules(ctx, registrationGroup, request.query);
      return ok(listAnswer(['registration_rules', 'registrationRules'], rows, total, request.query.page, request.query.limit, true));
    },
  );

  r.route({
    method: ['POST', 'PUT'],
    url: API.registrationrules.createandupdateRegistrationRule,
    schema: {
      tags: TAGS,
      summary: "Save a pair's registration-type rules in one transaction",
      querystring: optionalPairQuerySchema,
      body: registrationSaveSchema,
    },
    config: can.edit,
    handler: async (request) => {
      const rules = await saveRules(ctx, registrationGroup, pairOf(request.query, request.body), request.body.rules, actorOf(request));
      return ok({ rules, registration_rules: rules, registrationRules: rules }, RULE_MESSAGES.registrationSaved);
    },
  });

  r.delete(
    API.registrationrules.deleteRegistrationRule,
    { schema: { tags: TAGS, summary: 'Delete a registration-type rule', querystring: idQuery }, config: can.delete },
    async (request) => ok(await deleteRule(ctx, registrationGroup, request.query.id, actorOf(request)), RULE_MESSAGES.registrationDeleted),
  );
}
