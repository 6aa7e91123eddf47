import { describe, expect, it } from 'vitest';
import { DOCUMENT_LANGUAGES } from '@lbo/contracts/document-languages';
import { pdfPages } from '../../../test/pdf-text';
import { DOCUMENT_TEXTS } from './catalogues';
import { comparisonHtml } from './comparison-html';
import type { ComparisonContent } from './comparison-content';
import { kfsContent } from './kfs-content';
import { kfsHtml } from './kfs-html';
import { kfsPdf } from './kfs-pdf';
import type { DocumentTexts } from './kfs-texts';
import { DOCUMENT_TEXTS_EN } from './kfs-texts.en';

/*
 * A third language is one catalogue file: the renderers write no words of their own. Shown with a
 * throw-away catalogue that wraps every English text in «», so any text a renderer wrote itself
 * would appear unwrapped.
 */

type Texts = string | ((...args: never[]) => string) | { [key: string]: Texts };
function wrapped<T extends Texts>(texts: T): T {
  if (typeof texts === 'string') return `«${texts}»` as T;
  if (typeof texts === 'function') return ((...args: never[]) => `«${texts(...args)}»`) as T;
  return Object.fromEntries(Object.entries(texts).map(([key, value]) => [key, wrapped(value)])) as T;
}

const THROW_AWAY: DocumentTexts = {
  ...DOCUMENT_TEXTS_EN,
  lang: 'x-throwaway',
  date: (day) => `«${day}»`,
  print: '«Print»',
  pdf: '«PDF»',
  kfs: wrapped(DOCUMENT_TEXTS_EN.kfs as unknown as Texts) as unknown as DocumentTexts['kfs'],
  comparison: wrapped(DOCUMENT_TEXTS_EN.comparison as unknown as Texts) as unknown as DocumentTexts['comparison'],
  failureReasons: wrapped(DOCUMENT_TEXTS_EN.failureReasons as Texts) as DocumentTexts['failureReasons'],
  loanTypes: wrapped(DOCUMENT_TEXTS_EN.loanTypes as Texts) as DocumentTexts['loanTypes'],
};

/** Every English text, functions called with sample values. */
function leaves(texts: Texts): string[] {
  if (typeof texts === 'string') return [texts];
  if (typeof texts === 'function') return [(texts as (n: never) => string)(7 as never)];
  return Object.values(texts).flatMap(leaves);
}
const ENGLISH = [DOCUMENT_TEXTS_EN.kfs, DOCUMENT_TEXTS_EN.comparison, DOCUMENT_TEXTS_EN.failureReasons, DOCUMENT_TEXTS_EN.loanTypes].flatMap((t) =>
  leaves(t as unknown as Texts),
);

const content = kfsContent({
  proposalNumber: 'KFS-2026-000042',
  issuedOn: '2026-11-25',
  validUntil: '2026-11-30',
  borrower: 'Asha Rao',
  lender: 'Amber Bank',
  loanType: 'Amber Loan',
  amount: 300_000,
  rate: 12,
  months: 12,
  charges: null,
  bankRow: null,
});
const comparison: ComparisonContent = {
  applicationId: 'b5922cd6-0195-4624-bcbf-d3e16ed84f13',
  borrower: 'Asha Rao',
  evaluatedOn: '2026-11-25',
  preparedOn: '2026-11-26',
  offers: [
    {
      lender: 'Amber Bank',
      product: 'Amber Loan',
      loanType: 'HOME_LOAN',
      amount: 300_000,
      rate: 12,
      apr: 13.67,
      emi: 9964,
      tenure: 36,
      upfrontCharges: 7080,
      totalPayable: 365_794.58,
      penalCharges: null,
    },
  ],
  refused: [{ lender: 'Deodar Bank', product: 'Deodar Loan', reasons: ['AGE_BELOW_MIN', 'FOIR_EXCEEDED'] }],
};

/** The page's words outside «»: what a renderer wrote itself, or data. */
const unwrappedText = (html: string) =>
  html
    .replace(/<style>[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, '\n')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/«[^»]*»/g, '');

describe('a catalogue', () => {
  it('exists for every language the contracts offer', () => {
    expect(Object.keys(DOCUMENT_TEXTS).sort()).toEqual([...DOCUMENT_LANGUAGES].sort());
  });

  it('is every text of the statement and the comparison: a throw-away catalogue leaves no English behind', () => {
    for (const html of [kfsHtml(content, THROW_AWAY), comparisonHtml(comparison, THROW_AWAY)]) {
      expect(html).toContain('<html lang="x-throwaway">');
      const rest = unwrappedText(html);
      expect(ENGLISH.filter((text) => rest.includes(text))).toEqual([]);
      // What is left is data: names, the number, figures, punctuation.
      expect(rest.replace(/Asha Rao|Amber (Bank|Loan)|Deodar (Bank|Loan)|KFS-2026-000042|b5922cd6-[\w-]+|₹[\d,.]+|[\d.]+%?|[—·;:,\s]/g, '')).toBe('');
    }
  });

  it('draws the PDF in its own words too', async () => {
    const text = (await pdfPages(await kfsPdf(content, THROW_AWAY))).join('\n');
    expect(text).toContain('«Key Fact Statement»');
    expect(text).toContain('«Annex C — Repayment schedule»');
  });
});
