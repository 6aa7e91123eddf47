/**
 * `Content-Disposition` for a download under a name that may not be ASCII ("leads — errors.xlsx"):
 * a plain `filename` every client reads (the dash as "-", other characters outside printable ASCII
 * as "_", quotes and backslashes as "_") and the exact name as RFC 5987's `filename*`, which
 * browsers prefer.
 */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[\u2013\u2014]/g, '-').replace(/[^\x20-\x7e]|["\\]/g, '_');
  // encodeURIComponent leaves ' ( ) * as they are; RFC 5987's attr-char does not allow them.
  const exact = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${exact}`;
}

/** The name of a file made from an upload: its name without extension (at most 100 characters) and what was made of it. */
export function namedAfterUpload(uploadName: string, what: string, extension: string): string {
  const base =
    uploadName
      .replace(/^.*[\\/]/, '')
      .replace(/\.[a-z0-9]{1,5}$/i, '')
      // Control characters never reach a header.
      .replace(/\p{Cc}/gu, '')
      .trim()
      .slice(0, 100) || 'upload';
  return `${base} — ${what}.${extension}`;
}
