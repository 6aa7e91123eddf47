import { API } from '../api-paths';
import { RULE_MESSAGES as M } from '../rule-messages';
import { defineRuleGroup, STATUS_AND_VALIDITY_CARD } from './define-rule-group';
import { count, json, rupees, yesNo } from './rule-field';

/**
 * Balance-transfer rules belong to a bank. A product_id, when sent, names the pair being
 * edited: the change is recorded in that pair's history and rules-info.
 */
export const bankTransferGroup = defineRuleGroup({
  group: 'bankTransfer',
  table: 'bt_rules',
  engineKey: 'balanceTransfer',
  noun: 'bank transfer rule',
  scope: 'bank',
  editor: 'single',
  fields: {
    min_emis_paid: count('Min EMIs Paid', { min0: M.minEmis }),
    max_bt_count: count('Max BT Count', { min0: M.maxBtCount }),
    min_bt_amount: rupees('Min BT Amount', { min0: M.minBtAmount }),
    max_bt_amount: rupees('Max BT Amount', { min0: M.maxBtAmount }),
    app_loan_bt: yesNo('App Loan BT Allowed'),
    app_loan_bt_threshold: rupees('App Loan BT Threshold'),
    bt_of_od_allowed: yesNo('BT of OD Allowed'),
    special_conditions: json('Special Conditions (JSON)'),
  },
  bounds: [['min_bt_amount', 'max_bt_amount']],
  cards: [
    { title: 'Transfer Limits', fields: ['min_emis_paid', 'max_bt_count', 'min_bt_amount', 'max_bt_amount'] },
    { title: 'App Loans & Overdrafts', fields: ['app_loan_bt', 'app_loan_bt_threshold', 'bt_of_od_allowed'] },
    { title: 'Special Conditions', fields: ['special_conditions'] },
    STATUS_AND_VALIDITY_CARD,
  ],
  api: {
    list: { path: API.btrules.getAllBtRules, read: 'page', name: 'bt_rules' },
    create: { path: API.btrules.createBtRule, message: M.btCreated },
    update: { path: API.btrules.updateBtRule, message: M.btUpdated },
    delete: { path: API.btrules.deleteBtRule, message: M.ruleDeleted },
  },
  texts: {
    title: 'Bank Transfer Criteria',
    description: 'Balance-transfer rules apply to the bank across its products.',
    loadError: 'Failed to load bank transfer rules',
    saveError: 'Failed to save bank transfer rule',
  },
});
