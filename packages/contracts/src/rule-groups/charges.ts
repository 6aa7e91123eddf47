import { API } from '../api-paths';
import { RULE_MESSAGES as M } from '../rule-messages';
import { defineRuleGroup } from './define-rule-group';
import { count, percent, rupees, text } from './rule-field';

const LONG_TEXT = 500;
const tooLong = `must be at most ${LONG_TEXT} characters`;

/**
 * What a bank's product charges (a tenth group, extending the specification's nine): the fees and
 * third-party charges that make an offer's APR, and the contingent charges and cooling-off period
 * its Key Fact Statement shows (docs/design/offer-terms.md). No row for a pair means no charges.
 */
export const chargesGroup = defineRuleGroup({
  group: 'charges',
  table: 'charges_rules',
  engineKey: 'charges',
  noun: 'charges row',
  scope: 'pair',
  editor: 'single',
  onePerPair: M.chargesExist,
  fields: {
    processing_fee_percent: percent('Processing Fee %', { hint: '% of the sanctioned amount' }),
    processing_fee_min: rupees('Processing Fee Min (₹)'),
    processing_fee_max: rupees('Processing Fee Max (₹)'),
    processing_fee_flat: rupees('Flat Processing Fee (₹)', { hint: 'Instead of a percentage' }),
    gst_percent: percent('GST on Fees %', { hint: '18 when blank' }),
    insurance_amount: rupees('Insurance (₹)'),
    insurance_percent: percent('Insurance %', { hint: '% of the sanctioned amount' }),
    valuation_fee: rupees('Valuation Fee (₹)'),
    legal_fee: rupees('Legal Fee (₹)'),
    stamp_duty: rupees('Stamp Duty (₹)'),
    recurring_charges_monthly: rupees('Recurring Charges (₹ a month)'),
    penal_charges: text('Penal Charges', LONG_TEXT, `Penal charges ${tooLong}`),
    penal_rate_percent: percent('Penal Rate % a Year'),
    other_penal_charges: text('Other Penal Charges', LONG_TEXT, `Other penal charges ${tooLong}`),
    foreclosure_percent: percent('Foreclosure Charge %', { hint: '% of the principal outstanding' }),
    part_prepayment_percent: percent('Part-prepayment Charge %', { hint: '% of the amount prepaid' }),
    switching_charges: text('Switching Charges', LONG_TEXT, `Switching charges ${tooLong}`),
    bounce_charge: rupees('Bounce Charge (₹)'),
    cooling_off_days: count('Cooling-off Period (days)'),
  },
  bounds: [['processing_fee_min', 'processing_fee_max']],
  exclusive: [
    ['processing_fee_percent', 'processing_fee_flat', M.feeBothSet],
    ['insurance_amount', 'insurance_percent', M.insuranceBothSet],
  ],
  cards: [
    {
      title: 'Fees to the Lender',
      description: 'Part of the APR',
      fields: ['processing_fee_percent', 'processing_fee_min', 'processing_fee_max', 'processing_fee_flat', 'gst_percent'],
    },
    {
      title: 'Third-party and Recurring Charges',
      description: 'Part of the APR',
      fields: ['insurance_amount', 'insurance_percent', 'valuation_fee', 'legal_fee', 'stamp_duty', 'recurring_charges_monthly'],
    },
    {
      title: 'Contingent Charges',
      description: 'Shown on the Key Fact Statement, not part of the APR',
      fields: [
        'penal_charges',
        'penal_rate_percent',
        'other_penal_charges',
        'foreclosure_percent',
        'part_prepayment_percent',
        'switching_charges',
        'bounce_charge',
      ],
    },
    { title: 'Cooling-off, Status & Validity', fields: ['cooling_off_days', 'is_active', 'valid_from', 'valid_to'] },
  ],
  api: {
    list: { path: API.charges.getChargesByBankandProductId, read: 'pairForm' },
    create: { path: API.charges.createcharges, message: M.chargesCreated },
    update: { path: API.charges.updatecharges, message: M.chargesUpdated },
    delete: { path: API.charges.deletecharges, message: M.ruleDeleted },
  },
  texts: { title: 'Charges', loadError: 'Failed to load charges', saveError: 'Failed to save charges' },
});
