import type { DocumentTexts } from './kfs-texts';
import type { ComparisonContent } from './comparison-content';
import { comparisonTables, FIGURE_COLUMNS } from './comparison-document';
import { documentPage, escapeHtml as escape } from './document-html';

// Landscape when printed: eleven columns of offers.
const STYLE = `@page{size:A4 landscape;margin:12mm}.facts th{width:12rem}.offers td,.offers th{font-size:12px}
.neutral{max-width:60rem}.scroll{overflow-x:auto}.offers{min-width:62rem}`;

/** The comparison of one decision's offers as a printable HTML page in the catalogue's language. */
export function comparisonHtml(c: ComparisonContent, texts: DocumentTexts): string {
  const d = comparisonTables(c, texts);
  const table = (className: string, head: string[], rows: string[][], figures = new Set<number>()) =>
    [
      // On a phone the eleven columns scroll inside their box rather than widen the page.
      `<div class="scroll"><table class="${className}"><thead><tr>`,
      head.map((h, i) => `<th scope="col"${figures.has(i) ? ' class="n"' : ''}>${escape(h)}</th>`).join(''),
      '</tr></thead><tbody>',
      ...rows.map((row) => `<tr>${row.map((cell, i) => `<td${figures.has(i) ? ' class="n"' : ''}>${escape(cell)}</td>`).join('')}</tr>`),
      '</tbody></table></div>',
    ].join('\n');
  const parts = [
    `<h1>${escape(d.title)}</h1>`,
    `<table class="facts">${d.facts.map(([label, value]) => `<tr><th scope="row">${escape(label)}</th><td>${escape(value)}</td></tr>`).join('')}</table>`,
    `<p class="neutral">${escape(d.neutrality)}</p>`,
    `<h2>${escape(d.offersTitle)}</h2>`,
    d.offerRows.length > 0 ? table('offers', d.offerHead, d.offerRows, FIGURE_COLUMNS) : `<p>${escape(d.noOffers)}</p>`,
  ];
  if (d.refusedRows.length > 0) parts.push(`<h2>${escape(d.refusedTitle)}</h2>`, table('refused', d.refusedHead, d.refusedRows));
  parts.push(`<p class="note">${escape(d.footnote)}</p>`);
  return documentPage(texts, `${d.title} · ${c.borrower}`, parts, STYLE);
}
