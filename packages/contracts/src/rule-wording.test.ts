import { describe, expect, it } from 'vitest';
import { describeRuleField, fieldOrder, formatRupees, ruleRowPlace, salaryBandText } from './rule-wording';

const categories = new Map([['cat-a', 'CAT A']]);

describe('rule rows in plain words', () => {
  it('writes rupees with Indian grouping', () => {
    expect(formatRupees(30_000_000)).toBe('₹3,00,00,000');
    expect(formatRupees(1_999.5)).toBe('₹1,999.50');
    expect(describeRuleField('generalEligibility', 'max_loan_amount', 30_000_000)).toEqual({ label: 'Max Loan Amount', value: '₹3,00,00,000' });
    expect(describeRuleField('charges_rules', 'processing_fee_min', 1999).value).toBe('₹1,999');
    expect(describeRuleField('multiplier', 'salary_min', 50000).value).toBe('₹50,000');
  });

  it('labels fields as the editor does, address proofs spelt right, and says Yes or No', () => {
    expect(describeRuleField('generalEligibility', 'permanentadressproof_required', true)).toEqual({ label: 'Permanent Address Proof Required', value: 'Yes' });
    expect(describeRuleField('general_eligibility_rules', 'current_adress_proof_required', false)).toEqual({
      label: 'Current Address Proof Required',
      value: 'No',
    });
    expect(describeRuleField('foir', 'is_active', true)).toEqual({ label: 'Active', value: 'Yes' });
  });

  it('puts % after percentages and keeps plain numbers plain', () => {
    expect(describeRuleField('foir', 'foir_percent', 45)).toEqual({ label: 'FOIR %', value: '45%' });
    expect(describeRuleField('generalEligibility', 'interest_rate', 10.75).value).toBe('10.75%');
    expect(describeRuleField('multiplier', 'multiplier', 64)).toEqual({ label: 'Multiplier', value: '64' });
    expect(describeRuleField('generalEligibility', 'max_tenure_months', 300)).toEqual({ label: 'Max Tenure (months)', value: '300' });
  });

  it('finds a field by its column as well as its API name', () => {
    expect(describeRuleField('cibil_enquiry_rules', 'total_enquiries_last_7_days', 2).label).toBe('Total Enquiries Last 7 Days');
    expect(describeRuleField('obligation_rules', 'hl_co_app_percentage_obligated_on_emi', 50)).toEqual({
      label: 'HL Co-applicant % Obligated on EMI',
      value: '50%',
    });
  });

  it('names categories, registration types and company types', () => {
    expect(describeRuleField('foir', 'category_id', 'cat-a', categories).value).toBe('CAT A');
    expect(describeRuleField('foir', 'category_id', null, categories).value).toBe('No category');
    expect(describeRuleField('registrationType', 'registration_type', 'TRUST_SOCIETY').value).toBe('Trust / Society');
    expect(describeRuleField('generalEligibility', 'allowed_company_types', ['LLP', 'PUBLIC_LIMITED']).value).toBe('LLP, Public Limited');
    expect(describeRuleField('generalEligibility', 'allowed_company_types', null).value).toBe('—');
  });

  it('labels master data without column names', () => {
    expect(describeRuleField('companies', 'is_listed', true)).toEqual({ label: 'Listed', value: 'Yes' });
    expect(describeRuleField('cities', 'city_name', 'Pune')).toEqual({ label: 'City', value: 'Pune' });
  });

  it('says where a row sits: category, band, registration type', () => {
    expect(ruleRowPlace('multiplier_rules', { category_id: 'cat-a', salary_min: 50000, salary_max: null }, categories)).toEqual(['CAT A', '₹50,000 and above']);
    expect(ruleRowPlace('foir', { category_id: null, salary_min: 0, salary_max: 50000 }, categories)).toEqual(['No category', '₹0–₹50,000']);
    expect(ruleRowPlace('bankSalary', { category_id: 'cat-a', salary_min: 20000 }, categories)).toEqual(['CAT A', 'from ₹20,000']);
    expect(ruleRowPlace('registrationType', { registration_type: 'LLP', salary_min: 30000 })).toEqual(['LLP']);
    expect(ruleRowPlace('generalEligibility', { salary_min: 25000 })).toEqual([]);
    expect(salaryBandText(100000, 250000)).toBe('₹1,00,000–₹2,50,000');
  });

  it('orders fields as the editor lays them out', () => {
    expect(['multiplier', 'is_active', 'salary_max', 'category_id', 'salary_min'].sort(fieldOrder('multiplier_rules'))).toEqual([
      'category_id',
      'salary_min',
      'salary_max',
      'multiplier',
      'is_active',
    ]);
  });
});
