import { generalEligibilitySchema } from '@lbo/contracts/rules';
import { useGeneralRule } from '../../api/get-general-rule';
import { useSaveGeneralRule } from '../../api/save-general-rule';
import { active, num, pct, yesNo, type FieldCard } from '../../utils/field-spec';
import { SingleRuleForm } from '../single-rule-form';
import { saveFailed, type TabProps } from './tab-props';

const CARDS: FieldCard[] = [
  { title: 'Age Criteria', fields: [num('min_age', 'Min Age'), num('max_age', 'Max Age'), num('without_cibil_max_age', 'Max Age without CIBIL')] },
  { title: 'Residence & Employment Durations', fields: [num('duration_at_present_residence', 'Min Months at Present Residence')] },
  {
    title: 'Salary & Tenure (Non-listed)',
    fields: [
      num('non_listed_salary_min', 'Non-listed Min Salary'),
      num('non_listed_tenure_months', 'Non-listed Max Tenure (months)'),
      num('non_listed_max_loan_amount', 'Non-listed Max Loan Amount'),
    ],
  },
  {
    title: 'Loan Amounts',
    fields: [
      num('salary_min', 'Min Salary'),
      num('min_loan_amount', 'Min Loan Amount'),
      num('max_loan_amount', 'Max Loan Amount'),
      num('high_salary_threshold', 'High Salary Threshold'),
      num('high_salary_max_loan_amount', 'High Salary Max Loan Amount'),
      pct('interest_rate', 'Interest Rate (% p.a.)'),
      pct('high_cibil_interest_rate', 'High CIBIL Interest Rate (% p.a.)', { hint: 'Applies when the CIBIL score reaches the high CIBIL threshold' }),
    ],
  },
  {
    title: 'Tenure (months)',
    fields: [
      num('min_tenure_months', 'Min Tenure (months)'),
      num('max_tenure_months', 'Max Tenure (months)'),
      num('high_salary_threshold_for_tenure', 'High Salary Threshold for Tenure'),
      num('high_salary_max_tenure_months', 'High Salary Max Tenure (months)'),
    ],
  },
  {
    title: 'CIBIL & Other Criteria',
    fields: [
      yesNo('cibil_required', 'CIBIL Required'),
      num('cibil_min_score', 'Min CIBIL Score'),
      num('high_cibil_threshold', 'High CIBIL Threshold'),
      yesNo('bachelor_allowed', 'Bachelor Allowed'),
      yesNo('hostel_allowed', 'Hostel / PG Allowed'),
      yesNo('listed_company_only', 'Listed Company Only'),
      yesNo('metro_city_only', 'Metro City Only'),
      yesNo('current_adress_proof_required', 'Current Address Proof Required'),
      yesNo('permanentadressproof_required', 'Permanent Address Proof Required'),
      yesNo('permanenthouseownedproof_required', 'House-owned Proof Required'),
      { name: 'allowed_company_types', label: 'Allowed Company Types', kind: 'companyTypes', hint: 'None ticked: every type' },
    ],
  },
  { title: 'Status', fields: [active()] },
];

export function GeneralEligibilityTab({ pair, readOnly, saveRef }: TabProps) {
  const query = useGeneralRule(pair);
  const mutation = useSaveGeneralRule(pair);
  return (
    <SingleRuleForm
      title="General Eligibility"
      cards={CARDS}
      schema={generalEligibilitySchema}
      query={query}
      mutation={mutation}
      loadError="Failed to load existing eligibility data"
      saveError={saveFailed}
      saveFallback="Unknown error"
      readOnly={readOnly}
      saveRef={saveRef}
    />
  );
}
