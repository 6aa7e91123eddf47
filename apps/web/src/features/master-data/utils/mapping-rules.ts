import { MASTER_MESSAGES as M, type MappingDto } from '@lbo/contracts/master-data';
import type { MappingRuleInput } from '../api/save-mapping-rules';

/** One row of the rules editor; `id` only once saved. */
export interface RuleDraft {
  key: string;
  id?: string | undefined;
  company_id: string;
  company_name: string;
  category_id: string;
  is_active: boolean;
  /** Changed since loaded (saved rows are only sent when changed). */
  dirty: boolean;
}

export interface RuleErrors {
  company?: string;
  category?: string;
}

let counter = 0;
export const newRule = (): RuleDraft => ({ key: `new-${++counter}`, company_id: '', company_name: '', category_id: '', is_active: true, dirty: true });

export const toDraft = (m: MappingDto): RuleDraft => ({
  key: m.id,
  id: m.id,
  company_id: m.company_id,
  company_name: m.company_name,
  category_id: m.category_id,
  is_active: m.is_active,
  dirty: false,
});

/** Each rule needs a company and a category, and a company may appear once per bank and product. */
export function validateRules(rules: RuleDraft[]): Record<string, RuleErrors> {
  const errors: Record<string, RuleErrors> = {};
  const seen = new Set<string>();
  for (const rule of rules) {
    const e: RuleErrors = {};
    if (!rule.company_id) e.company = M.companyRequired;
    else if (seen.has(rule.company_id)) e.company = 'This company already has a rule';
    if (!rule.category_id) e.category = M.categoryRequired;
    if (rule.company_id) seen.add(rule.company_id);
    if (e.company || e.category) errors[rule.key] = e;
  }
  return errors;
}

/** What to send: new rules and changed ones. */
export function rulesToSave(rules: RuleDraft[]): MappingRuleInput[] {
  return rules.filter((r) => r.dirty || !r.id).map((r) => ({ id: r.id, company_id: r.company_id, category_id: r.category_id, is_active: r.is_active }));
}
