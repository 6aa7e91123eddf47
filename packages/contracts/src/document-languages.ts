import { z } from 'zod';

/**
 * The languages a borrower's documents (the Key Fact Statement and the comparison of offers) are
 * written in: RBI's KFS directions ask for "a language understood by such borrowers". A language
 * is its code here and its catalogue on the server (apps/server/src/modules/kfs/texts/).
 */
export const DOCUMENT_LANGUAGES = ['en', 'hi'] as const;
export type DocumentLanguage = (typeof DOCUMENT_LANGUAGES)[number];

/** Each language in its own words, for pickers. */
export const DOCUMENT_LANGUAGE_NAMES: Record<DocumentLanguage, string> = { en: 'English', hi: 'हिन्दी (Hindi)' };

const message = `must be one of ${DOCUMENT_LANGUAGES.join(', ')}`;

/** A language code as a request gives it: trimmed and lowercased, so a sheet's "HI" is Hindi. */
export const documentLanguageSchema = z.preprocess((v) => (typeof v === 'string' ? v.trim().toLowerCase() : v), z.enum(DOCUMENT_LANGUAGES, { message }));
