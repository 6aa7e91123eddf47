import { describe, expect, it } from 'vitest';
import { evaluateOne, generalRule, registrationRule } from './test-support/fixtures';

const government = { company: { id: 'company-1', company_name: 'PSU', is_listed: true, registration_type: 'GOVERNMENT' } };

describe('registration rules', () => {
  it('applies the row stored as GOVERMENT to a GOVERNMENT company', () => {
    const entry = evaluateOne({ registration: [registrationRule({ id: 'r-gov', registration_type: 'GOVERMENT', max_age: 25 })] }, government);
    expect(entry.failureCodes).toEqual(['REGISTRATION_AGE_ABOVE_MAX']);
    expect(entry.explanation.ruleIds.registration).toBe('r-gov');
    expect(entry.explanation.checks).toContainEqual({ code: 'REGISTRATION_AGE_ABOVE_MAX', passed: false, detail: 'age 30 > max_age (GOVERNMENT) 25' });
  });

  it('uses the lowest id when several active rows share the type', () => {
    const entry = evaluateOne({
      registration: [
        registrationRule({ id: 'r-2', salary_min: 90000 }),
        registrationRule({ id: 'r-1', salary_min: 10000 }),
        registrationRule({ id: 'r-0', salary_min: 90000, valid_to: '2024-12-31' }),
      ],
    });
    expect(entry.explanation.ruleIds.registration).toBe('r-1');
    expect(entry.failureCodes).toEqual([]);
  });

  it('raises both codes from the same row', () => {
    const entry = evaluateOne({ registration: [registrationRule({ salary_min: 70000, max_age: 25 })] });
    expect(entry.failureCodes).toEqual(['REGISTRATION_SALARY_BELOW_MIN', 'REGISTRATION_AGE_ABOVE_MAX']);
    expect(entry.loanAmountDetails.eligibleAmount).toBe(0);
  });

  it('does nothing for a company without a registration type', () => {
    const entry = evaluateOne(
      { registration: [registrationRule({ salary_min: 90000 })] },
      { company: { id: 'company-1', company_name: 'X', is_listed: true, registration_type: null } },
    );
    expect(entry.failureCodes).toEqual([]);
    expect(entry.explanation.ruleIds.registration).toBeNull();
  });
});

describe('duplicate active rows of one-row groups', () => {
  it('uses the general row with the lowest id and notes it', () => {
    const entry = evaluateOne({ general: [generalRule({ id: 'g-b', min_age: 40 }), generalRule({ id: 'g-a' })] });
    expect(entry.explanation.ruleIds.general).toBe('g-a');
    expect(entry.failureCodes).toEqual([]);
    expect(entry.explanation.notes).toContain('2 general-eligibility rules are active; only one of them is applied');
  });
});
