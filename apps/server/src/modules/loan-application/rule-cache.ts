import type { RuleSet } from './rule-set.repository';

/** Plain, uniformly built copies of rule rows (the benchmark's baseline input). */
export function toPlainRuleSet(rules: RuleSet): RuleSet {
  return JSON.parse(JSON.stringify(rules)) as RuleSet;
}
