import { RULE_MESSAGES, bankSalaryRowSchema } from '@lbo/contracts/rules';
import { useDeleteBankSalaryRule } from '../../api/delete-bank-salary-rule';
import { useBankSalaryRules } from '../../api/get-bank-salary-rules';
import { useSaveBankSalaryRules } from '../../api/save-bank-salary-rules';
import { active, num, type FieldCard } from '../../utils/field-spec';
import { RowRulesEditor } from '../row-rules-editor';
import type { TabProps } from './tab-props';

/** How a card that lost its id finds its stored row (spec part 2 §4). */
const MATCH_KEYS = ['salary_min', 'category_id', 'max_tenure_months'];

const SECTIONS: FieldCard[] = [
  {
    title: 'Salary & Tenure',
    fields: [
      { name: 'category_id', label: 'Category', kind: 'category' },
      num('salary_min', 'Min Salary'),
      num('conditional_min_salary', 'Conditional Min Salary', { hint: 'Applies when the applicant owns the house' }),
      num('max_tenure_months', 'Max Tenure (months)'),
      num('max_loan_amount', 'Max Loan Amount'),
      active(),
    ],
  },
  {
    title: 'CIBIL & Age Criteria',
    fields: [
      num('cibil_threshold_for_tenure', 'CIBIL threshold for tenure'),
      num('tenure_for_cibil_threshold_cross', 'Tenure for CIBIL threshold cross'),
      num('max_age', 'Max Age'),
    ],
  },
  {
    title: 'Null CIBIL / Advanced',
    fields: [
      num('null_cibil_max_loan_amount', 'Null CIBIL Max Loan Amount'),
      num('null_cibil_max_tenure_months', 'Null CIBIL Max Tenure (months)'),
      num('null_cibil_nth_threshold', 'Null CIBIL Nth Threshold'),
      num('null_cibil_nth_max_loan_amount', 'Null CIBIL Nth Max Loan Amount'),
      num('null_cibil_nth_max_tenure_months', 'Null CIBIL Nth Max Tenure (months)'),
      { name: 'remarks', label: 'Remarks', kind: 'text' },
    ],
  },
];

export function BankSalaryTab({ pair, readOnly, saveRef }: TabProps) {
  return (
    <RowRulesEditor
      title="Bank Salary Rules"
      description="Salary tiers per category with their tenure, loan and age limits"
      emptyText="No bank salary rules configured."
      confirmTitle="Bank Salary Rule"
      sections={SECTIONS}
      matchKeys={MATCH_KEYS}
      rowSchema={bankSalaryRowSchema}
      query={useBankSalaryRules(pair)}
      saveMutation={useSaveBankSalaryRules(pair)}
      deleteMutation={useDeleteBankSalaryRule(pair)}
      loadError="Failed to load bank salary rules"
      saveError="Failed to save bank salary rules. Check console for details."
      deleteError="Failed to delete bank salary rule"
      invalidMessage={RULE_MESSAGES.fixBeforeSaving}
      readOnly={readOnly}
      saveRef={saveRef}
    />
  );
}
