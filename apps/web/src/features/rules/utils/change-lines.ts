import type { RuleChange } from '@lbo/contracts/rules';
import { describeRuleField, fieldOrder, ruleRowPlace, UNWORDED_FIELDS, type IdNames } from '@lbo/contracts/rule-wording';

export interface ChangeLine {
  field: string;
  /** The field as the editor labels it. */
  label: string;
  before: string;
  after: string;
}

type Change = Pick<RuleChange, 'rule_group' | 'action' | 'before' | 'after'>;

/**
 * The fields a change touched, in the editor's order and words (labels, ₹ amounts, Yes / No, %,
 * categories by name): every set field of a created or deleted rule, the differing ones of an update.
 */
export function changeLines(change: Change, categoryNames: IdNames = new Map()): ChangeLine[] {
  const before = change.before ?? {};
  const after = change.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((f) => !UNWORDED_FIELDS.has(f)).sort(fieldOrder(change.rule_group));
  return fields
    .map((field) => {
      const was = describeRuleField(change.rule_group, field, before[field], categoryNames);
      const now = describeRuleField(change.rule_group, field, after[field], categoryNames);
      return { field, label: now.label, before: field in before ? was.value : '—', after: field in after ? now.value : '—' };
    })
    .filter((line) => (change.action === 'update' ? line.before !== line.after : (change.action === 'create' ? line.after : line.before) !== '—'));
}

/** Which row a change is about within its pair: 'CAT A · ₹50,000 and above' (empty for one-per-pair groups). */
export const changePlace = (change: Change, categoryNames: IdNames = new Map()) =>
  ruleRowPlace(change.rule_group, change.after ?? change.before, categoryNames).join(' · ');
