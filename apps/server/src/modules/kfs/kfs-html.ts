import type { DocumentTexts } from './kfs-texts';
import type { KfsContent } from './kfs-content';
import { kfsSections } from './kfs-document';
import { documentPage, escapeHtml as escape } from './document-html';

/** The statement as a printable HTML page in the catalogue's language (no scripts; styles and font inline). */
export function kfsHtml(c: KfsContent, texts: DocumentTexts): string {
  const t = texts.kfs;
  const parts = [`<h1>${escape(t.title)}</h1><p>${escape(`${c.lender} · ${c.loanType} · ${c.proposalNumber}`)}</p>`];
  for (const section of kfsSections(c, texts)) {
    parts.push(`<h2>${escape(section.heading)}</h2><table>`);
    if (section.kind === 'lines') {
      for (const [label, value] of section.lines) parts.push(`<tr><th scope="row">${escape(label)}</th><td>${escape(value)}</td></tr>`);
    } else {
      // A printed schedule repeats its header on every page (thead).
      parts.push(`<thead><tr>${section.head.map((h, i) => `<th scope="col"${i > 0 ? ' class="n"' : ''}>${escape(h)}</th>`).join('')}</tr></thead><tbody>`);
      for (const row of section.rows) parts.push(`<tr>${row.map((cell, i) => `<td${i > 0 ? ' class="n"' : ''}>${escape(cell)}</td>`).join('')}</tr>`);
      parts.push('</tbody>');
    }
    parts.push('</table>');
  }
  parts.push(`<p class="note">${escape(t.footnote)}</p>`);
  return documentPage(texts, `${t.title} ${c.proposalNumber}`, parts);
}
