import { normaliseRegistrationType } from '../active-rows';
import { compareEntries } from '../evaluate';
import type { BalanceTransferRule, ChargesRule, EligibilityEntry, GeneralEligibilityRule, ObligationRule, PairRules, ProductLoanType } from '../types';
import { normaliseCharges, penalChargesText, type OfferCharges } from '../offer-terms';
import { BIT } from './masks';
import { bandTables, type BandTables } from './plan-bands';
import { cell, float64Of, int32Of, Interner, numberColumns, numbersKey, rowTable, type Columns, type RowTable } from './row-table';

type Rules = Omit<PairRules, 'mappings'>;

const GENERAL_NUMBERS = [
  'min_age',
  'max_age',
  'without_cibil_max_age',
  'duration_at_present_residence',
  'salary_min',
  'non_listed_salary_min',
  'cibil_min_score',
  'min_loan_amount',
  'min_tenure_months',
  'max_tenure_months',
  'high_salary_max_tenure_months',
  'high_salary_threshold_for_tenure',
  'non_listed_tenure_months',
  'max_loan_amount',
  'high_salary_max_loan_amount',
  'high_salary_threshold',
  'non_listed_max_loan_amount',
  'interest_rate',
  'high_cibil_interest_rate',
  'high_cibil_threshold',
] as const;
const EMPLOYMENT_NUMBERS = ['present_employment_min_months', 'total_employment_min_months'] as const;
const ENQUIRY_NUMBERS = ['TotalEnquiriesLast7Days', 'TotalEnquiriesLast30Days', 'TotalEnquiriesLast90Days', 'TotalEnquiriesLast180Days'] as const;
const OBLIGATION_NUMBERS = [
  'emis_pending',
  'HL_co_app_percentage_obligated_on_emi',
  'GL_sanction_percentage_obligated',
  'cc_sanction_amount_percentage_obligated',
  'cc_waive_off_percentrage_of_nth',
] as const;
const TRANSFER_NUMBERS = ['min_emis_paid', 'max_bt_count', 'min_bt_amount', 'max_bt_amount', 'app_loan_bt_threshold'] as const;

export const APP_LOAN_BT = 1;
export const OD_ALLOWED = 2;

interface GeneralTable extends RowTable<GeneralEligibilityRule> {
  readonly n: Columns<(typeof GENERAL_NUMBERS)[number]>;
  /** The switches that ask something of the applicant, each at the bit of the code it raises. */
  readonly demands: Int32Array;
  /** Index into Plan.typeSets; -1 when allowed_company_types names no type. */
  readonly typeSet: Int32Array;
}

/**
 * Rows that only differ in id or validity give the same obligations and transfers (bank-level
 * balance-transfer rows are copied into every product of the bank), so an applicant's figures
 * are worked out once per distinct profile. Profile 0 is "no active row".
 */
interface Profiled<R, K extends string> extends RowTable<R> {
  readonly profile: Int32Array;
  readonly profiles: Columns<K>;
  readonly profileCount: number;
}

export interface Plan extends BandTables {
  /** Pairs in answer order for equal status and amount (bank name, product name, ids). */
  readonly slots: number;
  readonly bankId: readonly string[];
  readonly bankName: readonly string[];
  readonly productId: readonly string[];
  readonly productName: readonly string[];
  readonly productType: readonly ProductLoanType[];
  /** `${bankId}:${productId}`, the key of the company's mappings. */
  readonly pairKey: readonly string[];
  readonly general: GeneralTable;
  readonly employment: RowTable<unknown> & { readonly n: Columns<(typeof EMPLOYMENT_NUMBERS)[number]> };
  readonly enquiry: RowTable<unknown> & { readonly n: Columns<(typeof ENQUIRY_NUMBERS)[number]> };
  readonly obligation: Profiled<ObligationRule, (typeof OBLIGATION_NUMBERS)[number]>;
  readonly transfer: Profiled<BalanceTransferRule, (typeof TRANSFER_NUMBERS)[number]> & { readonly flags: Int32Array };
  readonly registration: RowTable<unknown> & { readonly type: Int32Array; readonly n: Columns<'salary_min' | 'max_age'> };
  /** Per slot, its charges rows (none: no charges, APR = rate). */
  readonly charges: RowTable<ChargesRule>;
  /** Per charges row, its penal charges in words (offer-terms.ts `penalChargesText`). */
  readonly penalCharges: readonly (string | null)[];
  /** Per charges row, its fees in one shape (offer-terms.ts `normaliseCharges`). */
  readonly offerCharges: readonly OfferCharges[];
  /** Normalised registration types, numbered. */
  readonly types: Interner<string>;
  readonly typeSets: readonly ReadonlySet<string>[];
}

