import { employmentSchema } from '@lbo/contracts/rules';
import { useEmploymentRule } from '../../api/get-employment-rule';
import { useSaveEmploymentRule } from '../../api/save-employment-rule';
import { active, date, num, type FieldCard } from '../../utils/field-spec';
import { SingleRuleForm } from '../single-rule-form';
import { asIs, type TabProps } from './tab-props';

const CARDS: FieldCard[] = [
  {
    title: 'Employment Criteria',
    fields: [
      num('present_employment_min_months', 'Present Employment (min months)', { required: true }),
      num('total_employment_min_months', 'Total Employment (min months)', { required: true }),
    ],
  },
  { title: 'Status & Validity', fields: [active(), date('valid_from', 'Valid From'), date('valid_to', 'Valid To')] },
];

export function EmploymentTab({ pair, readOnly, saveRef }: TabProps) {
  return (
    <SingleRuleForm
      title="Employment Rule"
      cards={CARDS}
      schema={employmentSchema}
      query={useEmploymentRule(pair)}
      mutation={useSaveEmploymentRule(pair)}
      loadError="Failed to load employment rule"
      saveError={asIs}
      saveFallback="Failed to save employment rule"
      readOnly={readOnly}
      saveRef={saveRef}
    />
  );
}
