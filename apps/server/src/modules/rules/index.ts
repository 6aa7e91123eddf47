import type { FastifyInstance } from 'fastify';
import { RULE_GROUP_DEFINITIONS, type RuleGroupDefinition } from '@lbo/contracts/rule-groups';
import type { Clock } from '../../lib/clock';
import { rulesInfoRoutes } from './rules-info/rules-info.routes';
import { groupFromDefinition, type RuleTable } from './shared/rule-group';
import { ruleGroupRoutes } from './shared/rule-group-routes';
import { applierKey, ruleApplier } from './shared/rule-proposals';
import { ruleTableOf } from './shared/rule-group-tables';

/** A group beyond the nine: its definition and, when its table is not in the schema, the table. */
export interface ExtraRuleGroup {
  definition: RuleGroupDefinition;
  table?: RuleTable;
}

/** The server's view of each of the nine groups. */
const SERVER_RULE_GROUPS = RULE_GROUP_DEFINITIONS.map((definition) => groupFromDefinition(definition, ruleTableOf(definition)));

/** The nine rule groups (and any extra ones), each registered from its definition; the rules list and the change history. */
export async function rulesModule(app: FastifyInstance, opts: { clock: Clock; extraRuleGroups?: readonly ExtraRuleGroup[] }) {
  const ctx = { db: app.db, clock: opts.clock, changeHooks: app.ruleChangeHooks };
  const extra = (opts.extraRuleGroups ?? []).map(({ definition, table }) => groupFromDefinition(definition, table ?? ruleTableOf(definition)));
  const groups = [...SERVER_RULE_GROUPS, ...extra];
  for (const group of groups) {
    await app.register(ruleGroupRoutes, { ctx, group });
    app.ruleChangeAppliers.set(applierKey(group), ruleApplier(ctx, group));
  }
  await app.register(rulesInfoRoutes, { ctx, groups });
}
