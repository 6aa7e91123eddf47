import { API } from '../api-paths';
import { RULE_MESSAGES as M } from '../rule-messages';
import { defineRuleGroup, STATUS_AND_VALIDITY_CARD } from './define-rule-group';
import { num } from './rule-field';

/** Minimum months with the present employer and in all. */
export const employmentGroup = defineRuleGroup({
  group: 'employment',
  table: 'employment_rules',
  engineKey: 'employment',
  noun: 'employment rule',
  scope: 'pair',
  editor: 'single',
  fields: {
    present_employment_min_months: num('Present Employment (min months)', { required: M.presentEmploymentRequired }),
    total_employment_min_months: num('Total Employment (min months)', { required: M.totalEmploymentRequired }),
  },
  cards: [{ title: 'Employment Criteria', fields: ['present_employment_min_months', 'total_employment_min_months'] }, STATUS_AND_VALIDITY_CARD],
  api: {
    list: { path: API.employementcriteria.getEmpcriteriaByBankandProductId, read: 'pairForm' },
    create: { path: API.employementcriteria.createempcriteria, message: M.employmentCreated },
    update: { path: API.employementcriteria.updateempcriteria, message: M.employmentUpdated },
    delete: { path: API.employementcriteria.deleteempcriteria, message: M.ruleDeleted },
  },
  texts: { title: 'Employment Rule', loadError: 'Failed to load employment rule', saveError: 'Failed to save employment rule' },
});
