import { describe, expect, it } from 'vitest';
import { LOAN_TYPES, loanApplicationRequestSchema } from './loan-application';
import { sampleLoan, TEST_PROFILE } from './testing/sample-applicant';

const COMPANY = '123e4567-e89b-42d3-a456-426614174000';
const CITY = '123e4567-e89b-42d3-a456-426614174001';
const ENQUIRIES = { CAPSLast7Days: 0, CAPSLast30Days: 1, CAPSLast90Days: 2, CAPSLast180Days: 3 };

function body(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    user_name: 'Asha Rao',
    ...TEST_PROFILE,
    companyid: COMPANY,
    cityId: CITY,
    permanenthouseownedproof: false,
    CIBIL_REPORT_PARAMETERS: { Loans: [sampleLoan({ bank_name: 'HDFC', openDate: '2023-01-10' })], ENQUIRIES_SUMMARY: ENQUIRIES },
    ...overrides,
  };
}

function loanWith(overrides: Record<string, unknown>) {
  return body({
    CIBIL_REPORT_PARAMETERS: { Loans: [sampleLoan({ bank_name: 'HDFC', outstanding: 1, emi_amount: 1, emisPaid: 1, emisPending: 1, ...overrides })] },
  });
}

function without(source: Record<string, unknown>, ...keys: string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(source).filter(([key]) => !keys.includes(key)));
}

/** Errors as the server shows them: the dotted path, then the message. */
function errors(input: unknown): string[] {
  const result = loanApplicationRequestSchema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
}

function parse(input: unknown) {
  return loanApplicationRequestSchema.parse(input);
}

describe('a valid body', () => {
  it('parses to the normalised application', () => {
    expect(parse(body())).toEqual({
      user_name: 'Asha Rao',
      ...TEST_PROFILE,
      companyId: COMPANY,
      cityId: CITY,
      permanenthouseownedproof: false,
      isHostel: false,
      evaluation_date: undefined,
      CIBIL_REPORT_PARAMETERS: { Loans: [sampleLoan({ bank_name: 'HDFC', openDate: '2023-01-10', bt: false })], ENQUIRIES_SUMMARY: ENQUIRIES },
    });
  });

  it('accepts every loan type', () => {
    for (const Loan_Type of LOAN_TYPES) expect(errors(loanWith({ Loan_Type }))).toEqual([]);
  });

  it('keeps the optional fields it is given', () => {
    const parsed = parse({ ...loanWith({ bt: true }), isHostel: true, evaluation_date: '2024-02-29' });
    expect(parsed.isHostel).toBe(true);
    expect(parsed.evaluation_date).toBe('2024-02-29');
    expect(parsed.CIBIL_REPORT_PARAMETERS.Loans[0]?.bt).toBe(true);
  });

  it('drops unknown fields', () => {
    expect(parse(body({ extra: 'x' }))).not.toHaveProperty('extra');
  });
});

