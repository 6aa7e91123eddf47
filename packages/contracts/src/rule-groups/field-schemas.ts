import { z } from 'zod';
import { isCalendarDate } from '../dates';
import { REGISTRATION_TYPES } from '../master-data';
import { BLANK, lenient, orBlank } from '../lenient';
import { RULE_MESSAGES as M } from '../rule-messages';

/**
 * The zod pieces every rule group's fields are made of. Number fields accept numbers or
 * numeric strings; blank becomes null, as the editor sends it.
 */

const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** Blank and absent become null; numeric text becomes a number; anything else is left to fail. */
function toNumberish(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') {
    const text = value.trim();
    if (text === '') return null;
    return DECIMAL.test(text) ? Number(text) : value;
  }
  return value;
}

export interface NumberLimits {
  /** Message when below 0; 'Must be ≥ 0' unless the specification names the field. */
  min0?: string;
  max?: { value: number; message: string };
  whole?: boolean;
}

function numberSchema(opts: NumberLimits, required?: string) {
  let n = z.number({ error: (issue) => (issue.input === null && required ? required : M.number) }).min(0, opts.min0 ?? M.min0);
  if (opts.max) n = n.max(opts.max.value, opts.max.message);
  if (opts.whole) n = n.int(M.wholeNumber);
  return n;
}

/** A number ≥ 0 as text (the document shows the pattern; the bounds are the number's). */
const NUMBER_TEXT = z.string().regex(/^\s*\+?(\d+(\.\d*)?|\.\d+)\s*$/);
/** An optional number ≥ 0: a number, its text, or blank, null or absent for none. */
export const optionalNumber = (opts: NumberLimits = {}) => lenient(numberSchema(opts).nullable().default(null), [BLANK, NUMBER_TEXT], toNumberish);
/** A number ≥ 0 that must be given, as a number or its text. */
export const requiredNumber = (required: string, opts: NumberLimits = {}) => lenient(numberSchema(opts, required), [NUMBER_TEXT], toNumberish);

const YES_NO_TEXT = z.enum(['true', 'yes', 'Yes', 'false', 'no', 'No']);
function toBooleanish(value: unknown): unknown {
  if (value === undefined || value === '') return null;
  if (value === 'true' || value === 'yes' || value === 'Yes') return true;
  if (value === 'false' || value === 'no' || value === 'No') return false;
  return value;
}
/** Yes / No / not set: a boolean, its words, or blank or null. */
export const optionalBoolean = () => lenient(z.boolean({ message: M.boolean }).nullable().default(null), [z.literal(''), YES_NO_TEXT], toBooleanish);
/** The active flag: Yes or No (a boolean or its words), true when not given, blank or null. */
const activeFlag = () => lenient(z.boolean({ message: M.boolean }).default(true), [z.literal(''), z.null(), YES_NO_TEXT], (v) => toBooleanish(v) ?? true);

/** YYYY-MM-DD, or blank, null or absent for none; a full ISO timestamp keeps its calendar day. */
const optionalDate = () =>
  lenient(
    z.string({ message: M.invalidDate }).refine(isCalendarDate, M.invalidDate).meta({ format: 'date' }).nullable().default(null),
    [BLANK, z.string().regex(/^\s*\d{4}-\d{2}-\d{2}(\s*|T.*)$/)],
    (v) => {
      if (v === undefined || v === null) return null;
      if (typeof v !== 'string') return v;
      const text = v.trim();
      if (text === '') return null;
      return /^\d{4}-\d{2}-\d{2}T/.test(text) ? text.slice(0, 10) : text;
    },
  );

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v === null ? undefined : v);
/** An id that must be there; `missing` is the message when it is not. */
export const requiredId = (missing: string) =>
  z.preprocess(blankToUndefined, z.uuid({ error: (issue) => (issue.input === undefined ? missing : M.invalidId) }));
/** An id that may be left out, blank or null. */
export const optionalId = () => orBlank(z.uuid({ message: M.invalidId }).optional());
/** A salary category: an id or null (blank counts as none). */
export const categoryId = () => orBlank(z.uuid({ message: M.invalidId }).nullable().default(null), null);

