import { describe, expect, it } from 'vitest';
import { NO_OFFER, PAIR_FIELDS } from '@lbo/eligibility';
import { applyAnswer } from '@lbo/contracts/loan-application-answers';
import { ok } from '../../lib/envelope';
import { answerWriter } from './answer-writer';
import type { CompactEntry } from '@lbo/eligibility';
import type { Decision } from './loan-application.service';

const SHARED_REASONS = Object.freeze(['Salary is below the minimum', 'CIBIL score is "below" the minimum']) as string[];
const SHARED_CODES = Object.freeze(['SALARY_BELOW_MIN', 'CIBIL_BELOW_MIN']) as CompactEntry['failureCodes'];

function entry(over: Partial<CompactEntry> = {}): CompactEntry {
  return {
    bankId: '00000000-0000-4000-8001-000000000001',
    bankName: 'Bank 001',
    productId: '00000000-0000-4000-8002-000000000001',
    productName: 'Personal Loan',
    loanType: 'PERSONAL_LOAN',
    eligibilityStatus: 'ELIGIBLE',
    loanAmountDetails: { eligibleAmount: 1500000, interestRate: 15.5, estimatedEMI: 36080, btAmount: 250000 },
    apr: 16.32,
    netDisbursedAmount: 1473350,
    upfrontCharges: 26650.5,
    totalInterest: 664787.06,
    totalAmountPayable: 2191437.06,
    penalCharges: '2% a month on the overdue instalment',
    grantedTenure: 60,
    appliedMaxTenure: 60,
    failureReasons: [],
    failureCodes: [],
    bindingCap: 'requested',
    ...over,
  };
}

const refused = (over: Partial<CompactEntry> = {}) =>
  entry({
    eligibilityStatus: 'NOT_ELIGIBLE',
    loanAmountDetails: { eligibleAmount: 0, interestRate: null, estimatedEMI: 0, btAmount: 0 },
    ...NO_OFFER,
    failureReasons: SHARED_REASONS,
    failureCodes: SHARED_CODES,
    bindingCap: null,
    ...over,
  });

const decision = (entries: CompactEntry[]): Decision => ({
  eligibleBanks: entries,
  totalBanksChecked: entries.length,
  eligibleCount: entries.filter((e) => e.eligibilityStatus === 'ELIGIBLE').length,
  applicationId: '3f1c2a4e-1111-4222-8333-444455556666',
  customerId: '3f1c2a4e-1111-4222-8333-444455556667',
  ruleVersion: 12,
});

const MESSAGE = 'BRE calculation completed successfully';
const expected = (d: Decision) => JSON.stringify(ok(d, MESSAGE));
const writer = answerWriter(PAIR_FIELDS);
const applyAnswerJson = (d: Decision, message: string) => writer.write(d, message);

describe('the apply answer written from the list of pair fields', () => {
  it('writes exactly what JSON.stringify writes for an answer of eligible and refused pairs', () => {
    const d = decision([entry(), refused({ bankId: 'b2', bankName: 'Bank 002' }), entry({ bankId: 'b3', failureReasons: ['one-off list'] })]);
    expect(applyAnswerJson(d, MESSAGE)).toBe(expected(d));
  });

  it('writes an answer its contract schema reads whole: every field named, none dropped by the parse', () => {
    const d = decision([entry(), refused({ bankId: 'b2', bankName: 'Bank 002' }), entry({ bankId: 'b3', bindingCap: 'foir' })]);
    const written = JSON.parse(applyAnswerJson(d, MESSAGE)) as unknown;
    const read = applyAnswer.parse(written);
    expect(read).toEqual(written);
    expect(read.data.eligibleBanks.map((e) => e.bindingCap)).toEqual(['requested', null, 'foir']);
  });

  it('escapes names and sentences and writes awkward numbers as JSON does', () => {
    const d = decision([
      entry({
        bankId: 'q"uote',
        bankName: 'Bank \\ "Ünïcode" ₹ 🏦\n\t\u0001\u2028',
        productName: '</script>',
        penalCharges: '₹500 or 2% — "whichever is higher"',
        loanAmountDetails: { eligibleAmount: -0, interestRate: 0.1 + 0.2, estimatedEMI: 1e21, btAmount: 2 ** 53 + 2 },
        apr: Number.NaN,
        netDisbursedAmount: Number.POSITIVE_INFINITY,
        upfrontCharges: -12.5,
        totalInterest: 1e-7,
        totalAmountPayable: 123456789.01,
      }),
    ]);
    expect(applyAnswerJson(d, 'a "quoted" message')).toBe(JSON.stringify(ok(d, 'a "quoted" message')));
  });

  it('follows a renamed bank, a retyped product and a pair that changed status, though their ids are the ones it has seen', () => {
    const first = decision([entry({ bankId: 'same', productId: 'same' })]);
    expect(applyAnswerJson(first, MESSAGE)).toBe(expected(first));
    const renamed = decision([entry({ bankId: 'same', productId: 'same', bankName: 'Renamed Bank' })]);
    expect(applyAnswerJson(renamed, MESSAGE)).toBe(expected(renamed));
    const nowRefused = decision([refused({ bankId: 'same', productId: 'same', bankName: 'Renamed Bank' })]);
    expect(applyAnswerJson(nowRefused, MESSAGE)).toBe(expected(nowRefused));
    const retyped = decision([refused({ bankId: 'same', productId: 'same', bankName: 'Renamed Bank', loanType: 'HOME_LOAN' })]);
    expect(applyAnswerJson(retyped, MESSAGE)).toBe(expected(retyped));
  });

  it('writes loanType right after productName', () => {
    const written = applyAnswerJson(decision([entry()]), MESSAGE);
    expect(written).toContain('"productName":"Personal Loan","loanType":"PERSONAL_LOAN","eligibilityStatus"');
  });

  it('matches JSON.stringify on many random figures', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31) * 10 ** Math.floor((seed % 9) - 2);
    const entries = Array.from({ length: 500 }, (_, i) =>
      entry({
        bankId: `bank-${i % 37}`,
        loanAmountDetails: { eligibleAmount: Math.round(random()) * 1000, interestRate: random(), estimatedEMI: Math.floor(random()), btAmount: random() },
        apr: Math.round(random() * 100) / 100,
        netDisbursedAmount: Math.round(random() * 100) / 100,
        upfrontCharges: random(),
        totalInterest: -random(),
        totalAmountPayable: Math.round(random() * 100) / 100,
      }),
    );
    const d = decision(entries);
    expect(applyAnswerJson(d, MESSAGE)).toBe(expected(d));
  });

  it('writes an entry with a field the list does not name as JSON.stringify does, whole', () => {
    const d = decision([{ ...entry(), stampDuty: 1200 } as CompactEntry, entry({ bankId: 'b2' })]);
    expect(applyAnswerJson(d, MESSAGE)).toBe(expected(d));
  });
});
