import { sql } from 'drizzle-orm';
import { isActiveOn, type ChargesRule } from '@lbo/eligibility';
import { PRODUCT_LOAN_TYPE_LABELS, type ProductLoanType } from '@lbo/contracts/master-data';
import type { Database } from '../../db/client';
import type { DecisionPairs } from '../../db/decision-pairs';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { findApplication, indiaDate } from '../loan-application';
import { rowsAt } from '../rule-versions';
import { kfsContent } from './kfs-content';
import { kfsHtml } from './kfs-html';
import { kfsPdf } from './kfs-pdf';
import { KFS_TEXTS_EN } from './kfs-texts.en';
import { addWorkingDays } from './working-days';
import { rowsOf } from '../../db/raw-rows';

export interface KfsDeps {
  db: Database;
  pairs: DecisionPairs;
  clock: Clock;
  holidays: readonly string[];
}

export interface IssuedKfs {
  proposalNumber: string;
  issuedOn: string;
  validUntil: string;
  html: string;
  pdf: Buffer;
}

/** RBI: a KFS stays valid for at least three working days. */
const VALID_WORKING_DAYS = 3;

async function findIssued(db: Database, applicationId: string, bankId: string, productId: string): Promise<IssuedKfs | null> {
  const [row] = rowsOf<{ proposal_number: string; issued_on: string | Date; valid_until: string | Date; html: string; pdf: Uint8Array }>(
    await db.execute(sql`
      SELECT proposal_number, to_char(issued_on, 'YYYY-MM-DD') AS issued_on, to_char(valid_until, 'YYYY-MM-DD') AS valid_until, html, pdf
      FROM kfs_documents WHERE application_id = ${applicationId}::uuid AND bank_id = ${bankId}::uuid AND product_id = ${productId}::uuid`),
  );
  if (!row) return null;
  return {
    proposalNumber: row.proposal_number,
    issuedOn: String(row.issued_on),
    validUntil: String(row.valid_until),
    html: row.html,
    pdf: Buffer.from(row.pdf),
  };
}

/** The pair's charges in force on the decision's day, in its version: the lowest id among active rows, as the engine picks. */
function chargesOn(rows: Record<string, unknown>[], bankId: string, productId: string, day: string): ChargesRule | null {
  const active = (rows as unknown as ChargesRule[]).filter((r) => r.bank_id === bankId && r.product_id === productId && isActiveOn(r, day));
  return active.sort((a, b) => (a.id < b.id ? -1 : 1))[0] ?? null;
}

/**
 * The Key Fact Statement of one offer: issued on the first request (number, date, validity; both
 * renderings stored), then the same bytes on every request. Built from the stored decision and
 * the charges of ITS rule version, never today's.
 */
export async function issueKfs(deps: KfsDeps, applicationId: string, bankId: string, productId: string): Promise<IssuedKfs> {
  const issued = await findIssued(deps.db, applicationId, bankId, productId);
  if (issued) return issued;
  const decision = await findApplication(deps.db, deps.pairs, applicationId);
  if (!decision) throw AppError.notFound('Application');
  const pair = decision.pairs.find((p) => p.bankId === bankId && p.productId === productId);
  if (!pair) throw AppError.notFound('Bank and product in this application');
  if (pair.eligibilityStatus !== 'ELIGIBLE' || pair.interestRate === null)
    throw AppError.conflict('This bank and product made no offer: there is no Key Fact Statement');
  if (decision.ruleVersion === null || decision.evaluationDate === null) {
    throw AppError.conflict('This application was evaluated before rule versions existed: the charges it was offered with were not kept');
  }
  const rows = await rowsAt(deps.db, decision.ruleVersion, ['charges_rules', 'banks', 'products']);
  const bankRow = rows.get('banks')?.find((b) => b.id === bankId) ?? null;
  const productRow = rows.get('products')?.find((p) => p.id === productId) ?? null;
  const issuedOn = indiaDate(deps.clock.now());
  const [seq] = rowsOf<{ n: string | number }>(await deps.db.execute(sql`SELECT nextval('kfs_proposal_seq') AS n`));
  const content = kfsContent({
    proposalNumber: `KFS-${issuedOn.slice(0, 4)}-${String(seq!.n).padStart(6, '0')}`,
    issuedOn,
    validUntil: addWorkingDays(issuedOn, VALID_WORKING_DAYS, deps.holidays),
    lender: typeof bankRow?.name === 'string' ? bankRow.name : 'Lender',
    // The product's loan type in words (its version's row), as RBI's "Type of loan" asks.
    loanType: PRODUCT_LOAN_TYPE_LABELS[productRow?.loan_type as ProductLoanType] ?? 'Loan',
    amount: pair.eligibleAmount,
    rate: pair.interestRate,
    months: pair.grantedTenure,
    charges: chargesOn(rows.get('charges_rules') ?? [], bankId, productId, decision.evaluationDate),
    bankRow,
  });
  const html = kfsHtml(content, KFS_TEXTS_EN);
  const pdf = await kfsPdf(content, KFS_TEXTS_EN);
  // Two first requests at once: one insert wins, and both answer with what it stored.
  await deps.db.execute(sql`
    INSERT INTO kfs_documents (application_id, application_created_at, bank_id, product_id, proposal_number, issued_on, valid_until, html, pdf)
    VALUES (${applicationId}::uuid, ${decision.createdAt.toISOString()}::timestamptz, ${bankId}::uuid, ${productId}::uuid, ${content.proposalNumber}, ${content.issuedOn}::date, ${content.validUntil}::date,
            ${html}, ${pdf}::bytea)
    ON CONFLICT (application_id, bank_id, product_id) DO NOTHING`);
  return (await findIssued(deps.db, applicationId, bankId, productId))!;
}
