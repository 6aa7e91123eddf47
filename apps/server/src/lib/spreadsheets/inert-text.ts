/**
 * Text a spreadsheet program could run as a formula: = + - @ (and tab, CR, LF) first, also after
 * leading spaces, and their full-width and small look-alikes (＝ ＋ － ＠ ﹦ ﹢ ﹣ ﹫ −), which some
 * programs and locales turn into the ASCII ones on import. Names come from partners' files.
 */
const FORMULA_START = /^[\s\u00a0\u3000]*[=+\-@\t\r\n\uff1d\uff0b\uff0d\uff20\ufe66\ufe62\ufe63\ufe6b\u2212\u207a\u207c\u208a\u208c]/;

export function looksLikeFormula(text: string): boolean {
  return FORMULA_START.test(text);
}

/** The text as a spreadsheet shows it without running it: an apostrophe first where it could. */
export function inertText(text: string): string {
  return looksLikeFormula(text) ? `'${text}` : text;
}
