import type { DocumentLanguage } from '@lbo/contracts/document-languages';
import type { DocumentTexts } from './kfs-texts';
import { DOCUMENT_TEXTS_EN } from './kfs-texts.en';
import { DOCUMENT_TEXTS_HI } from './kfs-texts.hi';

/** The catalogue of each language a borrower may ask for: a code added to DOCUMENT_LANGUAGES does not compile until its file is here. */
export const DOCUMENT_TEXTS: Readonly<Record<DocumentLanguage, DocumentTexts>> = { en: DOCUMENT_TEXTS_EN, hi: DOCUMENT_TEXTS_HI };
