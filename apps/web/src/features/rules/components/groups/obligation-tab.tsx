import { obligationSchema } from '@lbo/contracts/rules';
import { useObligationRule } from '../../api/get-obligation-rule';
import { useSaveObligationRule } from '../../api/save-obligation-rule';
import { active, date, num, pct, type FieldCard } from '../../utils/field-spec';
import { twoDecimals } from '../../utils/form-values';
import { SingleRuleForm } from '../single-rule-form';
import { asIs, type TabProps } from './tab-props';

const PERCENTAGES = [
  'HL_co_app_percentage_obligated_on_emi',
  'GL_sanction_percentage_obligated',
  'cc_sanction_amount_percentage_obligated',
  'cc_waive_off_percentrage_of_nth',
];

const CARDS: FieldCard[] = [
  {
    title: 'Obligations',
    fields: [
      num('emis_pending', 'EMIs Pending (loan about to close)'),
      pct('HL_co_app_percentage_obligated_on_emi', 'HL Co-applicant % Obligated on EMI'),
      pct('GL_sanction_percentage_obligated', 'GL Sanction % Obligated'),
      pct('cc_sanction_amount_percentage_obligated', 'CC Outstanding % Obligated'),
      pct('cc_waive_off_percentrage_of_nth', 'CC Waive-off % of NTH'),
    ],
  },
  { title: 'Status & Validity', fields: [active(), date('valid_from', 'Valid From'), date('valid_to', 'Valid To')] },
];

/** Percentages are sent with 2 decimals. */
const schema = obligationSchema.transform((values) => twoDecimals(values, PERCENTAGES));

export function ObligationTab({ pair, readOnly, saveRef }: TabProps) {
  return (
    <SingleRuleForm
      title="Obligation Type"
      cards={CARDS}
      schema={schema}
      query={useObligationRule(pair)}
      mutation={useSaveObligationRule(pair)}
      loadError="Failed to load obligation rule"
      saveError={asIs}
      saveFallback="Failed to save obligation rule"
      readOnly={readOnly}
      saveRef={saveRef}
    />
  );
}
