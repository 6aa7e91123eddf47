import { PassThrough, type Readable } from 'node:stream';
import { inArray } from 'drizzle-orm';
import type { LoanApplication } from '@lbo/contracts/loan-application';
import type { Database } from '../../db/client';
import { banks, cities, companies, products, type BulkRowOutcome } from '../../db/schema';
import type { DecisionPairs } from '../../db/decision-pairs';
import type { ReadOutcomeColumns } from '../../db/stored-outcome';
import { XlsxStreamWriter } from '../../lib/spreadsheets';
import { resultPage } from './bulk-jobs.repository';
import { APPLICANT_COLUMNS, pairColumnsOf, type NameOf, type ResultColumn } from './bulk-result-columns';

const PAGE = 500;
/** Excel's last row is 1,048,576; pairs past this many go on the next sheet. */
const PAIRS_PER_SHEET = 1_000_000;
const APPLICANTS_RESULT_SHEET = 'Applicants';
/** The first sheet of every bank product checked; the next ones are "Bank products 2", "Bank products 3"… */
const PAIRS_RESULT_SHEET = 'Bank products';

/** Banks and products are few: all their names at once. */
async function lenderNames(db: Database) {
  const [bankRows, productRows] = await Promise.all([
    db.select({ id: banks.id, name: banks.name }).from(banks),
    db.select({ id: products.id, name: products.name }).from(products),
  ]);
  return new Map([...bankRows, ...productRows].map((r) => [r.id, r.name]));
}

/** Company Master may be large: only the companies and cities a page of rows names. */
async function placeNames(db: Database, inputs: LoanApplication[]) {
  const companyIds = [...new Set(inputs.map((i) => i.companyId).filter(Boolean))];
  const cityIds = [...new Set(inputs.map((i) => i.cityId).filter(Boolean))];
  const [companyRows, cityRows] = await Promise.all([
    companyIds.length ? db.select({ id: companies.id, name: companies.company_name }).from(companies).where(inArray(companies.id, companyIds)) : [],
    cityIds.length ? db.select({ id: cities.id, name: cities.city_name }).from(cities).where(inArray(cities.id, cityIds)) : [],
  ]);
  return new Map([...companyRows, ...cityRows].map((r) => [r.id, r.name]));
}

const nameFrom =
  (...maps: Map<string, string>[]): NameOf =>
  (id, fallback) => {
    if (!id) return null;
    for (const map of maps) {
      const name = map.get(id);
      if (name !== undefined) return name;
    }
    return fallback;
  };

async function* resultPages(db: Database, pairs: DecisionPairs, jobId: string) {
  let after = 0;
  for (;;) {
    const page = await resultPage(db, jobId, after, PAGE, pairs.outcome.columns);
    if (page.length === 0) return;
    yield page;
    after = page.at(-1)!.rowNumber;
  }
}

async function startSheet<R>(book: XlsxStreamWriter, name: string, columns: ResultColumn<R>[]) {
  await book.startSheet(name, { widths: columns.map((c) => c.width), header: true });
  await book.row(
    columns.map((c) => c.header),
    columns.map(() => 'header'),
  );
}

const writeLine = <R>(book: XlsxStreamWriter, columns: ResultColumn<R>[], line: R) =>
  book.row(
    columns.map((c) => c.value(line)),
    columns.map((c) => c.style),
  );

/**
 * The result of a completed job as .xlsx, written as it is read: one row per applicant (its
 * inputs, result and largest offer), then every applicant × bank product. Memory stays flat
 * whatever the job's size; the reader's pace sets the writer's.
 */
export function streamBulkResult(db: Database, pairs: DecisionPairs, jobId: string): Readable {
  const out = new PassThrough();
  const book = new XlsxStreamWriter(out);
  void (async () => {
    const lenders = await lenderNames(db);
    await startSheet(book, APPLICANTS_RESULT_SHEET, APPLICANT_COLUMNS);
    for await (const page of resultPages(db, pairs, jobId)) {
      const inputs = page.map((r) => r.input as LoanApplication);
      const name = nameFrom(lenders, await placeNames(db, inputs));
      for (const [i, r] of page.entries())
        await writeLine(book, APPLICANT_COLUMNS, {
          rowNumber: r.rowNumber,
          applicantRef: r.applicantRef,
          input: inputs[i]!,
          evaluationDate: r.evaluation_date,
          outcome: r.outcome as BulkRowOutcome | null,
          name,
        });
    }

    const name = nameFrom(lenders);
    const pairColumns = pairColumnsOf(pairs.outcome.fields);
    let sheetNumber = 0;
    const nextPairsSheet = async () => {
      sheetNumber++;
      await startSheet(book, sheetNumber === 1 ? PAIRS_RESULT_SHEET : `${PAIRS_RESULT_SHEET} ${sheetNumber}`, pairColumns);
    };
    await nextPairsSheet();
    for await (const page of resultPages(db, pairs, jobId)) {
      for (const r of page) {
        const stored = r as unknown as ReadOutcomeColumns;
        await pairs.load((stored.pair_ids ?? []).map(Number));
        const applicantName = (r.input as LoanApplication).user_name;
        for (const pair of pairs.outcome.decode(stored, pairs.pairOf)) {
          if (book.rowsInSheet > PAIRS_PER_SHEET) await nextPairsSheet();
          await writeLine(book, pairColumns, { rowNumber: r.rowNumber, applicantRef: r.applicantRef, applicantName, pair, name });
        }
      }
    }
    await book.finish();
  })().catch((error: Error) => out.destroy(error));
  return out;
}
