import { describe, expect, it } from 'vitest';
import { MASTER_MESSAGES } from '@lbo/contracts/master-data';
import { newRule, rulesToSave, validateRules, type RuleDraft } from './mapping-rules';

const saved = (over: Partial<RuleDraft>): RuleDraft => ({
  key: 'k',
  id: 'id',
  company_id: 'c',
  company_name: 'C',
  category_id: 'x',
  is_active: true,
  dirty: false,
  ...over,
});

describe('mapping rules', () => {
  it('need a company and a category, and a company only once', () => {
    const blank = newRule();
    const errors = validateRules([saved({ key: 'a', company_id: 'c1' }), blank, saved({ key: 'b', company_id: 'c1' })]);
    expect(errors[blank.key]).toEqual({ company: MASTER_MESSAGES.companyRequired, category: MASTER_MESSAGES.categoryRequired });
    expect(errors.b).toEqual({ company: 'This company already has a rule' });
    expect(errors.a).toBeUndefined();
  });

  it('send new and changed rules only', () => {
    const rules = [
      saved({ key: 'a', id: 'id-a' }),
      saved({ key: 'b', id: 'id-b', dirty: true, is_active: false }),
      { ...newRule(), company_id: 'c2', category_id: 'x' },
    ];
    expect(rulesToSave(rules)).toEqual([
      { id: 'id-b', company_id: 'c', category_id: 'x', is_active: false },
      { id: undefined, company_id: 'c2', category_id: 'x', is_active: true },
    ]);
  });
});
