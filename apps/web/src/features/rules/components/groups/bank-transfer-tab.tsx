import { z } from 'zod';
import { btRuleSchema } from '@lbo/contracts/rules';
import { useBtRule } from '../../api/get-bt-rule';
import { useSaveBtRule } from '../../api/save-bt-rule';
import { active, date, num, yesNo, type FieldCard } from '../../utils/field-spec';
import { parsedOrNull } from '../../utils/form-values';
import { SingleRuleForm } from '../single-rule-form';
import { asIs, type TabProps } from './tab-props';

const CARDS: FieldCard[] = [
  {
    title: 'Transfer Limits',
    fields: [
      num('min_emis_paid', 'Min EMIs Paid'),
      num('max_bt_count', 'Max BT Count'),
      num('min_bt_amount', 'Min BT Amount'),
      num('max_bt_amount', 'Max BT Amount'),
    ],
  },
  {
    title: 'App Loans & Overdrafts',
    fields: [yesNo('app_loan_bt', 'App Loan BT Allowed'), num('app_loan_bt_threshold', 'App Loan BT Threshold'), yesNo('bt_of_od_allowed', 'BT of OD Allowed')],
  },
  { title: 'Special Conditions', fields: [{ name: 'special_conditions', label: 'Special Conditions (JSON)', kind: 'json' }] },
  { title: 'Status & Validity', fields: [active(), date('valid_from', 'Valid From'), date('valid_to', 'Valid To')] },
];

/** Special conditions that do not parse are sent as null, as the editor always did. */
const schema = z.preprocess((v) => {
  const row = (v ?? {}) as Record<string, unknown>;
  return { ...row, special_conditions: parsedOrNull(String(row.special_conditions ?? '')) };
}, btRuleSchema);

export function BankTransferTab({ pair, readOnly, saveRef }: TabProps) {
  return (
    <SingleRuleForm
      title="Bank Transfer Criteria"
      description="Balance-transfer rules apply to the bank across its products."
      cards={CARDS}
      schema={schema}
      query={useBtRule(pair)}
      mutation={useSaveBtRule(pair)}
      loadError="Failed to load bank transfer rules"
      saveError={asIs}
      saveFallback="Failed to save bank transfer rule"
      readOnly={readOnly}
      saveRef={saveRef}
    />
  );
}
