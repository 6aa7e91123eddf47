import { API } from '../api-paths';
import { RULE_MESSAGES as M } from '../rule-messages';
import { defineRuleGroup } from './define-rule-group';
import { count } from './rule-field';

/** The most bureau enquiries a bank accepts over each window. valid_from/valid_to are kept but not shown. */
export const cibilEnquiryGroup = defineRuleGroup({
  group: 'cibilEnquiry',
  table: 'cibil_enquiry_rules',
  engineKey: 'cibilEnquiry',
  noun: 'CIBIL enquiry rule',
  scope: 'pair',
  editor: 'single',
  fields: {
    TotalEnquiriesLast7Days: count('Total Enquiries Last 7 Days', { column: 'total_enquiries_last_7_days', step: '1' }),
    TotalEnquiriesLast30Days: count('Total Enquiries Last 30 Days', { column: 'total_enquiries_last_30_days', step: '1' }),
    TotalEnquiriesLast90Days: count('Total Enquiries Last 90 Days', { column: 'total_enquiries_last_90_days', step: '1' }),
    TotalEnquiriesLast180Days: count('Total Enquiries Last 180 Days', { column: 'total_enquiries_last_180_days', step: '1' }),
  },
  cards: [
    {
      title: 'Maximum CIBIL Enquiries',
      fields: ['TotalEnquiriesLast7Days', 'TotalEnquiriesLast30Days', 'TotalEnquiriesLast90Days', 'TotalEnquiriesLast180Days'],
    },
    { title: 'Status', fields: ['is_active'] },
  ],
  api: {
    list: {
      path: API.cibilenquiries.getAllCibilenquiryRules,
      read: 'page',
      name: 'cibilEnquiryRules',
      alsoRead: ['cibil_enquiry_rules'],
      withTotalCount: true,
    },
    create: { path: API.cibilenquiries.createCibilEnquiryRule, message: M.cibilCreated },
    update: { path: API.cibilenquiries.updateCibilEnquiryRule, message: M.cibilUpdated },
    delete: { path: API.cibilenquiries.deleteCibilEnquiryRule, message: M.ruleDeleted },
  },
  texts: { title: 'CIBIL Enquiry Rule', loadError: 'Failed to load CIBIL enquiry rule', saveError: 'Failed to save CIBIL enquiry rule' },
});
