import { API } from '../api-paths';
import { RULE_MESSAGES as M } from '../rule-messages';
import { defineRuleGroup, STATUS_AND_VALIDITY_CARD } from './define-rule-group';
import { count, percent } from './rule-field';

/** How much of existing loans and cards counts against the applicant's income. */
export const obligationGroup = defineRuleGroup({
  group: 'obligationType',
  table: 'obligation_rules',
  engineKey: 'obligation',
  noun: 'obligation rule',
  scope: 'pair',
  editor: 'single',
  fields: {
    emis_pending: count('EMIs Pending (loan about to close)'),
    HL_co_app_percentage_obligated_on_emi: percent('HL Co-applicant % Obligated on EMI', { column: 'hl_co_app_percentage_obligated_on_emi', decimals: 2 }),
    GL_sanction_percentage_obligated: percent('GL Sanction % Obligated', { column: 'gl_sanction_percentage_obligated', decimals: 2 }),
    cc_sanction_amount_percentage_obligated: percent('CC Outstanding % Obligated', { decimals: 2 }),
    cc_waive_off_percentrage_of_nth: percent('CC Waive-off % of NTH', { decimals: 2 }),
  },
  cards: [
    {
      title: 'Obligations',
      fields: [
        'emis_pending',
        'HL_co_app_percentage_obligated_on_emi',
        'GL_sanction_percentage_obligated',
        'cc_sanction_amount_percentage_obligated',
        'cc_waive_off_percentrage_of_nth',
      ],
    },
    STATUS_AND_VALIDITY_CARD,
  ],
  api: {
    list: { path: API.obligationrules.getAllObligationRules, read: 'page', name: 'obligation_rules', withTotalCount: true },
    create: { path: API.obligationrules.createObligationRule, message: M.obligationCreated },
    update: { path: API.obligationrules.updateObligationRules, message: M.obligationUpdated },
    delete: { path: API.obligationrules.deleteObligationRule, message: M.ruleDeleted },
  },
  texts: { title: 'Obligation Type', loadError: 'Failed to load obligation rule', saveError: 'Failed to save obligation rule' },
});
