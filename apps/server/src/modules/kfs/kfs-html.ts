import type { KfsTexts } from './kfs-texts.en';
import type { KfsContent } from './kfs-content';
import { kfsSections } from './kfs-document';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `body{font-family:"DejaVu Sans",Arial,sans-serif;margin:2rem;color:#111;font-size:13px}h1{font-size:20px;margin:0 0 .25rem}
h2{font-size:15px;margin:1.5rem 0 .5rem;border-bottom:1px solid #999}table{border-collapse:collapse;width:100%}
td,th{border:1px solid #bbb;padding:4px 6px;text-align:left;vertical-align:top}th{background:#f0f0f0}
td.n{text-align:right;white-space:nowrap}.note{margin-top:1.5rem;color:#444;font-size:12px}@media print{body{margin:0}}`;

/** The statement as a printable HTML page (no scripts; styles inline). */
export function kfsHtml(c: KfsContent, t: KfsTexts): string {
  const parts = [
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(`${t.title} ${c.proposalNumber}`)}</title><style>${STYLE}</style></head><body>`,
  ];
  parts.push(`<h1>${escape(t.title)}</h1><p>${escape(`${c.lender} · ${c.loanType} · ${c.proposalNumber}`)}</p>`);
  for (const section of kfsSections(c, t)) {
    parts.push(`<h2>${escape(section.heading)}</h2><table>`);
    if (section.kind === 'lines') {
      for (const [label, value] of section.lines) parts.push(`<tr><th scope="row">${escape(label)}</th><td>${escape(value)}</td></tr>`);
    } else {
      parts.push(`<tr>${section.head.map((h) => `<th scope="col">${escape(h)}</th>`).join('')}</tr>`);
      for (const row of section.rows) parts.push(`<tr>${row.map((cell, i) => `<td${i > 0 ? ' class="n"' : ''}>${escape(cell)}</td>`).join('')}</tr>`);
    }
    parts.push('</table>');
  }
  parts.push(`<p class="note">${escape(t.footnote)}</p></body></html>`);
  return parts.join('\n');
}
