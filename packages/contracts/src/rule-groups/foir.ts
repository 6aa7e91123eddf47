import { API } from '../api-paths';
import { RULE_MESSAGES as M } from '../rule-messages';
import { compactRowsTexts, defineRuleGroup } from './define-rule-group';
import { percent, salaryBand } from './rule-field';

/** Share of the monthly salary available for EMIs, per category and salary band. */
export const foirGroup = defineRuleGroup({
  group: 'foir',
  table: 'foir_rules',
  engineKey: 'foir',
  noun: 'FOIR rule',
  scope: 'pair',
  editor: 'rows',
  conflict: 'salaryBand',
  fields: {
    ...salaryBand(),
    foir_percent: percent('FOIR %', { required: M.foirRequired }),
    foir_percent_with_secured: percent('FOIR % with Secured'),
  },
  bounds: [['salary_min', 'salary_max']],
  cards: [{ title: '', fields: ['category_id', 'salary_min', 'salary_max', 'foir_percent', 'foir_percent_with_secured'] }],
  api: {
    list: { path: API.foir.getAllfoirrules, read: 'page', name: 'foirRules' },
    save: { path: API.foir.createandupdatefoirrule, methods: ['PUT'], name: 'rules', message: M.foirSaved },
    delete: { path: API.foir.deletefoirrule, message: M.ruleDeleted },
  },
  texts: compactRowsTexts('FOIR rule', 'FOIR Rule', 'Share of the monthly salary available for EMIs, per category and salary band'),
});
