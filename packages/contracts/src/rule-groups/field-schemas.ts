import { z } from 'zod';
import { isCalendarDate } from '../dates';
import { REGISTRATION_TYPES } from '../master-data';
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

/** An optional number ≥ 0 (null when blank). */
export const optionalNumber = (opts: NumberLimits = {}) => z.preprocess(toNumberish, numberSchema(opts).nullable());
/** A number ≥ 0 that must be given. */
export const requiredNumber = (required: string, opts: NumberLimits = {}) => z.preprocess(toNumberish, numberSchema(opts, required));

function toBooleanish(value: unknown): unknown {
  if (value === undefined || value === '') return null;
  if (value === 'true' || value === 'yes' || value === 'Yes') return true;
  if (value === 'false' || value === 'no' || value === 'No') return false;
  return value;
}
/** Yes / No / not set. */
export const optionalBoolean = () => z.preprocess(toBooleanish, z.boolean({ message: M.boolean }).nullable());
/** The active flag: Yes or No, true when not given. */
const activeFlag = () => z.preprocess((v) => toBooleanish(v) ?? true, z.boolean({ message: M.boolean }));

/** YYYY-MM-DD or null; a full ISO timestamp keeps its calendar day. */
const optionalDate = () =>
  z.preprocess(
    (v) => {
      if (v === undefined || v === null) return null;
      if (typeof v !== 'string') return v;
      const text = v.trim();
      if (text === '') return null;
      return /^\d{4}-\d{2}-\d{2}T/.test(text) ? text.slice(0, 10) : text;
    },
    z.string({ message: M.invalidDate }).refine(isCalendarDate, M.invalidDate).meta({ format: 'date' }).nullable(),
  );

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v === null ? undefined : v);
/** An id that must be there; `missing` is the message when it is not. */
export const requiredId = (missing: string) =>
  z.preprocess(blankToUndefined, z.uuid({ error: (issue) => (issue.input === undefined ? missing : M.invalidId) }));
export const optionalId = () => z.preprocess(blankToUndefined, z.uuid({ message: M.invalidId }).optional());
/** A salary category: an id or null (blank counts as none). */
export const categoryId = () => z.preprocess((v) => blankToUndefined(v) ?? null, z.uuid({ message: M.invalidId }).nullable());

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

/** A list of company types; an empty list is stored as null (no restriction). */
export const companyTypeList = () =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? null : typeof v === 'string' ? v.split(',') : v),
    z
      .array(companyType(M.companyTypeInvalid, M.companyTypeInvalid))
      .nullable()
      .transform((list) => (list && list.length > 0 ? [...new Set(list)] : null)),
  );

/** Text is parsed; anything that is not a JSON object or list is refused. */
export const jsonConditions = () =>
  z.preprocess(
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
    z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())], { message: M.specialConditions }).nullable(),
  );

/** Trimmed free text up to `max` characters; blank is null. */
export const optionalText = (max: number, tooLong: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim()) : (v ?? null)),
    z.string({ message: 'Remarks must be text' }).max(max, tooLong).nullable(),
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
