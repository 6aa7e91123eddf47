import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pagination } from '@lbo/contracts/common';
import {
  RULE_GROUP_LABELS,
  ruleHistoryQuerySchema,
  rulesInfoQuerySchema,
  type PageDetails,
  type RuleChange,
  type RuleGroup,
  type RulesInfoRow,
} from '@lbo/contracts/rules';
import { ok } from '../../../lib/envelope';
import { can, TAGS } from '../shared/route-kit';
import { assertPair, type RulesCtx } from '../shared/rule-rows.service';
import { pageRuleChanges, pageRulesInfo } from './rules-info.repository';
import { API } from '@lbo/contracts/api-paths';

function pageDetails(totalCount: number, page: number, limit: number): PageDetails {
  return { totalCount, page, limit, totalPages: Math.max(1, Math.ceil(totalCount / limit)) };
}

export async function rulesInfoRoutes(app: FastifyInstance, ctx: RulesCtx) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    API.rulesinfo.getAllRulesinfo,
    {
      schema: { tags: TAGS, summary: 'Bank and product pairs that have rules, with who created and changed them', querystring: rulesInfoQuerySchema },
      config: can.view,
    },
    async (request) => {
      const { page, limit } = request.query;
      const { rows, total } = await pageRulesInfo(ctx.db, { search: request.query.search_query ?? request.query.search, page, limit });
      const rulesInfoData: RulesInfoRow[] = rows.map((row) => ({
        id: row.id,
        bank_id: row.bank_id,
        product_id: row.product_id,
        bank_name: row.bank_name,
        product_name: row.product_name,
        rule_created_by: { name: row.created_by_name, createdAt: row.created_at.toISOString() },
        rule_updated_by: { name: row.updated_by_name, createdAt: row.updated_at.toISOString() },
      }));
      const details = pageDetails(total, page, limit);
      // The client reads rulesInfoData and pageDetails at the top level or under data.
      return { ...ok({ rulesInfoData, pageDetails: details, pagination: pagination(total, page, limit) }), rulesInfoData, pageDetails: details };
    },
  );

  r.get(
    API.rulesinfo.getRuleHistory,
    { schema: { tags: TAGS, summary: "A pair's rule changes, newest first", querystring: ruleHistoryQuerySchema }, config: can.view },
    async (request) => {
      const { bank_id, product_id, rule_group, page, limit } = request.query;
      await assertPair(ctx.db, bank_id!, product_id!);
      const { rows, total } = await pageRuleChanges(ctx.db, { bankId: bank_id!, productId: product_id!, group: rule_group, page, limit });
      const history: RuleChange[] = rows.map((row) => ({
        id: row.id,
        rule_group: row.rule_group as RuleGroup,
        rule_group_label: RULE_GROUP_LABELS[row.rule_group as RuleGroup] ?? row.rule_group,
        rule_id: row.rule_id,
        action: row.action,
        before: row.before as Record<string, unknown> | null,
        after: row.after as Record<string, unknown> | null,
        changed_by: { id: row.changed_by, name: row.changed_by_name },
        changed_at: row.changed_at.toISOString(),
      }));
      return ok({ history, pageDetails: pageDetails(total, page, limit), pagination: pagination(total, page, limit) });
    },
  );
}
