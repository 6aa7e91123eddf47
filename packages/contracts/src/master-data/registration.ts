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
