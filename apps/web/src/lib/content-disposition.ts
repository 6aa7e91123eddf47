/**
 * The file name a `Content-Disposition` header gives: RFC 5987's `filename*` (UTF-8, "leads —
 * errors.xlsx") when there is one, else the plain `filename`; null without either.
 */
export function fileNameOf(header: string | null): string | null {
  if (!header) return null;
  const exact = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  if (exact) {
    try {
      return decodeURIComponent(exact.trim());
    } catch {
      // A malformed escape: the plain name below.
    }
  }
  return /filename\s*=\s*"([^"]+)"/i.exec(header)?.[1] ?? /filename\s*=\s*([^;"\s]+)/i.exec(header)?.[1] ?? null;
}