describe('coercions', () => {
  it('coerces numeric strings, trimming spaces', () => {
    const parsed = parse({ ...loanWith({ outstanding: '1500.75', emi_amount: '0' }), age: '30.5', salary: ' 60000 ', requestedTenureMonths: '60' });
    expect(parsed.age).toBe(30.5);
    expect(parsed.salary).toBe(60000);
    expect(parsed.requestedTenureMonths).toBe(60);
    expect(parsed.CIBIL_REPORT_PARAMETERS.Loans[0]).toMatchObject({ outstanding: 1500.75, emi_amount: 0 });
  });

  it('reads an empty string as 0, as the client does for empty inputs', () => {
    const parsed = parse(body({ currentEmploymentMonths: '', monthsatpresentresidence: '' }));
    expect(parsed.currentEmploymentMonths).toBe(0);
    expect(parsed.monthsatpresentresidence).toBe(0);
  });

  it("accepts 'true' and 'false' for booleans", () => {
    const parsed = parse(body({ isMarried: 'false', isHouseowned: 'true', isHostel: 'true' }));
    expect([parsed.isMarried, parsed.isHouseowned, parsed.isHostel]).toEqual([false, true, true]);
  });

  it('defaults isHostel, bt, the proofs, the loans and the enquiries', () => {
    const parsed = parse(without(body(), 'isHostel', 'currentadressproof', 'permanentadressproof', 'permanenthouseownedproof', 'CIBIL_REPORT_PARAMETERS'));
    expect([parsed.isHostel, parsed.currentadressproof, parsed.permanentadressproof, parsed.permanenthouseownedproof]).toEqual([false, false, false, false]);
    expect(parsed.CIBIL_REPORT_PARAMETERS).toEqual({
      Loans: [],
      ENQUIRIES_SUMMARY: { CAPSLast7Days: 0, CAPSLast30Days: 0, CAPSLast90Days: 0, CAPSLast180Days: 0 },
    });
  });

  it('defaults missing enquiry counts to 0 and coerces string counts', () => {
    const parsed = parse(body({ CIBIL_REPORT_PARAMETERS: { Loans: [], ENQUIRIES_SUMMARY: { CAPSLast7Days: '2', CAPSLast90Days: '' } } }));
    expect(parsed.CIBIL_REPORT_PARAMETERS.ENQUIRIES_SUMMARY).toEqual({ CAPSLast7Days: 2, CAPSLast30Days: 0, CAPSLast90Days: 0, CAPSLast180Days: 0 });
  });

  it('accepts the enquiries summary at the top level, preferring the one inside the report', () => {
    const top = { CAPSLast7Days: 1, CAPSLast30Days: 1, CAPSLast90Days: 1, CAPSLast180Days: 1 };
    const inside = { CAPSLast7Days: 2, CAPSLast30Days: 2, CAPSLast90Days: 2, CAPSLast180Days: 2 };
    expect(parse(body({ CIBIL_REPORT_PARAMETERS: { Loans: [] }, ENQUIRIES_SUMMARY: top })).CIBIL_REPORT_PARAMETERS.ENQUIRIES_SUMMARY).toEqual(top);
    expect(
      parse(body({ CIBIL_REPORT_PARAMETERS: { Loans: [], ENQUIRIES_SUMMARY: inside }, ENQUIRIES_SUMMARY: top })).CIBIL_REPORT_PARAMETERS.ENQUIRIES_SUMMARY,
    ).toEqual(inside);
    expect(parse(body({ ENQUIRIES_SUMMARY: top }))).not.toHaveProperty('ENQUIRIES_SUMMARY');
  });

  it('accepts companyId as well as companyid and outputs companyId only', () => {
    const rest = without(body(), 'companyid');
    const parsed = parse({ ...rest, companyId: COMPANY });
    expect(parsed.companyId).toBe(COMPANY);
    expect(parsed).not.toHaveProperty('companyid');
    expect(errors({ ...rest, companyId: COMPANY, companyid: COMPANY })).toEqual([]);
  });

  it('reads a missing or null openDate as null', () => {
    expect(parse(loanWith({ openDate: undefined })).CIBIL_REPORT_PARAMETERS.Loans[0]?.openDate).toBeNull();
  });
});

describe('no credit history', () => {
  it.each([null, undefined, '', 0, -1, '0', '-1'])('reads cibilScore %j as null', (cibilScore) => {
    expect(parse(body({ cibilScore })).cibilScore).toBeNull();
  });

  it('keeps the range edges and coerces strings', () => {
    expect(parse(body({ cibilScore: 300 })).cibilScore).toBe(300);
    expect(parse(body({ cibilScore: '900' })).cibilScore).toBe(900);
  });

  it.each([299, 901, -2, 1, '1000'])('rejects cibilScore %j', (cibilScore) => {
    expect(errors(body({ cibilScore }))).toEqual(['cibilScore must be between 300 and 900']);
  });

  it('rejects a fractional or non-numeric score', () => {
    expect(errors(body({ cibilScore: 750.5 }))).toEqual(['cibilScore must be a whole number between 300 and 900']);
    expect(errors(body({ cibilScore: 'good' }))).toEqual(['cibilScore must be between 300 and 900']);
    expect(errors(body({ cibilScore: true }))).toEqual(['cibilScore must be between 300 and 900']);
  });
});

