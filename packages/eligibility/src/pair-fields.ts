/*
 * Every field of one pair's outcome (`CompactEntry`), once, in the apply answer's order. The
 * answer's schema (contracts), the stored decision's columns and their encoding, the COPY layout,
 * replay's comparison and the bulk result's columns are made from this list, so a new figure is
 * the engine's entry, a line here and a migration (pair-fields.test.ts ties the list to the entry
 * type). Plain data importing nothing: contracts loads it at run time, as the engine loads
 * contracts' failure codes and caps.
 */

/**
 * What a field holds, which decides its answer schema, its stored array type and its bulk-file
 * format: `rupees` and `percent` are numbers (₹ to the paisa, % a year), `months` a whole number.
 */
export type PairFieldKind = 'id' | 'name' | 'loanType' | 'status' | 'rupees' | 'percent' | 'months' | 'text' | 'reasons' | 'codes' | 'cap';

/**
 * How a stored decision keeps a field: an array column of its own (`pair_…`, one value a pair);
 * `packed` in the fixed columns (the pair's number, `pair_meta`, the failure mask:
 * db/stored-outcome.ts); `derived` from other stored fields when read; null when not kept (named by
 * the rule version, or words of the codes).
 */
type PairFieldStorage = `pair_${string}` | 'packed' | 'derived' | null;

export interface PairField {
  /** The field's name in the answer's entry and in a stored pair. */
  readonly name: string;
  /** The object of the answer's entry the field sits in; absent: the entry itself. */
  readonly answer?: 'loanAmountDetails';
  readonly kind: PairFieldKind;
  readonly nullable: boolean;
  readonly stored: PairFieldStorage;
  /** One of what an offer costs (`OfferFigures`): a stored pair lists them after its outcome. */
  readonly offer?: boolean;
  /** Compared by a replay and shown in its differences. */
  readonly compared?: boolean;
}

export const PAIR_FIELDS = [
  { name: 'bankId', kind: 'id', nullable: false, stored: 'packed' },
  { name: 'bankName', kind: 'name', nullable: false, stored: null },
  { name: 'productId', kind: 'id', nullable: false, stored: 'packed' },
  { name: 'productName', kind: 'name', nullable: false, stored: null },
  { name: 'loanType', kind: 'loanType', nullable: false, stored: null },
  { name: 'eligibilityStatus', kind: 'status', nullable: false, stored: 'packed', compared: true },
  { name: 'eligibleAmount', answer: 'loanAmountDetails', kind: 'rupees', nullable: false, stored: 'pair_amounts', compared: true },
  { name: 'interestRate', answer: 'loanAmountDetails', kind: 'percent', nullable: true, stored: 'pair_rates', compared: true },
  { name: 'estimatedEMI', answer: 'loanAmountDetails', kind: 'rupees', nullable: false, stored: 'pair_emis', compared: true },
  { name: 'btAmount', answer: 'loanAmountDetails', kind: 'rupees', nullable: false, stored: null },
  { name: 'apr', kind: 'percent', nullable: true, stored: 'pair_aprs', offer: true, compared: true },
  { name: 'netDisbursedAmount', kind: 'rupees', nullable: true, stored: 'derived', offer: true },
  { name: 'upfrontCharges', kind: 'rupees', nullable: true, stored: 'pair_upfront', offer: true, compared: true },
  { name: 'totalInterest', kind: 'rupees', nullable: true, stored: 'pair_interest', offer: true },
  { name: 'totalAmountPayable', kind: 'rupees', nullable: true, stored: 'pair_payable', offer: true },
  { name: 'penalCharges', kind: 'text', nullable: true, stored: 'pair_penal', offer: true },
  { name: 'grantedTenure', kind: 'months', nullable: false, stored: 'packed', compared: true },
  { name: 'appliedMaxTenure', kind: 'months', nullable: false, stored: null },
  { name: 'failureReasons', kind: 'reasons', nullable: false, stored: null },
  { name: 'failureCodes', kind: 'codes', nullable: false, stored: 'packed', compared: true },
  { name: 'bindingCap', kind: 'cap', nullable: true, stored: 'packed' },
] as const satisfies readonly PairField[];

export type PairFieldOf = (typeof PAIR_FIELDS)[number];
export type PairFieldName = PairFieldOf['name'];

/**
 * The fields a stored pair holds, in its order: the outcome, then what the offer costs (each part
 * in the list's order).
 */
export function storedFieldsOf<F extends PairField>(fields: readonly F[]): F[] {
  const kept = fields.filter((f) => f.stored !== null);
  return [...kept.filter((f) => !f.offer), ...kept.filter((f) => f.offer)];
}
