import { RULE_GROUP_DEFINITIONS } from '../rule-groups';
import type { RuleRowFields, StoredRuleRow } from '../rule-groups/define-rule-group';

type Definition = (typeof RULE_GROUP_DEFINITIONS)[number];
type GroupName = Definition['group'];
type RowOf<G extends GroupName> = StoredRuleRow & RuleRowFields<Extract<Definition, { group: G }>>;

/**
 * Builds the stored rows of one group, active on every day: every field its definition lists is
 * null unless in `defaults` or given, so a field added to a definition reaches the tests' rows
 * without touching them.
 */
export function ruleRowBuilder<G extends GroupName>(group: G, id: string, defaults: Partial<RowOf<G>> = {}): (given?: Partial<RowOf<G>>) => RowOf<G> {
  const definition = RULE_GROUP_DEFINITIONS.find((d) => d.group === group);
  if (definition === undefined) throw new Error(`no rule group ${group}`);
  const fields = Object.fromEntries(Object.keys(definition.fields).map((name) => [name, null]));
  return (given = {}) => ({ id, is_active: true, valid_from: null, valid_to: null, ...fields, ...defaults, ...given }) as RowOf<G>;
}