/* ---------- registration and company types ---------- */

/** Company registration types, as companies store them (one list, kept with the companies). */
export const COMPANY_TYPES = REGISTRATION_TYPES;

/** 'government', 'Trust / Society', 'GOVERMENT' → the stored spelling, or the text unchanged when unknown. */
export function normaliseCompanyType(value: string): string {
  const upper = value
    .trim()
    .toUpperCase()
    .replace(/[\s/-]+/g, '_');
  return upper === 'GOVERMENT' ? 'GOVERNMENT' : upper;
}

export const companyType = (required: string, invalid: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : normaliseCompanyType(v)) : v === null ? undefined : v),
    z.enum(COMPANY_TYPES, { error: (issue) => (issue.input === undefined ? required : invalid) }),
  );

/** A list of company types (or comma-separated text); an empty list, blank or absent is stored as null (no restriction). */
export const companyTypeList = () =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? null : typeof v === 'string' ? v.split(',') : v),
    z
      .array(companyType(M.companyTypeInvalid, M.companyTypeInvalid))
      .nullable()
      .default(null)
      .transform((list) => (list && list.length > 0 ? [...new Set(list)] : null)),
  );

/** An object or list, or its JSON text; blank, null or absent for none. Anything else is refused. */
export const jsonConditions = () =>
  lenient(
    z
      .union([z.record(z.string(), z.unknown()), z.array(z.unknown())], { message: M.specialConditions })
      .nullable()
      .default(null),
    // Blank, or the JSON text of an object or a list.
    [z.string().regex(/^\s*([[{][\s\S]*)?$/)],
    (v) => {
      if (v === undefined || v === null) return null;
      if (typeof v !== 'string') return v;
      if (v.trim() === '') return null;
      try {
        return JSON.parse(v) as unknown;
      } catch {
        return v;
      }
    },
  );

/** Trimmed free text up to `max` characters; blank, null or absent is null. */
export const optionalText = (max: number, tooLong: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim()) : (v ?? null)),
    z.string({ message: 'Remarks must be text' }).max(max, tooLong).nullable().default(null),
  );

/* ---------- the shared fields of every row ---------- */

export const windowFields = () => ({ is_active: activeFlag(), valid_from: optionalDate(), valid_to: optionalDate() });

export function windowOrder(value: { valid_from?: unknown; valid_to?: unknown }, ctx: z.RefinementCtx) {
  const { valid_from: from, valid_to: to } = value;
  if (typeof from === 'string' && typeof to === 'string' && isCalendarDate(from) && isCalendarDate(to) && to < from) {
    ctx.addIssue({ code: 'custom', path: ['valid_to'], message: M.windowOrder });
  }
}

/**
 * Cross-field checks run even when some fields failed, so every problem is reported at once;
 * but only on an object: a `null`, a list or a string body has no fields to compare.
 */
export const ALWAYS = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value),
};

/** 'Max should be ≥ Min where both provided', reported on the max field. */
export function maxAtLeastMin(bounds: readonly (readonly [min: string, max: string])[]) {
  return (value: Record<string, unknown>, ctx: z.RefinementCtx) => {
    for (const [min, max] of bounds) {
      const lo = value[min];
      const hi = value[max];
      if (typeof lo === 'number' && typeof hi === 'number' && hi < lo) ctx.addIssue({ code: 'custom', path: [max], message: M.maxBelowMin });
    }
  };
}

/** `{rules: [...]}` or a bare list; problems are reported as `rules.<index>.<field>`. */
export function rowsBody<T extends z.ZodType>(row: T) {
  return z.preprocess(
    (v) => (Array.isArray(v) ? { rules: v } : v),
    z.object({
      bank_id: optionalId(),
      product_id: optionalId(),
      rules: z.array(row, { message: M.rulesList }).max(1000, 'At most 1000 rules per save'),
    }),
  );
}
