import { cibilEnquirySchema } from '@lbo/contracts/rules';
import { useCibilEnquiryRule } from '../../api/get-cibil-enquiry-rule';
import { useSaveCibilEnquiryRule } from '../../api/save-cibil-enquiry-rule';
import { active, num, type FieldCard } from '../../utils/field-spec';
import { SingleRuleForm } from '../single-rule-form';
import { asIs, type TabProps } from './tab-props';

// valid_from and valid_to are kept with the rule but not shown (spec part 2 §2).
const CARDS: FieldCard[] = [
  {
    title: 'Maximum CIBIL Enquiries',
    fields: [
      num('TotalEnquiriesLast7Days', 'Total Enquiries Last 7 Days', { step: '1' }),
      num('TotalEnquiriesLast30Days', 'Total Enquiries Last 30 Days', { step: '1' }),
      num('TotalEnquiriesLast90Days', 'Total Enquiries Last 90 Days', { step: '1' }),
      num('TotalEnquiriesLast180Days', 'Total Enquiries Last 180 Days', { step: '1' }),
    ],
  },
  { title: 'Status', fields: [active()] },
];

export function CibilEnquiryTab({ pair, readOnly, saveRef }: TabProps) {
  return (
    <SingleRuleForm
      title="CIBIL Enquiry Rule"
      cards={CARDS}
      schema={cibilEnquirySchema}
      query={useCibilEnquiryRule(pair)}
      mutation={useSaveCibilEnquiryRule(pair)}
      loadError="Failed to load CIBIL enquiry rule"
      saveError={asIs}
      saveFallback="Failed to save CIBIL enquiry rule"
      readOnly={readOnly}
      saveRef={saveRef}
    />
  );
}