describe('bad input', () => {
  it('reports missing required fields', () => {
    expect(errors({})).toEqual([
      'user_name is required',
      'age is required',
      'cityId is required',
      'salary is required',
      'currentEmploymentMonths is required',
      'totalEmploymentMonths is required',
      'requestedLoanAmount is required',
      'requestedTenureMonths is required',
      'monthsatpresentresidence is required',
      'isMarried is required',
      'isHouseowned is required',
      'homeloanwithspouse is required',
      'companyid is required',
    ]);
    expect(errors(body({ user_name: '  ' }))).toEqual(['user_name is required']);
    expect(errors(body({ salary: null }))).toEqual(['salary is required']);
  });

  it('rejects negative, non-numeric and non-finite numbers', () => {
    expect(errors(body({ salary: 'abc' }))).toEqual(['salary must be a number ≥ 0']);
    expect(errors(body({ salary: '1e5' }))).toEqual(['salary must be a number ≥ 0']);
    expect(errors(body({ salary: '0x10' }))).toEqual(['salary must be a number ≥ 0']);
    expect(errors(body({ requestedLoanAmount: Number.POSITIVE_INFINITY }))).toEqual(['requestedLoanAmount must be a number ≥ 0']);
    expect(errors(body({ requestedLoanAmount: Number.NaN }))).toEqual(['requestedLoanAmount must be a number ≥ 0']);
    expect(errors(body({ monthsatpresentresidence: '-3' }))).toEqual(['monthsatpresentresidence must be a number ≥ 0']);
  });

  it('needs an applicant of at least 18: a number below it, as a number or text, is refused naming the age', () => {
    for (const age of [17, 17.99, '17', ' 17.9 ', 0, -1, '', '017']) expect(errors(body({ age })), String(age)).toEqual(['age must be at least 18']);
    for (const age of ['old', true, '1e2', Number.NaN, Number.POSITIVE_INFINITY])
      expect(errors(body({ age })), String(age)).toEqual(['age must be a number ≥ 18']);
    for (const age of [18, '18', ' 18.5 ', '+19', '0018', 30.5, 100, '120']) expect(errors(body({ age })), String(age)).toEqual([]);
    expect(parse(body({ age: ' 18 ' })).age).toBe(18);
  });

  it('needs a tenure of at least one month', () => {
    expect(errors(body({ requestedTenureMonths: 0 }))).toEqual(['requestedTenureMonths must be a number ≥ 1']);
    expect(errors(body({ requestedTenureMonths: '' }))).toEqual(['requestedTenureMonths must be a number ≥ 1']);
  });

  it('needs valid ids', () => {
    expect(errors(body({ companyid: 'acme' }))).toEqual(['companyid must be a valid id']);
    expect(errors(body({ cityId: 42 }))).toEqual(['cityId must be a valid id']);
    expect(errors(body({ companyId: '123e4567-e89b-42d3-a456-426614174009' }))).toEqual(['companyId must be the same as companyid']);
  });

  it('needs real booleans', () => {
    expect(errors(body({ isMarried: 'yes' }))).toEqual(['isMarried must be true or false']);
    expect(errors(body({ isHostel: 1 }))).toEqual(['isHostel must be true or false']);
  });

  it('needs a real evaluation date', () => {
    expect(errors(body({ evaluation_date: '2025-02-30' }))).toEqual(['evaluation_date must be a real date written YYYY-MM-DD']);
    expect(errors(body({ evaluation_date: '15-06-2025' }))).toEqual(['evaluation_date must be a real date written YYYY-MM-DD']);
    expect(errors(body({ evaluation_date: 20250615 }))).toEqual(['evaluation_date must be a real date written YYYY-MM-DD']);
  });

  it('validates every loan field with its full path', () => {
    expect(errors(loanWith({ Loan_Type: 'Mortgage' }))).toEqual([
      'CIBIL_REPORT_PARAMETERS.Loans.0.Loan_Type must be one of Credit Card, Personal Loan, Home Loan, Car Loan, Education Loan, Gold Loan, Overdraft',
    ]);
    expect(errors(loanWith({ emi_amount: -5, emisPaid: 'x', is_secured: 'no', bt: 'maybe', openDate: 5 }))).toEqual([
      'CIBIL_REPORT_PARAMETERS.Loans.0.openDate must be text or null',
      'CIBIL_REPORT_PARAMETERS.Loans.0.is_secured must be true or false',
      'CIBIL_REPORT_PARAMETERS.Loans.0.emi_amount must be a number ≥ 0',
      'CIBIL_REPORT_PARAMETERS.Loans.0.emisPaid must be a number ≥ 0',
      'CIBIL_REPORT_PARAMETERS.Loans.0.bt must be true or false',
    ]);
    expect(errors(loanWith({ Loan_Type: undefined, outstanding: undefined }))).toEqual([
      'CIBIL_REPORT_PARAMETERS.Loans.0.Loan_Type is required',
      'CIBIL_REPORT_PARAMETERS.Loans.0.outstanding is required',
    ]);
    expect(errors(body({ CIBIL_REPORT_PARAMETERS: { Loans: 'none' } }))).toEqual(['CIBIL_REPORT_PARAMETERS.Loans must be a list']);
    expect(errors(body({ CIBIL_REPORT_PARAMETERS: { Loans: [null] } }))).toEqual(['CIBIL_REPORT_PARAMETERS.Loans.0 is required']);
  });

  it('needs whole, non-negative enquiry counts', () => {
    expect(errors(body({ CIBIL_REPORT_PARAMETERS: { ENQUIRIES_SUMMARY: { CAPSLast7Days: 1.5, CAPSLast30Days: -1, CAPSLast90Days: 'many' } } }))).toEqual([
      'CIBIL_REPORT_PARAMETERS.ENQUIRIES_SUMMARY.CAPSLast7Days must be a whole number ≥ 0',
      'CIBIL_REPORT_PARAMETERS.ENQUIRIES_SUMMARY.CAPSLast30Days must be a whole number ≥ 0',
      'CIBIL_REPORT_PARAMETERS.ENQUIRIES_SUMMARY.CAPSLast90Days must be a whole number ≥ 0',
    ]);
    expect(errors(body({ ENQUIRIES_SUMMARY: { CAPSLast180Days: '2.5' } }))).toEqual(['ENQUIRIES_SUMMARY.CAPSLast180Days must be a whole number ≥ 0']);
  });

  it('reports every problem at once, the company id included', () => {
    expect(errors(without(body({ age: -1, salary: 'lots' }), 'companyid'))).toEqual([
      'age must be at least 18',
      'salary must be a number ≥ 0',
      'companyid is required',
    ]);
  });

  it('rejects a body that is not an object', () => {
    expect(errors(null)).toEqual([' must be an object']);
    expect(errors([])).toEqual([' must be an object']);
  });

  it('writes messages without dots, so the client can cut at the last dot', () => {
    const messages =
      loanApplicationRequestSchema
        .safeParse({ ...loanWith({ Loan_Type: 'x', emi_amount: -1 }), cibilScore: 5, age: 'x' })
        .error?.issues.map((i) => i.message) ?? [];
    expect(messages.length).toBeGreaterThan(0);
    for (const message of messages) expect(message).not.toContain('.');
  });
});
