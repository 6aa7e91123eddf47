import { z } from 'zod';
import { lenient } from '../lenient';
import { REGISTRATION_TYPES, type RegistrationType } from '../master-data-answers';

export { REGISTRATION_TYPES, type RegistrationType };
export const REGISTRATION_TYPE_LABELS: Record<RegistrationType, string> = {
  LLP: 'LLP',
  PRIVATE_LIMITED: 'Private Limited',
  PROPRIETORSHIP: 'Proprietorship',
  PARTNERSHIP: 'Partnership',
  GOVERNMENT: 'Government',
  COOPERATIVE: 'Cooperative',
  PUBLIC_LIMITED: 'Public Limited',
  ONE_PERSON_COMPANY: 'One Person Company',
  TRUST_SOCIETY: 'Trust / Society',
};

/** Spellings seen in the field (and the original client's GOVERMENT) mapped to the stored value. */
const REGISTRATION_ALIASES: Record<string, RegistrationType> = {
  GOVERMENT: 'GOVERNMENT',
  GOVT: 'GOVERNMENT',
  PVT_LTD: 'PRIVATE_LIMITED',
  PRIVATE_LTD: 'PRIVATE_LIMITED',
  PRIVATE: 'PRIVATE_LIMITED',
  CO_OPERATIVE: 'COOPERATIVE',
  PROPRIETOR: 'PROPRIETORSHIP',
  PROPRIETARY: 'PROPRIETORSHIP',
  PUBLIC_LTD: 'PUBLIC_LIMITED',
  OPC: 'ONE_PERSON_COMPANY',
  TRUST: 'TRUST_SOCIETY',
  SOCIETY: 'TRUST_SOCIETY',
};

/** 'Private Limited', 'Trust / Society', 'GOVERMENT' → the stored value; null for blank; the input unchanged when unknown. */
export function normalizeRegistrationType(value: unknown): unknown {
  if (value === null || value === undefined) return value;
  if (typeof value !== 'string') return value;
  const key = value
    .trim()
    .toUpperCase()
    .replace(/\./g, '')
    .replace(/[\s/-]+/g, '_');
  if (key === '') return null;
  return REGISTRATION_ALIASES[key] ?? key;
}

/** `word` in any case, dots anywhere (normalizeRegistrationType drops them). */
const anyCase = (word: string) => [...word].map((c) => `[${c}${c.toLowerCase()}]\\.*`).join('');
/**
 * Every text normalizeRegistrationType reads as a type: a type or an alias in any case, its
 * words apart by spaces, slashes, dashes or one underscore; or blank (none). The document shows
 * this pattern beside the types, so it takes what the server takes.
 */
const REGISTRATION_TYPE_TEXT = new RegExp(
  `^\\s*(${[...REGISTRATION_TYPES, ...Object.keys(REGISTRATION_ALIASES)]
    .map((key) => key.split('_').map(anyCase).join('(?:[\\s/-][\\s/.-]*|_)'))
    .join('|')})?\\s*$`,
);

/** A registration type as the company forms and filters send it: a stored value, or any spelling of one; blank is null. */
export const registrationTypeSchema = (message: string) =>
  lenient(z.enum(REGISTRATION_TYPES, { message }).nullish(), [z.string().regex(REGISTRATION_TYPE_TEXT)], normalizeRegistrationType);
