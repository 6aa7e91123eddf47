/**
 * Builders for tests. The defaults are the model's worked example, so every test
 * states only what it changes from a case whose numbers are known by heart:
 * A = 899,000, EMI = 19,998, bound by FOIR. A rule's fields not named here are null.
 */
import { ruleRowBuilder } from '@lbo/contracts/testing/rule-row';
import { sampleLoan, TEST_PROFILE } from '@lbo/contracts/testing/sample-applicant';
import { evaluateApplication } from '../evaluate';
import type { Applicant, EligibilityEntry, EvaluationInput, ExistingLoan, PairRules } from '../types';

export const DATE = '2025-06-15';
export const COMPANY_ID = 'company-1';

export const generalRule = ruleRowBuilder('generalEligibility', 'general-1', {
  min_age: 21,
  max_age: 58,
  salary_min: 25000,
  min_loan_amount: 50000,
  max_loan_amount: 1500000,
  min_tenure_months: 12,
  max_tenure_months: 60,
  interest_rate: 12,
});
export const foirRule = ruleRowBuilder('foir', 'foir-1', { salary_min: 0, foir_percent: 50 });
export const multiplierRule = ruleRowBuilder('multiplier', 'multiplier-1', { salary_min: 0, multiplier: 20 });
export const employmentRule = ruleRowBuilder('employment', 'employment-1');
export const obligationRule = ruleRowBuilder('obligationType', 'obligation-1');
export const cibilEnquiryRule = ruleRowBuilder('cibilEnquiry', 'enquiry-1');
export const registrationRule = ruleRowBuilder('registrationType', 'registration-1', { registration_type: 'PRIVATE_LIMITED' });
export const bankSalaryRule = ruleRowBuilder('bankSalary', 'bank-salary-1');
export const btRule = ruleRowBuilder('bankTransfer', 'bt-1');
/** No charges unless the test names some. */
export const chargesRule = ruleRowBuilder('charges', 'charges-1');

export function loan(o: Partial<ExistingLoan> = {}): ExistingLoan {
  return sampleLoan({ bt: false, ...o });
}

export function applicant(o: Partial<Applicant> = {}, loans: ExistingLoan[] = [loan()]): Applicant {
  return {
    ...TEST_PROFILE,
    permanenthouseownedproof: true,
    isHostel: false,
    CIBIL_REPORT_PARAMETERS: {
      Loans: loans,
      ENQUIRIES_SUMMARY: { CAPSLast7Days: 0, CAPSLast30Days: 0, CAPSLast90Days: 0, CAPSLast180Days: 0 },
    },
    ...o,
  };
}

export function pair(o: Partial<PairRules> = {}): PairRules {
  return {
    bank: { id: 'bank-1', name: 'Alpha Bank', is_active: true },
    product: { id: 'product-1', name: 'Personal Loan', is_active: true, loan_type: 'PERSONAL_LOAN' },
    general: [generalRule()],
    multiplier: [multiplierRule()],
    foir: [foirRule()],
    employment: [],
    obligation: [],
    cibilEnquiry: [],
    registration: [],
    bankSalary: [],
    balanceTransfer: [],
    mappings: [],
    ...o,
  };
}

export function input(o: Partial<EvaluationInput> = {}): EvaluationInput {
  return {
    applicant: applicant(),
    evaluationDate: DATE,
    company: { id: COMPANY_ID, company_name: 'Acme', is_listed: true, registration_type: 'PRIVATE_LIMITED' },
    city: { id: 'city-1', city_name: 'Mumbai', is_metro: true },
    pairs: [pair()],
    ...o,
  };
}

/** A case of a test table: what it changes of the worked example's pair and input. */
export interface CaseChanges {
  pair?: Partial<PairRules>;
  input?: Partial<EvaluationInput>;
}

/** The worked example's company, not listed. */
export const UNLISTED = { company: { ...input().company, is_listed: false } } satisfies Partial<EvaluationInput>;

/** Evaluates one pair and insists it was evaluated. */
export function evaluateOne(pairOverrides: Partial<PairRules> = {}, inputOverrides: Partial<EvaluationInput> = {}): EligibilityEntry {
  const result = evaluateApplication(input({ pairs: [pair(pairOverrides)], ...inputOverrides }));
  const entry = result.eligibleBanks[0];
  if (entry === undefined || result.eligibleBanks.length !== 1) throw new Error('expected exactly one evaluated pair');
  return entry;
}

export function failedChecks(entry: EligibilityEntry): string[] {
  return entry.explanation.checks.filter((c) => !c.passed).map((c) => c.detail);
}
