import { describe, expect, it } from 'vitest';
import { loanApplicationRequestSchema } from '@lbo/contracts/loan-application';
import { buildLoanApplicationPayload, toCibilScore, toNumber } from './build-payload';
import { sampleBasicDetails } from './sample-basic-details';
import { emptyLoan, emptyLoansValues, type LoansValues } from './form-values';

const COMPANY = '3f0c5a53-8a43-4b8e-9d0e-0b7e4f1f2a11';
const CITY = '7d8b1f8e-2f0a-4a4c-8c51-6a1a9f3a2b22';

const basic = sampleBasicDetails({
  user_name: '  Asha Rao ',
  companyId: COMPANY,
  companyName: 'Infosys',
  cityId: CITY,
  cityName: 'Mumbai',
  isHostel: true,
  currentadressproof: true,
});

const loans: LoansValues = {
  loans: [{ ...emptyLoan('Personal Loan'), bank_name: 'HDFC Bank ', outstanding: '120000', emi_amount: '8000.5', emisPaid: '12', emisPending: '', bt: true }],
  enquiries: { CAPSLast7Days: '0', CAPSLast30Days: '2', CAPSLast90Days: '', CAPSLast180Days: '5' },
};

describe('toNumber', () => {
  it('turns empty inputs into 0 and numeric text into numbers', () => {
    expect(toNumber('')).toBe(0);
    expect(toNumber('   ')).toBe(0);
    expect(toNumber(null)).toBe(0);
    expect(toNumber(undefined)).toBe(0);
    expect(toNumber(' 42 ')).toBe(42);
    expect(toNumber('1500.75')).toBe(1500.75);
    expect(toNumber(7)).toBe(7);
  });

  it('leaves text that is no number for the server to refuse', () => {
    expect(toNumber('abc')).toBe('abc');
  });
});

describe('toCibilScore', () => {
  it('rich variant: empty, zero and null mean no credit history (null)', () => {
    for (const value of ['', '0', null, undefined, 0]) expect(toCibilScore(value, true)).toBeNull();
    expect(toCibilScore('750', true)).toBe(750);
  });

  it('simple variant: sends the number, empty as 0', () => {
    expect(toCibilScore('', false)).toBe(0);
    expect(toCibilScore('700', false)).toBe(700);
  });
});

describe('buildLoanApplicationPayload', () => {
  it('builds the rich body: numbers coerced, booleans from the yes/no answers, isHostel and bt sent', () => {
    const body = buildLoanApplicationPayload(basic, loans, { nullableCibil: true, richFields: true });
    expect(body).toEqual({
      user_name: 'Asha Rao',
      age: 30,
      cibilScore: 750,
      companyid: COMPANY,
      cityId: CITY,
      salary: 60000,
      currentEmploymentMonths: 0,
      totalEmploymentMonths: 0,
      requestedLoanAmount: 500000,
      requestedTenureMonths: 36,
      monthsatpresentresidence: 24,
      isMarried: true,
      isHouseowned: false,
      homeloanwithspouse: false,
      currentadressproof: true,
      permanentadressproof: false,
      permanenthouseownedproof: false,
      isHostel: true,
      CIBIL_REPORT_PARAMETERS: {
        Loans: [
          {
            bank_name: 'HDFC Bank',
            Loan_Type: 'Personal Loan',
            openDate: null,
            is_secured: false,
            outstanding: 120000,
            emi_amount: 8000.5,
            emisPaid: 12,
            emisPending: 0,
            bt: true,
          },
        ],
        ENQUIRIES_SUMMARY: { CAPSLast7Days: 0, CAPSLast30Days: 2, CAPSLast90Days: 0, CAPSLast180Days: 5 },
      },
    });
    // The server's own schema accepts what the client sends.
    expect(loanApplicationRequestSchema.safeParse(body).success).toBe(true);
  });

  it('sends the customer reference only when one is given, trimmed', () => {
    const options = { nullableCibil: true, richFields: true } as never;
    expect(buildLoanApplicationPayload(basic, loans, options)).not.toHaveProperty('customer_reference');
    const filed = buildLoanApplicationPayload({ ...basic, customer_reference: ' LEAD-7 ' }, loans, options);
    expect(filed.customer_reference).toBe('LEAD-7');
    expect(loanApplicationRequestSchema.safeParse(filed).success).toBe(true);
  });

  it('sends the loan purpose only when one is chosen ("Any" sends nothing)', () => {
    const options = { nullableCibil: true, richFields: true };
    expect(buildLoanApplicationPayload(basic, loans, options)).not.toHaveProperty('loanPurpose');
    const home = buildLoanApplicationPayload({ ...basic, loanPurpose: 'HOME_LOAN' }, loans, options);
    expect(home.loanPurpose).toBe('HOME_LOAN');
    expect(loanApplicationRequestSchema.parse(home).loanPurpose).toBe('HOME_LOAN');
  });

  it('rich variant sends an empty CIBIL score as null', () => {
    const body = buildLoanApplicationPayload({ ...basic, cibilScore: '' }, loans, { nullableCibil: true, richFields: true });
    expect(body.cibilScore).toBeNull();
  });

  it('simple variant: no isHostel, no bt, and the open date kept when given', () => {
    const withDate: LoansValues = { ...loans, loans: [{ ...loans.loans[0]!, openDate: '2023-04-01' }] };
    const body = buildLoanApplicationPayload(basic, withDate, { nullableCibil: false, richFields: false });
    expect(body).not.toHaveProperty('isHostel');
    const [loan] = body.CIBIL_REPORT_PARAMETERS!.Loans!;
    expect(loan).not.toHaveProperty('bt');
    expect(loan!.openDate).toBe('2023-04-01');
    expect(loanApplicationRequestSchema.safeParse(body).success).toBe(true);
  });

  it('sends an empty list when there are no loans, and default enquiry counts of 0', () => {
    const body = buildLoanApplicationPayload(basic, emptyLoansValues(0), { nullableCibil: true, richFields: true });
    expect(body.CIBIL_REPORT_PARAMETERS).toEqual({
      Loans: [],
      ENQUIRIES_SUMMARY: { CAPSLast7Days: 0, CAPSLast30Days: 0, CAPSLast90Days: 0, CAPSLast180Days: 0 },
    });
  });

  it('emptyLoan marks home, car and gold loans secured', () => {
    expect(emptyLoan('Home Loan').is_secured).toBe(true);
    expect(emptyLoan('Car Loan').is_secured).toBe(true);
    expect(emptyLoan('Gold Loan').is_secured).toBe(true);
    expect(emptyLoan('Credit Card').is_secured).toBe(false);
  });
});

describe('the preferred language', () => {
  it('is sent only when chosen, as the apply route takes it', () => {
    const without = buildLoanApplicationPayload(basic, loans, { nullableCibil: true, richFields: true });
    expect(without).not.toHaveProperty('preferredLanguage');
    const hindi = buildLoanApplicationPayload({ ...basic, preferredLanguage: 'hi' }, loans, { nullableCibil: true, richFields: true });
    expect(hindi.preferredLanguage).toBe('hi');
    expect(loanApplicationRequestSchema.parse(hindi).preferredLanguage).toBe('hi');
  });
});
