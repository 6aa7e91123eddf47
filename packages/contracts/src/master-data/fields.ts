import { z } from 'zod';
import { CATEGORY_NAME_MAX } from '../limits';
import { queryBoolean } from '../common';
import { filter } from '../lenient';

export const MASTER_LIMITS = {
  bankNameMax: 100,
  productNameMax: 100,
  companyNameMax: 200,
  cityNameMax: 100,
  stateMax: 100,
  categoryNameMax: CATEGORY_NAME_MAX,
  logoUrlMax: 2048,
  /** The bank's grievance redressal officer, printed on the Key Fact Statement. */
  grievanceOfficerNameMax: 200,
  grievanceOfficerPhoneMin: 7,
  grievanceOfficerPhoneMax: 20,
  grievanceOfficerEmailMax: 254,
  /** Rows per import file (header excluded). */
  importMaxRows: 100_000,
} as const;

/** Messages every master-data entity shares. */
export const COMMON_MESSAGES = {
  booleanInvalid: 'must be true or false',
} as const;

export const requiredText = (required: string, max: number, tooLong: string) => z.string({ message: required }).trim().min(1, required).max(max, tooLong);

/** Booleans from forms and JSON; 'true'/'false' strings are accepted too. */
export const bodyBoolean = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean({ message: COMMON_MESSAGES.booleanInvalid }));

/** Optional text from forms: trimmed, and blank (an emptied input) is null. */
export const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : typeof v === 'string' ? v.trim() : v);

/** A fact that may be left out: blank is null, and null clears it. */
export const optionalFact = <T extends z.ZodType>(schema: T) => z.preprocess(blankToNull, schema.nullable()).optional();

/** Query-string filters: '' and 'all' mean no filter. */
export const optionalFilterBoolean = filter(queryBoolean.optional(), 'all');
export const optionalFilterId = filter(z.uuid({ message: 'must be a valid id' }).optional());
