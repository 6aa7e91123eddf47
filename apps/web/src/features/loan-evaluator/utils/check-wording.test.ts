import { describe, expect, it } from 'vitest';
import { describeCheck } from './check-wording';
import type { EligibilityCheck } from '../types';

const c = (code: EligibilityCheck['code'], detail: string, passed = false) => ({ code, passed, detail }) as EligibilityCheck;
// Field names of the rule tables and the request: none may reach the reader.
const FIELD_NAME = /\b[a-z]+_[a-z_]+\b|\b[a-z]+[A-Z][A-Za-z]*\b|\bCAPS|\bTotalEnquiries/;

describe('describeCheck', () => {
  it('says comparisons as a credit officer would, with rupees in Indian grouping', () => {
    expect(describeCheck(c('SALARY_BELOW_MIN', 'salary 60000 < salary_min 75000'))).toBe('Monthly salary ₹60,000 is below the minimum salary, ₹75,000');
    expect(describeCheck(c('UPFRONT_CHARGES_REACH_AMOUNT', 'upfront charges 1180000 ≥ eligible amount 899000'))).toBe(
      'Upfront charges of ₹11,80,000 take the whole eligible amount of ₹8,99,000: nothing would be disbursed',
    );
    expect(describeCheck(c('UPFRONT_CHARGES_REACH_AMOUNT', 'upfront charges 11800.5 < eligible amount 500000'))).toBe(
      'Upfront charges of ₹11,800.50 leave ₹4,88,199.50 of the eligible amount to disburse',
    );
    expect(describeCheck(c('AGE_ABOVE_MAX', 'age 59 > max_age 58'))).toBe('Age 59 years is above the maximum age, 58 years');
    expect(describeCheck(c('ENQUIRIES_30D_EXCEEDED', 'CAPSLast30Days 6 > TotalEnquiriesLast30Days 4'))).toBe(
      'Credit enquiries in the last 30 days 6 is above the limit for 30 days, 4',
    );
    expect(describeCheck(c('REGISTRATION_SALARY_BELOW_MIN', 'salary 30000 < salary_min (PRIVATE_LIMITED) 35000'))).toBe(
      'Monthly salary ₹30,000 is below the minimum salary for private limited companies, ₹35,000',
    );
    expect(describeCheck(c('TENURE_BELOW_MIN', 'granted tenure 12 ≥ min_tenure_months 12', true))).toBe(
      'Granted tenure 12 months meets the minimum tenure, 12 months',
    );
  });

  it('says yes/no rules in words', () => {
    expect(describeCheck(c('CURRENT_ADDRESS_PROOF_REQUIRED', 'current_adress_proof_required, currentadressproof yes', true))).toBe(
      'Proof of current address is required; it was given',
    );
    expect(describeCheck(c('CIBIL_REQUIRED', 'cibil_required, cibilScore none'))).toBe("A CIBIL score is required; the applicant's is missing");
    expect(describeCheck(c('COMPANY_TYPE_NOT_ALLOWED', 'registration_type LLP not in allowed_company_types PRIVATE_LIMITED, GOVERMENT'))).toBe(
      'Employer type llp is not among those accepted (private limited, government)',
    );
  });

  it('says the rate used as every screen does, "% p.a.", also in explanations kept from before', () => {
    expect(describeCheck(c('INTEREST_RATE_NOT_CONFIGURED', 'interest_rate 14.25% p.a.', true))).toBe('Interest rate 14.25% p.a.');
    expect(describeCheck(c('INTEREST_RATE_NOT_CONFIGURED', 'interest_rate 14.25% a year', true))).toBe('Interest rate 14.25% p.a.');
    expect(describeCheck(c('INTEREST_RATE_NOT_CONFIGURED', 'high_cibil_interest_rate 10.5% p.a.', true))).toBe(
      'High-CIBIL interest rate 10.5% p.a.: the score reaches the high-CIBIL threshold',
    );
    expect(describeCheck(c('INTEREST_RATE_NOT_CONFIGURED', 'no interest_rate applies'))).toBe('No interest rate is set for this bank and product');
    expect(describeCheck(c('CATEGORY_SALARY_BELOW_MIN', 'salary 30000 ≥ conditional_min_salary 28000', true))).toBe(
      'Monthly salary ₹30,000 meets the minimum salary for house owners, ₹28,000',
    );
  });

  it('leaves no field name in any detail the engine writes', () => {
    const details = [
      c('AGE_BELOW_MIN', 'age 19 < min_age 21'),
      c('AGE_ABOVE_MAX_WITHOUT_CIBIL', 'age 50 > without_cibil_max_age 45'),
      c('RESIDENCE_TOO_SHORT', 'monthsatpresentresidence 3 < duration_at_present_residence 12'),
      c('PRESENT_EMPLOYMENT_TOO_SHORT', 'currentEmploymentMonths 2 < present_employment_min_months 6'),
      c('NON_LISTED_SALARY_BELOW_MIN', 'salary 20000 < non_listed_salary_min 30000'),
      c('CIBIL_BELOW_MIN', 'cibilScore 600 < cibil_min_score 700'),
      c('LOAN_AMOUNT_BELOW_MIN', 'requestedLoanAmount 10000 < min_loan_amount 50000'),
      c('CATEGORY_AGE_ABOVE_MAX', 'age 60 > max_age (bank salary) 55'),
      c('CATEGORY_SALARY_BELOW_MIN', 'salary 20000 < lowest bank-salary minimum 25000'),
      c('BT_NOT_COVERED', 'eligible amount 100000 < balance-transfer amount 200000'),
      c('FOIR_EXCEEDED', 'EMI capacity -2000 = salary 60000 × 40% − obligations 26000 ≤ 0'),
      c('HOSTEL_NOT_ALLOWED', 'hostel_allowed no, isHostel yes'),
      c('BACHELOR_NOT_ALLOWED', 'bachelor_allowed no, isMarried no'),
      c('NON_METRO_CITY', 'metro_city_only, city is metro no'),
      c('COMPANY_NOT_LISTED', 'listed_company_only, company listed no'),
      c('PERMANENT_ADDRESS_PROOF_REQUIRED', 'permanentadressproof_required, permanentadressproof no'),
      c('HOUSE_OWNED_PROOF_REQUIRED', 'permanenthouseownedproof_required, permanenthouseownedproof yes'),
    ];
    for (const check of details) expect(describeCheck(check), check.detail).not.toMatch(FIELD_NAME);
  });
});
