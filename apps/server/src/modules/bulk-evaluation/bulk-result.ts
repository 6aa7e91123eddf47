import { PassThrough, type Readable } from 'node:stream';
import { FAILURE_MESSAGES, type FailureCode } from '@lbo/eligibility';
import type { LoanApplication } from '@lbo/contracts/loan-application';
import type { Database } from '../../db/client';
import { banks, products, type BulkRowOutcome } from '../../db/schema';
import type { DecisionPairs } from '../../db/decision-pairs';
import { decodeOutcome } from '../../db/stored-outcome';
import { XlsxStreamWriter } from '../../lib/spreadsheets';
import { resultPage } from './bulk-jobs.repository';

const PAGE = 500;
/** Excel's last row is 1,048,576; pairs past this many go on the next sheet. */
export const PAIRS_PER_SHEET = 1_000_000;

const APPLICANT_HEADER = [
  'Row',
  'applicant_ref',
  'customer_reference',
  'Applicant',
  'Eligible offers',
  'Pairs checked',
  'Best bank',
  'Best product',
  'Eligible amount (₹)',
  'Interest rate (%)',
  'APR (%)',
  'EMI (₹)',
  'Tenure (months)',
  'Main reason not eligible',
];
const PAIR_HEADER = [
  'Row',
  'applicant_ref',
  'Bank',
  'Product',
  'Status',
  'Eligible amount (₹)',
  'Interest rate (%)',
  'EMI (₹)',
  'Tenure (months)',
  'APR (%)',
  'Upfront charges (₹)',
  'Net disbursed (₹)',
  'Total interest (₹)',
  'Total amount payable (₹)',
  'Penal charges',
  'Reasons not eligible',
];

async function names(db: Database) {
  const [bankRows, productRows] = await Promise.all([
    db.select({ id: banks.id, name: banks.name }).from(banks),
    db.select({ id: products.id, name: products.name }).from(products),
  ]);
  const map = new Map<string, string>();
  for (const r of [...bankRows, ...productRows]) map.set(r.id, r.name);
  return (id: string | undefined, fallback: string) => (id ? (map.get(id) ?? fallback) : null);
}

async function* resultRows(db: Database, jobId: string) {
  let after = 0;
  for (;;) {
    const page = await resultPage(db, jobId, after, PAGE);
    if (page.length === 0) return;
    yield* page;
    after = page.at(-1)!.rowNumber;
  }
}

/**
 * The result of a completed job as .xlsx, written as it is read: one row per applicant, then every
 * applicant × pair. Memory stays flat whatever the job's size; the reader's pace sets the writer's.
 */
export function streamBulkResult(db: Database, pairs: DecisionPairs, jobId: string): Readable {
  const out = new PassThrough();
  const book = new XlsxStreamWriter(out);
  void (async () => {
    const name = await names(db);
    await book.startSheet('Applicants');
    await book.row(APPLICANT_HEADER);
    for await (const r of resultRows(db, jobId)) {
      const input = r.input as LoanApplication;
      const o = r.outcome as BulkRowOutcome | null;
      const best = o?.best ?? null;
      await book.row([
        r.rowNumber,
        r.applicantRef,
        input.customer_reference ?? null,
        input.user_name,
        o?.eligibleCount ?? null,
        o?.totalPairs ?? null,
        name(best?.bankId, 'Deleted bank'),
        name(best?.productId, 'Deleted product'),
        best?.amount ?? null,
        best?.rate ?? null,
        best?.apr ?? null,
        best?.emi ?? null,
        best?.tenure ?? null,
        o?.error ?? o?.mainFailure ?? null,
      ]);
    }

    let sheetNumber = 0;
    const nextPairsSheet = async () => {
      sheetNumber++;
      await book.startSheet(sheetNumber === 1 ? 'Pairs' : `Pairs ${sheetNumber}`);
      await book.row(PAIR_HEADER);
    };
    await nextPairsSheet();
    for await (const r of resultRows(db, jobId)) {
      await pairs.load((r.pair_ids ?? []).map(Number));
      for (const p of decodeOutcome(r, pairs.pairOf)) {
        if (book.rowsInSheet > PAIRS_PER_SHEET) await nextPairsSheet();
        const eligible = p.eligibilityStatus === 'ELIGIBLE';
        await book.row([
          r.rowNumber,
          r.applicantRef,
          name(p.bankId, 'Deleted bank'),
          name(p.productId, 'Deleted product'),
          p.eligibilityStatus,
          p.eligibleAmount,
          eligible ? p.interestRate : null,
          eligible ? p.estimatedEMI : null,
          eligible ? p.grantedTenure : null,
          p.apr,
          p.upfrontCharges,
          p.netDisbursedAmount,
          p.totalInterest,
          p.totalAmountPayable,
          p.penalCharges,
          p.failureCodes.map((c) => FAILURE_MESSAGES[c as FailureCode] ?? c).join('; ') || null,
        ]);
      }
    }
    await book.finish();
  })().catch((error: Error) => out.destroy(error));
  return out;
}
