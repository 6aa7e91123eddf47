import type { z } from 'zod';
import { CIBIL_MAX } from '../limits';
import { RULE_MESSAGES as M } from '../rule-messages';
import {
  categoryId,
  companyType,
  companyTypeList,
  jsonConditions,
  optionalBoolean,
  optionalNumber,
  optionalText,
  requiredNumber,
  type NumberLimits,
} from './field-schemas';

/** How the editor shows one field. */
export type RuleFieldKind =
  | 'number'
  /** Yes / No, never empty (the active flags). */
  | 'yesNo'
  /** Yes / No / not set (a null flag sets no constraint). */
  | 'optionalYesNo'
  | 'date'
  | 'text'
  | 'json'
  | 'category'
  | 'registrationType'
  | 'companyTypes';

/** One field of a rule group: how it is validated, shown and stored. */
export interface RuleField<S extends z.ZodType = z.ZodType> {
  label: string;
  kind: RuleFieldKind;
  schema: S;
  /** The table column when it differs from the API name. */
  column?: string;
  /** Step of number inputs (0.01 for multipliers and percentages). */
  step?: string;
  required?: boolean;
  hint?: string;
  /** The editor rounds the number to this many decimals before sending it. */
  decimals?: number;
  /** What a number counts, for history and differences in plain words (₹3,00,00,000, 45%). */
  unit?: 'rupees' | 'percent';
}

interface FieldExtras {
  column?: string;
  hint?: string;
}

/** The message for a missing number, or none for an optional one. */
type Required = string | undefined;
/**
 * A required number's schema refuses null in its type too, so the row types and the NOT NULL
 * columns built from a definition (ADR 0036) read `number`, an optional one `number | null`.
 */
type NumberSchema<R extends Required> = R extends string ? ReturnType<typeof requiredNumber> : ReturnType<typeof optionalNumber>;
type NumberField<R extends Required> = RuleField<NumberSchema<R>> & { kind: 'number'; required: boolean };

/** A number ≥ 0; `required` is the message shown when it is missing. */
export function num<const R extends Required = undefined>(
  label: string,
  opts: NumberLimits & FieldExtras & { required?: R; step?: string; decimals?: number; unit?: RuleField['unit'] } = {},
): NumberField<R> {
  const { required, column, hint, step, decimals, unit, ...limits } = opts;
  // Decided by presence, as the type is: a message given (whatever it says) makes the number required.
  const schema = (required !== undefined ? requiredNumber(required, limits) : optionalNumber(limits)) as NumberSchema<R>;
  return { label, kind: 'number', schema, column, hint, step, decimals, unit, required: required !== undefined };
}

/** A percentage, 0 to 100 in steps of 0.01. */
export const percent = <const R extends Required = undefined>(label: string, opts: FieldExtras & { required?: R; decimals?: number } = {}) =>
  num(label, { ...opts, step: '0.01', unit: 'percent', max: { value: 100, message: M.max100 } });

/** An amount in rupees (a salary, a loan amount, a fee) ≥ 0. */
export const rupees = <const R extends Required = undefined>(label: string, opts: NumberLimits & FieldExtras & { required?: R } = {}) =>
  num(label, { ...opts, unit: 'rupees' });

/** A whole count ≥ 0. */
export const count = (label: string, opts: FieldExtras & { min0?: string; step?: string } = {}) => num(label, { ...opts, whole: true });

/** A CIBIL score, 0 to the bureau's maximum. */
export const cibilScore = (label: string) => num(label, { max: { value: CIBIL_MAX, message: M.maxCibil } });

export const yesNo = (label: string, opts: FieldExtras = {}) => ({ label, kind: 'optionalYesNo', schema: optionalBoolean(), ...opts }) satisfies RuleField;

export const category = (label = 'Category') => ({ label, kind: 'category', schema: categoryId() }) satisfies RuleField;

export const registrationType = (label: string) =>
  ({ label, kind: 'registrationType', schema: companyType(M.typeRequired, M.typeInvalid), required: true }) satisfies RuleField;

export const companyTypes = (label: string, opts: FieldExtras = {}) =>
  ({ label, kind: 'companyTypes', schema: companyTypeList(), ...opts }) satisfies RuleField;

export const json = (label: string) => ({ label, kind: 'json', schema: jsonConditions() }) satisfies RuleField;

export const text = (label: string, max: number, tooLong: string) => ({ label, kind: 'text', schema: optionalText(max, tooLong) }) satisfies RuleField;

/** The band most row groups are keyed by: a salary category and a salary range within it. */
export const salaryBand = () => ({ category_id: category(), salary_min: rupees('Min Salary'), salary_max: rupees('Max Salary') });
