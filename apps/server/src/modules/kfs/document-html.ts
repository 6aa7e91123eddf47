import type { DocumentTexts } from './kfs-texts';
import { htmlFontCss } from './document-fonts';

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `body{margin:2rem;color:#111;font-size:13px}h1{font-size:20px;margin:0 0 .25rem}
h2{font-size:15px;margin:1.5rem 0 .5rem;border-bottom:1px solid #999;break-after:avoid}table{border-collapse:collapse;width:100%}
td,th{border:1px solid #bbb;padding:4px 6px;text-align:left;vertical-align:top}th{background:#f0f0f0}tr{break-inside:avoid}
td.n{text-align:right;white-space:nowrap}th.n{text-align:right}.note{margin-top:1.5rem;color:#444;font-size:12px}@media print{body{margin:0}}`;

/**
 * A borrower's document as one printable HTML page in the catalogue's language: styles and the
 * font inline, no scripts (a served copy gets its print button from served-html.ts).
 */
export function documentPage(texts: DocumentTexts, title: string, body: string[], style = ''): string {
  const font = htmlFontCss(texts);
  return [
    `<!doctype html><html lang="${texts.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">`,
    `<title>${escapeHtml(title)}</title><style>${font.face}body{font-family:${font.family}}${STYLE}${style}</style></head><body>`,
    ...body,
    '</body></html>',
  ].join('\n');
}
