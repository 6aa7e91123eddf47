import { describe, expect, it } from 'vitest';
import { BASIC_DETAILS_MESSAGES as M, richBasicDetailsSchema, simpleBasicDetailsSchema } from './basic-details-schema';
import { EMPTY_BASIC_DETAILS, type BasicDetailsValues } from './form-values';
import { sampleBasicDetails } from './sample-basic-details';

const valid = sampleBasicDetails();

function messages(schema: typeof simpleBasicDetailsSchema | typeof richBasicDetailsSchema, values: Partial<BasicDetailsValues>) {
  const result = schema.safeParse({ ...valid, ...values });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('simple variant, step 1', () => {
  it('accepts a complete applicant', () => {
    expect(simpleBasicDetailsSchema.safeParse(valid).success).toBe(true);
  });

  it('names every missing required field with the spec message', () => {
    expect(messages(simpleBasicDetailsSchema, EMPTY_BASIC_DETAILS)).toEqual({
      user_name: 'Name is required',
      age: 'Age is required',
      cibilScore: 'CIBIL Score is required',
      salary: 'Salary is a required field',
      requestedLoanAmount: 'Loan Amount is required',
      requestedTenureMonths: 'Tenure is required',
      companyId: 'Company is required',
      cityId: 'City is required',
      monthsatpresentresidence: 'Months at present residence is a required field',
      isMarried: 'Marital status is a required field',
      isHouseowned: M.houseOwnedRequired,
      homeloanwithspouse: M.homeLoanWithSpouseRequired,
    });
  });

  it('leaves ranges to the server', () => {
    expect(messages(simpleBasicDetailsSchema, { age: '12', cibilScore: '100' })).toEqual({});
  });
});

describe('rich variant, step 1', () => {
  it('checks the ranges with the spec messages', () => {
    expect(
      messages(richBasicDetailsSchema, {
        age: '17',
        cibilScore: '950',
        salary: '-1',
        requestedLoanAmount: '-5',
        requestedTenureMonths: '0',
        monthsatpresentresidence: '-2',
        currentEmploymentMonths: '-1',
      }),
    ).toEqual({
      age: 'Must be at least 18 years old',
      cibilScore: 'CIBIL Score must be between 300-900',
      salary: 'Salary cannot be negative',
      requestedLoanAmount: 'Loan amount cannot be negative',
      requestedTenureMonths: 'Tenure must be at least 1 month',
      monthsatpresentresidence: 'Cannot be negative',
      currentEmploymentMonths: 'Cannot be negative',
    });
  });

  it('allows an empty CIBIL score and months at residence; bounds are inclusive', () => {
    expect(messages(richBasicDetailsSchema, { cibilScore: '', monthsatpresentresidence: '' })).toEqual({});
    expect(messages(richBasicDetailsSchema, { cibilScore: '300', age: '18', requestedTenureMonths: '1' })).toEqual({});
    expect(messages(richBasicDetailsSchema, { cibilScore: '900' })).toEqual({});
  });

  it('still requires name, age, amount, tenure, company, city and the yes/no answers', () => {
    const required = messages(richBasicDetailsSchema, EMPTY_BASIC_DETAILS);
    expect(required).toMatchObject({
      user_name: 'Name is required',
      age: 'Age is required',
      requestedLoanAmount: 'Loan Amount is required',
      requestedTenureMonths: 'Tenure is required',
      companyId: 'Company is required',
      cityId: 'City is required',
      isMarried: M.marriedRequired,
    });
    expect(required).not.toHaveProperty('cibilScore');
  });
});

describe('customer reference', () => {
  it('takes a blank one or one the server takes, and says why not otherwise', () => {
    const reference = (customer_reference: string) => messages(simpleBasicDetailsSchema, { customer_reference });
    expect(reference('')).toEqual({});
    expect(reference('   ')).toEqual({});
    expect(reference(' LEAD-2031/a_b.c ')).toEqual({});
    expect(reference('A'.repeat(64))).toEqual({});
    expect(reference('A'.repeat(65))).toEqual({ customer_reference: 'Customer reference must be at most 64 characters' });
    expect(reference('-lead')).toEqual({ customer_reference: 'Customer reference: letters, digits, dots, dashes, slashes or underscores' });
    expect(reference('lead 7')).toEqual({ customer_reference: 'Customer reference: letters, digits, dots, dashes, slashes or underscores' });
  });
});
