import { RULE_GROUP_DEFINITIONS } from '../rule-groups';
import type { RuleRowFields } from '../rule-groups/define-rule-group';

type Definition = (typeof RULE_GROUP_DEFINITIONS)[number];
type GroupName = Definition['group'];
/** The columns every stored row has beside its group's fields. */
interface StoredRow {
  id: string;
  bank_id?: string;
  product_id?: string;
  is_active?: boolean | null;
  valid_from?: string | null;
  valid_to?: string | null;
}
type RowOf<G extends GroupName> = StoredRow & RuleRowFields<Extract<Definition, { group: G }>>;

/**
 * A stored row of any group, active on every day: every field its definition lists is null unless
 * given, so a field added to a definition reaches the tests' rows without touching them.
 */
export function ruleRow<G extends GroupName>(group: G, id: string, given: Partial<RowOf<G>> = {}): RowOf<G> {
  const definition = RULE_GROUP_DEFINITIONS.find((d) => d.group === group);
  if (definition === undefined) throw new Error(`no rule group ${group}`);
  const fields = Object.fromEntries(Object.keys(definition.fields).map((name) => [name, null]));
  return { id, is_active: true, valid_from: null, valid_to: null, ...fields, ...given } as RowOf<G>;
}
