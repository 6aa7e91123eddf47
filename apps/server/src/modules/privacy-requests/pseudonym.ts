/**
 * What an erased customer is called from then on: a stable label that says nothing of the person
 * (the start of the customer's own id), and a reference that can never clash with another
 * customer's (the whole id).
 */
export function pseudonymOf(customerId: string): { name: string; reference: string } {
  const hex = customerId.replaceAll('-', '').toLowerCase();
  return { name: `Erased customer ${hex.slice(0, 8)}`, reference: `ERASED-${hex.toUpperCase()}` };
}

export interface ErasedTerm {
  /** The value as it was held (a name or a reference). */
  text: string;
  /** What replaces it. */
  replacement: string;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Shorter values are left alone by the text scrub (they would match inside other words); exact columns are replaced whatever their length. */
const MIN_TERM_LENGTH = 3;

/**
 * Replaces every whole-word occurrence of the terms (case-insensitive; the longest first, so a
 * full name goes before a part of it) in free text: stored answers, webhook payloads, files.
 */
export function termScrubber(terms: readonly ErasedTerm[]): { text(value: string): string; json(value: unknown): unknown; patterns: string[] } {
  const usable = [...new Map(terms.filter((t) => t.text.trim().length >= MIN_TERM_LENGTH).map((t) => [t.text.trim().toLowerCase(), t])).values()].sort(
    (a, b) => b.text.length - a.text.length,
  );
  const rules = usable.map((t) => ({
    re: new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegex(t.text.trim())}(?![\\p{L}\\p{N}])`, 'giu'),
    replacement: t.replacement,
  }));
  const text = (value: string) => rules.reduce((out, r) => out.replace(r.re, r.replacement), value);
  const json = (value: unknown): unknown => {
    if (typeof value === 'string') return text(value);
    if (Array.isArray(value)) return value.map(json);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [text(k), json(v)]));
    return value;
  };
  return { text, json, patterns: usable.map((t) => t.text.trim()) };
}
