import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { DocumentTexts } from './kfs-texts';
import { escapeHtml } from './document-html';

// The one script a served document runs. The CSP allows scripts from the app only ('self'), so
// this inline script is allowed by its hash, added to that one answer's policy: the same bytes
// every time, unlike a nonce, and nothing else inline can run.
const PRINT_SCRIPT = "document.getElementById('lbo-print').addEventListener('click',function(){window.print()})";
const PRINT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(PRINT_SCRIPT).digest('base64')}'`;

const BAR_STYLE =
  '.lbo-bar{display:flex;gap:.5rem;justify-content:flex-end;margin:-1rem 0 1rem}.lbo-bar button,.lbo-bar a{font:inherit;font-size:13px;padding:.35rem .9rem;' +
  'border:1px solid #4f46e5;border-radius:6px;background:#4f46e5;color:#fff;text-decoration:none;cursor:pointer}.lbo-bar a{background:#fff;color:#4f46e5}' +
  '@media print{.lbo-bar{display:none}}';

/**
 * A stored (or freshly made) document as served to a browser: a Print button and links (its PDF,
 * its other languages) at the top, hidden when printed. The stored bytes are not touched: this is
 * added to the answer only, and the answer's CSP is widened by exactly the print script's hash.
 */
export function servedDocument(
  reply: FastifyReply,
  html: string,
  texts: DocumentTexts,
  links: { href: string; label: string; hreflang?: string; lang?: string }[],
): string {
  const csp = reply.getHeader('content-security-policy');
  if (typeof csp === 'string') {
    reply.header(
      'content-security-policy',
      csp.replace(/(^|;)\s*script-src ([^;]*)/, (_all, start: string, sources: string) => `${start}script-src ${sources} ${PRINT_SCRIPT_HASH}`),
    );
  }
  const bar =
    `<style>${BAR_STYLE}</style><div class="lbo-bar"><button type="button" id="lbo-print">${escapeHtml(texts.print)}</button>` +
    links
      .map(
        (l) => `<a href="${escapeHtml(l.href)}"${l.hreflang ? ` hreflang="${l.hreflang}"` : ''}${l.lang ? ` lang="${l.lang}"` : ''}>${escapeHtml(l.label)}</a>`,
      )
      .join('') +
    `</div><script>${PRINT_SCRIPT}</script>`;
  const at = html.indexOf('<body>') + '<body>'.length;
  return `${html.slice(0, at)}\n${bar}${html.slice(at)}`;
}
