import { API } from '../api-paths';
import { RULE_MESSAGES as M } from '../rule-messages';
import { defineRuleGroup } from './define-rule-group';
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
  texts: {
    title: 'FOIR Rules',
    description: 'Share of the monthly salary available for EMIs, per category and salary band',
    emptyText: 'No FOIR rules configured. Click "Add Rule" to create one.',
    confirmTitle: 'FOIR Rule',
    loadError: 'Failed to load FOIR rules',
    saveError: 'Failed to save FOIR rules',
    deleteError: 'Failed to delete FOIR rule',
    compact: true,
  },
});
