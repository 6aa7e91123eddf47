// Characters XML 1.0 cannot carry at all are dropped; the rest escaped.
// eslint-disable-next-line no-control-regex -- these are exactly the characters to find and drop
const INVALID_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
export function escapeXml(text: string): string {
  return text.replace(INVALID_XML, '').replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
}
