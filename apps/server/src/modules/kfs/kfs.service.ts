import { isActiveOn, type ChargesRule } from '@lbo/eligibility';
import type { DocumentLanguage } from '@lbo/contracts/document-languages';
import type { ProductLoanType } from '@lbo/contracts/master-data';
import type { LenderKfsFacts } from '@lbo/contracts/kfs';
import { sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/raw-rows';
import type { DecisionPairs } from '../../db/decision-pairs';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { findApplication, indiaDate } from '../loan-application';
import { rowsAt } from '../rule-versions';
import { DOCUMENT_TEXTS } from './catalogues';
import { kfsContent, missingKfsFacts } from './kfs-content';
import { kfsHtml } from './kfs-html';
import { kfsPdf } from './kfs-pdf';
import { findIssue, findRendering, nextProposalSequence, preferredLanguageOf, storeRendering, type IssuedKfs, type KfsIssue } from './kfs.repository';
import { addWorkingDays } from './working-days';

export interface KfsDeps {
  db: Database;
  pairs: DecisionPairs;
  clock: Clock;
  holidays: readonly string[];
}

/** RBI: a KFS stays valid for at least three working days. */
const VALID_WORKING_DAYS = 3;

/** The language asked for, else the customer's preferred one, else English. */
export async function documentLanguage(db: Database, applicationId: string, asked: DocumentLanguage | undefined): Promise<DocumentLanguage> {
  return asked ?? (await preferredLanguageOf(db, applicationId)) ?? 'en';
}

/** The pair's charges in force on the decision's day, in its version: the lowest id among active rows, as the engine picks. */
function chargesOn(rows: Record<string, unknown>[], bankId: string, productId: string, day: string): ChargesRule | null {
  const active = (rows as unknown as ChargesRule[]).filter((r) => r.bank_id === bankId && r.product_id === productId && isActiveOn(r, day));
  return active.sort((a, b) => (a.id < b.id ? -1 : 1))[0] ?? null;
}

/** A stored decision that has rule versions: what its statements and comparison are built from. */
export async function versionedDecision(deps: { db: DbOrTx; pairs: DecisionPairs }, applicationId: string) {
  const decision = await findApplication(deps.db, deps.pairs, applicationId);
  if (!decision) throw AppError.notFound('Application');
  if (decision.ruleVersion === null || decision.evaluationDate === null) {
    throw AppError.conflict('This application was evaluated before rule versions existed: the charges it was offered with were not kept');
  }
  const borrower = (decision.input as { user_name?: unknown } | null)?.user_name;
  return { ...decision, ruleVersion: decision.ruleVersion, evaluationDate: decision.evaluationDate, borrower: typeof borrower === 'string' ? borrower : '' };
}

/**
 * The Key Fact Statement of one offer in `language`: the offer's first statement is issued on its
 * first request (number, date, validity), and each language is rendered once, beside it, with the
 * same number and dates; every later request answers the stored bytes. Built from the stored
 * decision and the charges of ITS rule version, never today's.
 */
export async function issueKfs(deps: KfsDeps, applicationId: string, bankId: string, productId: string, language: DocumentLanguage): Promise<IssuedKfs> {
  const offer = { applicationId, bankId, productId };
  const issued = await findRendering(deps.db, offer, language);
  if (issued) return issued;
  const decision = await versionedDecision(deps, applicationId);
  const pair = decision.pairs.find((p) => p.bankId === bankId && p.productId === productId);
  if (!pair) throw AppError.notFound('Bank and product in this application');
  if (pair.eligibilityStatus !== 'ELIGIBLE' || pair.interestRate === null)
    throw AppError.conflict('This bank and product made no offer: there is no Key Fact Statement');
  const render = await offerRenderer(deps.db, decision, pair, bankId, productId);
  // Two first requests in two languages at once: the one stored second finds the other's number
  // and is rendered again with it (rare; a number drawn and not used leaves a gap).
  for (let attempt = 0; ; attempt++) {
    const issue: KfsIssue = (await findIssue(deps.db, offer)) ?? (await newIssue(deps));
    const rendering: IssuedKfs = { ...issue, language, ...(await render(issue, language)) };
    const outcome = await storeRendering(deps.db, { ...offer, applicationCreatedAt: decision.createdAt }, rendering);
    if (outcome !== 'renumber' || attempt >= 2) break;
  }
  // Whoever stored it, every request answers what is stored.
  const stored = await findRendering(deps.db, offer, language);
  if (!stored) throw AppError.conflict('The Key Fact Statement is being issued by another request: ask again');
  return stored;
}

type VersionedDecision = Awaited<ReturnType<typeof versionedDecision>>;

/** Renders one offer's statement for an issue (number, dates) in a language: from the decision and the charges of its version. */
async function offerRenderer(db: DbOrTx, decision: VersionedDecision, pair: VersionedDecision['pairs'][number], bankId: string, productId: string) {
  const rows = await rowsAt(db, decision.ruleVersion, ['charges_rules', 'banks', 'products']);
  const bankRow = rows.get('banks')?.find((b) => b.id === bankId) ?? null;
  const productRow = rows.get('products')?.find((p) => p.id === productId) ?? null;
  return async (issue: KfsIssue, language: DocumentLanguage) => {
    const texts = DOCUMENT_TEXTS[language];
    const content = kfsContent({
      ...issue,
      borrower: decision.borrower,
      lender: typeof bankRow?.name === 'string' ? bankRow.name : 'Lender',
      // The product's loan type in the statement's words (its version's row), as RBI's "Type of loan" asks.
      loanType: texts.loanTypes[productRow?.loan_type as ProductLoanType] ?? texts.loanTypes.OTHER,
      amount: pair.eligibleAmount,
      rate: pair.interestRate ?? 0,
      months: pair.grantedTenure,
      charges: chargesOn(rows.get('charges_rules') ?? [], bankId, productId, decision.evaluationDate),
      bankRow,
    });
    return { html: kfsHtml(content, texts), pdf: await kfsPdf(content, texts) };
  };
}

/**
 * Renders every stored statement of these decisions again, with the same number, dates and
 * language, from what the decision now holds: after an erasure pseudonymised its input, the
 * statement names the pseudonym instead of the borrower (ADR 0041). Runs in the caller's
 * transaction. Answers how many renderings were replaced.
 */
export async function renderKfsAgain(deps: { db: DbOrTx; pairs: DecisionPairs }, applicationIds: readonly string[]): Promise<number> {
  let replaced = 0;
  for (const applicationId of applicationIds) {
    const stored = rowsOf<{
      id: string;
      bank_id: string;
      product_id: string;
      language: DocumentLanguage;
      proposal_number: string;
      issued_on: string;
      valid_until: string;
    }>(
      await deps.db.execute(sql`
        SELECT id, bank_id, product_id, language, proposal_number, to_char(issued_on, 'YYYY-MM-DD') AS issued_on, to_char(valid_until, 'YYYY-MM-DD') AS valid_until
        FROM kfs_documents WHERE application_id = ${applicationId}::uuid ORDER BY created_at, id`),
    );
    if (stored.length === 0) continue;
    const decision = await versionedDecision(deps, applicationId);
    for (const row of stored) {
      const pair = decision.pairs.find((p) => p.bankId === row.bank_id && p.productId === row.product_id);
      if (!pair) continue;
      const render = await offerRenderer(deps.db, decision, pair, row.bank_id, row.product_id);
      const { html, pdf } = await render({ proposalNumber: row.proposal_number, issuedOn: row.issued_on, validUntil: row.valid_until }, row.language);
      await deps.db.execute(sql`UPDATE kfs_documents SET html = ${html}, pdf = ${pdf}::bytea WHERE id = ${row.id}::uuid`);
      replaced++;
    }
  }
  return replaced;
}

async function newIssue(deps: KfsDeps): Promise<KfsIssue> {
  const issuedOn = indiaDate(deps.clock.now());
  const seq = await nextProposalSequence(deps.db);
  return {
    proposalNumber: `KFS-${issuedOn.slice(0, 4)}-${String(seq).padStart(6, '0')}`,
    issuedOn,
    validUntil: addWorkingDays(issuedOn, VALID_WORKING_DAYS, deps.holidays),
  };
}

/** The lenders of the decision's offers whose statements would lack Part 2 facts, at the decision's rule version (what a statement is built from). */
export async function kfsFactsOf(deps: Pick<KfsDeps, 'db' | 'pairs'>, applicationId: string): Promise<LenderKfsFacts[]> {
  const decision = await versionedDecision(deps, applicationId);
  const offered = new Set(decision.pairs.filter((p) => p.eligibilityStatus === 'ELIGIBLE').map((p) => p.bankId));
  const banks = (await rowsAt(deps.db, decision.ruleVersion, ['banks'])).get('banks') ?? [];
  return banks
    .filter((b) => offered.has(b.id as string))
    .map((b) => ({ bankId: b.id as string, bankName: typeof b.name === 'string' ? b.name : '', missing: missingKfsFacts(b) }))
    .filter((b) => b.missing.length > 0)
    .sort((a, b) => a.bankName.localeCompare(b.bankName, 'en-IN'));
}
