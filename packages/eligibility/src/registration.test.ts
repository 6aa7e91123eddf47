import { describe, expect, it } from 'vitest';
import { compileRuleSet, evaluateCompiled } from './compiled';
import { evaluateOne, generalRule, input, pair, registrationRule } from './test-support/fixtures';
import type { PairRules } from './types';

const government = { company: { id: 'company-1', company_name: 'PSU', is_listed: true, registration_type: 'GOVERNMENT' } };

describe('registration rules', () => {
  it('applies the row stored as GOVERMENT to a GOVERNMENT company', () => {
    const entry = evaluateOne({ registration: [registrationRule({ id: 'r-gov', registration_type: 'GOVERMENT', max_age: 25 })] }, government);
    expect(entry.failureCodes).toEqual(['REGISTRATION_AGE_ABOVE_MAX']);
    expect(entry.explanation.ruleIds.registration).toBe('r-gov');
    expect(entry.explanation.checks).toContainEqual({ code: 'REGISTRATION_AGE_ABOVE_MAX', passed: false, detail: 'age 30 > max_age (GOVERNMENT) 25' });
  });

  it('applies a PUBLIC_LIMITED row to a public limited company only, in the reference and the compiled engine', () => {
    const rules: Partial<PairRules> = {
      registration: [
        registrationRule({ id: 'r-private', registration_type: 'PRIVATE_LIMITED', salary_min: 10000 }),
        registrationRule({ id: 'r-public', registration_type: 'PUBLIC_LIMITED', salary_min: 70000 }),
        registrationRule({ id: 'r-trust', registration_type: 'TRUST_SOCIETY', max_age: 25 }),
      ],
    };
    const company = (registration_type: string) => ({ company: { id: 'company-1', company_name: 'Listed Co', is_listed: true, registration_type } });

    const publicEntry = evaluateOne(rules, company('PUBLIC_LIMITED'));
    expect(publicEntry.explanation.ruleIds.registration).toBe('r-public');
    expect(publicEntry.failureCodes).toEqual(['REGISTRATION_SALARY_BELOW_MIN']);
    expect(publicEntry.explanation.checks).toContainEqual({
      code: 'REGISTRATION_SALARY_BELOW_MIN',
      passed: false,
      detail: 'salary 60000 < salary_min (PUBLIC_LIMITED) 70000',
    });
    const privateEntry = evaluateOne(rules, company('PRIVATE_LIMITED'));
    expect(privateEntry.explanation.ruleIds.registration).toBe('r-private');
    expect(privateEntry.failureCodes).toEqual([]);
    // The words as the company form shows them mean the same type.
    expect(evaluateOne(rules, company('Trust / Society')).failureCodes).toEqual(['REGISTRATION_AGE_ABOVE_MAX']);
    expect(evaluateOne(rules, company('ONE_PERSON_COMPANY')).explanation.ruleIds.registration).toBeNull();

    const plan = compileRuleSet([pair(rules)].map(({ mappings: _mappings, ...r }) => r));
    const compiled = (type: string) => {
      const { applicant, evaluationDate, city } = input();
      return evaluateCompiled(plan, { applicant, evaluationDate, city, company: company(type).company, mappings: new Map([['bank-1:product-1', []]]) });
    };
    expect(compiled('PUBLIC_LIMITED').eligibleBanks[0]?.failureCodes).toEqual(['REGISTRATION_SALARY_BELOW_MIN']);
    expect(compiled('PRIVATE_LIMITED').eligibleBanks[0]?.failureCodes).toEqual([]);
  });

  it('accepts a public limited company where allowed_company_types lists PUBLIC_LIMITED, and refuses a private one', () => {
    const rules = { general: [generalRule({ allowed_company_types: ['PUBLIC_LIMITED', 'GOVERMENT'] })] };
    const company = (registration_type: string) => ({ company: { id: 'company-1', company_name: 'Listed Co', is_listed: true, registration_type } });
    expect(evaluateOne(rules, company('PUBLIC_LIMITED')).failureCodes).toEqual([]);
    const refused = evaluateOne(rules, company('PRIVATE_LIMITED'));
    expect(refused.failureCodes).toEqual(['COMPANY_TYPE_NOT_ALLOWED']);
    expect(refused.explanation.checks).toContainEqual({
      code: 'COMPANY_TYPE_NOT_ALLOWED',
      passed: false,
      detail: 'registration_type PRIVATE_LIMITED not in allowed_company_types GOVERNMENT, PUBLIC_LIMITED',
    });
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
