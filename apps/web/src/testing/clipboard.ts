import { vi } from 'vitest';

/** A secure context whose clipboard records what is copied: the returned spy. */
export function stubClipboard() {
  const writeText = vi.fn(async () => {});
  vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
  vi.stubGlobal('isSecureContext', true);
  return writeText;
}
