import type { DocumentLanguage } from '@lbo/contracts/document-languages';
import { indiaDate } from '../loan-application';
import { rowsAt } from '../rule-versions';
import { comparisonContent } from './comparison-content';
import { comparisonHtml } from './comparison-html';
import { comparisonPdf } from './comparison-pdf';
import { DOCUMENT_TEXTS } from './catalogues';
import { versionedDecision, type KfsDeps } from './kfs.service';

const byId = (rows: Record<string, unknown>[] | undefined) => new Map((rows ?? []).map((r) => [r.id as string, r]));

/**
 * The comparison of one decision's offers to hand to the borrower, in `language`: made on each
 * request from the stored decision (its figures, and the names at its rule version), not stored.
 */
export async function compareOffers(deps: Pick<KfsDeps, 'db' | 'pairs' | 'clock'>, applicationId: string, language: DocumentLanguage, format: 'html' | 'pdf') {
  const decision = await versionedDecision(deps, applicationId);
  const rows = await rowsAt(deps.db, decision.ruleVersion, ['banks', 'products']);
  const content = comparisonContent(
    { id: decision.id, pairs: decision.pairs, borrower: decision.borrower, evaluatedOn: decision.evaluationDate },
    byId(rows.get('banks')),
    byId(rows.get('products')),
    indiaDate(deps.clock.now()),
  );
  const texts = DOCUMENT_TEXTS[language];
  return { texts, body: format === 'pdf' ? await comparisonPdf(content, texts) : comparisonHtml(content, texts) };
}
