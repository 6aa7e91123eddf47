import { API } from '../api-paths';
import { RULE_MESSAGES as M } from '../rule-messages';
import { compactRowsTexts, defineRuleGroup } from './define-rule-group';
import { num, salaryBand } from './rule-field';

/** Loan cap as a multiple of the monthly salary, per category and salary band. */
export const multiplierGroup = defineRuleGroup({
  group: 'multiplier',
  table: 'multiplier_rules',
  engineKey: 'multiplier',
  noun: 'multiplier rule',
  scope: 'pair',
  editor: 'rows',
  conflict: 'salaryBand',
  fields: {
    ...salaryBand(),
    // A multiple, not a share: no upper bound of 100.
    multiplier: num('Multiplier', { step: '0.01' }),
  },
  bounds: [['salary_min', 'salary_max']],
  cards: [{ title: '', fields: ['category_id', 'salary_min', 'salary_max', 'multiplier'] }],
  api: {
    list: { path: API.multiplier.getMultiplierRuleByBankandProductId, read: 'pair' },
    save: { path: API.multiplier.createandupdatemultiplierRule, methods: ['PUT'], name: 'rules', message: M.multiplierSaved },
    delete: { path: API.multiplier.deleteMultiplierRule, message: M.ruleDeleted },
  },
  texts: compactRowsTexts('multiplier rule', 'Multiplier Rule', 'Loan amount cap as a multiple of the monthly salary, per category and salary band'),
});
