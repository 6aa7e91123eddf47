import type { LoanApplicationRequest } from '@lbo/contracts/loan-application';
import type { ConsentPurpose } from '@lbo/contracts/consent';
import type { BasicDetailsValues, LoanRow, LoansValues, YesNo } from './form-values';

export interface PayloadOptions {
  /** Rich variant: an empty, zero or missing score is sent as null (no credit history). */
  nullableCibil: boolean;
  /** Rich variant: sends `isHostel` and each loan's `bt`. */
  richFields: boolean;
  /** The notice consent was asked for (consent required): sent as given on the web, now, when the box is ticked. */
  consent?: { version: string; purposes: readonly ConsentPurpose[]; now: Date } | null;
}

type Numeric = string | number | null | undefined;

/** Empty inputs become 0 (spec §5, evaluation submit); text that is no number is left for the server to refuse. */
export function toNumber(value: Numeric): number | string {
  if (value === null || value === undefined) return 0;
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  const text = value.trim();
  if (text === '') return 0;
  const n = Number(text);
  return Number.isFinite(n) ? n : text;
}

export function toCibilScore(value: Numeric, nullable: boolean): number | string | null {
  const n = toNumber(value);
  if (!nullable) return n;
  return n === 0 ? null : n;
}

const yes = (value: YesNo) => value === 'yes';

function toLoan(loan: LoanRow, richFields: boolean) {
  return {
    bank_name: loan.bank_name.trim(),
    Loan_Type: loan.Loan_Type,
    openDate: loan.openDate ? loan.openDate : null,
    is_secured: loan.is_secured,
    outstanding: toNumber(loan.outstanding),
    emi_amount: toNumber(loan.emi_amount),
    emisPaid: toNumber(loan.emisPaid),
    emisPending: toNumber(loan.emisPending),
    ...(richFields ? { bt: loan.bt } : {}),
  };
}

/** The body of POST loanapplication/apply from the two steps' inputs. */
export function buildLoanApplicationPayload(basic: BasicDetailsValues, loans: LoansValues, options: PayloadOptions): LoanApplicationRequest {
  const { enquiries } = loans;
  return {
    user_name: basic.user_name.trim(),
    ...(basic.customer_reference.trim() ? { customer_reference: basic.customer_reference.trim() } : {}),
    ...(basic.preferredLanguage ? { preferredLanguage: basic.preferredLanguage } : {}),
    age: toNumber(basic.age),
    cibilScore: toCibilScore(basic.cibilScore, options.nullableCibil),
    companyid: basic.companyId,
    cityId: basic.cityId,
    salary: toNumber(basic.salary),
    currentEmploymentMonths: toNumber(basic.currentEmploymentMonths),
    totalEmploymentMonths: toNumber(basic.totalEmploymentMonths),
    requestedLoanAmount: toNumber(basic.requestedLoanAmount),
    requestedTenureMonths: toNumber(basic.requestedTenureMonths),
    monthsatpresentresidence: toNumber(basic.monthsatpresentresidence),
    isMarried: yes(basic.isMarried),
    isHouseowned: yes(basic.isHouseowned),
    homeloanwithspouse: yes(basic.homeloanwithspouse),
    currentadressproof: basic.currentadressproof,
    permanentadressproof: basic.permanentadressproof,
    permanenthouseownedproof: basic.permanenthouseownedproof,
    ...(options.richFields ? { isHostel: basic.isHostel } : {}),
    // "Any" sends nothing: every product is evaluated.
    ...(basic.loanPurpose ? { loanPurpose: basic.loanPurpose } : {}),
    ...(options.consent && basic.consentGiven
      ? {
          consent: {
            noticeVersion: options.consent.version,
            purposes: [...options.consent.purposes],
            obtainedAt: options.consent.now.toISOString(),
            channel: 'WEB' as const,
          },
        }
      : {}),
    CIBIL_REPORT_PARAMETERS: {
      Loans: (loans.loans ?? []).map((loan) => toLoan(loan, options.richFields)),
      ENQUIRIES_SUMMARY: {
        CAPSLast7Days: toNumber(enquiries.CAPSLast7Days),
        CAPSLast30Days: toNumber(enquiries.CAPSLast30Days),
        CAPSLast90Days: toNumber(enquiries.CAPSLast90Days),
        CAPSLast180Days: toNumber(enquiries.CAPSLast180Days),
      },
    },
  };
}
