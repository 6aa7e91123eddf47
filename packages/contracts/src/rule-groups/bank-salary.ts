import { API } from '../api-paths';
import { RULE_MESSAGES as M } from '../rule-messages';
import { defineRuleGroup } from './define-rule-group';
import { category, cibilScore, num, rupees, text } from './rule-field';

/** Tiers by minimum salary within a category; two active tiers with the same minimum clash. */
export const bankSalaryGroup = defineRuleGroup({
  group: 'bankSalary',
  table: 'bank_salary_rules',
  engineKey: 'bankSalary',
  noun: 'bank salary rule',
  scope: 'pair',
  editor: 'rows',
  conflict: 'salaryTier',
  matchKeys: ['salary_min', 'category_id', 'max_tenure_months'],
  fields: {
    category_id: category(),
    salary_min: rupees('Min Salary'),
    conditional_min_salary: rupees('Conditional Min Salary', { hint: 'Applies when the applicant owns the house' }),
    max_age: num('Max Age'),
    max_tenure_months: num('Max Tenure (months)'),
    max_loan_amount: rupees('Max Loan Amount'),
    cibil_threshold_for_tenure: cibilScore('CIBIL threshold for tenure'),
    tenure_for_cibil_threshold_cross: num('Tenure for CIBIL threshold cross'),
    null_cibil_max_loan_amount: rupees('Null CIBIL Max Loan Amount'),
    null_cibil_max_tenure_months: num('Null CIBIL Max Tenure (months)'),
    null_cibil_nth_threshold: rupees('Null CIBIL Nth Threshold'),
    null_cibil_nth_max_loan_amount: rupees('Null CIBIL Nth Max Loan Amount'),
    null_cibil_nth_max_tenure_months: num('Null CIBIL Nth Max Tenure (months)'),
    remarks: text('Remarks', 1000, M.remarksTooLong),
  },
  cards: [
    { title: 'Salary & Tenure', fields: ['category_id', 'salary_min', 'conditional_min_salary', 'max_tenure_months', 'max_loan_amount', 'is_active'] },
    { title: 'CIBIL & Age Criteria', fields: ['cibil_threshold_for_tenure', 'tenure_for_cibil_threshold_cross', 'max_age'] },
    {
      title: 'Null CIBIL / Advanced',
      fields: [
        'null_cibil_max_loan_amount',
        'null_cibil_max_tenure_months',
        'null_cibil_nth_threshold',
        'null_cibil_nth_max_loan_amount',
        'null_cibil_nth_max_tenure_months',
        'remarks',
      ],
    },
  ],
  api: {
    list: { path: API.banksalary.getSalaryRulesByBankandProduct, read: 'pair' },
    // Not in the specification's list: the editor saves a whole tab in one transaction through it.
    save: {
      path: API.banksalary.createandupdateBankSalaryRules,
      methods: ['PUT', 'POST'],
      name: 'rules',
      message: M.bankSalarySaved,
      pairOnRows: true,
    },
    create: { path: API.banksalary.createbanksalaryrule, message: M.bankSalarySaved },
    update: { path: API.banksalary.updateBankSalaryRule, message: M.bankSalarySaved },
    delete: { path: API.banksalary.deleteBankSalaryRule, message: M.bankSalaryDeleted },
  },
  texts: {
    title: 'Bank Salary Rules',
    description: 'Salary tiers per category with their tenure, loan and age limits',
    emptyText: 'No bank salary rules configured.',
    confirmTitle: 'Bank Salary Rule',
    loadError: 'Failed to load bank salary rules',
    saveError: 'Failed to save bank salary rules. Check console for details.',
    deleteError: 'Failed to delete bank salary rule',
    invalidMessage: M.fixBeforeSaving,
  },
});
