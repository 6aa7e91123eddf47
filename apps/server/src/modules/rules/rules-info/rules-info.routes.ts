import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getTableName } from 'drizzle-orm';
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
import { toDto, type GroupDef, type StoredRow } from '../shared/rule-group';
import { pagePairHistory, pageRulesInfo } from './rules-info.repository';
import { API } from '@lbo/contracts/api-paths';
import { ruleHistoryAnswer, rulesInfoAnswer } from '@lbo/contracts/rules';

function pageDetails(totalCount: number, page: number, limit: number): PageDetails {
  return { totalCount, page, limit, totalPages: Math.max(1, Math.ceil(totalCount / limit)) };
}

/** The table a group's rows live in, by its SQL name (as the row history names it). */
const tableOf = (def: GroupDef) => getTableName(def.table);

export async function rulesInfoRoutes(app: FastifyInstance, opts: { ctx: RulesCtx; groups: readonly GroupDef[] }) {
  const { ctx, groups } = opts;
  const byTable = new Map(groups.map((g) => [tableOf(g), g]));
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    API.rulesinfo.getAllRulesinfo,
    {
      schema: {
        tags: TAGS,
        summary: 'Bank and product pairs that have rules, with who created and changed them',
        querystring: rulesInfoQuerySchema,
        response: { 200: rulesInfoAnswer },
      },
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
    {
      schema: {
        tags: TAGS,
        summary: "A pair's rule changes, newest first, each with its version, kind and reason",
        querystring: ruleHistoryQuerySchema,
        response: { 200: ruleHistoryAnswer },
      },
      config: can.view,
    },
    async (request) => {
      const { bank_id, product_id, rule_group, page, limit } = request.query;
      await assertPair(ctx.db, bank_id!, product_id!);
      const shown = groups.filter((g) => !rule_group || g.group === rule_group);
      const { rows, total } = await pagePairHistory(ctx.db, {
        bankId: bank_id!,
        productId: product_id!,
        pairTables: shown.filter((g) => g.productColumn).map(tableOf),
        bankTables: shown.filter((g) => !g.productColumn).map(tableOf),
        page,
        limit,
      });
      const history: RuleChange[] = rows.map((row) => {
        const def = byTable.get(row.tbl)!;
        return {
          id: `${row.version}:${row.tbl}:${row.row_id}`,
          rule_group: def.group as RuleGroup,
          rule_group_label: RULE_GROUP_LABELS[def.group as RuleGroup] ?? def.group,
          rule_id: row.row_id,
          action: !row.before ? 'create' : !row.after ? 'delete' : 'update',
          before: row.before && toDto(def, row.before as StoredRow),
          after: row.after && toDto(def, row.after as StoredRow),
          changed_by: { id: row.created_by, name: row.created_by_name },
          changed_at: row.created_at.toISOString(),
          reason: row.reason,
          version: row.version,
          kind: row.kind,
        };
      });
      return ok({ history, pageDetails: pageDetails(total, page, limit), pagination: pagination(total, page, limit) });
    },
  );
}