function demandsOf(rule: GeneralEligibilityRule): number {
  return (
    (rule.cibil_required === true ? BIT.CIBIL_REQUIRED : 0) |
    (rule.bachelor_allowed === false ? BIT.BACHELOR_NOT_ALLOWED : 0) |
    (rule.hostel_allowed === false ? BIT.HOSTEL_NOT_ALLOWED : 0) |
    (rule.metro_city_only === true ? BIT.NON_METRO_CITY : 0) |
    (rule.listed_company_only === true ? BIT.COMPANY_NOT_LISTED : 0) |
    (rule.current_adress_proof_required === true ? BIT.CURRENT_ADDRESS_PROOF_REQUIRED : 0) |
    (rule.permanentadressproof_required === true ? BIT.PERMANENT_ADDRESS_PROOF_REQUIRED : 0) |
    (rule.permanenthouseownedproof_required === true ? BIT.HOUSE_OWNED_PROOF_REQUIRED : 0)
  );
}

/** The ranking the reference's `compareEntries` gives two NOT_ELIGIBLE entries, worked out once. */
function nameOrder(pairs: readonly Rules[]): number[] {
  const probes = pairs.map(
    (p) =>
      ({
        bankId: p.bank.id,
        bankName: p.bank.name,
        productId: p.product.id,
        productName: p.product.name,
        eligibilityStatus: 'NOT_ELIGIBLE',
        loanAmountDetails: { eligibleAmount: 0 },
      }) as EligibilityEntry,
  );
  return probes.map((_, i) => i).sort((a, b) => compareEntries(probes[a]!, probes[b]!));
}

function generalTable(lists: readonly (readonly GeneralEligibilityRule[])[], typeSets: Interner<string>, sets: Set<string>[]): GeneralTable {
  const table = rowTable(lists);
  const typeSet = int32Of(table.rows, (rule) => {
    // The reference's own normalisation of the list (general.ts), kept as a set per distinct list.
    const allowed = [...new Set((rule.allowed_company_types ?? []).map(normaliseRegistrationType).filter((t) => t !== null))].sort();
    if (allowed.length === 0) return -1;
    const id = typeSets.id(JSON.stringify(allowed));
    sets[id] ??= new Set(allowed);
    return id;
  });
  return { ...table, n: numberColumns(table.rows, GENERAL_NUMBERS), demands: int32Of(table.rows, demandsOf), typeSet };
}

function profiled<R extends { id: string }, K extends keyof R & string>(
  lists: readonly (readonly R[])[],
  keys: readonly K[],
  flagsOf: (row: R) => number,
): Profiled<R, K> & { flags: Int32Array } {
  const table = rowTable(lists);
  const interner = new Interner<string>(1);
  const representatives: (R | null)[] = [null];
  const profile = int32Of(table.rows, (row) => {
    const id = interner.id(`${flagsOf(row)}|${numbersKey(keys.map((k) => cell(row[k])))}`);
    representatives[id] ??= row;
    return id;
  });
  const profiles = {} as Record<K, Float64Array>;
  for (const key of keys) profiles[key] = float64Of(representatives, (row) => (row === null ? NaN : cell(row[key])));
  const flags = int32Of(representatives, (row) => (row === null ? 0 : flagsOf(row)));
  return { ...table, profile, profiles, profileCount: representatives.length, flags };
}

const transferFlags = (rule: BalanceTransferRule) => (rule.app_loan_bt === true ? APP_LOAN_BT : 0) | (rule.bt_of_od_allowed === true ? OD_ALLOWED : 0);

/** Everything about the rules that no date, company or applicant changes. */
export function buildPlan(kept: readonly Rules[]): Plan {
  const pairs = nameOrder(kept).map((i) => kept[i]!);
  const types = new Interner<string>();
  const typeSetIds = new Interner<string>();
  const typeSets: Set<string>[] = [];
  const general = generalTable(
    pairs.map((p) => p.general),
    typeSetIds,
    typeSets,
  );
  const registration = rowTable(pairs.map((p) => p.registration));
  const employment = rowTable(pairs.map((p) => p.employment));
  const enquiry = rowTable(pairs.map((p) => p.cibilEnquiry));
  const charges = rowTable(pairs.map((p) => p.charges ?? []));
  return {
    slots: pairs.length,
    bankId: pairs.map((p) => p.bank.id),
    bankName: pairs.map((p) => p.bank.name),
    productId: pairs.map((p) => p.product.id),
    productName: pairs.map((p) => p.product.name),
    productType: pairs.map((p) => p.product.loan_type),
    pairKey: pairs.map((p) => `${p.bank.id}:${p.product.id}`),
    general,
    employment: { ...employment, n: numberColumns(employment.rows, EMPLOYMENT_NUMBERS) },
    enquiry: { ...enquiry, n: numberColumns(enquiry.rows, ENQUIRY_NUMBERS) },
    obligation: profiled(
      pairs.map((p) => p.obligation),
      OBLIGATION_NUMBERS,
      () => 0,
    ),
    transfer: profiled(
      pairs.map((p) => p.balanceTransfer),
      TRANSFER_NUMBERS,
      transferFlags,
    ),
    registration: {
      ...registration,
      type: int32Of(registration.rows, (row) => {
        const type = normaliseRegistrationType(row.registration_type);
        return type === null ? -1 : types.id(type);
      }),
      n: numberColumns(registration.rows, ['salary_min', 'max_age']),
    },
    charges,
    penalCharges: charges.rows.map((row) => penalChargesText(row)),
    offerCharges: charges.rows.map(normaliseCharges),
    types,
    typeSets,
    ...bandTables(pairs),
  };
}
